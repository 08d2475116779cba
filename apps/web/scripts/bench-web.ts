/**
 * `pnpm bench:web` (and part of `pnpm bench`): Lighthouse 13, mobile, in Debian's chromium, against the built
 * site served by the real server. Medians of 3 runs on /, /blog, a post, a foundational page, /videos, /search (empty
 * and with a query) and /resources/calculators (the Medicare timeline):
 * performance score, LCP, CLS, TBT, and the JavaScript transferred on first load; and, in the same run, the LCP of the
 * same page with its scripts removed (the bare page: the floor each page's LCP is compared with, LCP/bare); then the first press on a
 * lead button and on the header's menu at a phone's size with the CPU 4x slower (scripts/press-timing.ts).
 * BENCH_ONLY=lighthouse or BENCH_ONLY=press runs one part. A benchmark, not a test.
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { CHROME_PATH, CHROMIUM_ARGS } from "../e2e/chromium-args.js";
import { measurePresses, printPresses } from "./press-timing.js";
import { median } from "../bench/harness/index.js";

const root = join(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 4187);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY;
const LIGHTHOUSE = ONLY !== "press";
const PAGES = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(",")
  : [
      "/",
      "/blog",
      "/blog/turning-65-medicare-checklist",
      "/medicare/what-is-medicare",
      "/videos",
      "/search",
      "/search?q=medigap+plam+g",
      "/resources/calculators",
      "/client-reviews",
    ];

if (!existsSync(join(root, "dist", "client", "index.html"))) {
  console.error("Build the site first: pnpm build");
  process.exit(1);
}

/**
 * The bare site: the same build with every executable script removed from its pages (JSON data and JSON-LD stay),
 * compressed the same way, served by a second copy of the same server: the physical limit for a prerendered page.
 * It lives under the app (test-results/), so the copied server resolves the same node_modules.
 */
const BARE_PORT = PORT + 1;
const bareDist = join(root, "test-results", "bench-bare", "dist");
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

function writeBareSite(): void {
  rmSync(bareDist, { recursive: true, force: true });
  cpSync(join(root, "dist"), bareDist, { recursive: true });
  const strip = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (name === "assets") continue;
      if (statSync(file).isDirectory()) strip(file);
      else if (name.endsWith(".html")) {
        const html = readFileSync(file, "utf8").replace(EXECUTABLE_SCRIPT, "").replace(MODULE_PRELOAD, "");
        writeFileSync(file, html);
        writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }));
        writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
      }
    }
  };
  strip(join(bareDist, "client"));
}

if (LIGHTHOUSE) writeBareSite();
let stopping = false;
/**
 * Starts a server whose output goes to test-results/bench-server-<port>.log; a server that exits before the bench
 * stops it ends the bench with its log's path (its figures would be those of an error page, or of nothing).
 */
const startServer = (main: string, port: number, dataDir: string) => {
  mkdirSync(join(root, "test-results"), { recursive: true });
  const logFile = join(root, "test-results", `bench-server-${port}.log`);
  const log = openSync(logFile, "w");
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", log, log],
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`The server on port ${port} exited (${signal ?? `code ${code}`}) during the bench: see ${logFile}`);
    process.exit(1);
  });
  return child;
};
// Each server its own data folder: two processes never share one leads database.
const server = startServer("dist/server/main.js", PORT, "test-results/bench-data");
const bareServer = LIGHTHOUSE
  ? startServer(join(bareDist, "server", "main.js"), BARE_PORT, "test-results/bench-data-bare")
  : undefined;
const stop = () => {
  stopping = true;
  server.kill();
  bareServer?.kill();
};
process.on("exit", stop);

async function waitForServer(port = PORT): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server did not start");
}

interface Sample {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  scriptKb: number;
  scriptGzipKb: number;
}

/** The gzip size (level 9) of a script the page loaded, read from the build (the server sends brotli when it can). */
function gzipKb(url: string): number {
  const file = join(root, "dist", "client", new URL(url).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0;
}

await Promise.all([waitForServer(PORT), LIGHTHOUSE ? waitForServer(BARE_PORT) : undefined]);
if (LIGHTHOUSE) await runLighthouse();
try {
  if (ONLY !== "lighthouse") printPresses(await measurePresses(`http://127.0.0.1:${PORT}`, RUNS), RUNS);
} finally {
  stop();
}

async function runLighthouse(): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const rows: Array<{ page: string; bareLcp: number; bareTbt: number } & Sample> = [];

  /**
   * One Lighthouse run of `url`. A run Lighthouse itself could not record (its runtimeError, e.g. NO_NAVSTART: "run
   * Lighthouse again") is run again, up to twice, and said so; a page that still did not load is no figure: the bench
   * stops with Lighthouse's reason rather than print zeros.
   */
  async function audit(url: string, attempt = 1): Promise<Result> {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    const reason = `${error.code} ${error.message}`;
    if (attempt >= 3) throw new Error(`Lighthouse could not audit ${url} in 3 tries: ${reason}`);
    console.error(`Lighthouse could not record ${url} (${reason}); running it again`);
    return audit(url, attempt + 1);
  }

  try {
    for (const page of PAGES) {
      const samples: Sample[] = [];
      const bareLcps: number[] = [];
      const bareTbts: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        // The bare page in the same run, just before: same server code, same compression, same machine state.
        const bare = await audit(`http://127.0.0.1:${BARE_PORT}${page}`);
        bareLcps.push(bare.audits["largest-contentful-paint"]?.numericValue ?? 0);
        bareTbts.push(bare.audits["total-blocking-time"]?.numericValue ?? 0);
        const lhr = await audit(`http://127.0.0.1:${PORT}${page}`);
        const requests =
          (
            lhr.audits["network-requests"]?.details as
              { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> } | undefined
          )?.items ?? [];
        const scripts = requests.filter((r) => r.resourceType === "Script");
        samples.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
          scriptKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
          scriptGzipKb: scripts.reduce((sum, r) => sum + gzipKb(r.url), 0),
        });
      }
      rows.push({
        page,
        bareLcp: median(bareLcps),
        bareTbt: median(bareTbts),
        score: median(samples.map((s) => s.score)),
        lcp: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbt: median(samples.map((s) => s.tbt)),
        scriptKb: median(samples.map((s) => s.scriptKb)),
        scriptGzipKb: median(samples.map((s) => s.scriptGzipKb)),
      });
    }
  } finally {
    chrome.kill();
  }

  console.log(`Lighthouse 13 mobile, medians of ${RUNS} runs (Debian chromium):`);
  console.log(
    `${"page".padEnd(40)} ${"perf".padStart(5)} ${"LCP ms".padStart(8)} ${"bare LCP".padStart(9)} ${"LCP/bare".padStart(9)} ${"CLS".padStart(6)} ${"TBT ms".padStart(7)} ${"bare TBT".padStart(9)} ${"JS KB (transfer)".padStart(17)} ${"JS KB (gzip)".padStart(13)}`,
  );
  for (const row of rows) {
    const ratio = row.bareLcp > 0 ? (row.lcp / row.bareLcp).toFixed(2) : "-";
    console.log(
      `${row.page.padEnd(40)} ${String(row.score).padStart(5)} ${row.lcp.toFixed(0).padStart(8)} ${row.bareLcp.toFixed(0).padStart(9)} ${ratio.padStart(9)} ${row.cls.toFixed(3).padStart(6)} ${row.tbt.toFixed(0).padStart(7)} ${row.bareTbt.toFixed(0).padStart(9)} ${row.scriptKb.toFixed(1).padStart(17)} ${row.scriptGzipKb.toFixed(1).padStart(13)}`,
    );
  }
  console.log(
    "bare: the same page with its scripts removed, served by a second copy of the same server (same compression), audited just before it in each run (bare TBT: the page's own parsing, style and layout, the floor no script can go under).",
  );
}
