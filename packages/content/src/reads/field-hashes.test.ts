import { describe, expect, it } from "vitest";
import { changedFields, fieldHashes } from "./field-hashes.js";

const link = (id: string) => ({ sys: { type: "Link", linkType: "Entry", id } });

describe("fieldHashes", () => {
  it("hashes the fields named, the same as when every field is hashed, and skips names the entry lacks", () => {
    const fields = { title: "Part B", body: { nodeType: "document", content: [] }, related: [link("a")] };
    const all = fieldHashes(fields);
    expect(Object.keys(all).sort()).toEqual(["body", "related", "title"]);
    const some = fieldHashes({ ...fields }, ["title", "related", "excerpt"]);
    expect(some).toEqual({ title: all.title, related: all.related });
  });

  it("hashes a link and the entry it resolves to the same", () => {
    const resolved = { sys: { type: "Entry", id: "a" }, fields: { title: "Linked" } };
    expect(fieldHashes({ related: [resolved] }).related).toBe(fieldHashes({ related: [link("a")] }).related);
  });
});

describe("changedFields", () => {
  it("names the fields whose hash changed, and counts a field not kept as changed", () => {
    const before = { revision: 3, fields: { ...fieldHashes({ title: "Old", excerpt: "Same" }) } };
    expect(changedFields(before, { title: "New", excerpt: "Same", body: "Long text" })?.sort()).toEqual([
      "body",
      "title",
    ]);
    expect(changedFields(undefined, { title: "New" })).toBeUndefined();
  });
});
