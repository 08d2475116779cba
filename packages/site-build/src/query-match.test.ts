import { describe, expect, it } from "vitest";
import type { ContentRead } from "@tupelo-medicare/content/publishing";
import { couldAlter } from "./query-match.js";

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
});
