/**
 * Video blocks on a page that hydrates nothing, with no React: what the UI kit's VideoEmbed does once hydrated,
 * done by plain script over its prerendered markup (see the kit's video-embed.tsx). A waiting block gets its
 * player when 10% of it is visible (the documented video observer threshold); a frame shows the spinner until it loads,
 * and the failure message with 'Try Again' if it has not loaded in time (frames report no load errors); the native
 * player shows the failure message when it reports an error. 'Try Again' loads the player anew, or reloads the page
 * where the block asks for it (data-retry="reload", the video page). Blocks inside islands are left to React.
 */

import { whenInView } from "./when-in-view.js";

/** The video observer threshold (docs/product.md: Constants) (the UI kit's VIDEO_OBSERVER_THRESHOLD). */
export const VIDEO_THRESHOLD = 0.1;
/** The kit's VIDEO_LOAD_TIMEOUT_MS, for a block that does not say. */
const DEFAULT_TIMEOUT_MS = 20_000;
const FRAME_ALLOW = "accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";
const UNSUPPORTED = "Sorry, your browser does not support embedded videos.";

function playerFor(block: HTMLElement, onLoad: () => void, onError: () => void): HTMLElement {
  const data = block.dataset;
  if (data.kind === "file") {
    const video = document.createElement("video");
    video.controls = true;
    video.preload = "metadata";
    if (data.poster) video.poster = data.poster;
    video.setAttribute("aria-label", data.title ?? "");
    video.className = data.playerClass ?? "";
    const source = document.createElement("source");
    source.src = data.playerSrc ?? "";
    source.addEventListener("error", onError);
    video.append(source, UNSUPPORTED);
    video.addEventListener("loadeddata", onLoad);
    video.addEventListener("error", onError);
    return video;
  }
  const frame = document.createElement("iframe");
  frame.src = data.playerSrc ?? "";
  frame.title = data.title ?? "";
  frame.allow = FRAME_ALLOW;
  frame.allowFullscreen = true;
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  frame.className = data.playerClass ?? "";
  frame.addEventListener("load", onLoad);
  return frame;
}

/** Starts one waiting block's player, and keeps its spinner, failure message and 'Try Again' in step. */
export function playVideo(block: HTMLElement): void {
  const spinner = block.querySelector<HTMLElement>(":scope > [data-video-part=loading]");
  const failure = block.querySelector<HTMLElement>(":scope > [data-video-part=error]");
  const isFrame = block.dataset.kind !== "file";
  const timeout = Number(block.dataset.loadTimeout) || DEFAULT_TIMEOUT_MS;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (state: "loading" | "loaded" | "error") => {
    block.dataset.state = state;
    if (spinner) spinner.hidden = !(isFrame && state === "loading");
    if (failure) failure.hidden = state !== "error";
  };
  const start = () => {
    const current = (attempt += 1);
    clearTimeout(timer);
    block.querySelector(":scope > iframe, :scope > video")?.remove();
    show("loading");
    const failed = () => {
      if (current !== attempt) return;
      clearTimeout(timer);
      show("error");
    };
    const player = playerFor(
      block,
      () => {
        // A frame that loads after the timeout keeps the failure message until Try Again, as the kit's does.
        if (current !== attempt || block.dataset.state !== "loading") return;
        clearTimeout(timer);
        if (isFrame) player.className = player.className.replace(/\bopacity-0\b/, "opacity-100");
        show("loaded");
      },
      failed,
    );
    block.prepend(player);
    if (isFrame) timer = setTimeout(failed, timeout);
  };

  failure?.querySelector("[data-action=retry]")?.addEventListener("click", () => {
    if (block.dataset.retry === "reload") window.location.reload();
    else start();
  });
  start();
}

/** Starts the video blocks of `root` that no island owns, each when 10% of it is visible. */
export function startVideos(root: ParentNode = document): void {
  const waiting = [
    ...root.querySelectorAll<HTMLElement>("[data-slot=video-embed][data-state=idle][data-player-src]"),
  ].filter((block) => !block.closest("[data-island]"));
  whenInView(waiting, { threshold: VIDEO_THRESHOLD }, playVideo);
}
