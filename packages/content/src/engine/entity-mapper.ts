/** Maps one exported entry or asset (CMA sys, locale-keyed fields) to its CDA shape for a locale or for '*'. */
import type { TypeSchema } from "./content-model.js";
import { frozenCopy } from "./json-values.js";
import { collectLinks } from "./links.js";
import { ALL_LOCALES, resolveLocalized } from "./locales.js";
import type { LocaleTable } from "./locales.js";
import type { ExportEntity, ExportLink, ExportSys } from "../export-file/types.js";
import type { EntityKind, JsonObject, LinkRef } from "./types.js";

export interface MapContext {
  readonly spaceId: string;
  readonly environmentId: string;
  readonly locales: LocaleTable;
  /** Preview API: latest (draft) dates and version instead of the published ones. */
  readonly preview?: boolean;
}

export interface MappedEntity {
  /** The frozen CDA item. */
  readonly body: JsonObject;
  /** Field values for the requested locale (empty for '*'). */
  readonly values: Readonly<Record<string, unknown>>;
  readonly links: readonly LinkRef[];
}

export const sysLink = (linkType: string, id: string): { sys: { type: "Link"; linkType: string; id: string } } => ({
  sys: { type: "Link", linkType, id },
});

/** Whether an exported entity (or content type) is published, judging by its CMA sys. */
export function isPublished(sys: ExportSys): boolean {
  if (!sys.publishedVersion || !sys.publishedAt) return false;
  return sys.publishedCounter === undefined || sys.publishedCounter === null || sys.publishedCounter > 0;
}

/** CDA createdAt/updatedAt are the first and latest publish times. */
export const deliveredDates = (sys: ExportSys): { createdAt: string; updatedAt: string } => {
  const createdAt = sys.firstPublishedAt ?? sys.createdAt ?? sys.publishedAt ?? "";
  return { createdAt, updatedAt: sys.publishedAt ?? sys.updatedAt ?? createdAt };
};

export const revisionOf = (sys: ExportSys): number => sys.publishedCounter ?? sys.publishedVersion ?? 1;

/** Not archived: what the Preview API returns (drafts, changed and published entities). */
export const isPreviewable = (sys: ExportSys): boolean =>
  !(typeof sys.archivedVersion === "number" && sys.archivedVersion > 0);

/** Preview API dates: created and latest saved (a draft was never published). */
export const previewDates = (sys: ExportSys): { createdAt: string; updatedAt: string } => {
  const createdAt = sys.createdAt ?? sys.firstPublishedAt ?? sys.publishedAt ?? "";
  return { createdAt, updatedAt: sys.updatedAt ?? sys.publishedAt ?? createdAt };
};

/** The Preview API's revision: the entity's latest version. */
export const previewRevisionOf = (sys: ExportSys): number => sys.version ?? revisionOf(sys);

const linkList = (links: readonly ExportLink[] | undefined, linkType: string) =>
  (links ?? []).map((link) => sysLink(linkType, link.sys.id));

function deliveredSys(entity: ExportEntity, kind: EntityKind, locale: string, ctx: MapContext): JsonObject {
  const { createdAt, updatedAt } = ctx.preview ? previewDates(entity.sys) : deliveredDates(entity.sys);
  const sys: JsonObject = {
    space: sysLink("Space", ctx.spaceId),
    id: entity.sys.id,
    type: kind,
    createdAt,
    updatedAt,
    environment: sysLink("Environment", ctx.environmentId),
    publishedVersion: entity.sys.publishedVersion ?? (ctx.preview ? 0 : 1),
    revision: ctx.preview ? previewRevisionOf(entity.sys) : revisionOf(entity.sys),
  };
  if (kind === "Entry" && entity.sys.contentType)
    sys.contentType = sysLink("ContentType", entity.sys.contentType.sys.id);
  if (locale !== ALL_LOCALES) sys.locale = locale;
  return sys;
}

export function mapEntity(
  entity: ExportEntity,
  kind: EntityKind,
  schema: TypeSchema | undefined,
  locale: string,
  ctx: MapContext,
): MappedEntity {
  const fields: Record<string, unknown> = {};
  const links: LinkRef[] = [];
  const seenLinks = new Set<string>();
  const defaultChain = [ctx.locales.defaultCode];
  for (const [fieldId, localized] of Object.entries(entity.fields)) {
    const field = schema?.fields.get(fieldId);
    if ((schema && !field) || field?.omitted || !localized) continue;
    const isLocalized = field ? field.localized : true;
    const scanLinks = field?.type !== "Object";
    if (locale === ALL_LOCALES) {
      const perLocale: Record<string, unknown> = {};
      for (const { code } of isLocalized ? ctx.locales.locales : [{ code: ctx.locales.defaultCode }]) {
        const value = localized[code];
        if (value === undefined || value === null) continue;
        perLocale[code] = value;
        if (scanLinks) collectLinks(value, links, seenLinks);
      }
      if (Object.keys(perLocale).length > 0) fields[fieldId] = perLocale;
      continue;
    }
    const value = resolveLocalized(localized, isLocalized ? ctx.locales.chain(locale) : defaultChain);
    if (value === undefined) continue;
    fields[fieldId] = value;
    if (scanLinks) collectLinks(value, links, seenLinks);
  }
  const metadata: JsonObject = {
    tags: linkList(entity.metadata?.tags, "Tag"),
    concepts: linkList(entity.metadata?.concepts, "TaxonomyConcept"),
  };
  const body = frozenCopy({ metadata, sys: deliveredSys(entity, kind, locale, ctx), fields });
  return { body, values: locale === ALL_LOCALES ? {} : body.fields, links };
}
