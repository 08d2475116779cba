// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  prefetchedWith,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testSite,
} from "../../test-support/page-harness.js";
import GenericPage from "./generic-page.js";
import { prefetch } from "./generic-page.data.js";

const renderPage = (queryClient: QueryClient, slug: string, path: string) =>
  renderWithProviders(<GenericPage slug={slug} />, { queryClient, entry: path });
const prefetched = (slug: string) => prefetchedWith(prefetch, { props: { slug } });

setUpEmbeddedContentPerTest();

describe("generic content page, loaded from the embedded content", () => {
  it.each([
    ["privacy-policy", "/privacy-policy", "Privacy Policy"],
    ["terms-of-service", "/terms-of-service", "Terms of Service"],
    ["glossary", "/resources/glossary", "Medicare Glossary: Plain-Language Terms"],
    // No title and no metadata title: the page name (docs/product.md: Display rules).
    ["calculators", "/resources/calculators", "Medicare Cost Calculators"],
  ])("shows %s with one h1, its body and canonical %s", async (slug, path, title) => {
    renderPage(await prefetched(slug), slug, path);
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
    expect(document.querySelector("[data-slot='rich-text']")?.textContent?.length).toBeGreaterThan(200);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${testSite.siteUrl}${path}`,
    );
    expect(
      within(screen.getByRole("navigation", { name: "Breadcrumb" }))
        .getByRole("link", { name: "Home" })
        .getAttribute("href"),
    ).toBe("/");
  });

  it("renders the body's level-1 headings as h2 under the page's h1", async () => {
    renderPage(await prefetched("privacy-policy"), "privacy-policy", "/privacy-policy");
    expect(screen.getByRole("heading", { level: 2, name: "Information we collect" }).id).toBe("information-we-collect");
  });

  it("hides a call to action whose fields are all empty", async () => {
    renderPage(await prefetched("privacy-policy"), "privacy-policy", "/privacy-policy");
    expect(document.querySelector("[data-slot='page-call-to-action']")).toBeNull();
  });

  it("shows the page's call to action with a phone link button", async () => {
    renderPage(await prefetched("calculators"), "calculators", "/resources/calculators");
    const cta = screen.getByRole("region", { name: "Prefer to Talk by Phone?" });
    expect(within(cta).getByRole("link", { name: "Call (662) 555-0142" }).getAttribute("href")).toBe(
      "tel:+16625550142",
    );
  });
});

describe("generic content page states", () => {
  it("shows 'Page not found' when the content has no such page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPage(await prefetched("no-such-page"), "no-such-page", "/resources/no-such-page");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    expect(warn).toHaveBeenCalled();
  });
});
