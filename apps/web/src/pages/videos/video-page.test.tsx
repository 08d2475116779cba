// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VIDEO_LOAD_TIMEOUT_MS } from "@tupelo-medicare/ui";
import {
  PageProviders,
  embeddedContent,
  prefetchedWith,
  renderOnServerAndHydrate,
  setUpEmbeddedContentPerTest,
} from "../../test-support/page-harness.js";
import VideoPage from "./video-page.js";
import { listPaths, prefetch, transcriptParagraphs } from "./video-page.data.js";

function pageTree(queryClient: QueryClient, slug: string) {
  return (
    <PageProviders queryClient={queryClient} entry={`/videos/watch/${slug}`}>
      <VideoPage />
    </PageProviders>
  );
}

const renderVideo = (queryClient: QueryClient, slug: string) => render(pageTree(queryClient, slug));
const prefetched = (slug: string) => prefetchedWith(prefetch, { params: { slug } });

const FIVE_MINUTES = "what-is-medicare-in-five-minutes";

setUpEmbeddedContentPerTest();

// Runs before the clean-up registered above (after-each hooks run last-registered first).
afterEach(() => {
  vi.useRealTimers();
});

describe("video page, loaded from the embedded content", () => {
  it("shows the breadcrumb Home > Videos > title, one h1, the description and the published date", async () => {
    renderVideo(await prefetched(FIVE_MINUTES), FIVE_MINUTES);
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(within(crumbs).getByRole("link", { name: "Videos" }).getAttribute("href")).toBe("/videos");
    expect(within(crumbs).getByText("What Is Medicare? In Five Minutes").getAttribute("aria-current")).toBe("page");
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "What Is Medicare? In Five Minutes",
    ]);
    expect(screen.getByText(/^A calm, five-minute walk through what Medicare is/)).toBeTruthy();
    expect(screen.getByText(/^Published on/).textContent).toBe("Published on November 10, 2026");
  });

  it("embeds the YouTube player with a spinner until the frame loads", async () => {
    renderVideo(await prefetched(FIVE_MINUTES), FIVE_MINUTES);
    const frame = await waitFor(() => screen.getByTitle("What Is Medicare? In Five Minutes"));
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/Tm5pWcB7qXa");
    expect(screen.getByText("Loading video...")).toBeTruthy();
    fireEvent.load(frame);
    await waitFor(() => expect(screen.queryByText("Loading video...")).toBeNull());
  });

  it("shows the failure message with 'Try Again', which reloads the page", async () => {
    const queryClient = await prefetched(FIVE_MINUTES);
    vi.useFakeTimers();
    renderVideo(queryClient, FIVE_MINUTES);
    act(() => {
      vi.advanceTimersByTime(VIDEO_LOAD_TIMEOUT_MS + 10);
    });
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Failed to load video. Please try again later.")).toBeTruthy();
    const reload = vi.fn();
    const location = window.location;
    vi.spyOn(window, "location", "get").mockReturnValue({ ...location, href: location.href, reload });
    fireEvent.click(within(alert).getByRole("button", { name: /Try Again/ }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows nothing for a YouTube link without a valid id", async () => {
    renderVideo(await prefetched("irmaa-in-plain-english"), "irmaa-in-plain-english");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("IRMAA in Plain English");
    expect(document.querySelector("[data-slot='video-embed']")).toBeNull();
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("plays a self-hosted video with the native player", async () => {
    renderVideo(await prefetched("welcome-to-trace-medicare-partners"), "welcome-to-trace-medicare-partners");
    const video = await waitFor(() => document.querySelector("video")!);
    expect(video.querySelector("source")?.getAttribute("src")).toBe(
      "/embedded-assets/videos/welcome-to-trace-medicare-partners.webm",
    );
    expect(video.hasAttribute("controls")).toBe(true);
  });

  it("embeds a Vimeo link as the Vimeo player", async () => {
    renderVideo(await prefetched("avoiding-late-penalties"), "avoiding-late-penalties");
    const frame = await waitFor(() => document.querySelector("iframe")!);
    expect(frame.getAttribute("src")).toBe("https://player.vimeo.com/video/824613579");
  });

  it("shows the transcript as paragraphs under a 'Transcript' heading", async () => {
    renderVideo(await prefetched(FIVE_MINUTES), FIVE_MINUTES);
    const section = screen.getByRole("region", { name: "Transcript" });
    const video = (await embeddedContent().getVideo(FIVE_MINUTES))!;
    const paragraphs = section.querySelectorAll("p");
    expect(paragraphs).toHaveLength(6);
    expect([...paragraphs].map((paragraph) => paragraph.textContent)).toEqual(transcriptParagraphs(video.transcript));
    expect(paragraphs[0]!.textContent).toMatch(/^Hi, I'm Dana Whitfield/);
  });

  it("leaves the transcript out when there is none", async () => {
    renderVideo(await prefetched("rural-medicare-questions"), "rural-medicare-questions");
    expect(screen.queryByRole("heading", { name: "Transcript" })).toBeNull();
  });

  it("shows related videos as cards linking to /videos/watch/{slug}", async () => {
    renderVideo(await prefetched(FIVE_MINUTES), FIVE_MINUTES);
    const related = screen.getByRole("region", { name: "Related Videos" });
    expect(within(related).getAllByRole("article")).toHaveLength(3);
    expect(
      within(related).getByRole("link", { name: "Medicare Parts A, B, C and D Explained" }).getAttribute("href"),
    ).toBe("/videos/watch/medicare-parts-a-b-c-d-explained");
  });

  it("sets the title, canonical and VideoObject structured data", async () => {
    renderVideo(await prefetched(FIVE_MINUTES), FIVE_MINUTES);
    await waitFor(() => expect(document.title).toBe("What Is Medicare? In Five Minutes | Trace Medicare Partners"));
    expect(document.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(
      `https://www.tracemedicarepartners.com/videos/watch/${FIVE_MINUTES}`,
    );
    const video = [...document.querySelectorAll("script[type='application/ld+json']")]
      .map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>)
      .find((data) => data["@type"] === "VideoObject")!;
    expect(video).toMatchObject({
      name: "What Is Medicare? In Five Minutes",
      thumbnailUrl: "https://www.tracemedicarepartners.com/embedded-assets/videos/thumb-what-is-medicare.webp",
      uploadDate: "2026-11-10T12:00:00.000Z",
      duration: "PT4M58S",
      embedUrl: "https://www.youtube-nocookie.com/embed/Tm5pWcB7qXa",
    });
    expect(video.description).toMatch(/^A calm, five-minute walk/);
  });
});

describe("video page states", () => {
  it("shows 'Video Not Found' for an unknown slug", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderVideo(await prefetched("no-such-video"), "no-such-video");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Video Not Found");
    expect(screen.getByRole("link", { name: "Browse all videos" }).getAttribute("href")).toBe("/videos");
  });
});

describe("video page data", () => {
  it("lists every video at /videos/watch/{slug}", async () => {
    const paths = await listPaths(embeddedContent());
    expect(paths).toHaveLength(14);
    expect(paths).toContain(`/videos/watch/${FIVE_MINUTES}`);
  });

  it("splits a transcript into paragraphs at blank lines", () => {
    expect(transcriptParagraphs("One.\n\nTwo\nlines.\r\n\r\n  \n\nThree.")).toEqual(["One.", "Two\nlines.", "Three."]);
    expect(transcriptParagraphs("   ")).toEqual([]);
  });
});

describe("server rendering", () => {
  it("renders the prefetched page on the server and hydrates it without mismatches", async () => {
    const server = await prefetched(FIVE_MINUTES);
    const { html, problems } = await renderOnServerAndHydrate(server, (queryClient) =>
      pageTree(queryClient, FIVE_MINUTES),
    );
    expect(html).not.toContain('aria-busy="true"');
    expect(problems).toEqual([]);
  });
});
