/**
 * Shapes the engine reads (a `contentful-export` file, loosely typed so JSON imports and the space builder's
 * ContentfulExport both fit) and the CDA shapes it returns.
 */

/** A link as it appears in an export or a CDA payload. */
export interface LinkLike {
  readonly sys: { readonly type: string; readonly linkType?: string; readonly id: string };
}

export interface ExportSysLike {
  readonly id: string;
  readonly type?: string;
  readonly createdAt?: string;
  readonly updatedAt?: string;
  readonly publishedAt?: string | null;
  readonly firstPublishedAt?: string | null;
  readonly version?: number;
  readonly publishedVersion?: number | null;
  readonly publishedCounter?: number | null;
  readonly archivedVersion?: number | null;
  readonly contentType?: LinkLike;
}

export interface ExportEntityLike {
  readonly metadata?: { readonly tags?: readonly LinkLike[]; readonly concepts?: readonly LinkLike[] };
  readonly sys: ExportSysLike;
  readonly fields: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
}

export interface ExportFieldLike {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly localized?: boolean;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly omitted?: boolean;
  readonly linkType?: string;
  readonly items?: { readonly type: string; readonly linkType?: string; readonly validations?: readonly unknown[] };
  readonly validations?: readonly unknown[];
}

export interface ExportContentTypeLike {
  readonly sys: ExportSysLike;
  readonly displayField?: string | null;
  readonly name: string;
  readonly description?: string | null;
  readonly fields: readonly ExportFieldLike[];
}

export interface ExportLocaleLike {
  readonly code: string;
  readonly name: string;
  readonly fallbackCode?: string | null;
  readonly default?: boolean;
  readonly contentDeliveryApi?: boolean;
  readonly optional?: boolean;
  readonly sys?: { readonly id?: string; readonly version?: number };
}

/** A Contentful export (the output of `contentful-export`) as the engine reads it. */
export interface ContentfulExportLike {
  readonly contentTypes?: readonly ExportContentTypeLike[];
  readonly entries?: readonly ExportEntityLike[];
  readonly assets?: readonly ExportEntityLike[];
  readonly locales?: readonly ExportLocaleLike[];
  readonly tags?: readonly unknown[];
  readonly editorInterfaces?: readonly unknown[];
}

// ---- CDA output ------------------------------------------------------------------------------------------

export type JsonObject = Record<string, unknown>;

export type EntityKind = "Entry" | "Asset";

/** A link to an entry or asset found in an item's fields. */
export interface LinkRef {
  readonly linkType: EntityKind;
  readonly id: string;
}

/** The body of a CDA collection response. */
export interface CdaCollectionBody {
  sys: { type: "Array" };
  total: number;
  skip: number;
  limit: number;
  items: unknown[];
  includes?: { Entry?: unknown[]; Asset?: unknown[] };
  errors?: unknown[];
}
