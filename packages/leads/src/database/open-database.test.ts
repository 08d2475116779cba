import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSubmissionStore } from "../submission-store.js";
import { sampleConsent, sampleLead } from "../test-support/records.js";
import { migrateToLatest } from "./migrate.js";
import { createWalFlusher, openDatabase } from "./open-database.js";
import type { LeadsDatabase } from "./open-database.js";

/** A flush the test finishes by hand. */
function manualFlush() {
  const started: Array<{ finish: () => void; fail: (error: Error) => void }> = [];
  const flush = () =>
    new Promise<void>((resolve, reject) => {
      started.push({ finish: resolve, fail: reject });
    });
  return { started, flush };
}

const settled = async <T>(promise: Promise<T>) => {
  let state: "pending" | "resolved" | "rejected" = "pending";
  promise.then(
    () => (state = "resolved"),
    () => (state = "rejected"),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe("createWalFlusher", () => {
  it("starts a flush at once when none runs, and shares one later flush among every call made meanwhile", async () => {
    const { started, flush } = manualFlush();
    const durable = createWalFlusher(flush);
    const first = durable();
    expect(started).toHaveLength(1);
    // Commits made while that flush runs may have missed it: they wait for the next one, which they share.
    const second = durable();
    const third = durable();
    expect(started).toHaveLength(1);
    started[0]!.finish();
    expect(await settled(first)).toBe("resolved");
    expect(await settled(second)).toBe("pending");
    expect(started).toHaveLength(2);
    started[1]!.finish();
    expect(await settled(second)).toBe("resolved");
    expect(await settled(third)).toBe("resolved");
    expect(started).toHaveLength(2);
    // Nothing running: the next call starts its own flush.
    void durable();
    expect(started).toHaveLength(3);
  });

  it("fails only the calls a failed flush covers; the next flush starts anew", async () => {
    const { started, flush } = manualFlush();
    const durable = createWalFlusher(flush);
    const first = durable();
    const second = durable();
    started[0]!.fail(new Error("EIO: i/o error"));
    await expect(first).rejects.toThrow("EIO");
    expect(started).toHaveLength(2);
    started[1]!.finish();
    await expect(second).resolves.toBeUndefined();
  });
});

describe("openDatabase on SQLite with groupCommit", () => {
  let dir: string;
  let database: LeadsDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes in NORMAL mode and flushes the WAL file that holds the commits", async () => {
    dir = mkdtempSync(join(tmpdir(), "leads-group-"));
    database = openDatabase({ dataDir: dir, groupCommit: true });
    await migrateToLatest(database);
    expect(database.sqlite!.pragma("synchronous", { simple: true })).toBe(1);
    expect(database.durable).toBeTypeOf("function");
    await expect(database.durable!()).resolves.toBeUndefined();
    const plain = openDatabase({ dataDir: mkdtempSync(join(tmpdir(), "leads-full-")) });
    expect(plain.sqlite!.pragma("synchronous", { simple: true })).toBe(2);
    expect(plain.durable).toBeUndefined();
    await plain.close();
  });

  it("keeps taking submissions when the data folder is removed under the running server", async () => {
    dir = mkdtempSync(join(tmpdir(), "leads-group-"));
    database = openDatabase({ dataDir: dir, groupCommit: true });
    await migrateToLatest(database);
    // A cleanup that removes the folder (the files stay open): SQLite writes on in its open files, and so must the
    // flush, never failing on a path that is gone.
    rmSync(dir, { recursive: true, force: true });
    const store = createSubmissionStore(database);
    const result = await store.accept({
      kind: "lead",
      body: sampleLead(1),
      consent: sampleConsent(),
      state: "pending",
    });
    expect(result.status).toBe("created");
  });

  it("answers an accepted submission only once the flush after its commit has finished", async () => {
    dir = mkdtempSync(join(tmpdir(), "leads-group-"));
    database = openDatabase({ dataDir: dir, groupCommit: true });
    await migrateToLatest(database);
    const { started, flush } = manualFlush();
    database.durable = createWalFlusher(flush);
    const store = createSubmissionStore(database);
    const accepted = store.accept({ kind: "lead", body: sampleLead(1), consent: sampleConsent(), state: "pending" });
    // The commit happened (another reader sees the row), but the visitor has no answer until the flush is done.
    for (let turn = 0; turn < 5 && started.length === 0; turn += 1)
      await new Promise((resolve) => setImmediate(resolve));
    expect(started).toHaveLength(1);
    expect(await settled(accepted)).toBe("pending");
    expect((await store.counts()).total).toBe(1);
    started[0]!.finish();
    await expect(accepted).resolves.toMatchObject({ status: "created" });
  });

  it("answers a delivery's claim at its commit, while the accept beside it waits for the flush", async () => {
    dir = mkdtempSync(join(tmpdir(), "leads-group-"));
    database = openDatabase({ dataDir: dir, groupCommit: true });
    await migrateToLatest(database);
    const store = createSubmissionStore(database);
    await store.accept({ kind: "lead", body: sampleLead(1), consent: sampleConsent(), state: "pending" });
    const { started, flush } = manualFlush();
    database.durable = createWalFlusher(flush);
    const accepted = store.accept({ kind: "lead", body: sampleLead(2), consent: sampleConsent(), state: "pending" });
    const claimed = store.claim({ owner: "test", now: Date.now() + 1000, leaseMs: 60_000, limit: 8 });
    expect(await settled(claimed)).toBe("resolved");
    expect((await claimed).map((each) => each.record.body)).toEqual([sampleLead(1), sampleLead(2)]);
    expect(await settled(accepted)).toBe("pending");
    expect(started).toHaveLength(1);
    started[0]!.finish();
    await expect(accepted).resolves.toMatchObject({ status: "created" });
  });

  it("answers the store's error when the flush fails, and the kept row answers the resend with its key", async () => {
    dir = mkdtempSync(join(tmpdir(), "leads-group-"));
    database = openDatabase({ dataDir: dir, groupCommit: true });
    await migrateToLatest(database);
    let failNext = true;
    database.durable = () => {
      if (!failNext) return Promise.resolve();
      failNext = false;
      return Promise.reject(new Error("EIO: i/o error, fdatasync"));
    };
    const store = createSubmissionStore(database);
    const input = {
      kind: "lead" as const,
      body: sampleLead(1),
      consent: sampleConsent(),
      state: "pending" as const,
      clientKey: "resend-key-1234",
    };
    await expect(store.accept(input)).rejects.toThrow("fdatasync");
    const again = await store.accept(input);
    expect(again.status).toBe("duplicate");
    expect((await store.counts()).total).toBe(1);
  });
});
