import type { Meta, StoryObj } from "@storybook/react-vite";
import { UserRound } from "lucide-react";
import { expect, fireEvent, within } from "storybook/test";
import { brokenImage, sampleImages } from "../test/fixtures";
import { Image } from "./image";

const meta = {
  title: "Components/Image",
  component: Image,
  args: {
    src: sampleImages.office,
    alt: "The front door of our office on Main Street",
    width: 640,
    height: 400,
    className: "w-full max-w-md rounded-card",
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads when it comes within 50 px of the viewport. */
export const Lazy: Story = {};

/** The first large image of a page loads at once with high priority. */
export const Priority: Story = { args: { priority: true } };

/** A failed image switches for good to the placeholder ('Image unavailable'). */
export const Failed: Story = {
  args: { src: brokenImage },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector("img");
    if (image) await fireEvent.error(image);
    await expect(await within(canvasElement).findByRole("img", { name: "Image unavailable" })).toBeInTheDocument();
  },
};

export const Missing: Story = { args: { src: null } };

/** Team photos fall back to a person icon. */
export const CustomFallback: Story = {
  args: {
    src: null,
    alt: "Jane Doe",
    width: 300,
    height: 300,
    className: "w-40 rounded-full",
    fallback: <UserRound aria-hidden="true" className="size-16" />,
  },
};

export const ResponsiveSrcSet: Story = {
  args: {
    src: sampleImages.team,
    srcSet: `${sampleImages.team} 640w`,
    sizes: "(min-width: 768px) 50vw, 100vw",
    alt: "Our team in front of the office",
  },
};
