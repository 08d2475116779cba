/**
 * `pnpm build`, last step: renders every route the content defines to static HTML with its head tags and data,
 * the not-found page, the offline fallback page, sitemap.xml, robots.txt, the web app manifest and the service
 * worker, then precompresses text files (brotli and gzip; sw.js is compressed after it is written, so its
 * variants always match it).
 * A content failure fails the build, naming the entry and field.
 */
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createContentClientFromEnv } from "@tupelo-medicare/content/embedded";
import { readAppEnv } from "../src/env.js";
import type { BootAssets } from "../src/app/boot.js";
import type * as EntryServerModule from "../src/entry-server.js";
import { htmlFileFor } from "../src/app/static-paths.js";
import { OFFLINE_PAGE, writeServiceWorker, writeWebManifest } from "./pwa-assets.js";

const root = join(import.meta.dirname, "..");
const clientDir = join(root, "dist", "client");
const ssrEntry = join(root, "dist", "ssr", "entry-server.js");

type EntryServer = typeof EntryServerModule;

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

async function readAssets(): Promise<BootAssets> {
  const manifest = JSON.parse(await readFile(join(clientDir, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The client build has no entry in .vite/manifest.json");
  const assetFiles = await readdir(join(clientDir, "assets"));
  const font = assetFiles.find((file) => /atkinson-hyperlegible-next-latin-wght-normal.*\.woff2$/.test(file));
  return {
    script: `/${entry.file}`,
    styles: (entry.css ?? []).map((file) => `/${file}`),
    preload: font ? [{ href: `/assets/${font}`, as: "font", type: "font/woff2" }] : [],
  };
}

const outputFile = (path: string) => {
  const file = htmlFileFor(path);
  if (!file) throw new Error(`No file name for route ${path}`);
  return join(clientDir, file);
};

async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const name of await readdir(dir)) {
    const file = join(dir, name);
    const info = await stat(file);
    if (info.isDirectory()) {
      count += await precompress(file);
    } else if (/\.(html|js|css|svg|json|xml|txt|webmanifest)$/.test(name) && info.size >= 1024) {
      const body = await readFile(file);
      await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
  return count;
}

async function main(): Promise<void> {
  const started = Date.now();
  const env = readAppEnv();
  const content = createContentClientFromEnv(process.env, { strict: true });
  const server = (await import(pathToFileURL(ssrEntry).href)) as EntryServer;
  const assets = await readAssets();
  const paths = await server.listSitePaths(content);
  console.info(`Prerendering ${paths.length} pages (content: ${env.content.source ? "Contentful" : "embedded space"})`);
  let done = 0;
  for (const path of paths) {
    const { html, status } = await server.renderPage(path, { content, assets, config: env.publicConfig });
    if (status !== 200) throw new Error(`Route ${path} rendered with status ${status}: the content lists it but it could not be built.`);
    const file = outputFile(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    done += 1;
    console.info(`[${done}/${paths.length}] ${path}`);
  }
  const notFound = await server.renderPage("/__not-found__", { content, assets, config: env.publicConfig });
  await writeFile(join(clientDir, "404.html"), notFound.html);
  // Served by the service worker for pages never opened on this device; static (no client script), noindex.
  const offline = await server.renderPage(server.OFFLINE_PATH, { content, assets, config: env.publicConfig, scripts: false });
  await writeFile(join(clientDir, OFFLINE_PAGE.slice(1)), offline.html);

  const site = env.publicConfig.siteUrl;
  const today = new Date().toISOString().slice(0, 10);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${site}${path === "/" ? "/" : path}</loc><lastmod>${today}</lastmod></url>`),
    "</urlset>",
    "",
  ].join("\n");
  await writeFile(join(clientDir, "sitemap.xml"), sitemap);
  await writeFile(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site}/sitemap.xml\n`);
  await writeWebManifest(clientDir);
  const worker = await writeServiceWorker(clientDir);
  for (const warning of worker.warnings) console.warn(`[sw] ${warning}`);
  const compressed = await precompress(clientDir);
  console.info(`Prerendered ${paths.length} pages, 404.html, offline.html, sitemap.xml and robots.txt; sw.js precaches ${worker.count} files (${(worker.size / 1024).toFixed(0)} KiB); precompressed ${compressed} files in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nPrerender failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
