/**
 * `pnpm bench`: a benchmark, not a test. Generates a 1,000-post space and prints, for the engine alone and for
 * each SDK operation through it (in-process adapter, the real contentful client), operations per second and
 * p50/p95 latency.
 */
import { performance } from "node:perf_hooks";
import { createCdaAdapter, createCdaEngine } from "../src/engine/index.js";
import { createContentClient } from "../src/create-content-client.js";
import { generateSpace } from "./generate-space.js";

const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const DURATION_MS = Number(process.env.BENCH_MS ?? 1500);

interface Row {
  name: string;
  opsPerSecond: number;
  p50: number;
  p95: number;
  samples: number;
}

async function measure(name: string, fn: () => unknown): Promise<Row> {
  for (let i = 0; i < 5; i += 1) await fn(); // warm-up
  const samples: number[] = [];
  const started = performance.now();
  while (performance.now() - started < DURATION_MS || samples.length < 20) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  const elapsed = performance.now() - started;
  samples.sort((x, y) => x - y);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return {
    name,
    opsPerSecond: samples.length / (elapsed / 1000),
    p50: pick(0.5),
    p95: pick(0.95),
    samples: samples.length,
  };
}

const buildStarted = performance.now();
const space = generateSpace(POSTS);
const engine = createCdaEngine(space, { spaceId: "embedded" });
const base = "/spaces/embedded/environments/master/entries";
const headers = { authorization: "Bearer bench" };
engine.handle({ path: base, query: { limit: "1" }, headers });
console.log(
  `Generated ${POSTS} posts (${space.entries.length} entries) and indexed them in ${(performance.now() - buildStarted).toFixed(0)} ms.\n`,
);

const client = createContentClient({
  source: { type: "contentful", space: "embedded", accessToken: "bench", host: "bench.invalid" },
  adapter: createCdaAdapter(engine),
  strict: true,
});

const rows: Row[] = [];
const engineCases: Array<[string, Record<string, string>]> = [
  [
    "engine: blog page (limit 6, include 2)",
    { content_type: "pageBlogPost", order: "-fields.publishedDate,sys.id", limit: "6", skip: "600", include: "2" },
  ],
  [
    "engine: post by slug (include 10)",
    { content_type: "pageBlogPost", "fields.slug": "post-500", include: "10", limit: "1" },
  ],
  [
    "engine: category filter",
    {
      content_type: "pageBlogPost",
      "fields.category.sys.id": "cat-drugs",
      order: "-fields.publishedDate",
      limit: "10",
    },
  ],
  ["engine: full-text [match]", { content_type: "pageBlogPost", "fields.title[match]": "part 999", limit: "10" }],
  ["engine: links_to_entry", { links_to_entry: "post-10" }],
  ["engine: 1000 items, select", { content_type: "pageBlogPost", select: "fields.slug,sys.id", limit: "1000" }],
];
for (const [name, query] of engineCases)
  rows.push(await measure(name, () => engine.handle({ path: base, query, headers })));

const sdkCases: Array<[string, () => Promise<unknown>]> = [
  ["sdk: getBlogPosts page 1 (limit 6)", () => client.getBlogPosts({ page: 1, limit: 6 })],
  ["sdk: getBlogPosts page 100 (limit 6)", () => client.getBlogPosts({ page: 100, limit: 6 })],
  ["sdk: getBlogPosts category", () => client.getBlogPosts({ page: 1, limit: 6, category: "drugs" })],
  ["sdk: getBlogPost (include 10)", () => client.getBlogPost("post-500")],
  ["sdk: getFoundationalPage (include 3)", () => client.getFoundationalPage("what-is-medicare")],
  ["sdk: getVideos (limit 9)", () => client.getVideos({ page: 2 })],
  ["sdk: getVideo (include 2)", () => client.getVideo("video-7")],
  ["sdk: getResourceGuides (limit 9)", () => client.getResourceGuides({ page: 1 })],
  ["sdk: getResourceGuide (include 2)", () => client.getResourceGuide("guide-7")],
  ["sdk: getCategories", () => client.getCategories()],
  ["sdk: getTeamMembers", () => client.getTeamMembers()],
  ["sdk: getStatePages", () => client.getStatePages()],
  ["sdk: getAllSlugs(blogPost)", () => client.getAllSlugs("blogPost")],
];
for (const [name, fn] of sdkCases) rows.push(await measure(name, fn));

const pad = (value: string, width: number) => value.padEnd(width);
console.log(
  `${pad("operation", 42)} ${"ops/s".padStart(10)} ${"p50 ms".padStart(9)} ${"p95 ms".padStart(9)} ${"samples".padStart(8)}`,
);
for (const row of rows) {
  console.log(
    `${pad(row.name, 42)} ${row.opsPerSecond.toFixed(0).padStart(10)} ${row.p50.toFixed(3).padStart(9)} ${row.p95.toFixed(3).padStart(9)} ${String(row.samples).padStart(8)}`,
  );
}
