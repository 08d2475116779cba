/**
 * A running site's regeneration, start to stop: the change queue (createRegenerator) with what surrounds it while a
 * server runs. At the start the temporary files of writes a stop interrupted are swept and the work the last stop
 * left (pending-work.ts) is queued again; while it runs a reconciliation compares the delivered content with the
 * site every `reconcileIntervalMs` (for webhooks that got lost), and the site record is watched for a pass another
 * process made (`pnpm regenerate`); at the stop the timers end, the queue closes and what it had not rendered is kept
 * for the next start, and the render pool's threads end.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { messageOf } from "../error-text.js";
import { createRegenerator } from "../regenerator.js";
import type { Regenerator, RegeneratorOptions } from "../regenerator.js";
import type { RenderPool } from "../render-pool.js";
import { sweepUnderLock } from "../site-pass.js";
import type { RegenerateResult } from "../site-pass.js";
import { recordFile } from "../site-record.js";
import { keepPending, PENDING_FILE, resumePending } from "./pending-work.js";

export interface RunningSiteOptions<O> extends Omit<RegeneratorOptions<O>, "onPass" | "pool"> {
  /** The render pool the passes use; closed at the stop. */
  pool?: RenderPool<O> | undefined;
  /** How often to reconcile the site with the delivered content; 0 turns it off. */
  reconcileIntervalMs: number;
  /** How often to look at the site record for a pass another process made. @defaultValue 2000 */
  recordWatchMs?: number;
  /**
   * Work to do once the start's first moment has passed (the first requests are answered first), e.g. loading the
   * SSR bundle; part of `started`. It reports its own failure and never rejects.
   */
  warmUp?: { afterMs: number; run: () => Promise<void> };
}

export interface RunningSite {
  regenerator: Regenerator;
  /** Called after every pass (with its result), and when another process changed the site record (without). */
  onPass(listener: (result?: RegenerateResult) => void): void;
  /**
   * Settles once the start's work is done: the unfinished writes of the last stop swept, its pending changes queued
   * again, and the warm-up run (or the regeneration stopped before it). Never rejects.
   */
  started: Promise<void>;
  /**
   * Stops timers and the regenerator (a pass under way is abandoned without writing), keeps the changes not yet on
   * the pages in PENDING_FILE for the next start, and ends the render threads.
   */
  stop(): Promise<void>;
}

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Starts the regeneration of the site in `options.distDir` (its site record must exist). */
export function startRunningSite<O>(options: RunningSiteOptions<O>): RunningSite {
  const { distDir, pool, reconcileIntervalMs, recordWatchMs = 2000, warmUp, ...queueOptions } = options;
  const log = options.log ?? ((message: string) => console.info(message));
  const listeners: Array<(result?: RegenerateResult) => void> = [];
  const notify = (result?: RegenerateResult) => listeners.forEach((listener) => listener(result));
  const regenerator = createRegenerator<O>({
    ...queueOptions,
    distDir,
    log,
    ...(pool ? { pool } : {}),
    onPass: (result) => notify(result),
  });
  const timers: NodeJS.Timeout[] = [];
  // Temporary files of writes a stop interrupted (a full disk, a crash) are removed now, not at the first pass; then
  // the changes the last stop left unrendered are queued again.
  const resumed = sweepUnderLock(distDir, log)
    .then(() => resumePending(distDir, regenerator, log))
    .catch((error: unknown) =>
      log(
        `[regenerate] resuming what the last stop left (${join(distDir, PENDING_FILE)}) failed: ${messageOf(error)}; the next reconciliation catches up`,
      ),
    );
  let warmUpDone = () => {};
  const warmedUp = new Promise<void>((resolve) => {
    warmUpDone = resolve;
    if (!warmUp) return resolve();
    const timer = setTimeout(() => void warmUp.run().then(resolve, resolve), warmUp.afterMs);
    timer.unref();
    timers.push(timer);
  });
  if (reconcileIntervalMs > 0) {
    const timer = setInterval(() => {
      regenerator
        .reconcile()
        .catch((error: unknown) => console.error(`[regenerate] reconciliation failed: ${messageOf(error)}`));
    }, reconcileIntervalMs);
    timer.unref();
    timers.push(timer);
  }
  // `pnpm regenerate` writes the record from another process: pick its changes up.
  let recordTime = mtime(recordFile(distDir));
  const watch = setInterval(() => {
    const now = mtime(recordFile(distDir));
    if (now !== recordTime) {
      recordTime = now;
      notify();
    }
  }, recordWatchMs);
  watch.unref();
  timers.push(watch);
  return {
    regenerator,
    onPass: (listener) => listeners.push(listener),
    started: Promise.all([resumed, warmedUp]).then(() => undefined),
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      warmUpDone();
      const work = await regenerator.close();
      keepPending(distDir, work, log);
      await pool?.close();
    },
  };
}
