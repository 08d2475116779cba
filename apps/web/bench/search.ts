/**
 * `pnpm bench:search`: what site search costs a visitor, in Debian's chromium against the built site served by the
 * real server. For each of BENCH_SEARCH_RUNS (5) fresh browser contexts (empty caches, no service worker), with the
 * CPU slowed 4x (CDP Emulation.setCPUThrottlingRate):
 * - the server's answer: GET /search?q=… navigations, bytes transferred and time until the results are on screen;
 * - a first query typed on /search and answered in the browser (engine chunk + index fetched), and a later one:
 *   bytes transferred after pressing Enter and time until the status line names the query.
 * Also the server's own time per answer (p50/p95 of 200 in-process GETs) and the index file's sizes.
 * A benchmark: it reports figures, and fails only when a search does not answer.
 */
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import type { Page } from "@playwright/test";
import { CHROME_PATH, CHROMIUM_ARGS } from "../e2e/chromium-args.js";
import { median, percentile } from "./harness/index.js";

const root = join(import.meta.dirname, "..");
const CLIENT = join(root, "dist", "client");
const PORT = Number(process.env.BENCH_PORT ?? 4189);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 5);
const BASE = `http://127.0.0.1:${PORT}`;
const CPU_SLOWDOWN = 4;

if (!existsSync(join(CLIENT, "search-index.json"))) {
  console.error("Build the site first: pnpm build");
  process.exit(1);
}

const server = spawn(process.execPath, ["dist/server/main.js"], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: "test-results/bench-data" },
  stdio: "ignore",
});
process.on("exit", () => server.kill());
for (let i = 0; ; i += 1) {
  if (
    await fetch(`${BASE}/`)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  if (i > 100) throw new Error("The server did not start");
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** Bytes on the wire (headers and body) of every response the page received from now on. */
function countBytes(page: Page): { total: () => number; files: () => string[] } {
  let total = 0;
  const files: string[] = [];
  page.on("requestfinished", (request) => {
    void request.sizes().then((sizes) => {
      total += sizes.responseBodySize + sizes.responseHeadersSize;
      files.push(new URL(request.url()).pathname);
    });
  });
  return { total: () => total, files: () => files };
}

async function queryInPage(page: Page, query: string): Promise<{ ms: number; bytes: number; files: string[] }> {
  const bytes = countBytes(page);
  const box = page.getByRole("main").getByRole("searchbox");
  await box.fill(query);
  const started = await page.evaluate(() => performance.now());
  await box.press("Enter");
  await page
    .getByRole("main")
    .getByRole("status")
    .filter({ hasText: `for “${query}”` })
    .waitFor();
  const ended = await page.evaluate(() => performance.now());
  await page.waitForLoadState("networkidle");
  return { ms: ended - started, bytes: bytes.total(), files: bytes.files() };
}

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROMIUM_ARGS,
});
const samples = {
  serverNav: [] as number[],
  serverNavBytes: [] as number[],
  first: [] as number[],
  firstBytes: [] as number[],
  later: [] as number[],
  laterBytes: [] as number[],
};
let firstFiles: string[] = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    // The server's answer: a GET from the header's form.
    const navBytes = countBytes(page);
    const started = Date.now();
    await page.goto(`${BASE}/search?q=${encodeURIComponent("penelty part d")}`);
    await page.getByRole("list", { name: /^Results for/ }).waitFor();
    samples.serverNav.push(Date.now() - started);
    await page.waitForLoadState("networkidle");
    samples.serverNavBytes.push(navBytes.total());

    // Queries answered in the browser.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const first = await queryInPage(page, "irmma");
    samples.first.push(first.ms);
    samples.firstBytes.push(first.bytes);
    firstFiles = first.files;
    const later = await queryInPage(page, "medigap plam g");
    samples.later.push(later.ms);
    samples.laterBytes.push(later.bytes);
    await context.close();
  }
} finally {
  await browser.close();
}

const timings: number[] = [];
for (let i = 0; i < 220; i += 1) {
  const started = performance.now();
  const response = await fetch(
    `${BASE}/search?q=${encodeURIComponent(["irmma", "turnign 65", "medigap plam g", "penelty part d"][i % 4]!)}`,
    { headers: { "accept-encoding": "br" } },
  );
  await response.arrayBuffer();
  if (i >= 20) timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
server.kill();

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
console.log(
  `Site search, ${RUNS} fresh contexts, CPU slowed ${CPU_SLOWDOWN}x, medians (no service worker: every byte from the network):`,
);
console.log("");
console.log("| what | ms to results | KB transferred |");
console.log("|---|---:|---:|");
console.log(
  `| server's results page (GET /search?q=penelty+part+d, whole page load) | ${median(samples.serverNav).toFixed(0)} | ${kb(median(samples.serverNavBytes))} |`,
);
console.log(
  `| first query answered in the browser ("irmma") | ${median(samples.first).toFixed(0)} | ${kb(median(samples.firstBytes))} |`,
);
console.log(
  `| later query ("medigap plam g") | ${median(samples.later).toFixed(0)} | ${kb(median(samples.laterBytes))} |`,
);
console.log("");
console.log(`First browser query fetched: ${firstFiles.join(", ")}`);
console.log(
  `Server: GET /search?q=… p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms (200 requests, brotli, localhost)`,
);
console.log(
  `Index: ${kb(size(join(CLIENT, "search-index.json")))} KB, ${kb(size(join(CLIENT, "search-index.json.gz")))} KB gzip, ${kb(size(join(CLIENT, "search-index.json.br")))} KB brotli`,
);
