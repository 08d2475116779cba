/**
 * Keeping the record's reads: what each rendered page (and the path listing, and the search index) read, the
 * changed entries' fields as delivered at the start of the pass, and the pages that left forgotten.
 */
import { forgetPage, keepEntryFields, pruneReads, recordPage } from "../rules/page-dependencies.js";
import type { SiteDependencies } from "../rules/page-dependencies.js";
import type { DeliveredEntry } from "../rules/change-reach.js";
import { PATHS_PAGE, SEARCH_PAGE } from "../site-record.js";
import type { RecordedRead } from "../site-renderer.js";

/**
 * Records the rendered pages' reads into `deps`. What is kept of the changed entries' fields is what was delivered at
 * the start of the pass (every page that shows a field that changed is rendered again in it); the pages rendered
 * merge in what they saw (older wins). `all` (every page rendered) starts the fields afresh.
 */
export function recordReads(
  deps: SiteDependencies,
  pass: {
    all?: boolean | undefined;
    changedEntries: readonly DeliveredEntry[];
    rendered: ReadonlyArray<{ path: string; reads: RecordedRead[] }>;
    listedReads?: RecordedRead[] | undefined;
  },
): void {
  if (pass.all) deps.fields = {};
  for (const entry of pass.changedEntries)
    keepEntryFields(deps, entry.change.id, entry.fields ? { revision: entry.revision, fields: entry.fields } : null);
  for (const page of pass.rendered) recordPage(deps, page.path, page.reads);
  if (pass.listedReads) recordPage(deps, PATHS_PAGE, pass.listedReads);
}

/** Records the search index's reads, forgets the pages that left, and drops the reads no page uses any more. */
export function recordIndexAndRemovals(
  deps: SiteDependencies,
  searchIndexReads: RecordedRead[] | undefined,
  removed: readonly string[],
): void {
  if (searchIndexReads) recordPage(deps, SEARCH_PAGE, searchIndexReads);
  for (const path of removed) forgetPage(deps, path);
  pruneReads(deps);
}
