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
import VideoLibrary from "./video-library.js";
import { listPaths, prefetch } from "./video-library.data.js";

function pageTree(queryClient: QueryClient, entry = "/videos") {
  return (
    <PageProviders queryClient={queryClient} entry={entry}>
      <VideoLibrary />
    </PageProviders>
  );
}

const renderLibrary = (queryClient: QueryClient, entry = "/videos") => render(pageTree(queryClient, entry));
const prefetched = (search = "") => prefetchedWith(prefetch, { search });
const stubbedClient = (getVideos: () => Promise<unknown>) =>
  queryClientWithContent({ getVideos } as unknown as Partial<ContentClient>);

const cards = () => screen.getAllByRole("article");
const cardFor = (title: string) => cards().find((card) => within(card).queryByRole("link", { name: title }));

setUpEmbeddedContentPerTest();

describe("video library, loaded from the embedded content", () => {
  it("shows one h1 'Medicare Video Library' and 9 video cards linking to /videos/watch/{slug}", async () => {
    renderLibrary(await prefetched());
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Medicare Video Library",
    ]);
    expect(cards()).toHaveLength(9);
    const first = cardFor("What Is Medicare? In Five Minutes")!;
    expect(within(first).getByRole("link").getAttribute("href")).toBe("/videos/watch/what-is-medicare-in-five-minutes");
    expect(within(first).getByText("November 10, 2026")).toBeTruthy();
    expect(within(first).getByText(/A calm, five-minute walk through/)).toBeTruthy();
    expect(within(first).getByText("Watch Now »")).toBeTruthy();
    const thumbnail = first.querySelector("img")!;
    expect(thumbnail.getAttribute("src")).toBe("/embedded-assets/videos/thumb-what-is-medicare.webp");
    expect(thumbnail.getAttribute("width")).toBe("640");
    expect(thumbnail.getAttribute("height")).toBe("360");
  });

  it("shows 'Unknown date' for a video without an upload date, and a placeholder without a thumbnail", async () => {
    renderLibrary(await prefetched("page=2"), "/videos?page=2");
    expect(within(cardFor("Helping a Parent Enroll in Medicare")!).getByText("Unknown date")).toBeTruthy();
    expect(
      cardFor("Medicare and Working Past 65")!.querySelector("[data-slot='image'][aria-label='Image unavailable']"),
    ).toBeTruthy();
  });

  it("has numbered pagination with arrows when there is more than one page", async () => {
    renderLibrary(await prefetched());
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByText("1").closest("[aria-current=page]")).toBeTruthy();
    expect(within(pagination).getByRole("link", { name: "Page 2" }).getAttribute("href")).toBe("/videos?page=2");
    expect(within(pagination).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/videos?page=2");
    expect(within(pagination).queryByRole("link", { name: "Previous page" })).toBeNull();
    cleanup();

    renderLibrary(await prefetched("page=2"), "/videos?page=2");
    expect(cards()).toHaveLength(5);
    const second = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(second).getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/videos");
    expect(within(second).getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/videos");
  });

  it("shows no pagination for a single page", async () => {
    const all = await embeddedContent().getVideos({ page: 1, limit: 9 });
    renderLibrary(stubbedClient(() => Promise.resolve({ ...all, items: all.items.slice(0, 4), total: 4 })));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("sets the title, the canonical and CollectionPage structured data", async () => {
    renderLibrary(await prefetched("page=2"), "/videos?page=2");
    await waitFor(() => expect(document.title).toBe("Medicare Video Library: Page 2 | Trace Medicare Partners"));
    expect(document.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(
      "https://www.tracemedicarepartners.com/videos?page=2",
    );
    const types = [...document.querySelectorAll("script[type='application/ld+json']")].map(
      (script) => (JSON.parse(script.textContent ?? "{}") as { "@type": string })["@type"],
    );
    expect(types).toContain("CollectionPage");
  });
});

describe("video library states", () => {
  it("shows 'No videos found / Check back soon for new content' when there are none", async () => {
    renderLibrary(stubbedClient(() => Promise.resolve({ items: [], total: 0, skip: 0, limit: 9 })));
    expect(await screen.findByRole("heading", { name: "No videos found" })).toBeTruthy();
    expect(screen.getByText("Check back soon for new content")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });
});

describe("video library paths", () => {
  it("lists each page", async () => {
    expect(await listPaths(embeddedContent())).toEqual(["/videos", "/videos?page=2"]);
  });
});

describe("server rendering", () => {
  it("renders the prefetched page on the server and hydrates it without mismatches", async () => {
    const server = await prefetched("page=2");
    const { html, problems } = await renderOnServerAndHydrate(server, (queryClient) =>
      pageTree(queryClient, "/videos?page=2"),
    );
    expect(html).not.toContain('aria-busy="true"');
    expect(problems).toEqual([]);
  });
});
