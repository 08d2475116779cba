/** Finds links to entries and assets inside field values (including rich-text `data.target` links). */
import { isRecord } from "./json-values.js";
import type { LinkRef } from "./types.js";

/** The entry or asset link an object represents, if it is one. */
export function asLinkRef(value: unknown): LinkRef | undefined {
  if (!isRecord(value)) return undefined;
  const sys = value.sys;
  if (!isRecord(sys) || sys.type !== "Link" || typeof sys.id !== "string") return undefined;
  if (sys.linkType === "Entry" || sys.linkType === "Asset") return { linkType: sys.linkType, id: sys.id };
  return undefined;
}

export const linkKey = (linkType: string, id: string): string => `${linkType}!${id}`;

/** Adds every entry/asset link found in `value` to `out` (deduplicated through `seen`), in document order. */
export function collectLinks(value: unknown, out: LinkRef[], seen: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, out, seen);
    return;
  }
  if (!isRecord(value)) return;
  const link = asLinkRef(value);
  if (link) {
    const key = linkKey(link.linkType, link.id);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(link);
    }
    return;
  }
  for (const child of Object.values(value)) collectLinks(child, out, seen);
}

/** The ids of the links held by a Link field value or an array of links. */
export function linkIdsOf(value: unknown): string[] {
  const ids: string[] = [];
  const add = (item: unknown): void => {
    const link = asLinkRef(item);
    if (link) ids.push(link.id);
  };
  if (Array.isArray(value)) value.forEach(add);
  else add(value);
  return ids;
}
