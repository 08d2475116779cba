import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Pagination } from "./pagination";

const meta = {
  title: "Components/Pagination",
  component: Pagination,
  args: { page: 2, totalPages: 5, hrefForPage: (page: number) => `/blog?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blog list's form: Previous, 'Page X of Y', Next. */
export const Simple: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Page 2 of 5")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/blog?page=1");
    await expect(canvas.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/blog?page=3");
  },
};

export const SimpleFirstPage: Story = { args: { page: 1 } };

export const SimpleLastPage: Story = { args: { page: 5 } };

/** The video and guide lists' form: arrows around page numbers. */
export const Numbered: Story = {
  args: {
    variant: "numbered",
    page: 3,
    totalPages: 5,
    hrefForPage: (page: number) => (page === 1 ? "/videos" : `/videos/page/${page}`),
  },
};

export const NumberedManyPages: Story = {
  args: {
    variant: "numbered",
    page: 10,
    totalPages: 20,
    hrefForPage: (page: number) => `/resources/guides?page=${page}`,
  },
};

export const NumberedFirstPage: Story = { args: { variant: "numbered", page: 1, totalPages: 12 } };

export const NumberedLastPage: Story = { args: { variant: "numbered", page: 12, totalPages: 12 } };

/** A single page shows no pagination at all. */
export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("navigation")).toBeNull();
  },
};
