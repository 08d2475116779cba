/**
 * The parts every phase of a pass uses (site-pass.ts): the record pages' files and renders, the render pool's jobs and
 * when a pass renders on it, the pages' ranks for early swaps, the pass's staged files, bounded concurrency.
 */
import { readFileSync } from "node:fs";
import type { RenderPool } from "../render-pool.js";
import type { RenderJob } from "../render-worker.js";
import type { StagedFile } from "../site-files.js";
import { NOT_FOUND_PAGE, OFFLINE_RECORD_PAGE } from "../site-record.js";
import type { SiteRecord } from "../site-record.js";
import type { RenderedPage, SiteDefinition, SiteRenderer } from "../site-renderer.js";
import { sitemapXml } from "../sitemap-xml.js";

/** The path the not-found document is rendered at, and the files of the pseudo pages. */
export const NOT_FOUND_RENDER_PATH = "/__not-found__";
export const NOT_FOUND_FILE = "404.html";
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
export type SiteLayout = Pick<SiteDefinition, "fileFor" | "siteUrl" | "sitemapExcludes">;

/** The file (under client/) of a record page. */
export const fileOf = (site: SiteLayout, path: string): string => {
  if (path === NOT_FOUND_PAGE) return NOT_FOUND_FILE;
  if (path === OFFLINE_RECORD_PAGE) return OFFLINE_FILE;
  const file = site.fileFor(path);
  if (!file) throw new Error(`No file name for route ${path}`);
  return file;
};

export async function renderRecordPage(renderer: SiteRenderer, page: string): Promise<RenderedPage> {
  if (page === NOT_FOUND_PAGE) return { ...(await renderer.render(NOT_FOUND_RENDER_PATH)), path: NOT_FOUND_PAGE };
  // Served by the service worker for pages never opened on this device: static (no client script), noindex.
  if (page === OFFLINE_RECORD_PAGE)
    return { ...(await renderer.render(renderer.offlinePath, { scripts: false })), path: OFFLINE_RECORD_PAGE };
  return renderer.render(page);
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

export const jobFor = (
  site: SiteLayout,
  renderer: SiteRenderer,
  page: string,
  output: RenderJob["output"],
): RenderJob => ({
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
export class PassFiles {
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

export const sitemapOf = (site: SiteLayout, record: Pick<SiteRecord, "paths" | "deps" | "builtAt">) =>
  sitemapXml(record, site.siteUrl, site.sitemapExcludes);

export function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
