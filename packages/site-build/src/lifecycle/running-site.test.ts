import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDeliveryClientFromEnv } from "@tupelo-medicare/content/embedded";
import type { RegenerateRequest, RegenerateResult } from "../site-pass.js";
import { SITE_RECORD_FILE, SITE_RECORD_VERSION } from "../site-record.js";
import { keepPending, PENDING_FILE } from "./pending-work.js";
import { startRunningSite } from "./running-site.js";
import type { RunningSite, RunningSiteOptions } from "./running-site.js";
import { passResult, unrenderedSite } from "../queue-fixtures.test-support.js";

const site = unrenderedSite;
const result = passResult;

const folders: string[] = [];
const running: RunningSite[] = [];
afterEach(async () => {
  for (const site of running.splice(0)) await site.stop();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A build folder with an (empty) site record. */
async function buildFolder(): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), "running-site-"));
  folders.push(distDir);
  await writeFile(
    join(distDir, SITE_RECORD_FILE),
    JSON.stringify({ version: SITE_RECORD_VERSION, paths: [], deps: {} }),
  );
  return distDir;
}

function start(distDir: string, options: Partial<RunningSiteOptions<null>> = {}): RunningSite {
  const site_ = startRunningSite<null>({
    distDir,
    site,
    gatherMs: 5,
    log: () => undefined,
    // Never asked in these tests unless a test reconciles: an unreachable space answers with an error.
    delivery: () => createDeliveryClientFromEnv({ CONTENT_SPACE_FILE: join(distDir, "no-such-space.json") }),
    reconcileIntervalMs: 0,
    runPass: (request) => Promise.resolve(result(request.paths ?? [])),
    ...options,
  });
  running.push(site_);
  return site_;
}

describe("a running site's regeneration", () => {
  it("queues what the last stop kept once the start's work is done, then tells its listeners after the pass", async () => {
    const distDir = await buildFolder();
    keepPending(distDir, { changes: [], all: false, paths: ["/blog"] }, () => undefined);
    const passes: RegenerateRequest[] = [];
    const seen: Array<RegenerateResult | undefined> = [];
    const regeneration = start(distDir, {
      runPass: (request) => (passes.push(request), Promise.resolve(result(request.paths ?? []))),
    });
    regeneration.onPass((pass) => seen.push(pass));
    await regeneration.started;
    await regeneration.regenerator.idle();
    expect(passes.map((pass) => pass.paths)).toEqual([["/blog"]]);
    expect(seen.map((pass) => pass?.rendered)).toEqual([["/blog"]]);
    expect(existsSync(join(distDir, PENDING_FILE))).toBe(false);
  });

  it("settles started only after the warm-up has run, and at once when it stops before", async () => {
    const distDir = await buildFolder();
    let warmed = false;
    const regeneration = start(distDir, {
      warmUp: { afterMs: 20, run: () => new Promise((resolve) => setTimeout(() => ((warmed = true), resolve()), 20)) },
    });
    await regeneration.started;
    expect(warmed).toBe(true);
    let never = false;
    const stopped = start(await buildFolder(), {
      warmUp: { afterMs: 60_000, run: () => Promise.resolve(void (never = true)) },
    });
    await stopped.stop();
    await stopped.started;
    expect(never).toBe(false);
  });

  it("keeps what a stop leaves unrendered for the next start", async () => {
    const distDir = await buildFolder();
    let passStarted = () => {};
    const started = new Promise<void>((resolve) => (passStarted = resolve));
    const regeneration = start(distDir, {
      // A pass that would run on: only the stop ends it.
      runPass: (_request, stopSignal) => {
        passStarted();
        return new Promise((_resolve, reject) =>
          stopSignal.addEventListener("abort", () => reject(stopSignal.reason as Error), { once: true }),
        );
      },
    });
    await regeneration.started;
    regeneration.regenerator.enqueuePaths(["/about-us"]);
    await started;
    await regeneration.stop();
    const kept = JSON.parse(readFileSync(join(distDir, PENDING_FILE), "utf8")) as { paths: string[] };
    expect(kept.paths).toEqual(["/about-us"]);
  });

  it("tells its listeners when another process rewrote the site record", async () => {
    const distDir = await buildFolder();
    const regeneration = start(distDir, { recordWatchMs: 20 });
    const heard = new Promise<RegenerateResult | undefined>((resolve) => regeneration.onPass(resolve));
    await regeneration.started;
    const later = new Date(Date.now() + 5000);
    await utimes(join(distDir, SITE_RECORD_FILE), later, later);
    await expect(heard).resolves.toBeUndefined();
  });

  it("reconciles every reconcileIntervalMs and names a reconciliation that failed", async () => {
    const distDir = await buildFolder();
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void errors.push(String(line)));
    const regeneration = start(distDir, { reconcileIntervalMs: 20 });
    await regeneration.started;
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    expect(errors[0]).toContain("[regenerate] reconciliation failed:");
  });
});
