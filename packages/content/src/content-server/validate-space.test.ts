import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildFixtureSpace } from "../engine/test-support/fixture-space.js";
import { parseJsonText } from "./space-file.js";
import { describeProblems, validateSpace } from "./validate-space.js";

type Mutable = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const embedded = (): Mutable =>
  JSON.parse(readFileSync(new URL("../embedded/space.json", import.meta.url), "utf8")) as Mutable;
const fixture = (): Mutable => JSON.parse(JSON.stringify(buildFixtureSpace())) as Mutable;
const entry = (space: Mutable, id: string): Mutable => (space.entries as Mutable[]).find((item) => item.sys.id === id)!;
const asset = (space: Mutable, id: string): Mutable => (space.assets as Mutable[]).find((item) => item.sys.id === id)!;

const problemsOf = (space: unknown): string[] => {
  const result = validateSpace(space);
  return result.ok ? [] : result.problems;
};

describe("validateSpace", () => {
  it("accepts the embedded space and the engine fixture", () => {
    expect(problemsOf(embedded())).toEqual([]);
    expect(problemsOf(fixture())).toEqual([]);
  });

  it("names the entry, content type and field of a wrong field type", () => {
    const space = embedded();
    entry(space, "post-turning-65-medicare-checklist").fields.title["en-US"] = 42;
    const problems = problemsOf(space);
    expect(problems).toEqual([
      "entry 'post-turning-65-medicare-checklist' (pageBlogPost) field 'title': expected a string (Symbol), got number",
    ]);
    expect(describeProblems("space file /x/space.json", problems)).toBe(
      "Invalid space file /x/space.json: entry 'post-turning-65-medicare-checklist' (pageBlogPost) field 'title': expected a string (Symbol), got number",
    );
  });

  it("names the locale when the space has several", () => {
    const space = fixture();
    entry(space, "post-c").fields.title["de-DE"] = false;
    expect(problemsOf(space)).toEqual([
      "entry 'post-c' (pageBlogPost) field 'title' [de-DE]: expected a string (Symbol), got boolean",
    ]);
  });

  it("checks each field type", () => {
    const space = embedded();
    const post = entry(space, "post-turning-65-medicare-checklist").fields;
    post.publishedDate["en-US"] = "someday";
    post.category["en-US"] = "cat-medicare";
    post.featuredImage["en-US"] = { sys: { type: "Link", linkType: "Entry", id: "post-b" } };
    post.contentBody["en-US"] = { nodeType: "paragraph", content: [] };
    post.relatedBlogPosts["en-US"] = [{ sys: { type: "Link", linkType: "Entry", id: "post-b" } }, "post-c"];
    post.seoFields["en-US"] = "title";
    expect(problemsOf(space)).toEqual([
      "entry 'post-turning-65-medicare-checklist' (pageBlogPost) field 'publishedDate': expected an ISO 8601 date string (Date), got 'someday'",
      "entry 'post-turning-65-medicare-checklist' (pageBlogPost) field 'category': expected an array (Array of Entry links), got string",
      "entry 'post-turning-65-medicare-checklist' (pageBlogPost) field 'featuredImage': expected a link to an Asset (Link), got a link to 'Entry'",
      "entry 'post-turning-65-medicare-checklist' (pageBlogPost) field 'contentBody': expected a rich text document {nodeType: 'document', content: [...]} (RichText), got an object",
      "entry 'post-turning-65-medicare-checklist' (pageBlogPost) field 'seoFields': expected a JSON object (Object), got string",
      "entry 'post-turning-65-medicare-checklist' (pageBlogPost) field 'relatedBlogPosts': item 1: expected a link {sys: {type: 'Link', linkType: 'Entry', id}} (Array of Entry links), got 'post-c'",
    ]);
  });

  it("rejects unknown fields, locales and content types", () => {
    const space = fixture();
    entry(space, "post-b").fields.subtitle = { "en-US": "New" };
    entry(space, "post-c").fields.title["xx-XX"] = "Choisir";
    entry(space, "post-d").sys.contentType.sys.id = "blogPost";
    const problems = problemsOf(space);
    expect(problems[0]).toMatch(
      /^entry 'post-b' \(pageBlogPost\) field 'subtitle': unknown field \(content type 'pageBlogPost' has 'internalName', 'title'/,
    );
    expect(problems[1]).toMatch(
      /^entry 'post-c' \(pageBlogPost\) field 'title': unknown locale 'xx-XX' \(the file has en-US, de-DE, fr-FR\)/,
    );
    expect(problems).toContain("entry 'post-d': unknown content type 'blogPost'");
  });

  it("requires required fields of published entries in the default locale, not of drafts", () => {
    const space = fixture();
    delete entry(space, "post-b").fields.slug;
    const draft = (space.entries as Mutable[]).find((item) => !item.sys.publishedVersion)!;
    delete draft.fields.slug;
    expect(problemsOf(space)).toEqual([
      "entry 'post-b' (pageBlogPost) field 'slug': required, but the published entry has no value in en-US",
    ]);
  });

  it("requires asset files with url, fileName and contentType", () => {
    const space = fixture();
    delete asset(space, "asset-hero").fields.file["en-US"].url;
    asset(space, "asset-chart").fields.file["en-US"] = "chart.png";
    delete asset(space, "asset-guide").fields.file;
    expect(problemsOf(space)).toEqual([
      "asset 'asset-hero' field 'file' [en-US]: missing url",
      "asset 'asset-chart' field 'file' [en-US]: expected {url, fileName, contentType}, got 'chart.png'",
      "asset 'asset-guide' field 'file': required, but the published asset has no value in en-US",
    ]);
  });

  it("checks the top level, content types and sys", () => {
    expect(problemsOf([])).toEqual(["top level: expected a JSON object (a Contentful export), got an array"]);
    expect(problemsOf({ contentTypes: [], entries: [] })).toEqual([
      "top level: 'assets' must be an array, got undefined (a Contentful export has contentTypes, entries and assets)",
    ]);
    const space = fixture();
    ((space.contentTypes as Mutable[])[0]!.fields as unknown[]).push({ id: "x", name: "x", type: "Strng" });
    entry(space, "post-a").sys.publishedCounter = "2";
    const problems = problemsOf(space);
    expect(problems[0]).toMatch(/^content type '\w+' field 'x': unknown type 'Strng'/);
    expect(problems).toContain("entry 'post-a': sys.publishedCounter must be a whole number, got '2'");
  });

  it("counts further problems in the summary", () => {
    expect(describeProblems("space file f.json", ["a", "b", "c"])).toBe(
      "Invalid space file f.json: a (and 2 more problems)",
    );
  });
});

describe("parseJsonText", () => {
  it("reports JSON syntax errors with line and column", () => {
    const result = parseJsonText('{\n  "entries": [\n    {"a": 1,}\n  ]\n}');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^JSON syntax error at line 3, column 13: /);
    const comma = parseJsonText('{\n  "contentTypes": [,\n}');
    expect(!comma.ok && comma.message).toBe("JSON syntax error at line 2, column 20: Unexpected token ','");
    const word = parseJsonText('{"a": tru}');
    expect(!word.ok && word.message).toMatch(/^JSON syntax error at line 1, column 10: /);
    const truncated = parseJsonText('{\n  "entries": [');
    expect(!truncated.ok && truncated.message).toMatch(
      /^JSON syntax error at line 2, column 15: Unexpected end of JSON input/,
    );
  });
});
