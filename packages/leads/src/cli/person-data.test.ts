import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SQLITE_FILE } from "../database/open-database.js";
import { createSubmissionStore } from "../submission-store.js";
import type { SubmissionStore } from "../submission-store.js";
import {
  addSubmission,
  contactOf,
  DAY,
  failedAttempt,
  insertManySqlite,
  leadOf,
  NOW,
  runProgram,
} from "../test-support/cli-fixtures.js";
import { DIALECTS, openTestDatabase } from "../test-support/test-database.js";
import type { TestDatabase } from "../test-support/test-database.js";
import type { SubmissionRecord } from "../types.js";
import { auditKey, ERASURE_LOG, parsePersonQuery } from "./person-command.js";

/** A test registered only where `applies` holds: the other dialect's run has no such test, rather than a skipped one. */
const ifDialect = (applies: boolean): typeof it => (applies ? it : ((() => undefined) as unknown as typeof it));

const ADA = "ada.lovelace@example.com";

describe.each(DIALECTS)("one person's data on %s", (dialect) => {
  let test: TestDatabase;
  let store: SubmissionStore;
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
    store = createSubmissionStore(test.database);
  });
  afterEach(async () => {
    await test.database.db.deleteFrom("submissions").execute();
  });
  afterAll(() => test.dispose());

  const run = (...argv: string[]) => runProgram(argv, { dataDir: test.dataDir, databaseUrl: test.url || undefined });

  /** Ada: a lead (delivered, a key), a contact under her e-mail in capitals (dead), a phone-only inbox contact. */
  async function people() {
    const lead = await addSubmission(store, "lead", leadOf("ada", { email: ADA, phone: "(662) 555-0142" }), {
      delivery: {
        state: "delivered",
        attempts: [
          failedAttempt("2026-11-20T12:00:00.000Z"),
          { at: "2026-11-20T12:00:10.000Z", ok: true, status: 200, durationMs: 70 },
        ],
        nextAttemptAt: null,
        deliveredAt: "2026-11-20T12:00:10.000Z",
      },
      keys: ["ada-key"],
    });
    const contact = await addSubmission(
      store,
      "contact",
      contactOf("ada", { email: " Ada.Lovelace@Example.COM ", phone: "+1 662-555-0142" }),
      { delivery: { state: "dead", attempts: [failedAttempt("2026-11-21T12:00:00.000Z")], nextAttemptAt: null } },
    );
    const phoneOnly = await addSubmission(store, "contact", contactOf("inbox", { email: "", phone: "662.555.0142" }), {
      delivery: { state: "kept" },
    });
    // Another e-mail on the same line (a household's): not Ada's as far as the data says.
    const household = await addSubmission(store, "lead", leadOf("charles", { phone: "6625550142" }));
    const grace = await addSubmission(store, "lead", leadOf("grace", { phone: "(601) 555-0199" }), {
      keys: ["grace-key"],
    });
    return { lead, contact, phoneOnly, household, grace };
  }

  it("finds every submission of one person by e-mail (any case) and by phone number (any format)", async () => {
    const { lead, contact, phoneOnly, household, grace } = await people();
    const found = await run("find", "ADA.lovelace@example.com");
    expect(found.stderr).toBe("");
    expect(found.code).toBe(0);
    const ids = [lead.id, contact.id, phoneOnly.id];
    for (const id of ids) expect(found.stdout).toContain(`${id}  `);
    expect(found.stdout).not.toContain(`${grace.id}  `);
    expect(found.stdout).toMatch(
      /^3 submissions in .* hold ada\.lovelace@example\.com \(2 by e-mail, 1 by phone number \(with no e-mail of their own\)\):\n/,
    );
    expect(found.stdout).toContain(
      `Not included: 1 submission with the same phone number under another e-mail address (${household.id})`,
    );
    expect(found.stdout).toContain(
      "In all: 3 submissions, 3 consent records, 3 delivery attempts, 1 visitor key, 0 files of the old store.",
    );
    expect(found.stdout).toContain("delivered");
    expect(found.stdout).toContain("consent record of");

    const json = await run("find", ADA, "--json");
    const answer = JSON.parse(json.stdout) as { submissions: SubmissionRecord[]; sharedPhoneNotIncluded: string[] };
    expect(answer.submissions.map((record) => record.id).sort()).toEqual([...ids].sort());
    expect(answer.submissions.find((record) => record.id === lead.id)).toEqual(lead);
    expect(answer.sharedPhoneNotIncluded).toEqual([household.id]);

    const byPhone = await run("find", "662-555-0142");
    for (const id of [...ids, household.id]) expect(byPhone.stdout).toContain(`${id}  `);
    expect(byPhone.stdout).toMatch(/^4 submissions in .* hold 6625550142 \(4 by phone number\):/);

    expect((await run("find", "nobody@example.com")).stdout).toMatch(/^Nothing in .* holds nobody@example\.com\.\n$/);
  });

  it("erases exactly what find lists, with consent records, attempts and keys, and names no one in its output", async () => {
    const { lead, contact, phoneOnly, household, grace } = await people();
    const info = vi.spyOn(console, "info");
    const warn = vi.spyOn(console, "warn");
    const preview = await run("erase", ADA, "--dry-run");
    expect(preview.stdout).toMatch(/^Would erase 3 submissions .* \(dry run: nothing was erased\)\n$/);
    expect(await store.get(lead.id)).not.toBeNull();

    const erased = await run("erase", ADA);
    expect(erased.stderr).toBe("");
    expect(erased.code).toBe(0);
    expect(erased.stdout).toContain(
      "Erased 3 submissions (3 consent records, 3 delivery attempts, 1 visitor key) and 0 files of the old store of one person.",
    );
    const key = auditKey(parsePersonQuery(ADA));
    expect(key).toMatch(/^[0-9a-f]{12}$/);
    expect(erased.stdout).toContain(`Audit: erased 3 records of one person (`);
    expect(erased.stdout).toContain(`, at ${NOW.toISOString()}, key ${key}`);
    const printed = [erased.stdout, preview.stdout, ...info.mock.calls.flat(), ...warn.mock.calls.flat()].join("\n");
    for (const personal of ["ada", "Ada", "lovelace", "662", "555-0142"]) expect(printed).not.toContain(personal);

    for (const id of [lead.id, contact.id, phoneOnly.id]) expect(await store.get(id)).toBeNull();
    expect(await store.idForClientKey("lead", "ada-key")).toBeNull();
    expect(await store.get(household.id)).toEqual(household);
    expect(await store.get(grace.id)).toEqual(grace);
    expect(await store.idForClientKey("lead", "grace-key")).toBe(grace.id);
    const left = async (table: "consent_records" | "delivery_attempts" | "idempotency_keys") =>
      (await test.database.db.selectFrom(table).select("submission_id").execute()).map((row) => row.submission_id);
    expect((await left("consent_records")).sort()).toEqual([household.id, grace.id].sort());
    expect(await left("delivery_attempts")).toEqual([]);
    expect(await left("idempotency_keys")).toEqual([grace.id]);

    const log = join(test.dataDir, ERASURE_LOG);
    expect(statSync(log).mode & 0o777).toBe(0o600);
    const audit = readFileSync(log, "utf8");
    expect(audit).toMatch(
      new RegExp(`^erased 3 records of one person \\(.*\\), at ${NOW.toISOString()}, key ${key}\\n$`),
    );
    expect(audit.toLowerCase()).not.toContain("ada");
    expect((await run("find", ADA)).stdout).toMatch(/^Nothing in /);
  });

  it("finds and erases the old store's files that hold the e-mail, and leaves another person's", async () => {
    const folder = join(test.dataDir, "imported-submissions", "submissions");
    mkdirSync(folder, { recursive: true });
    const adas = join(folder, "sub_old_ada.json");
    const graces = join(folder, "sub_old_grace.json");
    writeFileSync(adas, JSON.stringify({ body: leadOf("x", { email: ADA.toUpperCase() }) }));
    writeFileSync(graces, JSON.stringify({ body: leadOf("grace") }));
    const found = await run("find", ADA);
    expect(found.stdout).toContain(`Files of the old store that hold it:\n  ${adas}\n`);
    const erased = await run("erase", ADA);
    expect(erased.stdout).toContain(
      "Erased 0 submissions (0 consent records, 0 delivery attempts, 0 visitor keys) and 1 file",
    );
    expect(existsSync(adas)).toBe(false);
    expect(existsSync(graces)).toBe(true);
  });

  ifDialect(dialect === "sqlite")(
    "leaves no copy of the erased e-mail in leads.sqlite, its WAL or its shared memory, another person's still there",
    async () => {
      // Ada's rows reach the database file (a checkpoint) and sit among many others'; then more writes fill the WAL.
      await people();
      insertManySqlite(test.database.sqlite!, 3000, Date.parse("2026-02-01T00:00:00Z"));
      test.database.sqlite!.pragma("wal_checkpoint(PASSIVE)");
      await addSubmission(store, "lead", leadOf("ada-again", { email: ADA }));
      const file = join(test.dataDir, SQLITE_FILE);
      const everything = () =>
        [file, `${file}-wal`, `${file}-shm`].map((path) => (existsSync(path) ? readFileSync(path) : Buffer.alloc(0)));
      const holds = (text: string) => everything().some((bytes) => bytes.includes(Buffer.from(text)));
      expect(holds(ADA)).toBe(true);
      expect(holds("Ada.Lovelace@Example.COM")).toBe(true);

      const modeBefore = statSync(file).mode & 0o777;
      // The server's connection (this test's) stays open throughout, as on the site.
      const erased = await run("erase", ADA);
      expect(erased.code).toBe(0);
      expect(erased.stdout).toContain("Erased 4 submissions");
      expect(erased.stdout).toContain("The database's files (leads.sqlite, -wal, -shm) hold no copy of them");
      for (const text of [ADA, "Ada.Lovelace@Example.COM", "ada.lovelace"]) expect(holds(text), text).toBe(false);
      expect(holds("grace@example.com")).toBe(true);
      expect(holds("bulk-2999@example.com")).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(modeBefore);
    },
  );

  ifDialect(dialect === "sqlite")(
    "a retention purge leaves no readable bytes of what it removed (secure_delete and a truncated WAL)",
    async () => {
      await addSubmission(store, "lead", leadOf("old-person", { email: "old.person@example.com" }), {
        receivedAt: new Date(NOW.getTime() - 400 * DAY),
        delivery: { state: "delivered", nextAttemptAt: null, deliveredAt: "2025-10-20T00:00:00.000Z" },
      });
      insertManySqlite(test.database.sqlite!, 2000, NOW.getTime() - 10 * DAY);
      test.database.sqlite!.pragma("wal_checkpoint(PASSIVE)");
      const file = join(test.dataDir, SQLITE_FILE);
      const holds = (text: string) =>
        [file, `${file}-wal`, `${file}-shm`].some(
          (path) => existsSync(path) && readFileSync(path).includes(Buffer.from(text)),
        );
      expect(holds("old.person@example.com")).toBe(true);
      const purged = await run("purge", "--older-than", "365");
      expect(purged.stdout).toMatch(/^Removed 1 submission /);
      expect(holds("old.person@example.com")).toBe(false);
      expect(holds("bulk-1999@example.com")).toBe(true);
    },
  );
});
