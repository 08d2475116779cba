import { afterEach, describe, expect, it } from "vitest";
import { PersistentRenderPool, renderWithWorkers } from "./render-pool.js";
import type { RenderPoolOptions } from "./render-pool.js";
import type { RenderAnswer, RenderJob } from "./render-worker.js";

const workerUrl = new URL("./test-fixtures/fake-render-worker.mjs", import.meta.url);
const config = { siteUrl: "https://example.test", schedulerUrl: "https://example.test/book", webVitals: false };
const options = (more: Partial<RenderPoolOptions> = {}): RenderPoolOptions => ({
  workerUrl,
  distDir: "/nonexistent",
  contentEnv: {},
  config,
  ...more,
});
const job = (path: string): RenderJob => ({ page: path, path, file: "page.html", scripts: true, write: false });
const made = (answer: RenderAnswer | undefined) =>
  JSON.parse((answer as { html: string }).html) as { threadId: number; pass: number; path: string };

const pools: PersistentRenderPool[] = [];
const pool = (more: Partial<RenderPoolOptions> = {}) => {
  const created = new PersistentRenderPool(options(more));
  pools.push(created);
  return created;
};
afterEach(async () => {
  for (const created of pools.splice(0)) await created.close();
});

describe("PersistentRenderPool", () => {
  it("warmed before a pass, renders it on the threads already started; warmed with no pass, lets them go when idle", async () => {
    const renders = pool({ workers: 1, idleMs: 300 });
    renders.warm();
    const first = made((await renders.render([job("/a")])).get("/a")).threadId;
    renders.warm();
    expect(made((await renders.render([job("/b")])).get("/b")).threadId).toBe(first);
    // A warm-up no pass follows: the thread goes after idleMs, and the next pass starts another (thread ids only
    // grow: one started after the warm-up has a larger id than the warmed thread, and smaller than its successor).
    const idle = pool({ workers: 1, idleMs: 300 });
    idle.warm();
    const later = made((await pool({ workers: 1 }).render([job("/x")])).get("/x")).threadId;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(made((await idle.render([job("/c")])).get("/c")).threadId).toBeGreaterThan(later);
  });

  it("renders every page of a pass over its workers", async () => {
    const answers = await pool({ workers: 2 }).render(["/a", "/b", "/c", "/d", "/e", "/f", "/g"].map(job));
    expect([...answers.keys()].sort()).toEqual(["/a", "/b", "/c", "/d", "/e", "/f", "/g"]);
    expect(new Set([...answers.values()].map((answer) => made(answer).threadId)).size).toBe(2);
  });

  it("fails a page that does not answer within the job timeout, stops its worker and starts a new one for the next pass", async () => {
    const renders = pool({ workers: 1, jobTimeoutMs: 400 });
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

  it("a worker that runs out of memory fails its page, not the process; the next pass renders", async () => {
    const renders = pool({ workers: 1, resourceLimits: { maxOldGenerationSizeMb: 32 } });
    await expect(renders.render([job("/oom")])).rejects.toThrow(/Page \/oom failed: .*memory/i);
    const next = await renders.render([job("/after")]);
    expect(made(next.get("/after")).path).toBe("/after");
  });

  it("abandons a pass at once when its signal aborts, with the signal's reason, and stops the busy worker", async () => {
    const renders = pool({ workers: 1 });
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
    const renders = pool({ workers: 1, inFlight: 2 });
    await expect(renders.render([job("/fail"), job("/slow-300")])).rejects.toThrow("Page /fail failed: it broke");
    // The first pass's /slow-300 is still being answered by the same worker.
    const next = await renders.render([job("/slow-300")]);
    expect(made(next.get("/slow-300")).pass).toBe(2);
  });
});

describe("renderWithWorkers", () => {
  it("renders on workers of its own and fails the run on a hung page", async () => {
    const answers = await renderWithWorkers(options({ workers: 2 }), ["/a", "/b", "/c"].map(job));
    expect(answers.size).toBe(3);
    await expect(
      renderWithWorkers(options({ workers: 2, jobTimeoutMs: 300 }), [job("/a"), job("/hang")]),
    ).rejects.toThrow("Page /hang did not render within");
  });
});
