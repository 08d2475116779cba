import type * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
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

const meta = {
  title: "Components/Dialog",
  component: Dialog,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function GuideDialog(props: React.ComponentProps<typeof Dialog>) {
  return (
    <Dialog {...props}>
      <DialogTrigger asChild>
        <Button variant="accent">Download Free Guide</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-[425px]">
        <DialogHeader>
          <DialogTitle>Get Your Free Medicare Guide</DialogTitle>
          <DialogDescription>
            Tell us where to send it. A licensed agent will contact you to answer your questions.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <label htmlFor="story-first-name" className="font-semibold">
            First name
          </label>
          <input
            id="story-first-name"
            autoComplete="given-name"
            className="min-h-12 rounded-lg border-2 border-border px-3"
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="accent">Send My Guide</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export const Closed: Story = {
  render: () => <GuideDialog />,
};

/** Focus moves into the dialog; Escape closes it and focus returns to 'Download Free Guide'. */
export const OpenAndClose: Story = {
  render: () => <GuideDialog />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Download Free Guide" });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole("dialog", { name: "Get Your Free Medicare Guide" });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  render: () => <GuideDialog defaultOpen />,
};

export const WithoutCloseButton: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Thank You!</DialogTitle>
          <DialogDescription>Your guide will be sent to your email shortly.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};
