import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MobileMenu } from "./mobile-menu";

const meta = {
  title: "Layout/Mobile menu",
  component: MobileMenu,
  globals: { viewport: { value: "phone" } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

/** One group open at a time: opening Resources closes Understand Medicare. */
export const OneGroupAtATime: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = within(await within(document.body).findByRole("dialog", { name: "Menu" }));
    await userEvent.click(menu.getByRole("button", { name: "Understand Medicare" }));
    await expect(menu.getByRole("button", { name: "Understand Medicare" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(menu.getByRole("button", { name: "Resources" }));
    await expect(menu.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("button", { name: "Understand Medicare" })).toHaveAttribute("aria-expanded", "false");
  },
};

/** Following a link closes the menu. */
export const ClosesOnNavigation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menu" }));
    const menu = within(await within(document.body).findByRole("dialog", { name: "Menu" }));
    await userEvent.click(menu.getByRole("button", { name: "About Us" }));
    await userEvent.click(menu.getByRole("link", { name: "Our Team" }));
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
  },
};

/** The group of the current page starts open with the page marked. */
export const CurrentPage: Story = {
  args: { defaultOpen: true, currentPath: "/plans/medicare-supplements" },
};
