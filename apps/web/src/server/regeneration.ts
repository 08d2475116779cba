/**
 * The running site regenerates its own output in place: Contentful's webhooks (POST /api/contentful-webhook, with
 * CONTENTFUL_WEBHOOK_SECRET), a periodic reconciliation for webhooks that got lost (CONTENT_RECONCILE_INTERVAL), and
 * the site record changed by `pnpm regenerate` in another process (re-read within 2 s).
 *
 * Each pass runs under the build folder's lock (a lease another process can take over only once it is stale) and
 * within CONTENT_PASS_TIMEOUT; sw.js is refreshed inside the pass, from the build's template (no Workbox here).
 */
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createDeliveryClientFromEnv } from "@tupelo-medicare/content/embedded";
import {
  createRegenerator,
  recordFile,
  regenerateSiteLocked,
  RenderPool,
  sweepUnderLock,
} from "@tupelo-medicare/site-build";
import type { Regenerator, RegenerateResult, SitePassOptions, UnfinishedWork } from "@tupelo-medicare/site-build";
import type { AppEnv } from "../env.js";
import { siteDefinition } from "../regenerate/site-definition.js";
import { loadEntryServer } from "./ssr-bundle.js";
import { rendererOptionsOf } from "../regenerate/site-renderer.js";
import type { SiteRendererOptions } from "../regenerate/site-renderer.js";

export interface Regeneration {
  regenerator: Regenerator;
  /** Called after every pass (with its result), and when another process changed the site record (without). */
  onPass(listener: (result?: RegenerateResult) => void): void;
  describe(): string;
  /**
   * Settles once the start's work is done: the unfinished writes of the last stop swept, its pending changes queued
   * again, and the SSR bundle loaded a second after the start (or its failure logged, or the regeneration stopped). Never rejects.
   */
  started: Promise<void>;
  /**
   * Stops timers and the regenerator (a pass under way is abandoned without writing), keeps the changes not yet on
   * the pages in PENDING_FILE for the next start, and ends the render threads.
   */
  stop(): Promise<void>;
}

/** The changes a stop left unrendered (in the build folder, beside the site record; never served). */
export const PENDING_FILE = ".regenerate-pending.json";

/** Starts regeneration for the build in `distDir`, or returns null when the build has no site record. */
export function startRegeneration(
  env: AppEnv,
  options: {
    distDir: string;
    log?: (message: string) => void;
    /**
     * The render workers' script and their Node flags (`scripts/render-worker-script.ts` picks them for the build
     * and the benches). @defaultValue the built script beside this module, with this process's flags
     */
    worker?: { workerUrl: URL; execArgv?: string[] };
  },
): Regeneration | null {
  if (!existsSync(recordFile(options.distDir))) return null;
  // Large passes (site settings: every page) render on one worker thread per core, from the built worker script.
  const workerUrl = options.worker?.workerUrl ?? new URL("./render-worker.js", import.meta.url);
  const execArgv = options.worker?.execArgv;
  // The environment as env.ts parsed it: the render workers get these options, never the process environment.
  const site = siteDefinition(rendererOptionsOf(env, options.distDir));
  // Pages render on worker threads kept alive between passes: the server's event loop stays free for visitors.
  const pool =
    workerUrl.protocol === "file:" && existsSync(workerUrl)
      ? new RenderPool<SiteRendererOptions>({
          workerUrl,
          distDir: options.distDir,
          rendererOptions: site.rendererOptions,
          ...(execArgv ? { execArgv } : {}),
        })
      : undefined;
  // Not warmed at start: an idle server holds no render threads. A pass of more than POOL_THRESHOLD pages starts
  // them; they go again after 10 minutes without a pass. Smaller passes (a post edited) render on this thread, from
  // the SSR bundle loaded in the background once the server has started (the search page and the forms' no-script
  // answers use it too), so the first edit after a start does not wait for it.
  const listeners: Array<(result?: RegenerateResult) => void> = [];
  const notify = (result?: RegenerateResult) => listeners.forEach((listener) => listener(result));
  const log = options.log ?? ((message: string) => console.info(message));
  const passOptions: SitePassOptions<SiteRendererOptions> = {
    distDir: options.distDir,
    site,
    passTimeoutMs: env.passTimeoutMs,
    log,
    ...(pool ? { pool } : {}),
  };
  const regenerator = createRegenerator({
    ...passOptions,
    delivery: () => createDeliveryClientFromEnv(env.contentVariables),
    cdnWaitMs: env.cdnWaitMs,
    onQueued: () => {
      // Loaded once per process; a failure is the pass's to report.
      loadEntryServer(options.distDir).catch(() => undefined);
    },
    // Under the lock, within the pass timeout, sw.js refreshed inside the pass (see regenerateSiteLocked).
    runPass: (request, stopSignal) => regenerateSiteLocked({ ...passOptions, stopSignal }, request),
    onPass: (result) => notify(result),
  });
  // Temporary files of writes a stop interrupted (a full disk, a crash) are removed now, not at the first pass; then
  // the changes the last stop left unrendered are queued again.
  const resumed = sweepUnderLock(options.distDir, log).then(() => resumePending(options.distDir, regenerator, log));
  const timers: NodeJS.Timeout[] = [];
  // A second after the start, not during it: the first requests are answered first. A failure is named here, and
  // again by the pass that needs the bundle.
  let preloadDone = () => {};
  const preloaded = new Promise<void>((resolve) => {
    preloadDone = resolve;
    const preload = setTimeout(
      () =>
        void loadEntryServer(options.distDir)
          .catch((error: unknown) =>
            console.error(
              `[regenerate] the SSR bundle (${options.distDir}/ssr/entry-server.js) could not be loaded at start: ${error instanceof Error ? error.message : String(error)}`,
            ),
          )
          .then(() => resolve()),
      1000,
    );
    preload.unref();
    timers.push(preload);
  });
  const swept = resumed.catch((error: unknown) =>
    log(
      `[regenerate] resuming what the last stop left (${pendingFile(options.distDir)}) failed: ${error instanceof Error ? error.message : String(error)}; the next reconciliation catches up`,
    ),
  );
  const started = Promise.all([swept, preloaded]).then(() => undefined);
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
    started,
    describe: () =>
      `Regeneration: ${env.webhookSecret ? "webhooks at POST /api/contentful-webhook" : "no webhook endpoint (CONTENTFUL_WEBHOOK_SECRET unset)"}; ` +
      `reconciliation ${env.reconcileIntervalMs > 0 ? `every ${Math.round(env.reconcileIntervalMs / 1000)} s` : "off"}.`,
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      preloadDone();
      const work = await regenerator.close();
      keepPending(options.distDir, work, log);
      await pool?.close();
    },
  };
}

const pendingFile = (distDir: string) => join(distDir, PENDING_FILE);

/** Writes what a stop left unrendered (temporary file + rename), or nothing when all is done. */
export function keepPending(distDir: string, work: UnfinishedWork, log: (message: string) => void): void {
  const count = work.changes.length + work.paths.length + (work.all ? 1 : 0);
  if (count === 0) return;
  const file = pendingFile(distDir);
  try {
    // Merged with what an earlier stop left, should that never have been picked up.
    const earlier = readPending(file);
    const merged: UnfinishedWork = {
      changes: [...(earlier?.changes ?? []), ...work.changes],
      all: work.all || (earlier?.all ?? false),
      paths: [...new Set([...(earlier?.paths ?? []), ...work.paths])],
    };
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(merged));
    renameSync(temporary, file);
    log(
      `[regenerate] stopping: ${work.changes.length} change(s)${work.all ? ", all pages" : ""}${work.paths.length ? `, ${work.paths.length} path(s)` : ""} not yet on the pages kept for the next start (${PENDING_FILE})`,
    );
  } catch (error) {
    log(
      `[regenerate] stopping: ${count} unrendered change(s) could not be kept (${error instanceof Error ? error.message : String(error)}); reconciliation will find them`,
    );
  }
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** The kept work, or undefined when there is none; throws naming the file when it cannot be read. */
function readPending(file: string): UnfinishedWork | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const value = JSON.parse(text) as Partial<UnfinishedWork>;
  const changes = value.changes;
  const valid =
    Array.isArray(changes) &&
    changes.every(
      (change) =>
        typeof change === "object" &&
        change !== null &&
        (change.kind === "Entry" || change.kind === "Asset") &&
        typeof change.id === "string",
    ) &&
    typeof value.all === "boolean" &&
    isStringArray(value.paths);
  if (!valid) throw new Error(`${file} is not a list of changes`);
  return value as UnfinishedWork;
}

/**
 * Queues what the last stop kept, and removes the file. A file that cannot be read is named in the log, moved aside
 * (…json.unreadable) and answered with a full re-render, since what it held is unknown.
 */
export function resumePending(distDir: string, regenerator: Regenerator, log: (message: string) => void): void {
  const file = pendingFile(distDir);
  let work: UnfinishedWork | undefined;
  try {
    work = readPending(file);
  } catch (error) {
    log(
      `[regenerate] ${file} could not be read (${error instanceof Error ? error.message : String(error)}): kept as ${PENDING_FILE}.unreadable; rendering every page instead`,
    );
    try {
      renameSync(file, `${file}.unreadable`);
    } catch {
      // already gone: nothing to keep
    }
    regenerator.enqueueAll();
    return;
  }
  if (!work) return;
  rmSync(file, { force: true });
  log(
    `[regenerate] resuming what the last stop left: ${work.changes.length} change(s)${work.all ? ", all pages" : ""}${work.paths.length ? `, ${work.paths.length} path(s)` : ""}`,
  );
  if (work.changes.length) regenerator.enqueue(work.changes);
  if (work.all) regenerator.enqueueAll();
  if (work.paths.length) regenerator.enqueuePaths(work.paths);
}

function mtime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
