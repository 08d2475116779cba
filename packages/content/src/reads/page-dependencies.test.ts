import { describe, expect, it } from "vitest";
import type { ContentRead } from "./content-reads.js";
import {
  emptyDependencies,
  pageOwner,
  pageUpdatedAt,
  pagesUsingReads,
  pruneReads,
  queryResultChanged,
  readsReaching,
  recordPage,
} from "./page-dependencies.js";

const read = (partial: Partial<ContentRead>): ContentRead => ({
  kind: "entries",
  query: {},
  contentType: undefined,
  items: [],
  total: 0,
  entries: {},
  assets: {},
  ...partial,
});

function site() {
  const deps = emptyDependencies();
  const settings = {
    key: "settings",
    read: read({
      contentType: "siteSettings",
      items: ["settings"],
      total: 1,
      entries: { settings: 2 },
      updatedAt: "2026-01-01T00:00:00Z",
    }),
  };
  const post = {
    key: "post-a",
    read: read({
      contentType: "pageBlogPost",
      query: { "fields.slug": "a" },
      items: ["a"],
      total: 1,
      entries: { a: 3, cat: 1, b: 1 },
      assets: { img: 1 },
      updatedAt: "2026-03-01T00:00:00Z",
    }),
  };
  const list1 = {
    key: "blog-1",
    read: read({
      contentType: "pageBlogPost",
      query: { skip: 0 },
      items: ["a", "b"],
      total: 3,
      entries: { a: 3, b: 1 },
    }),
  };
  const list2 = {
    key: "blog-2",
    read: read({ contentType: "pageBlogPost", query: { skip: 2 }, items: ["c"], total: 3, entries: { c: 1 } }),
  };
  const videos = { key: "videos", read: read({ contentType: "video", items: ["v"], total: 1, entries: { v: 1 } }) };
  recordPage(deps, "/blog/a", [settings, post]);
  recordPage(deps, "/blog", [settings, list1]);
  recordPage(deps, "/blog?page=2", [settings, list2]);
  recordPage(deps, "/videos", [settings, videos]);
  return deps;
}

describe("page dependencies", () => {
  it("finds the pages that read a changed entry, linked entry or asset", () => {
    const deps = site();
    expect([...pagesUsingReads(deps, readsReaching(deps, [{ kind: "Entry", id: "b" }]))].sort()).toEqual([
      "/blog",
      "/blog/a",
    ]);
    expect([...pagesUsingReads(deps, readsReaching(deps, [{ kind: "Asset", id: "img" }]))]).toEqual(["/blog/a"]);
    expect(pagesUsingReads(deps, readsReaching(deps, [{ kind: "Entry", id: "settings" }])).size).toBe(4);
    expect(pagesUsingReads(deps, readsReaching(deps, [{ kind: "Asset", id: "a" }])).size).toBe(0);
  });

  it("sees a shifted page of a list by its items and total", () => {
    const before = read({ items: ["a", "b"], total: 3 });
    expect(queryResultChanged(before, read({ items: ["a", "b"], total: 3 }))).toBe(false);
    expect(queryResultChanged(before, read({ items: ["n", "a"], total: 4 }))).toBe(true);
    expect(queryResultChanged(before, read({ items: ["b", "a"], total: 3 }))).toBe(true);
    expect(queryResultChanged(before, read({ items: ["a", "b"], total: 2 }))).toBe(true);
  });

  it("knows which entry a page exists because of, and its latest update", () => {
    const deps = site();
    expect(pageOwner(deps, "/blog/a")).toBe("a");
    expect(pageOwner(deps, "/blog")).toBeUndefined();
    expect(pageUpdatedAt(deps, "/blog/a")).toBe("2026-03-01T00:00:00Z");
    expect(pageUpdatedAt(deps, "/videos")).toBe("2026-01-01T00:00:00Z");
  });

  it("drops calls no page uses", () => {
    const deps = site();
    delete deps.pages["/videos"];
    pruneReads(deps);
    expect(Object.keys(deps.reads).sort()).toEqual(["blog-1", "blog-2", "post-a", "settings"]);
  });
});
