/** The CDA shapes the engine returns; what it reads is the export file type of `../export-file/types.ts`. */

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
