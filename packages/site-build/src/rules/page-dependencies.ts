/**
 * Which pages change when content changes. A site records, for every page it renders, the Delivery API calls the
 * page made (`ContentRead`s, shared between pages by key). From that record:
 * - a page READ an entry or asset when any of its calls reached it (an item, a linked or embedded entry, an asset,
 *   or an unresolved link to it): a change to it re-renders the page;
 * - a page LISTS a content type when one of its collection queries is about that type: a change to an entry of that
 *   type re-renders the page only if running the query again gives other items or another total (a new post shifts
 *   every page of the blog; a new video does not touch the blog).
 * - field by field: a call whose view models show an entry only in part (a post's card shows its title, slug, date,
 *   image and excerpt, never its body: `ContentRead.shown`) is reached by a change to that entry only when one of
 *   those fields changed. The record keeps a hash of each such entry's fields as rendered (`fields`), and a change
 *   names the fields whose hash differs (`changedFields`); when either is unknown, every field counts as changed.
 * Pure functions over plain JSON, so the record can be kept beside the build output and read by another process.
 */
import type { ContentRead, EntryFields } from "@tupelo-medicare/content/publishing";
import { fieldHashes, mergeEntryFields } from "@tupelo-medicare/content/publishing";

/** What one page read: the keys of its calls in `SiteDependencies.reads`. */
export interface PageDependencies {
  reads: string[];
}

/** The record of a whole site: every distinct call, and every page's calls. */
export interface SiteDependencies {
  reads: Record<string, ContentRead>;
  pages: Record<string, PageDependencies>;
  /**
   * The entries some call shows only in part (`ContentRead.shown`): a hash of each field as the pages were rendered
   * from it, with the revision. Absent in a record from before field-level dependencies (every field then counts).
   */
  fields?: Record<string, EntryFields>;
}

/** A change to content, as a webhook or a reconciliation reports it. */
export interface ContentChange {
  kind: "Entry" | "Asset";
  id: string;
  /** The entry's content type (tombstones carry it too); undefined when unknown: every list is checked. */
  contentType?: string | undefined;
  /**
   * The entry's fields that changed (`changedFields`); undefined when unknown (a new, removed or unrecorded entry, or
   * an asset): every field counts as changed.
   */
  fields?: readonly string[] | undefined;
}

/** An empty record. */
export function emptyDependencies(): SiteDependencies {
  return { reads: {}, pages: {} };
}

/** Records (or replaces) one page's calls. Calls no page uses any more are dropped by `pruneReads`. */
export function recordPage(
  deps: SiteDependencies,
  path: string,
  reads: Array<{ key: string; read: ContentRead }>,
): void {
  const keys: string[] = [];
  for (const { key, read } of reads) {
    // The field hashes are kept once per entry, not with every call that showed it.
    const { hashes, ...kept } = read;
    for (const [id, seen] of Object.entries(hashes ?? {})) {
      deps.fields ??= {};
      deps.fields[id] = mergeEntryFields(deps.fields[id], seen);
    }
    deps.reads[key] = kept;
    if (!keys.includes(key)) keys.push(key);
  }
  deps.pages[path] = { reads: keys };
}

/**
 * Replaces what is kept of an entry's fields with the entry as delivered now (null: forgets it), before the pages a
 * change re-renders are recorded: those pages' reads then merge in what they saw (the older revision wins).
 */
export function keepEntryFields(
  deps: SiteDependencies,
  id: string,
  entry: { revision: number; fields: Record<string, unknown> } | null,
): void {
  if (!entry) {
    if (deps.fields) delete deps.fields[id];
    return;
  }
  deps.fields ??= {};
  deps.fields[id] = { revision: entry.revision, fields: fieldHashes(entry.fields) };
}

/** Forgets a page. */
export function forgetPage(deps: SiteDependencies, path: string): void {
  delete deps.pages[path];
}

/** Drops calls that no page refers to. */
export function pruneReads(deps: SiteDependencies): void {
  const used = new Set(Object.values(deps.pages).flatMap((page) => page.reads));
  for (const key of Object.keys(deps.reads)) if (!used.has(key)) delete deps.reads[key];
  if (!deps.fields) return;
  const shown = new Set<string>();
  for (const read of Object.values(deps.reads)) for (const id of Object.keys(read.shown ?? {})) shown.add(id);
  for (const id of Object.keys(deps.fields)) if (!shown.has(id)) delete deps.fields[id];
}

/** The pages whose calls use any of `keys`. */
export function pagesUsingReads(deps: SiteDependencies, keys: Iterable<string>): Set<string> {
  const wanted = new Set(keys);
  const pages = new Set<string>();
  if (wanted.size === 0) return pages;
  for (const [path, page] of Object.entries(deps.pages)) {
    if (page.reads.some((key) => wanted.has(key))) pages.add(path);
  }
  return pages;
}

/**
 * Keys of the calls that reached one of the changed entries or assets: a call reaches a changed entry when it shows
 * the entry whole, or shows one of the fields the change names (or the change names none: every field counts).
 */
export function readsReaching(deps: SiteDependencies, changes: readonly ContentChange[]): Set<string> {
  const entries = new Map<string, Set<string> | undefined>();
  for (const change of changes) {
    if (change.kind !== "Entry") continue;
    const before = entries.get(change.id);
    // Two changes of one entry: the fields of both (unknown wins).
    if (entries.has(change.id) && before === undefined) continue;
    entries.set(change.id, change.fields ? new Set([...(before ?? []), ...change.fields]) : undefined);
  }
  const assets = new Set(changes.filter((change) => change.kind === "Asset").map((change) => change.id));
  const reaches = (read: ContentRead, id: string): boolean => {
    if (!entries.has(id)) return false;
    const changed = entries.get(id);
    const shown = read.shown?.[id];
    return !changed || !shown || shown.some((field) => changed.has(field));
  };
  const keys = new Set<string>();
  for (const [key, read] of Object.entries(deps.reads)) {
    if (
      read.items.some((id) => reaches(read, id)) ||
      Object.keys(read.entries).some((id) => reaches(read, id)) ||
      Object.keys(read.assets).some((id) => assets.has(id))
    ) {
      keys.add(key);
    }
  }
  return keys;
}

/** Whether a query run again answers with other items (ids or order) or another total. */
export function queryResultChanged(before: ContentRead, after: ContentRead): boolean {
  if (before.total !== after.total || before.items.length !== after.items.length) return true;
  return before.items.some((id, index) => after.items[index] !== id);
}

/** The latest content update time a page shows (for sitemap lastmod), or undefined. */
export function pageUpdatedAt(deps: SiteDependencies, path: string): string | undefined {
  let latest: string | undefined;
  for (const key of deps.pages[path]?.reads ?? []) {
    const updatedAt = deps.reads[key]?.updatedAt;
    if (updatedAt && (!latest || updatedAt > latest)) latest = updatedAt;
  }
  return latest;
}

/**
 * The entry a page exists because of: the one item of a single-entry query by slug (a post, a guide, a page), or
 * undefined for pages that are not one entry's. Used to move a page when its entry's slug changes.
 */
export function pageOwner(deps: SiteDependencies, path: string): string | undefined {
  for (const key of deps.pages[path]?.reads ?? []) {
    const read = deps.reads[key];
    if (!read || read.kind !== "entries" || read.items.length !== 1) continue;
    if (Object.keys(read.query).some((name) => name === "fields.slug" || name === "fields.pageSlug"))
      return read.items[0];
  }
  return undefined;
}
