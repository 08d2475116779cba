import { describe, expect, it } from "vitest";
import { median, percentile } from "./stats.js";

describe("bench statistics", () => {
  it("takes the nearest rank of unsorted values, and NaN of none", () => {
    const values = [9, 1, 5, 3, 7, 2, 8, 4, 10, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
    // The input is left as it was.
    expect(values[0]).toBe(9);
  });

  it("takes the middle value (the upper of an even count)", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });
});
