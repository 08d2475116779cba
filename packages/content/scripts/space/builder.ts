/**
 * A small builder that writes a Contentful export (the format of `contentful-export`): content types, locales,
 * entries and assets with CMA-style sys blocks and locale-keyed fields. The embedded space and the benchmark's
 * generated spaces are both written with it.
 */
import { BLOCKS, INLINES, MARKS } from "@contentful/rich-text-types";
import type { Block, Document, Inline, Text } from "@contentful/rich-text-types";
import { buildEditorInterface } from "../../src/space-export/editor-interfaces.js";
import type {
  ContentfulExport,
  ExportContentType,
  ExportEditorInterface,
  ExportEntity,
  ExportField,
  ExportLink,
  ExportSys,
  FieldValidation,
} from "../../src/export-file/types.js";

export const LOCALE = "en-US";

export type FieldSpec =
  | `${string}:Symbol`
  | `${string}:Text`
  | `${string}:RichText`
  | `${string}:Integer`
  | `${string}:Number`
  | `${string}:Date`
  | `${string}:Boolean`
  | `${string}:Object`
  | `${string}:Entry`
  | `${string}:Asset`
  | `${string}:Entry[]`
  | `${string}:Symbol[]`;

/** A field an editor fills in with guidance: its name in the web app, help text, validations and default. */
export interface FieldDef {
  /** "fieldId:Type" as in ContentTypeDef.fields. */
  spec: string;
  /** The field's name in the web app. @defaultValue the field id */
  name?: string;
  /** Shown under the field in the web app (the editor interface's helpText). */
  helpText?: string;
  validations?: FieldValidation[];
  /** An Array field's item validations. */
  itemValidations?: FieldValidation[];
  /** What a new entry starts with (in the default locale). */
  defaultValue?: unknown;
}

export interface ContentTypeDef {
  id: string;
  name: string;
  displayField: string;
  description?: string;
  /**
   * "fieldId:Type", with a trailing "!" for required fields, e.g. "slug:Symbol!" or "related:Entry[]"; or a FieldDef
   * for a name, help text, validations and a default.
   */
  fields: Array<string | FieldDef>;
}

const link = (linkType: "Entry" | "Asset" | "ContentType" | "Space" | "Environment", id: string): ExportLink => ({
  sys: { type: "Link", linkType, id },
});

function parseField(def: string | FieldDef): ExportField {
  const {
    spec,
    name,
    validations = [],
    itemValidations = [],
    defaultValue,
  } = typeof def === "string" ? { spec: def } : def;
  const required = spec.endsWith("!");
  const [id, rawType] = (required ? spec.slice(0, -1) : spec).split(":") as [string, string];
  const base = {
    id,
    name: name ?? id,
    localized: false,
    required,
    disabled: false,
    omitted: false,
    validations,
    ...(defaultValue === undefined ? {} : { defaultValue: { [LOCALE]: defaultValue } }),
  };
  switch (rawType) {
    case "Entry":
    case "Asset":
      return { ...base, type: "Link", linkType: rawType };
    case "Entry[]":
      return { ...base, type: "Array", items: { type: "Link", linkType: "Entry", validations: itemValidations } };
    case "Symbol[]":
      return { ...base, type: "Array", items: { type: "Symbol", validations: itemValidations } };
    default:
      return { ...base, type: rawType };
  }
}

export class SpaceBuilder {
  readonly spaceId: string;
  readonly environmentId: string;
  private readonly contentTypes = new Map<string, ExportContentType>();
  private readonly entries = new Map<string, ExportEntity>();
  private readonly assets = new Map<string, ExportEntity>();
  /** Help texts by content type and field, for the types that have any. */
  private readonly helpTexts = new Map<string, Map<string, string>>();

  constructor(options: { spaceId?: string; environmentId?: string } = {}) {
    this.spaceId = options.spaceId ?? "embedded";
    this.environmentId = options.environmentId ?? "master";
  }

  private sys(
    type: "Entry" | "Asset" | "ContentType",
    id: string,
    createdAt: string,
    updatedAt = createdAt,
  ): ExportSys {
    return {
      id,
      type,
      createdAt,
      updatedAt,
      publishedAt: updatedAt,
      firstPublishedAt: createdAt,
      version: 2,
      publishedVersion: 1,
      publishedCounter: 1,
      space: link("Space", this.spaceId),
      environment: link("Environment", this.environmentId),
    };
  }

  contentType(def: ContentTypeDef): this {
    if (this.contentTypes.has(def.id)) throw new Error(`Duplicate content type ${def.id}`);
    this.contentTypes.set(def.id, {
      sys: this.sys("ContentType", def.id, "2024-01-02T09:00:00.000Z"),
      displayField: def.displayField,
      name: def.name,
      description: def.description ?? "",
      fields: def.fields.map(parseField),
    });
    const helpTexts = new Map<string, string>();
    for (const field of def.fields) {
      if (typeof field !== "string" && field.helpText) helpTexts.set(field.spec.split(":")[0]!, field.helpText);
    }
    if (helpTexts.size > 0) this.helpTexts.set(def.id, helpTexts);
    return this;
  }

  /** Adds a published entry; undefined field values are left out, as Contentful leaves out empty fields. */
  entry(
    contentTypeId: string,
    id: string,
    fields: Record<string, unknown>,
    dates: { createdAt: string; updatedAt?: string; draft?: boolean },
  ): this {
    if (this.entries.has(id)) throw new Error(`Duplicate entry id ${id}`);
    if (!this.contentTypes.has(contentTypeId)) throw new Error(`Unknown content type ${contentTypeId} (entry ${id})`);
    const sys = {
      ...this.sys("Entry", id, dates.createdAt, dates.updatedAt),
      contentType: link("ContentType", contentTypeId),
    };
    if (dates.draft) {
      delete sys.publishedAt;
      delete sys.publishedVersion;
      delete sys.firstPublishedAt;
      sys.publishedCounter = 0;
    }
    this.entries.set(id, { metadata: { tags: [] }, sys, fields: localize(fields) });
    return this;
  }

  asset(
    id: string,
    file: {
      title: string;
      description?: string;
      url: string;
      fileName: string;
      contentType: string;
      size: number;
      width?: number;
      height?: number;
    },
    createdAt = "2024-01-02T09:00:00.000Z",
  ): this {
    if (this.assets.has(id)) throw new Error(`Duplicate asset id ${id}`);
    const details: Record<string, unknown> = { size: file.size };
    if (file.width && file.height) details.image = { width: file.width, height: file.height };
    this.assets.set(id, {
      metadata: { tags: [] },
      sys: this.sys("Asset", id, createdAt),
      fields: localize({
        title: file.title,
        description: file.description ?? "",
        file: { url: file.url, details, fileName: file.fileName, contentType: file.contentType },
      }),
    });
    return this;
  }

  hasEntry(id: string): boolean {
    return this.entries.has(id);
  }

  hasAsset(id: string): boolean {
    return this.assets.has(id);
  }

  /**
   * The editor interfaces of the content types with help texts: the built-in widgets an export would choose
   * (buildEditorInterface), each with its help text; the other types get theirs when exported.
   */
  private editorInterfaces(): ExportEditorInterface[] {
    const entries = [...this.entries.values()];
    return [...this.helpTexts].map(([id, helpTexts]) => {
      const editorInterface = buildEditorInterface(this.contentTypes.get(id)!, entries);
      for (const control of editorInterface.controls) {
        const helpText = helpTexts.get(control.fieldId);
        if (helpText) control.settings = { ...control.settings, helpText };
      }
      return editorInterface;
    });
  }

  toExport(): ContentfulExport {
    return {
      contentTypes: [...this.contentTypes.values()],
      tags: [],
      editorInterfaces: this.editorInterfaces(),
      entries: [...this.entries.values()],
      assets: [...this.assets.values()],
      locales: [
        {
          name: "English (United States)",
          code: LOCALE,
          fallbackCode: null,
          default: true,
          contentManagementApi: true,
          contentDeliveryApi: true,
          optional: false,
          sys: { id: "locale-en-us", type: "Locale", version: 1 },
        },
      ],
    };
  }
}

function localize(fields: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) out[key] = { [LOCALE]: value };
  }
  return out;
}

// ---- links for fields --------------------------------------------------------------------------------------

export const entryLink = (id: string): ExportLink => link("Entry", id);
export const assetLink = (id: string): ExportLink => link("Asset", id);

// ---- rich text ---------------------------------------------------------------------------------------------

type InlineChild = string | Text | Inline;

const toInline = (child: InlineChild): Text | Inline => (typeof child === "string" ? text(child) : child);

export function text(value: string, ...marks: Array<`${MARKS}`>): Text {
  return { nodeType: "text", value, marks: marks.map((type) => ({ type })), data: {} };
}
export const bold = (value: string): Text => text(value, MARKS.BOLD);
export const italic = (value: string): Text => text(value, MARKS.ITALIC);
export const underline = (value: string): Text => text(value, MARKS.UNDERLINE);
export const code = (value: string): Text => text(value, MARKS.CODE);
export const sup = (value: string): Text => text(value, MARKS.SUPERSCRIPT);
export const sub = (value: string): Text => text(value, MARKS.SUBSCRIPT);
export const strike = (value: string): Text => text(value, MARKS.STRIKETHROUGH);

export function doc(...content: Block[]): Document {
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content: content as Document["content"] };
}

const block = (nodeType: string, content: Array<Block | Inline | Text>, data: Record<string, unknown> = {}): Block =>
  ({ nodeType, data, content }) as unknown as Block;

export const p = (...children: InlineChild[]): Block => block(BLOCKS.PARAGRAPH, children.map(toInline));
export const h1 = (...children: InlineChild[]): Block => block(BLOCKS.HEADING_1, children.map(toInline));
export const h2 = (...children: InlineChild[]): Block => block(BLOCKS.HEADING_2, children.map(toInline));
export const h3 = (...children: InlineChild[]): Block => block(BLOCKS.HEADING_3, children.map(toInline));
export const h4 = (...children: InlineChild[]): Block => block(BLOCKS.HEADING_4, children.map(toInline));
export const h5 = (...children: InlineChild[]): Block => block(BLOCKS.HEADING_5, children.map(toInline));
export const h6 = (...children: InlineChild[]): Block => block(BLOCKS.HEADING_6, children.map(toInline));
export const hr = (): Block => block(BLOCKS.HR, []);
export const quote = (...paragraphs: Block[]): Block => block(BLOCKS.QUOTE, paragraphs);

/** A list item: a string or inline children become one paragraph; `{ blocks }` holds paragraphs or nested lists. */
export type ListItem = string | InlineChild[] | { blocks: Block[] };
const li = (item: ListItem): Block => {
  if (typeof item === "string") return block(BLOCKS.LIST_ITEM, [p(item)]);
  if (Array.isArray(item)) return block(BLOCKS.LIST_ITEM, [p(...item)]);
  return block(BLOCKS.LIST_ITEM, item.blocks);
};
export const ul = (...items: ListItem[]): Block => block(BLOCKS.UL_LIST, items.map(li));
export const ol = (...items: ListItem[]): Block => block(BLOCKS.OL_LIST, items.map(li));

/** A table; the first row is a header row. Each cell is a string or inline children. */
export function table(header: InlineChild[], ...rows: InlineChild[][]): Block {
  const cell = (type: string, value: InlineChild) => block(type, [p(value)]);
  return block(BLOCKS.TABLE, [
    block(
      BLOCKS.TABLE_ROW,
      header.map((value) => cell(BLOCKS.TABLE_HEADER_CELL, value)),
    ),
    ...rows.map((row) =>
      block(
        BLOCKS.TABLE_ROW,
        row.map((value) => cell(BLOCKS.TABLE_CELL, value)),
      ),
    ),
  ]);
}

export const a = (uri: string, ...children: InlineChild[]): Inline => ({
  nodeType: INLINES.HYPERLINK,
  data: { uri },
  content: children.map(toInline),
});
export const entryHyperlink = (id: string, ...children: InlineChild[]): Inline => ({
  nodeType: INLINES.ENTRY_HYPERLINK,
  data: { target: entryLink(id) },
  content: children.map(toInline),
});
export const assetHyperlink = (id: string, ...children: InlineChild[]): Inline => ({
  nodeType: INLINES.ASSET_HYPERLINK,
  data: { target: assetLink(id) },
  content: children.map(toInline),
});
export const inlineEntry = (id: string): Inline => ({
  nodeType: INLINES.EMBEDDED_ENTRY,
  data: { target: entryLink(id) },
  content: [],
});
export const embedEntry = (id: string): Block => block(BLOCKS.EMBEDDED_ENTRY, [], { target: entryLink(id) });
export const embedAsset = (id: string): Block => block(BLOCKS.EMBEDDED_ASSET, [], { target: assetLink(id) });
