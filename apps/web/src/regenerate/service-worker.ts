/**
 * The service worker of the built site: sw.js (and sw-runtime.js) over dist/client, precaching the app shell,
 * offline.html, the /search page and (while small) the search index with revisions. Written by the build, and again
 * by a regeneration that changed one of them, so installed apps fetch the new files on their next update check.
 */
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { generateServiceWorker } from "@tupelo-medicare/pwa/build";
import type { GenerateServiceWorkerResult } from "@tupelo-medicare/pwa/build";
import { SEARCH_INDEX_FILE, SEARCH_PATH } from "../app/search-path.js";
import { htmlFileFor } from "../app/static-paths.js";
import { compressPage, stageFile } from "./site-files.js";

/** The prerendered offline fallback (see src/pages/offline.tsx). */
export const OFFLINE_PAGE = "/offline.html";

/** Draft preview's script (vite.config.ts): editors load it, so the installed app does not precache it. */
export const PREVIEW_ASSETS = "assets/preview/**";

/**
 * The search index is precached (search works offline in the installed app from the start) while it is at most this
 * big compressed: the embedded space's is about 41 KB. A much larger one (about 1 MB at 1,000 posts) would be
 * downloaded again by every visitor's service worker after every publish; it is kept once a visitor first
 * searches instead.
 */
export const SEARCH_INDEX_PRECACHE_MAX_GZIP_BYTES = 512 * 1024;

/** Writes sw.js and sw-runtime.js. */
export async function writeServiceWorker(clientDir: string): Promise<GenerateServiceWorkerResult> {
  const searchPage = htmlFileFor(SEARCH_PATH)!;
  // Files under 1 KB have no .gz beside them (site-files.ts).
  const indexSize = await stat(join(clientDir, `${SEARCH_INDEX_FILE}.gz`))
    .catch(() => stat(join(clientDir, SEARCH_INDEX_FILE)))
    .then((info) => info.size)
    .catch(() => undefined);
  const precacheIndex = indexSize !== undefined && indexSize <= SEARCH_INDEX_PRECACHE_MAX_GZIP_BYTES;
  return generateServiceWorker({
    clientDir,
    swDest: join(clientDir, "sw.js"),
    offlinePage: OFFLINE_PAGE,
    ignore: [PREVIEW_ASSETS],
    precache: [searchPage, ...(precacheIndex ? [SEARCH_INDEX_FILE] : [])],
    offlineRoutes: [{ path: SEARCH_PATH, fallback: `/${searchPage}` }],
    runtimeFiles: [`/${SEARCH_INDEX_FILE}`],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  });
}

/** Writes the service worker again with its compressed variants (after a regeneration changed a precached file). */
export async function refreshServiceWorker(clientDir: string): Promise<void> {
  await writeServiceWorker(clientDir);
  for (const name of ["sw.js", "sw-runtime.js"]) {
    const body = await readFile(join(clientDir, name)).catch(() => undefined);
    if (body) (await stageFile(clientDir, name, await compressPage(body, 11))).commit();
  }
}
