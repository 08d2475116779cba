/**
 * The service worker of the built site: sw.js (and sw-runtime.js) over dist/client, precaching the app shell and
 * offline.html with revisions. Written by the build, and again by a regeneration that changed offline.html, so
 * installed apps fetch the new offline page on their next update check.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { generateServiceWorker } from "@tupelo-medicare/pwa/build";
import type { GenerateServiceWorkerResult } from "@tupelo-medicare/pwa/build";
import { compressPage, stageFile } from "./site-files.js";

/** The prerendered offline fallback (see src/pages/offline.tsx). */
export const OFFLINE_PAGE = "/offline.html";

/** Draft preview's script (vite.config.ts): editors load it, so the installed app does not precache it. */
export const PREVIEW_ASSETS = "assets/preview/**";

/** Writes sw.js and sw-runtime.js. */
export function writeServiceWorker(clientDir: string): Promise<GenerateServiceWorkerResult> {
  return generateServiceWorker({ clientDir, swDest: join(clientDir, "sw.js"), offlinePage: OFFLINE_PAGE, ignore: [PREVIEW_ASSETS] });
}

/** Writes the service worker again with its compressed variants (after a regeneration changed offline.html). */
export async function refreshServiceWorker(clientDir: string): Promise<void> {
  await writeServiceWorker(clientDir);
  for (const name of ["sw.js", "sw-runtime.js"]) {
    const body = await readFile(join(clientDir, name)).catch(() => undefined);
    if (body) (await stageFile(clientDir, name, await compressPage(body, 11))).commit();
  }
}
