import { describe, expect, it } from "vitest";
import { COLD_POOL_THRESHOLD, POOL_THRESHOLD, mapLimit, rankPages, rendersOnPool } from "./site-pass.js";

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

describe("rankPages", () => {
  it("puts the later pages of the lists last, and every other page first, in their order", () => {
    expect(
      rankPages([
        "/blog?page=2",
        "/blog/new-post",
        "/blog",
        "/blog?category=enrollment",
        "/blog?category=enrollment&page=3",
        "#not-found",
        "/videos?page=2",
        "/",
      ]),
    ).toEqual({
      first: ["/blog/new-post", "/blog", "/blog?category=enrollment", "#not-found", "/"],
      later: ["/blog?page=2", "/blog?category=enrollment&page=3", "/videos?page=2"],
    });
  });
});

describe("mapLimit", () => {
  it("starts nothing more once an item has failed", async () => {
    const started: number[] = [];
    await expect(
      mapLimit([1, 2, 3, 4, 5, 6, 7, 8], 2, async (item) => {
        started.push(item);
        if (item === 2) throw new Error("item 2 failed");
        await new Promise((resolve) => setTimeout(resolve, 20));
        return item;
      }),
    ).rejects.toThrow("item 2 failed");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started).toEqual([1, 2]);
  });
});
