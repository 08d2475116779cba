/**
 * The running site regenerates its own output in place: Contentful's webhooks (POST /api/contentful-webhook, with
 * CONTENTFUL_WEBHOOK_SECRET), a periodic reconciliation for webhooks that got lost (CONTENT_RECONCILE_INTERVAL), and
 * the site record changed by `pnpm regenerate` in another process (re-read within 2 s).
 *
 * Each pass runs under the build folder's lock (a lease another process can take over only once it is stale) and
 * within CONTENT_PASS_TIMEOUT; sw.js is refreshed inside the pass, from the build's template (no Workbox here).
 */
import { existsSync, statSync } from "node:fs";
import type { AppEnv } from "../env.js";
import { createRegenerator } from "../regenerate/regenerator.js";
import { PersistentRenderPool } from "../regenerate/render-pool.js";
import type { Regenerator } from "../regenerate/regenerator.js";
import { regenerateSiteLocked, sweepUnderLock } from "../regenerate/site-pass.js";
import type { RegenerateResult, SitePassOptions } from "../regenerate/site-pass.js";
import { recordFile } from "../regenerate/site-record.js";

export interface Regeneration {
  regenerator: Regenerator;
  /** Called after every pass (with its result), and when another process changed the site record (without). */
  onPass(listener: (result?: RegenerateResult) => void): void;
  describe(): string;
  stop(): void;
}

/** Starts regeneration for the build in `distDir`, or returns null when the build has no site record. */
export function startRegeneration(
  env: AppEnv,
  options: {
    distDir: string;
    contentEnv?: Record<string, string | undefined>;
    log?: (message: string) => void;
    workerUrl?: URL;
  },
): Regeneration | null {
  if (!existsSync(recordFile(options.distDir))) return null;
  // Large passes (site settings: every page) render on one worker thread per core, from the built worker script.
  const workerUrl = options.workerUrl ?? new URL("./render-worker.js", import.meta.url);
  const contentEnv = options.contentEnv ?? process.env;
  // Pages render on worker threads kept alive between passes: the server's event loop stays free for visitors.
  const pool =
    workerUrl.protocol === "file:" && existsSync(workerUrl)
      ? new PersistentRenderPool({ workerUrl, distDir: options.distDir, contentEnv, config: env.publicConfig })
      : undefined;
  // Not warmed at start: an idle server holds no render threads (the first pass starts them, and they go again
  // after 10 minutes without one).
  const listeners: Array<(result?: RegenerateResult) => void> = [];
  const notify = (result?: RegenerateResult) => listeners.forEach((listener) => listener(result));
  const log = options.log ?? ((message: string) => console.info(message));
  const passOptions: SitePassOptions = {
    distDir: options.distDir,
    contentEnv,
    config: env.publicConfig,
    passTimeoutMs: env.passTimeoutMs,
    log,
    ...(pool ? { pool } : {}),
  };
  const regenerator = createRegenerator({
    ...passOptions,
    cdnWaitMs: env.cdnWaitMs,
    // Under the lock, within the pass timeout, sw.js refreshed inside the pass (see regenerateSiteLocked).
    runPass: (request) => regenerateSiteLocked(passOptions, request),
    onPass: (result) => notify(result),
  });
  // Temporary files of writes a stop interrupted (a full disk, a crash) are removed now, not at the first pass.
  void sweepUnderLock(options.distDir, log);
  const timers: NodeJS.Timeout[] = [];
  if (env.reconcileIntervalMs > 0) {
    const timer = setInterval(() => {
      regenerator
        .reconcile()
        .catch((error: unknown) =>
          console.error(
            `[regenerate] reconciliation failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
    }, env.reconcileIntervalMs);
    timer.unref();
    timers.push(timer);
  }
  // `pnpm regenerate` writes the record from another process: pick its changes up.
  let recordTime = mtime(recordFile(options.distDir));
  const watch = setInterval(() => {
    const now = mtime(recordFile(options.distDir));
    if (now !== recordTime) {
      recordTime = now;
      notify();
    }
  }, 2000);
  watch.unref();
  timers.push(watch);
  return {
    regenerator,
    onPass: (listener) => listeners.push(listener),
    describe: () =>
      `Regeneration: ${env.webhookSecret ? "webhooks at POST /api/contentful-webhook" : "no webhook endpoint (CONTENTFUL_WEBHOOK_SECRET unset)"}; ` +
      `reconciliation ${env.reconcileIntervalMs > 0 ? `every ${Math.round(env.reconcileIntervalMs / 1000)} s` : "off"}.`,
    stop: () => {
      regenerator.close();
      void pool?.close();
      for (const timer of timers) clearInterval(timer);
    },
  };
}

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
