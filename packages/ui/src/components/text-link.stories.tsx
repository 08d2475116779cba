import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TextLink } from "./text-link";

const meta = {
  title: "Components/Text link",
  component: TextLink,
  args: { href: "/resources/glossary", children: "Medicare glossary" },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};

export const External: Story = { args: { href: "https://www.medicare.gov", children: "Medicare.gov" } };

export const Phone: Story = { args: { href: "tel:+15550100199", children: "(555) 010-0199" } };

/** Unsafe addresses are shown as text, never as a link. */
export const UnsafeAddress: Story = {
  args: { href: "javascript:alert(1)", children: "Not a link" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};
