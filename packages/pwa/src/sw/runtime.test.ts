import { IDBFactory } from "fake-indexeddb";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CACHE_PAGE_MESSAGE, OUTBOX_SYNC_TAG } from "../constants.js";
import { createOutbox } from "../outbox.js";

type Listener = (event: { tag?: string; data?: unknown; waitUntil(promise: Promise<unknown>): void }) => void;

const listeners = new Map<string, Listener>();
const network = {
  up: true,
  sent: [] as string[],
  pages: new Map<string, { status: number; type: string; cacheControl?: string }>(),
};
const cached = new Map<string, unknown>();
const factory = new IDBFactory();

/** Dispatches an extendable event to the worker script and returns what it passed to waitUntil. */
function dispatch(type: string, event: { tag?: string; data?: unknown }): Promise<unknown> {
  let pending: Promise<unknown> = Promise.resolve("no waitUntil");
  listeners.get(type)?.({ ...event, waitUntil: (promise) => void (pending = promise) });
  return pending;
}

beforeAll(async () => {
  vi.stubGlobal("addEventListener", (type: string, listener: Listener) => listeners.set(type, listener));
  vi.stubGlobal("location", { origin: "https://site.test" });
  vi.stubGlobal("indexedDB", factory);
  vi.stubGlobal("caches", {
    open: () =>
      Promise.resolve({
        put: (url: string, response: unknown) => void cached.set(url, response),
        keys: () => Promise.resolve([...cached.keys()].map((url) => new Request(url))),
        match: (request: Request) => Promise.resolve(cached.get(request.url)),
        delete: (request: Request) => Promise.resolve(cached.delete(request.url)),
      }),
  });
  vi.stubGlobal("fetch", (url: string) => {
    if (!network.up) return Promise.reject(new TypeError("Failed to fetch"));
    const page = network.pages.get(url);
    if (page)
      return Promise.resolve({
        status: page.status,
        ok: page.status === 200,
        headers: new Headers({
          "content-type": page.type,
          date: new Date().toUTCString(),
          ...(page.cacheControl ? { "cache-control": page.cacheControl } : {}),
        }),
      });
    network.sent.push(url);
    return Promise.resolve({ ok: true, status: 200 });
  });
  await import("./runtime.js");
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe("the service worker's runtime additions", () => {
  it("replays the outbox on Background Sync and fails the sync (to be retried) while submissions remain", async () => {
    const page = createOutbox({
      indexedDB: factory,
      isOnline: () => false,
      requestSync: () => Promise.resolve(),
      locks: undefined,
    });
    await page.send("/api/leads", { firstName: "Ada" });

    network.up = false;
    await expect(dispatch("sync", { tag: OUTBOX_SYNC_TAG })).rejects.toThrow(
      "1 saved submission(s) could not be sent yet",
    );
    network.up = true;
    await expect(dispatch("sync", { tag: "another-tag" })).resolves.toBe("no waitUntil");
    await expect(dispatch("sync", { tag: OUTBOX_SYNC_TAG })).resolves.toBeUndefined();
    expect(network.sent).toEqual(["/api/leads"]);
    expect(await page.entries()).toEqual([]);
  });

  it("keeps a same-origin HTML page it is asked to keep, and nothing else", async () => {
    network.pages.set("https://site.test/blog", { status: 200, type: "text/html; charset=utf-8" });
    network.pages.set("https://site.test/missing", { status: 404, type: "text/html; charset=utf-8" });
    network.pages.set("https://site.test/data.json", { status: 200, type: "application/json" });
    network.pages.set("https://site.test/resources/calculators?magi=150000&filingStatus=single", {
      status: 200,
      type: "text/html; charset=utf-8",
      cacheControl: "no-store",
    });
    await dispatch("message", {
      data: { type: CACHE_PAGE_MESSAGE, url: "/resources/calculators?magi=150000&filingStatus=single" },
    });
    await dispatch("message", { data: { type: CACHE_PAGE_MESSAGE, url: "/blog" } });
    await dispatch("message", { data: { type: CACHE_PAGE_MESSAGE, url: "/missing" } });
    await dispatch("message", { data: { type: CACHE_PAGE_MESSAGE, url: "/data.json" } });
    await dispatch("message", { data: { type: CACHE_PAGE_MESSAGE, url: "https://elsewhere.test/" } });
    await expect(dispatch("message", { data: { type: "SKIP_WAITING" } })).resolves.toBe("no waitUntil");
    expect([...cached.keys()]).toEqual(["https://site.test/blog"]);
  });

  it("drops kept pages past the bound when a new version activates", async () => {
    cached.clear();
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toUTCString();
    cached.set("https://site.test/old", { headers: new Headers({ date: old }) });
    cached.set("https://site.test/recent", { headers: new Headers({ date: new Date().toUTCString() }) });
    await dispatch("activate", {});
    expect([...cached.keys()]).toEqual(["https://site.test/recent"]);
  });
});
