import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toaster, toast } from "./toaster";

describe("Toaster", () => {
  it("shows success and error toasts in a notifications region", async () => {
    render(<Toaster />);
    // Messages unique to this test: sonner keeps its queue in module state shared with the story tests.
    act(() => {
      toast.success("Toaster test: your message has been sent.");
      toast.error("Toaster test: there was an error sending your message.");
    });
    expect(await screen.findByText("Toaster test: your message has been sent.")).toBeInTheDocument();
    expect(await screen.findByText("Toaster test: there was an error sending your message.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeInTheDocument();
    act(() => {
      toast.dismiss();
    });
  });
});
