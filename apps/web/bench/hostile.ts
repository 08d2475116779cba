/**
 * `pnpm bench:hostile`: the built server (a child process, TRUST_PROXY=1 as behind one proxy, SUBMISSION_RATE_LIMIT
 * 10) under an abuse burst, all at once:
 * - 20 concurrent chunked 100 MB uploads (no Content-Length), spread over /api/leads, /api/contact and
 *   /api/contentful-webhook;
 * - 500 submissions from one client behind the proxy, each with a fresh spoofed X-Forwarded-For entry, 25 at a time;
 * - a load loop asking for pages at BENCH_PAGE_RATE (200) requests a second over six pages.
 * Reported: every page answer's status, page latency p50/p95/p99/max, the uploads' answers and bytes sent before the
 * cut-off, the submissions accepted, and the server's resident memory before and at its peak (sampled every 50 ms).
 * Then, each for BENCH_PHASE_SECONDS (5) with the same page loop and its own latency and memory figures:
 * - the slash run: 8 requests always in flight for `/blog` + 15,500 slashes + `x` (414 at the URL limit);
 * - the slash run under the limit: 8 in flight for `/blog` + 2,000 slashes + `x` (through the path trims: 404);
 * - a search burst: 16 searches always in flight, each 6-12 random words of 10-40 letters, each from a random
 *   address behind the proxy (so the per-client limit hardly applies: the engine's own ceilings are measured).
 * Writes test-results/bench-hostile.json. A benchmark: it fails only when a page is not answered 200.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import {
  postChunked,
  randomAddress,
  rawGet,
  sampleResident,
  SLASH_RUN_PATH,
  spoofedSubmission,
  uploadHeaders,
} from "../e2e/hostile-harness.js";
import { percentile, startSite, WEB_DIR } from "./harness/index.js";

const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 200);
const PHASE_SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 5);
const UPLOADS = 20;
const UPLOAD_BYTES = 100 * 1024 * 1024;
const SUBMISSIONS = 500;
const PAGES = ["/", "/medicare-supplements", "/blog", "/plans/medicare-advantage", "/resources/glossary", "/contact"];

const dataDir = join(WEB_DIR, "test-results", "bench-hostile-data");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const site = await startSite({
  dataDir,
  env: {
    TRUST_PROXY: "1",
    SUBMISSION_RATE_LIMIT: "10",
    // The default site-wide ceiling (the harness lifts it for throughput benches): part of what the burst meets.
    SUBMISSION_SITE_LIMIT: "",
    CONTENTFUL_WEBHOOK_SECRET: "b".repeat(64),
    CONTENT_RECONCILE_INTERVAL: "0",
  },
});
const { url } = site;
process.on("exit", () => site.child.kill("SIGKILL"));
// Warm, as a server that has been up a while is: each page once, each POST route refused once (its code loaded), and
// one submission from another client.
for (const path of PAGES) await (await fetch(`${url}${path}`)).arrayBuffer();
for (const path of ["/api/leads", "/api/contact", "/api/contentful-webhook"])
  await postChunked(url, path, 4 * 1024 * 1024, uploadHeaders(path));
await spoofedSubmission(url, "198.51.100.99", 0, "bench-hostile-warm");

const memory = sampleResident(site.pid);
/**
 * The page load loop runs in a worker thread of its own, so the uploads this thread writes never delay its clock:
 * each page request is timed by an event loop that does nothing else.
 */
const PAGE_LOOP = `
const { parentPort, workerData } = require("node:worker_threads");
const { url, pages, rate } = workerData;
let loading = true;
parentPort.on("message", () => (loading = false));
(async () => {
  const latencies = [];
  const statuses = {};
  const inFlight = new Set();
  const interval = 1000 / rate;
  const started = performance.now();
  for (let sent = 0; loading; sent += 1) {
    const wait = started + sent * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const at = performance.now();
    const request = fetch(url + pages[sent % pages.length])
      .then(async (response) => {
        await response.arrayBuffer();
        latencies.push(performance.now() - at);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      })
      .catch(() => (statuses[0] = (statuses[0] ?? 0) + 1))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all([...inFlight]);
  parentPort.postMessage({ latencies, statuses });
})();
`;
/** Starts the page loop; `stop()` ends it and gives every page answer's latency and status. */
function startPageLoop(): { stop: () => Promise<{ latencies: number[]; statuses: Record<string, number> }> } {
  const worker = new Worker(PAGE_LOOP, { eval: true, workerData: { url, pages: PAGES, rate: PAGE_RATE } });
  const results = new Promise<{ latencies: number[]; statuses: Record<string, number> }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    stop: async () => {
      worker.postMessage("stop");
      const answer = await results;
      await worker.terminate();
      return answer;
    },
  };
}
const pageLoop = startPageLoop();

const burstStarted = performance.now();
const routes = ["/api/leads", "/api/contact", "/api/contentful-webhook"];
const uploads = Promise.all(
  Array.from({ length: UPLOADS }, (_, index) => {
    const path = routes[index % routes.length]!;
    return postChunked(url, path, UPLOAD_BYTES, uploadHeaders(path));
  }),
);
const submissions = (async () => {
  const statuses: number[] = [];
  for (let index = 0; index < SUBMISSIONS; index += 25)
    statuses.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, SUBMISSIONS - index) }, (_, offset) =>
          spoofedSubmission(url, "198.51.100.23", index + offset, "bench-hostile"),
        ),
      )),
    );
  return statuses;
})();
const [uploadResults, submissionStatuses] = await Promise.all([uploads, submissions]);
// Pages keep coming for 3 s more: the server after the burst.
await new Promise((resolve) => setTimeout(resolve, 3000));
const { latencies, statuses } = await pageLoop.stop();
const pageStatuses = new Map(Object.entries(statuses).map(([status, count]) => [Number(status), count]));
const burstSeconds = (performance.now() - burstStarted) / 1000;
const { first, peak } = memory.stop();

interface PhaseFigures {
  name: string;
  attacks: { sent: number; statuses: Record<string, number>; p50Ms: number; p95Ms: number };
  pages: {
    requested: number;
    statuses: Record<string, number>;
    p50Ms: number;
    p95Ms: number;
    p99Ms: number;
    maxMs: number;
  };
  memoryMb: { before: number; peak: number };
}

/** `concurrency` attack requests always in flight for PHASE_SECONDS, with the page loop timing pages meanwhile. */
async function phase(
  name: string,
  concurrency: number,
  attack: () => Promise<{ status: number; ms: number }>,
): Promise<PhaseFigures> {
  const phaseMemory = sampleResident(site.pid);
  const loop = startPageLoop();
  const ends = performance.now() + PHASE_SECONDS * 1000;
  const times: number[] = [];
  const answered: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < ends) {
        const { status, ms } = await attack().catch(() => ({ status: 0, ms: Number.NaN }));
        answered[status] = (answered[status] ?? 0) + 1;
        if (!Number.isNaN(ms)) times.push(ms);
      }
    }),
  );
  const pages = await loop.stop();
  const { first: before, peak: top } = phaseMemory.stop();
  const attackSorted = times.sort((a, b) => a - b);
  const pageSorted = [...pages.latencies].sort((a, b) => a - b);
  return {
    name,
    attacks: {
      sent: Object.values(answered).reduce((sum, count) => sum + count, 0),
      statuses: answered,
      p50Ms: Math.round(percentile(attackSorted, 50)),
      p95Ms: Math.round(percentile(attackSorted, 95)),
    },
    pages: {
      requested: pages.latencies.length,
      statuses: pages.statuses,
      p50Ms: Math.round(percentile(pageSorted, 50)),
      p95Ms: Math.round(percentile(pageSorted, 95)),
      p99Ms: Math.round(percentile(pageSorted, 99)),
      maxMs: Math.round(pageSorted.at(-1) ?? Number.NaN),
    },
    memoryMb: { before: Math.round(before), peak: Math.round(top) },
  };
}

/** A word of 10-40 random letters. */
const randomWord = () =>
  Array.from({ length: 10 + Math.floor(Math.random() * 31) }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
/** A search of 6-12 random long words from a random client behind the proxy: its status and time. */
async function randomSearch(): Promise<{ status: number; ms: number }> {
  const words = Array.from({ length: 6 + Math.floor(Math.random() * 7) }, randomWord).join(" ");
  const started = performance.now();
  const response = await fetch(`${url}/search?q=${encodeURIComponent(words)}`, {
    headers: { "x-forwarded-for": randomAddress(), "accept-encoding": "br" },
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const phases = [
  await phase("slash run, 8 in flight (/blog + 15,500 / + x)", 8, () => rawGet(url, SLASH_RUN_PATH)),
  await phase("slash run under the URL limit, 8 in flight (/blog + 2,000 / + x)", 8, () =>
    rawGet(url, `/blog${"/".repeat(2000)}x`),
  ),
  await phase("search burst, 16 in flight (6-12 random words of 10-40 letters)", 16, randomSearch),
];
await site.stop();

const sorted = [...latencies].sort((a, b) => a - b);
const pagesAnswered = [...pageStatuses.values()].reduce((sum, count) => sum + count, 0);
const figures = {
  burstSeconds: Number(burstSeconds.toFixed(1)),
  pages: {
    requested: pagesAnswered,
    statuses: Object.fromEntries(pageStatuses),
    p50Ms: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted.at(-1) ?? Number.NaN),
  },
  uploads: {
    count: UPLOADS,
    statuses: uploadResults.reduce<Record<string, number>>((tally, result) => {
      tally[result.status] = (tally[result.status] ?? 0) + 1;
      return tally;
    }, {}),
    maxSentKb: Math.round(Math.max(...uploadResults.map((result) => result.sent)) / 1024),
  },
  submissions: {
    sent: SUBMISSIONS,
    accepted: submissionStatuses.filter((status) => status === 201 || status === 202).length,
    limited: submissionStatuses.filter((status) => status === 429).length,
  },
  memoryMb: { before: Math.round(first), peak: Math.round(peak), growth: Math.round(peak - first) },
  phases,
};
mkdirSync(join(WEB_DIR, "test-results"), { recursive: true });
writeFileSync(join(WEB_DIR, "test-results", "bench-hostile.json"), `${JSON.stringify(figures, null, 2)}\n`);
console.info(
  [
    `| abuse burst (${burstSeconds.toFixed(1)} s: ${UPLOADS} x 100 MB chunked uploads, ${SUBMISSIONS} spoofed submissions, ${PAGE_RATE} pages/s) | figure |`,
    "| --- | ---: |",
    `| page requests answered 200 | ${pageStatuses.get(200) ?? 0} of ${pagesAnswered} |`,
    `| page latency p50 / p95 / p99 / max | ${figures.pages.p50Ms} / ${figures.pages.p95Ms} / ${figures.pages.p99Ms} / ${figures.pages.maxMs} ms |`,
    `| uploads answered 413 | ${figures.uploads.statuses["413"] ?? 0} of ${UPLOADS} (at most ${figures.uploads.maxSentKb} KB sent before the cut-off) |`,
    `| spoofed submissions accepted (limit 10 a minute) | ${figures.submissions.accepted} of ${SUBMISSIONS} (${figures.submissions.limited} answered 429) |`,
    `| server resident memory before / peak | ${figures.memoryMb.before} / ${figures.memoryMb.peak} MB (+${figures.memoryMb.growth}) |`,
  ].join("\n"),
);
console.info(
  [
    "",
    `| ${PHASE_SECONDS} s each, ${PAGE_RATE} pages/s meanwhile | attacks sent (answers) | attack p50 / p95 | page p50 / p95 / p99 / max | pages 200 | resident memory before / peak |`,
    "| --- | --- | ---: | ---: | ---: | ---: |",
    ...phases.map(
      (p) =>
        `| ${p.name} | ${p.attacks.sent} (${Object.entries(p.attacks.statuses)
          .map(([status, count]) => `${count} x ${status}`)
          .join(
            ", ",
          )}) | ${p.attacks.p50Ms} / ${p.attacks.p95Ms} ms | ${p.pages.p50Ms} / ${p.pages.p95Ms} / ${p.pages.p99Ms} / ${p.pages.maxMs} ms | ${p.pages.statuses["200"] ?? 0} of ${p.pages.requested} | ${p.memoryMb.before} / ${p.memoryMb.peak} MB |`,
    ),
  ].join("\n"),
);
rmSync(dataDir, { recursive: true, force: true });
const phasePagesFailed = phases.some((p) => (p.pages.statuses["200"] ?? 0) !== p.pages.requested);
if ((pageStatuses.get(200) ?? 0) !== pagesAnswered || phasePagesFailed) {
  console.error(`Pages not answered 200: ${JSON.stringify(figures.pages.statuses)}`);
  process.exit(1);
}
