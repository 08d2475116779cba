/**
 * A pass's render phase: each page is rendered (on the render pool's workers, or in the pass's own thread), its
 * status checked, compressed and staged (temporary files) at once; the first rank's pages (rankPages: a new post's
 * page, the first page of each list) go live by renames as soon as all of them are staged, while the later pages of
 * the lists render, when nothing leaves the site. The search index is built on this thread while the pages render on
 * workers, or after they are live when they render here.
 */
import { keptSearchDocuments } from "../kept-search-documents.js";
import type { RenderAnswer } from "../render-worker.js";
import { commitFiles, compressPage, stageFile, stagedFileOf } from "../site-files.js";
import type { StagedFile } from "../site-files.js";
import { NOT_FOUND_PAGE, SEARCH_PAGE } from "../site-record.js";
import type { SiteRecord } from "../site-record.js";
import type { RecordedRead, SiteRenderer } from "../site-renderer.js";
import { messageOf } from "../error-text.js";
import type { PassContext } from "./context.js";
import {
  fileOf,
  jobFor,
  mapLimit,
  PassFiles,
  rankPages,
  renderRecordPage,
  rendersOnPool,
  sitemapOf,
} from "./pass-tools.js";
import type { PagePlan } from "./select-pages.js";

export type SearchIndex = Awaited<ReturnType<SiteRenderer["searchIndex"]>>;

/** What a pass has staged, and the one way it goes live: renames in one synchronous step, unless abandoned. */
export interface Stage {
  files: PassFiles;
  /** The pages already live. */
  live: Set<string>;
  /** Whether the sitemap went live with early pages (else it goes with the record). */
  sitemapSwapped: boolean;
  /** Renames `batch` in, in one synchronous step, unless the pass was abandoned or lost its lease: then discards it. */
  commit(batch: StagedFile[]): void;
  /**
   * Swaps `pages` (staged) in, with the sitemap of `draft` when given (it waits for the record of the pages rendered:
   * its dates come from what they read).
   */
  swap(pages: readonly string[], draft?: SiteRecord): Promise<void>;
}

export function createStage<O>(ctx: PassContext<O>): Stage {
  const { options, signal, site, clientDir } = ctx;
  const stage: Stage = {
    files: new PassFiles(),
    live: new Set(),
    sitemapSwapped: false,
    commit(batch) {
      try {
        signal.throwIfAborted();
        options.lease?.assertHeld();
      } catch (error) {
        for (const file of batch) file.discard();
        throw error;
      }
      commitFiles(batch);
    },
    async swap(pages, draft) {
      const sitemap = draft
        ? [await stageFile(clientDir, "sitemap.xml", await compressPage(sitemapOf(site, draft)), signal)]
        : [];
      stage.commit([...stage.files.take(pages), ...sitemap]);
      if (draft) stage.sitemapSwapped = true;
      for (const page of pages) stage.live.add(page);
      options.onPagesLive?.(pages);
    },
  };
  return stage;
}

/** The search index of a pass that reaches it: started once, on this thread (reading again only what went stale). */
export function searchIndexStep<O>(ctx: PassContext<O>, renderer: SiteRenderer, plan: PagePlan, record: SiteRecord) {
  const indexing = plan.affected.has(SEARCH_PAGE);
  // Only the documents whose reads the change reached are read again; the others are reused (kept-search-documents).
  // Asked for by hand (`--path #search`), it is read whole.
  const reuse =
    plan.stale && indexing && !ctx.request.paths?.includes(SEARCH_PAGE)
      ? keptSearchDocuments(ctx.options.distDir, record, plan.stale)
      : undefined;
  let building: Promise<SearchIndex> | undefined;
  return {
    indexing,
    /** Starts the index (once); undefined when the pass does not reach it. */
    start(): Promise<SearchIndex> | undefined {
      if (!indexing) return undefined;
      if (!building) {
        building = ctx.step(renderer.searchIndex(reuse ? { reuse } : {}));
        // A failed render fails the pass first; the index's own failure is named here and thrown where it is awaited.
        building.catch((error: unknown) =>
          ctx.options.log?.(`${ctx.tag} the search index failed: ${messageOf(error)}`),
        );
      }
      return building;
    },
  };
}

export interface RenderedPages {
  /** The pages rendered, in the order they were rendered (first rank first), with what each read. */
  rendered: Array<{ path: string; status: number; reads: RecordedRead[] }>;
  ordered: string[];
}

/** Renders and stages `plan.toRender`; throws (nothing of it live but early swaps) when a page fails or misrenders. */
export async function renderAndStage<O>(
  ctx: PassContext<O>,
  renderer: SiteRenderer,
  plan: PagePlan,
  stage: Stage,
  index: ReturnType<typeof searchIndexStep>,
): Promise<RenderedPages> {
  const { options, site, signal, clientDir, tag, log, step } = ctx;
  const onWorkers = rendersOnPool(options.pool, plan.toRender.length);
  // Pages rendered on workers: the index is built on this thread meanwhile. Pages rendered on this thread: after
  // they are live, or its building (1.4 s of one thread on the 1,000-post space) would hold their swap.
  if (onWorkers) void index.start();

  const { first, later } = rankPages(plan.toRender);
  const ordered = [...first, ...later];
  // The first rank goes live as soon as it is staged, while the later pages of the lists render, when nothing leaves
  // the site (a removed page's 301 lives in the record, so that pass swaps everything with it).
  const early = plan.removed.length === 0 && first.length > 0 && later.length > 0 ? first : [];
  let earlySwap: Promise<void> | undefined;
  /** The first rank's pages not staged yet: the early swap starts when none is left. */
  const waiting = new Set(early);
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
    earlySwap = stage.swap(early);
    // Awaited (and thrown) once the pages have rendered; named here in case a render fails first.
    earlySwap.catch((error: unknown) =>
      log(`${tag} the first ${early.length} pages did not go live early: ${messageOf(error)}`),
    );
  };

  let rendered: RenderedPages["rendered"];
  if (onWorkers) {
    const jobs = ordered.map((page) => jobFor(site, renderer, page, "stage"));
    const keep = (answer: RenderAnswer) => {
      if ("staged" in answer && answer.staged) stage.files.add(answer.page, stagedFileOf(answer.staged));
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
          stage.files.add(page, await stage.files.track(stageFile(clientDir, fileOf(site, page), variants, signal)));
          pageStaged(page);
          return rest;
        },
        signal,
      ),
    );
  }
  if (wrongStatus) throw wrongStatus;
  if (earlySwap) await step(earlySwap);
  return { rendered, ordered };
}
