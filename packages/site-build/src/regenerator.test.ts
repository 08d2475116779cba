import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sharedDeliveryLimiter } from "@tupelo-medicare/content";
import { createContentServer } from "@tupelo-medicare/content/content-server";
import type { ContentfulExport } from "@tupelo-medicare/content/content-server";
import { createDeliveryClientFromEnv, embeddedSpace } from "@tupelo-medicare/content/embedded";
import { parseWebhook } from "@tupelo-medicare/content/webhooks";
import { createRegenerator } from "./regenerator.js";
import type { Regenerator } from "./regenerator.js";
import type { RegenerateRequest } from "./site-pass.js";
import { SITE_RECORD_FILE, SITE_RECORD_VERSION } from "./site-record.js";
import { passResult, unrenderedSite } from "./queue-fixtures.test-support.js";

/** A Delivery client factory over an export file. */
const deliveryOf = (file: string) => () => createDeliveryClientFromEnv({ CONTENT_SPACE_FILE: file });

const site = unrenderedSite;
const result = passResult;
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
      delivery: deliveryOf(await spaceFile()),
      site,
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
      delivery: deliveryOf(await spaceFile()),
      site,
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

  it("close() abandons the pass under way and hands back its batch and everything queued behind it", async () => {
    const passSignals: AbortSignal[] = [];
    let started!: () => void;
    const passStarted = new Promise<void>((resolve) => (started = resolve));
    const regenerator = createRegenerator({
      distDir: "/nonexistent",
      delivery: deliveryOf(await spaceFile()),
      site,
      gatherMs: 5,
      log: () => undefined,
      runPass: (_request, stopSignal) => {
        passSignals.push(stopSignal);
        started();
        // A pass that would run on: only the stop ends it (as site-pass.ts does at its next step).
        return new Promise((_resolve, reject) =>
          stopSignal.addEventListener("abort", () => reject(stopSignal.reason as Error), { once: true }),
        );
      },
    });
    regenerator.enqueue([{ kind: "Entry", id: "rendering", contentType: "pageBlogPost" }]);
    await passStarted;
    regenerator.enqueue([{ kind: "Entry", id: "queued", contentType: "pageBlogPost" }]);
    regenerator.enqueuePaths(["/about-us"]);
    const work = await regenerator.close();
    expect(passSignals[0]?.aborted).toBe(true);
    expect(work.changes.map((change) => change.id).sort()).toEqual(["queued", "rendering"]);
    expect(work.paths).toEqual(["/about-us"]);
    expect(work.all).toBe(false);
    expect(regenerator.status().running).toBe(false);
    // Closed: nothing new starts.
    regenerator.enqueueAll();
    expect(passSignals).toHaveLength(1);
  });

  it("close() while nothing runs hands back nothing, and ends a retry wait at once", async () => {
    let passes = 0;
    const idle = createRegenerator({
      distDir: "/nonexistent",
      delivery: deliveryOf(await spaceFile()),
      site,
      log: () => undefined,
      runPass: () => ((passes += 1), Promise.resolve(result([]))),
    });
    expect(await idle.close()).toEqual({ changes: [], all: false, paths: [] });
    expect(passes).toBe(0);

    const failing = createRegenerator({
      distDir: "/nonexistent",
      delivery: deliveryOf(await spaceFile()),
      site,
      gatherMs: 1,
      retryDelaysMs: [3_600_000],
      log: () => undefined,
      runPass: () => Promise.reject(new Error("Delivery API down")),
    });
    failing.enqueueAll();
    while (failing.status().failures === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // The hour-long retry wait does not hold the stop.
    expect(await failing.close()).toEqual({ changes: [], all: true, paths: [] });
  });

  it("waits until the Delivery API serves the announced revision before rendering", async () => {
    const file = await spaceFile();
    const passes: number[] = [];
    const started = Date.now();
    const regenerator = createRegenerator({
      distDir: "/nonexistent",
      delivery: deliveryOf(file),
      site,
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
    expect(passes[0]).toBeLessThan(5000);
  });

  it("waits until an unpublished entry is gone, and gives up after the wait limit (rendering what is served)", async () => {
    const logs: string[] = [];
    let passes = 0;
    const regenerator = createRegenerator({
      distDir: "/nonexistent",
      delivery: deliveryOf(await spaceFile()),
      site,
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
    expect(logs).toContainEqual(
      expect.stringContaining(
        "the Delivery API does not serve 1 of 1 announced change(s) yet: Entry post-turning-65-medicare-checklist (removal)",
      ),
    );
  });

  it("clamps an implausible announced revision: waits for any revision after the rendered one, not CONTENT_CDN_WAIT", async () => {
    const post = "post-turning-65-medicare-checklist";
    const file = await spaceFile();
    // The site was rendered from revision 1 of the post.
    const distDir = join(file, "..");
    await writeFile(
      join(distDir, SITE_RECORD_FILE),
      JSON.stringify({
        version: SITE_RECORD_VERSION,
        content: { entries: { [post]: { revision: 1, contentType: "pageBlogPost" } }, assets: {} },
      }),
    );
    const logs: string[] = [];
    const passes: number[] = [];
    const started = Date.now();
    const regenerator = createRegenerator({
      distDir,
      delivery: deliveryOf(file),
      site,
      gatherMs: 1,
      cdnWaitMs: 30_000,
      log: (message) => logs.push(message),
      runPass: () => (passes.push(Date.now() - started), Promise.resolve(result([]))),
    });
    regenerator.enqueue([{ kind: "Entry", id: post, contentType: "pageBlogPost", revision: 2 ** 53 }]);
    // Revision 1 is still served: the clamped wait goes on until revision 2 is.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(passes).toHaveLength(0);
    await writeFile(
      file,
      JSON.stringify(
        (() => {
          const space = structuredClone(embeddedSpace) as unknown as {
            entries: Array<{ sys: Record<string, unknown> }>;
          };
          space.entries.find((entry) => entry.sys.id === post)!.sys.publishedCounter = 2;
          return space;
        })(),
      ),
    );
    await regenerator.idle();
    expect(passes).toHaveLength(1);
    expect(passes[0]).toBeGreaterThanOrEqual(700);
    expect(passes[0]).toBeLessThan(10_000);
    expect(logs).toContainEqual(
      `[regenerate] Entry ${post}: announced revision ${2 ** 53} is implausible (the site was rendered from revision 1); waiting for any revision after 1 instead.`,
    );
    expect(logs).toContainEqual(expect.stringContaining("the Delivery API serves all 1 announced change(s)"));
  });

  it("waits for a plausible announced revision as announced (up to 100 above the rendered one)", async () => {
    const logs: string[] = [];
    let passes = 0;
    const started = Date.now();
    const regenerator = createRegenerator({
      distDir: "/nonexistent",
      delivery: deliveryOf(await spaceFile()),
      site,
      gatherMs: 1,
      cdnWaitMs: 800,
      log: (message) => logs.push(message),
      runPass: () => ((passes += 1), Promise.resolve(result([]))),
    });
    // No site record: the post counts as rendered from revision 0, so 100 is plausible; it is never served.
    regenerator.enqueue([{ kind: "Entry", id: "post-turning-65-medicare-checklist", revision: 100 }]);
    await regenerator.idle();
    expect(passes).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(logs.some((line) => line.includes("implausible"))).toBe(false);
    expect(logs).toContainEqual(
      expect.stringContaining(
        "does not serve 1 of 1 announced change(s) yet: Entry post-turning-65-medicare-checklist (revision 100)",
      ),
    );
  });
});

describe("a bulk publish of 300 entries against a Delivery API that answers 429 above its rate limit", () => {
  const BULK = 300;
  const ids = Array.from({ length: BULK }, (_, index) => `bulk-${String(index).padStart(3, "0")}`);
  type Space = { entries: Array<{ sys: Record<string, unknown>; fields: Record<string, unknown> }> };

  /** The embedded space with 300 more categories, named `name(id)`. */
  function spaceWith(name: (id: string) => string): ContentfulExport {
    const space = structuredClone(embeddedSpace) as unknown as Space;
    const template = space.entries.find((entry) => entry.sys.id === "cat-medicare-basics")!;
    for (const id of ids) {
      const entry = structuredClone(template);
      entry.sys.id = id;
      entry.fields = { name: { "en-US": name(id) }, slug: { "en-US": id } };
      space.entries.push(entry);
    }
    return space as unknown as ContentfulExport;
  }

  /** The webhook route as the server has it: each signed-off publish is queued with the revision it announces. */
  async function webhookRoute(regenerator: () => Regenerator) {
    const received = { publishes: 0 };
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const topic = req.headers["x-contentful-topic"];
        const webhook = parseWebhook(typeof topic === "string" ? topic : undefined, Buffer.concat(chunks).toString());
        if (webhook.kind === "Entry" || webhook.kind === "Asset") {
          received.publishes += 1;
          regenerator().enqueue([
            {
              kind: webhook.kind,
              id: webhook.id,
              contentType: webhook.contentType,
              revision: webhook.removed ? undefined : webhook.revision,
              removed: webhook.removed,
            },
          ]);
        }
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      received,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  /** Publishes new names for all 300 entries while the CDN lags 1.5 s; returns what each pass read and counted. */
  async function bulkPublish(perSecond: number) {
    // The webhook route needs the regenerator, which needs the content server, which needs the route's URL.
    const late: { regenerator?: Regenerator } = {};
    const route = await webhookRoute(() => late.regenerator!);
    const content = await createContentServer({
      space: spaceWith((id) => `Old ${id}`),
      port: 0,
      rateLimit: perSecond,
      control: true,
      webhookUrl: route.url,
      retryDelaysMs: [50],
      watch: false,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    const env = {
      CONTENTFUL_SPACE_ID: "embedded",
      CONTENTFUL_ACCESS_TOKEN: "delivery-token",
      CONTENTFUL_HOST: content.host,
      CONTENTFUL_INSECURE: "true",
    };
    const read = new Map<string, string>();
    const logs: string[] = [];
    const limiterBefore = sharedDeliveryLimiter().stats();
    const regenerator = createRegenerator({
      distDir: "/nonexistent",
      delivery: () => createDeliveryClientFromEnv(env),
      site,
      gatherMs: 100,
      cdnWaitMs: 30_000,
      log: (message) => logs.push(message),
      // Reads the changed entries as a pass does (site-pass: readChangedEntries), 100 a call.
      runPass: async (request) => {
        const delivery = createDeliveryClientFromEnv(env);
        const changed = request.changes.map((change) => change.id);
        for (let index = 0; index < changed.length; index += 100) {
          const page = await delivery.getEntries({
            "sys.id[in]": changed.slice(index, index + 100).join(","),
            include: 0,
            limit: 100,
          } as never);
          for (const item of page.items as unknown as Array<{ sys: { id: string }; fields: { name: string } }>)
            read.set(item.sys.id, item.fields.name);
        }
        // Rendering takes a while: webhooks that trickle in meanwhile gather for the next pass.
        await new Promise((resolve) => setTimeout(resolve, 250));
        return result(changed);
      },
    });
    late.regenerator = regenerator;
    try {
      const lag = await fetch(`${content.url}/__control/stale`, { method: "POST", body: '{"staleFor":1500}' });
      expect(lag.status).toBe(200);
      // Resolves once every webhook was delivered.
      await content.setSpace(spaceWith((id) => `New ${id}`));
      await regenerator.idle();
      const limiter = sharedDeliveryLimiter().stats();
      return {
        read,
        logs,
        webhooks: route.received.publishes,
        status: regenerator.status(),
        atServer: content.health().rateLimit!,
        calls: limiter.requests - limiterBefore.requests,
        rateLimited: limiter.rateLimited - limiterBefore.rateLimited,
        peakInFlight: limiter.peakInFlight,
      };
    } finally {
      await regenerator.close();
      await content.close();
      await route.close();
    }
  }

  it("completes within 10 requests/s without one 429, and every pass reads the new revisions", async () => {
    const run = await bulkPublish(10);
    expect(run.webhooks).toBe(BULK);
    expect(run.status).toMatchObject({ failures: 0 });
    // Nothing was rendered from what the lagging CDN still served.
    expect(run.read.size).toBe(BULK);
    expect([...run.read.values()].every((name) => name.startsWith("New "))).toBe(true);
    expect(run.atServer.refused).toBe(0);
    expect(run.rateLimited).toBe(0);
    expect(run.atServer.requests).toBe(run.calls);
    // A few calls a pass (100 ids a call), however the webhooks spread over passes: not one call per entry (600+).
    expect(run.calls).toBeLessThan(BULK / 5);
    expect(run.peakInFlight).toBeLessThanOrEqual(4);
    expect(run.logs).toContainEqual(expect.stringMatching(/the Delivery API serves all \d+ announced change\(s\)/));
  });

  it("still completes when the Delivery API answers 429 (2 requests/s): every request pauses for the reset, none fails the pass", async () => {
    const run = await bulkPublish(2);
    expect(run.atServer.refused).toBeGreaterThan(0);
    expect(run.rateLimited).toBe(run.atServer.refused);
    expect(run.status).toMatchObject({ failures: 0 });
    expect(run.read.size).toBe(BULK);
    expect([...run.read.values()].every((name) => name.startsWith("New "))).toBe(true);
    expect(run.logs).toContainEqual(expect.stringMatching(/answered 429/));
  });
});
