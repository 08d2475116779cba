import { describe, expect, it } from "vitest";
import { buildEditorInterface, controlForField } from "./editor-interfaces.js";
import type { ExportContentType, ExportEntity, ExportField } from "../export-file/types.js";

const field = (id: string, type: string, extra: Partial<ExportField> = {}): ExportField => ({
  id,
  name: id,
  type,
  ...extra,
});
const page = (fields: ExportField[], displayField = "name"): ExportContentType => ({
  sys: { id: "page" },
  name: "Page",
  displayField,
  fields,
});
const widget = (target: ExportField, values: unknown[] = [], contentType = page([target])) =>
  controlForField(target, contentType, values).widgetId;

describe("controlForField", () => {
  it("puts text fields on singleLine, slugEditor, urlEditor, dropdown, multipleLine or markdown", () => {
    expect(widget(field("name", "Symbol"), ["Medicare basics"])).toBe("singleLine");
    expect(widget(field("slug", "Symbol", { required: true }))).toBe("slugEditor");
    expect(widget(field("pageSlug", "Symbol", { required: true }))).toBe("slugEditor");
    // parentSlug names another page: a slug editor would fill it in from this entry's title.
    expect(widget(field("parentSlug", "Symbol"), ["plans"])).toBe("singleLine");
    expect(widget(field("ctaButtonLink", "Symbol"), ["/contact-us", "https://example.com/x", "tel:+16625550142"])).toBe(
      "urlEditor",
    );
    expect(widget(field("youTubeVideo", "Symbol"), ["https://www.youtube.com/embed/x", "Dc21Xo0pLm8"])).toBe(
      "singleLine",
    );
    expect(widget(field("kind", "Symbol", { validations: [{ in: ["a", "b"] }] }))).toBe("dropdown");
    expect(widget(field("excerpt", "Text"), ["Plain words. More words."])).toBe("multipleLine");
    expect(widget(field("body", "Text"), ["Intro\n\n- one\n- two"])).toBe("markdown");
    expect(widget(field("body", "Text"), ["See [Medicare.gov](https://www.medicare.gov)."])).toBe("markdown");
    expect(widget(field("name", "Text"), [], page([field("name", "Text")], "name"))).toBe("singleLine");
  });

  it("tracks the title field in the slug editor when the content type has one", () => {
    const slug = field("slug", "Symbol", { required: true });
    expect(controlForField(slug, page([field("title", "Symbol"), slug]), [])).toEqual({
      fieldId: "slug",
      widgetId: "slugEditor",
      widgetNamespace: "builtin",
      settings: { trackingFieldId: "title" },
    });
    expect(controlForField(slug, page([field("name", "Symbol"), slug]), []).settings).toBeUndefined();
  });

  it("shows dates as dates only when every sample value is a date without time", () => {
    expect(controlForField(field("updated", "Date"), page([]), ["2026-01-12", "2026-03-02"]).settings).toEqual({
      format: "dateonly",
      ampm: "24",
    });
    expect(
      controlForField(field("published", "Date"), page([]), ["2026-01-12", "2026-11-18T12:00:00.000Z"]).settings,
    ).toEqual({ format: "timeZ", ampm: "24" });
  });

  it("puts the other field types on their built-in editors", () => {
    expect(widget(field("body", "RichText"))).toBe("richTextEditor");
    expect(widget(field("count", "Integer"))).toBe("numberEditor");
    expect(widget(field("rating", "Number"))).toBe("numberEditor");
    expect(widget(field("year", "Integer", { validations: [{ in: [2025, 2026] }] }))).toBe("dropdown");
    expect(widget(field("flag", "Boolean"))).toBe("boolean");
    expect(widget(field("seo", "Object"))).toBe("objectEditor");
    expect(widget(field("office", "Location"))).toBe("locationEditor");
    expect(widget(field("cta", "Link", { linkType: "Entry" }))).toBe("entryLinkEditor");
    expect(widget(field("image", "Link", { linkType: "Asset" }))).toBe("assetLinkEditor");
    expect(widget(field("related", "Array", { items: { type: "Link", linkType: "Entry" } }))).toBe("entryLinksEditor");
    expect(widget(field("gallery", "Array", { items: { type: "Link", linkType: "Asset" } }))).toBe("assetLinksEditor");
    expect(widget(field("keywords", "Array", { items: { type: "Symbol" } }))).toBe("tagEditor");
    expect(widget(field("audiences", "Array", { items: { type: "Symbol", validations: [{ in: ["a", "b"] }] } }))).toBe(
      "checkbox",
    );
  });
});

describe("buildEditorInterface", () => {
  it("has one builtin control per field, in field order, linked to its content type, judged on that type's entries", () => {
    const contentType = page([field("name", "Symbol"), field("website", "Symbol")]);
    const entries: ExportEntity[] = [
      {
        sys: { id: "a", contentType: { sys: { type: "Link", linkType: "ContentType", id: "page" } } },
        fields: { website: { "en-US": "https://a.example" } },
      },
      // Another type's values must not count: this one would make `website` a singleLine.
      {
        sys: { id: "b", contentType: { sys: { type: "Link", linkType: "ContentType", id: "other" } } },
        fields: { website: { "en-US": "not a url" } },
      },
    ];
    expect(buildEditorInterface(contentType, entries)).toEqual({
      sys: {
        id: "default",
        type: "EditorInterface",
        version: 1,
        contentType: { sys: { type: "Link", linkType: "ContentType", id: "page" } },
      },
      controls: [
        { fieldId: "name", widgetId: "singleLine", widgetNamespace: "builtin" },
        { fieldId: "website", widgetId: "urlEditor", widgetNamespace: "builtin" },
      ],
    });
  });
});
