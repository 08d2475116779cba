// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlogPostSummary, Paged } from "@tupelo-medicare/content";
import { PAGE_SIZES, blogPostsQuery } from "../../app/queries.js";
import {
  prefetchedWith,
  queryClientWithContent,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testSite,
} from "../../test-support/page-harness.js";
import MedicareBreakdownPage from "./medicare-breakdown.js";
import { prefetch } from "./medicare-breakdown.data.js";

const renderPage = (queryClient: QueryClient) =>
  renderWithProviders(<MedicareBreakdownPage />, { queryClient, entry: "/medicare-breakdown" });
const prefetched = () => prefetchedWith(prefetch);

setUpEmbeddedContentPerTest();

describe("Medicare Breakdown page, loaded from the embedded content", () => {
  it("has one h1, the description, the rich body and its canonical path", async () => {
    renderPage(await prefetched());
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe("The Medicare Breakdown: Your Free Plain-Language Guide");
    expect(screen.getByText(/is our free guide that sorts it out in plain words/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "What's inside the guide" })).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${testSite.siteUrl}/medicare-breakdown`,
    );
  });

  it("opens the lead dialog with the source 'Medicare Breakdown Page' from the sidebar's free-guide button", async () => {
    renderPage(await prefetched());
    const sidebar = screen.getByRole("complementary", { name: "Free guide and blog" });
    const button = within(sidebar).getByRole("button", { name: "Download Free Guide" });
    expect(button.className).toContain("bg-accent-600");
    fireEvent.click(button);
    expect((await screen.findByRole("dialog")).dataset.leadSource).toBe("Medicare Breakdown Page");
    expect(await screen.findByRole("dialog", { name: "Get Your Free Medicare Guide" })).toBeTruthy();
  });

  it("offers the guide under the heading too (for phones), with the same source", async () => {
    renderPage(await prefetched());
    const buttons = screen.getAllByRole("button", { name: "Download Free Guide" });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0]!);
    expect((await screen.findByRole("dialog")).dataset.leadSource).toBe("Medicare Breakdown Page");
  });

  it("shows the blog sidebar with the 3 latest posts", async () => {
    const queryClient = await prefetched();
    const posts = queryClient.getQueryData<Paged<BlogPostSummary>>(
      blogPostsQuery({ page: 1, limit: PAGE_SIZES.sidebarBlogs }).queryKey,
    )!;
    renderPage(queryClient);
    const blog = within(screen.getByRole("region", { name: "Read Our Blog" }));
    expect(posts.items).toHaveLength(3);
    for (const post of posts.items)
      expect(blog.getByRole("link", { name: post.title }).getAttribute("href")).toBe(`/blog/${post.slug}`);
  });
});

describe("Medicare Breakdown page states", () => {
  it("shows 'Page not found' when the content has no such page", async () => {
    renderPage(
      queryClientWithContent({
        getFoundationalPage: () => Promise.resolve(null),
        getBlogPosts: () => new Promise(() => undefined),
      }),
    );
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Page not found");
  });
});
