// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePwaNotices } from "./react.js";
import type { WorkboxLike } from "./register.js";

type Listener = (event: { isUpdate?: boolean }) => void;
let workbox: FakeWorkbox | undefined;

class FakeWorkbox implements WorkboxLike {
  listeners = new Map<string, Listener[]>();
  messageSkipWaiting = vi.fn();
  register = vi.fn(() => Promise.resolve(undefined));
  constructor() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    workbox = this;
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: { isUpdate?: boolean } = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

const nav = { serviceWorker: {} as ServiceWorkerContainer };

describe("usePwaNotices", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    workbox = undefined;
  });

  it("shows the update notice, activates the waiting version on reload() and hides on dismiss()", () => {
    const reload = vi.fn();
    const { result } = renderHook(() => usePwaNotices({ Workbox: FakeWorkbox, navigator: nav, reload }));
    expect(result.current.updateAvailable).toBe(false);
    act(() => workbox!.emit("waiting"));
    expect(result.current.updateAvailable).toBe(true);
    act(() => result.current.reload());
    expect(workbox!.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    act(() => workbox!.emit("controlling", { isUpdate: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => result.current.dismiss());
    expect(result.current.updateAvailable).toBe(false);
  });

  it("keeps the offline-ready notice past 5000 ms; it goes when dismissed", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePwaNotices({ Workbox: FakeWorkbox, navigator: nav }));
    act(() => workbox!.emit("installed", { isUpdate: false }));
    expect(result.current.offlineReady).toBe(true);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.offlineReady).toBe(true);
    act(() => result.current.dismissOfflineReady());
    expect(result.current.offlineReady).toBe(false);
  });

  it("with regionRef, Escape dismisses the notices and a press elsewhere after 5000 ms hides 'App Ready Offline'", () => {
    vi.useFakeTimers();
    const region = document.createElement("div");
    document.body.append(region);
    const { result } = renderHook(() => usePwaNotices({ Workbox: FakeWorkbox, navigator: nav }));
    act(() => result.current.regionRef(region));
    // What the app renders in the region for the notice.
    region.append(document.createElement("div"));
    act(() => workbox!.emit("installed", { isUpdate: false }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    act(() => void document.body.dispatchEvent(new Event("pointerdown", { bubbles: true })));
    expect(result.current.offlineReady).toBe(false);

    act(() => void window.dispatchEvent(new Event("offline")));
    expect(result.current.offline).toBe(true);
    act(() => void document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect(result.current.offline).toBe(false);
    region.remove();
  });

  it("follows the window's offline and online events", () => {
    const { result } = renderHook(() => usePwaNotices({ enabled: false }));
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(result.current.offline).toBe(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(result.current.offline).toBe(false);
    expect(workbox).toBeUndefined();
  });
});
