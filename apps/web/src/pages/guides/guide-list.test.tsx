// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ContentClient } from "@tupelo-medicare/content";
import {
  PageProviders,
  embeddedContent,
  prefetchedWith,
  queryClientWithContent,
  renderOnServerAndHydrate,
  setUpEmbeddedContentPerTest,
} from "../../test-support/page-harness.js";
import GuideList from "./guide-list.js";
import { listPaths, prefetch } from "./guide-list.data.js";

function pageTree(queryClient: QueryClient, entry = "/resources/guides") {
  return (
    <PageProviders queryClient={queryClient} entry={entry}>
      <GuideList />
    </PageProviders>
  );
}

const renderGuides = (queryClient: QueryClient, entry = "/resources/guides") => render(pageTree(queryClient, entry));
const prefetched = (search = "") => prefetchedWith(prefetch, { search });
const stubbedClient = (getResourceGuides: () => Promise<unknown>) =>
  queryClientWithContent({ getResourceGuides } as unknown as Partial<ContentClient>);

const cards = () => screen.getAllByRole("article");
const cardFor = (title: string) => cards().find((card) => within(card).queryByRole("link", { name: title }));

setUpEmbeddedContentPerTest();

describe("resource guides list, loaded from the embedded content", () => {
  it("shows one h1 'Medicare Resources & Guides' and 9 guide cards", async () => {
    renderGuides(await prefetched());
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Medicare Resources & Guides",
    ]);
    expect(cards()).toHaveLength(9);
  });

  it("shows the cover image, category chip, title, 'Updated: {date}', summary and 'Read guide' on a card", async () => {
    renderGuides(await prefetched());
    const card = cardFor("Medicare Costs in 2026")!;
    expect(within(card).getByRole("link").getAttribute("href")).toBe("/resources/guides/medicare-costs-2026");
    expect(within(card).getByText("Costs")).toBeTruthy();
    expect(within(card).getByText("Updated: January 13, 2026")).toBeTruthy();
    expect(within(card).getByText(/^Every key 2026 Medicare figure in one table/)).toBeTruthy();
    expect(within(card).getByText("Read guide")).toBeTruthy();
    const cover = card.querySelector("img")!;
    expect(cover.getAttribute("src")).toBe("/embedded-assets/guides/costs-2026.svg");
    expect(cover.getAttribute("width")).toBe("640");
    expect(cover.getAttribute("height")).toBe("360");
  });

  it("keeps the space with a placeholder for a guide without a cover image", async () => {
    renderGuides(await prefetched());
    const card = cardFor("Questions to Ask Your Medicare Agent")!;
    expect(card.querySelector("[data-slot='image'][aria-label='Image unavailable']")).toBeTruthy();
  });

  it("has numbered pagination when there is more than one page", async () => {
    renderGuides(await prefetched());
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe(
      "/resources/guides?page=2",
    );
    expect(within(pagination).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/resources/guides?page=2",
    );
    cleanup();

    renderGuides(await prefetched("page=2"), "/resources/guides?page=2");
    expect(cards()).toHaveLength(3);
    expect(
      within(screen.getByRole("navigation", { name: "Pagination" }))
        .getByRole("link", { name: "Previous page" })
        .getAttribute("href"),
    ).toBe("/resources/guides");
  });

  it("sets the title, canonical and CollectionPage structured data", async () => {
    renderGuides(await prefetched());
    await waitFor(() => expect(document.title).toBe("Medicare Resources & Guides | Trace Medicare Partners"));
    expect(document.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(
      "https://www.tracemedicarepartners.com/resources/guides",
    );
    const types = [...document.querySelectorAll("script[type='application/ld+json']")].map(
      (script) => (JSON.parse(script.textContent ?? "{}") as { "@type": string })["@type"],
    );
    expect(types).toContain("CollectionPage");
  });
});

describe("resource guides list states", () => {
  it("shows 'No resources found' when there are none", async () => {
    renderGuides(stubbedClient(() => Promise.resolve({ items: [], total: 0, skip: 0, limit: 9 })));
    expect(await screen.findByRole("heading", { name: "No resources found" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });
});

describe("resource guides list paths", () => {
  it("lists each page", async () => {
    expect(await listPaths(embeddedContent())).toEqual(["/resources/guides", "/resources/guides?page=2"]);
  });
});

describe("server rendering", () => {
  it("renders the prefetched page on the server and hydrates it without mismatches", async () => {
    const server = await prefetched("page=2");
    const { html, problems } = await renderOnServerAndHydrate(server, (queryClient) =>
      pageTree(queryClient, "/resources/guides?page=2"),
    );
    expect(html).not.toContain('aria-busy="true"');
    expect(problems).toEqual([]);
  });
});
