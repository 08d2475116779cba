import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarCheck, Download, Phone } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button, ButtonLink } from "./button";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Compare plans", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["primary", "accent", "secondary", "ghost", "link", "inverse"] },
    size: { control: "select", options: ["sm", "default", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Compare plans" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Reserved for the main calls to action. */
export const Accent: Story = {
  args: { variant: "accent", children: "Schedule an Appointment" },
};

export const Secondary: Story = { args: { variant: "secondary" } };

export const Ghost: Story = { args: { variant: "ghost" } };

export const LinkStyle: Story = { name: "Link", args: { variant: "link", children: "Read the glossary" } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args}>Default</Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon">
        <Phone aria-hidden="true" />
        <span className="sr-only">Call us</span>
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { variant: "accent", size: "lg" },
  render: (args) => (
    <div className="flex flex-wrap gap-4">
      <Button {...args}>
        <CalendarCheck aria-hidden="true" />
        Schedule an Appointment
      </Button>
      <Button {...args}>
        <Download aria-hidden="true" />
        Download Free Guide
      </Button>
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, children: "Submitting..." } };

/** Inverse is for dark surfaces such as the footer and error overlays. */
export const Inverse: Story = {
  args: { variant: "inverse", children: "Try Again" },
  decorators: [
    (Story) => (
      <div className="rounded-card bg-primary-900 p-6 [--color-focus:var(--color-focus-inverse)]">
        <Story />
      </div>
    ),
  ],
};

/** `asChild` puts the button's styles on the child element, here a link. */
export const AsChildLink: Story = {
  render: () => (
    <Button asChild variant="secondary">
      <a href="/contact">Contact us</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Contact us" });
    await expect(link).toHaveAttribute("href", "/contact");
    await expect(link).toHaveAttribute("data-slot", "button");
  },
};

/** ButtonLink: internal paths use the app's LinkComponent; external addresses open in a new tab and say so. */
export const ButtonLinks: Story = {
  render: () => (
    <div className="flex flex-wrap gap-4">
      <ButtonLink href="/medicare-breakdown" variant="accent">
        Download Free Guide
      </ButtonLink>
      <ButtonLink href="https://scheduler.example.com/appointment" variant="secondary">
        Book online
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Download Free Guide" })).not.toHaveAttribute("target");
    const external = canvas.getByRole("link", { name: /^Book online.*opens in a new tab/ });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
  },
};
