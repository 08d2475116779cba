import { describe, expect, it } from "vitest";
import { COLD_POOL_THRESHOLD, POOL_THRESHOLD, rendersOnPool } from "./site-pass.js";

// The passes themselves render the web app's pages: their tests are in apps/web/src/regenerate (site-pass.test.ts).
describe("where a pass renders", () => {
  it("renders small passes in its own thread, and starts the pool's workers only for a large pass", () => {
    const cold = { size: 2, running: false };
    const warm = { size: 2, running: true };
    expect(rendersOnPool(warm, POOL_THRESHOLD)).toBe(false);
    expect(rendersOnPool(warm, POOL_THRESHOLD + 1)).toBe(true);
    expect(rendersOnPool(cold, POOL_THRESHOLD + 1)).toBe(false);
    expect(rendersOnPool(cold, COLD_POOL_THRESHOLD)).toBe(false);
    expect(rendersOnPool(cold, COLD_POOL_THRESHOLD + 1)).toBe(true);
  });

  it("never renders on a pool of size 0, or without one", () => {
    expect(rendersOnPool({ size: 0, running: false }, 10_000)).toBe(false);
    expect(rendersOnPool(undefined, 10_000)).toBe(false);
  });
});
