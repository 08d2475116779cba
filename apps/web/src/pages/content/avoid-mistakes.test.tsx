// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FoundationalPage } from "@tupelo-medicare/content";
import { pageQuery } from "../../app/queries.js";
import {
  prefetchedWith,
  queryClientWithContent,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testSite,
} from "../../test-support/page-harness.js";
import AvoidMistakesPage from "./avoid-mistakes.js";
import { AVOID_MISTAKES_SLUG, prefetch } from "./avoid-mistakes.data.js";

const renderPage = (queryClient: QueryClient) =>
  renderWithProviders(<AvoidMistakesPage />, { queryClient, entry: "/avoid-mistakes-with-medicare" });
const prefetched = () => prefetchedWith(prefetch);

setUpEmbeddedContentPerTest();

describe("Avoid mistakes page, loaded from the embedded content", () => {
  it("has one h1, the body and the canonical path", async () => {
    renderPage(await prefetched());
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe("Avoid Costly Medicare Mistakes");
    expect(document.querySelector("[data-slot='rich-text']")?.textContent?.length).toBeGreaterThan(200);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${testSite.siteUrl}/avoid-mistakes-with-medicare`,
    );
  });

  it("has the side card whose 'Download Free Guide' opens the lead dialog with 'Avoid Mistakes with Medicare Page'", async () => {
    renderPage(await prefetched());
    const card = within(screen.getByRole("region", { name: "Avoid Costly Medicare Mistakes" }));
    expect(card.getByText("Your Free Guide to Smart Decisions")).toBeTruthy();
    const button = card.getByRole("button", { name: "Download Free Guide" });
    expect(button.className).toContain("bg-accent-600");
    fireEvent.click(button);
    expect((await screen.findByRole("dialog")).dataset.leadSource).toBe("Avoid Mistakes with Medicare Page");
    expect(await screen.findByRole("dialog", { name: "Get Your Free Medicare Guide" })).toBeTruthy();
  });

  it("embeds the page's video", async () => {
    renderPage(await prefetched());
    expect(document.querySelector("iframe")?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/bH4k_Zt91Pe",
    );
  });

  it("shows no video block when the page has no video", async () => {
    const queryClient = await prefetched();
    const page = queryClient.getQueryData<FoundationalPage>(pageQuery(AVOID_MISTAKES_SLUG).queryKey)!;
    queryClient.setQueryData<FoundationalPage>(pageQuery(AVOID_MISTAKES_SLUG).queryKey, {
      ...page,
      youTubeVideo: "not a video",
    });
    renderPage(queryClient);
    expect(document.querySelector("[data-slot='video-embed']")).toBeNull();
  });

  it("lists related articles with excerpts cut at 120 characters plus '...' and 'Read More' to /blog/{slug}", async () => {
    const queryClient = await prefetched();
    const page = queryClient.getQueryData<FoundationalPage>(pageQuery(AVOID_MISTAKES_SLUG).queryKey)!;
    renderPage(queryClient);
    const cards = within(screen.getByRole("region", { name: "Related Articles" })).getAllByRole("article");
    expect(cards).toHaveLength(page.relatedBlogs.length);
    page.relatedBlogs.forEach((post, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole("link", { name: post.title }).getAttribute("href")).toBe(`/blog/${post.slug}`);
      expect(card.getByText("Read More")).toBeTruthy();
      const excerpt = post.excerpt.trim();
      if (excerpt.length > 120) expect(card.getByText(`${excerpt.slice(0, 120).trimEnd()}...`)).toBeTruthy();
      else if (excerpt) expect(card.getByText(excerpt)).toBeTruthy();
    });
  });
});

describe("Avoid mistakes page states", () => {
  it("shows 'Page not found' when the content has no such page", async () => {
    renderPage(queryClientWithContent({ getFoundationalPage: () => Promise.resolve(null) }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Page not found");
  });
});
