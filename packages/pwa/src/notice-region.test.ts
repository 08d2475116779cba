// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchNoticeRegion } from "./notice-region.js";
import { createNoticeController } from "./notices.js";
import type { NoticeController } from "./notices.js";
import { box } from "./test-support/dom-rect.js";

/** The viewport's height in these tests (jsdom's window.innerHeight). */
const VIEWPORT = window.innerHeight;

/** Where the region sits (viewport px, 320 px wide) for each placement and size, as the UI kit's styles would put it. */
const REGION_BOXES = {
  "bottom full": { top: VIEWPORT - 170, bottom: VIEWPORT },
  "bottom compact": { top: VIEWPORT - 70, bottom: VIEWPORT },
  "top full": { top: 136, bottom: 306 },
  "top compact": { top: 136, bottom: 206 },
} as const;

let controller: NoticeController;
let region: HTMLElement;
let link: HTMLAnchorElement;
let linkBox: DOMRect;
let stop: () => void;
let frames: Array<() => void>;
let stops: number;
let watching: boolean;

/** Runs the layout work the watcher queued for the next frame. */
function frame(): void {
  const queued = frames;
  frames = [];
  for (const callback of queued) callback();
}

/** Starts watching, as the runtime does once a notice shows. */
function watch(): void {
  watching = true;
  stop = watchNoticeRegion(region, controller, {
    requestFrame: (callback) => frames.push(callback),
    onStop: () => {
      stops += 1;
      watching = false;
    },
  });
}

/** Shows a notice (a copy of what the runtime puts in the region) with a close button. */
function showNotice(kind: string): HTMLElement {
  const notice = document.createElement("div");
  notice.dataset.notice = kind;
  notice.innerHTML = `<p>${kind}</p><button type="button" data-action="dismiss">Dismiss notice</button>`;
  region.append(notice);
  if (!watching) watch();
  return notice;
}

/** Lets the region's MutationObserver run, then the frame it asked for. */
const settle = async () => {
  await Promise.resolve();
  frame();
};

const placement = () => `${region.dataset.placement} ${region.dataset.size}`;

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<main><h1>Making Medicare Easy</h1><a href="/plans">Plans</a></main><div data-slot="notice-space"></div><div data-slot="notice-region" data-placement="bottom" data-size="full" role="status"></div>`;
  frames = [];
  stops = 0;
  watching = false;
  stop = () => undefined;
  region = document.querySelector<HTMLElement>("[data-slot=notice-region]")!;
  link = document.querySelector("a")!;
  linkBox = box(300, 330);
  link.getBoundingClientRect = () => linkBox;
  region.getBoundingClientRect = () => {
    const { top, bottom } = REGION_BOXES[placement() as keyof typeof REGION_BOXES];
    return box(top, bottom);
  };
  controller = createNoticeController();
});

afterEach(() => {
  stop();
  controller.dispose();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("watchNoticeRegion: Escape", () => {
  it("does not sit over a link in view (a short page's footer link): it takes the place covering fewest", async () => {
    // The footer's link, at the bottom of a page that does not scroll, under the bottom bar; nothing is focused.
    linkBox = box(VIEWPORT - 40, VIEWPORT - 10);
    showNotice("offline-ready");
    await settle();
    expect(placement()).toBe("top full");
    expect(document.activeElement).toBe(document.body);
    // Links under the bottom bar, its compact form and the top place: only the compact top leaves all clear.
    stop();
    const second = document.createElement("a");
    second.href = "/reviews";
    second.getBoundingClientRect = () => box(VIEWPORT - 100, VIEWPORT - 70);
    const third = document.createElement("a");
    third.href = "/contact";
    third.getBoundingClientRect = () => box(250, 280);
    document.querySelector("main")!.append(second, third);
    region.dataset.placement = "bottom";
    region.dataset.size = "full";
    watching = false;
    watch();
    await settle();
    frame();
    expect(placement()).toBe("top compact");
  });

  it("waits out of sight where no place leaves every link clear, its time standing still, and shows once one is", async () => {
    // Links under every place it may take: the bottom bar and its compact form, the top bar and its compact form.
    linkBox = box(VIEWPORT - 40, VIEWPORT - 10);
    const top = document.createElement("a");
    top.href = "/contact";
    let topBox = box(150, 190);
    top.getBoundingClientRect = () => topBox;
    document.querySelector("main")!.append(top);
    const held: boolean[] = [];
    const hold = controller.hold.bind(controller);
    controller.hold = (value) => (held.push(value), hold(value));
    showNotice("offline-ready");
    await settle();
    expect(region.dataset.waiting).toBe("");
    expect(held).toEqual([true]);
    // A scroll moves the top link away: once it stops, the top is clear and the notice shows there.
    topBox = box(-200, -160);
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(150);
    frame();
    expect(region.dataset.waiting).toBeUndefined();
    expect(placement()).toBe("top full");
    expect(held).toEqual([true, false]);
  });

  it("shows a waiting notice when the focus reaches one of its buttons", async () => {
    linkBox = box(100, VIEWPORT);
    showNotice("offline");
    await settle();
    expect(region.dataset.waiting).toBe("");
    region.querySelector("button")!.focus();
    frame();
    expect(region.dataset.waiting).toBeUndefined();
  });

  it("dismisses every notice wherever the focus is, while notices show", async () => {
    controller.updateAvailable();
    controller.offline();
    showNotice("update-available");
    showNotice("offline");
    await settle();
    link.focus();
    link.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(controller.getState()).toEqual({
      updateAvailable: false,
      offlineReady: false,
      offline: false,
      outboxExpired: false,
    });
  });

  it("leaves an Escape that ends a text composition", async () => {
    controller.offline();
    showNotice("offline");
    await settle();
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, isComposing: true }));
    expect(controller.getState().offline).toBe(true);
  });

  it("leaves an Escape another handler took (a dialog closing) and does nothing while no notice shows", async () => {
    controller.offline();
    const taken = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    taken.preventDefault();
    showNotice("offline");
    await settle();
    document.body.dispatchEvent(taken);
    expect(controller.getState().offline).toBe(true);

    const dialog = document.createElement("div");
    dialog.setAttribute("aria-modal", "true");
    document.body.append(dialog);
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(controller.getState().offline).toBe(true);
    dialog.remove();

    region.replaceChildren();
    await settle();
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(controller.getState().offline).toBe(true);
  });
});

describe("watchNoticeRegion: 'App Ready Offline' stays until the visitor moves on", () => {
  it("does not go by itself, nor on a press before 5000 ms; a press elsewhere after it hides it", async () => {
    controller.offlineReady();
    showNotice("offline-ready");
    await settle();
    vi.advanceTimersByTime(4999);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(controller.getState().offlineReady).toBe(true);
    vi.advanceTimersByTime(10 * 60_000);
    expect(controller.getState().offlineReady).toBe(true);
    link.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(controller.getState().offlineReady).toBe(false);
  });

  it("a pointer that was on a notice no longer holds once the last notice is gone", async () => {
    controller.offlineReady();
    const notice = showNotice("offline-ready");
    await settle();
    region.dispatchEvent(new Event("pointerenter"));
    notice.remove();
    await settle();
    controller.offlineReady();
    showNotice("offline-ready");
    await settle();
    vi.advanceTimersByTime(5000);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(controller.getState().offlineReady).toBe(false);
  });

  it("a press on the notice itself is not moving on", async () => {
    controller.offlineReady();
    const notice = showNotice("offline-ready");
    await settle();
    vi.advanceTimersByTime(5000);
    notice.querySelector("p")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(controller.getState().offlineReady).toBe(true);
  });

  it("stays while the pointer is on it, even when the focus moves elsewhere", async () => {
    controller.offlineReady();
    showNotice("offline-ready");
    await settle();
    vi.advanceTimersByTime(5000);
    region.dispatchEvent(new Event("pointerenter"));
    link.focus();
    expect(controller.getState().offlineReady).toBe(true);
    region.dispatchEvent(new Event("pointerleave"));
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(controller.getState().offlineReady).toBe(false);
  });

  it("stays while the focus is on it; focus moving back to the page is moving on", async () => {
    controller.offlineReady();
    const notice = showNotice("offline-ready");
    await settle();
    vi.advanceTimersByTime(5000);
    notice.querySelector("button")!.focus();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(controller.getState().offlineReady).toBe(true);
    link.focus();
    expect(controller.getState().offlineReady).toBe(false);
  });

  it("counts its 5000 ms only while the page is visible", async () => {
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    controller.offlineReady();
    showNotice("offline-ready");
    await settle();
    vi.advanceTimersByTime(60_000);
    visibility.mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(controller.getState().offlineReady).toBe(true);
    vi.advanceTimersByTime(5000);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(controller.getState().offlineReady).toBe(false);
  });
});

describe("watchNoticeRegion: never over the focused element", () => {
  it("sits at the bottom, and moves to the top when the focused element is under it", async () => {
    showNotice("offline");
    await settle();
    link.focus();
    frame();
    expect(placement()).toBe("bottom full");

    linkBox = box(VIEWPORT - 40, VIEWPORT - 10);
    link.blur();
    link.focus();
    frame();
    expect(placement()).toBe("top full");
  });

  it("moves at once when a notice appears over the focused element", async () => {
    linkBox = box(VIEWPORT - 120, VIEWPORT - 90);
    link.focus();
    showNotice("offline");
    await settle();
    expect(placement()).toBe("top full");
  });

  it("keeps clear of the focus ring: 8 px around the element count as covered", async () => {
    showNotice("offline");
    await settle();
    linkBox = box(VIEWPORT - 200, VIEWPORT - 175);
    link.focus();
    frame();
    expect(placement()).toBe("top full");
  });

  it("hides its descriptions when neither edge is clear at full size", async () => {
    showNotice("offline");
    await settle();
    // Under the full bar at the bottom and the full one at the top, clear of the compact bottom bar.
    linkBox = box(250, VIEWPORT - 80);
    link.focus();
    frame();
    expect(placement()).toBe("bottom compact");
  });

  it("covers as little as it can of an element taller than the screen", async () => {
    showNotice("offline");
    await settle();
    linkBox = box(150, VIEWPORT);
    link.focus();
    frame();
    expect(placement()).toBe("top compact");
  });

  it("goes back to the bottom once scrolling stops and the bottom is clear, not while the page scrolls", async () => {
    showNotice("offline");
    await settle();
    linkBox = box(VIEWPORT - 40, VIEWPORT - 10);
    link.focus();
    frame();
    expect(placement()).toBe("top full");
    linkBox = box(400, 430);
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(149);
    frame();
    expect(placement()).toBe("top full");
    vi.advanceTimersByTime(1);
    expect(placement()).toBe("top full");
    frame();
    expect(placement()).toBe("bottom full");
  });

  it("does not move a notice while the focus is on it", async () => {
    linkBox = box(VIEWPORT - 40, VIEWPORT - 10);
    link.focus();
    const notice = showNotice("offline");
    await settle();
    expect(placement()).toBe("top full");
    notice.querySelector("button")!.focus();
    showNotice("update-available");
    await settle();
    window.dispatchEvent(new Event("resize"));
    frame();
    expect(placement()).toBe("top full");
  });

  it("moves off a link the page's scroll brought under it, once scrolling stops", async () => {
    showNotice("offline");
    await settle();
    expect(placement()).toBe("bottom full");
    linkBox = box(VIEWPORT - 60, VIEWPORT - 20);
    window.dispatchEvent(new Event("scroll"));
    frame();
    expect(placement()).toBe("bottom full");
    vi.advanceTimersByTime(150);
    frame();
    expect(placement()).toBe("top full");
  });

  it("keeps room for itself: a spacer height and scroll padding, removed when the last notice goes", async () => {
    const root = document.documentElement;
    const spacer = document.querySelector<HTMLElement>("[data-slot=notice-space]")!;
    showNotice("offline");
    await settle();
    expect(spacer.style.height).toBe("170px");
    expect(root.style.getPropertyValue("scroll-padding-bottom")).toBe(
      "calc(var(--sticky-footer-measured, var(--sticky-footer-height, 0px)) + 178px)",
    );

    linkBox = box(VIEWPORT - 40, VIEWPORT - 10);
    link.focus();
    frame();
    expect(spacer.style.height).toBe("");
    expect(root.style.getPropertyValue("scroll-padding-top")).toBe(
      "max(var(--sticky-header-measured, var(--sticky-header-height, 0px)), 314px)",
    );
    expect(root.style.getPropertyValue("scroll-padding-bottom")).toBe("");

    region.replaceChildren();
    await settle();
    expect(spacer.style.height).toBe("");
    expect(root.style.getPropertyValue("scroll-padding-top")).toBe("");
    expect(placement()).toBe("bottom full");
  });

  it("sits above the phone's appointment bar while it shows, and follows it", async () => {
    document.body.insertAdjacentHTML(
      "afterbegin",
      `<div data-slot="mobile-appointment-bar" data-state="hidden"></div>`,
    );
    const bar = document.querySelector<HTMLElement>("[data-slot=mobile-appointment-bar]")!;
    Object.defineProperty(bar, "offsetHeight", { get: () => 88 });
    showNotice("offline");
    await settle();
    expect(region.style.bottom).toBe("");
    bar.dataset.state = "visible";
    await settle();
    expect(region.style.bottom).toBe("88px");
    bar.dataset.state = "hidden";
    await settle();
    expect(region.style.bottom).toBe("");
  });

  it("reads the layout once per frame however many things asked, and nothing while no notice shows", async () => {
    const reads = vi.spyOn(region, "getBoundingClientRect");
    watch();
    expect(stops).toBe(1);
    expect(frames).toHaveLength(0);
    expect(reads).not.toHaveBeenCalled();
    showNotice("offline");
    // The first place is taken at once, before the notice is first painted: no frame waited for.
    expect(reads).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
    link.focus();
    window.dispatchEvent(new Event("resize"));
    window.dispatchEvent(new Event("resize"));
    await Promise.resolve();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(1);
    frame();
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("takes its first place before a frame passes, so a notice that starts over a target never moves after its first paint", () => {
    linkBox = box(VIEWPORT - 40, VIEWPORT - 10);
    showNotice("offline");
    expect(frames).toHaveLength(0);
    expect(placement()).toBe("top full");
  });
});

describe("watchNoticeRegion: focus", () => {
  it("never takes the focus when a notice appears", async () => {
    link.focus();
    showNotice("update-available");
    await settle();
    expect(document.activeElement).toBe(link);
  });

  it("hands the focus back to where it was when the notice holding it goes", async () => {
    link.focus();
    const notice = showNotice("offline");
    await settle();
    notice.querySelector("button")!.focus();
    notice.remove();
    await settle();
    expect(document.activeElement).toBe(link);
  });

  it("undoes everything when stopped", async () => {
    controller.offline();
    showNotice("offline");
    await settle();
    stop();
    expect(stops).toBe(1);
    expect(document.documentElement.style.getPropertyValue("scroll-padding-bottom")).toBe("");
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(controller.getState().offline).toBe(true);
    stop = () => undefined;
  });

  it("ends by itself once the last notice goes, handing the focus back first", async () => {
    link.focus();
    const notice = showNotice("offline");
    await settle();
    notice.querySelector("button")!.focus();
    notice.remove();
    await settle();
    expect(stops).toBe(1);
    expect(document.activeElement).toBe(link);
    controller.offline();
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(controller.getState().offline).toBe(true);
  });
});
