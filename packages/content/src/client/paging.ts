import type { Paged } from "../view-models.js";
import type { EntryCollection } from "./reader.js";
import type { ListOptions } from "./types.js";

/** How many items one call of a whole-collection walk asks for: the Delivery API's largest page. */
export const WALK_PAGE_SIZE = 1000;

/** A list call's limit (1 to 1000, the list's default when unset) and skip, from its 1-based page. */
export function page(options: ListOptions | undefined, defaultLimit: number): { limit: number; skip: number } {
  const limit = Math.min(1000, Math.max(1, Math.trunc(options?.limit ?? defaultLimit)));
  const pageNumber = Math.max(1, Math.trunc(options?.page ?? 1) || 1);
  return { limit, skip: (pageNumber - 1) * limit };
}

/** A page with no items and total 0: a list's empty result. */
export const emptyPage = <T>(limit: number, skip: number): Paged<T> => ({ items: [], total: 0, skip, limit });

/** A page of items from the collection they were parsed from (its total, skip and limit). */
export function pageOf<T>(collection: EntryCollection, items: T[]): Paged<T> {
  return { items, total: collection.total, skip: collection.skip, limit: collection.limit };
}

/**
 * Every item of a query, paging through the whole collection (limit and skip follow the query's own keys), each raw
 * item kept by `pick` (undefined: left out).
 */
export async function walkAll<T>(
  getEntries: (query: Record<string, unknown>) => Promise<EntryCollection>,
  query: Record<string, unknown>,
  pick: (item: { fields?: Record<string, unknown> }) => T | undefined,
): Promise<T[]> {
  const out: T[] = [];
  for (let skip = 0; ; skip += WALK_PAGE_SIZE) {
    const collection = await getEntries({ ...query, limit: WALK_PAGE_SIZE, skip });
    for (const item of collection.items as Array<{ fields?: Record<string, unknown> }>) {
      const picked = pick(item);
      if (picked !== undefined) out.push(picked);
    }
    if (skip + WALK_PAGE_SIZE >= collection.total) return out;
  }
}
