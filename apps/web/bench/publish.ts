/**
 * `pnpm bench:publish`: how fast an editor's change reaches visitors, on the embedded space and on a generated
 * 1,000-post space (bench/large-space.ts). For each space:
 * 1. the full prerender (buildSite, on the build's render workers, content read in process from the space's export
 *    file as CONTENT_SPACE_FILE does) of a copy of dist/ under test-results/, in its own process
 *    (bench/publish-build.ts): time, pages, peak memory;
 * 2. that copy served by the site's own server in this process (createApp + startRegeneration, as
 *    src/server/main.ts), reading a local Contentful-compatible content server that sends it signed webhooks; then
 *    six edits, each a setSpace of the changed space: from the webhook reaching the regenerator to the new HTML
 *    being served (the page polled over HTTP), how many pages were re-rendered (every pass until idle), how many
 *    pages' HTML actually shows the change, and how many still show what it replaced (stale; should be none);
 * 3. 20 regenerations back to back under a steady local load (after 3 s of the same load without regeneration, the
 *    baseline), counting responses that are not 200 or not whole, with response times and event-loop delay.
 * Prints tables and writes test-results/bench-publish.json. Exit code 1 when a change never showed, a page stayed
 * stale or a response was not 200 or not whole, and when a figure regressed by more than half against the figures
 * committed beside it (bench/publish-baseline.json, see bench/publish-baseline.ts; BENCH_PUBLISH_WRITE_BASELINE=1
 * writes this run's figures there instead).
 * The server's log lines (webhooks, passes, content server, build) go to test-results/bench-publish/site.log.
 * Knobs: BENCH_POSTS (1000), BENCH_LOAD_LOOPS (8), BENCH_LOAD_REGENERATIONS (20; 0 skips the load part),
 * BENCH_KEEP=1 keeps the built copies, PRERENDER_WORKERS as for the prerender. To measure one thing in a couple of
 * minutes instead of the whole table: BENCH_PUBLISH_SPACES (comma-separated: embedded, large) and
 * BENCH_PUBLISH_SCENARIOS (comma-separated: body-edit, title-edit, new-post, unpublish, settings, image; the load
 * part runs only when no scenario is picked), e.g.
 *   BENCH_PUBLISH_SPACES=large BENCH_PUBLISH_SCENARIOS=body-edit pnpm bench:publish
 * BENCH_REUSE_PRERENDER=1 keeps each space's prerendered copy (test-results/bench-publish-prerendered/) and starts
 * from it while dist/ is the same build, skipping the full prerender (its figures are those of the kept run).
 */
import "../scripts/production-env.js";
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { cp, mkdir, rm } from "node:fs/promises";
import { availableParallelism, cpus } from "node:os";
import { join } from "node:path";
import { embeddedSpace } from "@tupelo-medicare/content/embedded";
import { writeLargeSpace } from "./large-space.js";
import type { PublishBuildResult } from "./publish-build.js";
import { underLoad } from "./publish-load.js";
import {
  BASELINE_FILE,
  describeRegressions,
  figuresOf,
  findRegressions,
  machineCalibrationMs,
  readBaseline,
  timeScaleOf,
  writeBaseline,
} from "./publish-baseline.js";
import { countPages, textPattern } from "./publish-pages.js";
import type { LoadStats } from "./publish-load.js";
import { passesSince, startBenchSite } from "./publish-site.js";
import type { BenchSite } from "./publish-site.js";
import {
  addPost,
  assetOf,
  categorySlugOf,
  editBody,
  editDisclaimer,
  editTitle,
  entryOf,
  featuredImageId,
  fieldOf,
  postPath,
  replaceImage,
  unpublish,
} from "./publish-space.js";
import type { ContentfulExport, ExportEntity } from "@tupelo-medicare/content/content-server";

const root = join(import.meta.dirname, "..");
const workDir = join(root, "test-results", "bench-publish");
const resultFile = join(root, "test-results", "bench-publish.json");
const prerenderedDir = join(root, "test-results", "bench-publish-prerendered");
const REUSE_PRERENDER = process.env.BENCH_REUSE_PRERENDER === "1";
const logFile = join(workDir, "site.log");
const LOAD_LOOPS = Number(process.env.BENCH_LOAD_LOOPS ?? 8);
const LOAD_REGENERATIONS = Number(process.env.BENCH_LOAD_REGENERATIONS ?? 20);
const LARGE_POSTS = Number(process.env.BENCH_POSTS ?? 1000);
/** How long a scenario may take to show its change before it counts as failed. */
const SCENARIO_TIMEOUT_MS = 10 * 60_000;
const POLL_MS = 10;
/** The goals on the 1,000-post space (issue: publishing fast again at 1,000 posts): webhook → served, and the build. */
const GOALS = {
  largeServedMs: { "body-edit": 1000, "title-edit": 1500, "new-post": 3000, settings: 20_000 } as Partial<
    Record<ScenarioKey, number>
  >,
  largePrerenderS: 20,
};
/** The scenarios of each space, by key (BENCH_PUBLISH_SCENARIOS picks some). */
const SCENARIO_KEYS = ["body-edit", "title-edit", "new-post", "unpublish", "settings", "image"] as const;
type ScenarioKey = (typeof SCENARIO_KEYS)[number];

/** A comma-separated knob's values, checked against `known`; undefined when the knob is unset (all of them). */
function pick<T extends string>(name: string, known: readonly T[]): Set<T> | undefined {
  const value = process.env[name]?.trim();
  if (!value) return undefined;
  const picked = value.split(",").map((item) => item.trim());
  const unknown = picked.filter((item) => !known.includes(item as T));
  if (unknown.length > 0) throw new Error(`${name}: unknown ${unknown.join(", ")} (known: ${known.join(", ")})`);
  return new Set(picked as T[]);
}
const PICKED_SCENARIOS = pick("BENCH_PUBLISH_SCENARIOS", SCENARIO_KEYS);
const runsScenario = (key: ScenarioKey) => !PICKED_SCENARIOS || PICKED_SCENARIOS.has(key);
/** The load part: in the whole run only (not when scenarios are picked), and not with BENCH_LOAD_REGENERATIONS=0. */
const RUN_LOAD = !PICKED_SCENARIOS && LOAD_REGENERATIONS > 0;

interface SpaceSetup {
  key: string;
  label: string;
  write: (file: string) => void;
  /** The post edited in (a), (b), (f) and under load: not the newest, so its lists are typical. */
  editPost: string;
  /** The post unpublished in (d). */
  unpublishPost: string;
}

const SPACES: SpaceSetup[] = [
  {
    key: "embedded",
    label: "embedded",
    write: (file) => writeFileSync(file, JSON.stringify(embeddedSpace)),
    editPost: "post-what-is-irmaa",
    unpublishPost: "post-helping-a-parent-with-medicare",
  },
  {
    key: "large",
    label: `${LARGE_POSTS.toLocaleString("en-US")} posts`,
    write: (file) => writeLargeSpace(file, LARGE_POSTS),
    editPost: `bench-post-${Math.floor(LARGE_POSTS / 2)}`,
    unpublishPost: `bench-post-${Math.floor(LARGE_POSTS * 0.3)}`,
  },
];
const PICKED_SPACES = pick(
  "BENCH_PUBLISH_SPACES",
  SPACES.map((setup) => setup.key),
);

interface ScenarioResult {
  /** The scenario's key (BENCH_PUBLISH_SCENARIOS), as the regression guard names its figures. */
  key: ScenarioKey;
  scenario: string;
  path: string;
  webhooks: number;
  passes: number;
  pagesRendered: number;
  added: string[];
  removed: string[];
  /** Pages whose HTML shows the change (for an unpublish: the pages that linked to the post before). */
  pagesShowingChange: number;
  /** Pages still showing the old content after the passes (should be 0); null when not checked. */
  stalePages: number | null;
  /** Time of the regeneration passes themselves (regenerateSite), summed. */
  passMs: number;
  /** From the first webhook reaching the regenerator to the poll first seeing the new page. */
  webhookToServedMs: number | null;
  /** From setSpace (the publish) to the poll first seeing the new page. */
  publishToServedMs: number | null;
  error?: string;
}

interface LoadResult extends LoadStats {
  regenerations: number;
  pagesRendered: number;
  passMs: { p50: number; max: number };
  failedPasses: number;
  paths: string[];
  /** The same load for 3 s before the regenerations: the baseline. */
  withoutRegeneration: Pick<LoadStats, "requests" | "non200" | "incomplete" | "latencyMs" | "eventLoopDelayMs">;
}

interface SpaceResult {
  key: string;
  space: string;
  posts: number;
  prerender: PublishBuildResult;
  /** Peak RSS of this process so far (the serving and regenerating site, with the content server and the load loops). */
  siteProcessPeakRssMiB: number;
  scenarios: ScenarioResult[];
  load: LoadResult | null;
}

const started = performance.now();
const log = (message: string) =>
  appendFileSync(logFile, `+${((performance.now() - started) / 1000).toFixed(3)}s ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The full prerender of one copy, in a child process (its own peak memory). */
function runBuild(distDir: string, spaceFile: string): Promise<PublishBuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", join(import.meta.dirname, "publish-build.ts"), distDir, spaceFile],
      {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, NODE_ENV: "production" },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      for (const line of chunk.toString().split("\n")) if (line.trim()) log(`[build] ${line}`);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const line = stdout.trim().split("\n").at(-1) ?? "";
      if (code !== 0 || !line.startsWith("{"))
        return reject(
          new Error(`The full prerender failed (exit ${code}): ${stderr.trim().split("\n").slice(-5).join(" / ")}`),
        );
      resolve(JSON.parse(line) as PublishBuildResult);
    });
  });
}

/** Polls `url` until `ready` holds; resolves with the time the matching response arrived. */
async function pollUntil(
  url: string,
  ready: (status: number, body: string) => boolean,
  timeoutMs: number,
): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url, { redirect: "manual" });
    const body = await response.text();
    const at = performance.now();
    if (ready(response.status, body)) return at;
    if (at > deadline)
      throw new Error(
        `${url} did not show the change within ${Math.round(timeoutMs / 1000)} s (last status ${response.status})`,
      );
    await sleep(POLL_MS);
  }
}

interface Edit {
  /** The page to poll, and when it shows the change. */
  path: string;
  ready: (status: number, body: string) => boolean;
  /** Pages showing the change: matching this afterwards (or, with `before`, matching it before the edit). */
  shows: RegExp;
  before?: boolean;
  /** Pages still showing what the edit replaced: matching this afterwards (should be none). */
  stale?: RegExp;
}

/** Applies `edit` to the space, publishes it, and measures until the page shows it and the regenerator is idle. */
async function runScenario(
  site: BenchSite,
  space: ContentfulExport,
  key: ScenarioKey,
  scenario: string,
  edit: () => Edit,
): Promise<ScenarioResult> {
  const fromPass = site.passes.length;
  const fromHook = site.webhooks.length;
  const clientDir = join(site.distDir, "client");
  const { path, ready, shows, before, stale } = edit();
  const [showingBefore] = before ? await countPages(clientDir, [shows]) : [undefined];
  const published = performance.now();
  let servedAt: number | undefined;
  let error: string | undefined;
  const polling = pollUntil(`${site.url}${path}`, ready, SCENARIO_TIMEOUT_MS).then(
    (at) => {
      servedAt = at;
    },
    (failure: unknown) => {
      error = failure instanceof Error ? failure.message : String(failure);
    },
  );
  await site.content.setSpace(space);
  await polling;
  await site.regenerator.idle();
  const [showingAfter, staleAfter] = await countPages(clientDir, [shows, ...(stale ? [stale] : [])]);
  const hooks = site.webhooks.slice(fromHook);
  const passes = passesSince(site, fromPass);
  const status = site.regenerator.status();
  if (hooks.length === 0) error ??= "no webhook reached the site";
  if (status.failures > 0)
    error = `${error ? `${error}; ` : ""}regeneration failing: ${status.lastError?.message ?? "?"}`;
  const first = hooks[0]?.at;
  const result: ScenarioResult = {
    key,
    scenario,
    path,
    webhooks: hooks.length,
    passes: passes.passes,
    pagesRendered: passes.rendered,
    added: passes.added,
    removed: passes.removed,
    pagesShowingChange: (before ? showingBefore : showingAfter) ?? 0,
    stalePages: before ? (showingAfter ?? 0) : (staleAfter ?? null),
    passMs: Math.round(passes.ms),
    webhookToServedMs: servedAt !== undefined && first !== undefined ? Math.round(servedAt - first) : null,
    publishToServedMs: servedAt !== undefined ? Math.round(servedAt - published) : null,
    ...(error ? { error } : {}),
  };
  log(`[bench] ${scenario}: ${JSON.stringify(result)}`);
  console.info(
    `  ${scenario}: ${result.pagesRendered} page(s) re-rendered in ${result.passes} pass(es), ${result.pagesShowingChange} show the change` +
      `${result.stalePages ? `, ${result.stalePages} STALE` : ""}; webhook → served ${result.webhookToServedMs ?? "—"} ms (pass ${result.passMs} ms)${error ? `; ERROR ${error}` : ""}`,
  );
  return result;
}

const relatesTo = (entry: ExportEntity, id: string) =>
  (fieldOf<Array<{ sys: { id: string } }> | undefined>(entry, "relatedBlogPosts") ?? []).some(
    (link) => link.sys.id === id,
  );

/** The build this copy comes from: the SSR bundle and the record of dist/ (a kept prerender is reused only for it). */
const buildStamp = (setup: SpaceSetup) =>
  JSON.stringify({
    space: setup.label,
    ssr: statSync(join(root, "dist", "ssr", "entry-server.js")).mtimeMs,
    record: statSync(join(root, "dist", "site-record.json")).mtimeMs,
  });

/**
 * A copy of dist/ in `distDir` with every page prerendered from the space: the full prerender, or with
 * BENCH_REUSE_PRERENDER=1 the copy kept by an earlier run of the same build.
 */
async function prerendered(setup: SpaceSetup, distDir: string, spaceFile: string): Promise<PublishBuildResult> {
  const kept = join(prerenderedDir, setup.key);
  const stampFile = join(kept, "stamp.json");
  const stamp = buildStamp(setup);
  if (REUSE_PRERENDER && existsSync(stampFile)) {
    const saved = JSON.parse(readFileSync(stampFile, "utf8")) as { stamp: string; prerender: PublishBuildResult };
    if (saved.stamp === stamp) {
      console.info(`\n${setup.label}: the prerendered copy kept in ${kept} (BENCH_REUSE_PRERENDER) ...`);
      await cp(join(kept, "dist"), distDir, { recursive: true });
      return saved.prerender;
    }
  }
  await cp(join(root, "dist"), distDir, { recursive: true });
  console.info(`\n${setup.label}: full prerender of a copy of dist/ ...`);
  const prerender = await runBuild(distDir, spaceFile);
  if (REUSE_PRERENDER) {
    await rm(kept, { recursive: true, force: true });
    await cp(distDir, join(kept, "dist"), { recursive: true });
    writeFileSync(stampFile, JSON.stringify({ stamp, prerender }));
  }
  return prerender;
}

async function benchSpace(setup: SpaceSetup): Promise<SpaceResult> {
  const dir = join(workDir, setup.key);
  const distDir = join(dir, "dist");
  const spaceFile = join(dir, "space.json");
  await mkdir(dir, { recursive: true });
  setup.write(spaceFile);
  const prerender = await prerendered(setup, distDir, spaceFile);
  console.info(
    `  ${prerender.pages} pages in ${(prerender.ms / 1000).toFixed(1)} s, peak memory ${prerender.maxRssMiB} MiB`,
  );

  const space = JSON.parse(readFileSync(spaceFile, "utf8")) as ContentfulExport;
  const posts = space.entries.filter((entry) => entry.sys.contentType?.sys.id === "pageBlogPost");
  const post = entryOf(space, setup.editPost);
  const gone = entryOf(space, setup.unpublishPost);
  const neighbour =
    posts.find((entry) => entry !== post && relatesTo(entry, post.sys.id)) ?? posts.find((entry) => entry !== post)!;
  const site = await startBenchSite({ distDir, space, log });
  const scenarios: ScenarioResult[] = [];
  let load: LoadResult | undefined;
  try {
    const first = await fetch(`${site.url}${postPath(post)}`);
    await first.arrayBuffer();
    if (first.status !== 200) throw new Error(`${postPath(post)} answers ${first.status} before any edit`);
    console.info(`${setup.label}: regeneration on webhooks (edited post ${postPath(post)}) ...`);
    const stamp = Date.now().toString(36);

    const oldTitle = fieldOf<string>(post, "title");
    const image = assetOf(space, featuredImageId(post));
    const oldImageUrl = fieldOf<{ url: string }>(image, "file").url;
    const oldDisclaimer = fieldOf<string>(
      space.entries.find((entry) => entry.sys.contentType?.sys.id === "siteSettings")!,
      "tpmoDisclaimer",
    );
    if (runsScenario("body-edit"))
      scenarios.push(
        await runScenario(site, space, "body-edit", "a. post body edited", () => {
          const text = editBody(post, `Bench edited paragraph ${stamp}: the first paragraph of this post changed.`);
          return {
            path: postPath(post),
            ready: (status, body) => status === 200 && body.includes(text),
            shows: textPattern(text),
          };
        }),
      );
    if (runsScenario("title-edit"))
      scenarios.push(
        await runScenario(site, space, "title-edit", "b. post title edited", () => {
          const title = editTitle(post, `Bench edited title ${stamp}`);
          return {
            path: postPath(post),
            ready: (status, body) => status === 200 && body.includes(title),
            shows: textPattern(title),
            stale: textPattern(oldTitle),
          };
        }),
      );
    if (runsScenario("new-post"))
      scenarios.push(
        await runScenario(site, space, "new-post", "c. new post (newest)", () => {
          const title = `Bench new post ${stamp}`;
          addPost(space, post, `bench-new-post-${stamp}`, title, "2030-01-01T12:00:00.000Z");
          return {
            path: "/blog",
            ready: (status, body) => status === 200 && body.includes(title),
            shows: textPattern(title),
          };
        }),
      );
    if (runsScenario("unpublish"))
      scenarios.push(
        await runScenario(site, space, "unpublish", "d. post unpublished", () => {
          unpublish(gone);
          return {
            path: postPath(gone),
            ready: (status) => status === 404,
            shows: textPattern(`href="${postPath(gone)}"`),
            before: true,
          };
        }),
      );
    if (runsScenario("settings"))
      scenarios.push(
        await runScenario(site, space, "settings", "e. site settings edited", () => {
          const text = editDisclaimer(space, "Bench edit 1.");
          return {
            path: postPath(neighbour),
            ready: (status, body) => status === 200 && body.includes(text),
            shows: textPattern(text),
            stale: textPattern(oldDisclaimer, " Bench edit 1."),
          };
        }),
      );
    if (runsScenario("image"))
      scenarios.push(
        await runScenario(site, space, "image", "f. image replaced", () => {
          const url = replaceImage(image, 2);
          return {
            path: postPath(post),
            ready: (status, body) => status === 200 && body.includes(url),
            shows: textPattern(url),
            stale: textPattern(oldImageUrl, "?v=2"),
          };
        }),
      );

    if (RUN_LOAD) {
      const paths = [
        "/",
        "/blog",
        "/blog?page=2",
        postPath(post),
        postPath(neighbour),
        `/blog?category=${categorySlugOf(space, post)}`,
        "/about-us",
        "/sitemap.xml",
      ];
      console.info(
        `${setup.label}: ${LOAD_REGENERATIONS} regenerations (title edits) under ${LOAD_LOOPS} request loops ...`,
      );
      const { stats: idle } = await underLoad(site.url, paths, LOAD_LOOPS, () => sleep(3000));
      const fromPass = site.passes.length;
      const { result: passMsList, stats } = await underLoad(site.url, paths, LOAD_LOOPS, async () => {
        const times: number[] = [];
        for (let index = 1; index <= LOAD_REGENERATIONS; index += 1) {
          const from = site.passes.length;
          editTitle(post, `Bench load title ${stamp} ${index}`);
          await site.content.setSpace(space);
          await site.regenerator.idle();
          times.push(passesSince(site, from).ms);
        }
        return times.sort((a, b) => a - b);
      });
      const during = passesSince(site, fromPass);
      load = {
        ...stats,
        regenerations: during.passes,
        pagesRendered: during.rendered,
        passMs: {
          p50: Math.round(passMsList[Math.floor(passMsList.length / 2)] ?? 0),
          max: Math.round(passMsList.at(-1) ?? 0),
        },
        failedPasses: site.regenerator.status().failures,
        paths,
        withoutRegeneration: {
          requests: idle.requests,
          non200: idle.non200,
          incomplete: idle.incomplete,
          latencyMs: idle.latencyMs,
          eventLoopDelayMs: idle.eventLoopDelayMs,
        },
      };
      log(`[bench] load: ${JSON.stringify(load)}`);
      console.info(
        `  ${load.requests} requests: ${load.non200} not 200, ${load.incomplete} incomplete; ${load.regenerations} passes, ${load.pagesRendered} pages rendered`,
      );
    }
  } finally {
    await site.close();
  }
  if (!process.env.BENCH_KEEP) await rm(distDir, { recursive: true, force: true });
  return {
    key: setup.key,
    space: setup.label,
    posts: posts.length,
    prerender,
    siteProcessPeakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    scenarios,
    load: load ?? null,
  };
}

function printTables(results: SpaceResult[]): void {
  const rows = [
    "| space | scenario | pages re-rendered | pages showing the change | stale pages | webhook → new HTML served (ms) | of which regeneration pass (ms) |",
    "|---|---|---:|---:|---:|---:|---:|",
  ];
  for (const result of results) {
    for (const row of result.scenarios) {
      const pages = `${row.pagesRendered}${row.added.length ? ` (+${row.added.length} new)` : ""}${row.removed.length ? ` (−${row.removed.length} removed)` : ""}`;
      const served = row.error ? `FAILED: ${row.error}` : String(row.webhookToServedMs);
      rows.push(
        `| ${result.space} | ${row.scenario} | ${pages} | ${row.pagesShowingChange} | ${row.stalePages ?? "—"} | ${served} | ${row.passMs} |`,
      );
    }
  }
  console.info(`\n${rows.join("\n")}`);
  console.info(
    `\n| space | posts | full prerender (s) | pages | prerender peak memory (MiB) | site process peak memory so far (MiB) |\n|---|---:|---:|---:|---:|---:|`,
  );
  for (const result of results) {
    console.info(
      `| ${result.space} | ${result.posts} | ${(result.prerender.ms / 1000).toFixed(1)} | ${result.prerender.pages} | ${result.prerender.maxRssMiB} | ${result.siteProcessPeakRssMiB} |`,
    );
  }
  console.info(
    `\n| space | load | requests | not 200 | incomplete | regenerations (pages) | pass p50 / max (ms) | response p50 / p99 / max (ms) | event loop delay p99 / max (ms) |\n|---|---|---:|---:|---:|---:|---:|---:|---:|`,
  );
  for (const result of results) {
    const load = result.load;
    if (!load) continue;
    const idle = load.withoutRegeneration;
    console.info(
      `| ${result.space} | 3 s, no regeneration | ${idle.requests} | ${idle.non200} | ${idle.incomplete} | — | — | ${idle.latencyMs.p50} / ${idle.latencyMs.p99} / ${idle.latencyMs.max} | ${idle.eventLoopDelayMs.p99} / ${idle.eventLoopDelayMs.max} |`,
    );
    console.info(
      `| ${result.space} | during ${load.regenerations} regenerations | ${load.requests} | ${load.non200} | ${load.incomplete} | ${load.regenerations} (${load.pagesRendered}) | ${load.passMs.p50} / ${load.passMs.max} | ${load.latencyMs.p50} / ${load.latencyMs.p99} / ${load.latencyMs.max} | ${load.eventLoopDelayMs.p99} / ${load.eventLoopDelayMs.max} |`,
    );
    for (const problem of load.problems) console.info(`  ${result.space}: ${problem}`);
  }
}

async function main(): Promise<void> {
  if (
    !existsSync(join(root, "dist", "site-record.json")) ||
    !existsSync(join(root, "dist", "ssr", "entry-server.js"))
  ) {
    throw new Error("Build the site first: pnpm build");
  }
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  // The webhook handler logs with console.info: keep its lines in the site log with the others.
  const info = console.info.bind(console);
  console.info = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].startsWith("[webhook]")) log(args[0]);
    else info(...args);
  };
  const results: SpaceResult[] = [];
  // The machine's speed, measured before anything else runs (the regression guard scales the baseline's times by it).
  const calibrationMs = machineCalibrationMs();
  try {
    console.info(
      `bench:publish on ${cpus()[0]?.model ?? "?"} (${availableParallelism()} cores), Node ${process.version}, machine calibration ${calibrationMs} ms; server log: ${logFile}`,
    );
    for (const setup of SPACES)
      if (!PICKED_SPACES || PICKED_SPACES.has(setup.key)) results.push(await benchSpace(setup));
  } finally {
    console.info = info;
  }
  printTables(results);
  const large = results.find((result) => result.key === "large");
  const servedMs = (key: ScenarioKey) => large?.scenarios.find((row) => row.key === key)?.webhookToServedMs ?? null;
  const goals: Record<string, { goal: number; measured: number | null; unit: "ms" | "s"; met: boolean }> = {};
  for (const [key, goalMs] of Object.entries(GOALS.largeServedMs) as Array<[ScenarioKey, number]>) {
    const measured = servedMs(key);
    if (measured !== null || runsScenario(key))
      goals[`large ${key} served`] = {
        goal: goalMs,
        measured,
        unit: "ms",
        met: measured !== null && measured <= goalMs,
      };
  }
  const prerenderS = large ? Number((large.prerender.ms / 1000).toFixed(1)) : null;
  goals["large full prerender"] = {
    goal: GOALS.largePrerenderS,
    measured: prerenderS,
    unit: "s",
    met: prerenderS !== null && prerenderS <= GOALS.largePrerenderS,
  };
  console.info(
    `\nGoals (${large?.space ?? "large space"}): ${Object.entries(goals)
      .map(
        ([name, goal]) =>
          `${name} ${goal.measured ?? "—"} ${goal.unit} (goal ≤ ${goal.goal} ${goal.unit}: ${goal.met ? "met" : "NOT met"})`,
      )
      .join("; ")}.`,
  );
  writeFileSync(
    resultFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, cores: availableParallelism(), cpu: cpus()[0]?.model, goals, spaces: results }, null, 2)}\n`,
  );
  console.info(`Wrote ${resultFile}`);
  const failed = results.some(
    (result) =>
      result.scenarios.some((row) => row.error || (row.stalePages ?? 0) > 0) ||
      (result.load && (result.load.non200 > 0 || result.load.incomplete > 0)),
  );
  if (failed) process.exitCode = 1;
  checkBaseline(results, failed, calibrationMs);
}

/**
 * The regression guard (bench/publish-baseline.ts): the run's figures against the committed baseline; with
 * BENCH_PUBLISH_WRITE_BASELINE=1 the run's figures become the baseline instead (not from a failed run).
 */
function checkBaseline(results: readonly SpaceResult[], failed: boolean, calibrationMs: number): void {
  const figures = figuresOf(
    results.map((result) => ({
      key: result.key,
      prerender: result.prerender,
      scenarios: result.scenarios.filter((row) => !row.error),
    })),
  );
  if (process.env.BENCH_PUBLISH_WRITE_BASELINE === "1") {
    if (failed) {
      console.error(`\nThe baseline was not written: this run failed.`);
      return;
    }
    const command = Object.entries(process.env)
      .filter(([name]) => name.startsWith("BENCH_") && name !== "BENCH_PUBLISH_WRITE_BASELINE")
      .map(([name, value]) => `${name}=${value}`)
      .concat("pnpm bench:publish")
      .join(" ");
    const baseline = writeBaseline(figures, command, undefined, calibrationMs);
    console.info(
      `\nWrote ${Object.keys(figures).length} figure(s) to ${BASELINE_FILE} (load average ${baseline.loadAverage.join(", ")}).`,
    );
    return;
  }
  const baseline = readBaseline();
  if (!baseline) {
    console.info(
      `\nNo baseline (${BASELINE_FILE}): nothing to compare with (BENCH_PUBLISH_WRITE_BASELINE=1 writes it).`,
    );
    return;
  }
  const compared = Object.keys(figures).filter((figure) => figure in baseline.figures);
  const timeScale = timeScaleOf(baseline, calibrationMs);
  console.info(
    baseline.calibrationMs
      ? `\nMachine calibration: ${calibrationMs} ms here, ${baseline.calibrationMs} ms when the baseline was written: its times are compared × ${timeScale.toFixed(2)}.`
      : `\nThe baseline has no machine calibration: its times are compared as they are (BENCH_PUBLISH_WRITE_BASELINE=1 adds one).`,
  );
  const regressions = findRegressions(baseline.figures, figures, { timeScale });
  if (regressions.length > 0) {
    console.error(
      `\nbench:publish: ${regressions.length} figure(s) regressed by more than half against ${BASELINE_FILE} (${baseline.measuredAt}):\n${describeRegressions(regressions)}`,
    );
    process.exitCode = 1;
  } else {
    console.info(
      `\nRegression guard: ${compared.length} figure(s) within 1.5× of the baseline of ${baseline.measuredAt} (${BASELINE_FILE}).`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`\nbench:publish failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
