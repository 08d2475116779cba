/**
 * `pnpm build`, last step: renders every route the content defines (site-build's buildSite: each
 * page with its own recording content client, pages compressed as they are written), the not-found page, the
 * offline fallback page, sitemap.xml (lastmod from the content's own update times) and the site record
 * (dist/site-record.json: what every page read, never served); then robots.txt, the web app manifest and the
 * service worker (with dist/sw-template.json, from which a regeneration rewrites sw.js's precache list without
 * Workbox), and precompresses the remaining text files (hashed JS/CSS at brotli 11, once).
 * A content failure fails the build, naming the entry and field.
 */
import "./production-env.js";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describeMail, readAppEnv } from "../src/env.js";
import { buildSite, compressPage, COMPRESS_MIN_BYTES, stageFile, withRenderPool } from "@tupelo-medicare/site-build";
import { siteDefinition } from "../src/regenerate/site-definition.js";
import { rendererOptionsOf } from "../src/regenerate/site-renderer.js";
import { OFFLINE_PAGE, writeServiceWorker, writeWebManifest } from "./pwa-assets.js";
import { bootOf } from "../src/app/boot.js";
import { createPlacesService } from "@tupelo-medicare/content/places";
import { renderWorkerScript } from "./render-worker-script.js";

const root = join(import.meta.dirname, "..");
const distDir = join(root, "dist");
const clientDir = join(distDir, "client");

/** Precompresses text files the page pass did not write (scripts, styles, the manifest, sw.js...), at quality 11. */
export async function precompressStatic(dir: string): Promise<number> {
  let count = 0;
  for (const name of await readdir(dir)) {
    const file = join(dir, name);
    const info = await stat(file);
    if (info.isDirectory()) {
      count += await precompressStatic(file);
    } else if (/\.(js|css|svg|json|txt|webmanifest)$/.test(name) && info.size >= COMPRESS_MIN_BYTES) {
      (await stageFile(dir, name, await compressPage(await readFile(file), 11))).commit();
      count += 1;
    }
  }
  return count;
}

async function main(): Promise<void> {
  const started = Date.now();
  const env = readAppEnv();
  const source = env.content.source
    ? `Contentful-compatible host ${env.content.source.host ?? ""}`
    : process.env.CONTENT_SPACE_FILE
      ? `file ${process.env.CONTENT_SPACE_FILE}`
      : "embedded space";
  console.info(`Prerendering (content: ${source})`);
  // The Done page's words depend on it (whether a confirmation e-mail comes): said at the build too.
  console.info(describeMail(env));
  // The office's Google reviews: read now and kept under DATA_DIR (a failure keeps the last good read, if any).
  await createPlacesService({ config: env.googlePlaces, dataDir: env.dataDir }).refresh();
  const workers = process.env.PRERENDER_WORKERS ? Number(process.env.PRERENDER_WORKERS) : undefined;
  const definition = siteDefinition(rendererOptionsOf(env, distDir));
  // Rendering is CPU-bound: a render pool of one worker thread per core, opened for the build and closed after it
  // (PRERENDER_WORKERS=0 renders in this thread), running the worker script tsup built first.
  const built = await withRenderPool(
    {
      ...renderWorkerScript(),
      distDir,
      rendererOptions: definition.rendererOptions,
      ...(workers === undefined ? {} : { size: workers }),
    },
    (pool) => buildSite({ distDir, site: definition, pool, log: (message) => console.info(message) }),
  );
  const site = env.publicConfig.siteUrl;
  await writeFile(
    join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site}/sitemap.xml\n`,
  );
  // The business the pages were rendered with (the site settings entry), read back from the home page.
  await writeWebManifest(clientDir, bootOf(await readFile(join(clientDir, "index.html"), "utf8")).site);
  const worker = await writeServiceWorker(clientDir);
  for (const warning of worker.warnings) console.warn(`[sw] ${warning}`);
  const compressed = await precompressStatic(clientDir);
  console.info(
    `Prerendered ${built.pages} pages, 404.html, ${OFFLINE_PAGE.slice(1)}, sitemap.xml and robots.txt in ${(built.ms / 1000).toFixed(1)} s; ` +
      `sw.js precaches ${worker.count} files (${(worker.size / 1024).toFixed(0)} KiB); precompressed ${compressed} other files; ${((Date.now() - started) / 1000).toFixed(1)} s in all; ` +
      `peak memory ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB.`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nPrerender failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
