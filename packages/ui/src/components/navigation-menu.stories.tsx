import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NavigationMenu } from "./navigation-menu";

const meta = {
  title: "Layout/Navigation menu (desktop)",
  component: NavigationMenu,
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "desktop" } },
  decorators: [
    (Story) => (
      <div className="flex min-h-[40rem] items-start justify-center p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opens on click (and Enter/Space), not only on hover. */
export const UnderstandMedicareOpen: Story = {
  name: "Understand Medicare open",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Understand Medicare" }));
    await expect(await canvas.findByRole("link", { name: /What Is Medicare\?/ })).toBeVisible();
  },
};

/** The plans group starts with its section page, /plans. */
export const MedicarePlansOpen: Story = {
  name: "Medicare Plans open",
  args: { defaultValue: "medicare-plans" },
  play: async ({ canvasElement }) => {
    const overview = await within(canvasElement).findByRole("link", { name: /Compare all Medicare plans/ });
    await expect(overview).toHaveAttribute("href", "/plans");
  },
};

export const ResourcesOpen: Story = { name: "Resources open", args: { defaultValue: "resources" } };

export const AboutUsOpen: Story = { name: "About Us open", args: { defaultValue: "about-us" } };

/** The current page's link is marked aria-current="page". */
export const CurrentPage: Story = {
  args: { defaultValue: "medicare-plans", currentPath: "/plans/medicarepartd" },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole("link", { name: /Part D Drug Plans/ });
    await expect(link).toHaveAttribute("aria-current", "page");
  },
};
