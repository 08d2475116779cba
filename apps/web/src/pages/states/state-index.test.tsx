// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FoundationalPage } from "@tupelo-medicare/content";
import { statePagesQuery } from "../../app/queries.js";
import {
  prefetchedWith,
  queryClientWithContent,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testSite,
} from "../../test-support/page-harness.js";
import StateIndexPage from "./state-index.js";
import { prefetch } from "./state-index.data.js";

const renderPage = (queryClient: QueryClient) =>
  renderWithProviders(<StateIndexPage />, { queryClient, entry: "/medicare/by-state" });
const prefetched = () => prefetchedWith(prefetch);

setUpEmbeddedContentPerTest();

describe("state index, loaded from the embedded content", () => {
  it("has one h1 and the canonical path", async () => {
    renderPage(await prefetched());
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Medicare by State",
    ]);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${testSite.siteUrl}/medicare/by-state`,
    );
  });

  it("shows a card per state sorted by state name, each with 'Learn More' to /medicare/by-state/{state}", async () => {
    renderPage(await prefetched());
    const cards = screen.getAllByRole("article");
    const titles = cards.map((card) => within(card).getByRole("heading", { level: 2 }).textContent);
    // Arkansas has no page name, so it is named 'Medicare in Arkansas' (docs/product.md: Display rules) and sorted by that name.
    expect(titles).toEqual([
      "Medicare in Alabama",
      "Medicare in Arkansas",
      "Medicare in Louisiana",
      "Medicare in Mississippi",
      "Medicare in Tennessee",
    ]);
    const hrefs = cards.map((card) => within(card).getByRole("link").getAttribute("href"));
    expect(hrefs).toEqual(
      ["alabama", "arkansas", "louisiana", "mississippi", "tennessee"].map((state) => `/medicare/by-state/${state}`),
    );
    for (const card of cards) expect(within(card).getByText("Learn More")).toBeTruthy();
  });

  it("shows each state's image with a size, and its description", async () => {
    const queryClient = await prefetched();
    const pages = queryClient.getQueryData<FoundationalPage[]>(statePagesQuery().queryKey)!;
    renderPage(queryClient);
    const mississippi = pages.find((page) => page.pageSlug === "medicare-by-state-mississippi")!;
    const card = screen.getByRole("link", { name: "Medicare in Mississippi" }).closest("article")!;
    expect(within(card).getByText(mississippi.metadata.description)).toBeTruthy();
    const image = card.querySelector("img")!;
    expect(image.getAttribute("src")).toBe(mississippi.metadata.heroImage);
    expect(image.getAttribute("width")).toBe("640");
    expect(image.getAttribute("height")).toBe("360");
  });

  it("describes the list as a collection page", async () => {
    renderPage(await prefetched());
    const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => (JSON.parse(script.textContent ?? "{}") as { "@type": string })["@type"],
    );
    expect(types).toContain("CollectionPage");
  });
});

describe("state index states", () => {
  it("says 'No state pages are currently available.' when there are none", async () => {
    renderPage(queryClientWithContent({ getStatePages: () => Promise.resolve([]) }));
    expect(await screen.findByText("No state pages are currently available.")).toBeTruthy();
  });
});
