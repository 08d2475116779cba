import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { RenderPool } from "./render-pool.js";
import { stagedFileOf } from "./site-files.js";
import type { RenderPoolOptions } from "./render-pool.js";
import type { RenderAnswer, RenderJob } from "./render-worker.js";

const workerUrl = new URL("./test-fixtures/fake-render-worker.mjs", import.meta.url);
const options = (more: Partial<RenderPoolOptions> = {}): RenderPoolOptions => ({
  workerUrl,
  distDir: "/nonexistent",
  rendererOptions: { startDelay: 0 },
  ...more,
});
const job = (path: string): RenderJob => ({ page: path, path, file: "page.html", scripts: true, output: "html" });
const made = (answer: RenderAnswer | undefined) =>
  JSON.parse((answer as { html: string }).html) as { threadId: number; pass: number; path: string };

const pools: RenderPool[] = [];
const pool = (more: Partial<RenderPoolOptions> = {}) => {
  const created = new RenderPool(options(more));
  pools.push(created);
  return created;
};
afterEach(async () => {
  for (const created of pools.splice(0)) await created.close();
});

describe("RenderPool", () => {
  it("keeps its workers between passes, and lets them go when idle (the next pass starts others)", async () => {
    const renders = pool({ size: 1, idleMs: 300 });
    expect(renders.running).toBe(false);
    const first = made((await renders.render([job("/a")])).get("/a")).threadId;
    expect(renders.running).toBe(true);
    expect(made((await renders.render([job("/b")])).get("/b")).threadId).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(renders.running).toBe(false);
    // Thread ids only grow: the thread started after the idle time has a larger id.
    expect(made((await renders.render([job("/c")])).get("/c")).threadId).toBeGreaterThan(first);
  });

  it("hands each worker the site's renderer options and the build folder", async () => {
    const answer = (await pool({ size: 1 }).render([job("/data")])).get("/data");
    expect(JSON.parse((answer as { html: string }).html)).toMatchObject({
      workerData: { rendererOptions: { startDelay: 0 }, distDir: "/nonexistent" },
    });
  });

  it("of size 0 has no workers and refuses a pass (the pass renders in its own thread)", async () => {
    const none = pool({ size: 0 });
    expect(none.size).toBe(0);
    await expect(none.render([job("/a")])).rejects.toThrow("size 0 has no workers");
  });

  it("renders every page of a pass over its workers", async () => {
    const answers = await pool({ size: 2 }).render(["/a", "/b", "/c", "/d", "/e", "/f", "/g"].map(job));
    expect([...answers.keys()].sort()).toEqual(["/a", "/b", "/c", "/d", "/e", "/f", "/g"]);
    expect(new Set([...answers.values()].map((answer) => made(answer).threadId)).size).toBe(2);
  });

  it("fails a page that does not answer within the job timeout, stops its worker and starts a new one for the next pass", async () => {
    // Starting a worker may take longer than the page's 0.4 s on a busy machine (CI runs every suite at once).
    const renders = pool({ size: 1, jobTimeoutMs: 400, startTimeoutMs: 60_000 });
    const seen: number[] = [];
    const started = Date.now();
    await expect(
      renders.render([job("/a"), job("/hang"), job("/b")], { onDone: (answer) => seen.push(made(answer).threadId) }),
    ).rejects.toThrow("Page /hang did not render within 0.4 s; its render worker was stopped");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(seen.length).toBeGreaterThan(0);
    const next = await renders.render([job("/c")]);
    expect(made(next.get("/c")).threadId).not.toBe(seen[0]);
  });

  it("stops a worker that is not ready within the start limit, and fails the pass that waits for it", async () => {
    const renders = pool({ size: 1, startTimeoutMs: 200, rendererOptions: { startDelay: 5_000 } });
    await expect(renders.render([job("/a")])).rejects.toThrow("A render worker did not start within");
  });

  it("a worker that runs out of memory fails its page, not the process; the next pass renders", async () => {
    const renders = pool({ size: 1, resourceLimits: { maxOldGenerationSizeMb: 32 } });
    await expect(renders.render([job("/oom")])).rejects.toThrow(/Page \/oom failed: .*memory/i);
    const next = await renders.render([job("/after")]);
    expect(made(next.get("/after")).path).toBe("/after");
  });

  it("abandons a pass at once when its signal aborts, with the signal's reason, and stops the busy worker", async () => {
    const renders = pool({ size: 1 });
    const warm = await renders.render([job("/warm")]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("The pass ran longer than CONTENT_PASS_TIMEOUT")), 150);
    const started = Date.now();
    await expect(renders.render([job("/hang")], { signal: controller.signal })).rejects.toThrow(
      "The pass ran longer than CONTENT_PASS_TIMEOUT",
    );
    expect(Date.now() - started).toBeLessThan(3000);
    const next = await renders.render([job("/next")]);
    expect(made(next.get("/next")).threadId).not.toBe(made(warm.get("/warm")).threadId);
  });

  it("never hands a late answer of a failed pass to the next pass rendering the same page", async () => {
    const renders = pool({ size: 1, inFlight: 2 });
    await expect(renders.render([job("/fail"), job("/slow-300")])).rejects.toThrow("Page /fail failed: it broke");
    // The first pass's /slow-300 is still being answered by the same worker.
    const next = await renders.render([job("/slow-300")]);
    expect(made(next.get("/slow-300")).pass).toBe(2);
  });
});

describe("RenderPool's real worker (runRenderWorker), staging pages", () => {
  const stagingWorker = new URL("./test-fixtures/staging-render-worker.mjs", import.meta.url);
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  const stagingPool = async () => {
    const distDir = await mkdtemp(join(tmpdir(), "render-pool-stage-"));
    dirs.push(distDir);
    return { distDir, renders: pool({ size: 1, workerUrl: stagingWorker, distDir }) };
  };
  const stageJob = (path: string): RenderJob => ({
    page: path,
    path,
    file: `${path.slice(1)}/index.html`,
    scripts: true,
    output: "stage",
  });
  const filesUnder = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort();

  it("stages each page under temporary names (compressed) and hands them back for the pass to swap in", async () => {
    const { distDir, renders } = await stagingPool();
    const answers = await renders.render([stageJob("/a"), stageJob("/b")]);
    const client = join(distDir, "client");
    // Nothing is in place yet: only temporary files.
    expect(filesUnder(client).filter((name) => name.endsWith(".html"))).toEqual([]);
    expect(filesUnder(client).filter((name) => name.endsWith(".tmp"))).toHaveLength(6);
    for (const page of ["/a", "/b"]) {
      const answer = answers.get(page)!;
      expect("html" in answer && answer.html).toBeFalsy();
      stagedFileOf((answer as { staged: Parameters<typeof stagedFileOf>[0] }).staged).commit();
    }
    expect(readFileSync(join(client, "a", "index.html"), "utf8")).toContain("<p>/a</p>");
    expect(existsSync(join(client, "a", "index.html.br"))).toBe(true);
    expect(existsSync(join(client, "b", "index.html.gz"))).toBe(true);
    expect(filesUnder(client).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("hands a page staged after its pass failed to onLate, so the pass can discard it", async () => {
    const { distDir, renders } = await stagingPool();
    const late: string[] = [];
    let lateSeen: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (lateSeen = resolve));
    await expect(
      renders.render([stageJob("/slow-300"), stageJob("/fail")], {
        onLate: (answer) => {
          late.push(answer.page);
          if ("staged" in answer && answer.staged) stagedFileOf(answer.staged).discard();
          lateSeen();
        },
      }),
    ).rejects.toThrow("Page /fail failed: it broke");
    await arrived;
    expect(late).toEqual(["/slow-300"]);
    expect(filesUnder(join(distDir, "client")).filter((name) => !name.endsWith("slow-300"))).toEqual([]);
  });
});
