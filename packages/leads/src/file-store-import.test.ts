import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { importFileStore, inboxSubmissionId } from "./file-store-import.js";
import type { FileImportOptions } from "./file-store-import.js";
import { createSubmissionStore } from "./submission-store.js";
import type { SubmissionStore } from "./submission-store.js";
import {
  oldId,
  oldRecord,
  writeDataFile,
  writeInboxFile,
  writeOldKey,
  writeOldRecord,
} from "./test-support/file-store.js";
import { DIALECTS, openTestDatabase } from "./test-support/test-database.js";
import type { TestDatabase } from "./test-support/test-database.js";

/** A test registered only where `applies` holds: the other dialect's run has no such test, rather than a skipped one. */
const ifDialect = (applies: boolean): typeof it => (applies ? it : ((() => undefined) as unknown as typeof it));

const NOW = new Date("2026-11-25T12:00:00.000Z");
const attempt = (at: string, status: number, error?: string) => ({
  at,
  ok: status >= 200 && status < 300,
  status,
  ...(error ? { error } : {}),
  durationMs: 120,
});

/** Every state the file store knew, with attempts, keys and a leftover of an unfinished write. */
function writeEveryState(dataDir: string) {
  const records = {
    pending: oldRecord(1, {
      delivery: {
        attempts: [attempt("2026-11-20T15:00:01.000Z", 503, "HTTP 503")],
        nextAttemptAt: "2026-11-20T15:01:01.000Z",
      },
    }),
    cutOff: oldRecord(2, { delivery: { attemptStartedAt: "2026-11-20T15:00:02.000Z" } }),
    delivered: oldRecord(3, {
      kind: "contact",
      delivery: {
        state: "delivered",
        attempts: [attempt("2026-11-20T15:00:01.000Z", 0, "timeout"), attempt("2026-11-20T15:01:01.000Z", 204)],
        nextAttemptAt: null,
        deliveredAt: "2026-11-20T15:01:01.000Z",
      },
    }),
    dead: oldRecord(4, {
      delivery: {
        state: "dead",
        attempts: [attempt("2026-11-20T15:00:01.000Z", 500), attempt("2026-11-21T15:00:01.000Z", 500)],
        nextAttemptAt: null,
        deadReason: "every retry failed (last: HTTP 500)",
      },
    }),
    kept: oldRecord(5, { delivery: { state: "kept", nextAttemptAt: null } }),
  };
  for (const record of Object.values(records)) writeOldRecord(dataDir, record);
  // The old store wrote fewer fields at first: a record without them still comes in.
  const {
    idempotencyKey: _key,
    consent: _consent,
    ...minimal
  } = oldRecord(6, {
    delivery: { state: "kept", nextAttemptAt: null },
  });
  writeOldRecord(dataDir, { ...minimal, delivery: { state: "kept" } });
  writeOldKey(dataDir, "lead", "visitor-key-pending", records.pending.id);
  writeOldKey(dataDir, "contact", "visitor-key-delivered", records.delivered.id);
  // A key of a submission the old store purged (it removed the record, never the key).
  writeOldKey(dataDir, "lead", "visitor-key-purged", oldId(99));
  writeDataFile(dataDir, `submissions/${records.kept.id}.json.0a1b2c3d.tmp`, '{"id": "half a rec');
  return { ...records, minimalId: minimal.id };
}

/** Every file under `dir`, relative, sorted. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

describe.each(DIALECTS)("importing the file store on %s", (dialect) => {
  let test: TestDatabase;
  let store: SubmissionStore;
  let lines: string[];
  const run = (options: Partial<FileImportOptions> = {}, on = store) =>
    importFileStore(test.dataDir, on, { queue: true, log: (line) => lines.push(line), now: () => NOW, ...options });

  beforeEach(async () => {
    test = await openTestDatabase(dialect);
    store = createSubmissionStore(test.database);
    lines = [];
  });
  // Removing 10,000 files can take a while on a busy disk.
  afterEach(() => test.dispose(), 120_000);

  it("does nothing, and says nothing, when there are no files", async () => {
    expect(await run()).toEqual({
      imported: 0,
      alreadyPresent: 0,
      problems: 0,
      movedFiles: 0,
      removedFiles: 0,
      byState: { pending: 0, delivered: 0, dead: 0, kept: 0 },
    });
    expect(lines).toEqual([]);
    expect(existsSync(join(test.dataDir, "imported-submissions"))).toBe(false);
  });

  it("imports every state with its attempts, consent and keys, then moves the files aside", async () => {
    const records = writeEveryState(test.dataDir);
    const result = await run({ queue: false });
    expect(result).toEqual({
      imported: 6,
      alreadyPresent: 0,
      problems: 0,
      // 6 records, 3 key files, 1 leftover.
      movedFiles: 10,
      // Imported: removed. The unfinished write stays for the office.
      removedFiles: 9,
      byState: { pending: 2, delivered: 1, dead: 1, kept: 2 },
    });

    const pending = await store.get(records.pending.id);
    expect(pending).toMatchObject({
      kind: "lead",
      receivedAt: records.pending.receivedAt,
      idempotencyKey: records.pending.idempotencyKey,
      body: records.pending.body,
      importedFrom: `submissions/${records.pending.id}.json`,
      delivery: { state: "pending", attemptCount: 1, nextAttemptAt: "2026-11-20T15:01:01.000Z" },
    });
    expect(pending?.delivery.attempts).toEqual([
      { at: "2026-11-20T15:00:01.000Z", ok: false, status: 503, error: "HTTP 503", durationMs: 120 },
    ]);
    expect(pending?.consent).toEqual({
      ...records.pending.consent,
      served: null,
      wordingMatches: null,
      mismatch: expect.stringMatching(/^not compared: imported from the file store/) as unknown,
    });
    expect((await store.get(records.delivered.id))?.delivery).toMatchObject({
      state: "delivered",
      attemptCount: 2,
      deliveredAt: "2026-11-20T15:01:01.000Z",
    });
    expect((await store.get(records.delivered.id))?.consent?.consentText).toBe("I agree to be contacted.");
    expect((await store.get(records.dead.id))?.delivery).toMatchObject({
      state: "dead",
      attemptCount: 2,
      deadReason: "every retry failed (last: HTTP 500)",
    });
    expect((await store.get(records.kept.id))?.delivery.state).toBe("kept");
    expect(await store.get(records.minimalId)).toMatchObject({
      idempotencyKey: `lead-${records.minimalId}`,
      consent: null,
      delivery: { state: "kept", attemptCount: 0, attempts: [] },
    });

    expect(await store.idForClientKey("lead", "visitor-key-pending")).toBe(records.pending.id);
    expect(await store.idForClientKey("contact", "visitor-key-delivered")).toBe(records.delivered.id);
    expect(await store.idForClientKey("lead", "visitor-key-purged")).toBeNull();

    // The old process stopped mid-attempt: the queue's first claim says the attempt was cut off.
    const claimed = await store.claim({ owner: "test", now: Date.parse("2026-12-01"), leaseMs: 60_000, limit: 10 });
    expect(claimed.map((each) => each.record.id).sort()).toEqual([records.pending.id, records.cutOff.id].sort());
    expect(claimed.find((each) => each.record.id === records.cutOff.id)?.cutOffAt).toBe("2026-11-20T15:00:02.000Z");

    expect(existsSync(join(test.dataDir, "submissions"))).toBe(false);
    // The imported records and keys are gone from the disk (the database holds them); the unfinished write stays.
    expect(filesUnder(join(test.dataDir, "imported-submissions"))).toEqual([
      `tmp-leftovers/submissions/${records.kept.id}.json.0a1b2c3d.tmp`,
    ]);
    expect(lines).toEqual([
      "[leads] Imported 6 submissions from the file store into the database (2 pending, 1 delivered, 1 dead, 2 kept); " +
        "1 unfinished writes (*.tmp) set aside in imported-submissions/tmp-leftovers; " +
        "1 Idempotency-Key files named no submission read now; the imported files were removed (the database holds them)",
    ]);
  });

  it("names unreadable files, records and sets them aside, and imports the rest", async () => {
    const good = oldRecord(1);
    writeOldRecord(test.dataDir, good);
    const broken = writeDataFile(
      test.dataDir,
      `submissions/${oldId(2)}.json`,
      '{"id": "x", "body": {"firstName": "Jane',
    );
    const { delivery: _delivery, ...noDelivery } = oldRecord(3);
    const wrongShape = writeOldRecord(test.dataDir, noDelivery);
    const otherId = writeOldRecord(test.dataDir, oldRecord(4), `${oldId(40)}.json`);
    const badDate = writeOldRecord(test.dataDir, { ...oldRecord(5), receivedAt: "the 20th of November" });
    const badKey = writeDataFile(test.dataDir, "submissions/keys/lead-not-a-hash", good.id);
    const badInbox = writeInboxFile(test.dataDir, "leads", "2026-11-01.json", { status: "kept", body: { a: 1 } });

    const result = await run();
    expect(result).toMatchObject({ imported: 1, problems: 6, movedFiles: 7 });
    expect(await store.get(good.id)).not.toBeNull();

    const problems = await store.importProblems();
    expect(problems.map((problem) => problem.file).sort()).toEqual(
      [broken, wrongShape, otherId, badDate, badKey, badInbox].sort(),
    );
    for (const problem of problems) {
      expect(problem.keptAt).toBe(`imported-submissions/needs-attention/${problem.file}`);
      expect(problem.foundAt).toBe(NOW.toISOString());
      expect(existsSync(join(test.dataDir, problem.keptAt))).toBe(true);
      // One log line each, naming the file and why.
      expect(lines.filter((line) => line.includes(problem.file))).toEqual([
        `[leads] Could not import ${problem.file}: ${problem.reason}; set aside in ${problem.keptAt}`,
      ]);
    }
    const reason = (file: string) => problems.find((problem) => problem.file === file)?.reason;
    expect(reason(broken)).toBe("not valid JSON (cut off or damaged)");
    expect(reason(wrongShape)).toMatch(/^not a record of the expected shape: delivery: /);
    expect(reason(otherId)).toMatch(/does not match the file name/);
    expect(reason(badDate)).toMatch(/receivedAt: not a valid date/);
    expect(reason(badInbox)).toMatch(/receivedAt/);
    // The damaged file's text (a visitor's name) stays out of the log.
    expect(lines.join("\n")).not.toContain("Jane");
    expect(lines.at(-1)).toMatch(
      /; 6 files need attention: pnpm leads list; the imported files were removed \(the database holds them\)$/,
    );
    expect(existsSync(join(test.dataDir, "submissions"))).toBe(false);
  });

  it.each([true, false])("imports the older inbox with the states it had (queue: %s)", async (queue) => {
    const leads = {
      kept: writeInboxFile(test.dataDir, "leads", "a-kept.json", {
        kind: "lead",
        receivedAt: "2025-03-01T10:00:00.000Z",
        status: "kept",
        body: { ...oldRecord(1).body, source: "Homepage" },
      }),
      undelivered: writeInboxFile(test.dataDir, "leads", "b-undelivered.json", {
        kind: "lead",
        receivedAt: "2025-03-02T10:00:00.000Z",
        status: "undelivered",
        body: oldRecord(2).body,
      }),
      delivered: writeInboxFile(test.dataDir, "leads", "c-delivered.json", {
        kind: "lead",
        receivedAt: "2025-03-03T10:00:00.000Z",
        status: "delivered",
        body: oldRecord(3).body,
      }),
    };
    const contact = writeInboxFile(test.dataDir, "contacts", "d-undelivered.json", {
      kind: "contact",
      receivedAt: "2025-03-04T10:00:00.000Z",
      status: "undelivered",
      body: { name: "Test Contact", source: "Contact Page" },
    });
    // A file the old import had already moved into the file store is not read again.
    writeDataFile(test.dataDir, "inbox/imported/leads/z-old.json", JSON.stringify({ status: "kept", body: {} }));

    const result = await run({ queue });
    expect(result).toMatchObject({ imported: 4, problems: 0, movedFiles: 4 });
    const id = (receivedAt: string, kind: "lead" | "contact", name: string) =>
      inboxSubmissionId(receivedAt, kind, name);
    const kept = await store.get(id("2025-03-01T10:00:00.000Z", "lead", "a-kept.json"));
    expect(kept).toMatchObject({
      kind: "lead",
      receivedAt: "2025-03-01T10:00:00.000Z",
      importedFrom: leads.kept,
      delivery: { state: "kept", nextAttemptAt: null },
      consent: { source: "Homepage", served: null, wordingMatches: null, disclosureText: null },
    });
    expect(kept?.idempotencyKey).toBe(`lead-${kept?.id}`);
    const undelivered = await store.get(id("2025-03-02T10:00:00.000Z", "lead", "b-undelivered.json"));
    expect(undelivered?.delivery).toMatchObject(
      queue ? { state: "pending", nextAttemptAt: NOW.toISOString() } : { state: "kept", nextAttemptAt: null },
    );
    expect((await store.get(id("2025-03-03T10:00:00.000Z", "lead", "c-delivered.json")))?.delivery.state).toBe(
      "delivered",
    );
    const contactRecord = await store.get(id("2025-03-04T10:00:00.000Z", "contact", "d-undelivered.json"));
    expect(contactRecord).toMatchObject({ kind: "contact", importedFrom: contact });
    expect(contactRecord?.delivery.state).toBe(queue ? "pending" : "kept");
    expect(result.byState).toEqual(
      queue ? { pending: 2, delivered: 1, dead: 0, kept: 1 } : { pending: 0, delivered: 1, dead: 0, kept: 3 },
    );

    expect(result.removedFiles).toBe(4);
    expect(filesUnder(join(test.dataDir, "imported-submissions"))).toEqual([]);
    expect(existsSync(join(test.dataDir, "inbox", "leads"))).toBe(false);
    expect(existsSync(join(test.dataDir, "inbox", "contacts"))).toBe(false);
    // inbox/ still holds the old import's folder, so it stays.
    expect(filesUnder(join(test.dataDir, "inbox"))).toEqual(["imported/leads/z-old.json"]);
  });

  it("removes the imported files an earlier version kept, and keeps those that need attention", async () => {
    writeDataFile(test.dataDir, "imported-submissions/submissions/sub_kept_by_v1.json", '{"body":{"email":"a@b.c"}}');
    writeDataFile(test.dataDir, "imported-submissions/inbox/leads/old.json", "{}");
    writeDataFile(test.dataDir, "imported-submissions/needs-attention/submissions/bad.json", "{");
    writeDataFile(test.dataDir, "imported-submissions/tmp-leftovers/submissions/x.json.1.tmp", "{");
    const result = await run();
    expect(result).toMatchObject({ imported: 0, movedFiles: 0, removedFiles: 2 });
    expect(filesUnder(join(test.dataDir, "imported-submissions"))).toEqual([
      "needs-attention/submissions/bad.json",
      "tmp-leftovers/submissions/x.json.1.tmp",
    ]);
    expect(lines).toEqual([
      "[leads] Removed 2 files of the old store kept in imported-submissions by an earlier version: the database holds them",
    ]);
  });

  it("imports nothing new on a second run", async () => {
    writeEveryState(test.dataDir);
    await run();
    lines = [];
    expect(await run()).toMatchObject({ imported: 0, alreadyPresent: 0, problems: 0, movedFiles: 0 });
    expect(lines).toEqual([]);
    expect((await store.counts()).total).toBe(6);
  });

  it("counts files put back after a crash as already present and imports none twice", async () => {
    // What a crash between the commit and the moves leaves: the same files, their submissions in the database.
    const records = writeEveryState(test.dataDir);
    writeDataFile(test.dataDir, "inbox/contacts/x.json", JSON.stringify({ receivedAt: NOW.toISOString(), body: {} }));
    writeDataFile(test.dataDir, `submissions/${oldId(7)}.json`, "{");
    const copy = mkdtempSync(join(tmpdir(), "leads-import-copy-"));
    try {
      cpSync(join(test.dataDir, "submissions"), join(copy, "submissions"), { recursive: true });
      cpSync(join(test.dataDir, "inbox"), join(copy, "inbox"), { recursive: true });
      const first = await run();
      expect(first).toMatchObject({ imported: 7, alreadyPresent: 0, problems: 1 });
      cpSync(copy, test.dataDir, { recursive: true });
      lines = [];
      const second = await run();
      expect(second).toMatchObject({
        imported: 0,
        alreadyPresent: 7,
        problems: 1,
        movedFiles: first.movedFiles,
        byState: { pending: 0, delivered: 0, dead: 0, kept: 0 },
      });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    expect(await store.counts()).toMatchObject({ total: 7, pending: 2, delivered: 1, dead: 1, kept: 3 });
    expect((await store.get(records.delivered.id))?.delivery.attempts).toHaveLength(2);
    expect(await store.idForClientKey("lead", "visitor-key-pending")).toBe(records.pending.id);
    expect(await store.importProblems()).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/^\[leads\] Imported 0 submissions .*; 7 were already in it;/);
    // The imported copies are removed; what stays for the office was never replaced: its second copy sits beside it.
    expect(filesUnder(join(test.dataDir, "imported-submissions"))).toEqual([
      `needs-attention/submissions/${oldId(7)}.json`,
      `needs-attention/submissions/${oldId(7)}.json~2`,
      `tmp-leftovers/submissions/${records.kept.id}.json.0a1b2c3d.tmp`,
      `tmp-leftovers/submissions/${records.kept.id}.json.0a1b2c3d.tmp~2`,
    ]);
    expect(existsSync(join(test.dataDir, "submissions"))).toBe(false);
  });

  it("lets two instances import the same folder at once", async () => {
    // PostgreSQL: two connections, as two processes would have. SQLite: one connection per process (a second one in
    // the same thread would block on the first's lock), so the two imports race on the files only.
    const other = dialect === "postgres" ? createSubmissionStore(test.reopen()) : store;
    for (let index = 1; index <= 200; index += 1) {
      const record = oldRecord(index, { delivery: { state: index % 2 ? "delivered" : "kept", nextAttemptAt: null } });
      writeOldRecord(test.dataDir, record);
      writeOldKey(test.dataDir, "lead", `key-${index}`, record.id);
    }
    writeDataFile(test.dataDir, "inbox/leads/bad.json", "not json");
    const results = await Promise.all([run(), run({}, other)]);
    expect(results[0].imported + results[1].imported).toBe(200);
    expect(results[0].movedFiles + results[1].movedFiles).toBe(401);
    expect((await store.counts()).total).toBe(200);
    expect(await store.idForClientKey("lead", "key-123")).toBe(oldId(123));
    expect(await store.importProblems()).toHaveLength(1);
    expect(filesUnder(join(test.dataDir, "imported-submissions"))).toEqual(["needs-attention/inbox/leads/bad.json"]);
    expect(existsSync(join(test.dataDir, "submissions"))).toBe(false);
  });

  it("throws and moves nothing when the transaction fails", async () => {
    const records = writeEveryState(test.dataDir);
    vi.spyOn(store, "importAll").mockRejectedValueOnce(new Error("connection lost"));
    await expect(run()).rejects.toThrow("connection lost");
    expect(existsSync(join(test.dataDir, "submissions", `${records.pending.id}.json`))).toBe(true);
    expect(filesUnder(join(test.dataDir, "imported-submissions"))).toEqual([]);
    expect(await run()).toMatchObject({ imported: 6 });
  });

  ifDialect(dialect === "sqlite")(
    "imports 10,000 files in one go, counted exactly (pnpm bench:leads times 30,000)",
    async () => {
      const dir = join(test.dataDir, "submissions");
      mkdirSync(join(dir, "keys"), { recursive: true });
      const count = 10_000;
      const template = oldRecord(0, { delivery: { state: "delivered", nextAttemptAt: null } });
      for (let index = 1; index <= count; index += 1) {
        const id = oldId(index);
        const state = index % 1000 === 0 ? "pending" : "delivered";
        const delivery = {
          ...template.delivery,
          state,
          attempts: [attempt("2026-11-20T15:00:01.000Z", state === "delivered" ? 204 : 503)],
        };
        writeFileSync(
          join(dir, `${id}.json`),
          JSON.stringify({ ...template, id, idempotencyKey: `lead-${id}`, delivery }),
        );
      }
      const started = performance.now();
      const result = await run();
      const seconds = (performance.now() - started) / 1000;
      console.info(`[leads] file-store import of ${count} files on SQLite took ${seconds.toFixed(1)} s`);
      expect(result).toMatchObject({ imported: count, alreadyPresent: 0, problems: 0, movedFiles: count });
      expect(result.byState).toEqual({ pending: 10, delivered: 9_990, dead: 0, kept: 0 });
      expect(await store.counts()).toMatchObject({ total: count, pending: 10, delivered: 9_990 });
      expect(lines).toEqual([
        "[leads] Imported 10000 submissions from the file store into the database (10 pending, 9990 delivered); " +
          "the imported files were removed (the database holds them)",
      ]);
      expect(result.removedFiles).toBe(count);
      expect(readdirSync(join(test.dataDir, "imported-submissions", "submissions"))).toEqual([]);
    },
    120_000,
  );
});
