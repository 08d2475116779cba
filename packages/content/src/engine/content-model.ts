/** Field schemas of the published content types, plus the fixed schema of asset fields. */
import type { ExportContentType, ExportField } from "../export-file/types.js";

export interface FieldSchema {
  readonly id: string;
  readonly type: string;
  readonly linkType: string | undefined;
  readonly itemsType: string | undefined;
  readonly itemsLinkType: string | undefined;
  readonly localized: boolean;
  readonly omitted: boolean;
}

export interface TypeSchema {
  readonly id: string;
  readonly fields: ReadonlyMap<string, FieldSchema>;
}

const toFieldSchema = (field: ExportField): FieldSchema => ({
  id: field.id,
  type: field.type,
  linkType: field.linkType,
  itemsType: field.items?.type,
  itemsLinkType: field.items?.linkType,
  localized: field.localized === true,
  omitted: field.omitted === true,
});

export function toTypeSchema(contentType: ExportContentType): TypeSchema {
  return {
    id: contentType.sys.id,
    fields: new Map(contentType.fields.map((field) => [field.id, toFieldSchema(field)])),
  };
}

const assetField = (id: string, type: string): FieldSchema => ({
  id,
  type,
  linkType: undefined,
  itemsType: undefined,
  itemsLinkType: undefined,
  localized: true,
  omitted: false,
});

/** Assets have the fixed fields title, description and file. */
export const ASSET_SCHEMA: TypeSchema = {
  id: "Asset",
  fields: new Map([
    ["title", assetField("title", "Symbol")],
    ["description", assetField("description", "Text")],
    ["file", assetField("file", "Object")],
  ]),
};

/** Whether a field holds links to entries or assets (a Link field or an array of links). */
export const isLinkField = (field: FieldSchema): boolean =>
  field.type === "Link" || (field.type === "Array" && field.itemsType === "Link");

/** The linked entity type of a link field, if it is an entry or asset link. */
export const linkTypeOf = (field: FieldSchema): string | undefined =>
  field.type === "Link" ? field.linkType : field.itemsLinkType;

/** Whether a field holds an array of symbols. */
export const isSymbolArray = (field: FieldSchema): boolean => field.type === "Array" && field.itemsType === "Symbol";
