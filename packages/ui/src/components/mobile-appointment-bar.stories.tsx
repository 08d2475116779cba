import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { MobileAppointmentBar } from "./mobile-appointment-bar";

const meta = {
  title: "Layout/Mobile appointment bar",
  component: MobileAppointmentBar,
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "phone" } },
  decorators: [
    (Story) => (
      <div className="min-h-[200vh] p-6">
        <p className="m-0 max-w-prose">
          Scroll this page: the bar slides in while you scroll and hides 2 seconds after you stop.
        </p>
        <label className="mt-6 flex max-w-sm flex-col gap-2 font-semibold">
          Zip code
          <input
            inputMode="numeric"
            autoComplete="postal-code"
            className="min-h-12 rounded-lg border-2 border-border px-3 font-normal"
          />
        </label>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MobileAppointmentBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any scrolling the bar is hidden (and inert). */
export const Hidden: Story = {};

/** While scrolling the bar is shown. */
export const WhileScrolling: Story = {
  args: { hideDelayMs: 60_000 },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector("[data-slot=mobile-appointment-bar]");
    // Scroll until the bar's listeners (attached after the first paint) react.
    await waitFor(() => {
      window.dispatchEvent(new Event("scroll"));
      return expect(bar).toHaveAttribute("data-state", "visible");
    });
    await expect(within(canvasElement).getByRole("link", { name: /^Schedule an Appointment/ })).toBeVisible();
  },
};
