/**
 * `pnpm bench:preview`: draft preview's cost. Renders the home page, a post and /blog on request as preview does
 * (the site's own app: createApp with CONTENTFUL_PREVIEW_SECRET, the cookie from GET /api/preview, the built SSR
 * bundle), 5 warm-up and BENCH_PREVIEW_RUNS (40) timed renders per page, from two Preview APIs: in process (the
 * embedded space, no network) and the local content server over HTTP (the token "preview", as a Contentful space
 * would be read). Prints p50/p95 per page and the JavaScript published pages carry for preview: every prerendered
 * page's scripts and their static imports are followed, and any byte of the preview build (assets/preview/) or any
 * inspector attribute counts. A benchmark: it reports, and fails only when a render fails or a published page
 * carries preview code.
 */
import "../scripts/production-env.js";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { createContentServer } from "@tupelo-medicare/content/content-server";
import { readAppEnv } from "../src/env.js";
import { createApp } from "../src/server/app.js";
import { percentile, WEB_DIR } from "./harness/index.js";

const DIST = join(WEB_DIR, "dist");
const CLIENT = join(DIST, "client");
const SECRET = "bench-preview-secret-0123456789abcdef";
const PAGES = ["/", "/blog/turning-65-medicare-checklist", "/blog"];
const RUNS = Number(process.env.BENCH_PREVIEW_RUNS ?? 40);

async function timeRenders(
  label: string,
  env: Record<string, string>,
): Promise<Array<{ source: string; page: string; p50: number; p95: number }>> {
  // The app's preview client reads the process environment, as in production.
  for (const [key, value] of Object.entries(env)) process.env[key] = value;
  const app = createApp(readAppEnv({ ...env, CONTENTFUL_PREVIEW_SECRET: SECRET }), {
    clientDir: CLIENT,
    distDir: DIST,
  });
  const open = await app.request(`/api/preview?secret=${SECRET}&path=/`);
  const cookie = /__Host-tm_preview=([^;]*)/.exec(open.headers.get("set-cookie") ?? "")?.[1];
  if (open.status !== 307 || !cookie) throw new Error(`GET /api/preview answered ${open.status}: ${await open.text()}`);
  const rows = [];
  for (const page of PAGES) {
    const render = async () => {
      const started = performance.now();
      const response = await app.request(page, { headers: { cookie: `__Host-tm_preview=${cookie}` } });
      const html = await response.text();
      if (response.status !== 200 || !html.includes("Preview: this page shows unpublished changes"))
        throw new Error(`${page}: ${response.status} without the preview banner`);
      return performance.now() - started;
    };
    for (let index = 0; index < 5; index += 1) await render();
    const times: number[] = [];
    for (let index = 0; index < RUNS; index += 1) times.push(await render());
    times.sort((a, b) => a - b);
    rows.push({ source: label, page, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  return rows;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/** Published pages' scripts and everything they import statically or dynamically, and what of it is preview's. */
function publishedJavaScript(): {
  pages: number;
  files: number;
  bytes: number;
  previewBytes: number;
  inspectorPages: number;
  previewScriptGzip: number;
} {
  const html = walk(CLIENT).filter((file) => file.endsWith(".html"));
  const seen = new Set<string>();
  const queue: string[] = [];
  let inspectorPages = 0;
  for (const file of html) {
    const text = readFileSync(file, "utf8");
    if (/data-contentful-|assets\/preview\//.test(text)) inspectorPages += 1;
    for (const match of text.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)) queue.push(match[1]!);
    for (const match of text.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)) queue.push(match[1]!);
  }
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(CLIENT, file), "utf8");
    for (const match of text.matchAll(/["'`](?:\.\/|\/assets\/|assets\/)([\w./-]+\.js)["'`]/g)) {
      const target =
        match[0].includes("/assets/") || match[0].startsWith(`"assets/`)
          ? `assets/${match[1]!}`
          : join(file, "..", match[1]!);
      queue.push(relative(CLIENT, join(CLIENT, target)));
    }
  }
  const gzip = (file: string) => gzipSync(readFileSync(join(CLIENT, file))).length;
  const files = [...seen];
  const previewFiles = walk(join(CLIENT, "assets", "preview")).filter((file) => file.endsWith(".js"));
  return {
    pages: html.length,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + gzip(file), 0),
    previewBytes: files.filter((file) => file.startsWith("assets/preview/")).reduce((sum, file) => sum + gzip(file), 0),
    inspectorPages,
    previewScriptGzip: previewFiles.reduce((sum, file) => sum + gzip(relative(CLIENT, file)), 0),
  };
}

const rows = await timeRenders("in process (embedded space)", {});
const server = await createContentServer({
  port: 0,
  watch: false,
  logger: { info: () => {}, warn: console.warn, error: console.error },
});
try {
  rows.push(
    ...(await timeRenders("content server over HTTP", {
      CONTENTFUL_SPACE_ID: "embedded",
      CONTENTFUL_ACCESS_TOKEN: "local",
      CONTENTFUL_HOST: server.host,
      CONTENTFUL_INSECURE: "true",
      CONTENTFUL_PREVIEW_ACCESS_TOKEN: "preview",
      CONTENTFUL_PREVIEW_HOST: server.host,
    })),
  );
} finally {
  await server.close();
}

console.log(`\nPreview render time (${RUNS} renders per page after 5 warm-up, one at a time):\n`);
console.log("| Preview API | page | p50 ms | p95 ms |\n|---|---|---:|---:|");
for (const row of rows) console.log(`| ${row.source} | ${row.page} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
const js = publishedJavaScript();
console.log(
  `\nPublished pages: ${js.pages}; JavaScript they load (scripts and their imports): ${js.files} files, ${(js.bytes / 1024).toFixed(1)} KB gzip.`,
);
console.log(
  `Of it from draft preview: ${js.previewBytes} bytes; pages with inspector attributes or the preview script: ${js.inspectorPages}.`,
);
console.log(
  `The preview script itself (loaded by preview pages only): ${(js.previewScriptGzip / 1024).toFixed(1)} KB gzip.`,
);
if (js.previewBytes > 0 || js.inspectorPages > 0) process.exitCode = 1;
