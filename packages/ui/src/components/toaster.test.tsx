import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster, toast } from "./toaster";

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.useRealTimers();
});

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
  });

  it("keeps a toast until it is dismissed: none goes on a timer (WCAG 2.2.1)", () => {
    render(<Toaster />);
    vi.useFakeTimers();
    act(() => {
      toast.success("Toaster test: still here.");
    });
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(screen.getByText("Toaster test: still here.")).toBeInTheDocument();
  });

  it("has a close button of at least 24 px on every toast, at the top centre", async () => {
    render(<Toaster />);
    act(() => {
      toast.error("Toaster test: with a close button.");
    });
    const close = await screen.findByRole("button", { name: "Close toast" });
    expect(close).toHaveClass("size-8!");
    const list = document.querySelector("[data-sonner-toaster]")!;
    expect(list).toHaveAttribute("data-y-position", "top");
    expect(list).toHaveAttribute("data-x-position", "center");
  });

  it("dismisses every toast on Escape, wherever the focus is, but not a dialog's or a composition's Escape", async () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    act(() => {
      toast.success("Toaster test: first.");
      toast.error("Toaster test: second.");
    });
    await screen.findByText("Toaster test: second.");
    screen.getByRole("button", { name: "Elsewhere" }).focus();
    fireEvent.keyDown(document.activeElement!, { key: "Escape", isComposing: true });
    const dialog = document.createElement("div");
    dialog.setAttribute("aria-modal", "true");
    document.body.append(dialog);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    dialog.remove();
    expect(screen.getByText("Toaster test: first.")).toBeInTheDocument();
    expect(screen.getByText("Toaster test: second.")).toBeInTheDocument();

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await vi.waitFor(() => {
      expect(screen.queryByText("Toaster test: first.")).toBeNull();
      expect(screen.queryByText("Toaster test: second.")).toBeNull();
    });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Elsewhere" }));
  });
});
