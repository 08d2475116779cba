/**
 * A pass's first phase: which pages it renders. The build: every listed page and the pseudo pages; `all`: every
 * recorded page; a change: the pages whose recorded reads it reached (field by field) and those whose list queries it
 * altered (rules/); paths asked for by hand. When the path list is among them, the paths are listed again: new paths
 * are rendered, paths that left are removed.
 */
import { pagesUsingReads, readsReaching } from "../rules/page-dependencies.js";
import { readChangedEntries, recheckQueries, withChangedFields } from "../rules/change-reach.js";
import type { DeliveredEntry } from "../rules/change-reach.js";
import { NOT_FOUND_PAGE, OFFLINE_RECORD_PAGE, PATHS_PAGE, SEARCH_PAGE } from "../site-record.js";
import type { SiteRecord } from "../site-record.js";
import type { SiteRenderer } from "../site-renderer.js";
import type { PassContext } from "./context.js";

export interface PagePlan {
  /** Every page the pass reached (pseudo pages included), before the paths were listed again. */
  affected: Set<string>;
  /** The changed entries as delivered at the start of the pass (a regeneration of changes only). */
  changedEntries: DeliveredEntry[];
  /** The recorded reads the change reached or whose answer it altered (undefined: every page renders). */
  stale: Set<string> | undefined;
  /** The site's paths after the pass. */
  paths: string[];
  /** What listing the paths read, when they were listed again. */
  listedReads: Awaited<ReturnType<SiteRenderer["listPaths"]>>["reads"] | undefined;
  added: string[];
  removed: string[];
  /** The pages to render: the affected ones still on the site, the pseudo pages, and the new paths. */
  toRender: string[];
}

export async function selectPages<O>(
  ctx: PassContext<O>,
  renderer: SiteRenderer,
  record: SiteRecord,
): Promise<PagePlan> {
  const { request, step, timed } = ctx;
  const affected = new Set<string>();
  let changedEntries: DeliveredEntry[] = [];
  let stale: Set<string> | undefined;
  if (request.build) {
    for (const page of [PATHS_PAGE, NOT_FOUND_PAGE, OFFLINE_RECORD_PAGE, SEARCH_PAGE]) affected.add(page);
  } else if (request.all) {
    for (const page of Object.keys(record.deps.pages)) affected.add(page);
  } else {
    changedEntries = await step(readChangedEntries(renderer, request.changes));
    timed("changed entries");
    // Field by field: a page that shows a changed entry only in part (a card) is reached only through the fields it
    // shows (a body edit reaches the post's own page, not its cards).
    const changes = withChangedFields(record, request.changes, changedEntries);
    const reached = readsReaching(record.deps, changes);
    for (const page of pagesUsingReads(record.deps, reached)) affected.add(page);
    timed("pages reached");
    // With the fields each change altered: a list whose filters and order read none of them is not run again.
    const named = new Map(changes.map((change) => [`${change.kind}:${change.id}`, change] as const));
    const altered = await step(
      recheckQueries(
        renderer,
        record,
        changedEntries.map((entry) => ({
          ...entry,
          change: named.get(`${entry.change.kind}:${entry.change.id}`) ?? entry.change,
        })),
      ),
    );
    for (const page of pagesUsingReads(record.deps, altered)) affected.add(page);
    stale = new Set([...reached, ...altered]);
    timed("queries rechecked");
  }
  for (const path of request.paths ?? []) affected.add(path);

  let paths = record.paths;
  let listedReads: PagePlan["listedReads"];
  if (affected.has(PATHS_PAGE)) {
    const listed = await step(renderer.listPaths());
    paths = listed.paths;
    listedReads = listed.reads;
    timed("paths listed");
  }
  const before = new Set(record.paths);
  const after = new Set(paths);
  const added = paths.filter((path) => !before.has(path));
  const removed = record.paths.filter((path) => !after.has(path));
  const toRender = [
    ...new Set([
      ...[...affected].filter((page) => after.has(page) || page === NOT_FOUND_PAGE || page === OFFLINE_RECORD_PAGE),
      ...added,
    ]),
  ];
  return { affected, changedEntries, stale, paths, listedReads, added, removed, toRender };
}
