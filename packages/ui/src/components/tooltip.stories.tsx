import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleHelp } from "lucide-react";
import { expect, userEvent, within } from "storybook/test";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip";

const meta = {
  title: "Components/Tooltip",
  component: Tooltip,
  render: (args) => (
    <div className="flex min-h-48 items-end p-6">
      <p className="m-0 flex items-center gap-1">
        Your IRMAA amount
        <Tooltip {...args}>
          <TooltipTrigger className="inline-flex size-11 cursor-help items-center justify-center rounded-full text-primary-700">
            <CircleHelp aria-hidden="true" className="size-6" />
            <span className="sr-only">What is IRMAA?</span>
          </TooltipTrigger>
          <TooltipContent>
            An extra amount added to Part B and Part D premiums for people with higher incomes.
          </TooltipContent>
        </Tooltip>
      </p>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens after 700 ms of hover, or at once on keyboard focus. */
export const Default: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const OpensOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: "What is IRMAA?" })).toHaveFocus();
    await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent(/extra amount/);
  },
};

/** Several tooltips under one provider share the skip delay (300 ms). */
export const SharedProvider: Story = {
  render: () => (
    <TooltipProvider>
      <div className="flex gap-4 p-6">
        {["Part A", "Part B", "Part D"].map((part) => (
          <Tooltip key={part}>
            <TooltipTrigger className="min-h-11 rounded-lg border-2 border-primary-700 px-4 font-semibold text-primary-700">
              {part}
            </TooltipTrigger>
            <TooltipContent>{part} explained</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
};
