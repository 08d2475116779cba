/**
 * The regeneration queue of a running site. Webhooks (and reconciliations, and `pnpm regenerate`) hand it changes;
 * it merges everything that arrives while a pass runs into the next pass, so a bulk publish of 50 entries costs a
 * few passes, never 50. Before a pass it waits until the Delivery API serves at least the revision each webhook
 * announced (Contentful's CDN lags a publish by seconds to minutes), so a webhook never re-renders old content. A
 * failed pass (content service down, invalid content) leaves the last good pages, is logged with its cause and
 * retried with growing delays.
 *
 * Its units (queue/): the queued work and how a batch is taken and given back (queued-work.ts), the wait for the
 * Delivery API with its plausibility check of announced revisions (delivery-wait.ts), a pass's log line
 * (pass-line.ts). This module keeps the loop that drains the work, one pass at a time, and its status.
 */
import { diffDeliveredState, readDeliveredState } from "./content-state.js";
import { oneLine } from "./error-text.js";
import type { ContentfulClientApi } from "contentful";
import { createDeliveryWait } from "./queue/delivery-wait.js";
import { passLine } from "./queue/pass-line.js";
import { createQueuedWork } from "./queue/queued-work.js";
import type { AnnouncedChange, UnfinishedWork } from "./queue/queued-work.js";
import { sleep } from "./queue/wait.js";
import { regenerateSiteLocked } from "./site-pass.js";
import type { RegenerateRequest, RegenerateResult, SitePassOptions } from "./site-pass.js";
import { readSiteRecord } from "./site-record.js";

export type { AnnouncedChange, UnfinishedWork } from "./queue/queued-work.js";

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

export function createRegenerator<O>(options: RegeneratorOptions<O>): Regenerator {
  const log = options.log ?? ((message: string) => console.info(message));
  const retryDelays = options.retryDelaysMs ?? [1000, 5000, 15_000, 60_000];
  const work = createQueuedWork();
  let running: Promise<void> | undefined;
  let closed = false;
  /** Aborted by close(): ends the pass under way (without writing) and every wait. */
  const stopping = new AbortController();
  const status: RegeneratorStatus = { running: false, pending: 0, passes: 0, failures: 0 };
  const waitForDelivery = createDeliveryWait({
    distDir: options.distDir,
    delivery: options.delivery,
    cdnWaitMs: options.cdnWaitMs,
    log,
    signal: stopping.signal,
  });

  /** One pass over a batch: wait for the Delivery API, render, record the status; throws when the pass failed. */
  async function pass(batch: UnfinishedWork): Promise<void> {
    await waitForDelivery(batch.changes);
    stopping.signal.throwIfAborted();
    const result = await (options.runPass
      ? options.runPass(batch, stopping.signal)
      : regenerateSiteLocked({ ...options, stopSignal: stopping.signal }, batch));
    status.passes += 1;
    status.failures = 0;
    status.lastPass = {
      at: new Date().toISOString(),
      rendered: result.rendered.length,
      removed: result.removed.length,
      added: result.added.length,
      ms: Math.round(result.ms),
    };
    log(passLine(batch.changes.length, batch.all, result));
    await options.onPass?.(result);
  }

  async function drain(): Promise<void> {
    status.running = true;
    try {
      while (work.hasWork() && !closed) {
        await sleep(options.gatherMs ?? 25, stopping.signal);
        if (closed) break;
        const batch = work.take();
        status.pending = 0;
        try {
          await pass(batch);
        } catch (error) {
          // Keep the last good pages; the batch goes back under what arrived since, and is tried again later.
          work.giveBack(batch);
          if (closed) break;
          status.failures += 1;
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
    status.pending = work.size();
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
      work.merge(changes);
      kick();
    },
    enqueueAll() {
      work.addAll();
      kick();
    },
    enqueuePaths(paths) {
      work.addPaths(paths);
      kick();
    },
    async reconcile() {
      const record = readSiteRecord(options.distDir);
      if (!record) return 0;
      const delivered = await readDeliveredState(options.delivery());
      const changes = diffDeliveredState(record.content, delivered);
      if (changes.length > 0) {
        log(`[regenerate] reconciliation found ${changes.length} change(s) that came without a webhook`);
        work.merge(changes);
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
      return work.unfinished();
    },
  };
}
