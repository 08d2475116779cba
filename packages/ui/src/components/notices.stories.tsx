import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { NoticeRegion, OfflineNotice, OfflineReadyNotice, UpdateAvailableNotice } from "./notices";

const meta = {
  title: "Components/Notices",
  component: UpdateAvailableNotice,
  parameters: { layout: "fullscreen" },
  args: { onReload: fn(), onDismiss: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-96">
        <NoticeRegion>
          <Story />
        </NoticeRegion>
      </div>
    ),
  ],
} satisfies Meta<typeof UpdateAvailableNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpdateAvailable: Story = {
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
  render: (args) => <OfflineReadyNotice onDismiss={args.onDismiss} />,
};

export const WorkingOffline: Story = {
  render: () => <OfflineNotice />,
};

export const Stacked: Story = {
  render: (args) => (
    <>
      <OfflineNotice />
      <UpdateAvailableNotice {...args} />
    </>
  ),
};
