import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Header } from "./header";

const meta = {
  title: "Layout/Header",
  component: Header,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-[40rem]">
        <Story />
        <main id="main-content" className="mx-auto max-w-7xl p-8">
          <h1 className="m-0 text-4xl font-bold text-primary-900">Making Medicare Easy, One Choice at a Time</h1>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone number (tel:) with TTY 711 at the top of every page. */
export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "(555) 010-0199" })).toHaveAttribute("href", "tel:+15550100199");
    await expect(canvas.getByText("TTY 711")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /^Schedule an Appointment/ })).toHaveAttribute(
      "href",
      "https://scheduler.example.com/appointment",
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

/** With `searchAction`: a GET form in the top bar on wide screens. */
export const WithSearch: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { searchAction: "/search" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("search", { hidden: true })[0]).toHaveAttribute("action", "/search");
  },
};

/** On phones, 'Search' opens the same form under the header (a `<details>` disclosure, no JavaScript needed). */
export const WithSearchPhone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { searchAction: "/search" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Search", { selector: "summary span" }));
    const disclosure = canvasElement.querySelector<HTMLDetailsElement>("details[data-slot='header-search']");
    await expect(disclosure?.open).toBe(true);
    await expect(canvasElement.querySelector("#site-search-narrow-q")).toBeVisible();
  },
};

export const Tablet: Story = { globals: { viewport: { value: "tablet" } } };

export const CurrentPage: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { currentPath: "/blog" },
};

export const CustomLogo: Story = {
  args: {
    logo: (
      <span className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-flex size-10 items-center justify-center rounded-full bg-primary-700 text-white"
        >
          T
        </span>
        Example Medicare Agency
      </span>
    ),
  },
};

/** The dropdown opens under the menu, over the page. */
export const DesktopMenuOpen: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Resources" }));
    await expect(await canvas.findByRole("link", { name: /Guides/ })).toBeVisible();
  },
};
