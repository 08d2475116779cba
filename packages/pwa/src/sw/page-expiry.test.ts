import { describe, expect, it } from "vitest";
import { PAGES_CACHE_EXPIRATION } from "../constants.js";
import { expirePages } from "./page-expiry.js";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse("2026-12-01T12:00:00.000Z");

/** A Cache of pages answered `daysAgo` before NOW (null: no Date header). */
function cacheOf(pages: Record<string, number | null>) {
  const store = new Map(
    Object.entries(pages).map(([url, daysAgo]) => [
      url,
      new Response("page", {
        headers: daysAgo === null ? {} : { date: new Date(NOW - daysAgo * DAY).toUTCString() },
      }),
    ]),
  );
  return {
    store,
    keys: () => Promise.resolve([...store.keys()].map((url) => new Request(url))),
    match: (request: Request) => Promise.resolve(store.get(request.url)),
    delete: (request: Request) => Promise.resolve(store.delete(request.url)),
  };
}

describe("expirePages", () => {
  it("keeps pages for 7 days and at most 50", () => {
    expect(PAGES_CACHE_EXPIRATION).toEqual({ maxEntries: 50, maxAgeSeconds: 7 * 24 * 60 * 60 });
  });

  it("drops pages answered more than maxAgeSeconds ago and those without a date", async () => {
    const cache = cacheOf({
      "https://site.test/": 0,
      "https://site.test/six-days": 6.9,
      "https://site.test/eight-days": 8,
      "https://site.test/undated": null,
    });
    await expect(expirePages(cache, PAGES_CACHE_EXPIRATION, NOW)).resolves.toBe(2);
    expect([...cache.store.keys()].sort()).toEqual(["https://site.test/", "https://site.test/six-days"]);
  });

  it("drops the oldest beyond maxEntries", async () => {
    const cache = cacheOf({ "https://site.test/a": 3, "https://site.test/b": 1, "https://site.test/c": 2 });
    await expect(expirePages(cache, { maxEntries: 2, maxAgeSeconds: 30 * 86_400 }, NOW)).resolves.toBe(1);
    expect([...cache.store.keys()].sort()).toEqual(["https://site.test/b", "https://site.test/c"]);
  });
});
