import type * as React from "react";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Pagination, pageSlots } from "./pagination";

const blogHref = (page: number) => `/blog?page=${page}`;

describe("Pagination (simple)", () => {
  it("links Previous and Next around 'Page X of Y'", () => {
    render(<Pagination page={2} totalPages={4} hrefForPage={blogHref} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getByText("Page 2 of 4")).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blog?page=1");
    expect(within(nav).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/blog?page=3");
  });

  it("has no Previous link on the first page and no Next link on the last", () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} hrefForPage={blogHref} />);
    expect(screen.queryByRole("link", { name: "Previous" })).toBeNull();
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/blog?page=2");
    rerender(<Pagination page={3} totalPages={3} hrefForPage={blogHref} />);
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/blog?page=2");
    expect(screen.queryByRole("link", { name: "Next" })).toBeNull();
  });

  it("renders nothing for a single page", () => {
    const { container } = render(<Pagination page={1} totalPages={1} hrefForPage={blogHref} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("clamps an out-of-range page", () => {
    render(<Pagination page={9} totalPages={3} hrefForPage={blogHref} />);
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
  });
});

describe("Pagination (numbered)", () => {
  it("links every page with arrows, marking the current page", () => {
    const hrefForPage = vi.fn((page: number) => (page === 1 ? "/videos" : `/videos?page=${page}`));
    render(<Pagination variant="numbered" page={2} totalPages={3} hrefForPage={hrefForPage} />);
    expect(screen.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/videos");
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/videos?page=3");
    expect(screen.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/videos");
    expect(screen.getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/videos?page=3");
    expect(screen.queryByRole("link", { name: "Page 2" })).toBeNull();
    expect(screen.getByText("2", { selector: "[aria-current=page]" })).toHaveTextContent("Page 2");
    expect(hrefForPage).toHaveBeenCalledWith(3);
  });

  it("leaves out the arrow at each end", () => {
    const { rerender } = render(<Pagination variant="numbered" page={1} totalPages={5} hrefForPage={blogHref} />);
    expect(screen.queryByRole("link", { name: "Previous page" })).toBeNull();
    expect(screen.getByRole("link", { name: "Next page" })).toBeInTheDocument();
    rerender(<Pagination variant="numbered" page={5} totalPages={5} hrefForPage={blogHref} />);
    expect(screen.getByRole("link", { name: "Previous page" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
  });

  it("shows first, last and the neighbours of the current page with gaps between", () => {
    expect(pageSlots(10, 20, 1)).toEqual([1, "gap-start", 9, 10, 11, "gap-end", 20]);
    expect(pageSlots(1, 20, 1)).toEqual([1, 2, 3, 4, 5, "gap-end", 20]);
    expect(pageSlots(20, 20, 1)).toEqual([1, "gap-start", 16, 17, 18, 19, 20]);
    expect(pageSlots(3, 7, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("uses the given LinkComponent so any router works", () => {
    const RouterLink = ({ href, ...props }: React.ComponentProps<"a"> & { href: string }) => (
      <a data-to={href} href={href} {...props} />
    );
    render(<Pagination variant="numbered" page={1} totalPages={2} hrefForPage={blogHref} LinkComponent={RouterLink} />);
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("data-to", "/blog?page=2");
  });
});
