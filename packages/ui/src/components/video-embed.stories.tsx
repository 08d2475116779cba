import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, within } from "storybook/test";
import { VideoEmbed } from "./video-embed";

const meta = {
  title: "Components/Video embed",
  component: VideoEmbed,
  args: { title: "Medicare Parts A, B, C and D explained", youTubeLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A spinner shows until the frame reports it has loaded (offline, it keeps spinning until the timeout). */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading video...");
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector("iframe");
    if (frame) await fireEvent.load(frame);
    await expect(within(canvasElement).queryByRole("status")).toBeNull();
    await expect(canvasElement.querySelector("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
  },
};

/** When the frame does not load in time: the failure message with Try Again. */
export const Failed: Story = {
  args: { loadTimeoutMs: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Failed to load video. Please try again later.")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  },
};

export const FailedThenRetry: Story = {
  // Long enough that the second attempt's spinner is still there when checked, even on a busy machine.
  args: { loadTimeoutMs: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Try Again" }, { timeout: 5000 }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading video...");
  },
};

export const Vimeo: Story = { args: { youTubeLink: null, videoUrl: "https://vimeo.com/76979871" } };

/** Self-hosted files use the native player with controls and a poster. */
export const SelfHosted: Story = {
  args: { youTubeLink: null, videoUrl: "/videos/welcome.mp4", isSelfHosted: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("video")).toHaveTextContent(
      "Sorry, your browser does not support embedded videos.",
    );
  },
};

/** A YouTube link without an 11-character id shows nothing. */
export const InvalidYouTubeLink: Story = {
  args: { youTubeLink: "https://www.youtube.com/watch?v=short" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=video-embed]")).toBeNull();
  },
};
