/**
 * What a change reaches beyond the reads it names (site-pass.ts, selectPages): the changed entries as delivered now,
 * the fields each change altered (against the record's field hashes), and the collection queries the change could
 * alter, run again, one id-only query per list.
 */
import { changedFields } from "@tupelo-medicare/content/publishing";
import type { ContentRead } from "@tupelo-medicare/content/publishing";
import { mapLimit } from "../pass/pass-tools.js";
import type { SiteRecord } from "../site-record.js";
import type { SiteRenderer } from "../site-renderer.js";
import { queryResultChanged } from "./page-dependencies.js";
import type { ContentChange } from "./page-dependencies.js";
import { couldAlter } from "./query-match.js";
import type { ChangedEntry } from "./query-match.js";

/** A changed entry as delivered now (fields, default locale; null when no longer delivered), with its revision. */
export interface DeliveredEntry extends ChangedEntry {
  revision: number;
}

/**
 * The changed entries as delivered now (fields, default locale): to tell which slug lookups they could match, and
 * which of their fields changed since the pages were rendered (compared with the record's field hashes).
 */
export async function readChangedEntries(
  renderer: SiteRenderer,
  changes: readonly ContentChange[],
): Promise<DeliveredEntry[]> {
  const entries = changes.filter((change) => change.kind === "Entry");
  if (entries.length === 0) return [];
  const delivered = new Map<string, { revision: number; fields: Record<string, unknown> }>();
  for (let index = 0; index < entries.length; index += 100) {
    const ids = entries.slice(index, index + 100).map((change) => change.id);
    const page = await renderer.delivery.getEntries({ "sys.id[in]": ids, include: 0, limit: 100 } as never);
    for (const item of page.items as unknown as Array<{
      sys: { id: string; revision?: number };
      fields: Record<string, unknown>;
    }>)
      delivered.set(item.sys.id, { revision: Number(item.sys.revision ?? 0), fields: item.fields });
  }
  return entries.map((change) => {
    const entry = delivered.get(change.id);
    return { change, fields: entry?.fields ?? null, revision: entry?.revision ?? 0 };
  });
}

/** The changes with the fields each entry's change altered (none known: every field counts). */
export function withChangedFields(
  record: SiteRecord,
  changes: readonly ContentChange[],
  delivered: readonly DeliveredEntry[],
): ContentChange[] {
  const now = new Map(delivered.map((entry) => [entry.change.id, entry.fields] as const));
  return changes.map((change) =>
    change.kind === "Entry" && now.has(change.id)
      ? { ...change, fields: changedFields(record.deps.fields?.[change.id], now.get(change.id)) }
      : change,
  );
}

const PAGING = new Set(["skip", "limit", "include", "select"]);

/** A query without its paging and projection: the pages of one list share it. */
export function listShape(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .filter((name) => !PAGING.has(name))
      .sort()
      .map((name) => [name, query[name]]),
  );
}

/**
 * Runs the collection queries a change could alter again; returns the keys whose answer changed. The pages of one
 * list (same filters and order, other skip/limit) are checked with one id-only query covering all of them, so a
 * 1,000-post blog's 170 pages cost one call, not 170.
 */
export async function recheckQueries(
  renderer: SiteRenderer,
  record: SiteRecord,
  changed: readonly ChangedEntry[],
): Promise<Set<string>> {
  const altered = new Set<string>();
  const groups = new Map<string, Array<[string, ContentRead]>>();
  for (const [key, read] of Object.entries(record.deps.reads)) {
    if (read.kind !== "entries" || !changed.some((entry) => couldAlter(read, entry))) continue;
    const shape = listShape(read.query);
    groups.set(shape, [...(groups.get(shape) ?? []), [key, read]]);
  }
  await mapLimit([...groups.values()], 8, async (reads) => {
    const end = Math.max(...reads.map(([, read]) => Number(read.query.skip ?? 0) + Number(read.query.limit ?? 100)));
    const base = Object.fromEntries(Object.entries(reads[0]![1].query).filter(([name]) => !PAGING.has(name)));
    const ids: string[] = [];
    let total = 0;
    for (let skip = 0; skip < end; skip += 1000) {
      const page = await renderer.delivery.getEntries({
        ...base,
        select: ["sys.id"],
        skip,
        limit: Math.min(1000, end - skip),
      } as never);
      total = page.total;
      ids.push(...(page.items as unknown as Array<{ sys: { id: string } }>).map((item) => item.sys.id));
      if (skip + 1000 >= total) break;
    }
    for (const [key, before] of reads) {
      const skip = Number(before.query.skip ?? 0);
      const limit = Number(before.query.limit ?? 100);
      const after: ContentRead = { ...before, items: ids.slice(skip, skip + limit), total };
      if (queryResultChanged(before, after)) altered.add(key);
    }
  });
  return altered;
}
