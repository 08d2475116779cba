import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NoticeRegion, OfflineNotice, OfflineReadyNotice, UpdateAvailableNotice } from "./notices";

/**
 * The PWA notices in their region: a bar along the bottom edge on phones (try the 320 px viewport), a column at the
 * bottom right from 768 px. In the site, `watchNoticeRegion` (@tupelo-medicare/pwa) moves the region to the top or
 * makes it compact when the focused element is under it, and Escape dismisses the notices.
 */
const meta = {
  title: "Components/Notices",
  component: UpdateAvailableNotice,
  parameters: { layout: "fullscreen" },
  args: { onReload: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-96 p-4">
        <h1 className="text-2xl font-bold">Making Medicare Easy, One Choice at a Time</h1>
        <p>The page's text stays readable: the notices sit at an edge, never over the middle of the screen.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UpdateAvailableNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpdateAvailable: Story = {
  render: (args) => (
    <NoticeRegion>
      <UpdateAvailableNotice {...args} />
    </NoticeRegion>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("App Update Available")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Reload" }));
    await expect(args.onReload).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss notice" }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const ReadyOffline: Story = {
  render: (args) => (
    <NoticeRegion>
      <OfflineReadyNotice onDismiss={args.onDismiss} />
    </NoticeRegion>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("App Ready Offline");
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss notice" }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const WorkingOffline: Story = {
  render: (args) => (
    <NoticeRegion>
      <OfflineNotice onDismiss={args.onDismiss} />
    </NoticeRegion>
  ),
};

export const Stacked: Story = {
  render: (args) => (
    <NoticeRegion>
      <UpdateAvailableNotice {...args} />
      <OfflineNotice onDismiss={args.onDismiss} />
    </NoticeRegion>
  ),
};

/** Where the region goes when the focused element is under the bottom bar: under the sticky header. */
export const AtTheTop: Story = {
  render: (args) => (
    <NoticeRegion placement="top">
      <OfflineReadyNotice onDismiss={args.onDismiss} />
    </NoticeRegion>
  ),
};

/** When neither edge is clear of the focus (and on short screens): titles and buttons only. */
export const Compact: Story = {
  render: (args) => (
    <NoticeRegion compact>
      <UpdateAvailableNotice {...args} />
    </NoticeRegion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Out of view, still read by screen readers.
    await expect(canvas.getByRole("status")).toHaveTextContent("A new version of this site is ready.");
  },
};
