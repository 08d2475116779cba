import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SUBMISSION_UNAVAILABLE_MESSAGE } from "@tupelo-medicare/leads";
import { readAppEnv } from "../env.js";
import { createSubmissions } from "./submissions.js";
import type { Submissions } from "./submissions.js";

const lead = (n: number) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: `ada${n}@example.com`,
  phone: "6625550142",
  zipCode: "38804",
  source: "Medicare Breakdown",
  timestamp: "2026-11-22T10:00:00.000Z",
  leadType: "Medicare Guide Download",
});

describe("SUBMISSION_SITE_LIMIT: a ceiling on submissions accepted a minute, every client together", () => {
  let dataDir: string;
  let submissions: Submissions;
  let now = 10_000_000;
  const logs: string[] = [];

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "web-site-limit-"));
    now = 10_000_000;
    logs.length = 0;
    // No per-client limit: the ceiling alone is tested (a pool of addresses passes any per-client limit).
    submissions = createSubmissions(
      readAppEnv({ DATA_DIR: dataDir, SUBMISSION_SITE_LIMIT: "3", SUBMISSION_RATE_LIMIT: "0" }),
      { log: (line) => logs.push(line), now: () => now },
    );
    await submissions.start();
  });
  afterEach(async () => {
    await submissions.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (app: Hono, body: unknown, key = Math.random().toString(36).slice(2, 12)): Promise<Response> =>
    Promise.resolve(
      app.request("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": `key-${key}` },
        body: JSON.stringify(body),
      }),
    );

  it("accepts up to the ceiling, then answers 503 with Retry-After and the store's message until a minute has passed", async () => {
    const app = new Hono().post("/api/leads", (context) => submissions.lead(context));
    for (let n = 0; n < 3; n += 1) expect((await post(app, lead(n))).status).toBe(201);
    const refused = await post(app, lead(3), "refused-once");
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ ok: false, error: SUBMISSION_UNAVAILABLE_MESSAGE });
    expect(logs.filter((line) => line.includes("SUBMISSION_SITE_LIMIT"))).toHaveLength(1);
    // A minute later the outbox's retry (same idempotency key) is accepted as new (201, not 200 duplicate): nothing
    // of the refused one was kept.
    now += 60_000;
    expect((await post(app, lead(3), "refused-once")).status).toBe(201);
  });

  it("counts only accepted submissions: refused and invalid ones take no slot", async () => {
    const app = new Hono().post("/api/leads", (context) => submissions.lead(context));
    for (let n = 0; n < 5; n += 1) expect((await post(app, { nonsense: true })).status).toBe(422);
    for (let n = 0; n < 3; n += 1) expect((await post(app, lead(n))).status).toBe(201);
    expect((await post(app, lead(9))).status).toBe(503);
  });

  it("holds a slot for a submission in flight, so a burst cannot pass the ceiling", async () => {
    const app = new Hono().post("/api/leads", (context) => submissions.lead(context));
    const statuses = await Promise.all(Array.from({ length: 8 }, (_, n) => post(app, lead(n)).then((r) => r.status)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 503)).toHaveLength(5);
  });
});

describe("readAppEnv: SUBMISSION_SITE_LIMIT and SEARCH_RATE_LIMIT", () => {
  it("default to 120 and 30 a minute, take 0 for none, and refuse anything else", () => {
    const env = readAppEnv({});
    expect(env.submissionSiteLimit).toBe(120);
    expect(env.searchRateLimit).toBe(30);
    expect(readAppEnv({ SUBMISSION_SITE_LIMIT: "0", SEARCH_RATE_LIMIT: "0" })).toMatchObject({
      submissionSiteLimit: 0,
      searchRateLimit: 0,
    });
    expect(() => readAppEnv({ SUBMISSION_SITE_LIMIT: "-1" })).toThrow(/SUBMISSION_SITE_LIMIT must be a whole number/);
    expect(() => readAppEnv({ SEARCH_RATE_LIMIT: "ten" })).toThrow(/SEARCH_RATE_LIMIT must be a whole number/);
  });
});
