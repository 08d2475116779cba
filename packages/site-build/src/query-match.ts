/**
 * Whether a changed entry could alter the answer of a recorded collection query, beyond the queries that already
 * returned it. A query that looks one entry up by a field value (a post by slug, a page by pageSlug) can only change
 * when the entry now has that value; any other query of the entry's content type (lists and their paging, counts)
 * is run again. Keeping slug lookups out of the recheck is what keeps a one-post edit cheap on a 1,000-post space.
 */
import type { ContentRead } from "@tupelo-medicare/content/publishing";
import type { ContentChange } from "./page-dependencies.js";

/** A changed entry as delivered now (fields in the default locale), or null when it is no longer delivered. */
export interface ChangedEntry {
  change: ContentChange;
  fields: Record<string, unknown> | null;
}

const LOOKUP_FIELD = /^fields\.([A-Za-z0-9_]+)$/;

/** The field-value lookups of a query, e.g. { slug: "x" } for `fields.slug=x`. */
function lookups(query: Record<string, unknown>): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(query)) {
    const field = LOOKUP_FIELD.exec(name)?.[1];
    if (field && (typeof value === "string" || typeof value === "number")) found.push([field, String(value)]);
  }
  return found;
}

/** Whether the changed entry could appear in (or leave) the query's answer. */
export function couldAlter(read: ContentRead, changed: ChangedEntry): boolean {
  const { change, fields } = changed;
  if (change.kind !== "Entry") return false;
  if (change.contentType && read.contentType && change.contentType !== read.contentType) return false;
  const keys = lookups(read.query);
  if (keys.length === 0) return true;
  // A lookup by value: an entry that is gone can only leave answers it was in (those pages read it already).
  if (!fields) return false;
  return keys.every(([field, value]) => {
    const same = (current: unknown) =>
      (typeof current === "string" || typeof current === "number") && String(current) === value;
    const current = fields[field];
    return Array.isArray(current) ? current.some(same) : same(current);
  });
}
