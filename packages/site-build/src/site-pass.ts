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
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readDeliveredState } from "./content-state.js";
import { commitPass, followServiceWorker, readPrecached } from "./pass/commit.js";
import { passContext } from "./pass/context.js";
import { moveRedirects, ownersOf } from "./pass/move-redirects.js";
import { recordIndexAndRemovals, recordReads } from "./pass/record-reads.js";
import { createStage, renderAndStage, searchIndexStep } from "./pass/render-and-stage.js";
import { selectPages } from "./pass/select-pages.js";
import type { RenderPool } from "./render-pool.js";
import { emptyDependencies } from "./rules/page-dependencies.js";
import type { ContentChange } from "./rules/page-dependencies.js";
import { sweepStaleTemps } from "./site-files.js";
import { messageOf } from "./error-text.js";
import { DEFAULT_STALE_MS, withSiteLock } from "./site-lock.js";
import type { SiteLease } from "./site-lock.js";
import { SEARCH_PAGE, readSiteRecord } from "./site-record.js";
import type { SiteRecord } from "./site-record.js";
import type { ServiceWorkerRefresh, SiteDefinition } from "./site-renderer.js";

// The parts every phase uses, as the package's modules and tests have known them.
export {
  COLD_POOL_THRESHOLD,
  NOT_FOUND_RENDER_PATH,
  OFFLINE_FILE,
  POOL_THRESHOLD,
  mapLimit,
  rankPages,
  rendersOnPool,
} from "./pass/pass-tools.js";
export type { PoolState } from "./pass/pass-tools.js";

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

export interface BuildResult {
  pages: number;
  ms: number;
  record: SiteRecord;
}

/**
 * The full build: every page, 404.html, offline.html, search-index.json, sitemap.xml and a new site record. It is the
 * one pass (regenerateSite) with `build`: no record is read, so every listed page is a new page.
 */
export async function buildSite<O>(options: SitePassOptions<O>): Promise<BuildResult> {
  const { result, record } = await runPass(options, { changes: [], build: true });
  return { pages: record.paths.length, ms: result.ms, record };
}

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

/**
 * The one pass: the build (`request.build`) or a regeneration; with the record it wrote. Its phases (pass/): which
 * pages (selectPages), render and stage them (renderAndStage, early swaps included), record what they read
 * (recordReads), the pages go live, the search index, the redirects (moveRedirects), the last files and the record in
 * one step (commitPass), sw.js (followServiceWorker).
 */
async function pass<O>(
  options: SitePassOptions<O>,
  request: RegenerateRequest,
  signal: AbortSignal,
): Promise<{ result: RegenerateResult; record: SiteRecord }> {
  const ctx = passContext(options, request, signal);
  const { step, timed } = ctx;
  // Taken for change: this pass updates it in place, so nothing else sees it until it is written. The build starts
  // from an empty one.
  const stored = request.build ? undefined : readSiteRecord(options.distDir, { forChange: true });
  if (!request.build && !stored)
    throw new Error(`No site record in ${options.distDir}: run a full build (pnpm build) first.`);
  timed("record read");
  const renderer = await step(options.site.createRenderer(options.site.rendererOptions));
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

  const plan = await selectPages(ctx, renderer, record);
  const index = searchIndexStep(ctx, renderer, plan, record);
  // Each page is staged as soon as it is rendered; whatever this pass staged and did not swap in is discarded when it
  // ends (a failure, an abort), and so is a page a worker hands back after that.
  const stage = createStage(ctx);
  const precacheChanged = readPrecached(ctx);
  try {
    const { rendered, ordered } = await renderAndStage(ctx, renderer, plan, stage, index);
    timed("pages rendered");

    const { deps } = record;
    const previousOwners = ownersOf(deps, plan.removed);
    recordReads(deps, {
      all: request.all,
      changedEntries: plan.changedEntries,
      rendered,
      listedReads: plan.listedReads,
    });

    // The pages go live before the search index is built: a body edit's page does not wait for the index (1.4 s on
    // the 1,000-post space). They and the sitemap are swapped in now; the index, the record and sw.js follow in their
    // own step. The record is written only with the index, so a pass that stops between the two (a failed index, a
    // lost lease, a stop) leaves the record as it was: the next pass renders the change again, index included. A pass
    // that removes pages swaps everything together (a removed page's 301 lives in the record).
    const rest = ordered.filter((page) => !stage.live.has(page));
    if (index.indexing && rest.length > 0 && plan.removed.length === 0) {
      await stage.swap(rest, { ...record, paths: plan.paths, deps });
      timed("pages swapped (before the index)");
    }
    const searchIndex = await index.start();
    if (searchIndex) timed("search index (after the pages)");
    recordIndexAndRemovals(deps, searchIndex?.reads, plan.removed);

    const { redirected, redirects } = moveRedirects({
      previousOwners,
      added: plan.added,
      paths: plan.paths,
      deps,
      redirects: record.redirects,
    });
    const next: SiteRecord = {
      ...record,
      updatedAt: new Date().toISOString(),
      paths: plan.paths,
      deps,
      redirects,
      content: contentState,
    };
    await commitPass(ctx, stage, { ordered, rendered: rendered.length, removed: plan.removed, searchIndex, next });
    const precached = precacheChanged();
    const serviceWorker = await followServiceWorker(ctx);
    ctx.log(
      `${ctx.tag} pass steps: ${Object.entries(ctx.steps)
        .map(([name, ms]) => `${name} ${ms} ms`)
        .join(", ")}`,
    );

    const renderedPaths = rendered.map((page) => page.path);
    const result: RegenerateResult = {
      rendered: searchIndex ? [...renderedPaths, SEARCH_PAGE] : renderedPaths,
      added: plan.added,
      removed: plan.removed,
      redirected,
      redirects,
      precacheChanged: precached,
      ms: performance.now() - ctx.started,
      steps: ctx.steps,
      serviceWorker,
    };
    return { result, record: next };
  } finally {
    await stage.files.close();
  }
}
