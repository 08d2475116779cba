import { createHash } from "node:crypto";
import { cpSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  COLD_POOL_THRESHOLD,
  PASS_MARKER,
  RenderPool,
  POOL_THRESHOLD,
  buildSite,
  regenerateSite,
  regenerateSiteLocked,
  sweepUnderLock,
  withSiteLock,
} from "@tupelo-medicare/site-build";
import type { SiteLease, SitePassOptions } from "@tupelo-medicare/site-build";
import { writeServiceWorker } from "./service-worker.js";
import { siteDefinition } from "./site-definition.js";
import type { SiteRendererOptions } from "./site-renderer.js";

const config = { siteUrl: "https://www.example.com", schedulerUrl: "https://example.com/book", webVitals: false };
let distDir: string;
let clientDir: string;
const logs: string[] = [];
const options = (more: Partial<SitePassOptions<SiteRendererOptions>> = {}): SitePassOptions<SiteRendererOptions> => ({
  distDir,
  site: siteDefinition({ distDir, contentEnv: {}, placesFile: null, config }),
  log: (line) => logs.push(line),
  ...more,
});

/** Every file of the build with a hash of its content (and its modification time): what a pass may not touch. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(distDir.length + 1)] =
      `${createHash("md5").update(readFileSync(path)).digest("hex")} ${statSync(path).mtimeMs}`;
  }
  return files;
}
const temporaryFiles = () => Object.keys(snapshot()).filter((name) => name.endsWith(".tmp"));

// The embedded space's site, built here from the sources (the SSR entry re-exports src/entry-server.tsx), with a
// stand-in client build: what a pass reads and writes is real.
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), "site-pass-"));
  clientDir = join(distDir, "client");
  await mkdir(join(distDir, "ssr"), { recursive: true });
  // The stand-in SSR entry is an ES module, as the built one is under apps/web (a render worker loads it too).
  await writeFile(join(distDir, "package.json"), '{ "type": "module" }\n');
  await writeFile(
    join(distDir, "ssr", "entry-server.js"),
    `export * from ${JSON.stringify(fileURLToPath(new URL("../entry-server.tsx", import.meta.url)))};\n`,
  );
  await mkdir(join(clientDir, ".vite"), { recursive: true });
  await mkdir(join(clientDir, "assets"));
  await writeFile(
    join(clientDir, ".vite", "manifest.json"),
    JSON.stringify({
      "src/entry-client.ts": { file: "assets/entry-client.js", isEntry: true, css: ["assets/site.css"] },
    }),
  );
  await writeFile(join(clientDir, "assets", "entry-client.js"), "console.log('site');");
  await writeFile(join(clientDir, "assets", "site.css"), "body{margin:0}");
  await buildSite(options());
  await writeServiceWorker(clientDir);
}, 300_000);

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe("regenerateSite", () => {
  it("renders a pass of up to POOL_THRESHOLD pages on its own thread, a larger one on the pool's running workers", async () => {
    const asked: number[] = [];
    // A pool that only counts: a pass that asks it for pages fails, which is what a small pass must never do.
    const pool = {
      size: 2,
      running: true,
      render: (jobs: unknown[]) => {
        asked.push(jobs.length);
        return Promise.reject(new Error("the pool was asked"));
      },
    } as unknown as RenderPool<SiteRendererOptions>;
    const small = ["/", "/blog", "/about-us"].slice(0, Math.min(3, POOL_THRESHOLD));
    const result = await regenerateSite(options({ pool }), { changes: [], paths: small });
    expect(result.rendered).toEqual(expect.arrayContaining(small));
    expect(asked).toEqual([]);
    const record = JSON.parse(readFileSync(join(distDir, "site-record.json"), "utf8")) as { paths: string[] };
    const large = record.paths.slice(0, POOL_THRESHOLD + 1);
    await expect(regenerateSite(options({ pool }), { changes: [], paths: large })).rejects.toThrow(
      "the pool was asked",
    );
    expect(asked).toEqual([POOL_THRESHOLD + 1]);
  });

  it("renders a pass on its own thread when the pool has no workers (size 0), or would have to start them for it", async () => {
    const record = JSON.parse(readFileSync(join(distDir, "site-record.json"), "utf8")) as { paths: string[] };
    // More than POOL_THRESHOLD pages, far below COLD_POOL_THRESHOLD.
    const large = record.paths.slice(0, POOL_THRESHOLD + 1);
    expect(large.length).toBeLessThan(COLD_POOL_THRESHOLD);
    for (const state of [
      { size: 0, running: false },
      { size: 2, running: false },
    ]) {
      const pool = {
        ...state,
        render: () => Promise.reject(new Error("the pool was asked")),
      } as unknown as RenderPool<SiteRendererOptions>;
      const result = await regenerateSite(options({ pool }), { changes: [], paths: large });
      expect(result.rendered).toEqual(expect.arrayContaining(large));
    }
  });

  it("renders a large pass on the pool's real workers, which stage its pages: the first rank goes live first, then the later list pages, nothing left behind", async () => {
    const record = JSON.parse(readFileSync(join(distDir, "site-record.json"), "utf8")) as { paths: string[] };
    const pool = new RenderPool<SiteRendererOptions>({
      workerUrl: new URL("../../scripts/render-worker.mjs", import.meta.url),
      distDir,
      rendererOptions: options().site.rendererOptions,
      size: 1,
    });
    try {
      // Running workers, as the server's pool between passes: a pass of every page renders on them.
      await pool.render([]);
      expect(pool.running).toBe(true);
      const before = snapshot();
      const live: string[][] = [];
      const result = await regenerateSite(options({ pool, onPagesLive: (pages) => live.push([...pages]) }), {
        changes: [],
        all: true,
      });
      expect(result.rendered).toEqual(expect.arrayContaining(record.paths));
      const laterPages = record.paths.filter((path) => /[?&]page=/.test(path));
      expect(laterPages.length).toBeGreaterThan(0);
      expect(live).toHaveLength(2);
      expect(live[0]).toContain("/");
      expect(live[0]!.some((page) => laterPages.includes(page))).toBe(false);
      expect([...live[1]!].sort()).toEqual([...laterPages].sort());
      // Every page was written again (by a worker, renamed in by the pass), with its variants; no temporary file.
      const after = snapshot();
      for (const file of ["client/index.html", "client/index.html.br", "client/blog/_q/page-2/index.html.gz"])
        expect(after[file]).not.toBe(before[file]);
      expect(brotliDecompressSync(readFileSync(join(clientDir, "index.html.br"))).toString()).toBe(
        readFileSync(join(clientDir, "index.html"), "utf8"),
      );
      expect(temporaryFiles()).toEqual([]);
    } finally {
      await pool.close();
    }
  }, 180_000);

  it("abandons a pass that runs past CONTENT_PASS_TIMEOUT without writing anything", async () => {
    const before = snapshot();
    await expect(regenerateSite(options({ passTimeoutMs: 300 }), { changes: [], all: true })).rejects.toThrow(
      "The pass ran longer than CONTENT_PASS_TIMEOUT (0.3 s) and was abandoned without writing",
    );
    expect(snapshot()).toEqual(before);
  });

  it("writes nothing, and leaves no temporary file, when its lease is lost right before the swap", async () => {
    const before = snapshot();
    let checked = 0;
    const lease: SiteLease = {
      signal: new AbortController().signal,
      assertHeld() {
        checked += 1;
        throw new Error("The regeneration lock was lost (another process holds it now)");
      },
    };
    await expect(regenerateSite(options({ lease }), { changes: [], paths: ["/", "/blog"] })).rejects.toThrow(
      "another process holds it now",
    );
    expect(checked).toBe(1);
    expect(snapshot()).toEqual(before);
    expect(temporaryFiles()).toEqual([]);
  });

  it("stops at once, writing nothing, when its lease is lost during the pass", async () => {
    const before = snapshot();
    const controller = new AbortController();
    const lease: SiteLease = { signal: controller.signal, assertHeld: () => controller.signal.throwIfAborted() };
    setTimeout(() => controller.abort(new Error("The regeneration lock was lost (it is gone)")), 200);
    await expect(regenerateSite(options({ lease }), { changes: [], all: true })).rejects.toThrow("it is gone");
    expect(snapshot()).toEqual(before);
  });

  it("rewrites sw.js (and its variants, together) from the build's template, as the build writes it for the same files", async () => {
    // sw.js as an older build left it: the offline page's revision is not the page's.
    const sw = join(clientDir, "sw.js");
    const built = await readFile(sw, "utf8");
    const stale = built.replace(/(\{url:"offline\.html",revision:")[0-9a-f]+"/, '$1000000"');
    expect(stale).not.toBe(built);
    await writeFile(sw, stale);
    logs.length = 0;
    const result = await regenerateSite(options(), { changes: [], paths: ["#offline"] });
    expect(result.rendered).toEqual(["#offline"]);
    expect(result.serviceWorker).toMatchObject({ rewritten: true });
    expect(logs.some((line) => line.startsWith("[regenerate] sw.js rewritten"))).toBe(true);
    const refreshed = await readFile(sw, "utf8");
    expect(refreshed).toBe(built);
    expect(brotliDecompressSync(await readFile(`${sw}.br`)).toString()).toBe(refreshed);
    expect(gunzipSync(await readFile(`${sw}.gz`)).toString()).toBe(refreshed);
    // The build over a copy of the same files writes the same worker.
    const copy = await mkdtemp(join(tmpdir(), "site-pass-copy-"));
    try {
      cpSync(clientDir, join(copy, "client"), { recursive: true });
      await writeServiceWorker(join(copy, "client"));
      expect(await readFile(join(copy, "client", "sw.js"), "utf8")).toBe(refreshed);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
    // Up to date: the next pass leaves it alone.
    const again = await regenerateSite(options(), { changes: [], paths: ["#offline"] });
    expect(again.serviceWorker).toMatchObject({ rewritten: false });
  });

  it("under the lock, leaves the folders alone after a pass that finished (no marker)", async () => {
    // Not a real leftover: a pass that finished leaves none, so nothing walks the folders to look for one.
    const planted = join(clientDir, "blog", "index.html.99998.3.tmp");
    await writeFile(planted, "planted");
    logs.length = 0;
    await regenerateSiteLocked(options({ passTimeoutMs: 120_000 }), { changes: [], paths: ["/blog"] });
    expect(temporaryFiles()).toEqual(["client/blog/index.html.99998.3.tmp"]);
    expect(readdirSync(distDir)).not.toContain(PASS_MARKER);
    await rm(planted);
  });

  it("at start, without a marker, neither takes the lock nor walks the folders (the first pass does not wait)", async () => {
    const planted = join(clientDir, "blog", "index.html.99997.3.tmp");
    await writeFile(planted, "planted");
    logs.length = 0;
    // Held by someone else meanwhile: a sweep that took the lock would wait for it, then give up and say so.
    await withSiteLock(distDir, () => sweepUnderLock(distDir, (line) => logs.push(line), 1000), {
      log: () => undefined,
    });
    expect(logs).toEqual([]);
    expect(temporaryFiles()).toEqual(["client/blog/index.html.99997.3.tmp"]);
    await rm(planted);
  });

  it("at start, with a marker, sweeps under the lock what the interrupted pass left", async () => {
    const leftover = join(clientDir, "blog", "index.html.99996.3.tmp");
    await writeFile(leftover, "half a page");
    await writeFile(join(distDir, PASS_MARKER), "99996\n");
    logs.length = 0;
    await sweepUnderLock(distDir, (line) => logs.push(line));
    expect(temporaryFiles()).toEqual([]);
    expect(logs.some((line) => line.includes("index.html.99996.3.tmp"))).toBe(true);
    expect(readdirSync(distDir)).not.toContain(PASS_MARKER);
    expect(readdirSync(distDir).filter((name) => name.startsWith(".regenerate.lock"))).toEqual([]);
  });

  it("under the lock, sweeps temporary files an interrupted pass left (its marker), and releases the lock", async () => {
    const leftover = join(clientDir, "blog", "index.html.99999.3.tmp");
    await writeFile(leftover, "half a page");
    await writeFile(join(distDir, PASS_MARKER), "99999\n");
    logs.length = 0;
    await regenerateSiteLocked(options({ passTimeoutMs: 120_000 }), { changes: [], paths: ["/blog"] });
    expect(temporaryFiles()).toEqual([]);
    expect(
      logs.some((line) => line.includes("removed 1 temporary file(s)") && line.includes("index.html.99999.3.tmp")),
    ).toBe(true);
    expect(readdirSync(distDir).filter((name) => name.startsWith(".regenerate.lock"))).toEqual([]);
    expect(readdirSync(distDir)).not.toContain(PASS_MARKER);
  });

  it("builds with the same pass, reading no record: a new one is written over whatever the folder held", async () => {
    const recordFile = join(distDir, "site-record.json");
    const good = JSON.parse(readFileSync(recordFile, "utf8")) as { paths: string[]; builtAt: string };
    await writeFile(recordFile, "{ not a record");
    logs.length = 0;
    const built = await buildSite(options());
    const record = JSON.parse(readFileSync(recordFile, "utf8")) as { paths: string[]; builtAt: string };
    expect(record.paths).toEqual(good.paths);
    expect(built.pages).toBe(good.paths.length);
    expect(record.builtAt > good.builtAt).toBe(true);
    expect(logs.some((line) => line.startsWith("[build] pass steps:"))).toBe(true);
    expect(temporaryFiles()).toEqual([]);
    // And a regeneration reads it.
    const result = await regenerateSite(options(), { changes: [], paths: ["/blog"] });
    expect(result.rendered).toEqual(["/blog"]);
  }, 120_000);
});
