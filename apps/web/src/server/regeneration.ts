/**
 * The running site regenerates its own output in place: Contentful's webhooks (POST /api/contentful-webhook, with
 * CONTENTFUL_WEBHOOK_SECRET), a periodic reconciliation for webhooks that got lost (CONTENT_RECONCILE_INTERVAL), and
 * the site record changed by `pnpm regenerate` in another process (re-read within 2 s). The lifecycle (pending work
 * kept across a stop, reconciliation, the record watch) is site-build's (startRunningSite); this module gives it the
 * site's definition, its render pool and the SSR bundle to load once the server has started.
 *
 * Each pass runs under the build folder's lock (a lease another process can take over only once it is stale) and
 * within CONTENT_PASS_TIMEOUT; sw.js is refreshed inside the pass, from the build's template (no Workbox here).
 */
import { existsSync } from "node:fs";
import { createDeliveryClientFromEnv } from "@tupelo-medicare/content/embedded";
import { recordFile, RenderPool, startRunningSite } from "@tupelo-medicare/site-build";
import type { RunningSite } from "@tupelo-medicare/site-build";
import type { AppEnv } from "../env.js";
import { siteDefinition } from "../regenerate/site-definition.js";
import { loadEntryServer } from "./ssr-bundle.js";
import { rendererOptionsOf } from "../regenerate/site-renderer.js";
import type { SiteRendererOptions } from "../regenerate/site-renderer.js";

export interface Regeneration extends RunningSite {
  describe(): string;
}

/**
 * Starts regeneration of the site in `siteDir` (default: the build folder `distDir`) with the code of the build in
 * `distDir`, or returns null when the site has no site record.
 */
export function startRegeneration(
  env: AppEnv,
  options: {
    /** The build: the SSR bundle and the client build's asset names. */
    distDir: string;
    /** Where the site is served from and regenerated (SITE_DIR). @defaultValue distDir */
    siteDir?: string;
    log?: (message: string) => void;
    /**
     * The render workers' script and their Node flags (`scripts/render-worker-script.ts` picks them for the build
     * and the benches). @defaultValue the built script beside this module, with this process's flags
     */
    worker?: { workerUrl: URL; execArgv?: string[] };
  },
): Regeneration | null {
  const siteDir = options.siteDir ?? options.distDir;
  if (!existsSync(recordFile(siteDir))) return null;
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
          distDir: siteDir,
          rendererOptions: site.rendererOptions,
          ...(execArgv ? { execArgv } : {}),
        })
      : undefined;
  // Not warmed at start: an idle server holds no render threads. A pass of more than POOL_THRESHOLD pages starts
  // them; they go again after 10 minutes without a pass. Smaller passes (a post edited) render on this thread, from
  // the SSR bundle loaded in the background once the server has started (the search page and the forms' no-script
  // answers use it too), so the first edit after a start does not wait for it.
  const running = startRunningSite<SiteRendererOptions>({
    distDir: siteDir,
    site,
    passTimeoutMs: env.passTimeoutMs,
    ...(options.log ? { log: options.log } : {}),
    pool,
    delivery: () => createDeliveryClientFromEnv(env.contentVariables),
    cdnWaitMs: env.cdnWaitMs,
    reconcileIntervalMs: env.reconcileIntervalMs,
    // Loaded once per process, meanwhile. A failure is not lost: the pass that needs the bundle awaits the same load
    // and fails naming it (and the warm-up below logs it too).
    onQueued: () => void loadEntryServer(options.distDir).catch(() => undefined),
    // A second after the start, not during it: the first requests are answered first. A failure is named here, and
    // again by the pass that needs the bundle.
    warmUp: {
      afterMs: 1000,
      run: () =>
        loadEntryServer(options.distDir).then(
          () => undefined,
          (error: unknown) =>
            console.error(
              `[regenerate] the SSR bundle (${options.distDir}/ssr/entry-server.js) could not be loaded at start: ${error instanceof Error ? error.message : String(error)}`,
            ),
        ),
    },
  });
  return {
    ...running,
    describe: () =>
      `Regeneration: ${env.webhookSecret ? "webhooks at POST /api/contentful-webhook" : "no webhook endpoint (CONTENTFUL_WEBHOOK_SECRET unset)"}; ` +
      `reconciliation ${env.reconcileIntervalMs > 0 ? `every ${Math.round(env.reconcileIntervalMs / 1000)} s` : "off"}.`,
  };
}
