/**
 * The service worker precaches offline.html with a revision: when a regeneration changes that page, sw.js is written
 * again (and its compressed variants), so installed apps fetch the new offline page on their next update check.
 */
import { join } from "node:path";
import { generateServiceWorker } from "@tupelo-medicare/pwa/build";
import { compressPage, stageFile } from "./site-files.js";
import { readFile } from "node:fs/promises";

export const OFFLINE_PAGE_PATH = "/offline.html";

export async function refreshServiceWorker(clientDir: string): Promise<void> {
  await generateServiceWorker({ clientDir, swDest: join(clientDir, "sw.js"), offlinePage: OFFLINE_PAGE_PATH });
  for (const name of ["sw.js", "sw-runtime.js"]) {
    const body = await readFile(join(clientDir, name)).catch(() => undefined);
    if (body) (await stageFile(clientDir, name, await compressPage(body, 11))).commit();
  }
}
