// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { BlogPostSummary, ContentClient } from "@tupelo-medicare/content";
import { blogPostsQuery, categoriesQuery, PAGE_SIZES } from "../../app/queries.js";
import {
  PageProviders,
  embeddedContent,
  prefetchedWith,
  renderOnServerAndHydrate,
  setUpEmbeddedContentPerTest,
  setTestContent,
} from "../../test-support/page-harness.js";
import BlogList from "./blog-list.js";
import { listPaths, prefetch } from "./blog-list.data.js";

const navigateTo = vi.hoisted(() => vi.fn<(path: string) => void>());
vi.mock("../../islands/navigate.js", () => ({ navigateTo }));

function pageTree(queryClient: QueryClient, entry = "/blog") {
  return (
    <PageProviders queryClient={queryClient} entry={entry}>
      <BlogList />
    </PageProviders>
  );
}

const renderList = (queryClient: QueryClient, entry = "/blog") => render(pageTree(queryClient, entry));
const prefetched = (search = "") => prefetchedWith(prefetch, { search });

/** A client whose reads fail at once (no retries), for the error state. */

const cards = () => screen.getAllByRole("article");

beforeAll(() => {
  // Radix Select calls these pointer and scrolling methods, which jsdom lacks.
  const proto = Element.prototype as unknown as Record<string, unknown>;
  const missing = {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  };
  for (const [name, stub] of Object.entries(missing)) proto[name] ??= stub;
});

setUpEmbeddedContentPerTest();

describe("blog list, loaded from the embedded content", () => {
  it("shows one h1 'Blogs & Insights' and the first 6 posts as cards linking to /blog/{slug}", async () => {
    renderList(await prefetched());
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["Blogs & Insights"]);
    expect(cards()).toHaveLength(PAGE_SIZES.blog);
    const first = cards()[0]!;
    expect(
      within(first)
        .getByRole("link", { name: "Turning 65? Your Medicare Checklist, Step by Step" })
        .getAttribute("href"),
    ).toBe("/blog/turning-65-medicare-checklist");
    // Category chip and the long published date.
    expect(within(first).getByText("Medicare Basics")).toBeTruthy();
    expect(within(first).getByText("Published November 18, 2026")).toBeTruthy();
    expect(within(first).getByText(/Turning 65 brings a lot of mail/)).toBeTruthy();
  });

  it("pages with Previous/Next and 'Page X of Y' (skip = (page-1)*6)", async () => {
    renderList(await prefetched());
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByText("Page 1 of 3")).toBeTruthy();
    expect(within(pagination).queryByRole("link", { name: /Previous/ })).toBeNull();
    expect(within(pagination).getByRole("link", { name: /Next/ }).getAttribute("href")).toBe("/blog?page=2");
    cleanup();

    renderList(await prefetched("page=2"), "/blog?page=2");
    const second = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(second).getByText("Page 2 of 3")).toBeTruthy();
    expect(
      within(second)
        .getByRole("link", { name: /Previous/ })
        .getAttribute("href"),
    ).toBe("/blog");
    expect(within(second).getByRole("link", { name: /Next/ }).getAttribute("href")).toBe("/blog?page=3");
    // Page 2 starts with the 7th newest post.
    const all = await embeddedContent().getBlogPosts({ page: 1, limit: 15 });
    expect(within(cards()[0]!).getByRole("link").textContent).toBe(all.items[6]!.title);
  });

  it("shows the placeholder image, with its size, for a post without a featured image", async () => {
    renderList(await prefetched("page=3"), "/blog?page=3");
    const rural = cards().find((card) => within(card).queryByRole("link", { name: /Rural Mississippi/i }));
    expect(rural).toBeTruthy();
    const image = rural!.querySelector("img")!;
    expect(image.getAttribute("src")).toBe("/images/blog-placeholder.svg");
    expect(image.getAttribute("width")).toBe("640");
    expect(image.getAttribute("height")).toBe("360");
    expect(image.getAttribute("alt")).toBe("");
  });

  it("filters by the category in the query string and shows no pagination for a single page", async () => {
    renderList(await prefetched("category=enrollment"), "/blog?category=enrollment");
    expect(cards()).toHaveLength(4);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    expect(screen.getByRole("combobox", { name: /Filter by category/ }).textContent).toContain("Enrollment");
  });

  it("keeps the category in the pagination links", async () => {
    const queryClient = await prefetched("category=enrollment");
    const page = queryClient.getQueryData(
      blogPostsQuery({ page: 1, limit: PAGE_SIZES.blog, category: "enrollment" }).queryKey,
    )!;
    queryClient.setQueryData(blogPostsQuery({ page: 1, limit: PAGE_SIZES.blog, category: "enrollment" }).queryKey, {
      ...page,
      total: 8,
    });
    renderList(queryClient, "/blog?category=enrollment");
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByText("Page 1 of 2")).toBeTruthy();
    expect(within(pagination).getByRole("link", { name: /Next/ }).getAttribute("href")).toBe(
      "/blog?category=enrollment&page=2",
    );
  });

  it("lists 'All Categories' and every category in the labelled dropdown", async () => {
    renderList(await prefetched());
    const trigger = screen.getByRole("combobox", { name: /Filter by category/ });
    expect(trigger.textContent).toContain("All Categories");
    fireEvent.keyDown(trigger, { key: "Enter" });
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "All Categories",
      "Caregiving",
      "Community News",
      "Enrollment",
      "Medicare Advantage",
      "Medicare Basics",
      "Medicare Supplements",
      "Prescription Drugs",
    ]);
  });

  it("choosing a category opens /blog?category={slug}, back to page 1 (a prerendered page)", async () => {
    navigateTo.mockClear();
    renderList(await prefetched("page=2"), "/blog?page=2");
    fireEvent.keyDown(screen.getByRole("combobox", { name: /Filter by category/ }), { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: "Medicare Supplements" }));
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith("/blog?category=medicare-supplements");
  });

  it("choosing 'All Categories' removes the category parameter", async () => {
    const queryClient = await prefetched("category=enrollment");
    renderList(queryClient, "/blog?category=enrollment");
    fireEvent.keyDown(screen.getByRole("combobox", { name: /Filter by category/ }), { key: "Enter" });
    navigateTo.mockClear();
    fireEvent.click(await screen.findByRole("option", { name: "All Categories" }));
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith("/blog");
  });

  it("has the sidebar promos: two free guides and an appointment", async () => {
    renderList(await prefetched());
    const sidebar = screen.getByRole("complementary", { name: "Free guides and appointments" });
    const guides = within(sidebar).getAllByRole("link", { name: /Download Free Guide/ });
    expect(guides.map((link) => link.getAttribute("href"))).toEqual([
      "/medicare-breakdown",
      "/avoid-mistakes-with-medicare",
    ]);
    expect(
      within(sidebar)
        .getByRole("link", { name: /Book Appointment/ })
        .getAttribute("href"),
    ).toBe("/contact");
  });

  it("sets the title, canonical and CollectionPage structured data", async () => {
    renderList(await prefetched("category=enrollment"), "/blog?category=enrollment");
    await waitFor(() => expect(document.title).toBe("Blogs & Insights: Enrollment | Trace Medicare Partners"));
    expect(document.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(
      "https://www.tracemedicarepartners.com/blog?category=enrollment",
    );
    const jsonLd = [...document.querySelectorAll("script[type='application/ld+json']")].map(
      (script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string },
    );
    const collection = jsonLd.find((data) => data["@type"] === "CollectionPage") as
      { mainEntity?: { itemListElement: unknown[] } } | undefined;
    expect(collection?.mainEntity?.itemListElement).toHaveLength(4);
  });
});

describe("blog list states", () => {
  it("shows 'No blog posts found' for a category without posts", async () => {
    renderList(await prefetched("category=community-news"), "/blog?category=community-news");
    expect(screen.getByRole("heading", { name: "No blog posts found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all blog posts" }).getAttribute("href")).toBe("/blog");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("uses the same query options as the prefetch, so the page does not refetch", async () => {
    const queryClient = await prefetched();
    expect(queryClient.getQueryData(categoriesQuery().queryKey)).toHaveLength(7);
    const spy = vi.fn(() => Promise.reject(new Error("should not be called")));
    setTestContent({ getBlogPosts: spy, getCategories: spy });
    renderList(queryClient);
    expect(cards()).toHaveLength(6);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe("blog list paths", () => {
  it("lists every page of all posts and the pages of every category (empty ones too)", async () => {
    const paths = await listPaths(embeddedContent());
    expect(paths).toEqual([
      "/blog",
      "/blog?page=2",
      "/blog?page=3",
      "/blog?category=caregiving",
      "/blog?category=community-news",
      "/blog?category=enrollment",
      "/blog?category=medicare-advantage",
      "/blog?category=medicare-basics",
      "/blog?category=medicare-supplements",
      "/blog?category=prescription-drugs",
    ]);
  });

  it("pages a category with more than 6 posts", async () => {
    const summary = { items: [] as BlogPostSummary[], skip: 0, limit: 6 };
    const content = {
      getCategories: () =>
        Promise.resolve([
          { id: "c1", name: "Enrollment", slug: "enrollment" },
          { id: "c2", name: "Bad", slug: "Bad Slug" },
        ]),
      getBlogPosts: ({ category }: { category?: string }) => Promise.resolve({ ...summary, total: category ? 13 : 7 }),
    } as unknown as ContentClient;
    expect(await listPaths(content)).toEqual([
      "/blog",
      "/blog?page=2",
      "/blog?category=enrollment",
      "/blog?category=enrollment&page=2",
      "/blog?category=enrollment&page=3",
    ]);
  });
});

describe("server rendering", () => {
  it("renders the prefetched page on the server and hydrates it without mismatches", async () => {
    const server = await prefetched("category=enrollment");
    const { html, problems } = await renderOnServerAndHydrate(server, (queryClient) =>
      pageTree(queryClient, "/blog?category=enrollment"),
    );
    expect(html).not.toContain('aria-busy="true"');
    expect(problems).toEqual([]);
  });
});
