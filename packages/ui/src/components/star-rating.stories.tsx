import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StarRating } from "./star-rating";

const meta = {
  title: "Components/Star rating",
  component: StarRating,
  args: { value: 5 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStars: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
  },
};

/** The aggregate on the reviews page: partial stars. */
export const Average: Story = { args: { value: 4.8, size: "lg" } };

export const ThreeStars: Story = { args: { value: 3 } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <StarRating {...args} size="sm" />
      <StarRating {...args} />
      <StarRating {...args} size="lg" />
    </div>
  ),
};
