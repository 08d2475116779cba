import { describe, expect, it, vi } from "vitest";
import { createEmbeddedContentClient } from "../embedded/index.js";
import type { ContentRead } from "./content-reads.js";
import { collectReferences, createReadCache, readKey } from "./content-reads.js";

describe("content reads", () => {
  it("records a post, its linked entries, assets and rich-text embeds with their revisions", async () => {
    const reads: ContentRead[] = [];
    const client = createEmbeddedContentClient({ strict: true, onRead: (read) => reads.push(read) });
    const post = await client.getBlogPost("turning-65-medicare-checklist");
    expect(post?.title).toMatch(/Turning 65/);
    expect(reads).toHaveLength(1);
    const [read] = reads;
    expect(read!.kind).toBe("entries");
    expect(read!.contentType).toBe("pageBlogPost");
    expect(read!.query["fields.slug"]).toBe("turning-65-medicare-checklist");
    expect(read!.items).toEqual(["post-turning-65-medicare-checklist"]);
    expect(read!.entries["post-turning-65-medicare-checklist"]).toBeGreaterThanOrEqual(1);
    expect(read!.entries["cat-medicare-basics"]).toBeGreaterThanOrEqual(1);
    expect(read!.entries["cta-free-guide"]).toBeGreaterThanOrEqual(1);
    expect(read!.assets["img-blog-turning-65"]).toBeGreaterThanOrEqual(1);
  });

  it("records a collection query with its paging, items in order and total", async () => {
    const reads: ContentRead[] = [];
    const client = createEmbeddedContentClient({ onRead: (read) => reads.push(read) });
    const page = await client.getBlogPosts({ page: 2, limit: 6 });
    const read = reads.at(-1)!;
    expect(read.query).toMatchObject({ content_type: "pageBlogPost", skip: 6, limit: 6 });
    expect(read.items).toEqual(page.items.map((item) => item.id));
    expect(read.total).toBe(page.total);
  });

  it("records a missing entry read by id, so publishing it later re-renders the reader", async () => {
    const reads: ContentRead[] = [];
    const client = createEmbeddedContentClient({ onRead: (read) => reads.push(read) });
    expect(await client.getEntry("not-there")).toBeNull();
    expect(reads[0]!.entries).toEqual({ "not-there": 0 });
  });

  it("keeps unresolved links and survives circular graphs", () => {
    const a: Record<string, unknown> = { sys: { id: "a", type: "Entry", revision: 3 }, fields: {} };
    const b = {
      sys: { id: "b", type: "Entry", revision: 1 },
      fields: { back: a, missing: { sys: { type: "Link", linkType: "Entry", id: "c" } } },
    };
    (a.fields as Record<string, unknown>).next = b;
    const into = { entries: {}, assets: {} };
    collectReferences(a, into);
    expect(into.entries).toEqual({ a: 3, b: 1, c: 0 });
  });

  it("with a depth, records entries only as far as view models copy them (deeper ones as links, not walked)", () => {
    const chain = (id: number, to?: unknown): Record<string, unknown> => ({
      sys: { id: `e${id}`, type: "Entry", revision: 1 },
      fields: { next: to, image: { sys: { id: `img${id}`, type: "Asset", revision: 1 } } },
    });
    let node: unknown;
    for (let id = 6; id >= 0; id -= 1) node = chain(id, node);
    const into = { entries: {}, assets: {} };
    collectReferences([node], into, 2);
    // e0..e2 are copied (walked), e3 is left as a link: recorded, not walked.
    expect(Object.keys(into.entries).sort()).toEqual(["e0", "e1", "e2", "e3"]);
    expect(Object.keys(into.assets).sort()).toEqual(["img0", "img1", "img2"]);
  });

  it("shares identical calls through a read cache, and still tells each client what it read", async () => {
    const cache = createReadCache();
    const first: ContentRead[] = [];
    const second: ContentRead[] = [];
    const one = createEmbeddedContentClient({ readCache: cache, onRead: (read) => first.push(read) });
    const two = createEmbeddedContentClient({ readCache: cache, onRead: (read) => second.push(read) });
    const spy = vi.spyOn(cache, "set");
    await one.getSiteSettings();
    await two.getSiteSettings();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it("keys queries independently of parameter order", () => {
    expect(readKey("entries", { a: 1, b: ["x", "y"] })).toBe(readKey("entries", { b: ["x", "y"], a: 1 }));
    expect(readKey("entries", { a: 1 })).not.toBe(readKey("entry", { a: 1 }));
  });
});

describe("read cache", () => {
  it("keeps the most recently used answers up to its size", async () => {
    const cache = createReadCache({ maxEntries: 2 });
    cache.set("a", Promise.resolve(1));
    cache.set("b", Promise.resolve(2));
    expect(cache.get("a")).toBeDefined();
    cache.set("c", Promise.resolve(3));
    expect(cache.get("b")).toBeUndefined();
    expect(await cache.get("a")).toBe(1);
    expect(cache.size).toBe(2);
  });

  it("forgets a failed call", async () => {
    const cache = createReadCache();
    const failing = Promise.reject(new Error("down"));
    cache.set("x", failing);
    await failing.catch(() => undefined);
    await Promise.resolve();
    expect(cache.get("x")).toBeUndefined();
  });
});
