/**
 * One pass over the built site (`pass`): the full build (buildSite: no record yet, so every listed page is a new
 * page), or a regeneration of exactly what changed (regenerateSite). It renders with the site's renderer
 * (SiteDefinition.createRenderer: in this thread, or on the render pool's workers), records what each page read in the
 * site record, and writes pages atomically.
 *
 * A regeneration, for a set of changed entries and assets:
 * 1. the pages whose recorded calls reached a changed id (the entry itself, linked or embedded entries, assets);
 * 2. the collection queries the change could alter (same content type; slug lookups only for the new slug) are run
 *    again, and the pages whose query now answers other items or another total (a new post shifts every page of
 *    /blog and of its category; the home page's latest posts);
 * 3. when the path list itself is affected, the paths are listed again: new paths are rendered, paths that left are
 *    removed (404) or, when the same entry now lives at a new path, answered with a 301 to it;
 * The search index (search-index.json) is recorded as the pseudo page '#search': built with the site, and built
 * again by any regeneration whose change reaches what it read (or could alter one of its queries), reading again
 * only the documents the change reached (the others are kept beside the record: kept-search-documents.ts).
 * 4. each page is compressed and staged (temporary files) as it is rendered, on the render worker that rendered it;
 *    the pages go live by renames in one synchronous step: the first rank (pages without a query string: a new post's
 *    page, the first page of each list) as soon as all of them are staged, while the later pages of the lists render;
 *    the rest before the search index is built; the index, the sitemap and the record last. A pass that removes a
 *    page swaps everything at once with the record (its 301). A failure leaves the pages not yet swapped in untouched,
 *    writes no record (the next pass renders the change again), and leaves no temporary file behind.
 * 5. sw.js follows: its precache list is written again from the build's template when a precached file changed.
 *
 * A pass that runs longer than `passTimeoutMs` (CONTENT_PASS_TIMEOUT), or whose lease on the build folder's lock is
 * lost, is abandoned without writing: every step stops at the abort, staged files are discarded, and the lease is
 * checked once more right before the synchronous swap. `regenerateSiteLocked` runs a pass under the lock.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { changedFields } from "@tupelo-medicare/content/publishing";
import type { ContentRead } from "@tupelo-medicare/content/publishing";
import { readDeliveredState } from "./content-state.js";
import {
  emptyDependencies,
  forgetPage,
  keepEntryFields,
  pageOwner,
  pagesUsingReads,
  pruneReads,
  queryResultChanged,
  readsReaching,
  recordPage,
} from "./page-dependencies.js";
import type { ContentChange } from "./page-dependencies.js";
import { keptSearchDocuments, writeKeptSearchDocuments } from "./kept-search-documents.js";
import { couldAlter } from "./query-match.js";
import type { ChangedEntry } from "./query-match.js";
import type { RenderPool } from "./render-pool.js";
import type { RenderAnswer, RenderJob } from "./render-worker.js";
import {
  commitFiles,
  compressPage,
  removeFile,
  stageFile,
  stageFiles,
  stagedFileOf,
  sweepStaleTemps,
} from "./site-files.js";
import type { PageVariants, StagedFile } from "./site-files.js";
import { DEFAULT_STALE_MS, withSiteLock } from "./site-lock.js";
import type { SiteLease } from "./site-lock.js";
import {
  NOT_FOUND_PAGE,
  OFFLINE_RECORD_PAGE,
  PATHS_PAGE,
  SEARCH_PAGE,
  readSiteRecord,
  writeSiteRecord,
} from "./site-record.js";
import type { SiteRecord } from "./site-record.js";
import type { RenderedPage, ServiceWorkerRefresh, SiteDefinition, SiteRenderer } from "./site-renderer.js";
import { sitemapXml } from "./sitemap-xml.js";
import { raceAbort } from "./race-abort.js";

export interface SitePassOptions<O = unknown> {
  distDir: string;
  /** The site: its renderer and where its files go. */
  site: SiteDefinition<O>;
  /**
   * The render pool a large pass renders on (rendersOnPool; the build opens and closes one; the running
   * server keeps one). Without one, or with one of size 0, every page renders in the pass's thread.
   */
  pool?: RenderPool<O> | undefined;
  /** Pages rendered at once (reads overlap; rendering is one thread). @defaultValue 4 */
  concurrency?: number;
  log?: (message: string) => void;
  /** A regeneration running longer is abandoned without writing (CONTENT_PASS_TIMEOUT). @defaultValue no limit */
  passTimeoutMs?: number | undefined;
  /** The lease on the build folder's lock the pass runs under: losing it abandons the pass (see site-lock.ts). */
  lease?: SiteLease | undefined;
  /** Aborted when the server stops: the pass is abandoned without writing, like a lost lease. */
  stopSignal?: AbortSignal | undefined;
  /**
   * Called each time some of a regeneration's pages go live (swapped in) before its record is written: the first rank
   * while the later pages of the lists render, the rest while the search index is built. Not called for pages that go
   * live with the record (see regenerate()).
   */
  onPagesLive?: ((pages: readonly string[]) => void) | undefined;
}

/** The path the not-found document is rendered at, and the files of the pseudo pages. */
export const NOT_FOUND_RENDER_PATH = "/__not-found__";
const NOT_FOUND_FILE = "404.html";
/** The offline fallback page the service worker serves for pages never opened on a device. */
export const OFFLINE_FILE = "offline.html";

/**
 * Runs `work` over `items`, `limit` at a time, keeping order; yields to the event loop between items and starts no
 * more work once `signal` aborts.
 */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  signal?: AbortSignal,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      // Back to the event loop between items: an in-process content source answers without real I/O, and timers
      // (the pass timeout, the lock's renewal) must still run while pages render.
      await new Promise((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        // The other lanes start nothing more: the call has failed.
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** Where a site's files go (the part of its definition a pass's file names need). */
type SiteLayout = Pick<SiteDefinition, "fileFor" | "siteUrl" | "sitemapExcludes">;

/** The file (under client/) of a record page. */
const fileOf = (site: SiteLayout, path: string): string => {
  if (path === NOT_FOUND_PAGE) return NOT_FOUND_FILE;
  if (path === OFFLINE_RECORD_PAGE) return OFFLINE_FILE;
  const file = site.fileFor(path);
  if (!file) throw new Error(`No file name for route ${path}`);
  return file;
};

async function renderRecordPage(renderer: SiteRenderer, page: string): Promise<RenderedPage> {
  if (page === NOT_FOUND_PAGE) return { ...(await renderer.render(NOT_FOUND_RENDER_PATH)), path: NOT_FOUND_PAGE };
  // Served by the service worker for pages never opened on this device: static (no client script), noindex.
  if (page === OFFLINE_RECORD_PAGE)
    return { ...(await renderer.render(renderer.offlinePath, { scripts: false })), path: OFFLINE_RECORD_PAGE };
  return renderer.render(page);
}

export interface BuildResult {
  pages: number;
  ms: number;
  record: SiteRecord;
}

/**
 * A pass (the build, or a regeneration) renders on the render pool's running workers above this many pages, and in
 * its own thread up to it: a page costs this thread about 15 ms on the 1,000-post space, while starting the pool's
 * workers (each loads the SSR bundle) took 2.5 s of both cores, so a body edit's two pages waited for workers it did
 * not need.
 */
export const POOL_THRESHOLD = 20;

/**
 * A pass starts the pool's workers only above this many pages; up to it, while the workers are not running, it
 * renders in its own thread. Measured on the 1,000-post space (2 cores): starting the workers costs about 5-6.5 s,
 * and then a page 16-37 ms of the pool against 28-30 ms of the pass's thread, so the two meet near 500 pages. A new
 * post's 216 pages took 13.4 s on a pool that had to start and 8.0 s on one already running (2026-11-28).
 */
export const COLD_POOL_THRESHOLD = 500;

/** What a pass needs to know of its pool. */
export type PoolState = Pick<RenderPool<unknown>, "size" | "running">;

/**
 * Whether a pass of `pages` pages renders on the pool (else in its own thread): never on a pool of size 0; on
 * running workers above POOL_THRESHOLD; on workers it must start only above COLD_POOL_THRESHOLD.
 */
export function rendersOnPool(pool: PoolState | undefined, pages: number): boolean {
  if (pool === undefined || pool.size === 0) return false;
  return pages > (pool.running ? POOL_THRESHOLD : COLD_POOL_THRESHOLD);
}

const jobFor = (site: SiteLayout, renderer: SiteRenderer, page: string, output: RenderJob["output"]): RenderJob => ({
  page,
  path: page === NOT_FOUND_PAGE ? NOT_FOUND_RENDER_PATH : page === OFFLINE_RECORD_PAGE ? renderer.offlinePath : page,
  file: fileOf(site, page),
  scripts: page !== OFFLINE_RECORD_PAGE,
  output,
});

/**
 * A pass's pages in two ranks: the later pages of the lists (a `page` in the query: `/blog?page=7`,
 * `/blog?category=enrollment&page=3`), and all the others first (a post's page, the first page of each list, the
 * pseudo pages). A new post shifts every page of the blog's lists by one (216 pages on the 1,000-post space); its own
 * page and the lists' first pages go live first.
 */
export function rankPages(pages: readonly string[]): { first: string[]; later: string[] } {
  const first: string[] = [];
  const later: string[] = [];
  for (const page of pages) (isLaterPage(page) ? later : first).push(page);
  return { first, later };
}

const isLaterPage = (page: string): boolean => {
  const query = page.indexOf("?");
  return query >= 0 && new URLSearchParams(page.slice(query + 1)).has("page");
};

/**
 * The files a pass staged and has not swapped in yet, by page. Once the pass ends (`close`), whatever is left is
 * discarded, and so is any file handed in later (a worker's page that finishes after its pass failed).
 */
class PassFiles {
  private readonly staged = new Map<string, StagedFile>();
  private readonly writing = new Set<Promise<unknown>>();
  private closed = false;

  /** A file being staged: `close` waits for it, so nothing the pass wrote is left once it has ended. */
  track<T>(staging: Promise<T>): Promise<T> {
    this.writing.add(staging);
    const done = () => this.writing.delete(staging);
    staging.then(done, done);
    return staging;
  }

  add(page: string, file: StagedFile): void {
    if (this.closed) return file.discard();
    this.staged.get(page)?.discard();
    this.staged.set(page, file);
  }

  /** The staged files of `pages` (those staged), no longer kept here: the caller commits or discards them. */
  take(pages: readonly string[]): StagedFile[] {
    const taken: StagedFile[] = [];
    for (const page of pages) {
      const file = this.staged.get(page);
      if (!file) continue;
      this.staged.delete(page);
      taken.push(file);
    }
    return taken;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const file of this.staged.values()) file.discard();
    this.staged.clear();
    // A page being staged when the pass ended is discarded as it is handed in (add), or by stageFile's own abort.
    await Promise.allSettled([...this.writing]);
  }
}

/**
 * The full build: every page, 404.html, offline.html, search-index.json, sitemap.xml and a new site record. It is the
 * one pass (regenerateSite) with `build`: no record is read, so every listed page is a new page.
 */
export async function buildSite<O>(options: SitePassOptions<O>): Promise<BuildResult> {
  const { result, record } = await runPass(options, { changes: [], build: true });
  return { pages: record.paths.length, ms: result.ms, record };
}

const sitemapOf = (site: SiteLayout, record: Pick<SiteRecord, "paths" | "deps" | "builtAt">) =>
  sitemapXml(record, site.siteUrl, site.sitemapExcludes);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const duration = (ms: number) => (ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`);

/** The pass's signal: aborted when its lease is lost, when the server stops, or when it runs past `passTimeoutMs`. */
function passSignal(options: Pick<SitePassOptions, "lease" | "stopSignal" | "passTimeoutMs">): {
  signal: AbortSignal;
  dispose: () => void;
} {
  const controller = new AbortController();
  const ends = [options.lease?.signal, options.stopSignal].filter((signal) => signal !== undefined);
  const onEnd = (signal: AbortSignal) => () => controller.abort(signal.reason);
  const listeners = ends.map((signal) => [signal, onEnd(signal)] as const);
  for (const [signal, listener] of listeners) {
    if (signal.aborted) listener();
    else signal.addEventListener("abort", listener, { once: true });
  }
  const timer =
    options.passTimeoutMs === undefined
      ? undefined
      : setTimeout(
          () =>
            controller.abort(
              new Error(
                `The pass ran longer than CONTENT_PASS_TIMEOUT (${duration(options.passTimeoutMs!)}) and was abandoned without writing; the next pass starts over.`,
              ),
            ),
          options.passTimeoutMs,
        );
  timer?.unref();
  return {
    signal: controller.signal,
    dispose: () => {
      if (timer) clearTimeout(timer);
      for (const [signal, listener] of listeners) signal.removeEventListener("abort", listener);
    },
  };
}

export interface LockedPassOptions<O = unknown> extends SitePassOptions<O> {
  /**
   * How long to wait for another process's pass to release the lock.
   * @defaultValue passTimeoutMs plus the lock's stale time (10 minutes without a pass timeout)
   */
  lockWaitMs?: number;
}

/**
 * Beside the site record while a pass under the lock runs, removed when it finished: found by the next pass, it says
 * a pass was interrupted (or failed) and may have left temporary files to sweep.
 */
export const PASS_MARKER = ".pass-in-progress";

/**
 * A regeneration under the build folder's lock (the server's passes and `pnpm regenerate`): temporary files left by
 * an interrupted pass are swept first, and the pass stops (writing nothing) if its lease is lost.
 */
export function regenerateSiteLocked<O>(
  options: LockedPassOptions<O>,
  request: RegenerateRequest,
): Promise<RegenerateResult> {
  const log = options.log ?? ((message: string) => console.info(message));
  const waitMs =
    options.lockWaitMs ?? (options.passTimeoutMs === undefined ? undefined : options.passTimeoutMs + DEFAULT_STALE_MS);
  return withSiteLock(
    options.distDir,
    async (lease) => {
      // Only a pass that did not finish (its process died, or it failed) can have left temporary files: it left its
      // marker. Walking the 1,400 folders of a large site for them took 1.3 s of every pass.
      const marker = join(options.distDir, PASS_MARKER);
      if (existsSync(marker)) await sweepStaleTemps(options.distDir, log);
      writeFileSync(marker, `${process.pid}\n`);
      const result = await regenerateSite({ ...options, lease }, request);
      rmSync(marker, { force: true });
      return result;
    },
    { log, ...(waitMs === undefined ? {} : { waitMs }) },
  );
}

/**
 * Sweeps temporary files left by interrupted writes (at start), under the lock; waits at most `waitMs` for a pass
 * of another process, and reports (never throws) when it could not.
 */
export async function sweepUnderLock(distDir: string, log: (message: string) => void, waitMs = 60_000): Promise<void> {
  // Only a pass that did not finish leaves temporary files, and it leaves its marker: without one there is nothing
  // to sweep, and the lock is not taken (the walk held it 1.3 s on the 1,000-post site, and the first webhook's pass
  // after a start waited for it, then for the lock's retry backoff: about 3 s of a body edit's 6.7 s).
  const marker = join(distDir, PASS_MARKER);
  if (!existsSync(marker)) return;
  try {
    await withSiteLock(
      distDir,
      async () => {
        // A pass of another process may have finished (and removed its marker) while this waited for the lock.
        if (!existsSync(marker)) return;
        await sweepStaleTemps(distDir, log);
        rmSync(marker, { force: true });
      },
      { log, waitMs },
    );
  } catch (error) {
    log(`[regenerate] temporary files were not swept at start (the next pass sweeps them): ${messageOf(error)}`);
  }
}

export interface RegenerateRequest {
  changes: ContentChange[];
  /** Render every page (a content type changed, or by hand). */
  all?: boolean;
  /**
   * The full build (buildSite): no record is read and a new one is written; every listed page, the pseudo pages and
   * the search index are rendered, and sw.js is left to the build (it writes it after the pages).
   */
  build?: boolean;
  /** Render these paths too (by hand). */
  paths?: string[];
}

export interface RegenerateResult {
  /** Pages rendered and swapped in (pseudo pages included, e.g. '#not-found'). */
  rendered: string[];
  added: string[];
  removed: string[];
  /** Old path -> new path, added by this pass. */
  redirected: Record<string, string>;
  /** Whether a precached file changed (offline.html, /search, search-index.json): the service worker must follow. */
  precacheChanged: boolean;
  /** Every moved page after this pass (old path -> new path), as the server answers them. */
  redirects: Record<string, string>;
  ms: number;
  /** Where the pass's time went: milliseconds per step, in the order the steps ran. */
  steps: Record<string, number>;
  /** sw.js after the pass: whether its precache list was written again (absent when it could not be refreshed). */
  serviceWorker?: ServiceWorkerRefresh | undefined;
}

/** A changed entry as delivered now (fields, default locale; null when no longer delivered), with its revision. */
interface DeliveredEntry extends ChangedEntry {
  revision: number;
}

/**
 * The changed entries as delivered now (fields, default locale): to tell which slug lookups they could match, and
 * which of their fields changed since the pages were rendered (compared with the record's field hashes).
 */
async function readChangedEntries(
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
function withChangedFields(
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
function listShape(query: Record<string, unknown>): string {
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
async function recheckQueries(
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

/**
 * Regenerates what the request changed; throws (writing nothing) when any page fails to render, the pass runs past
 * `passTimeoutMs`, or its lease is lost before the swap.
 */
export async function regenerateSite<O>(
  options: SitePassOptions<O>,
  request: RegenerateRequest,
): Promise<RegenerateResult> {
  return (await runPass(options, request)).result;
}

/** The pass under its signal (a lost lease, a stop, the pass timeout). */
async function runPass<O>(
  options: SitePassOptions<O>,
  request: RegenerateRequest,
): Promise<{ result: RegenerateResult; record: SiteRecord }> {
  const { signal, dispose } = passSignal(options);
  try {
    return await pass(options, request, signal);
  } finally {
    dispose();
  }
}

/** The one pass: the build (`request.build`) or a regeneration; with the record it wrote. */
async function pass<O>(
  options: SitePassOptions<O>,
  request: RegenerateRequest,
  signal: AbortSignal,
): Promise<{ result: RegenerateResult; record: SiteRecord }> {
  const started = performance.now();
  const log = options.log ?? ((message: string) => console.info(message));
  const tag = request.build ? "[build]" : "[regenerate]";
  const step = <T>(promise: Promise<T>) => raceAbort(promise, signal);
  const steps: Record<string, number> = {};
  let lap = started;
  /** Ends the step `name` (the time since the last one ended). */
  const timed = (name: string) => {
    const now = performance.now();
    steps[name] = (steps[name] ?? 0) + Math.round(now - lap);
    lap = now;
  };
  const { site } = options;
  const clientDir = join(options.distDir, "client");
  // Taken for change: this pass updates it in place, so nothing else sees it until it is written. The build starts
  // from an empty one.
  const stored = request.build ? undefined : readSiteRecord(options.distDir, { forChange: true });
  if (!request.build && !stored)
    throw new Error(`No site record in ${options.distDir}: run a full build (pnpm build) first.`);
  timed("record read");
  const renderer = await step(site.createRenderer(site.rendererOptions));
  timed("renderer");
  // The state is read before rendering: anything published during the pass is newer than it, so the next
  // reconciliation still finds it even if its webhook is lost.
  const contentState = await step(readDeliveredState(renderer.delivery));
  timed("delivered state");
  const startedAt = new Date().toISOString();
  const record: SiteRecord = stored ?? {
    version: 1,
    builtAt: startedAt,
    updatedAt: startedAt,
    paths: [],
    deps: emptyDependencies(),
    redirects: {},
    content: contentState,
  };

  const affected = new Set<string>();
  let changedEntries: DeliveredEntry[] = [];
  /** The recorded reads this change reached or whose answer it altered (undefined: every page renders). */
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
  let listedReads: Awaited<ReturnType<SiteRenderer["listPaths"]>>["reads"] | undefined;
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

  // Only the documents whose reads the change reached are read again; the others are reused (kept-search-documents).
  // Built on this thread while the pages render on workers, or after they are live when they render here.
  // Asked for by hand (`--path #search`), it is read whole.
  const reuse =
    stale && affected.has(SEARCH_PAGE) && !request.paths?.includes(SEARCH_PAGE)
      ? keptSearchDocuments(options.distDir, record, stale)
      : undefined;
  const onWorkers = rendersOnPool(options.pool, toRender.length);
  const indexing = affected.has(SEARCH_PAGE);
  const startIndex = () => {
    const building = step(renderer.searchIndex(reuse ? { reuse } : {}));
    // A failed render fails the pass first; the index's own failure is named here and thrown where it is awaited.
    building.catch((error: unknown) => options.log?.(`${tag} the search index failed: ${messageOf(error)}`));
    return building;
  };
  // Pages rendered on workers: the index is built on this thread meanwhile. Pages rendered on this thread: after
  // they are live (below), or its building (1.4 s of one thread on the 1,000-post space) would hold their swap.
  let searching = indexing && onWorkers ? startIndex() : undefined;

  // Each page is compressed and staged (temporary files) as soon as it is rendered, on the worker that rendered it
  // when it renders on the pool; the swaps below only rename. Whatever this pass staged and did not swap in is
  // discarded when it ends (a failure, an abort), and so is a page a worker hands back after that.
  const files = new PassFiles();
  const { first, later } = rankPages(toRender);
  const ordered = [...first, ...later];
  // The pages of the first rank (a new post's page, the first page of each list: rankPages) go live as soon as they
  // are staged, while the later pages of the lists render, when nothing leaves the site (a removed page's 301 lives
  // in the record, so that pass swaps everything with it).
  const early = removed.length === 0 && first.length > 0 && later.length > 0 ? first : [];
  let earlySwap: Promise<void> | undefined;
  /** The first rank's pages not staged yet: the early swap starts when none is left. */
  const waiting = new Set(early);
  const live = new Set<string>();
  /** A page that rendered with another status than its own (200, or 404 for the not-found page): nothing goes live. */
  let wrongStatus: Error | undefined;
  let done = 0;
  /** Checks a rendered page's status before it can go live, and counts it. */
  const checkRendered = (page: string, status: number) => {
    const expected = page === NOT_FOUND_PAGE ? 404 : 200;
    if (status !== expected)
      wrongStatus ??= new Error(`Route ${page} rendered with status ${status} although the content lists it.`);
    done += 1;
    if (done % 200 === 0) log(`${tag} [${done}/${ordered.length}] pages`);
    if (wrongStatus) throw wrongStatus;
  };
  const pageStaged = (page: string) => {
    waiting.delete(page);
    if (wrongStatus || earlySwap || early.length === 0 || waiting.size > 0) return;
    earlySwap = swapEarly(early);
    // Awaited (and thrown) once the pages have rendered; named here in case a render fails first.
    earlySwap.catch((error: unknown) =>
      log(`${tag} the first ${early.length} pages did not go live early: ${messageOf(error)}`),
    );
  };

  /**
   * Swaps `pages` (staged) in, with the sitemap of `draft` when given, unless the pass was abandoned or lost its lease
   * meanwhile. The sitemap waits for the record of the pages rendered (its dates come from what they read).
   */
  let sitemapSwapped = false;
  /** Renames `batch` in, in one synchronous step, unless the pass was abandoned or lost its lease: then discards it. */
  const commitUnlessAbandoned = (batch: StagedFile[]) => {
    try {
      signal.throwIfAborted();
      options.lease?.assertHeld();
    } catch (error) {
      for (const file of batch) file.discard();
      throw error;
    }
    commitFiles(batch);
  };
  const swapEarly = async (pages: readonly string[], draft?: SiteRecord) => {
    const sitemap = draft
      ? [await stageFile(clientDir, "sitemap.xml", await compressPage(sitemapOf(site, draft)), signal)]
      : [];
    commitUnlessAbandoned([...files.take(pages), ...sitemap]);
    if (draft) sitemapSwapped = true;
    for (const page of pages) live.add(page);
    options.onPagesLive?.(pages);
  };

  // Read before anything is swapped in: whether the service worker's precached files changed in this pass.
  const precached = (site.precachedFiles ?? []).map((file) => join(clientDir, file));
  const precachedBefore = precached.map(safeRead);

  let rendered: Array<Omit<RenderedPage, "html">>;
  try {
    if (onWorkers) {
      const jobs = ordered.map((page) => jobFor(site, renderer, page, "stage"));
      const keep = (answer: RenderAnswer) => {
        if ("staged" in answer && answer.staged) files.add(answer.page, stagedFileOf(answer.staged));
      };
      const answers = await options.pool!.render(jobs, {
        signal,
        onDone: (answer) => {
          keep(answer);
          try {
            checkRendered(answer.page, answer.status);
          } catch {
            // Thrown below, once the pool has answered: no page goes live meanwhile.
            return;
          }
          pageStaged(answer.page);
        },
        onLate: keep,
      });
      rendered = ordered.map((page) => {
        const answer = answers.get(page);
        if (!answer || !("reads" in answer) || !answer.staged) throw new Error(`Page ${page} was not rendered.`);
        return { path: page, status: answer.status, reads: answer.reads };
      });
    } else {
      rendered = await step(
        mapLimit(
          ordered,
          options.concurrency ?? 4,
          async (page) => {
            const { html, ...rest } = await renderRecordPage(renderer, page);
            checkRendered(page, rest.status);
            const variants = await compressPage(html);
            files.add(page, await files.track(stageFile(clientDir, fileOf(site, page), variants, signal)));
            pageStaged(page);
            return rest;
          },
          signal,
        ),
      );
    }
    if (wrongStatus) throw wrongStatus;
    if (earlySwap) await step(earlySwap);
    timed("pages rendered");

    const deps = record.deps;
    const previousOwners = new Map(removed.map((path) => [path, pageOwner(deps, path)] as const));
    // What is kept of the changed entries' fields is what was delivered at the start of the pass (every page that
    // shows a field that changed is rendered again in it); the pages rendered merge in what they saw (older wins).
    if (request.all) deps.fields = {};
    for (const entry of changedEntries)
      keepEntryFields(deps, entry.change.id, entry.fields ? { revision: entry.revision, fields: entry.fields } : null);
    for (const page of rendered) recordPage(deps, page.path, page.reads);
    if (listedReads) recordPage(deps, PATHS_PAGE, listedReads);

    // The pages go live before the search index is built: a body edit's page does not wait for the index (1.4 s on
    // the 1,000-post space). They and the sitemap are swapped in now; the index, the record and sw.js follow in their
    // own step. The record is written only with the index, so a pass that stops between the two (a failed index, a
    // lost lease, a stop) leaves the record as it was: the next pass renders the change again, index included. A pass
    // that removes pages swaps everything together (a removed page's 301 lives in the record).
    const rest = ordered.filter((page) => !live.has(page));
    if (indexing && rest.length > 0 && removed.length === 0) {
      await swapEarly(rest, { ...record, paths, deps });
      timed("pages swapped (before the index)");
    }

    if (indexing) searching ??= startIndex();
    const searchIndex = await searching;
    if (searchIndex) timed("search index (after the pages)");
    if (searchIndex) recordPage(deps, SEARCH_PAGE, searchIndex.reads);
    for (const path of removed) forgetPage(deps, path);
    pruneReads(deps);

    // A page whose entry now lives at another path moves there (301); the rest of what left answers 404.
    const redirected: Record<string, string> = {};
    for (const [oldPath, owner] of previousOwners) {
      const target = owner ? added.find((path) => pageOwner(deps, path) === owner) : undefined;
      if (target) redirected[oldPath] = target;
    }
    const redirects = { ...record.redirects };
    // A path that exists again is served, not redirected; a redirect to a page that is gone answers 404 instead.
    for (const path of paths) delete redirects[path];
    for (const [source, destination] of Object.entries(redirects))
      if (!after.has(destination)) delete redirects[source];
    for (const [from, to] of Object.entries(redirected)) {
      for (const [source, destination] of Object.entries(redirects)) if (destination === from) redirects[source] = to;
      redirects[from] = to;
    }

    const now = new Date().toISOString();
    const next: SiteRecord = { ...record, updatedAt: now, paths, deps, redirects, content: contentState };

    // Stage the last files (the search index, the sitemap); then, unless the pass was abandoned meanwhile, swap them
    // in with every page not yet live in one synchronous step, and save the record in the same step.
    const last: Array<{ file: string; variants: () => Promise<PageVariants> }> = [];
    if (searchIndex) last.push({ file: site.searchIndexFile, variants: () => compressPage(searchIndex.json) });
    if (!sitemapSwapped && (rendered.length > 0 || removed.length > 0))
      last.push({ file: "sitemap.xml", variants: () => compressPage(sitemapOf(site, next)) });
    timed("record updated");
    const staged = [...files.take(ordered), ...(await stageFiles(clientDir, last, signal))];
    timed("files staged");
    commitUnlessAbandoned(staged);
    for (const path of removed) removeFile(clientDir, fileOf(site, path));
    timed("files swapped");
    if (searchIndex) {
      try {
        next.searchDocuments = writeKeptSearchDocuments(options.distDir, searchIndex.documents);
      } catch (error) {
        // The pages are live: the record is written without kept documents, and the next index is read whole.
        next.searchDocuments = undefined;
        log(`${tag} the search index's documents were not kept (the next index reads them all): ${messageOf(error)}`);
      }
    }
    writeSiteRecord(options.distDir, next);
    timed("record written");
    const precacheChanged = precached.some((file, i) => precachedBefore[i] !== safeRead(file));

    // sw.js follows its precached files, still under the lock. Pages are live by now, so only a lost lease stops it;
    // sw.js is compared with what it should be on every pass, so one that could not be written is caught up next time.
    let serviceWorker: ServiceWorkerRefresh | undefined;
    if (site.refreshServiceWorker && !request.build) {
      try {
        serviceWorker = await site.refreshServiceWorker(clientDir, {
          ...(options.lease ? { signal: options.lease.signal, beforeCommit: () => options.lease!.assertHeld() } : {}),
        });
        if (serviceWorker.rewritten) log(`[regenerate] sw.js rewritten: ${serviceWorker.count} files precached`);
        for (const warning of serviceWorker.warnings) log(`[regenerate] sw.js: ${warning}`);
      } catch (error) {
        log(`[regenerate] sw.js was not refreshed (the next pass tries again): ${messageOf(error)}`);
      }
    }
    timed("sw.js");
    log(
      `${tag} pass steps: ${Object.entries(steps)
        .map(([name, ms]) => `${name} ${ms} ms`)
        .join(", ")}`,
    );

    const renderedPaths = rendered.map((page) => page.path);
    const result: RegenerateResult = {
      rendered: searchIndex ? [...renderedPaths, SEARCH_PAGE] : renderedPaths,
      added,
      removed,
      redirected,
      redirects,
      precacheChanged,
      ms: performance.now() - started,
      steps,
      serviceWorker,
    };
    return { result, record: next };
  } finally {
    await files.close();
  }
}

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
