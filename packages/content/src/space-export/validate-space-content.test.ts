import { describe, expect, it } from "vitest";
import { SpaceContentError, formatSpaceProblem, validateSpaceContent } from "./validate-space-content.js";
import type { SpaceContentType, SpaceEntity, SpaceField, SpaceFile, SpaceLocale } from "./types.js";

// Small hand-made spaces: one content type "page" (or as given), entries in en-US, published unless `draft`.

const link = (linkType: string, id: string) => ({ sys: { type: "Link" as const, linkType, id } });
const field = (id: string, type: string, extra: Partial<SpaceField> = {}): SpaceField => ({
  id,
  name: id,
  type,
  ...extra,
});
const contentType = (id: string, fields: SpaceField[]): SpaceContentType => ({
  sys: { id, type: "ContentType", publishedVersion: 1 },
  name: id,
  displayField: fields[0]?.id ?? null,
  fields,
});
const entry = (
  id: string,
  type: string,
  fields: Record<string, unknown>,
  options: { draft?: boolean } = {},
): SpaceEntity => ({
  sys: {
    id,
    type: "Entry",
    contentType: link("ContentType", type),
    version: 2,
    ...(options.draft ? {} : { publishedVersion: 1 }),
  },
  fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { "en-US": value }])),
});
const asset = (id: string, file: Record<string, unknown> | undefined): SpaceEntity => ({
  sys: { id, type: "Asset", version: 2, publishedVersion: 1 },
  fields: { title: { "en-US": id }, ...(file ? { file: { "en-US": file } } : {}) },
});
const enUS: SpaceLocale = { code: "en-US", name: "English (United States)", default: true };
const space = (
  parts: {
    contentTypes: SpaceContentType[];
    entries: SpaceEntity[];
    assets?: SpaceEntity[];
    locales?: SpaceLocale[];
  } & Partial<SpaceFile>,
): SpaceFile => ({
  tags: [],
  assets: [],
  locales: [enUS],
  ...parts,
});
/** [entity id, field, rule] of every problem. */
const rules = (file: SpaceFile) =>
  validateSpaceContent(file).map((problem) => [problem.id, problem.field, problem.rule]);

const doc = (...content: unknown[]) => ({ nodeType: "document", data: {}, content });
const paragraph = (...content: unknown[]) => ({ nodeType: "paragraph", data: {}, content });
const text = (value: string, ...marks: string[]) => ({
  nodeType: "text",
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const embedEntry = (id: string) => ({
  nodeType: "embedded-entry-block",
  data: { target: link("Entry", id) },
  content: [],
});

describe("validateSpaceContent", () => {
  it("finds no problems in a space whose entries fit their content types", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("title", "Symbol", { required: true, validations: [{ size: { max: 60 } }] }),
          field("slug", "Symbol", {
            required: true,
            validations: [{ unique: true }, { regexp: { pattern: "^[a-z0-9-]+$" } }],
          }),
          field("body", "RichText", {
            validations: [{ nodes: { "embedded-entry-block": [{ linkContentType: ["page"] }] } }],
          }),
          field("order", "Integer", { validations: [{ range: { min: 0 } }] }),
          field("kind", "Symbol", { validations: [{ in: ["guide", "news"] }] }),
          field("keywords", "Array", { items: { type: "Symbol", validations: [{ size: { max: 20 } }] } }),
          field("related", "Array", {
            items: { type: "Link", linkType: "Entry", validations: [{ linkContentType: ["page"] }] },
          }),
          field("image", "Link", { linkType: "Asset" }),
          field("date", "Date"),
          field("flag", "Boolean"),
          field("data", "Object"),
          field("where", "Location"),
          field("score", "Number"),
          field("notes", "Text"),
        ]),
      ],
      entries: [
        entry("a", "page", {
          title: "A",
          slug: "a",
          body: doc(paragraph(text("Hello")), embedEntry("b")),
          order: 1,
          kind: "guide",
          keywords: ["medicare"],
          related: [link("Entry", "b")],
          image: link("Asset", "img"),
          date: "2025-01-31",
          flag: true,
          data: { any: ["json"] },
          where: { lat: 34.26, lon: -88.7 },
          score: 4.5,
          notes: "Some notes",
        }),
        entry("b", "page", { title: "B", slug: "b", date: "2025-01-31T09:30:00.000Z" }),
      ],
      assets: [asset("img", { url: "/x.png", fileName: "x.png", contentType: "image/png" })],
    });
    expect(validateSpaceContent(file)).toEqual([]);
  });

  it("model: a content type field without an id", () => {
    const file = space({
      contentTypes: [contentType("page", [{ name: "Title", type: "Symbol" } as SpaceField])],
      entries: [],
    });
    expect(rules(file)).toEqual([["page", "#0", "model"]]);
  });

  it("duplicateId: two entries with one id", () => {
    const file = space({
      contentTypes: [contentType("page", [field("title", "Symbol")])],
      entries: [entry("a", "page", {}), entry("a", "page", {})],
    });
    expect(rules(file)).toEqual([["a", undefined, "duplicateId"]]);
  });

  it("contentType: an entry of a content type that is not in the file", () => {
    const file = space({
      contentTypes: [contentType("page", [field("title", "Symbol")])],
      entries: [entry("a", "post", { title: "A" })],
    });
    expect(rules(file)).toEqual([["a", undefined, "contentType"]]);
  });

  it("unknownField: a field the content type does not have", () => {
    const file = space({
      contentTypes: [contentType("page", [field("title", "Symbol")])],
      entries: [entry("a", "page", { title: "A", subtitle: "B" })],
    });
    expect(rules(file)).toEqual([["a", "subtitle", "unknownField"]]);
  });

  it("locale: a value in a locale the file does not have", () => {
    const a = entry("a", "page", {});
    a.fields.title = { "en-US": "A", "de-DE": "B" };
    const file = space({
      contentTypes: [contentType("page", [field("title", "Symbol", { localized: true })])],
      entries: [a],
    });
    expect(validateSpaceContent(file)).toEqual([
      expect.objectContaining({ id: "a", field: "title", locale: "de-DE", rule: "locale" }),
    ]);
  });

  it("required: a required field missing or blank in the default locale of a published entry", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("title", "Symbol", { required: true }),
          field("body", "RichText", { required: true }),
        ]),
      ],
      entries: [
        entry("missing", "page", { body: doc(paragraph(text("x"))) }),
        entry("blank", "page", { title: "  ", body: doc(paragraph(text(""))) }),
      ],
    });
    expect(rules(file)).toEqual([
      ["missing", "title", "required"],
      ["blank", "title", "required"],
      ["blank", "body", "required"],
    ]);
  });

  it("checks required fields and validations only on entries the import publishes; drafts stay drafts", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("title", "Symbol", { required: true, validations: [{ size: { max: 3 } }] }),
          field("order", "Integer"),
        ]),
      ],
      entries: [
        entry("draft", "page", { title: "Much too long" }, { draft: true }),
        entry("draft-2", "page", { order: "1" }, { draft: true }),
      ],
    });
    // Types are still checked: Contentful refuses to save a draft with a value of the wrong type.
    expect(rules(file)).toEqual([["draft-2", "order", "type"]]);
  });

  it("type: Symbol over 256 characters, and a value of the wrong type for each field type", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("symbol", "Symbol"),
          field("text", "Text"),
          field("integer", "Integer"),
          field("number", "Number"),
          field("date", "Date"),
          field("boolean", "Boolean"),
          field("object", "Object"),
          field("location", "Location"),
          field("rich", "RichText"),
          field("tags", "Array", { items: { type: "Symbol" } }),
          field("link", "Link", { linkType: "Entry" }),
        ]),
      ],
      entries: [
        entry("a", "page", {
          symbol: "x".repeat(257),
          text: 12,
          integer: 1.5,
          number: "3",
          date: "31/01/2025",
          boolean: "yes",
          object: "{}",
          location: { lat: 100, lon: 0 },
          rich: "<p>Hi</p>",
          tags: ["ok", 3],
          link: { id: "b" },
        }),
        entry("b", "page", { symbol: "x".repeat(256) }),
      ],
    });
    expect(rules(file)).toEqual(
      ["symbol", "text", "integer", "number", "date", "boolean", "object", "location", "rich", "tags", "link"].map(
        (id) => ["a", id, "type"],
      ),
    );
  });

  it("richText: a document Contentful would refuse (a text node directly in the document)", () => {
    const file = space({
      contentTypes: [contentType("page", [field("body", "RichText")])],
      entries: [entry("a", "page", { body: doc(text("loose text")) })],
    });
    expect(rules(file)).toEqual([["a", "body", "richText"]]);
  });

  it("linkType: a link to an asset in an entry link field, and in an array of entry links", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("cta", "Link", { linkType: "Entry" }),
          field("related", "Array", { items: { type: "Link", linkType: "Entry" } }),
        ]),
      ],
      entries: [entry("a", "page", { cta: link("Asset", "img"), related: [link("Asset", "img")] })],
      assets: [asset("img", { url: "/x.png", fileName: "x.png", contentType: "image/png" })],
    });
    expect(rules(file)).toEqual([
      ["a", "cta", "linkType"],
      ["a", "related", "linkType"],
    ]);
  });

  it("missingLink: links to entries and assets that are not in the file, in link fields, arrays and rich text", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("cta", "Link", { linkType: "Entry" }),
          field("images", "Array", { items: { type: "Link", linkType: "Asset" } }),
          field("body", "RichText"),
        ]),
      ],
      entries: [
        entry("a", "page", {
          cta: link("Entry", "gone"),
          images: [link("Asset", "gone-image")],
          body: doc(embedEntry("gone-too")),
        }),
      ],
    });
    expect(validateSpaceContent(file).map((problem) => [problem.field, problem.rule, problem.message])).toEqual([
      ["cta", "missingLink", "links to Entry 'gone', which is not in the file"],
      ["images", "missingLink", "item 0 links to Asset 'gone-image', which is not in the file"],
      ["body", "missingLink", "its embedded-entry-block node links to Entry 'gone-too', which is not in the file"],
    ]);
  });

  it("linkContentType: a link field, an array item and a rich text embedded entry linking to a type the model does not allow", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("cta", "Link", { linkType: "Entry", validations: [{ linkContentType: ["cta"] }] }),
          field("related", "Array", {
            items: { type: "Link", linkType: "Entry", validations: [{ linkContentType: ["page"] }] },
          }),
          field("body", "RichText", {
            validations: [{ nodes: { "embedded-entry-block": [{ linkContentType: ["video"] }] } }],
          }),
        ]),
        contentType("cta", [field("label", "Symbol")]),
      ],
      entries: [
        entry("a", "page", {
          cta: link("Entry", "b"),
          related: [link("Entry", "b"), link("Entry", "c")],
          body: doc(embedEntry("c")),
        }),
        entry("b", "page", {}),
        entry("c", "cta", { label: "Call us" }),
      ],
    });
    expect(rules(file)).toEqual([
      ["a", "cta", "linkContentType"],
      ["a", "related", "linkContentType"],
      ["a", "body", "linkContentType"],
    ]);
  });

  it("in: a value outside the allowed list, on a Symbol and on the items of a Symbol array", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("kind", "Symbol", { validations: [{ in: ["guide", "news"] }] }),
          field("tags", "Array", { items: { type: "Symbol", validations: [{ in: ["a", "b"] }] } }),
        ]),
      ],
      entries: [entry("a", "page", { kind: "blog", tags: ["a", "c"] })],
    });
    expect(rules(file)).toEqual([
      ["a", "kind", "in"],
      ["a", "tags", "in"],
    ]);
  });

  it("size: text length and number of array items", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("title", "Symbol", { validations: [{ size: { min: 5, max: 10 } }] }),
          field("tags", "Array", { items: { type: "Symbol" }, validations: [{ size: { max: 1 } }] }),
        ]),
      ],
      entries: [entry("a", "page", { title: "Hi", tags: ["a", "b"] }), entry("b", "page", { title: "Just right" })],
    });
    expect(
      validateSpaceContent(file).map((problem) => [problem.id, problem.field, problem.rule, problem.message]),
    ).toEqual([
      ["a", "title", "size", "length 2, allowed 5 to 10"],
      ["a", "tags", "size", "items 2, allowed at most 1"],
    ]);
  });

  it("regexp: a value that does not match the pattern, with the model's message", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("slug", "Symbol", {
            validations: [{ regexp: { pattern: "^[a-z-]+$", flags: null }, message: "Lowercase words and dashes" }],
          }),
        ]),
      ],
      entries: [entry("a", "page", { slug: "Not A Slug" }), entry("b", "page", { slug: "a-slug" })],
    });
    const problems = validateSpaceContent(file);
    expect(problems.map((problem) => [problem.id, problem.field, problem.rule])).toEqual([["a", "slug", "regexp"]]);
    expect(problems[0]?.message).toContain('(model message: "Lowercase words and dashes")');
  });

  it("prohibitRegexp: a value that matches a prohibited pattern", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("title", "Symbol", { validations: [{ prohibitRegexp: { pattern: "lorem", flags: "i" } }] }),
        ]),
      ],
      entries: [entry("a", "page", { title: "Lorem ipsum" }), entry("b", "page", { title: "Medicare" })],
    });
    expect(rules(file)).toEqual([["a", "title", "prohibitRegexp"]]);
  });

  it("unique: the same value in two published entries of the type (drafts and other types do not count)", () => {
    const file = space({
      contentTypes: [
        contentType("page", [field("slug", "Symbol", { validations: [{ unique: true }] })]),
        contentType("post", [field("slug", "Symbol", { validations: [{ unique: true }] })]),
      ],
      entries: [
        entry("a", "page", { slug: "home" }),
        entry("b", "page", { slug: "home" }),
        entry("c", "page", { slug: "home" }, { draft: true }),
        entry("d", "post", { slug: "home" }),
      ],
    });
    expect(
      validateSpaceContent(file).map((problem) => [problem.id, problem.field, problem.rule, problem.message]),
    ).toEqual([["b", "slug", "unique", `"home" is already used by published entry 'a'`]]);
  });

  it("range: a number outside the allowed range", () => {
    const file = space({
      contentTypes: [
        contentType("page", [field("rating", "Number", { validations: [{ range: { min: 1, max: 5 } }] })]),
      ],
      entries: [
        entry("a", "page", { rating: 5.5 }),
        entry("b", "page", { rating: 0 }),
        entry("c", "page", { rating: 4.8 }),
      ],
    });
    expect(rules(file)).toEqual([
      ["a", "rating", "range"],
      ["b", "rating", "range"],
    ]);
  });

  it("dateRange: a date outside the allowed range", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("date", "Date", { validations: [{ dateRange: { min: "2020-01-01", max: null } }] }),
        ]),
      ],
      entries: [entry("a", "page", { date: "2019-12-31" }), entry("b", "page", { date: "2020-01-01T00:00:00Z" })],
    });
    expect(rules(file)).toEqual([["a", "date", "dateRange"]]);
  });

  it("enabledNodeTypes and enabledMarks: rich text using a node type or mark the field does not enable", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("body", "RichText", { validations: [{ enabledNodeTypes: ["heading-2"] }, { enabledMarks: ["bold"] }] }),
        ]),
      ],
      entries: [
        entry("a", "page", {
          body: doc(
            { nodeType: "heading-2", data: {}, content: [text("Fine", "bold")] },
            { nodeType: "hr", data: {}, content: [] },
            paragraph(text("No", "italic")),
          ),
        }),
      ],
    });
    expect(validateSpaceContent(file).map((problem) => [problem.rule, problem.message])).toEqual([
      ["enabledNodeTypes", `uses 'hr' nodes; enabled: "heading-2"`],
      ["enabledMarks", `uses the 'italic' mark; enabled: "bold"`],
    ]);
  });

  it("nodes: more embedded entries than the field's nodes size allows", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("body", "RichText", { validations: [{ nodes: { "embedded-entry-block": [{ size: { max: 1 } }] } }] }),
        ]),
      ],
      entries: [entry("a", "page", { body: doc(embedEntry("b"), embedEntry("b")) }), entry("b", "page", {})],
    });
    expect(rules(file)).toEqual([["a", "body", "nodes"]]);
  });

  it("tag: an entry tagged with a tag that is not in the file", () => {
    const a = entry("a", "page", {});
    a.metadata = { tags: [link("Tag", "known"), link("Tag", "unknown")] };
    const file = space({
      contentTypes: [contentType("page", [])],
      entries: [a],
      tags: [{ name: "Known", sys: { id: "known" } }],
    });
    expect(rules(file)).toEqual([["a", undefined, "tag"]]);
  });

  it("assetFile and required: an asset file without a url, and a published asset without a file", () => {
    const file = space({
      contentTypes: [],
      entries: [],
      assets: [asset("no-url", { fileName: "x.png", contentType: "image/png" }), asset("no-file", undefined)],
    });
    expect(rules(file)).toEqual([
      ["no-url", "file", "assetFile"],
      ["no-file", "file", "required"],
    ]);
  });

  it("names the entity, content type, field, locale and rule in one line", () => {
    const file = space({
      contentTypes: [contentType("page", [field("title", "Symbol", { required: true })])],
      entries: [entry("post-3", "page", {})],
    });
    const [problem] = validateSpaceContent(file);
    expect(problem && formatSpaceProblem(problem)).toBe(
      "entry 'post-3' (page) field 'title' (en-US) [required]: required, but the published entry has no value",
    );
    expect(new SpaceContentError(problem ? [problem] : []).message).toBe(
      "The space has 1 problem:\n  - entry 'post-3' (page) field 'title' (en-US) [required]: required, but the published entry has no value",
    );
  });
});
