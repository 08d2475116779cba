import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Breadcrumb } from "./breadcrumb";

const meta = {
  title: "Components/Breadcrumb",
  component: Breadcrumb,
  args: {
    items: [
      { label: "Home", href: "/" },
      { label: "Blog", href: "/blog" },
      { label: "When should I sign up for Part B?" },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlogPost: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Breadcrumb" });
    await expect(within(nav).getByText("When should I sign up for Part B?")).toHaveAttribute("aria-current", "page");
    const script = canvasElement.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(script?.textContent ?? "{}")).toMatchObject({ "@type": "BreadcrumbList" });
  },
};

/** /plans/* pages show the four plan pages as the trail. */
export const PlansTrail: Story = {
  args: {
    items: [
      { label: "Medicare Advantage", href: "/plans/medicare-advantage" },
      { label: "Medicare Supplements", href: "/plans/medicare-supplements" },
      { label: "Part D Drug Plans", href: "/plans/medicarepartd" },
      { label: "Add-On Coverage Options" },
    ],
  },
};

export const SingleCrumb: Story = { args: { items: [{ label: "Glossary" }] } };

export const StatePage: Story = {
  args: {
    items: [
      { label: "Home", href: "/" },
      { label: "Medicare by State", href: "/medicare/by-state" },
      { label: "Medicare in Mississippi" },
    ],
  },
};
