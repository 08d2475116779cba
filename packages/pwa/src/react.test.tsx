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

  it("hides the offline-ready notice after 5000 ms", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePwaNotices({ Workbox: FakeWorkbox, navigator: nav }));
    act(() => workbox!.emit("installed", { isUpdate: false }));
    expect(result.current.offlineReady).toBe(true);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current.offlineReady).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.offlineReady).toBe(false);
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
