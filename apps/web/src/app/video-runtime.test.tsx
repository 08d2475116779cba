// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VIDEO_LOAD_TIMEOUT_MS, VIDEO_OBSERVER_THRESHOLD, VideoEmbed } from "@tupelo-medicare/ui";
import { SiteVideo } from "../components/site-video.js";
import { stubIntersectionObserver } from "./observer-stub.js";
import { VIDEO_THRESHOLD, startVideos } from "./video-runtime.js";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const YOUTUBE = "https://youtu.be/dQw4w9WgXcQ";

function page(markup: string) {
  document.body.innerHTML = markup;
  return document.body;
}

const block = (root: ParentNode) => root.querySelector<HTMLElement>("[data-slot=video-embed]")!;
const visible = (root: ParentNode, part: "loading" | "error") =>
  !root.querySelector<HTMLElement>(`[data-video-part=${part}]`)!.hidden;

describe("the plain video script", () => {
  it("uses the kit's observer threshold and load timeout", () => {
    expect(VIDEO_THRESHOLD).toBe(VIDEO_OBSERVER_THRESHOLD);
    const root = page(renderToStaticMarkup(<VideoEmbed title="Basics" youTubeLink={YOUTUBE} />));
    expect(block(root).dataset.loadTimeout).toBe(String(VIDEO_LOAD_TIMEOUT_MS));
  });

  it("prerenders a waiting block with no player, the spinner and failure message hidden, and a no-script player", () => {
    const root = page(renderToStaticMarkup(<VideoEmbed title="Basics" youTubeLink={YOUTUBE} />));
    expect(block(root).dataset.state).toBe("idle");
    expect(root.querySelector(":scope iframe")).toBeNull();
    expect(visible(root, "loading")).toBe(false);
    expect(visible(root, "error")).toBe(false);
    expect(root.querySelector("noscript")?.innerHTML).toContain("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  });

  it("gives a block its frame when 10% of it is visible, with the spinner until the frame loads", () => {
    const observer = stubIntersectionObserver();
    const root = page(renderToStaticMarkup(<VideoEmbed title="Medicare basics" youTubeLink={YOUTUBE} />));
    startVideos(root);
    expect(observer.options?.threshold).toBe(0.1);
    expect(observer.observed).toEqual([block(root)]);
    expect(root.querySelector("iframe")).toBeNull();
    observer.intersect(observer.observed[0]!);
    const frame = root.querySelector("iframe")!;
    expect(frame.src).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(frame.title).toBe("Medicare basics");
    expect(frame.allowFullscreen).toBe(true);
    expect(frame.className).toContain("opacity-0");
    expect(block(root).dataset.state).toBe("loading");
    expect(visible(root, "loading")).toBe(true);
    expect(root.querySelector("[role=status]")?.textContent).toBe("Loading video...");
    frame.dispatchEvent(new Event("load"));
    expect(block(root).dataset.state).toBe("loaded");
    expect(frame.className).toContain("opacity-100");
    expect(visible(root, "loading")).toBe(false);
  });

  it("shows the failure message when the frame has not loaded in time; Try Again loads a new frame", () => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", undefined);
    const root = page(renderToStaticMarkup(<VideoEmbed title="Basics" youTubeLink={YOUTUBE} loadTimeoutMs={20_000} />));
    startVideos(root);
    const first = root.querySelector("iframe")!;
    vi.advanceTimersByTime(19_999);
    expect(visible(root, "error")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(block(root).dataset.state).toBe("error");
    expect(visible(root, "error")).toBe(true);
    expect(visible(root, "loading")).toBe(false);
    expect(root.querySelector("[role=alert]")?.textContent).toContain("Failed to load video. Please try again later.");
    // A frame that turns up late keeps the failure message until Try Again.
    first.dispatchEvent(new Event("load"));
    expect(block(root).dataset.state).toBe("error");
    root.querySelector<HTMLButtonElement>("[data-action=retry]")!.click();
    const second = root.querySelector("iframe")!;
    expect(second).not.toBe(first);
    expect(root.querySelectorAll("iframe")).toHaveLength(1);
    expect(block(root).dataset.state).toBe("loading");
    expect(visible(root, "error")).toBe(false);
    expect(visible(root, "loading")).toBe(true);
  });

  it("reloads the page on Try Again where the block asks for it (the video page)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", undefined);
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    const root = page(renderToStaticMarkup(<SiteVideo title="Basics" youTubeLink={YOUTUBE} reloadOnRetry />));
    startVideos(root);
    vi.advanceTimersByTime(VIDEO_LOAD_TIMEOUT_MS);
    root.querySelector<HTMLButtonElement>("[data-action=retry]")!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("plays a self-hosted file in the native player, and shows the failure message when it errors", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const root = page(
      renderToStaticMarkup(
        <VideoEmbed title="Welcome" videoUrl="/media/welcome.mp4" isSelfHosted poster="/media/poster.jpg" />,
      ),
    );
    startVideos(root);
    const video = root.querySelector("video")!;
    expect(video.controls).toBe(true);
    expect(video.getAttribute("poster")).toBe("/media/poster.jpg");
    expect(video.getAttribute("aria-label")).toBe("Welcome");
    expect(video.querySelector("source")?.getAttribute("src")).toBe("/media/welcome.mp4");
    expect(video.textContent).toBe("Sorry, your browser does not support embedded videos.");
    expect(root.querySelector("[data-video-part=loading]")).toBeNull();
    video.querySelector("source")!.dispatchEvent(new Event("error"));
    expect(block(root).dataset.state).toBe("error");
    expect(visible(root, "error")).toBe(true);
  });

  it("leaves blocks inside islands to React, and does nothing for a block without a usable address", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const root = page(
      `<div data-island="timeline">${renderToStaticMarkup(<VideoEmbed title="A" youTubeLink={YOUTUBE} />)}</div>${renderToStaticMarkup(<VideoEmbed title="B" youTubeLink="javascript:alert(1)" />)}`,
    );
    startVideos(root);
    expect(root.querySelector("iframe")).toBeNull();
  });
});
