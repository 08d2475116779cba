// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PwaNoticeTemplates } from "./pwa-notice-templates.js";
import { createNoticeView, outboxHasEntries } from "./pwa-runtime.js";

const state = (patch: Partial<{ updateAvailable: boolean; offlineReady: boolean; offline: boolean }>) => ({
  updateAvailable: false,
  offlineReady: false,
  offline: false,
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
    render(state({}));
    expect(region.children).toHaveLength(0);
  });

  it("wires Reload and the close button", () => {
    const root = page();
    const actions = { reload: vi.fn(), dismiss: vi.fn() };
    createNoticeView(root, actions)(state({ updateAvailable: true }));
    root.querySelector<HTMLButtonElement>("[data-action=reload]")!.click();
    root.querySelector<HTMLButtonElement>("[data-action=dismiss]")!.click();
    expect(actions.reload).toHaveBeenCalledTimes(1);
    expect(actions.dismiss).toHaveBeenCalledTimes(1);
    expect(root.querySelector("[data-action=dismiss]")?.textContent).toBe("Dismiss notice");
  });

  it("finds no saved submissions where the browser has no IndexedDB", async () => {
    expect(await outboxHasEntries()).toBe(false);
  });
});
