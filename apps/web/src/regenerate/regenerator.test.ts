import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { embeddedSpace } from "@tupelo-medicare/content/embedded";
import { createRegenerator } from "./regenerator.js";
import type { RegenerateRequest, RegenerateResult } from "./site-pass.js";

const config = { siteUrl: "https://example.test", schedulerUrl: "https://example.test/book", webVitals: false };
const result = (rendered: string[]): RegenerateResult => ({
  rendered,
  added: [],
  removed: [],
  redirected: {},
  redirects: {},
  precacheChanged: false,
  ms: 1,
});
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function spaceFile(
  mutate?: (space: { entries: Array<{ sys: Record<string, unknown> }> }) => void,
): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "regen-"));
  folders.push(folder);
  const space = structuredClone(embeddedSpace) as unknown as { entries: Array<{ sys: Record<string, unknown> }> };
  mutate?.(space);
  const file = join(folder, "space.json");
  await writeFile(file, JSON.stringify(space));
  return file;
}

describe("regenerator", () => {
  it("merges changes that arrive during a pass into the next one: a burst of 50 costs a few passes", async () => {
    const passes: RegenerateRequest[] = [];
    const regenerator = createRegenerator({
      distDir: "/nonexistent",
      contentEnv: { CONTENT_SPACE_FILE: await spaceFile() },
      config,
      gatherMs: 5,
      log: () => undefined,
      runPass: async (request) => {
        passes.push(request);
        await new Promise((resolve) => setTimeout(resolve, 30));
        return result(request.changes.map((change) => change.id));
      },
    });
    for (let index = 0; index < 50; index += 1) {
      regenerator.enqueue([{ kind: "Entry", id: `e${index}`, contentType: "pageBlogPost" }]);
      if (index % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await regenerator.idle();
    expect(passes.length).toBeLessThanOrEqual(4);
    expect(new Set(passes.flatMap((pass) => pass.changes.map((change) => change.id))).size).toBe(50);
  });

  it("keeps a failed batch, retries it, and merges newer announcements", async () => {
    let calls = 0;
    const seen: RegenerateRequest[] = [];
    const logs: string[] = [];
    const regenerator = createRegenerator({
      distDir: "/nonexistent",
      contentEnv: { CONTENT_SPACE_FILE: await spaceFile() },
      config,
      gatherMs: 1,
      retryDelaysMs: [10],
      log: (message) => logs.push(message),
      runPass: (request) => {
        calls += 1;
        seen.push(request);
        return calls === 1
          ? Promise.reject(new Error("Content service answered 500"))
          : Promise.resolve(result(["/blog"]));
      },
    });
    regenerator.enqueue([{ kind: "Entry", id: "a", contentType: "pageBlogPost" }]);
    await regenerator.idle();
    expect(calls).toBe(2);
    expect(seen[1]!.changes.map((change) => change.id)).toEqual(["a"]);
    expect(logs.some((line) => line.includes("failed, the last good pages stay") && line.includes("500"))).toBe(true);
    expect(regenerator.status()).toMatchObject({ passes: 1, failures: 0, lastPass: { rendered: 1 } });
  });

  it("waits until the Delivery API serves the announced revision before rendering", async () => {
    const file = await spaceFile();
    const passes: number[] = [];
    const started = Date.now();
    const regenerator = createRegenerator({
      distDir: "/nonexistent",
      contentEnv: { CONTENT_SPACE_FILE: file },
      config,
      gatherMs: 1,
      cdnWaitMs: 10_000,
      log: () => undefined,
      runPass: (request) => {
        passes.push(Date.now() - started);
        return Promise.resolve(result(request.changes.map((change) => change.id)));
      },
    });
    // The webhook announces revision 2; the "CDN" serves it only 300 ms later.
    regenerator.enqueue([
      { kind: "Entry", id: "post-turning-65-medicare-checklist", contentType: "pageBlogPost", revision: 2 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(passes).toHaveLength(0);
    await writeFile(
      file,
      JSON.stringify(
        (() => {
          const space = structuredClone(embeddedSpace) as unknown as {
            entries: Array<{ sys: Record<string, unknown> }>;
          };
          const post = space.entries.find((entry) => entry.sys.id === "post-turning-65-medicare-checklist")!;
          post.sys.publishedCounter = 2;
          return space;
        })(),
      ),
    );
    await regenerator.idle();
    expect(passes).toHaveLength(1);
    expect(passes[0]).toBeGreaterThanOrEqual(300);
  });

  it("waits until an unpublished entry is gone, and gives up after the wait limit (rendering what is served)", async () => {
    const logs: string[] = [];
    let passes = 0;
    const regenerator = createRegenerator({
      distDir: "/nonexistent",
      contentEnv: { CONTENT_SPACE_FILE: await spaceFile() },
      config,
      gatherMs: 1,
      cdnWaitMs: 400,
      log: (message) => logs.push(message),
      runPass: () => ((passes += 1), Promise.resolve(result([]))),
    });
    regenerator.enqueue([
      { kind: "Entry", id: "post-turning-65-medicare-checklist", contentType: "pageBlogPost", removed: true },
    ]);
    await regenerator.idle();
    expect(passes).toBe(1);
    expect(logs.some((line) => line.includes("does not serve its removal yet"))).toBe(true);
  });
});
