// @vitest-environment jsdom
import { createNoticeController } from "@tupelo-medicare/pwa";
import * as noticeRegion from "@tupelo-medicare/pwa/notice-region";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PwaNoticeTemplates } from "./pwa-notice-templates.js";
import { createNoticeView, createRegionWatch, dismissNotice, outboxHasEntries } from "./pwa-runtime.js";

const state = (
  patch: Partial<{ updateAvailable: boolean; offlineReady: boolean; offline: boolean; outboxExpired: boolean }>,
) => ({
  updateAvailable: false,
  offlineReady: false,
  offline: false,
  outboxExpired: false,
  ...patch,
});

function page() {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(<PwaNoticeTemplates />);
  return root;
}

describe("the PWA notices without React", () => {
  it("shows copies of the prerendered notices in the live region, in a fixed order, and hides them again", () => {
    const root = page();
    const region = root.querySelector("[data-slot=notice-region]")!;
    expect(region.getAttribute("role")).toBe("status");
    expect(region.children).toHaveLength(0);
    const render = createNoticeView(root, { reload: vi.fn(), dismiss: vi.fn() });
    render(state({ offline: true }));
    render(state({ offline: true, updateAvailable: true }));
    expect([...region.children].map((notice) => notice.getAttribute("data-notice"))).toEqual([
      "update-available",
      "offline",
    ]);
    expect(region.textContent).toContain("App Update Available");
    expect(region.textContent).toContain("Working Offline");
    const offline = region.querySelector("[data-notice=offline]");
    render(state({ offline: true, updateAvailable: true, offlineReady: true }));
    expect([...region.children].map((notice) => notice.getAttribute("data-notice"))).toEqual([
      "update-available",
      "offline-ready",
      "offline",
    ]);
    expect(region.querySelector("[data-notice=offline]")).toBe(offline);
    render(state({ offline: true, outboxExpired: true }));
    expect([...region.children].map((notice) => notice.getAttribute("data-notice"))).toEqual([
      "offline",
      "outbox-expired",
    ]);
    // A submission kept on the device expired unsent: said in plain words.
    expect(region.querySelector("[data-notice=outbox-expired]")?.textContent).toBe(
      "Request Not SentA request saved on this device could not be sent within 7 days, so it was removed. Please send it again or call us.Dismiss notice",
    );
    render(state({}));
    expect(region.children).toHaveLength(0);
  });

  it("wires Reload and the close buttons: every notice has one, 44 px square, naming its notice", () => {
    const root = page();
    const actions = { reload: vi.fn(), dismiss: vi.fn() };
    createNoticeView(
      root,
      actions,
    )(state({ updateAvailable: true, offlineReady: true, offline: true, outboxExpired: true }));
    root.querySelector<HTMLButtonElement>("[data-action=reload]")!.click();
    const closes = [...root.querySelectorAll<HTMLButtonElement>("[data-slot=notice-region] [data-action=dismiss]")];
    expect(closes).toHaveLength(4);
    for (const close of closes) close.click();
    expect(actions.reload).toHaveBeenCalledTimes(1);
    expect(actions.dismiss.mock.calls).toEqual([
      ["update-available"],
      ["offline-ready"],
      ["offline"],
      ["outbox-expired"],
    ]);
    for (const close of closes) {
      expect(close.textContent).toBe("Dismiss notice");
      expect(close.classList).toContain("size-11");
      const title = [...root.querySelectorAll("[id]")].find(
        (element) => element.id === close.getAttribute("aria-describedby"),
      );
      expect(title?.closest("[data-notice]")).toBe(close.closest("[data-notice]"));
    }
  });

  it("each close button hides its own notice", () => {
    const controller = createNoticeController();
    controller.updateAvailable();
    controller.offlineReady();
    controller.offline();
    controller.outboxExpired();
    dismissNotice(controller, "offline-ready");
    expect(controller.getState()).toEqual(state({ updateAvailable: true, offline: true, outboxExpired: true }));
    dismissNotice(controller, "outbox-expired");
    expect(controller.getState()).toEqual(state({ updateAvailable: true, offline: true }));
    dismissNotice(controller, "offline");
    dismissNotice(controller, "update-available");
    expect(controller.getState()).toEqual(state({}));
    controller.dispose();
  });

  describe("in the page, watched as startPwa does", () => {
    let stop = () => undefined as void;
    afterEach(() => {
      stop();
      vi.useRealTimers();
      document.body.innerHTML = "";
    });

    /** The page as served: content with a focused link, then the prerendered region and templates. */
    function livePage() {
      vi.useFakeTimers();
      document.body.innerHTML = `<main><h1>Making Medicare Easy, One Choice at a Time</h1><a href="/plans">Plans</a></main>${renderToStaticMarkup(<PwaNoticeTemplates />)}`;
      const controller = createNoticeController();
      const render = createNoticeView(document, {
        reload: vi.fn(),
        dismiss: (kind) => dismissNotice(controller, kind),
      });
      const region = document.querySelector<HTMLElement>("[data-slot=notice-region]")!;
      const load = vi.fn(() => Promise.resolve(noticeRegion));
      controller.subscribe(createRegionWatch(region, controller, render, load));
      stop = () => controller.dispose();
      return { controller, region, load, link: document.querySelector("a")! };
    }

    /** Lets the watcher's code load and start (a resolved import), and its observer run. */
    const loaded = async () => {
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    };

    it("loads and starts nothing until a notice shows; the watch ends with the last notice and starts again", async () => {
      const { controller, region, load } = livePage();
      expect(load).not.toHaveBeenCalled();
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      expect(load).not.toHaveBeenCalled();

      controller.offline();
      await loaded();
      expect(load).toHaveBeenCalledTimes(1);
      expect(region.children).toHaveLength(1);
      controller.updateAvailable();
      await loaded();
      expect(load).toHaveBeenCalledTimes(1);

      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      expect(region.children).toHaveLength(0);
      await loaded();
      // Ended: Escape with no notice does nothing, and a new notice starts the watch again.
      controller.offline();
      await loaded();
      expect(region.children).toHaveLength(1);
      // The code loaded once; the watch started again (Escape is its own).
      expect(load).toHaveBeenCalledTimes(1);
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      expect(region.children).toHaveLength(0);
    });

    it("puts a notice in the page only once its placement has loaded, and starts the watch in the same task", async () => {
      vi.useFakeTimers();
      document.body.innerHTML = `<main><a href="/plans">Plans</a></main>${renderToStaticMarkup(<PwaNoticeTemplates />)}`;
      const controller = createNoticeController();
      stop = () => controller.dispose();
      const region = document.querySelector<HTMLElement>("[data-slot=notice-region]")!;
      const render = createNoticeView(document, { reload: vi.fn(), dismiss: vi.fn() });
      const noticesWhenWatched: number[] = [];
      let loaded!: (module: typeof noticeRegion) => void;
      const watcher: typeof noticeRegion = {
        watchNoticeRegion: (watched) => {
          noticesWhenWatched.push(watched.childElementCount);
          return () => undefined;
        },
      };
      const load = vi.fn(() => new Promise<typeof noticeRegion>((resolve) => (loaded = resolve)));
      controller.subscribe(createRegionWatch(region, controller, render, load));

      controller.offlineReady();
      controller.offline();
      expect(load).toHaveBeenCalledTimes(1);
      // Not painted yet: it would be painted at the bottom, then moved once the placement code arrived.
      expect(region.children).toHaveLength(0);
      loaded(watcher);
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      expect([...region.children].map((notice) => notice.getAttribute("data-notice"))).toEqual([
        "offline-ready",
        "offline",
      ]);
      expect(noticesWhenWatched).toEqual([2]);
    });

    it("shows the notices where the styles put them when the placement code cannot load", async () => {
      vi.useFakeTimers();
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      document.body.innerHTML = renderToStaticMarkup(<PwaNoticeTemplates />);
      const controller = createNoticeController();
      stop = () => controller.dispose();
      const region = document.querySelector<HTMLElement>("[data-slot=notice-region]")!;
      const render = createNoticeView(document, { reload: vi.fn(), dismiss: vi.fn() });
      const load = vi.fn(() => Promise.reject(new Error("chunk gone")));
      controller.subscribe(createRegionWatch(region, controller, render, load));
      controller.offline();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      expect(region.children).toHaveLength(1);
      expect(warn).toHaveBeenCalledWith("[pwa] Could not load the notice placement:", expect.any(Error));
      controller.offlineReady();
      expect(region.children).toHaveLength(2);
      expect(load).toHaveBeenCalledTimes(1);
      warn.mockRestore();
    });

    it("'App Ready Offline' is still there minutes later; Escape anywhere hides it, the focus stays put", async () => {
      const { controller, region, link } = livePage();
      link.focus();
      controller.offlineReady();
      await loaded();
      vi.advanceTimersByTime(5 * 60_000);
      expect(region.textContent).toContain("App Ready Offline");
      expect(document.activeElement).toBe(link);
      link.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      expect(region.children).toHaveLength(0);
      expect(document.activeElement).toBe(link);
    });

    it("'App Ready Offline' goes when the visitor presses elsewhere after having had it in view 5 s", async () => {
      const { controller, region } = livePage();
      controller.offlineReady();
      await loaded();
      document.querySelector("h1")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      expect(region.textContent).toContain("App Ready Offline");
      vi.advanceTimersByTime(5000);
      document.querySelector("h1")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      expect(region.children).toHaveLength(0);
    });

    it("a close button used from the keyboard hands the focus back to where the visitor was", async () => {
      const { controller, region, link } = livePage();
      link.focus();
      controller.offline();
      await loaded();
      const close = region.querySelector<HTMLButtonElement>("[data-action=dismiss]")!;
      close.focus();
      close.click();
      await Promise.resolve();
      expect(region.children).toHaveLength(0);
      expect(document.activeElement).toBe(link);
    });
  });

  it("finds no saved submissions where the browser has no IndexedDB", async () => {
    expect(await outboxHasEntries()).toBe(false);
  });
});
