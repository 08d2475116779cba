import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startUpdateChecks } from "./update-check.js";

const HOUR = 3_600_000;

function setup({ online = true, status = 200 }: { online?: boolean; status?: number } = {}) {
  const state = { online, status };
  const registration = { update: vi.fn(() => Promise.resolve()) };
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve({ status: state.status }));
  const stop = startUpdateChecks({ registration, fetch, isOnline: () => state.online });
  return { state, registration, fetch, stop };
}

describe("startUpdateChecks", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("re-fetches /sw.js without caching every hour and asks for an update on 200", async () => {
    const { fetch, registration, stop } = setup();
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/sw.js", {
      cache: "no-store",
      headers: { "cache-control": "no-cache" },
    });
    expect(registration.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(registration.update).toHaveBeenCalledTimes(2);
    stop();
  });

  it("does not fetch while offline and resumes when back online", async () => {
    const { state, fetch, stop } = setup({ online: false });
    await vi.advanceTimersByTimeAsync(HOUR * 3);
    expect(fetch).not.toHaveBeenCalled();
    state.online = true;
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it("does not ask for an update when the script status is not 200", async () => {
    const { fetch, registration, stop } = setup({ status: 304 });
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(registration.update).not.toHaveBeenCalled();
    stop();
  });

  it("only logs a failed fetch or update and keeps checking", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const registration = { update: vi.fn(() => Promise.reject(new Error("update failed"))) };
    const fetch = vi
      .fn<(url: string, init: RequestInit) => Promise<{ status: number }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue({ status: 200 });
    const stop = startUpdateChecks({ registration, fetch, isOnline: () => true });
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(registration.update).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
  });

  it("stops checking after stop()", async () => {
    const { fetch, stop } = setup();
    await vi.advanceTimersByTimeAsync(HOUR);
    stop();
    await vi.advanceTimersByTimeAsync(HOUR * 5);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("uses the injected interval functions, script url and interval", () => {
    const setIntervalFn = vi.fn((_handler: () => void, _ms: number) => 42);
    const clearIntervalFn = vi.fn();
    const stop = startUpdateChecks({
      registration: { update: () => Promise.resolve() },
      scriptUrl: "/app/sw.js",
      intervalMs: 1000,
      setInterval: setIntervalFn,
      clearInterval: clearIntervalFn,
    });
    expect(setIntervalFn).toHaveBeenCalledWith(expect.any(Function), 1000);
    stop();
    stop();
    expect(clearIntervalFn).toHaveBeenCalledExactlyOnceWith(42);
  });
});
