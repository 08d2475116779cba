import { describe, expect, it } from "vitest";
import { POST_VIEW } from "../reads/entry-views.js";
import { toPlainEntry } from "./plain.js";

const entry = (id: string, contentType: string, fields: Record<string, unknown>) => ({
  sys: {
    id,
    type: "Entry",
    contentType: { sys: { id: contentType, type: "Link", linkType: "ContentType" } },
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-02T00:00:00.000Z",
    space: {},
    revision: 3,
  },
  fields,
  metadata: { tags: [] },
});

describe("toPlainEntry", () => {
  it("copies a circular graph into JSON that serialises, leaving links at cycles", () => {
    const a = entry("a", "pageBlogPost", { title: "A" });
    const b = entry("b", "pageBlogPost", { title: "B", related: [a] });
    a.fields.related = [b];
    const plain = toPlainEntry(a);
    expect(() => JSON.stringify(plain)).not.toThrow();
    const related = plain.fields.related as Array<{ fields: { related: unknown[] } }>;
    expect(related[0]!.fields.related[0]).toEqual({ sys: { type: "Link", linkType: "Entry", id: "a" } });
  });
  it("stops at the depth limit", () => {
    const c = entry("c", "x", { title: "C" });
    const b = entry("b", "x", { child: c });
    const a = entry("a", "x", { child: b });
    const plain = toPlainEntry(a, 1);
    expect((plain.fields.child as { fields: { child: unknown } }).fields.child).toEqual({
      sys: { type: "Link", linkType: "Entry", id: "c" },
    });
  });
  it("keeps only the sys fields view models need", () => {
    expect(toPlainEntry(entry("a", "video", {})).sys).toEqual({
      id: "a",
      type: "Entry",
      contentType: { sys: { id: "video" } },
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-02T00:00:00.000Z",
    });
  });
  it("copies assets with their file details", () => {
    const asset = {
      sys: { id: "img", type: "Asset" },
      fields: {
        title: "T",
        file: {
          url: "//images.ctfassets.net/x.jpg",
          contentType: "image/jpeg",
          details: { size: 3, image: { width: 10, height: 5 } },
        },
      },
    };
    const plain = toPlainEntry(entry("a", "x", { image: asset }));
    expect(plain.fields.image).toMatchObject({
      sys: { id: "img", type: "Asset" },
      fields: {
        title: "T",
        file: { url: "//images.ctfassets.net/x.jpg", details: { image: { width: 10, height: 5 } } },
      },
    });
  });
  it("rejects values that are not entries", () => {
    expect(() => toPlainEntry({ sys: { type: "Asset", id: "x" } })).toThrow(TypeError);
  });
});

describe("toPlainEntry with a view", () => {
  const image = { sys: { id: "img", type: "Asset" }, fields: { title: "I", file: { url: "//x/i.jpg" } } };
  const body = (target: unknown) => ({
    nodeType: "document",
    data: {},
    content: [{ nodeType: "embedded-entry-block", data: { target }, content: [] }],
  });

  it("copies only what the view shows: a related post's card fields, an embedded entry's slimmed fields", () => {
    const deeper = entry("deeper", "pageBlogPost", { title: "Deeper" });
    const related = entry("r", "pageBlogPost", {
      title: "Related",
      slug: "related",
      excerpt: "E",
      featuredImage: image,
      contentBody: body(deeper),
      relatedBlogPosts: [deeper],
    });
    const callout = entry("c", "callout", { heading: "H", image, contentBody: body(deeper), links: [deeper] });
    const post = entry("p", "pageBlogPost", { title: "Post", contentBody: body(callout), relatedBlogPosts: [related] });

    const plain = toPlainEntry(post, undefined, { view: POST_VIEW });
    const [card] = plain.fields.relatedBlogPosts as Array<{ fields: Record<string, unknown> }>;
    expect(Object.keys(card!.fields).sort()).toEqual(["excerpt", "featuredImage", "slug", "title"]);
    const embedded = (plain.fields.contentBody as ReturnType<typeof body>).content[0]!.data.target as {
      fields: Record<string, unknown>;
    };
    expect(Object.keys(embedded.fields).sort()).toEqual(["heading", "image"]);
    // The post itself is shown whole; without a view every field of every entry is copied.
    expect(Object.keys(plain.fields).sort()).toEqual(["contentBody", "relatedBlogPosts", "title"]);
    const whole = toPlainEntry(post);
    const [wholeCard] = whole.fields.relatedBlogPosts as Array<{ fields: Record<string, unknown> }>;
    expect(Object.keys(wholeCard!.fields)).toContain("contentBody");
  });

  it("resolves links through the answer's resolver, leaving a link it cannot find as a link", () => {
    const target = entry("t", "x", { title: "T", image: { sys: { type: "Link", linkType: "Asset", id: "img" } } });
    const known = new Map<string, unknown>([
      ["Entry!t", target],
      ["Asset!img", image],
    ]);
    const resolve = (value: Record<string, unknown>) => {
      const sys = value.sys as { linkType: string; id: string };
      return known.get(`${sys.linkType}!${sys.id}`) as Record<string, unknown> | undefined;
    };
    const top = entry("a", "x", {
      found: { sys: { type: "Link", linkType: "Entry", id: "t" } },
      missing: { sys: { type: "Link", linkType: "Entry", id: "gone" } },
    });
    const plain = toPlainEntry(top, undefined, { resolve });
    expect(plain.fields.found).toMatchObject({ sys: { id: "t", type: "Entry" }, fields: { title: "T" } });
    expect((plain.fields.found as { fields: { image: unknown } }).fields.image).toMatchObject({
      sys: { id: "img", type: "Asset" },
    });
    expect(plain.fields.missing).toEqual({ sys: { type: "Link", linkType: "Entry", id: "gone" } });
  });
});
