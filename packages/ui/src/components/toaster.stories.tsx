import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "./button";
import { Toaster, toast } from "./toaster";

const meta = {
  title: "Components/Toaster",
  component: Toaster,
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <div className="flex min-h-96 flex-wrap gap-4 p-6">
      <Button onClick={() => toast.success("Your message has been sent! We will contact you shortly.")}>
        Send message
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.error("There was an error sending your message. Please try again.")}
      >
        Fail to send
      </Button>
      <Button
        variant="ghost"
        onClick={() => toast("We saved your place.", { description: "You can come back to this guide any time." })}
      >
        Plain toast
      </Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The contact form's toasts (docs/product.md: Errors and messages). */
export const SuccessToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send message" }));
    await expect(
      await within(canvasElement).findByText("Your message has been sent! We will contact you shortly."),
    ).toBeInTheDocument();
  },
};

export const ErrorToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Fail to send" }));
    await expect(
      await within(canvasElement).findByText("There was an error sending your message. Please try again."),
    ).toBeInTheDocument();
  },
};
