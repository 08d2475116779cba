import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_DELAYS, formatDelay, parseRetryDelays, retryDelay } from "./retry-schedule.js";

describe("retry schedule", () => {
  it("parses delays and refuses bad ones with the variable's name", () => {
    expect(parseRetryDelays("10s, 1m,5m,30m,2h,6h,1d,250ms")).toEqual([
      10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 86_400_000, 250,
    ]);
    for (const bad of ["", ",", "10", "10 s", "5x", "8d", "50ms"])
      expect(() => parseRetryDelays(bad)).toThrow(/SUBMISSION_RETRY_DELAYS/);
  });

  it("retries for about 3 days by default", () => {
    const total = parseRetryDelays(DEFAULT_RETRY_DELAYS).reduce((sum, delay) => sum + delay, 0);
    expect(total / 86_400_000).toBeGreaterThan(3);
    expect(total / 86_400_000).toBeLessThan(3.5);
  });

  it("spreads each delay by ±20 % and ends when the schedule is spent", () => {
    expect(retryDelay([10_000, 60_000], 1, () => 0)).toBe(8_000);
    expect(retryDelay([10_000, 60_000], 1, () => 1)).toBe(12_000);
    expect(retryDelay([10_000, 60_000], 2, () => 0.5)).toBe(60_000);
    expect(retryDelay([10_000, 60_000], 3, () => 0.5)).toBeNull();
  });

  it("formats delays for log lines", () => {
    expect([formatDelay(9_600), formatDelay(302_000), formatDelay(7_800_000)]).toEqual(["10s", "5m 2s", "2h 10m"]);
  });
});
