/**
 * Whether a changed entry could alter the answer of a recorded collection query, beyond the queries that already
 * returned it. A query that looks one entry up by a field value (a post by slug, a page by pageSlug) can only change
 * when the entry now has that value; any other query of the entry's content type (lists and their paging, counts)
 * is run again. Keeping slug lookups out of the recheck is what keeps a one-post edit cheap on a 1,000-post space.
 *
 * Field by field: when the change names the fields that changed (`ContentChange.fields`), a query whose filters and
 * order read none of them cannot have another answer (a title or body edit leaves the blog's lists, ordered by date
 * and filtered by category, as they were), so it is not run again. A query that depends on more than named fields
 * (full-text `query`, metadata, links, sys times an edit changes) is run again whatever changed.
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

/** Query parameters that shape an answer without deciding which entries it holds, or in what order. */
const SHAPING = new Set(["content_type", "skip", "limit", "include", "select", "locale"]);
/** Properties an edit never changes. */
const FIXED_SYS = new Set(["sys.id", "sys.createdAt", "sys.contentType.sys.id"]);

/**
 * The fields whose values decide which entries a query answers and in what order (its filters and `order`), or
 * undefined when it depends on more than named fields: no `order` (the API's own, but for a one-entry lookup by a
 * field's value), full-text `query`, metadata,
 * links, or sys properties an edit changes (sys.updatedAt, sys.revision…).
 */
export function fieldsDecidingAnswer(query: Record<string, unknown>): Set<string> | undefined {
  // Without an order, the Delivery API's own (undocumented) order decides, and an edit may move the entry; except in
  // a lookup of one entry by a field's value (a post by slug), where no order is needed.
  if (!("order" in query) && !(Number(query.limit) === 1 && lookups(query).length > 0)) return undefined;
  const names = new Set<string>();
  const known = (path: string): boolean => {
    const bare = path
      .trim()
      .replace(/^-/, "")
      .replace(/\[[a-z]+\]$/, "");
    const field = /^fields\.([A-Za-z0-9_]+)/.exec(bare)?.[1];
    if (field) names.add(field);
    return field !== undefined || FIXED_SYS.has(bare);
  };
  for (const [name, value] of Object.entries(query)) {
    if (SHAPING.has(name)) continue;
    if (name === "order") {
      const keys = Array.isArray(value) ? value.map(String) : String(value).split(",");
      if (!keys.every(known)) return undefined;
    } else if (!known(name)) return undefined;
  }
  return names;
}

/** Whether the changed entry could appear in (or leave) the query's answer, or move in it. */
export function couldAlter(read: ContentRead, changed: ChangedEntry): boolean {
  const { change, fields } = changed;
  if (change.kind !== "Entry") return false;
  if (change.contentType && read.contentType && change.contentType !== read.contentType) return false;
  if (change.fields) {
    const deciding = fieldsDecidingAnswer(read.query);
    if (deciding && !change.fields.some((field) => deciding.has(field))) return false;
  }
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
