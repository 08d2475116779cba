/**
 * The served copy of a space file. A person editing the file by hand does not bump sys counters, so when a
 * published entity's delivered content changed but its revision (publishedCounter ?? publishedVersion) did not
 * rise above every revision served for it during this run, the served copy bumps it as a publish would:
 * publishedVersion = max(version seen) + 1, version = publishedVersion + 1, publishedCounter = highest served + 1,
 * publishedAt and updatedAt = now (publishedAt kept when the edit was to publishedAt itself). Nothing is written
 * back to the file; revisions only ever rise within one ledger (one server run).
 */
import { isPublished } from "../engine/entity-mapper.js";
import { isRecord } from "../engine/json-values.js";
import type { ContentfulExport, ExportSys } from "../export-file/types.js";
import { exportRevision } from "../webhooks/payload.js";

export type EntityKind = "Entry" | "Asset" | "ContentType";
type SysRecord = Record<string, unknown>;

/** An entry, asset or content type of an export, read loosely. */
export interface LooseEntity {
  readonly sys: SysRecord;
  readonly fields?: unknown;
  readonly [key: string]: unknown;
}

interface LedgerRecord {
  /** Delivered content of the file version last seen (fields, metadata, dates). */
  readonly contentKey: string;
  readonly fileRevision: number;
  readonly filePublishedAt: unknown;
  /** Published and not archived, as served. */
  readonly live: boolean;
  readonly servedSys: SysRecord;
  /** The highest revision served for this entity during the run. */
  readonly maxRevision: number;
  /** The entity as the Delivery API serves it (kept while later saves are drafts). */
  readonly delivered: LooseEntity;
}

/** What the two APIs serve of one version of the file. */
export interface ServedSpaces {
  /** The Delivery API's copy (published content, revisions bumped for hand edits). */
  readonly delivered: ContentfulExport;
  /** The Preview API's copy: every entity as the file holds it now, drafts and unpublished changes included. */
  readonly preview: ContentfulExport;
}

/** The export's entity lists under the keys the engine reads. */
export const KIND_LISTS: ReadonlyArray<readonly [EntityKind, "contentTypes" | "entries" | "assets"]> = [
  ["ContentType", "contentTypes"],
  ["Asset", "assets"],
  ["Entry", "entries"],
];

export const entitiesOf = (space: ContentfulExport, kind: EntityKind): readonly LooseEntity[] => {
  const list = KIND_LISTS.find(([candidate]) => candidate === kind)?.[1] ?? "entries";
  return (space[list] ?? []) as unknown as readonly LooseEntity[];
};

/** Saved since its last publish: Contentful's `version` is publishedVersion + 1 right after a publish. */
export const hasPendingChanges = (sys: SysRecord): boolean =>
  typeof sys.publishedVersion === "number" && typeof sys.version === "number" && sys.version > sys.publishedVersion + 1;

export const isArchived = (sys: SysRecord): boolean =>
  typeof sys.archivedVersion === "number" && sys.archivedVersion > 0;

/** Published and not archived: what the Delivery API returns. */
export const isLive = (sys: SysRecord): boolean => isPublished(sys as unknown as ExportSys) && !isArchived(sys);

/** JSON with object keys sorted, so a reordered file is not a change. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => stableStringify(item ?? null)).join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function contentKeyOf(kind: EntityKind, entity: LooseEntity): string {
  const { sys } = entity;
  const dates = [sys.createdAt, sys.firstPublishedAt, sys.publishedAt];
  if (kind === "ContentType") {
    return stableStringify([entity.name, entity.displayField, entity.description, entity.fields, dates]);
  }
  const contentType = isRecord(sys.contentType) && isRecord(sys.contentType.sys) ? sys.contentType.sys.id : undefined;
  return stableStringify([entity.fields, entity.metadata, contentType, dates]);
}

const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

function withoutPublication(sys: SysRecord): SysRecord {
  const copy = { ...sys };
  delete copy.publishedVersion;
  delete copy.publishedAt;
  return copy;
}

export class RevisionLedger {
  private readonly records = new Map<string, LedgerRecord>();

  /** The served copy of a validated space; remembers it as the baseline for the next call. */
  serve(space: ContentfulExport, now: Date = new Date()): ContentfulExport {
    return this.serveBoth(space, now).delivered;
  }

  /**
   * The Delivery and Preview copies of a validated space. A published entity edited with `version` above
   * publishedVersion + 1 and the same publishedVersion is a saved draft: the Delivery API keeps its last published
   * copy, the Preview API shows the edit.
   */
  serveBoth(space: ContentfulExport, now: Date = new Date()): ServedSpaces {
    const seen = new Set<string>();
    const delivered: Record<string, unknown> = { ...space };
    const preview: Record<string, unknown> = { ...space };
    for (const [kind, list] of KIND_LISTS) {
      const pairs = entitiesOf(space, kind).map((entity) => {
        const key = `${kind}:${String(entity.sys.id)}`;
        seen.add(key);
        return this.serveEntity(key, kind, entity, now);
      });
      delivered[list] = pairs.map((pair) => pair.delivered);
      preview[list] = pairs.map((pair) => pair.preview);
    }
    for (const [key, record] of this.records) {
      if (!seen.has(key) && record.live) this.records.set(key, { ...record, live: false });
    }
    return { delivered: delivered as ContentfulExport, preview: preview as ContentfulExport };
  }

  private serveEntity(
    key: string,
    kind: EntityKind,
    entity: LooseEntity,
    now: Date,
  ): { delivered: LooseEntity; preview: LooseEntity } {
    const { sys } = entity;
    const previous = this.records.get(key);
    const floor = previous?.maxRevision ?? 0;
    const contentKey = contentKeyOf(kind, entity);
    const fileRevision = exportRevision(sys);
    const live = isLive(sys);
    if (
      kind !== "ContentType" &&
      live &&
      previous?.live &&
      previous.fileRevision === fileRevision &&
      previous.contentKey !== contentKey &&
      hasPendingChanges(sys)
    ) {
      // A draft saved over a published entity: delivery unchanged, preview shows it.
      return { delivered: previous.delivered, preview: entity };
    }
    let servedSys: SysRecord;
    if (!live) servedSys = isArchived(sys) ? withoutPublication(sys) : sys;
    else if (previous?.live && previous.contentKey === contentKey && previous.fileRevision === fileRevision) {
      servedSys = previous.servedSys;
    } else if (fileRevision > floor) servedSys = { ...sys, publishedCounter: fileRevision };
    else servedSys = bumpedSys(sys, previous, floor, now);
    const delivered = servedSys === sys ? entity : { ...entity, sys: servedSys };
    this.records.set(key, {
      contentKey,
      fileRevision,
      filePublishedAt: sys.publishedAt,
      live,
      servedSys,
      maxRevision: live ? Math.max(floor, exportRevision(servedSys)) : floor,
      delivered,
    });
    return { delivered, preview: delivered };
  }
}

function bumpedSys(sys: SysRecord, previous: LedgerRecord | undefined, floor: number, now: Date): SysRecord {
  const base = previous?.servedSys;
  const publishedVersion = Math.max(count(base?.version), count(sys.version), count(sys.publishedVersion)) + 1;
  const at = now.toISOString();
  const editedPublishedAt =
    previous !== undefined && typeof sys.publishedAt === "string" && sys.publishedAt !== previous.filePublishedAt;
  const publishedAt = editedPublishedAt ? sys.publishedAt : at;
  return {
    ...sys,
    version: publishedVersion + 1,
    publishedVersion,
    publishedCounter: floor + 1,
    publishedAt,
    firstPublishedAt: sys.firstPublishedAt ?? base?.firstPublishedAt ?? publishedAt,
    updatedAt: at,
  };
}
