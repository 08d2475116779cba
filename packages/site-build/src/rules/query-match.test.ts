import { describe, expect, it } from "vitest";
import type { ContentRead } from "@tupelo-medicare/content/publishing";
import { couldAlter, fieldsDecidingAnswer } from "./query-match.js";

const read = (query: Record<string, unknown>, contentType = "pageBlogPost"): ContentRead => ({
  kind: "entries",
  query,
  contentType,
  items: [],
  total: 0,
  entries: {},
  assets: {},
});
const post = (fields: Record<string, unknown> | null) => ({
  change: { kind: "Entry" as const, id: "p", contentType: "pageBlogPost" },
  fields,
});

describe("which recorded queries a changed entry could alter", () => {
  it("reruns every list of the entry's content type, and none of other types", () => {
    expect(couldAlter(read({ content_type: "pageBlogPost", skip: 6, limit: 6 }), post({ slug: "x" }))).toBe(true);
    expect(couldAlter(read({ content_type: "video" }, "video"), post({ slug: "x" }))).toBe(false);
  });

  it("reruns a slug lookup only for the entry's new slug", () => {
    expect(
      couldAlter(
        read({ content_type: "pageBlogPost", "fields.slug": "new-slug", limit: 1 }),
        post({ slug: "new-slug" }),
      ),
    ).toBe(true);
    expect(
      couldAlter(read({ content_type: "pageBlogPost", "fields.slug": "other", limit: 1 }), post({ slug: "new-slug" })),
    ).toBe(false);
  });

  it("skips lookups for an entry that is gone (the pages that showed it read it already), but not lists", () => {
    expect(couldAlter(read({ "fields.slug": "x" }), post(null))).toBe(false);
    expect(couldAlter(read({ content_type: "pageBlogPost", skip: 0 }), post(null))).toBe(true);
  });

  it("never reruns for an asset", () => {
    expect(couldAlter(read({}), { change: { kind: "Asset", id: "img" }, fields: null })).toBe(false);
  });

  it("skips the lists whose filters and order read none of the fields that changed", () => {
    const blogPage = { content_type: "pageBlogPost", order: ["-fields.publishedDate", "sys.id"], skip: 6, limit: 6 };
    const categoryPage = { ...blogPage, "fields.category.sys.id": "cat-1" };
    const edited = (fields: string[] | undefined) => ({
      change: { kind: "Entry" as const, id: "p", contentType: "pageBlogPost", fields },
      fields: { slug: "x" },
    });
    // A title or body edit moves no post in a list ordered by date, filtered by category.
    expect(couldAlter(read(blogPage), edited(["title", "body"]))).toBe(false);
    expect(couldAlter(read(categoryPage), edited(["title"]))).toBe(false);
    // The date orders it; the category filters it; unknown fields (a new or removed post) count as changed.
    expect(couldAlter(read(blogPage), edited(["publishedDate"]))).toBe(true);
    expect(couldAlter(read(categoryPage), edited(["category"]))).toBe(true);
    expect(couldAlter(read(categoryPage), edited(undefined))).toBe(true);
    // An operator on a field: only that field decides.
    const statePages = {
      content_type: "pageBlogPost",
      "fields.pageSlug[match]": "medicare-in-",
      order: "fields.title",
    };
    expect(couldAlter(read(statePages), edited(["body"]))).toBe(false);
    expect(couldAlter(read(statePages), edited(["pageSlug"]))).toBe(true);
  });

  it("reruns a list that depends on more than named fields, whatever changed", () => {
    expect(fieldsDecidingAnswer({ content_type: "x", limit: 6 })).toBeUndefined();
    expect(fieldsDecidingAnswer({ content_type: "x", limit: 1 })).toBeUndefined();
    // A post looked up by its slug: only the slug decides.
    expect(fieldsDecidingAnswer({ content_type: "x", "fields.slug": "a", include: 4, limit: 1 })).toEqual(
      new Set(["slug"]),
    );
    expect(fieldsDecidingAnswer({ order: "-sys.updatedAt" })).toBeUndefined();
    expect(fieldsDecidingAnswer({ order: "sys.id", query: "medigap" })).toBeUndefined();
    expect(fieldsDecidingAnswer({ order: "sys.id", "metadata.tags.sys.id[in]": "a" })).toBeUndefined();
    expect(fieldsDecidingAnswer({ order: "sys.id", links_to_entry: "e" })).toBeUndefined();
    expect(
      fieldsDecidingAnswer({ order: ["-fields.publishedDate", "sys.id"], "sys.id[in]": "a,b", select: "fields.slug" }),
    ).toEqual(new Set(["publishedDate"]));
  });
});
