/** Resolves `include` level by level from a page of items: linked entries/assets and unresolvable links. */
import { linkKey } from "./links.js";
import type { IndexedItem, LocaleView } from "./space-index.js";
import type { LinkRef } from "./types.js";

export interface ResolvedIncludes {
  includes?: { Entry?: unknown[]; Asset?: unknown[] };
  errors?: unknown[];
}

/**
 * Walks links `depth` levels deep. Level 1 uses `firstLevelLinks` (the page's links, which `select` may narrow);
 * entities already in the page or already included are not repeated.
 */
export function resolveIncludes(
  page: readonly IndexedItem[],
  view: LocaleView,
  depth: number,
  firstLevelLinks: readonly (readonly LinkRef[])[],
): ResolvedIncludes {
  const seen = new Set(page.map((item) => linkKey(item.kind, item.id)));
  const unresolved = new Set<string>();
  const entries: unknown[] = [];
  const assets: unknown[] = [];
  const errors: unknown[] = [];
  let frontier: (readonly LinkRef[])[] = [...firstLevelLinks];
  for (let level = 1; level <= depth && frontier.length > 0; level += 1) {
    const next: (readonly LinkRef[])[] = [];
    for (const links of frontier) {
      for (const link of links) {
        const key = linkKey(link.linkType, link.id);
        if (seen.has(key) || unresolved.has(key)) continue;
        const target = link.linkType === "Entry" ? view.entryById.get(link.id) : view.assetById.get(link.id);
        if (!target) {
          unresolved.add(key);
          errors.push({
            sys: { id: "notResolvable", type: "error" },
            details: { type: "Link", linkType: link.linkType, id: link.id },
          });
          continue;
        }
        seen.add(key);
        (target.kind === "Entry" ? entries : assets).push(target.body);
        next.push(target.links);
      }
    }
    frontier = next;
  }
  const result: ResolvedIncludes = {};
  if (entries.length > 0 || assets.length > 0) {
    result.includes = {};
    if (entries.length > 0) result.includes.Entry = entries;
    if (assets.length > 0) result.includes.Asset = assets;
  }
  if (errors.length > 0) result.errors = errors;
  return result;
}
