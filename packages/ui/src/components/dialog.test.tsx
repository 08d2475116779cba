import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog";

function LeadDialog() {
  return (
    <>
      <button type="button">Before</button>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="accent">Download Free Guide</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Get Your Free Medicare Guide</DialogTitle>
            <DialogDescription>A licensed agent will contact you.</DialogDescription>
          </DialogHeader>
          <label>
            First name
            <input name="firstName" />
          </label>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <button type="button">After</button>
    </>
  );
}

describe("Dialog", () => {
  it("is a modal dialog named by its title and described by its description", async () => {
    const user = userEvent.setup();
    render(<LeadDialog />);
    await user.click(screen.getByRole("button", { name: "Download Free Guide" }));
    const dialog = await screen.findByRole("dialog", { name: "Get Your Free Medicare Guide" });
    expect(dialog).toHaveAccessibleDescription("A licensed agent will contact you.");
    expect(dialog).toHaveAttribute("data-slot", "dialog-content");
  });

  it("moves focus in and keeps Tab and Shift+Tab inside the dialog", async () => {
    const user = userEvent.setup();
    render(<LeadDialog />);
    await user.click(screen.getByRole("button", { name: "Download Free Guide" }));
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let step = 0; step < 6; step += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.queryByRole("button", { name: "Before" })).toBeNull(); // the rest of the page is hidden from assistive tech
  });

  it("closes on Escape and returns focus to the opener", async () => {
    const user = userEvent.setup();
    render(<LeadDialog />);
    const opener = screen.getByRole("button", { name: "Download Free Guide" });
    await user.click(opener);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(opener).toHaveFocus();
  });

  it("closes with the Close (X) button and with DialogClose, returning focus each time", async () => {
    const user = userEvent.setup();
    render(<LeadDialog />);
    const opener = screen.getByRole("button", { name: "Download Free Guide" });

    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(opener).toHaveFocus();

    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(opener).toHaveFocus();
  });
});
