import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createNoticeController } from "./notices.js";

describe("createNoticeController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts with every notice hidden", () => {
    expect(createNoticeController().getState()).toEqual({
      updateAvailable: false,
      offlineReady: false,
      offline: false,
    });
  });

  it("hides the offline-ready notice at exactly 5000 ms, not at 4999", () => {
    const notices = createNoticeController();
    notices.offlineReady();
    expect(notices.getState().offlineReady).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(notices.getState().offlineReady).toBe(true);
    vi.advanceTimersByTime(1);
    expect(notices.getState().offlineReady).toBe(false);
  });

  it("restarts the 5000 ms when offline-ready is reported again", () => {
    const notices = createNoticeController();
    notices.offlineReady();
    vi.advanceTimersByTime(3000);
    notices.offlineReady();
    vi.advanceTimersByTime(4999);
    expect(notices.getState().offlineReady).toBe(true);
    vi.advanceTimersByTime(1);
    expect(notices.getState().offlineReady).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps the update notice until it is dismissed", () => {
    const notices = createNoticeController();
    notices.updateAvailable();
    vi.advanceTimersByTime(24 * 3_600_000);
    expect(notices.getState().updateAvailable).toBe(true);
    notices.dismissUpdate();
    expect(notices.getState().updateAvailable).toBe(false);
  });

  it("shows the offline notice while offline and hides it when back online", () => {
    const notices = createNoticeController();
    notices.offline();
    expect(notices.getState().offline).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(notices.getState().offline).toBe(true);
    notices.online();
    expect(notices.getState().offline).toBe(false);
  });

  it("notifies subscribers on changes only, until they unsubscribe", () => {
    const notices = createNoticeController();
    const listener = vi.fn();
    const unsubscribe = notices.subscribe(listener);
    notices.offline();
    notices.offline();
    expect(listener).toHaveBeenCalledExactlyOnceWith({ updateAvailable: false, offlineReady: false, offline: true });
    unsubscribe();
    notices.online();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("uses injected timers and cancels the pending timer on dispose", () => {
    const setTimeoutFn = vi.fn((_handler: () => void, _ms: number) => 7);
    const clearTimeoutFn = vi.fn();
    const notices = createNoticeController({ setTimeout: setTimeoutFn, clearTimeout: clearTimeoutFn });
    notices.offlineReady();
    expect(setTimeoutFn).toHaveBeenCalledWith(expect.any(Function), 5000);
    notices.dispose();
    expect(clearTimeoutFn).toHaveBeenCalledExactlyOnceWith(7);
  });
});
