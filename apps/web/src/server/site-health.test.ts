import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { RegeneratorStatus } from "@tupelo-medicare/site-build";
import { readAppEnv } from "../env.js";
import { createApp } from "./app.js";
import { createSiteHealth, REGENERATION_FAILURES_ALERT, REVIEWS_STALE_MS } from "./site-health.js";

const folder = mkdtempSync(join(tmpdir(), "site-health-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const status = (failures: number): RegeneratorStatus => ({ running: false, pending: 0, passes: 4, failures });

describe("site health", () => {
  it("is ok with passes working and room on the disk (DATA_DIR not created yet: the folder it will be in)", async () => {
    const health = await createSiteHealth({ dataDir: join(folder, "not", "yet"), regeneration: () => status(0) })();
    expect(health.ok).toBe(true);
    expect(health.regeneration).toMatchObject({ ok: true, passes: 4 });
    expect(health.disk.ok).toBe(true);
    expect(health.disk.freeBytes).toBeGreaterThan(0);
  });

  it(`needs attention after ${REGENERATION_FAILURES_ALERT} failed passes in a row`, async () => {
    const health = await createSiteHealth({
      dataDir: folder,
      regeneration: () => ({
        ...status(REGENERATION_FAILURES_ALERT),
        lastError: { at: "2026-11-26T10:00:00.000Z", message: "Delivery API 500" },
      }),
    })();
    expect(health.ok).toBe(false);
    expect(health.regeneration).toMatchObject({ ok: false, lastError: { message: "Delivery API 500" } });
  });

  it("needs attention when no Google read worked for three days, and remembers the last good one", async () => {
    let clock = Date.parse("2026-11-26T00:00:00.000Z");
    let last: { at: string; result: "updated" | "unchanged" | "failed"; error?: string } | undefined = {
      at: new Date(clock).toISOString(),
      result: "updated",
    };
    const check = createSiteHealth({ dataDir: folder, reviews: () => last, now: () => clock });
    expect((await check()).reviews).toMatchObject({ ok: true, lastGoodRead: "2026-11-26T00:00:00.000Z" });
    clock += REVIEWS_STALE_MS + 1;
    last = { at: new Date(clock).toISOString(), result: "failed", error: "HTTP 403" };
    const stale = await check();
    expect(stale.ok).toBe(false);
    expect(stale.reviews).toMatchObject({
      ok: false,
      lastRead: { result: "failed", error: "HTTP 403" },
      lastGoodRead: "2026-11-26T00:00:00.000Z",
    });
  });

  it("names a DATA_DIR that cannot be read", async () => {
    const file = join(folder, "a-file");
    writeFileSync(file, "");
    const health = await createSiteHealth({ dataDir: join(file, "data") })();
    expect(health.ok).toBe(false);
    expect(health.disk).toMatchObject({ ok: false, error: "DATA_DIR cannot be read: ENOTDIR" });
  });

  it("GET /api/health answers 503 and says why when a part needs attention", async () => {
    const dataDir = join(folder, "app");
    const token = "t".repeat(40);
    const app = createApp(readAppEnv({ DATA_DIR: dataDir, HEALTH_TOKEN: token }), {
      clientDir: "/nonexistent",
      siteHealth: createSiteHealth({ dataDir, regeneration: () => status(5) }),
    });
    await app.submissions.start();
    try {
      const open = await app.request("/api/health");
      expect(open.status).toBe(503);
      expect(await open.text()).toBe('{"ok":false}');
      const response = await app.request("/api/health", { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(503);
      const body = (await response.json()) as Record<string, { ok?: boolean }>;
      expect(body.regeneration?.ok).toBe(false);
      expect(body.disk?.ok).toBe(true);
      expect(body.database).toBeDefined();
    } finally {
      await app.submissions.stop();
    }
  });
});
