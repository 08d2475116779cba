import { describe, expect, it } from "vitest";
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
