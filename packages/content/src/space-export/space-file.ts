import type { SpaceEntity, SpaceFile } from "./types.js";

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const LISTS = ["contentTypes", "entries", "assets", "locales"] as const;

/** Checks the outline of a parsed export file (its lists, and a sys.id on each entity) and types it. */
export function parseSpaceFile(value: unknown): SpaceFile {
  if (!isRecord(value)) throw new Error("Not a Contentful export: expected a JSON object");
  const missing = LISTS.filter((key) => !Array.isArray(value[key]));
  if (missing.length > 0) throw new Error(`Not a Contentful export: ${missing.join(", ")} must be arrays`);
  for (const key of ["tags", "editorInterfaces"]) {
    if (value[key] !== undefined && !Array.isArray(value[key]))
      throw new Error(`Not a Contentful export: ${key} must be an array`);
  }
  for (const key of ["contentTypes", "entries", "assets", "tags"]) {
    const list = (value[key] ?? []) as unknown[];
    const index = list.findIndex(
      (item) => !isRecord(item) || !isRecord(item.sys) || typeof item.sys.id !== "string" || item.sys.id === "",
    );
    if (index >= 0) throw new Error(`Not a Contentful export: ${key}[${index}] has no sys.id`);
  }
  const locale = (value.locales as unknown[]).findIndex((item) => !isRecord(item) || typeof item.code !== "string");
  if (locale >= 0) throw new Error(`Not a Contentful export: locales[${locale}] has no code`);
  return value as SpaceFile;
}

/** The default locale's code: the locale marked `default`, else the first one, else en-US. */
export function defaultLocaleOf(space: Pick<SpaceFile, "locales">): string {
  return (space.locales.find((locale) => locale.default === true) ?? space.locales[0])?.code ?? "en-US";
}

/** Whether contentful-import publishes the entity: it does exactly when `sys.publishedVersion` is set. */
export const willPublish = (entity: SpaceEntity): boolean => Boolean(entity.sys.publishedVersion);
