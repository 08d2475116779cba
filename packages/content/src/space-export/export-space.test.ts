import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { exportSpace } from "./export-space.js";
import { formatSpaceProblem, validateSpace } from "../export-file/validate-space.js";
import type { ContentfulExport, ExportEntity } from "../export-file/types.js";

const embedded = (): ContentfulExport =>
  JSON.parse(readFileSync(new URL("../embedded/space.json", import.meta.url), "utf8")) as ContentfulExport;

const link = (linkType: string, id: string) => ({ sys: { type: "Link" as const, linkType, id } });
const entry = (id: string, fields: Record<string, unknown>, published = true): ExportEntity => ({
  sys: {
    id,
    type: "Entry",
    version: 2,
    contentType: link("ContentType", "page"),
    ...(published ? { publishedVersion: 1 } : {}),
  },
  fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { "en-US": value }])),
});
const asset = (id: string, url: string): ExportEntity => ({
  sys: { id, type: "Asset", version: 2, publishedVersion: 1 },
  fields: {
    title: { "en-US": id },
    file: { "en-US": { url, fileName: url.split("/").pop(), contentType: "image/png" } },
  },
});
const small = (entries: ExportEntity[], assets: ExportEntity[] = []): ContentfulExport => ({
  contentTypes: [
    {
      sys: { id: "page", type: "ContentType", version: 2, publishedVersion: 1 },
      name: "Page",
      displayField: "title",
      fields: [
        { id: "title", name: "Title", type: "Symbol" },
        { id: "cta", name: "CTA", type: "Link", linkType: "Entry" },
        { id: "related", name: "Related", type: "Array", items: { type: "Link", linkType: "Entry" } },
        { id: "body", name: "Body", type: "RichText" },
      ],
    },
  ],
  tags: [],
  editorInterfaces: [],
  entries,
  assets,
  locales: [{ code: "en-US", name: "English (United States)", default: true }],
});

describe("exportSpace on the embedded space", () => {
  it("passes the validator: every entry fits its content type", () => {
    const { space, problems } = exportSpace(embedded());
    expect(problems).toEqual([]);
    const validation = validateSpace(space, { forImport: true });
    expect(validation.ok ? [] : validation.problems.map(formatSpaceProblem)).toEqual([]);
  });

  it("keeps the whole model and sample site: content types with their fields, locales, tags, entries and assets", () => {
    const source = embedded();
    const { space } = exportSpace(source);
    expect(Object.keys(space)).toEqual(["contentTypes", "tags", "editorInterfaces", "entries", "assets", "locales"]);
    expect(space.contentTypes).toEqual(source.contentTypes);
    expect(space.locales).toEqual(source.locales);
    expect(space.tags).toEqual(source.tags);
    expect(space.entries.map((entry) => entry.sys.id)).toEqual(source.entries.map((entry) => entry.sys.id));
    expect(space.assets.map((asset) => asset.sys.id)).toEqual(source.assets.map((asset) => asset.sys.id));
    expect(space.entries.map((entry) => entry.sys.publishedVersion)).toEqual(
      source.entries.map((entry) => entry.sys.publishedVersion),
    );
    expect(space.entries.filter((entry) => entry.sys.publishedVersion).length).toBeGreaterThan(0);
  });

  it("adds one editor interface per content type, with a control for every field", () => {
    const { space, generatedEditorInterfaces } = exportSpace(embedded());
    // The space's own: appointmentSettings, with its help texts (scripts/space/model.ts); the rest are generated.
    expect(embedded().editorInterfaces?.map((editorInterface) => editorInterface.sys.contentType.sys.id)).toEqual([
      "appointmentSettings",
    ]);
    expect(generatedEditorInterfaces).toBe(space.contentTypes.length - 1);
    expect(space.editorInterfaces?.map((editorInterface) => editorInterface.sys.contentType.sys.id)).toEqual(
      space.contentTypes.map((type) => type.sys.id),
    );
    for (const [index, contentType] of space.contentTypes.entries()) {
      expect(space.editorInterfaces?.[index]?.controls.map((control) => control.fieldId)).toEqual(
        contentType.fields.map((field) => field.id),
      );
    }
  });

  it("gives every asset an uploadable URL on the asset host, and leaves the source unchanged", () => {
    const source = embedded();
    const before = JSON.stringify(source);
    const { space, uploads, remoteAssets } = exportSpace(source, { assetHost: "assets.local" });
    expect(JSON.stringify(source)).toBe(before);
    expect(remoteAssets).toEqual([]);
    expect(uploads).toHaveLength(source.assets.length);
    const first = source.assets[0]!;
    const sourceUrl = (first.fields.file?.["en-US"] as { url: string }).url;
    expect(sourceUrl).toMatch(/^\/embedded-assets\//);
    expect(space.assets[0]?.fields.file?.["en-US"]).toMatchObject({ url: `//assets.local${sourceUrl}` });
    expect(uploads[0]).toEqual({
      assetId: first.sys.id,
      locale: "en-US",
      sourceUrl,
      url: `//assets.local${sourceUrl}`,
      path: `assets.local${sourceUrl}`,
    });
  });

  it("leaves out the embedded space's deliberately missing link, and says so", () => {
    const { droppedLinks, space } = exportSpace(embedded());
    expect(droppedLinks).toEqual([expect.objectContaining({ linkType: "Entry", id: "missing-entry-for-tests" })]);
    expect(JSON.stringify(space)).not.toContain("missing-entry-for-tests");
  });
});

describe("exportSpace", () => {
  it("keeps drafts as drafts and published entries published", () => {
    const { space } = exportSpace(small([entry("live", { title: "Live" }), entry("draft", { title: "Draft" }, false)]));
    expect(space.entries.map((item) => [item.sys.id, item.sys.publishedVersion])).toEqual([
      ["live", 1],
      ["draft", undefined],
    ]);
  });

  it("drops links to missing entities from link fields, arrays and rich text (hyperlinks keep their text)", () => {
    const body = {
      nodeType: "document",
      data: {},
      content: [
        { nodeType: "embedded-entry-block", data: { target: link("Entry", "gone") }, content: [] },
        {
          nodeType: "paragraph",
          data: {},
          content: [
            { nodeType: "text", value: "See ", marks: [], data: {} },
            {
              nodeType: "entry-hyperlink",
              data: { target: link("Entry", "gone") },
              content: [{ nodeType: "text", value: "this page", marks: [], data: {} }],
            },
          ],
        },
      ],
    };
    const { space, droppedLinks } = exportSpace(
      small([
        entry("a", { cta: link("Entry", "gone"), related: [link("Entry", "b"), link("Entry", "gone")], body }),
        entry("b", { cta: link("Entry", "a") }),
      ]),
    );
    const [a, b] = space.entries;
    expect(a?.fields.cta).toBeUndefined();
    expect(a?.fields.related).toEqual({ "en-US": [link("Entry", "b")] });
    expect(a?.fields.body?.["en-US"]).toEqual({
      nodeType: "document",
      data: {},
      content: [
        {
          nodeType: "paragraph",
          data: {},
          content: [
            { nodeType: "text", value: "See ", marks: [], data: {} },
            { nodeType: "text", value: "this page", marks: [], data: {} },
          ],
        },
      ],
    });
    expect(b?.fields.cta).toEqual({ "en-US": link("Entry", "a") });
    expect(droppedLinks.map((dropped) => [dropped.entryId, dropped.field, dropped.id])).toEqual([
      ["a", "cta", "gone"],
      ["a", "related", "gone"],
      ["a", "body", "gone"],
      ["a", "body", "gone"],
    ]);
  });

  it("keeps absolute asset URLs for Contentful to fetch, and reports URLs it cannot upload from", () => {
    const { uploads, remoteAssets, problems } = exportSpace(
      small(
        [],
        [
          asset("remote", "//images.ctfassets.net/space/x.png"),
          asset("up", "/embedded-assets/../secret.png"),
          asset("ok", "/embedded-assets/a.png"),
        ],
      ),
    );
    expect(remoteAssets).toEqual([{ assetId: "remote", locale: "en-US", url: "//images.ctfassets.net/space/x.png" }]);
    expect(uploads.map((upload) => upload.path)).toEqual(["assets.local/embedded-assets/a.png"]);
    expect(problems).toEqual([expect.objectContaining({ entity: "Asset", id: "up", rule: "assetFile" })]);
  });

  it("keeps editor interfaces the file has, publishes every content type, and leaves out webhooks and roles", () => {
    const source = small([]);
    source.contentTypes[0]!.sys.publishedVersion = undefined;
    const given = {
      sys: {
        id: "default",
        type: "EditorInterface" as const,
        contentType: link("ContentType", "page") as { sys: { type: "Link"; linkType: "ContentType"; id: string } },
      },
      controls: [{ fieldId: "title", widgetId: "markdown", widgetNamespace: "builtin" as const }],
    };
    source.editorInterfaces = [given];
    source.webhooks = [{ name: "deploy", url: "https://example.com/hook" }];
    source.roles = [];
    const result = exportSpace(source);
    expect(result.space.editorInterfaces).toEqual([given]);
    expect(result.generatedEditorInterfaces).toBe(0);
    expect(result.space.contentTypes[0]?.sys.publishedVersion).toBe(2);
    expect(result.droppedKeys).toEqual(["webhooks", "roles"]);
    expect(result.space).not.toHaveProperty("webhooks");
  });

  it("refuses an asset host that is not a host name", () => {
    expect(() => exportSpace(small([]), { assetHost: "../up" })).toThrow(/Invalid asset host/);
  });
});
