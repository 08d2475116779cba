/**
 * The leads service as a site server starts it: on SQLite under DATA_DIR and on PostgreSQL. A database that cannot
 * be opened or reached never stops the site (health says why, submissions are answered 503) and is tried again
 * until it can be used; only a database written by a newer version stops the start.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { LEAD_TYPE } from "@tupelo-medicare/lead-forms/contract";
import { MigrationError, MIGRATION_TABLE } from "./database/migrate.js";
import { SUBMISSION_UNAVAILABLE_MESSAGE } from "./handler.js";
import { createLeadsService } from "./leads-service.js";
import type { LeadsService, LeadsServiceConfig } from "./leads-service.js";
import { oldRecord, writeOldRecord } from "./test-support/file-store.js";
import { freePort } from "./test-support/postgres.js";
import { startReceiver } from "./test-support/receiver.js";
import type { Receiver } from "./test-support/receiver.js";
import { createPostgresDatabase, DIALECTS, openTestDatabase } from "./test-support/test-database.js";

const lead = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "6625550142",
  zipCode: "38804",
  source: "Blog Sidebar",
  timestamp: "2026-11-22T10:00:00.000Z",
  leadType: LEAD_TYPE,
};
const post = () =>
  new Request("http://site.test/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(lead),
  });

/**
 * REOPEN_MS is 5 s: a database that becomes usable is taken at the next retry, plus the time to open it and import
 * the old store. Generous: what is tested is that it comes back without a restart, not how fast (CI runs every suite
 * at once on two cores; speed is measured in pnpm bench:leads).
 */
const COMES_BACK_WITHIN_MS = 30_000;

let dirs: string[];
let services: LeadsService[];
let receivers: Receiver[];
let lines: string[];
beforeEach(() => {
  dirs = [];
  services = [];
  receivers = [];
  lines = [];
});
afterEach(async () => {
  for (const service of services) await service.stop();
  for (const receiver of receivers) await receiver.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "leads-service-"));
  dirs.push(dir);
  return dir;
};

const service = (config: Partial<LeadsServiceConfig> & Pick<LeadsServiceConfig, "dataDir">) => {
  const created = createLeadsService({
    webhooks: {},
    retryDelaysMs: [100],
    rateLimitPerMinute: 0,
    retentionDays: 1826,
    log: (line) => lines.push(line),
    ...config,
  });
  services.push(created);
  return created;
};

/** Posts leads until one is accepted, failing at the deadline; returns every answer's status in order. */
async function postUntilAccepted(leads: LeadsService, timeoutMs: number): Promise<{ statuses: number[]; id: string }> {
  const deadline = Date.now() + timeoutMs;
  const statuses: number[] = [];
  for (;;) {
    const response = await leads.lead(post(), "203.0.113.5");
    statuses.push(response.status);
    if (response.status !== 503) return { statuses, id: ((await response.json()) as { id: string }).id };
    if (Date.now() > deadline) throw new Error(`still answered 503 after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the leads service on SQLite", () => {
  it("starts in DATA_DIR, keeps a lead (201) and reports its database and counts in health", async () => {
    const dataDir = tempDir();
    const leads = service({ dataDir });
    await leads.start();
    const response = await leads.lead(post(), "203.0.113.5");
    expect(response.status).toBe(201);
    const health = await leads.health();
    expect(health).toMatchObject({
      ok: true,
      database: {
        ok: true,
        dialect: "sqlite",
        location: join(dataDir, "leads.sqlite"),
        schemaVersion: 3,
        latestSchemaVersion: 3,
        error: null,
      },
      submissions: { waitingForDelivery: 0, dead: 0, retentionDays: 1826 },
      appointments: { waitingForDelivery: 0, upcoming: 0, soaRetentionDays: 3653 },
    });
    expect(health.submissions.oldestKeptAt).not.toBeNull();
    expect((await leads.store()!.counts()).kept).toBe(1);
  });

  it("serves on when DATA_DIR cannot be made: health names the problem, leads are answered 503", async () => {
    const file = join(tempDir(), "a-file");
    writeFileSync(file, "not a folder");
    const leads = service({ dataDir: join(file, "data") });
    await expect(leads.start()).resolves.toBeUndefined();
    const health = await leads.health();
    expect(health.ok).toBe(false);
    expect(health.database).toMatchObject({ ok: false, dialect: "sqlite", schemaVersion: null });
    expect(health.database.error).toMatch(/^cannot open the database: .*ENOTDIR/);
    const response = await leads.lead(post(), "203.0.113.5");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: SUBMISSION_UNAVAILABLE_MESSAGE });
    expect(response.headers.get("retry-after")).not.toBeNull();
    expect(lines.some((line) => line.includes("submissions are answered 503 until it is available"))).toBe(true);
  });

  it("takes submissions once DATA_DIR can be used, queued for delivery, never kept before its queue exists", async () => {
    const receiver = await startReceiver(200);
    receivers.push(receiver);
    const file = join(tempDir(), "a-file");
    writeFileSync(file, "not a folder");
    const dataDir = join(file, "data");
    const leads = service({ dataDir, webhooks: { lead: receiver.url } });
    await leads.start();
    expect((await leads.lead(post(), "203.0.113.5")).status).toBe(503);

    // The folder can be made now. It holds the old file store, whose import runs before deliveries start: a lead
    // arriving meanwhile must wait (503) rather than be kept without delivery.
    rmSync(file);
    mkdirSync(dataDir, { recursive: true });
    for (let index = 0; index < 1500; index += 1)
      writeOldRecord(
        dataDir,
        oldRecord(index, { delivery: { state: "delivered", deliveredAt: "2026-11-20T15:00:01.000Z" } }),
      );
    const { statuses, id } = await postUntilAccepted(leads, COMES_BACK_WITHIN_MS);
    expect(statuses.at(-1)).toBe(202);
    expect(statuses.slice(0, -1).every((status) => status === 503)).toBe(true);
    const deadline = Date.now() + 20_000;
    while ((await leads.store()!.get(id))?.delivery.state !== "delivered") {
      if (Date.now() > deadline) throw new Error("the lead was not delivered");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(receiver.received.map((request) => JSON.parse(request.body) as unknown)).toEqual([lead]);
    expect((await leads.store()!.counts()).delivered).toBe(1501);
    // And every later lead is queued too.
    expect((await leads.lead(post(), "203.0.113.5")).status).toBe(202);
    expect(lines.some((line) => line.includes("The database is available again"))).toBe(true);
  });
});

describe("the leads service on PostgreSQL", () => {
  it("serves on when the server cannot be reached: health names the problem, leads are answered 503", async () => {
    const port = await freePort();
    const leads = service({ dataDir: tempDir(), databaseUrl: `postgres://postgres@127.0.0.1:${port}/x` });
    await expect(leads.start()).resolves.toBeUndefined();
    const health = await leads.health();
    expect(health.ok).toBe(false);
    expect(health.database).toMatchObject({ ok: false, dialect: "postgres", schemaVersion: null });
    expect(health.database.error).toMatch(/^cannot reach the database: .*ECONNREFUSED/);
    const response = await leads.lead(post(), "203.0.113.5");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: SUBMISSION_UNAVAILABLE_MESSAGE });
  });

  it("takes submissions once the database exists", async () => {
    const name = `leads_later_${process.pid}_${Date.now().toString(36)}`;
    const url = new URL(inject("postgresUrl"));
    url.pathname = `/${name}`;
    const leads = service({ dataDir: tempDir(), databaseUrl: url.toString() });
    await leads.start();
    expect((await leads.health()).database.error).toMatch(/does not exist/);
    expect((await leads.lead(post(), "203.0.113.5")).status).toBe(503);
    const admin = new pg.Client({ connectionString: inject("postgresUrl") });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const { statuses } = await postUntilAccepted(leads, COMES_BACK_WITHIN_MS);
    expect(statuses.at(-1)).toBe(201);
    expect((await leads.store()!.counts()).kept).toBe(1);
  });

  it("starts on a database of its own and keeps a lead", async () => {
    const leads = service({ dataDir: tempDir(), databaseUrl: await createPostgresDatabase() });
    await leads.start();
    expect((await leads.lead(post(), "203.0.113.5")).status).toBe(201);
    expect(await leads.health()).toMatchObject({
      ok: true,
      database: { ok: true, dialect: "postgres", schemaVersion: 3 },
    });
  });
});

describe.each(DIALECTS)("the leads service on a %s database a newer version wrote", (dialect) => {
  it("refuses to start with a MigrationError saying the schema is newer than this version", async () => {
    const test = await openTestDatabase(dialect);
    try {
      await sql`insert into ${sql.table(MIGRATION_TABLE)} (name, timestamp) values (${"9999-future"}, ${new Date().toISOString()})`.execute(
        test.database.db,
      );
      // One process, one SQLite connection: the service opens its own.
      await test.database.close();
      const leads = service({ dataDir: test.dataDir, databaseUrl: test.url || undefined });
      const started = leads.start();
      await expect(started).rejects.toBeInstanceOf(MigrationError);
      await expect(started).rejects.toThrow(/9999-future.*newer than this version/);
      expect((await leads.lead(post(), "203.0.113.5")).status).toBe(503);
    } finally {
      await test.dispose();
    }
  });
});
