import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "./button";
import {
  InlineErrorBoundary,
  InlineErrorFallback,
  PageErrorFallback,
  SectionErrorBoundary,
  SectionErrorFallback,
} from "./error-boundary";

const meta = {
  title: "Components/Error boundaries",
  component: SectionErrorFallback,
  args: { onRetry: fn() },
} satisfies Meta<typeof SectionErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageLevel: Story = {
  render: (args) => <PageErrorFallback onRetry={args.onRetry} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const SectionLevel: Story = { args: { sectionName: "Featured Blogs" } };

export const SectionLevelUnnamed: Story = { args: { sectionName: undefined } };

export const InlineLevel: Story = {
  render: (args) => (
    <p className="m-0">
      Our rating: <InlineErrorFallback onRetry={args.onRetry} />
    </p>
  ),
};

function Fragile({ label }: { label: string }) {
  const [broken, setBroken] = React.useState(false);
  if (broken) throw new Error(`${label} failed to render`);
  return (
    <Button variant="secondary" onClick={() => setBroken(true)}>
      Break {label}
    </Button>
  );
}

/** Live boundaries: break a part, see its fallback, then Try Again / Retry renders it again. */
export const LiveBoundaries: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <SectionErrorBoundary sectionName="Client Reviews">
        <Fragile label="the reviews section" />
      </SectionErrorBoundary>
      <p className="m-0">
        Inline: <InlineErrorBoundary>{<Fragile label="the rating" />}</InlineErrorBoundary>
      </p>
    </div>
  ),
};
