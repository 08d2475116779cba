// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BlogPostSummary, FoundationalPage as Page, Paged } from "@tupelo-medicare/content";
import { PAGE_SIZES, blogPostsQuery, pageQuery } from "../../app/queries.js";
import {
  prefetchedWith,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testSite,
} from "../../test-support/page-harness.js";
import FoundationalPage from "./foundational-page.js";
import { prefetch } from "./foundational-page.data.js";

type Props = { slug: string; canonical: string; section: string };

const ADVANTAGE: Props = { slug: "medicare-advantage", canonical: "/plans/medicare-advantage", section: "plans" };
const FOUR_PARTS_ALIAS: Props = {
  slug: "four-parts-of-medicare",
  canonical: "/medicare/four-parts-of-medicare",
  section: "medicare",
};

const renderPage = (queryClient: QueryClient, props: Props, path = props.canonical) =>
  renderWithProviders(<FoundationalPage {...props} />, { queryClient, entry: path });
const prefetched = (props: Props) => prefetchedWith(prefetch, { props });

const sidebarKey = blogPostsQuery({ page: 1, limit: PAGE_SIZES.sidebarBlogs }).queryKey;
const canonicalHref = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute("href");
const jsonLdTypes = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? "{}") as { "@type": string })["@type"],
  );

setUpEmbeddedContentPerTest();

describe("foundational page, loaded from the embedded content", () => {
  it("has one h1 from the title, the metadata description and the canonical path", async () => {
    renderPage(await prefetched(ADVANTAGE), ADVANTAGE);
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe("Medicare Advantage (Part C) Plans, Explained");
    expect(screen.getByText(/^How Medicare Advantage \(Part C\) works/)).toBeTruthy();
    expect(canonicalHref()).toBe(`${testSite.siteUrl}/plans/medicare-advantage`);
    expect(document.title).toBe(`Medicare Advantage Plans Explained | ${testSite.brand}`);
  });

  it("shows Home > Medicare Plans > page and the four plan pages as a trail with the current one marked", async () => {
    renderPage(await prefetched(ADVANTAGE), ADVANTAGE);
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(crumbs.getByRole("link", { name: "Medicare Plans" }).getAttribute("href")).toBe("/plans");
    expect(crumbs.getByText("Medicare Advantage (Part C) Plans, Explained").getAttribute("aria-current")).toBe("page");
    const trail = within(screen.getByRole("navigation", { name: "Medicare Plans pages" }));
    expect(trail.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/plans/medicare-advantage",
      "/plans/medicare-supplements",
      "/plans/medicarepartd",
      "/plans/medicare-add-on-coverage-options",
    ]);
    expect(trail.getByRole("link", { name: "Medicare Advantage" }).getAttribute("aria-current")).toBe("page");
    expect(trail.getByRole("link", { name: "Part D" }).getAttribute("aria-current")).toBeNull();
    expect(jsonLdTypes()).toEqual(expect.arrayContaining(["BreadcrumbList", "WebPage", "InsuranceAgency"]));
  });

  it("uses the metadata title when the page has no title, and the five Medicare pages for an alias", async () => {
    renderPage(await prefetched(FOUR_PARTS_ALIAS), FOUR_PARTS_ALIAS, "/four-parts-of-medicare");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("The Four Parts of Medicare: A, B, C and D");
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getByText("Understand Medicare")).toBeTruthy();
    const trail = within(screen.getByRole("navigation", { name: "Understand Medicare pages" }));
    expect(trail.getAllByRole("link")).toHaveLength(5);
    expect(trail.getByRole("link", { name: "Four Parts of Medicare" }).getAttribute("aria-current")).toBe("page");
    // The alias's canonical link points at the main path.
    expect(canonicalHref()).toBe(`${testSite.siteUrl}/medicare/four-parts-of-medicare`);
    expect(jsonLdTypes()).not.toContain("InsuranceAgency");
  });

  it("renders the body's level-1 headings as h2 and lists them in 'Explore This Page'", async () => {
    renderPage(await prefetched(ADVANTAGE), ADVANTAGE);
    const explore = screen.getByRole("navigation", { name: "Explore This Page" });
    const links = within(explore).getAllByRole("link");
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const id = link.getAttribute("href")!.slice(1);
      const target = document.getElementById(id);
      expect(target?.tagName).toBe("H2");
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it("embeds the page's YouTube video, from an embed URL or a bare id", async () => {
    renderPage(await prefetched(ADVANTAGE), ADVANTAGE);
    expect(screen.getByTitle("Video: Medicare Advantage (Part C) Plans, Explained").getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/Mv2aC8yRt5Q",
    );
    cleanup();
    const partD = { slug: "medicarepartd", canonical: "/plans/medicarepartd", section: "plans" };
    renderPage(await prefetched(partD), partD);
    expect(document.querySelector("iframe")?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/Dc21Xo0pLm8",
    );
  });

  it("shows no video when the page has none", async () => {
    const costs = { slug: "medicare-costs", canonical: "/medicare/medicare-costs", section: "medicare" };
    renderPage(await prefetched(costs), costs);
    expect(document.querySelector("iframe, video")).toBeNull();
  });

  it("shows Related Articles as cards with the excerpt cut at 120 characters and 'Read More' to /blog/{slug}", async () => {
    const queryClient = await prefetched(ADVANTAGE);
    const page = queryClient.getQueryData<Page>(pageQuery(ADVANTAGE.slug).queryKey)!;
    renderPage(queryClient, ADVANTAGE);
    const section = screen.getByRole("region", { name: "Related Articles" });
    const cards = within(section).getAllByRole("article");
    expect(cards).toHaveLength(page.relatedBlogs.length);
    page.relatedBlogs.forEach((post, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole("link", { name: post.title }).getAttribute("href")).toBe(`/blog/${post.slug}`);
      expect(card.getByText("Read More")).toBeTruthy();
      const excerpt = post.excerpt.trim();
      const expected = excerpt.length > 120 ? `${excerpt.slice(0, 120).trimEnd()}...` : excerpt;
      if (expected) expect(card.getByText(expected)).toBeTruthy();
    });
  });

  it("cuts a long related excerpt at 120 characters plus '...'", async () => {
    const queryClient = await prefetched(ADVANTAGE);
    const page = queryClient.getQueryData<Page>(pageQuery(ADVANTAGE.slug).queryKey)!;
    const long = "A".repeat(100) + " " + "B".repeat(60);
    queryClient.setQueryData<Page>(pageQuery(ADVANTAGE.slug).queryKey, {
      ...page,
      relatedBlogs: [{ ...page.relatedBlogs[0]!, excerpt: long }],
    });
    renderPage(queryClient, ADVANTAGE);
    expect(screen.getByText(`${"A".repeat(100)} ${"B".repeat(19)}...`)).toBeTruthy();
  });

  it("shows the page's call to action with its button", async () => {
    renderPage(await prefetched(ADVANTAGE), ADVANTAGE);
    const cta = screen.getByRole("region", { name: "Talk It Through With a Local Agent" });
    expect(within(cta).getByRole("link", { name: "Schedule an Appointment" }).getAttribute("href")).toBe("/contact-us");
  });

  it("shows a call to action without a button when its button text or link is empty", async () => {
    const enrollment = { slug: "enrollment-periods", canonical: "/medicare/enrollment-periods", section: "medicare" };
    renderPage(await prefetched(enrollment), enrollment);
    const cta = screen.getByRole("region", { name: "Questions About Your Dates?" });
    expect(within(cta).queryByRole("link")).toBeNull();
  });

  it("hides the call to action when all its fields are empty", async () => {
    const queryClient = await prefetched(ADVANTAGE);
    const page = queryClient.getQueryData<Page>(pageQuery(ADVANTAGE.slug).queryKey)!;
    queryClient.setQueryData<Page>(pageQuery(ADVANTAGE.slug).queryKey, {
      ...page,
      callToAction: { ...page.callToAction!, title: " ", text: "", buttonText: "", buttonLink: "" },
    });
    renderPage(queryClient, ADVANTAGE);
    expect(document.querySelector("[data-slot='page-call-to-action']")).toBeNull();
  });

  it("has the sidebar: 'Read Our Blog' with the 3 latest posts and 'Schedule an Appointment' to /contact", async () => {
    const queryClient = await prefetched(ADVANTAGE);
    const posts = queryClient.getQueryData<Paged<BlogPostSummary>>(sidebarKey)!;
    renderPage(queryClient, ADVANTAGE);
    const sidebar = within(screen.getByRole("complementary", { name: "More on this topic" }));
    const blog = within(sidebar.getByRole("region", { name: "Read Our Blog" }));
    expect(posts.items).toHaveLength(3);
    for (const post of posts.items) {
      expect(blog.getByRole("link", { name: post.title }).getAttribute("href")).toBe(`/blog/${post.slug}`);
    }
    expect(sidebar.getByRole("link", { name: "Schedule an Appointment" }).getAttribute("href")).toBe("/contact");
  });

  it("shows the placeholder image for a sidebar post without a featured image", async () => {
    const queryClient = await prefetched(ADVANTAGE);
    const posts = queryClient.getQueryData<Paged<BlogPostSummary>>(sidebarKey)!;
    queryClient.setQueryData(sidebarKey, {
      ...posts,
      items: posts.items.map((post) => ({ ...post, featuredImage: null })),
    });
    renderPage(queryClient, ADVANTAGE);
    const blog = screen.getByRole("region", { name: "Read Our Blog" });
    const images = [...blog.querySelectorAll("img")];
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.getAttribute("src")).toBe("/images/blog-placeholder.svg");
      expect(image.getAttribute("width")).toBe("96");
      expect(image.getAttribute("height")).toBe("64");
    }
  });

  it("says 'No blogs available.' when there are no posts", async () => {
    const queryClient = await prefetched(ADVANTAGE);
    queryClient.setQueryData(sidebarKey, { items: [], total: 0, skip: 0, limit: 3 });
    renderPage(queryClient, ADVANTAGE);
    expect(within(screen.getByRole("region", { name: "Read Our Blog" })).getByText("No blogs available.")).toBeTruthy();
  });

  it("falls back to 'NO TITLE FOUND' when the page has no title, metadata title or name", async () => {
    const queryClient = await prefetched(ADVANTAGE);
    const page = queryClient.getQueryData<Page>(pageQuery(ADVANTAGE.slug).queryKey)!;
    queryClient.setQueryData<Page>(pageQuery(ADVANTAGE.slug).queryKey, {
      ...page,
      title: "",
      pageName: "",
      metadata: { ...page.metadata, title: "" },
    });
    renderPage(queryClient, ADVANTAGE);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("NO TITLE FOUND");
  });
});

describe("foundational page states", () => {
  it("shows 'Page not found' when the content has no such page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const missing = { slug: "no-such-page", canonical: "/plans/no-such-page", section: "plans" };
    renderPage(await prefetched(missing), missing);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
  });
});
