import { describe, expect, it } from "vitest";
import type { ContentRead } from "@tupelo-medicare/content/publishing";
import { changedFields, fieldHashes } from "@tupelo-medicare/content/publishing";
import {
  emptyDependencies,
  keepEntryFields,
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

describe("field-level dependencies (a synthetic record)", () => {
  const CARD = ["author", "category", "excerpt", "featuredImage", "publishedDate", "slug", "title"];
  const post = { title: "A", slug: "a", excerpt: "Short", contentBody: { nodeType: "document", content: [] } };

  /** /blog/a shows post a whole; /blog and / show it as a card; /sitemap shows its slug and title only. */
  function cardSite() {
    const deps = emptyDependencies();
    const hashes = { a: { revision: 3, fields: fieldHashes(post) } };
    const own = read({ query: { "fields.slug": "a" }, items: ["a"], total: 1, entries: { a: 3 } });
    const cards = read({ query: { skip: 0 }, items: ["a", "b"], entries: { a: 3, b: 1 }, shown: { a: CARD, b: CARD } });
    const latest = read({ query: { limit: 3 }, items: ["a"], entries: { a: 3 }, shown: { a: CARD }, hashes });
    const links = read({
      query: { select: ["fields.slug", "fields.title"] },
      items: ["a"],
      entries: { a: 3 },
      shown: { a: ["slug", "title"] },
    });
    recordPage(deps, "/blog/a", [{ key: "own", read: own }]);
    recordPage(deps, "/blog", [{ key: "cards", read: { ...cards, hashes } }]);
    recordPage(deps, "/", [{ key: "latest", read: latest }]);
    recordPage(deps, "/sitemap", [{ key: "links", read: links }]);
    return deps;
  }
  const pagesFor = (deps: ReturnType<typeof cardSite>, fields: Record<string, unknown> | null) => {
    const change = { kind: "Entry" as const, id: "a", fields: changedFields(deps.fields?.a, fields) };
    return [...pagesUsingReads(deps, readsReaching(deps, [change]))].sort();
  };

  it("keeps each shown entry's field hashes once, beside the calls (not in them)", () => {
    const deps = cardSite();
    expect(deps.fields?.a).toEqual({ revision: 3, fields: fieldHashes(post) });
    expect(deps.reads.cards!.hashes).toBeUndefined();
  });

  it("a body edit re-renders the post's own page alone", () => {
    const deps = cardSite();
    const edited = { ...post, contentBody: { nodeType: "document", content: [{ nodeType: "paragraph" }] } };
    expect(changedFields(deps.fields?.a, edited)).toEqual(["contentBody"]);
    expect(pagesFor(deps, edited)).toEqual(["/blog/a"]);
  });

  it("a title edit re-renders every page that shows the card (and the title)", () => {
    expect(pagesFor(cardSite(), { ...post, title: "B" })).toEqual(["/", "/blog", "/blog/a", "/sitemap"]);
  });

  it("an excerpt edit reaches the cards but not the slug-and-title list", () => {
    expect(pagesFor(cardSite(), { ...post, excerpt: "Longer" })).toEqual(["/", "/blog", "/blog/a"]);
  });

  it("a field filled for the first time or emptied counts as changed", () => {
    expect(changedFields(cardSite().fields?.a, { ...post, author: "Ann" })).toEqual(["author"]);
    const { excerpt: _excerpt, ...withoutExcerpt } = post;
    expect(pagesFor(cardSite(), withoutExcerpt)).toEqual(["/", "/blog", "/blog/a"]);
  });

  it("is conservative when it cannot compare: an entry with no kept hashes, a removed entry, or no field list", () => {
    const all = ["/", "/blog", "/blog/a", "/sitemap"];
    const deps = cardSite();
    delete deps.fields;
    expect(pagesFor(deps, { ...post, contentBody: null })).toEqual(all);
    expect(pagesFor(cardSite(), null)).toEqual(all);
    const unknown = cardSite();
    expect([...pagesUsingReads(unknown, readsReaching(unknown, [{ kind: "Entry", id: "a" }]))].sort()).toEqual(all);
    // A record from before field-level dependencies (no `shown`): every page that read the entry.
    const old = cardSite();
    for (const call of Object.values(old.reads)) delete call.shown;
    const change = { kind: "Entry" as const, id: "a", fields: ["contentBody"] };
    expect([...pagesUsingReads(old, readsReaching(old, [change]))].sort()).toEqual(all);
  });

  it("two changes of one entry count the fields of both; an unknown one counts every field", () => {
    const deps = cardSite();
    const twice = readsReaching(deps, [
      { kind: "Entry", id: "a", fields: ["contentBody"] },
      { kind: "Entry", id: "a", fields: ["excerpt"] },
    ]);
    expect([...pagesUsingReads(deps, twice)].sort()).toEqual(["/", "/blog", "/blog/a"]);
    const unknown = readsReaching(deps, [
      { kind: "Entry", id: "a", fields: ["contentBody"] },
      { kind: "Entry", id: "a" },
    ]);
    expect(pagesUsingReads(deps, unknown).size).toBe(4);
  });

  it("keeps the older revision's hashes when two reads saw two revisions, and both reads' fields at one", () => {
    const deps = emptyDependencies();
    const seen = (revision: number, fields: Record<string, unknown>) =>
      read({
        items: ["a"],
        entries: { a: revision },
        shown: { a: ["title"] },
        hashes: { a: { revision, fields: fieldHashes(fields) } },
      });
    recordPage(deps, "/x", [{ key: "x", read: seen(4, { title: "new" }) }]);
    recordPage(deps, "/y", [{ key: "y", read: seen(3, { title: "old" }) }]);
    recordPage(deps, "/z", [{ key: "z", read: seen(3, { slug: "a" }) }]);
    expect(deps.fields?.a).toEqual({ revision: 3, fields: fieldHashes({ title: "old", slug: "a" }) });
    // The page rendered from revision 3 is compared with revision 3: a title now "new" re-renders it.
    expect(changedFields(deps.fields?.a, { title: "new", slug: "a" })).toEqual(["title"]);
    // A `select` read carries no revision (0): its fields join in; a field it saw otherwise is dropped (changed).
    recordPage(deps, "/s", [{ key: "s", read: seen(0, { slug: "a", excerpt: "e" }) }]);
    expect(deps.fields?.a).toEqual({ revision: 3, fields: fieldHashes({ title: "old", slug: "a", excerpt: "e" }) });
    recordPage(deps, "/t", [{ key: "t", read: seen(0, { title: "other" }) }]);
    expect(deps.fields?.a).toEqual({ revision: 3, fields: fieldHashes({ slug: "a", excerpt: "e" }) });
    expect(changedFields(deps.fields?.a, { title: "old", slug: "a", excerpt: "e" })).toEqual(["title"]);
  });

  it("replaces an entry's hashes with the delivered entry (keepEntryFields), and forgets unshown entries", () => {
    const deps = cardSite();
    keepEntryFields(deps, "a", { revision: 9, fields: { ...post, title: "B" } });
    expect(deps.fields?.a).toEqual({ revision: 9, fields: fieldHashes({ ...post, title: "B" }) });
    keepEntryFields(deps, "a", null);
    expect(deps.fields?.a).toBeUndefined();
    const pruned = cardSite();
    delete pruned.pages["/blog"];
    delete pruned.pages["/"];
    delete pruned.pages["/sitemap"];
    pruneReads(pruned);
    expect(pruned.fields).toEqual({});
  });

  it("hashes a field the same whether its links are resolved or not", () => {
    const link = { sys: { type: "Link", linkType: "Entry", id: "cat" } };
    const resolved = { sys: { type: "Entry", id: "cat", revision: 2 }, fields: { name: "Basics" } };
    expect(fieldHashes({ category: [link], body: { data: { target: link } } })).toEqual(
      fieldHashes({ category: [resolved], body: { data: { target: resolved } } }),
    );
    expect(fieldHashes({ a: { x: 1, y: 2 } })).toEqual(fieldHashes({ a: { y: 2, x: 1 } }));
    expect(fieldHashes({ a: "1" }).a).not.toBe(fieldHashes({ a: 1 }).a);
  });
});
