/**
 * The Contentful export format: what `contentful-export` writes, `contentful space import` reads, the space builder
 * (`pnpm space`) writes, and the engine and the content server serve. Typed loosely: files are parsed JSON, so
 * field values stay `unknown` and `validateSpace` checks them.
 */

/** A link to an entry, asset, tag or content type, e.g. `{ sys: { type: "Link", linkType: "Entry", id } }`. */
export interface ExportLink<LinkType extends string = string> {
  sys: { type: "Link"; linkType: LinkType; id: string };
}

/** The Content Management API sys of an entity, as the export carries it. */
export interface ExportSys {
  id: string;
  type?: string;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string | null;
  firstPublishedAt?: string | null;
  version?: number;
  publishedVersion?: number | null;
  publishedCounter?: number | null;
  archivedVersion?: number | null;
  contentType?: ExportLink;
  [key: string]: unknown;
}

/** An entry or an asset: locale-keyed fields (`fields[fieldId][locale]`). */
export interface ExportEntity {
  sys: ExportSys;
  metadata?: { tags?: ExportLink[]; concepts?: ExportLink[]; [key: string]: unknown };
  fields: Record<string, Record<string, unknown> | undefined>;
}

/** One content type validation, e.g. `{ size: { max: 60 } }` or `{ linkContentType: ["video"] }`. */
export interface FieldValidation {
  linkContentType?: string[];
  in?: Array<string | number>;
  size?: { min?: number | null; max?: number | null };
  range?: { min?: number | null; max?: number | null };
  dateRange?: { min?: string | null; max?: string | null };
  regexp?: { pattern: string; flags?: string | null };
  prohibitRegexp?: { pattern: string; flags?: string | null };
  unique?: boolean;
  enabledNodeTypes?: string[];
  enabledMarks?: string[];
  /** Rich text: validations for the nodes of a type, e.g. `{ "embedded-entry-block": [{ linkContentType: ["video"] }] }`. */
  nodes?: Record<string, FieldValidation[] | undefined>;
  message?: string | null;
  [key: string]: unknown;
}

/** A content type field; `type` is one of Contentful's field types (Symbol, Text, RichText, Link, ResourceLink, ...). */
export interface ExportField {
  id: string;
  name: string;
  type: string;
  linkType?: string;
  items?: { type: string; linkType?: string; validations?: FieldValidation[] };
  /** ResourceLink fields: the spaces and types the links may point at. */
  allowedResources?: unknown[];
  required?: boolean;
  localized?: boolean;
  disabled?: boolean;
  omitted?: boolean;
  validations?: FieldValidation[];
  /** What a new entry starts with, by locale, e.g. `{ "en-US": true }`. */
  defaultValue?: Record<string, unknown>;
}

export interface ExportContentType {
  sys: ExportSys;
  name: string;
  displayField?: string | null;
  description?: string | null;
  fields: ExportField[];
}

export interface ExportLocale {
  code: string;
  name: string;
  default?: boolean;
  fallbackCode?: string | null;
  optional?: boolean;
  contentDeliveryApi?: boolean;
  contentManagementApi?: boolean;
  sys?: { id?: string; type?: string; version?: number };
  [key: string]: unknown;
}

export interface ExportTag {
  name: string;
  sys: { id: string; [key: string]: unknown };
}

/** A field's editor in the Contentful web app; `builtin` widgets are Contentful's own. */
export interface EditorControl {
  fieldId: string;
  widgetId: string;
  widgetNamespace: "builtin";
  settings?: Record<string, string | boolean | null>;
}

export interface ExportEditorInterface {
  sys: { id: string; type: "EditorInterface"; contentType: ExportLink<"ContentType">; [key: string]: unknown };
  controls: EditorControl[];
}

/** A Contentful export file; other top-level keys (roles, webhooks, ...) may be present in a source file. */
export interface ContentfulExport {
  contentTypes: ExportContentType[];
  tags?: ExportTag[];
  editorInterfaces?: ExportEditorInterface[];
  entries: ExportEntity[];
  assets: ExportEntity[];
  locales: ExportLocale[];
  [key: string]: unknown;
}
