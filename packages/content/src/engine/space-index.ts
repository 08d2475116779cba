/** Indexes an export once: published content types, tags, and lazily per locale the CDA entries and assets. */
import { toTypeSchema } from "./content-model.js";
import type { TypeSchema } from "./content-model.js";
import {
  deliveredDates,
  isPreviewable,
  isPublished,
  mapEntity,
  previewDates,
  previewRevisionOf,
  revisionOf,
  sysLink,
} from "./entity-mapper.js";
import type { MapContext } from "./entity-mapper.js";
import { frozenCopy, isRecord } from "./json-values.js";
import { LocaleTable } from "./locales.js";
import type { ContentfulExport, ExportEntity } from "../export-file/types.js";
import type { EntityKind, JsonObject, LinkRef } from "./types.js";

/** One delivered entry or asset in one locale view. */
export interface IndexedItem {
  readonly kind: EntityKind;
  readonly id: string;
  readonly contentTypeId: string | undefined;
  readonly schema: TypeSchema | undefined;
  readonly body: JsonObject;
  readonly values: Readonly<Record<string, unknown>>;
  readonly links: readonly LinkRef[];
  readonly tagIds: readonly string[];
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly revision: number;
  /** Position in the export, the default order. */
  readonly position: number;
  /** Lower-cased text per field (or whole item), filled on first full-text search. */
  readonly textCache: Map<string, string>;
  /** Ids of the links held by each link field, filled on first link filter. */
  readonly linkIdCache: Map<string, readonly string[]>;
}

export interface LocaleView {
  readonly locale: string;
  readonly entries: readonly IndexedItem[];
  readonly entriesByType: ReadonlyMap<string, readonly IndexedItem[]>;
  readonly entryById: ReadonlyMap<string, IndexedItem>;
  readonly assets: readonly IndexedItem[];
  readonly assetById: ReadonlyMap<string, IndexedItem>;
  /** Sorted item lists keyed by kind, content type and order, reused across requests. */
  readonly sortCache: Map<string, readonly IndexedItem[]>;
}

export interface ContentTypeRecord {
  readonly id: string;
  readonly name: string;
  readonly schema: TypeSchema;
  readonly body: JsonObject;
}

export interface TagRecord {
  readonly id: string;
  readonly name: string;
  readonly body: JsonObject;
}

export interface SpaceIndexOptions {
  readonly spaceId: string;
  readonly environmentId: string;
  /** Answer as the Content Preview API: drafts and latest changes too (archived entities stay out). */
  readonly preview?: boolean;
}

const toMillis = (date: string): number => {
  const millis = Date.parse(date);
  return Number.isNaN(millis) ? 0 : millis;
};

export class SpaceIndex {
  readonly locales: LocaleTable;
  readonly contentTypes: readonly ContentTypeRecord[];
  readonly contentTypeById: ReadonlyMap<string, ContentTypeRecord>;
  readonly tags: readonly TagRecord[];
  private readonly context: MapContext;
  private readonly views = new Map<string, LocaleView>();

  constructor(
    private readonly space: ContentfulExport,
    readonly options: SpaceIndexOptions,
  ) {
    this.locales = new LocaleTable(space);
    this.context = {
      spaceId: options.spaceId,
      environmentId: options.environmentId,
      locales: this.locales,
      preview: options.preview === true,
    };
    this.contentTypes = (space.contentTypes ?? [])
      .filter((type) => isPublished(type.sys))
      .map((type) => {
        const { createdAt, updatedAt } = deliveredDates(type.sys);
        const body = frozenCopy({
          sys: {
            space: sysLink("Space", options.spaceId),
            id: type.sys.id,
            type: "ContentType",
            createdAt,
            updatedAt,
            environment: sysLink("Environment", options.environmentId),
            revision: revisionOf(type.sys),
          },
          displayField: type.displayField ?? null,
          name: type.name,
          description: type.description ?? "",
          fields: type.fields,
        });
        return { id: type.sys.id, name: type.name, schema: toTypeSchema(type), body };
      });
    this.contentTypeById = new Map(this.contentTypes.map((type) => [type.id, type]));
    this.tags = (space.tags ?? []).flatMap((tag) => this.toTagRecord(tag));
  }

  /** The entries and assets delivered in one locale (or '*'), built on first use. */
  view(locale: string): LocaleView {
    let view = this.views.get(locale);
    if (!view) {
      view = this.buildView(locale);
      this.views.set(locale, view);
    }
    return view;
  }

  private toTagRecord(tag: unknown): TagRecord[] {
    if (!isRecord(tag) || !isRecord(tag.sys) || typeof tag.sys.id !== "string") return [];
    const sys = tag.sys;
    if (sys.visibility !== undefined && sys.visibility !== "public") return [];
    const id = sys.id as string;
    const name = typeof tag.name === "string" ? tag.name : id;
    const body = frozenCopy({
      sys: {
        id,
        type: "Tag",
        createdAt: sys.createdAt,
        updatedAt: sys.updatedAt,
        environment: sysLink("Environment", this.options.environmentId),
        space: sysLink("Space", this.options.spaceId),
        createdBy: sys.createdBy,
        updatedBy: sys.updatedBy,
        version: sys.version ?? 1,
        visibility: sys.visibility ?? "public",
      },
      name,
    });
    return [{ id, name, body }];
  }

  private buildView(locale: string): LocaleView {
    const entries = this.indexAll(this.space.entries ?? [], "Entry", locale);
    const assets = this.indexAll(this.space.assets ?? [], "Asset", locale);
    const entriesByType = new Map<string, IndexedItem[]>();
    for (const entry of entries) {
      const list = entriesByType.get(entry.contentTypeId ?? "");
      if (list) list.push(entry);
      else entriesByType.set(entry.contentTypeId ?? "", [entry]);
    }
    return {
      locale,
      entries,
      entriesByType,
      entryById: new Map(entries.map((entry) => [entry.id, entry])),
      assets,
      assetById: new Map(assets.map((asset) => [asset.id, asset])),
      sortCache: new Map(),
    };
  }

  private indexAll(entities: readonly ExportEntity[], kind: EntityKind, locale: string): IndexedItem[] {
    const items: IndexedItem[] = [];
    const seen = new Set<string>();
    for (const entity of entities) {
      const delivered = this.options.preview ? isPreviewable(entity.sys) : isPublished(entity.sys);
      if (!delivered || seen.has(entity.sys.id)) continue;
      let schema: TypeSchema | undefined;
      if (kind === "Entry") {
        const contentType = entity.sys.contentType && this.contentTypeById.get(entity.sys.contentType.sys.id);
        if (!contentType) continue;
        schema = contentType.schema;
      }
      seen.add(entity.sys.id);
      const mapped = mapEntity(entity, kind, schema, locale, this.context);
      const { createdAt, updatedAt } = this.options.preview ? previewDates(entity.sys) : deliveredDates(entity.sys);
      items.push({
        kind,
        id: entity.sys.id,
        contentTypeId: schema?.id,
        schema,
        body: mapped.body,
        values: mapped.values,
        links: mapped.links,
        tagIds: (entity.metadata?.tags ?? []).map((tag) => tag.sys.id),
        createdAt: toMillis(createdAt),
        updatedAt: toMillis(updatedAt),
        revision: this.options.preview ? previewRevisionOf(entity.sys) : revisionOf(entity.sys),
        position: items.length,
        textCache: new Map(),
        linkIdCache: new Map(),
      });
    }
    return items;
  }
}
