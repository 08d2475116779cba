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
      outboxExpired: false,
    });
  });

  it("never hides 'App Ready Offline' on a timer alone", () => {
    const notices = createNoticeController();
    notices.offlineReady();
    vi.advanceTimersByTime(24 * 3_600_000);
    expect(notices.getState().offlineReady).toBe(true);
  });

  it("hides 'App Ready Offline' when the visitor moves on at 5000 ms, not at 4999", () => {
    const notices = createNoticeController();
    notices.offlineReady();
    vi.advanceTimersByTime(4999);
    notices.movedOn();
    expect(notices.getState().offlineReady).toBe(true);
    vi.advanceTimersByTime(1);
    expect(notices.getState().offlineReady).toBe(true);
    notices.movedOn();
    expect(notices.getState().offlineReady).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps 'App Ready Offline' while the pointer or focus holds it, and lets it go after", () => {
    const notices = createNoticeController();
    notices.offlineReady();
    notices.hold(true);
    vi.advanceTimersByTime(60_000);
    notices.movedOn();
    expect(notices.getState().offlineReady).toBe(true);
    notices.hold(false);
    notices.movedOn();
    expect(notices.getState().offlineReady).toBe(false);
  });

  it("counts the 5000 ms only while the page is visible, from the start each time it is seen again", () => {
    const notices = createNoticeController();
    notices.pageVisible(false);
    notices.offlineReady();
    vi.advanceTimersByTime(60_000);
    notices.movedOn();
    expect(notices.getState().offlineReady).toBe(true);
    notices.pageVisible(true);
    vi.advanceTimersByTime(3000);
    notices.pageVisible(false);
    notices.pageVisible(true);
    vi.advanceTimersByTime(4999);
    notices.movedOn();
    expect(notices.getState().offlineReady).toBe(true);
    vi.advanceTimersByTime(1);
    notices.movedOn();
    expect(notices.getState().offlineReady).toBe(false);
  });

  it("restarts the 5000 ms when offline-ready is reported again", () => {
    const notices = createNoticeController();
    notices.offlineReady();
    vi.advanceTimersByTime(6000);
    notices.offlineReady();
    vi.advanceTimersByTime(4999);
    notices.movedOn();
    expect(notices.getState().offlineReady).toBe(true);
    vi.advanceTimersByTime(1);
    notices.movedOn();
    expect(notices.getState().offlineReady).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("dismisses 'App Ready Offline' at once with its close button, and forgets the time it was seen", () => {
    const notices = createNoticeController();
    notices.offlineReady();
    notices.dismissOfflineReady();
    expect(notices.getState().offlineReady).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    notices.offlineReady();
    notices.movedOn();
    expect(notices.getState().offlineReady).toBe(true);
  });

  it("dismisses 'Working Offline' until the connection is lost again", () => {
    const notices = createNoticeController();
    notices.offline();
    notices.dismissOffline();
    expect(notices.getState().offline).toBe(false);
    notices.online();
    notices.offline();
    expect(notices.getState().offline).toBe(true);
  });

  it("shows 'Request Not Sent' when a kept submission expired, until it is dismissed (never on a timer)", () => {
    const notices = createNoticeController();
    const seen: boolean[] = [];
    notices.subscribe((state) => seen.push(state.outboxExpired));
    notices.outboxExpired();
    notices.outboxExpired();
    notices.movedOn();
    vi.advanceTimersByTime(600_000);
    expect(notices.getState().outboxExpired).toBe(true);
    notices.dismissOutboxExpired();
    expect(notices.getState().outboxExpired).toBe(false);
    expect(seen).toEqual([true, false]);
    notices.outboxExpired();
    notices.dismissAll();
    expect(notices.getState().outboxExpired).toBe(false);
  });

  it("dismisses every notice at once (Escape)", () => {
    const notices = createNoticeController();
    notices.updateAvailable();
    notices.offlineReady();
    notices.offline();
    notices.dismissAll();
    expect(notices.getState()).toEqual({
      updateAvailable: false,
      offlineReady: false,
      offline: false,
      outboxExpired: false,
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("moving on leaves the update and offline notices alone", () => {
    const notices = createNoticeController();
    notices.updateAvailable();
    notices.offline();
    vi.advanceTimersByTime(60_000);
    notices.movedOn();
    expect(notices.getState()).toEqual({
      updateAvailable: true,
      offlineReady: false,
      offline: true,
      outboxExpired: false,
    });
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
    expect(listener).toHaveBeenCalledExactlyOnceWith({
      updateAvailable: false,
      offlineReady: false,
      offline: true,
      outboxExpired: false,
    });
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
