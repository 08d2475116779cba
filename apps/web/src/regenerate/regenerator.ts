/**
 * The regeneration queue of a running site. Webhooks (and reconciliations, and `pnpm regenerate`) hand it changes;
 * it merges everything that arrives while a pass runs into the next pass, so a bulk publish of 50 entries costs a
 * few passes, never 50. Before a pass it waits until the Delivery API serves at least the revision each webhook
 * announced (Contentful's CDN lags a publish by seconds to minutes), so a webhook never re-renders old content. A
 * failed pass (content service down, invalid content) leaves the last good pages, is logged with its cause and
 * retried with growing delays.
 */
import { deliveredRevision, diffDeliveredState, readDeliveredState } from "@tupelo-medicare/content";
import type { ContentChange } from "@tupelo-medicare/content";
import { createDeliveryClientFromEnv } from "@tupelo-medicare/content/embedded";
import { regenerateSite } from "./site-pass.js";
import type { RegenerateRequest, RegenerateResult, SitePassOptions } from "./site-pass.js";
import { withSiteLock } from "./site-lock.js";
import { readSiteRecord } from "./site-record.js";

/** A change as a webhook announced it. */
export interface AnnouncedChange extends ContentChange {
  /** The revision the Delivery API must serve before rendering (publish). */
  revision?: number | undefined;
  /** The entity left the Delivery API (unpublish, delete, archive): wait until it is gone. */
  removed?: boolean;
}

export interface RegeneratorOptions extends SitePassOptions {
  /** How long to wait for the Delivery API to serve an announced revision. @defaultValue 60000 */
  cdnWaitMs?: number;
  /** Waits after consecutive failed passes (the last one repeats). @defaultValue [1000, 5000, 15000, 60000] */
  retryDelaysMs?: number[];
  /** Lets a burst of webhooks gather before a pass starts. @defaultValue 25 */
  gatherMs?: number;
  /** After each pass that changed files (e.g. to re-read redirects, or rebuild the service worker). */
  onPass?: (result: RegenerateResult) => void | Promise<void>;
  /** The pass itself (tests replace it). @defaultValue regenerateSite under the build folder's lock */
  runPass?: (request: RegenerateRequest) => Promise<RegenerateResult>;
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
  close(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keyOf = (change: ContentChange) => `${change.kind}:${change.id}`;

export function createRegenerator(options: RegeneratorOptions): Regenerator {
  const log = options.log ?? ((message: string) => console.info(message));
  const retryDelays = options.retryDelaysMs ?? [1000, 5000, 15_000, 60_000];
  let pending = new Map<string, AnnouncedChange>();
  let pendingAll = false;
  let pendingPaths = new Set<string>();
  let running: Promise<void> | undefined;
  let closed = false;
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

  async function waitForDelivery(changes: AnnouncedChange[]): Promise<void> {
    const waiting = changes.filter((change) => change.removed || change.revision !== undefined);
    if (waiting.length === 0) return;
    const delivery = createDeliveryClientFromEnv(options.contentEnv, { retryLimit: 1 });
    const deadline = Date.now() + (options.cdnWaitMs ?? 60_000);
    await Promise.all(
      waiting.map(async (change) => {
        for (let delay = 100; ; delay = Math.min(delay * 2, 5000)) {
          const revision = await deliveredRevision(delivery, change.kind, change.id).catch(() => undefined);
          const ready = change.removed
            ? revision === null
            : revision !== undefined && revision !== null && revision >= (change.revision ?? 0);
          if (ready) return;
          if (Date.now() + delay > deadline) {
            log(
              `[regenerate] ${change.kind} ${change.id}: the Delivery API does not serve ${change.removed ? "its removal" : `revision ${change.revision}`} yet; rendering what it serves (reconciliation will follow up).`,
            );
            return;
          }
          await sleep(delay);
        }
      }),
    );
  }

  async function drain(): Promise<void> {
    status.running = true;
    try {
      while (hasWork() && !closed) {
        await sleep(options.gatherMs ?? 25);
        const batch = [...pending.values()];
        const all = pendingAll;
        const paths = [...pendingPaths];
        pending = new Map();
        pendingAll = false;
        pendingPaths = new Set();
        status.pending = 0;
        try {
          await waitForDelivery(batch);
          const request = { changes: batch, all, paths };
          const result = await (options.runPass
            ? options.runPass(request)
            : withSiteLock(options.distDir, () => regenerateSite(options, request)));
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
          status.failures += 1;
          // One log line: the SDK's messages are pretty-printed JSON.
          const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").trim();
          status.lastError = { at: new Date().toISOString(), message };
          const wait = retryDelays[Math.min(status.failures - 1, retryDelays.length - 1)] ?? 60_000;
          log(`[regenerate] failed, the last good pages stay; retrying in ${wait} ms: ${message}`);
          await sleep(wait);
        }
      }
    } finally {
      status.running = false;
      running = undefined;
    }
  }

  const kick = () => {
    status.pending = pending.size + pendingPaths.size + (pendingAll ? 1 : 0);
    if (!running && !closed) running = drain();
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
      const delivered = await readDeliveredState(createDeliveryClientFromEnv(options.contentEnv));
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
    close() {
      closed = true;
    },
  };
}
