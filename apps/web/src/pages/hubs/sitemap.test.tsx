// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  embeddedContent,
  prefetchedWith,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testSite,
} from "../../test-support/page-harness.js";
import SitemapPage from "./sitemap.js";
import type { Paged } from "@tupelo-medicare/content";
import { prefetch } from "./sitemap.data.js";

/** Every item of a paged list, read the way the list pages read it (the independent expectation). */
async function readAll<T>(read: (page: number) => Promise<Paged<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await read(page);
    items.push(...result.items);
    if (result.items.length === 0 || items.length >= result.total) return items;
  }
}

const renderSitemap = (queryClient: QueryClient) =>
  renderWithProviders(<SitemapPage />, { queryClient, entry: "/sitemap" });
const prefetched = () => prefetchedWith(prefetch);

function hrefsIn(areaId: string): string[] {
  const area = document.querySelector(`[data-sitemap-area="${areaId}"]`) as HTMLElement;
  return within(area)
    .getAllByRole("link")
    .map((link) => link.getAttribute("href")!);
}

function allHrefs(): string[] {
  return screen.getAllByRole("link").map((link) => link.getAttribute("href")!);
}

setUpEmbeddedContentPerTest();

describe("sitemap, loaded from the embedded content", () => {
  it("has one h1 and a heading per area", async () => {
    renderSitemap(await prefetched());
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Sitemap"]);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Main Pages",
      "Understand Medicare",
      "Medicare by State",
      "Medicare Plans",
      "Resources",
      "Free Guides",
      "Resource Guides",
      "Blog",
      "Videos",
      "Our Agents",
      "Legal",
    ]);
  });

  it("lists every fixed route of the site", async () => {
    renderSitemap(await prefetched());
    const hrefs = allHrefs();
    for (const path of [
      "/",
      "/about-us",
      "/team",
      "/client-reviews",
      "/contact-us",
      "/medicare/what-is-medicare",
      "/medicare/four-parts-of-medicare",
      "/medicare/enrollment-periods",
      "/medicare/medicare-costs",
      "/medicare/eligibility",
      "/medicare/by-state",
      "/plans",
      "/plans/medicare-advantage",
      "/plans/medicare-supplements",
      "/plans/medicarepartd",
      "/plans/medicare-add-on-coverage-options",
      "/resources",
      "/resources/guides",
      "/resources/calculators",
      "/resources/glossary",
      "/blog",
      "/videos",
      "/medicare-breakdown",
      "/avoid-mistakes-with-medicare",
      "/privacy-policy",
      "/terms-of-service",
      "/accessibility",
      "/sitemap",
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it("lists every blog post, video and resource guide of the content", async () => {
    const content = embeddedContent();
    const posts = await readAll((page) => content.getBlogPosts({ page, limit: 100 }));
    const videos = await readAll((page) => content.getVideos({ page, limit: 100 }));
    const guides = await readAll((page) => content.getResourceGuides({ page, limit: 100 }));
    renderSitemap(await prefetched());
    expect(hrefsIn("blogPosts")).toEqual(["/blog", ...posts.map((post) => `/blog/${post.slug}`)]);
    expect(hrefsIn("videos")).toEqual(["/videos", ...videos.map((video) => `/videos/watch/${video.slug}`)]);
    expect(hrefsIn("guides")).toEqual([
      "/resources/guides",
      ...guides.map((guide) => `/resources/guides/${guide.slug}`),
    ]);
    expect(new Set(await content.getAllSlugs("blogPost"))).toEqual(new Set(posts.map((post) => post.slug)));
  });

  it("lists every state page by name (with the 'Medicare in {state}' fallback) and the agent pages", async () => {
    renderSitemap(await prefetched());
    const states = document.querySelector('[data-sitemap-area="statePages"]') as HTMLElement;
    expect(within(states).getByRole("link", { name: "Medicare in Arkansas" }).getAttribute("href")).toBe(
      "/medicare/by-state/arkansas",
    );
    expect(hrefsIn("statePages")).toHaveLength(6);
    expect(hrefsIn("agentPages")).toEqual(["/dana-whitfield-insurance"]);
  });

  it("sets the title and canonical link", async () => {
    renderSitemap(await prefetched());
    await waitFor(() => expect(document.title).toBe(`Sitemap | ${testSite.brand}`));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${testSite.siteUrl}/sitemap`);
  });
});
