/**
 * The service worker of the built site: sw.js (and sw-runtime.js) over dist/client, precaching the app shell,
 * offline.html, the /search page and (while small) the search index with revisions. The build writes it with
 * Workbox and saves a template beside dist/client (sw-template.json, never served); a regeneration that changed
 * one of those files writes sw.js again from that template with plain file reads and hashes, so installed apps
 * fetch the new files on their next update check and the server never loads Workbox (Babel, Rollup) itself.
 */
import { readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { generateServiceWorker, renderServiceWorker } from "@tupelo-medicare/pwa/build";
import type { GenerateServiceWorkerResult } from "@tupelo-medicare/pwa/build";
import { compressPage, OFFLINE_FILE, stageFile } from "@tupelo-medicare/site-build";
import type { ServiceWorkerRefresh } from "@tupelo-medicare/site-build";
import { SEARCH_INDEX_FILE, SEARCH_PATH } from "../app/search-path.js";
import { htmlFileFor } from "../app/static-paths.js";

/** The prerendered offline fallback (see src/pages/fallbacks/offline.tsx). */
export const OFFLINE_PAGE = `/${OFFLINE_FILE}`;

/** Draft preview's script (vite.config.ts): editors load it, so the installed app does not precache it. */
export const PREVIEW_ASSETS = "assets/preview/**";

/** What the build saves for refreshing sw.js, in dist/ beside client/ (so it is never served). */
export const SERVICE_WORKER_TEMPLATE_FILE = "sw-template.json";

/**
 * The search index is precached (search works offline in the installed app from the start) while it is at most this
 * big compressed: the embedded space's is about 41 KB. A much larger one (about 1 MB at 1,000 posts) would be
 * downloaded again by every visitor's service worker after every publish; it is kept once a visitor first
 * searches instead.
 */
export const SEARCH_INDEX_PRECACHE_MAX_GZIP_BYTES = 512 * 1024;

/** The largest file precached (uncompressed). */
const MAXIMUM_PRECACHED_BYTES = 8 * 1024 * 1024;

const templateFileOf = (clientDir: string) => join(dirname(clientDir), SERVICE_WORKER_TEMPLATE_FILE);

/** The precached files besides the app shell and the offline page, as they are in `clientDir` now. */
async function namedFiles(clientDir: string): Promise<string[]> {
  const searchPage = htmlFileFor(SEARCH_PATH)!;
  // Files under 1 KB have no .gz beside them (site-build: COMPRESS_MIN_BYTES).
  const indexSize = await stat(join(clientDir, `${SEARCH_INDEX_FILE}.gz`))
    .catch(() => stat(join(clientDir, SEARCH_INDEX_FILE)))
    .then((info) => info.size)
    .catch(() => undefined);
  const precacheIndex = indexSize !== undefined && indexSize <= SEARCH_INDEX_PRECACHE_MAX_GZIP_BYTES;
  return [searchPage, ...(precacheIndex ? [SEARCH_INDEX_FILE] : [])];
}

/** Writes sw.js and sw-runtime.js (the build, with Workbox), and the template a regeneration refreshes sw.js from. */
export async function writeServiceWorker(clientDir: string): Promise<GenerateServiceWorkerResult> {
  const searchPage = htmlFileFor(SEARCH_PATH)!;
  return generateServiceWorker({
    clientDir,
    swDest: join(clientDir, "sw.js"),
    offlinePage: OFFLINE_PAGE,
    ignore: [PREVIEW_ASSETS],
    precache: await namedFiles(clientDir),
    offlineRoutes: [{ path: SEARCH_PATH, fallback: `/${searchPage}` }],
    runtimeFiles: [`/${SEARCH_INDEX_FILE}`],
    maximumFileSizeToCacheInBytes: MAXIMUM_PRECACHED_BYTES,
    templateDest: templateFileOf(clientDir),
  });
}

/**
 * Brings sw.js up to date with the precached files in `clientDir` (after a regeneration), from the build's template:
 * only its precache list changes. sw.js and its .br/.gz are written to temporary files and renamed into place
 * together, so a visitor never fetches a torn worker. Run it holding the build folder's lock; `beforeCommit` (the
 * lease's check) can still refuse, and then nothing is written.
 */
export async function refreshServiceWorker(
  clientDir: string,
  options: { beforeCommit?: () => void; signal?: AbortSignal } = {},
): Promise<ServiceWorkerRefresh> {
  const rendered = await renderServiceWorker({
    templateFile: templateFileOf(clientDir),
    clientDir,
    precache: await namedFiles(clientDir),
  });
  // No sw.js yet is a first write; any other failure to read it stops the refresh and is reported by the pass.
  const current = await readFile(join(clientDir, "sw.js"), "utf8").catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  });
  const result = { count: rendered.count, warnings: rendered.warnings };
  if (current === rendered.source) return { rewritten: false, ...result };
  const staged = await stageFile(clientDir, "sw.js", await compressPage(rendered.source, 11), options.signal);
  try {
    options.signal?.throwIfAborted();
    options.beforeCommit?.();
  } catch (error) {
    staged.discard();
    throw error;
  }
  staged.commit();
  return { rewritten: true, ...result };
}
