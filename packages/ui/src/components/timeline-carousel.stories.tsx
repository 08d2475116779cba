import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { journey, sampleImages } from "../test/fixtures";
import { TimelineCarousel } from "./timeline-carousel";

const meta = {
  title: "Components/Timeline carousel",
  component: TimelineCarousel,
  args: { items: journey },
} satisfies Meta<typeof TimelineCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The About page's 'Our Journey'. It never moves by itself. */
export const OurJourney: Story = {};

export const ChooseAYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "2020" }));
    await expect(canvas.getByRole("button", { name: "2020" })).toHaveAttribute("aria-current", "true");
    await expect(canvas.getByRole("group", { name: "3 of 5: 2020" })).not.toHaveAttribute("aria-hidden");
  },
};

/** Next from the last milestone loops to the first. */
export const Loops: Story = {
  args: { defaultIndex: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next milestone" }));
    await expect(canvas.getByRole("button", { name: "2014" })).toHaveAttribute("aria-current", "true");
  },
};

export const WithImages: Story = {
  args: {
    items: journey.map((item, index) => ({
      ...item,
      image: { src: index % 2 === 0 ? sampleImages.office : sampleImages.team, alt: `${item.year}: ${item.title}` },
    })),
  },
};
