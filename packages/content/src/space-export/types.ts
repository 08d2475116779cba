/**
 * The Contentful export format (what `contentful-export` writes and `contentful-import` reads), typed loosely:
 * files are parsed JSON, so everything below `fields` stays `unknown` and the validator checks it.
 */

export interface SpaceLink<LinkType extends string = string> {
  sys: { type: "Link"; linkType: LinkType; id: string };
}

export interface SpaceSys {
  id: string;
  type?: string;
  version?: number;
  publishedVersion?: number | null;
  archivedVersion?: number | null;
  contentType?: SpaceLink;
  [key: string]: unknown;
}

/** An entry or an asset: locale-keyed fields (`fields[fieldId][locale]`). */
export interface SpaceEntity {
  sys: SpaceSys;
  metadata?: { tags?: SpaceLink[]; [key: string]: unknown };
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

export interface SpaceField {
  id: string;
  name: string;
  type: string;
  linkType?: string;
  items?: { type: string; linkType?: string; validations?: FieldValidation[] };
  required?: boolean;
  localized?: boolean;
  disabled?: boolean;
  omitted?: boolean;
  validations?: FieldValidation[];
}

export interface SpaceContentType {
  sys: SpaceSys;
  name: string;
  displayField?: string | null;
  description?: string | null;
  fields: SpaceField[];
}

export interface SpaceLocale {
  code: string;
  name: string;
  default?: boolean;
  fallbackCode?: string | null;
  optional?: boolean;
  [key: string]: unknown;
}

export interface SpaceTag {
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

export interface SpaceEditorInterface {
  sys: { id: string; type: "EditorInterface"; contentType: SpaceLink<"ContentType">; [key: string]: unknown };
  controls: EditorControl[];
}

/** A Contentful export file; other top-level keys (roles, webhooks, ...) may be present in a source file. */
export interface SpaceFile {
  contentTypes: SpaceContentType[];
  tags?: SpaceTag[];
  editorInterfaces?: SpaceEditorInterface[];
  entries: SpaceEntity[];
  assets: SpaceEntity[];
  locales: SpaceLocale[];
  [key: string]: unknown;
}
