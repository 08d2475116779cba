import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildFixtureSpace } from "../engine/test-support/fixture-space.js";
import { SpaceContentError, describeProblems, formatSpaceProblem, isIsoDate, validateSpace } from "./validate-space.js";
import type { SpaceProblem, ValidateSpaceOptions } from "./validate-space.js";
import type { ExportContentType, ExportEntity, ExportField, ContentfulExport, ExportLocale } from "./types.js";

// Small hand-made spaces: one content type "page" (or as given), entries in en-US, published unless `draft`.

const link = (linkType: string, id: string) => ({ sys: { type: "Link" as const, linkType, id } });
const field = (id: string, type: string, extra: Partial<ExportField> = {}): ExportField => ({
  id,
  name: id,
  type,
  ...extra,
});
const contentType = (id: string, fields: ExportField[]): ExportContentType => ({
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
): ExportEntity => ({
  sys: {
    id,
    type: "Entry",
    contentType: link("ContentType", type),
    version: 2,
    ...(options.draft ? {} : { publishedVersion: 1 }),
  },
  fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { "en-US": value }])),
});
const asset = (id: string, file: Record<string, unknown> | undefined): ExportEntity => ({
  sys: { id, type: "Asset", version: 2, publishedVersion: 1 },
  fields: { title: { "en-US": id }, ...(file ? { file: { "en-US": file } } : {}) },
});
const enUS: ExportLocale = { code: "en-US", name: "English (United States)", default: true };
const space = (
  parts: {
    contentTypes: ExportContentType[];
    entries: ExportEntity[];
    assets?: ExportEntity[];
    locales?: ExportLocale[];
  } & Partial<ContentfulExport>,
): ContentfulExport => ({
  tags: [],
  assets: [],
  locales: [enUS],
  ...parts,
});
/** Every problem `validateSpace` finds, by default with the checks of an import. */
const problemsOf = (file: unknown, options: ValidateSpaceOptions = { forImport: true }): SpaceProblem[] => {
  const validation = validateSpace(file, options);
  return validation.ok ? [] : validation.problems;
};
/** [entity id, field, rule] of every problem. */
const rules = (file: unknown, options?: ValidateSpaceOptions) =>
  problemsOf(file, options).map((problem) => [problem.id, problem.field, problem.rule]);

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

describe("validateSpace", () => {
  it("accepts the embedded space and the engine's fixture as served; an import needs their deliberately missing links gone", () => {
    const embedded: unknown = JSON.parse(readFileSync(new URL("../embedded/space.json", import.meta.url), "utf8"));
    const fixture: unknown = JSON.parse(JSON.stringify(buildFixtureSpace()));
    expect(problemsOf(embedded, {})).toEqual([]);
    expect(problemsOf(fixture, {})).toEqual([]);
    expect(new Set(problemsOf(embedded).map((problem) => `${problem.rule} ${problem.link?.id}`))).toEqual(
      new Set(["missingLink missing-entry-for-tests"]),
    );
  });

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
    expect(problemsOf(file)).toEqual([]);
  });

  it("model: a content type field without an id", () => {
    const file = space({
      contentTypes: [contentType("page", [{ name: "Title", type: "Symbol" } as ExportField])],
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
    expect(problemsOf(file)).toEqual([
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

  it("richText: a document Contentful would refuse (a text node directly in the document), checked for an import", () => {
    const file = space({
      contentTypes: [contentType("page", [field("body", "RichText")])],
      entries: [entry("a", "page", { body: doc(text("loose text")) })],
    });
    expect(rules(file)).toEqual([["a", "body", "richText"]]);
    // Served, only the document's outline is checked: Contentful checked the rest when it was saved.
    expect(rules(file, {})).toEqual([]);
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
    expect(problemsOf(file).map((problem) => [problem.field, problem.rule, problem.message])).toEqual([
      ["cta", "missingLink", "links to Entry 'gone', which is not in the file"],
      ["images", "missingLink", "item 0 links to Asset 'gone-image', which is not in the file"],
      ["body", "missingLink", "its embedded-entry-block node links to Entry 'gone-too', which is not in the file"],
    ]);
  });

  it("serves a delivered space with links to entities it no longer has and broken validations; an import needs them", () => {
    const file = space({
      contentTypes: [
        contentType("page", [
          field("title", "Symbol", { validations: [{ size: { max: 3 } }] }),
          field("cta", "Link", { linkType: "Entry" }),
        ]),
      ],
      entries: [entry("a", "page", { title: "Too long", cta: link("Entry", "deleted") })],
    });
    expect(rules(file, {})).toEqual([]);
    expect(rules(file)).toEqual([
      ["a", "title", "size"],
      ["a", "cta", "missingLink"],
    ]);
    expect(problemsOf(file)[1]?.link).toEqual({ linkType: "Entry", id: "deleted" });
  });

  it("ResourceLink: fields and arrays of links to entries of other spaces, with the value's linkType and urn", () => {
    const resource = (urn: string) => ({ sys: { type: "ResourceLink", linkType: "Contentful:Entry", urn } });
    const file = space({
      contentTypes: [
        contentType("page", [
          field("partner", "ResourceLink", {
            allowedResources: [{ type: "Contentful:Entry", source: "crn:contentful:::content:spaces/other" }],
          }),
          field("partners", "Array", { items: { type: "ResourceLink" } }),
        ]),
      ],
      entries: [
        entry("a", "page", {
          partner: resource("crn:contentful:::content:spaces/other/entries/x"),
          partners: [resource("crn:contentful:::content:spaces/other/entries/y")],
        }),
        entry("b", "page", {
          partner: link("Entry", "a"),
          partners: [{ sys: { type: "ResourceLink", linkType: "Contentful:Entry" } }],
        }),
      ],
    });
    for (const options of [{}, { forImport: true }]) {
      expect(rules(file, options)).toEqual([
        ["b", "partner", "type"],
        ["b", "partners", "type"],
      ]);
    }
  });

  it("Date: with or without time, seconds, fractions and offset as Contentful writes them, and only real dates", () => {
    const written = [
      "2025-01-31",
      "2025-01-31T09:00",
      "2025-01-31T09:00Z",
      "2025-01-31T09:00+01:00",
      "2025-01-31T09:00:00",
      "2025-01-31T09:00:00Z",
      "2025-01-31T09:00:00.000Z",
      "2025-01-31T09:00:00.123456Z",
      "2026-12-11T20:00:00.000-0500",
      "2025-01-31T09:00:00.000+05:45",
      "2024-02-29",
    ];
    const refused = [
      "31/01/2025",
      "2025-1-31",
      "2025-01-31 09:00",
      "2025-01-31T9:00",
      "2025-04-31",
      "2025-02-29",
      "2025-01-31T24:00",
      "2025-01-31T09:60",
      "2025-01-31T09:00+1",
      "2025-01-31T09:00:00.Z",
      "2025-01-31T09:00:00.000+15:00",
    ];
    expect(written.filter((value) => !isIsoDate(value))).toEqual([]);
    expect(refused.filter((value) => isIsoDate(value))).toEqual([]);
    const file = space({
      contentTypes: [contentType("page", [field("date", "Date")])],
      entries: [...written, ...refused].map((date, index) => entry(`e${index}`, "page", { date })),
    });
    expect(rules(file, {})).toEqual(refused.map((_, index) => [`e${written.length + index}`, "date", "type"]));
  });

  it("sys: ids, whole version numbers and ISO 8601 dates, as the engine reads them", () => {
    const good = entry("a", "page", {});
    good.sys.publishedAt = "2025-01-31T09:00:00.000Z";
    const counted = entry("b", "page", {});
    counted.sys.publishedCounter = "2" as unknown as number;
    counted.sys.updatedAt = "yesterday";
    const file = space({
      contentTypes: [contentType("page", [field("title", "Symbol")])],
      entries: [good, counted, { fields: {} } as unknown as ExportEntity],
    });
    expect(problemsOf(file, {}).map(formatSpaceProblem)).toEqual([
      "entry 'b' [sys]: sys.publishedCounter must be a whole number, got \"2\"",
      "entry 'b' [sys]: sys.updatedAt must be an ISO 8601 date, got \"yesterday\"",
      "entry '#2' [sys]: missing sys.id",
    ]);
  });

  it("outline: a JSON object with contentTypes, entries, assets and locales; locales with codes", () => {
    expect(problemsOf([], {}).map(formatSpaceProblem)).toEqual([
      "top level [outline]: expected a JSON object (a Contentful export), got an array",
    ]);
    expect(problemsOf({ contentTypes: [], entries: [], locales: [] }, {}).map(formatSpaceProblem)).toEqual([
      "top level [outline]: 'assets' must be an array, got undefined (a Contentful export has contentTypes, entries, assets, locales)",
    ]);
    const file = space({ contentTypes: [], entries: [], locales: [enUS, enUS, { name: "?" } as ExportLocale] });
    expect(rules(file, {})).toEqual([
      ["en-US", undefined, "duplicateId"],
      ["#2", undefined, "outline"],
    ]);
  });

  it("model: unknown field types, content types without a name, and Arrays of unknown items", () => {
    const file = space({
      contentTypes: [
        {
          ...contentType("page", [field("x", "Strng"), field("list", "Array", { items: { type: "Number" } })]),
          name: "",
        },
      ],
      entries: [],
    });
    expect(problemsOf(file, {}).map(formatSpaceProblem)).toEqual([
      "content type 'page' [model]: the content type has no name",
      "content type 'page' field 'x' [model]: unknown field type \"Strng\"",
      "content type 'page' field 'list' [model]: an Array field needs items.type 'Symbol', 'Link' or 'ResourceLink'",
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
    expect(problemsOf(file).map((problem) => [problem.id, problem.field, problem.rule, problem.message])).toEqual([
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
    const problems = problemsOf(file);
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
    expect(problemsOf(file).map((problem) => [problem.id, problem.field, problem.rule, problem.message])).toEqual([
      ["b", "slug", "unique", `"home" is already used by published entry 'a'`],
    ]);
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
    expect(problemsOf(file).map((problem) => [problem.rule, problem.message])).toEqual([
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
    const [problem] = problemsOf(file);
    expect(problem && formatSpaceProblem(problem)).toBe(
      "entry 'post-3' (page) field 'title' (en-US) [required]: required, but the published entry has no value",
    );
    expect(new SpaceContentError(problem ? [problem] : []).message).toBe(
      "The space has 1 problem:\n  - entry 'post-3' (page) field 'title' (en-US) [required]: required, but the published entry has no value",
    );
  });

  it("sums up the problems in one log line for the content server", () => {
    const file = space({
      contentTypes: [contentType("page", [field("title", "Symbol")])],
      entries: [entry("a", "page", { title: 42, subtitle: "x" })],
    });
    expect(describeProblems("space file /x/space.json", problemsOf(file, {}))).toBe(
      "Invalid space file /x/space.json: entry 'a' (page) field 'title' (en-US) [type]: expected a string (Symbol), got number 42 (and 1 more problem)",
    );
  });
});
