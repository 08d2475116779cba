import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { tpmoDisclaimer } from "../test/fixtures";
import { Footer } from "./footer";

const meta = {
  title: "Layout/Footer",
  component: Footer,
  parameters: { layout: "fullscreen" },
  args: { tpmoDisclaimer, year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/not connected with or endorsed by the U.S. government or the federal Medicare program/),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/There is no\s+obligation to enroll/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "1-800-MEDICARE (1-800-633-4227)" })).toHaveAttribute(
      "href",
      "tel:+18006334227",
    );
    await expect(canvas.getByRole("link", { name: "1-877-486-2048" })).toBeInTheDocument();
    await expect(canvas.getByText(tpmoDisclaimer)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /on Facebook/ })).toHaveAttribute(
      "href",
      "https://www.facebook.com/example",
    );
  },
};

export const WithoutTpmoDisclaimer: Story = { args: { tpmoDisclaimer: undefined } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
