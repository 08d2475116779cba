/**
 * The regeneration queue of a running site. Webhooks (and reconciliations, and `pnpm regenerate`) hand it changes;
 * it merges everything that arrives while a pass runs into the next pass, so a bulk publish of 50 entries costs a
 * few passes, never 50. Before a pass it waits until the Delivery API serves at least the revision each webhook
 * announced (Contentful's CDN lags a publish by seconds to minutes), so a webhook never re-renders old content. A
 * failed pass (content service down, invalid content) leaves the last good pages, is logged with its cause and
 * retried with growing delays.
 *
 * The wait is gentle with the Delivery API: each check asks for up to 100 ids a call (`sys.id[in]`, entries and
 * assets apart, only sys), so a bulk publish of 300 entries costs 3 calls a check, not 300; checks start at once and
 * then back off from 500 ms to 5 s; a removed entity is served once it is absent. Calls go through the process's
 * shared request limiter (at most 4 in flight, all held after a 429), which preview shares.
 *
 * An announced revision is trusted only when plausible: at most REVISION_STEP_LIMIT above the revision the site was
 * last rendered from (the site record; 0 for an entity it has not seen). A larger one (a replayed or malformed
 * webhook announcing revision 2^53) is logged and clamped: the wait is then for any revision after the rendered one,
 * so it ends as soon as the publish that came with it is served, instead of lasting the whole CONTENT_CDN_WAIT.
 */
import { sharedDeliveryLimiter } from "@tupelo-medicare/content";
import { diffDeliveredState, readDeliveredState } from "./content-state.js";
import { REVISIONS_PER_CALL, deliveredRevisions } from "./delivered-revisions.js";
import type { ContentChange } from "./rules/page-dependencies.js";
import type { ContentfulClientApi } from "contentful";
import { regenerateSiteLocked } from "./site-pass.js";
import type { RegenerateRequest, RegenerateResult, SitePassOptions } from "./site-pass.js";
import { readSiteRecord } from "./site-record.js";

/** A change as a webhook announced it. */
export interface AnnouncedChange extends ContentChange {
  /** The revision the Delivery API must serve before rendering (publish). */
  revision?: number | undefined;
  /** The entity left the Delivery API (unpublish, delete, archive): wait until it is gone. */
  removed?: boolean;
}

export interface RegeneratorOptions<O = unknown> extends SitePassOptions<O> {
  /**
   * A Delivery client for the wait and for reconciliation; asked for one per check, so an export file
   * (CONTENT_SPACE_FILE) is read again when it changed.
   */
  delivery: () => ContentfulClientApi<undefined>;
  /** How long to wait for the Delivery API to serve an announced revision. @defaultValue 60000 */
  cdnWaitMs?: number;
  /** Waits after consecutive failed passes (the last one repeats). @defaultValue [1000, 5000, 15000, 60000] */
  retryDelaysMs?: number[];
  /** Lets a burst of webhooks gather before a pass starts. @defaultValue 25 */
  gatherMs?: number;
  /** After each pass that changed files (e.g. to re-read redirects, or rebuild the service worker). */
  onPass?: (result: RegenerateResult) => void | Promise<void>;
  /**
   * Called when work is queued, before the wait for the Delivery API: e.g. to start the render workers and load the
   * SSR bundle meanwhile, so a first pass does not wait for them.
   */
  onQueued?: () => void;
  /** The pass itself (tests replace it). @defaultValue regenerateSiteLocked (under the build folder's lock) */
  runPass?: (request: RegenerateRequest, stopSignal: AbortSignal) => Promise<RegenerateResult>;
}

export interface RegeneratorStatus {
  running: boolean;
  pending: number;
  passes: number;
  failures: number;
  lastPass?: { at: string; rendered: number; removed: number; added: number; ms: number } | undefined;
  lastError?: { at: string; message: string } | undefined;
}

export interface Regenerator {
  /** Queues changes (merged with everything pending). */
  enqueue(changes: AnnouncedChange[]): void;
  /** Queues a full re-render (a content type changed, or by hand). */
  enqueueAll(): void;
  /** Queues paths to re-render. */
  enqueuePaths(paths: string[]): void;
  /** Compares the delivered content with what the site was rendered from; queues the differences. */
  reconcile(): Promise<number>;
  /** Resolves when nothing is pending or running. */
  idle(): Promise<void>;
  status(): RegeneratorStatus;
  /**
   * Stops: a pass under way is abandoned without writing (or finishes, when it is already swapping its files in, a
   * synchronous step), no new pass starts, and the work not done is handed back (to keep for the next start).
   */
  close(): Promise<UnfinishedWork>;
}

/** What was queued or being rendered when the regenerator stopped: nothing of it is on the pages yet. */
export interface UnfinishedWork {
  changes: AnnouncedChange[];
  all: boolean;
  paths: string[];
}

/** How far an announced revision may run ahead of the rendered one and still be waited for as announced. */
export const REVISION_STEP_LIMIT = 100;
/** The first wait between two checks of the Delivery API; it doubles up to CHECK_DELAY_MAX_MS. */
const CHECK_DELAY_MS = 500;
const CHECK_DELAY_MAX_MS = 5000;
/** Announced changes named in a log line, at most. */
const LOGGED_CHANGES = 5;

/** Resolves after `ms`, or at once when `signal` aborts. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
const keyOf = (change: ContentChange) => `${change.kind}:${change.id}`;
const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").trim();

/** What the wait needs the Delivery API to serve for one change: a revision, or the entity's absence (null). */
interface AwaitedChange {
  change: AnnouncedChange;
  atLeast: number | null;
}

const describeAwaited = ({ change, atLeast }: AwaitedChange) =>
  `${change.kind} ${change.id} (${atLeast === null ? "removal" : `revision ${atLeast}`})`;

export function createRegenerator<O>(options: RegeneratorOptions<O>): Regenerator {
  const log = options.log ?? ((message: string) => console.info(message));
  const retryDelays = options.retryDelaysMs ?? [1000, 5000, 15_000, 60_000];
  let pending = new Map<string, AnnouncedChange>();
  let pendingAll = false;
  let pendingPaths = new Set<string>();
  let running: Promise<void> | undefined;
  let closed = false;
  /** Aborted by close(): ends the pass under way (without writing) and every wait. */
  const stopping = new AbortController();
  const status: RegeneratorStatus = { running: false, pending: 0, passes: 0, failures: 0 };

  const hasWork = () => pending.size > 0 || pendingAll || pendingPaths.size > 0;
  const merge = (changes: Iterable<AnnouncedChange>) => {
    for (const change of changes) {
      const previous = pending.get(keyOf(change));
      const revision = Math.max(previous?.revision ?? 0, change.revision ?? 0) || undefined;
      // The latest announcement says whether it is gone; a revision to wait for is kept.
      pending.set(keyOf(change), {
        ...previous,
        ...change,
        revision,
        contentType: change.contentType ?? previous?.contentType,
      });
    }
  };

  /** What each change waits for, with announced revisions clamped to what is plausible (see the module comment). */
  function awaitedOf(changes: AnnouncedChange[]): Map<string, AwaitedChange> {
    const rendered = readSiteRecord(options.distDir)?.content;
    const awaited = new Map<string, AwaitedChange>();
    for (const change of changes) {
      if (change.removed) {
        awaited.set(keyOf(change), { change, atLeast: null });
        continue;
      }
      if (change.revision === undefined) continue;
      const known =
        (change.kind === "Entry" ? rendered?.entries[change.id]?.revision : rendered?.assets[change.id]) ?? 0;
      if (change.revision <= known + REVISION_STEP_LIMIT) {
        awaited.set(keyOf(change), { change, atLeast: change.revision });
        continue;
      }
      log(
        `[regenerate] ${change.kind} ${change.id}: announced revision ${change.revision} is implausible (the site was rendered from revision ${known}); waiting for any revision after ${known} instead.`,
      );
      awaited.set(keyOf(change), { change, atLeast: known + 1 });
    }
    return awaited;
  }

  async function waitForDelivery(changes: AnnouncedChange[]): Promise<void> {
    const awaited = awaitedOf(changes);
    const total = awaited.size;
    if (total === 0) return;
    const limiter = sharedDeliveryLimiter();
    const rateLimitedBefore = limiter.stats().rateLimited;
    const started = Date.now();
    const deadline = started + (options.cdnWaitMs ?? 60_000);
    let checks = 0;
    let calls = 0;
    for (let delay = CHECK_DELAY_MS; ; delay = Math.min(delay * 2, CHECK_DELAY_MAX_MS)) {
      checks += 1;
      // A client per check: an export file (CONTENT_SPACE_FILE) is read again when it changed.
      const delivery = options.delivery();
      for (const kind of ["Entry", "Asset"] as const) {
        const open = [...awaited.values()].filter((item) => item.change.kind === kind);
        if (open.length === 0) continue;
        calls += Math.ceil(open.length / REVISIONS_PER_CALL);
        let served: Map<string, number>;
        try {
          served = await deliveredRevisions(
            delivery,
            kind,
            open.map((item) => item.change.id),
          );
        } catch (error) {
          log(
            `[regenerate] checking ${open.length} ${kind.toLowerCase()}(s) on the Delivery API failed: ${oneLine(error)}`,
          );
          continue;
        }
        for (const item of open) {
          const revision = served.get(item.change.id);
          const ready =
            item.atLeast === null ? revision === undefined : revision !== undefined && revision >= item.atLeast;
          if (ready) awaited.delete(keyOf(item.change));
        }
      }
      if (awaited.size === 0 || Date.now() >= deadline || closed) break;
      await sleep(Math.min(delay, deadline - Date.now()), stopping.signal);
    }
    const rateLimited = limiter.stats().rateLimited - rateLimitedBefore;
    const cost = `${checks} check(s), ${calls} Delivery API call(s), ${rateLimited} answered 429, ${Date.now() - started} ms`;
    if (awaited.size === 0) {
      log(`[regenerate] the Delivery API serves all ${total} announced change(s) (${cost})`);
      return;
    }
    const late = [...awaited.values()];
    const named = late.slice(0, LOGGED_CHANGES).map(describeAwaited).join(", ");
    const more = late.length > LOGGED_CHANGES ? `, and ${late.length - LOGGED_CHANGES} more` : "";
    log(
      `[regenerate] the Delivery API does not serve ${late.length} of ${total} announced change(s) yet: ${named}${more}; rendering what it serves, reconciliation will follow up (${cost})`,
    );
  }

  async function drain(): Promise<void> {
    status.running = true;
    try {
      while (hasWork() && !closed) {
        await sleep(options.gatherMs ?? 25, stopping.signal);
        if (closed) break;
        const batch = [...pending.values()];
        const all = pendingAll;
        const paths = [...pendingPaths];
        pending = new Map();
        pendingAll = false;
        pendingPaths = new Set();
        status.pending = 0;
        try {
          await waitForDelivery(batch);
          stopping.signal.throwIfAborted();
          const request = { changes: batch, all, paths };
          const result = await (options.runPass
            ? options.runPass(request, stopping.signal)
            : regenerateSiteLocked({ ...options, stopSignal: stopping.signal }, request));
          status.passes += 1;
          status.failures = 0;
          status.lastPass = {
            at: new Date().toISOString(),
            rendered: result.rendered.length,
            removed: result.removed.length,
            added: result.added.length,
            ms: Math.round(result.ms),
          };
          log(
            `[regenerate] ${batch.length} change(s)${all ? " (all pages)" : ""}: rendered ${result.rendered.length} page(s)` +
              `${result.added.length ? `, added ${result.added.join(" ")}` : ""}${result.removed.length ? `, removed ${result.removed.join(" ")}` : ""}` +
              `${
                Object.keys(result.redirected).length
                  ? `, moved ${Object.entries(result.redirected)
                      .map(([from, to]) => `${from} -> ${to}`)
                      .join(" ")}`
                  : ""
              } in ${Math.round(result.ms)} ms`,
          );
          await options.onPass?.(result);
        } catch (error) {
          // Keep the last good pages; merge the batch back (newer announcements win) and retry later.
          const newer = pending;
          pending = new Map();
          merge(batch);
          merge(newer.values());
          pendingAll ||= all;
          for (const path of paths) pendingPaths.add(path);
          if (closed) break;
          status.failures += 1;
          // One log line: the SDK's messages are pretty-printed JSON.
          const message = oneLine(error);
          status.lastError = { at: new Date().toISOString(), message };
          const wait = retryDelays[Math.min(status.failures - 1, retryDelays.length - 1)] ?? 60_000;
          log(`[regenerate] failed, the last good pages stay; retrying in ${wait} ms: ${message}`);
          await sleep(wait, stopping.signal);
        }
      }
    } finally {
      status.running = false;
      running = undefined;
    }
  }

  const kick = () => {
    status.pending = pending.size + pendingPaths.size + (pendingAll ? 1 : 0);
    if (closed) return;
    try {
      options.onQueued?.();
    } catch (error) {
      log(`[regenerate] getting ready for the pass failed (the pass does it): ${oneLine(error)}`);
    }
    if (!running) running = drain();
  };

  return {
    enqueue(changes) {
      merge(changes);
      kick();
    },
    enqueueAll() {
      pendingAll = true;
      kick();
    },
    enqueuePaths(paths) {
      for (const path of paths) pendingPaths.add(path);
      kick();
    },
    async reconcile() {
      const record = readSiteRecord(options.distDir);
      if (!record) return 0;
      const delivered = await readDeliveredState(options.delivery());
      const changes = diffDeliveredState(record.content, delivered);
      if (changes.length > 0) {
        log(`[regenerate] reconciliation found ${changes.length} change(s) that came without a webhook`);
        merge(changes);
        kick();
      }
      return changes.length;
    },
    async idle() {
      while (running) await running;
    },
    status: () => ({ ...status }),
    async close() {
      closed = true;
      stopping.abort(new Error("The server is stopping: the pass was abandoned without writing."));
      while (running) await running;
      return { changes: [...pending.values()], all: pendingAll, paths: [...pendingPaths] };
    },
  };
}
