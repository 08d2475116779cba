import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import SqliteDatabase from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LeadsDatabase } from "../database/open-database.js";
import { createSubmissionStore, hashClientKey, newSubmissionId } from "../submission-store.js";
import type { SubmissionStore } from "../submission-store.js";
import { DIALECTS, openTestDatabase } from "../test-support/test-database.js";
import type { TestDatabase } from "../test-support/test-database.js";
import type { ConsentRecord, DeliveryState, SubmissionKind, SubmissionRecord } from "../types.js";
import { csvCell, formatLocalTime, parseSince, runLeadsCommand, streamWriter } from "./index.js";
import type { LeadsCommandIo } from "./index.js";

/** A test registered only where `applies` holds: the other dialect's run has no such test, rather than a skipped one. */
const ifDialect = (applies: boolean): typeof it => (applies ? it : ((() => undefined) as unknown as typeof it));

const NOW = new Date("2026-11-23T12:00:00Z");
const DAY = 86_400_000;

const consentFor = (source: string, receivedAt: Date, over: Partial<ConsentRecord> = {}): ConsentRecord => ({
  consentText: source === "Website Contact Form" ? "I agree to receive texts." : null,
  consentVersion: source === "Website Contact Form" ? "sha256:aaaaaaaaaaaaaaaa" : null,
  disclosureText: "A licensed agent may contact you.",
  disclosureVersion: "sha256:bbbbbbbbbbbbbbbb",
  served: null,
  wordingMatches: null,
  mismatch: null,
  tpmoDisclaimer: { version: "sha256:cccccccccccccccc", effectiveDate: "2026-10-01" },
  page: "/medicare-breakdown?utm=x",
  source,
  receivedAt: receivedAt.toISOString(),
  userAgent: "Mozilla/5.0 (test)",
  ...over,
});

const leadBody = (over: Record<string, string> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "6625550142",
  zipCode: "38804",
  source: "Blog Sidebar",
  timestamp: "2026-11-20T10:00:00.000Z",
  leadType: "Medicare Guide Download",
  ...over,
});

const contactBody = (over: Record<string, unknown> = {}) => ({
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "Not provided",
  message: "Please call me, about Part D.",
  marketingConsent: true,
  source: "Website Contact Form",
  timestamp: "2026-11-22T10:00:00.000Z",
  ...over,
});

const failed = (at: string) => ({ at, ok: false, status: 500, error: "HTTP 500", durationMs: 120 });

/** Parses RFC 4180 CSV (for checking the export). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

/** The rows of one `stats` section (after its heading, up to the blank line), split into label and figures. */
function statsSection(stdout: string, heading: string): string[][] {
  const lines = stdout.split("\n");
  const start = lines.findIndex((line) => line.startsWith(heading));
  expect(start, `a section "${heading}" in:\n${stdout}`).toBeGreaterThanOrEqual(0);
  const end = lines.indexOf("", start);
  return lines.slice(start + 1, end).map((line) => line.trim().split(/\s{2,}/));
}

/**
 * Inserts `count` delivered submissions (with consent records) straight into a SQLite file, with prepared statements
 * in one transaction: a couple of seconds for 100,000 (Kysely compiling 1,000-row statements took four times as long).
 */
function insertMany(database: LeadsDatabase, count: number, firstAt: number): void {
  const sqlite = database.sqlite!;
  const submission = sqlite.prepare(
    "insert into submissions (id, kind, received_at, delivery_key, body, source, page, state, delivered_at) values (?, 'lead', ?, ?, ?, 'Blog Sidebar', '/blog/a-post', 'delivered', ?)",
  );
  const consent = sqlite.prepare(
    "insert into consent_records (submission_id, disclosure_text, disclosure_version, page, source, received_at, user_agent) values (?, 'A licensed agent may contact you.', 'sha256:bbbbbbbbbbbbbbbb', '/blog/a-post', 'Blog Sidebar', ?, 'test')",
  );
  sqlite.transaction(() => {
    for (let index = 0; index < count; index += 1) {
      const at = firstAt + index * 1000;
      const id = `sub_${at.toString(36).padStart(9, "0")}_${index.toString(16).padStart(12, "0")}`;
      const body = leadBody({ lastName: `Lead ${index}`, email: `lead-${index}@example.com` });
      submission.run(id, at, `lead-${id}`, JSON.stringify(body), at + 500);
      consent.run(id, at);
    }
  })();
}

describe.each(DIALECTS)("pnpm leads on %s", (dialect) => {
  // One database per dialect, emptied after each test: a fresh PostgreSQL database per test costs about a second.
  let test: TestDatabase;
  let store: SubmissionStore;
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
    store = createSubmissionStore(test.database);
  });
  afterEach(async () => {
    await test.database.db.deleteFrom("submissions").execute();
    await test.database.db.deleteFrom("import_problems").execute();
  });
  afterAll(() => test.dispose());

  async function run(argv: string[], io: Partial<LeadsCommandIo> = {}) {
    let stdout = "";
    let stderr = "";
    const code = await runLeadsCommand(argv, {
      store,
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
      now: () => NOW,
      ...io,
    });
    return { code, stdout, stderr };
  }

  interface AddOptions {
    delivery?: Partial<SubmissionRecord["delivery"]>;
    state?: DeliveryState;
    consent?: Partial<ConsentRecord> | null;
    keys?: string[];
  }

  /** Stores a submission in any state (through importAll, which takes whole records) and reads it back. */
  async function add(kind: SubmissionKind, body: { source: string }, receivedAt: Date, options: AddOptions = {}) {
    const id = newSubmissionId(receivedAt);
    const state = options.state ?? options.delivery?.state ?? "pending";
    const attempts = options.delivery?.attempts ?? [];
    const record: SubmissionRecord = {
      id,
      kind,
      receivedAt: receivedAt.toISOString(),
      idempotencyKey: `${kind}-${id}`,
      body,
      consent: options.consent === null ? null : consentFor(body.source, receivedAt, options.consent),
      importedFrom: null,
      delivery: {
        state,
        attemptCount: attempts.length,
        attempts,
        nextAttemptAt: state === "pending" ? receivedAt.toISOString() : null,
        attemptStartedAt: null,
        deliveredAt: null,
        deadReason: null,
        leaseOwner: null,
        leaseUntil: null,
        ...options.delivery,
      },
    };
    await store.importAll([{ record, keyHashes: (options.keys ?? []).map(hashClientKey) }], []);
    return (await store.get(id))!;
  }

  /** One submission in each state, received 40, 20, 3 and 1 days before NOW. */
  async function fourStates() {
    const delivered = await add("lead", leadBody(), new Date(NOW.getTime() - 40 * DAY), {
      delivery: {
        state: "delivered",
        attempts: [{ at: "2026-10-14T12:00:01.000Z", ok: true, status: 200, durationMs: 80 }],
        nextAttemptAt: null,
        deliveredAt: "2026-10-14T12:00:01.000Z",
      },
    });
    const dead = await add("contact", contactBody(), new Date(NOW.getTime() - 20 * DAY), {
      delivery: {
        state: "dead",
        attempts: [failed("2026-11-03T12:00:00.000Z"), failed("2026-11-03T12:00:10.000Z")],
        nextAttemptAt: null,
        deadReason: "2 attempts failed; the last: HTTP 500",
      },
    });
    const pending = await add(
      "lead",
      leadBody({ firstName: "Alan", lastName: "Turing", email: "alan@example.com", source: "Medicare Breakdown" }),
      new Date(NOW.getTime() - 3 * DAY),
      {
        delivery: {
          attempts: [failed("2026-11-20T12:00:00.000Z")],
          nextAttemptAt: new Date(NOW.getTime() + 5 * 60_000).toISOString(),
        },
      },
    );
    const kept = await add(
      "contact",
      contactBody({ name: "Edsger Dijkstra", email: "ewd@example.com" }),
      new Date(NOW.getTime() - DAY),
      { state: "kept" },
    );
    return { delivered, dead, pending, kept };
  }

  const corrupt = (id: string) =>
    test.database.db.updateTable("submissions").set({ body: "{not json" }).where("id", "=", id).execute();

  describe("list", () => {
    it("lists every submission newest first in fixed columns, without personal data, counted per state", async () => {
      const { delivered, dead, pending, kept } = await fourStates();
      const { code, stdout, stderr } = await run(["list"]);
      expect(code).toBe(0);
      expect(stderr).toBe("");
      const lines = stdout.trimEnd().split("\n");
      expect(lines[0]).toMatch(/^ID\s+KIND\s+RECEIVED\s+STATE\s+TRIES\s+NEXT ATTEMPT \/ DEAD REASON\s+SOURCE$/);
      expect(lines.slice(1, 5).map((line) => line.split(/\s+/)[0])).toEqual([
        kept.id,
        pending.id,
        dead.id,
        delivered.id,
      ]);
      expect(lines[1]).toContain(formatLocalTime(kept.receivedAt));
      expect(lines[1]).toMatch(/contact\s.*\skept\s+0\s+kept \(no webhook; read it here\)\s+Website Contact Form$/);
      expect(lines[2]).toMatch(/lead\s.*\spending\s+1\s+next attempt .* \(in 5m\)\s+Medicare Breakdown$/);
      expect(lines[3]).toMatch(/dead\s+2\s+dead: 2 attempts failed; the last: HTTP 500\s+Website Contact Form$/);
      expect(lines[4]).toMatch(/delivered\s+1\s+delivered .*\s+Blog Sidebar$/);
      // Fixed widths: every column starts where the header's does, whatever the rows hold.
      const sourceAt = lines[0]!.indexOf("SOURCE");
      for (const line of lines.slice(1, 5)) expect(line.slice(sourceAt - 2, sourceAt)).toBe("  ");
      expect(lines[5]).toBe("");
      expect(lines.at(-1)).toBe("4 submissions: 1 pending, 1 delivered, 1 dead, 1 kept");
      for (const personal of ["Ada", "Lovelace", "ada@example.com", "6625550142", "38804", "Grace", "Alan", "Part D"])
        expect(stdout).not.toContain(personal);
    });

    it("says so when the database is empty, and shows a submission being attempted", async () => {
      expect(await run(["list"])).toEqual({
        code: 0,
        stdout: `No submissions in ${test.database.location}.\n`,
        stderr: "",
      });
      await add("lead", leadBody(), NOW, { delivery: { attemptStartedAt: NOW.toISOString() } });
      const { stdout } = await run(["list"]);
      expect(stdout).toContain("attempt under way since");
      expect(stdout.trimEnd().split("\n").at(-1)).toBe("1 submission: 1 pending, 0 delivered, 0 dead, 0 kept");
    });

    it("cuts a long note or source to its column, and never lets a source put escape sequences on the screen", async () => {
      await add("lead", leadBody({ source: "Blog\u001b[2J\nSidebar" }), NOW);
      await add("contact", contactBody({ source: `Partner ${"x".repeat(80)}` }), new Date(NOW.getTime() - 1000), {
        delivery: { state: "dead", deadReason: `the webhook answered ${"y".repeat(100)}`, nextAttemptAt: null },
      });
      const { stdout } = await run(["list"]);
      expect(stdout).not.toContain("\u001b");
      expect(stdout).toContain("Blog\\u001b[2J\\u000aSidebar");
      const long = stdout.split("\n")[2]!;
      expect(long).toContain(`  dead: the webhook answered ${"y".repeat(28)}…  Partner`);
      expect(long).toMatch(/ {2}Partner x{31}…$/);
      expect(stdout).not.toContain("y".repeat(30));
    });

    it("names the files of the old store that could not be imported, under Needs attention", async () => {
      await store.importAll(
        [],
        [
          {
            file: "submissions/sub_0abc_000000000001.json",
            reason: "not JSON (Unexpected token } at position 12)",
            keptAt: "/srv/data/import-problems/sub_0abc_000000000001.json",
            foundAt: NOW.toISOString(),
          },
        ],
      );
      const empty = await run(["list"]);
      expect(empty.code).toBe(0);
      expect(empty.stdout).toContain(`No submissions in ${test.database.location}.\n`);
      await fourStates();
      const { stdout } = await run(["list"]);
      const attention = stdout.slice(stdout.indexOf("Needs attention"));
      expect(stdout.indexOf("4 submissions:")).toBeLessThan(stdout.indexOf("Needs attention"));
      expect(attention).toBe(
        [
          "Needs attention: 1 file of the old file store could not be imported (set aside, nothing deleted):",
          "  submissions/sub_0abc_000000000001.json",
          "    reason: not JSON (Unexpected token } at position 12)",
          "    kept at: /srv/data/import-problems/sub_0abc_000000000001.json",
          `    found: ${formatLocalTime(NOW)}`,
          "",
        ].join("\n"),
      );
    });

    it("stops with an error naming a submission it cannot read (exit 1), as stats does", async () => {
      const { dead } = await fourStates();
      await corrupt(dead.id);
      for (const command of ["list", "stats"]) {
        const result = await run([command]);
        expect(result.code).toBe(1);
        expect(result.stderr).toBe(`pnpm leads ${command}: Submission ${dead.id} holds a body that is not JSON\n`);
      }
    });
  });

  describe("show", () => {
    it("shows the body, the consent record and every delivery attempt", async () => {
      const { dead } = await fourStates();
      const { code, stdout } = await run(["show", dead.id]);
      expect(code).toBe(0);
      expect(stdout.split("\n")[0]).toBe(`${dead.id}  contact  dead`);
      for (const text of [
        `Idempotency-Key: contact-${dead.id}`,
        "  name: Grace Hopper",
        "  email: grace@example.com",
        "  message: Please call me, about Part D.",
        "  marketingConsent: true",
        "  sent by the browser:\n    consent text: I agree to receive texts.\n",
        "    consent version: sha256:aaaaaaaaaaaaaaaa\n",
        "    disclosure version: sha256:bbbbbbbbbbbbbbbb\n",
        "  TPMO disclaimer version: sha256:cccccccccccccccc",
        "  TPMO disclaimer effective: 2026-10-01",
        "  page: /medicare-breakdown?utm=x",
        "  user agent: Mozilla/5.0 (test)",
        "  state: dead",
        "  dead reason: 2 attempts failed; the last: HTTP 500",
        "  attempts: 2",
      ])
        expect(stdout).toContain(text);
      expect(stdout).toMatch(/ {4}1\. .* {2}failed {2}HTTP 500 {2}120 ms\n/);
      expect(stdout).toMatch(/ {4}2\. /);
    });

    it("shows what the server served beside what the browser sent, and flags a wording mismatch", async () => {
      const served = {
        consentText: "I agree to receive texts.",
        consentVersion: "sha256:aaaaaaaaaaaaaaaa",
        disclosureText: "A licensed insurance agent may contact you.",
        disclosureVersion: "sha256:dddddddddddddddd",
      };
      const mismatched = await add("contact", contactBody(), NOW, {
        consent: {
          served,
          wordingMatches: false,
          mismatch:
            "disclosure text differs from the served one (sha256:bbbbbbbbbbbbbbbb, served sha256:dddddddddddddddd)",
        },
      });
      const { stdout } = await run(["show", mismatched.id]);
      expect(stdout).toContain(
        "Consent record:\n  WORDING MISMATCH: disclosure text differs from the served one (sha256:bbbbbbbbbbbbbbbb, served sha256:dddddddddddddddd)\n",
      );
      expect(stdout).toContain("    disclosure text: A licensed agent may contact you.\n");
      expect(stdout).toContain(
        "  served by the server:\n    consent text: I agree to receive texts.\n    consent version: sha256:aaaaaaaaaaaaaaaa\n    disclosure text: A licensed insurance agent may contact you.\n    disclosure version: sha256:dddddddddddddddd\n",
      );

      const matching = await add("contact", contactBody(), NOW, {
        consent: { served: { ...served, disclosureText: "A licensed agent may contact you." }, wordingMatches: true },
      });
      const same = (await run(["show", matching.id])).stdout;
      expect(same).toContain("  wording check: the browser sent the wording the server served\n");
      expect(same).not.toContain("MISMATCH");

      const unknown = await add("lead", leadBody(), NOW);
      const notCompared = (await run(["show", unknown.id])).stdout;
      expect(notCompared).toContain("  wording check: not compared: served wording unknown");
      expect(notCompared).toContain("  served by the server: unknown\n");
      expect(notCompared).not.toContain("MISMATCH");
    });

    it("shows an attempt that got no answer, and a waiting submission's next attempt", async () => {
      const record = await add("lead", leadBody(), NOW, {
        delivery: {
          attempts: [
            { at: NOW.toISOString(), ok: false, status: 0, error: "no answer within 10s", durationMs: 10_000 },
          ],
          nextAttemptAt: "2026-11-23T12:10:00.000Z",
        },
      });
      const { stdout } = await run(["show", record.id]);
      expect(stdout).toContain(
        `    1. ${formatLocalTime(NOW)}  failed  no HTTP status  no answer within 10s  10000 ms\n`,
      );
      expect(stdout).toContain(
        `  next attempt: ${formatLocalTime("2026-11-23T12:10:00.000Z")} (2026-11-23T12:10:00.000Z)\n`,
      );
      expect(stdout).not.toContain("dead reason");
    });

    it("keeps a message's lines under its label, and prints the raw record with --json", async () => {
      const record = await add("contact", contactBody({ message: "Line one\r\nLine two" }), NOW);
      expect((await run(["show", record.id])).stdout).toContain("  message: Line one\n    Line two\n");
      const json = await run(["show", record.id, "--json"]);
      expect(json.code).toBe(0);
      expect(JSON.parse(json.stdout)).toEqual(await store.get(record.id));
    });

    it("reports an id that does not exist with exit code 1", async () => {
      for (const argv of [
        ["show", "sub_000000000_000000000000"],
        ["retry", "sub_000000000_000000000000"],
        ["show", "../../etc/passwd"],
      ]) {
        const result = await run(argv);
        expect(result).toMatchObject({ code: 1, stdout: "" });
        expect(result.stderr).toBe(`No submission ${argv[1]} in ${test.database.location}. See pnpm leads list.\n`);
      }
    });
  });

  describe("export", () => {
    it("writes CSV with the office's columns, oldest first, filtered by --since", async () => {
      const { pending, kept, delivered } = await fourStates();
      const { code, stdout, stderr } = await run(["export"]);
      expect(code).toBe(0);
      expect(
        stdout.startsWith(
          "\ufeffid,kind,receivedAt,state,source,firstName,lastName,name,email,phone,zipCode,message,consentVersion,disclosureVersion,tpmoDisclaimerVersion,page\r\n",
        ),
      ).toBe(true);
      expect(stdout.endsWith("\r\n")).toBe(true);
      expect(stderr).toMatch(/^Exported 4 submissions \(csv\)\. The export holds personal data/);
      const rows = parseCsv(stdout.slice(1));
      expect(rows).toHaveLength(5);
      expect(rows[1]).toEqual([
        delivered.id,
        "lead",
        delivered.receivedAt,
        "delivered",
        "Blog Sidebar",
        "Ada",
        "Lovelace",
        "",
        "ada@example.com",
        "6625550142",
        "38804",
        "",
        "",
        "sha256:bbbbbbbbbbbbbbbb",
        "sha256:cccccccccccccccc",
        "/medicare-breakdown?utm=x",
      ]);
      expect(rows[4]).toEqual([
        kept.id,
        "contact",
        kept.receivedAt,
        "kept",
        "Website Contact Form",
        "",
        "",
        "Edsger Dijkstra",
        "ewd@example.com",
        "Not provided",
        "",
        "Please call me, about Part D.",
        "sha256:aaaaaaaaaaaaaaaa",
        "sha256:bbbbbbbbbbbbbbbb",
        "sha256:cccccccccccccccc",
        "/medicare-breakdown?utm=x",
      ]);

      const since = await run(["export", "--since", new Date(NOW.getTime() - 3 * DAY).toISOString()]);
      expect(
        parseCsv(since.stdout.slice(1))
          .slice(1)
          .map((row) => row[0]),
      ).toEqual([pending.id, kept.id]);
      expect(since.stderr).toMatch(/^Exported 2 submissions received since/);
      const day = await run(["export", "--since=2026-11-21"]);
      expect(
        parseCsv(day.stdout.slice(1))
          .slice(1)
          .map((row) => row[0]),
      ).toContain(kept.id);
      const none = await run(["export", "--since", "2030-01-01"]);
      expect(parseCsv(none.stdout.slice(1))).toHaveLength(1);
      expect(none.stderr).toMatch(/^Exported 0 submissions received since/);
    });

    it("quotes cells as RFC 4180 says and defuses formulas for Excel", async () => {
      const record = await add(
        "contact",
        contactBody({
          name: '=HYPERLINK("http://evil.example","Click")',
          email: "a@example.com",
          phone: "+1 662 555 0142",
          message: 'He said "hi", then\nleft',
        }),
        NOW,
      );
      await add(
        "lead",
        leadBody({ firstName: "@SUM(A1)", lastName: "-2+3", zipCode: "\t38804", source: "Blog, Sidebar" }),
        new Date(NOW.getTime() + 1000),
      );
      const rows = parseCsv((await run(["export", "--format", "csv"])).stdout.slice(1));
      expect(rows[1]![0]).toBe(record.id);
      expect(rows[1]![7]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
      expect(rows[1]![9]).toBe("'+1 662 555 0142");
      expect(rows[1]![11]).toBe('He said "hi", then\nleft');
      expect(rows[2]!.slice(4, 11)).toEqual([
        "Blog, Sidebar",
        "'@SUM(A1)",
        "'-2+3",
        "",
        "ada@example.com",
        "6625550142",
        "'\t38804",
      ]);
    });

    it("writes full records as JSON, attempts included", async () => {
      const { delivered, dead, pending, kept } = await fourStates();
      const { code, stdout, stderr } = await run(["export", "--format", "json"]);
      expect(code).toBe(0);
      expect(stdout).toBe(`${JSON.stringify([delivered, dead, pending, kept], null, 2)}\n`);
      expect(stderr).toMatch(/^Exported 4 submissions \(json\)/);
      const none = await run(["export", "--format=json", "--since", "2030-01-01"]);
      expect(none.stdout).toBe("[]\n");
    });

    it("stops with an error naming a submission whose body is not JSON (exit 1), never leaving it out", async () => {
      const { delivered, dead } = await fourStates();
      await corrupt(dead.id);
      for (const format of ["csv", "json"]) {
        const { code, stdout, stderr } = await run(["export", "--format", format]);
        expect(code).toBe(1);
        expect(stderr).toBe(
          `pnpm leads export: the export stopped after 1 submission: Submission ${dead.id} holds a body that is not JSON. What was written is incomplete: do not use it.\n`,
        );
        expect(stdout).toContain(delivered.id);
        expect(stderr).not.toContain("Exported");
      }
    });

    it("waits for a writer that is slow to take the text", async () => {
      await fourStates();
      let taken = "";
      const slow = async (text: string) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        taken += text;
      };
      expect(await runLeadsCommand(["export"], { store, stdout: slow, stderr: () => undefined })).toBe(0);
      expect(parseCsv(taken.slice(1))).toHaveLength(5);
    });
  });

  describe("stats", () => {
    /** Seven submissions over three months, mid-month (the same local month in any time zone). */
    async function knownSet() {
      const at = (day: string) => new Date(`${day}T12:00:00Z`);
      const page = (path: string | null) => ({ consent: { page: path } });
      await add("lead", leadBody(), at("2026-09-15"), { ...page("/blog/a-post?utm_source=x"), state: "delivered" });
      await add("lead", leadBody(), at("2026-10-15"), { ...page("/blog/a-post"), state: "dead" });
      await add("lead", leadBody({ source: "Medicare Breakdown" }), at("2026-10-16"), {
        ...page("/medicare-breakdown"),
        state: "delivered",
      });
      await add("contact", contactBody(), at("2026-11-15"), page("/contact"));
      await add("contact", contactBody(), at("2026-11-16"), { ...page("/contact#form"), state: "kept" });
      await add("lead", leadBody(), at("2026-11-17"), { ...page("/blog/a-post"), state: "delivered" });
      await add("lead", leadBody(), at("2026-11-18"), { consent: null });
    }

    it("counts per month, per lead source and per page, with totals that match the database", async () => {
      await knownSet();
      const { code, stdout, stderr } = await run(["stats"]);
      expect(stderr).toBe("");
      expect(code).toBe(0);
      expect(statsSection(stdout, "Submissions received, per month")).toEqual([
        ["MONTH", "RECEIVED", "DELIVERED", "WAITING", "DEAD", "KEPT"],
        ["2026-09", "1", "1", "0", "0", "0"],
        ["2026-10", "2", "1", "0", "1", "0"],
        ["2026-11", "4", "1", "2", "0", "1"],
        ["TOTAL", "7", "3", "2", "1", "1"],
      ]);
      expect(statsSection(stdout, "Per lead source")).toEqual([
        ["SOURCE", "RECEIVED", "DELIVERED", "WAITING", "DEAD", "KEPT"],
        ["Blog Sidebar", "4", "2", "1", "1", "0"],
        ["Website Contact Form", "2", "0", "1", "0", "1"],
        ["Medicare Breakdown", "1", "1", "0", "0", "0"],
        ["TOTAL", "7", "3", "2", "1", "1"],
      ]);
      expect(statsSection(stdout, "Per page")).toEqual([
        ["PAGE", "RECEIVED", "DELIVERED", "WAITING", "DEAD", "KEPT"],
        ["/blog/a-post", "3", "2", "0", "1", "0"],
        ["/contact", "2", "0", "1", "0", "1"],
        ["(unknown)", "1", "0", "1", "0", "0"],
        ["/medicare-breakdown", "1", "1", "0", "0", "0"],
        ["TOTAL", "7", "3", "2", "1", "1"],
      ]);
      expect(stdout.trimEnd().split("\n").at(-1)).toMatch(/^7 submissions in all/);
      for (const personal of ["Ada", "Lovelace", "Grace", "example.com"]) expect(stdout).not.toContain(personal);
    });

    it("counts only what arrived on or after --since, and leaves out KEPT when none was kept", async () => {
      await knownSet();
      const { code, stdout } = await run(["stats", "--since", "2026-11-01"]);
      expect(code).toBe(0);
      expect(stdout).toContain(`Submissions received since ${formatLocalTime(new Date(2026, 10, 1))}, per month`);
      expect(statsSection(stdout, "Submissions received since")).toEqual([
        ["MONTH", "RECEIVED", "DELIVERED", "WAITING", "DEAD", "KEPT"],
        ["2026-11", "4", "1", "2", "0", "1"],
        ["TOTAL", "4", "1", "2", "0", "1"],
      ]);
      const october = await run(["stats", "--since=2026-10-01T00:00:00Z"]);
      expect(statsSection(october.stdout, "Per lead source").at(-1)).toEqual(["TOTAL", "6", "2", "2", "1", "1"]);
      const recent = await run(["stats", "--since", "2026-11-17"]);
      expect(statsSection(recent.stdout, "Per page")).toEqual([
        ["PAGE", "RECEIVED", "DELIVERED", "WAITING", "DEAD"],
        ["(unknown)", "1", "0", "1", "0"],
        ["/blog/a-post", "1", "1", "0", "0"],
        ["TOTAL", "2", "1", "1", "0"],
      ]);
      expect(await run(["stats", "--since", "2030-01-01"])).toMatchObject({
        code: 0,
        stdout: `No submissions received since ${formatLocalTime(new Date(2030, 0, 1))} in ${test.database.location}.\n`,
      });
    });

    it("reads again when a submission arrives while it reads", async () => {
      await knownSet();
      let calls = 0;
      // The second count (after the first read) sees one more, as if a lead had just arrived; then it settles.
      const arriving: SubmissionStore = {
        ...store,
        counts: async (since) => {
          const counts = await store.counts(since);
          calls += 1;
          return calls === 2 ? { ...counts, total: counts.total + 1 } : counts;
        },
      };
      const { code, stdout } = await run(["stats"], { store: arriving });
      expect(code).toBe(0);
      expect(calls).toBe(4);
      expect(statsSection(stdout, "Per lead source").at(-1)).toEqual(["TOTAL", "7", "3", "2", "1", "1"]);
    });

    it("refuses to print figures that do not add up to the database's count (exit 1)", async () => {
      await knownSet();
      const miscounting: SubmissionStore = {
        ...store,
        counts: async (since) => ({ ...(await store.counts(since)), total: 99 }),
      };
      const { code, stdout, stderr } = await run(["stats"], { store: miscounting });
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toContain("the stats add up to 7 submissions but the database counts 99");
    });
  });

  describe("retry", () => {
    it("makes a dead submission due now, for the running server to send within a few seconds", async () => {
      const { dead } = await fourStates();
      const { code, stdout } = await run(["retry", dead.id]);
      expect(code).toBe(0);
      expect(stdout).toContain(`${dead.id} is due again now. The running server sends it within a few seconds`);
      expect(stdout).not.toContain("30s");
      expect((await store.get(dead.id))?.delivery).toEqual({
        ...dead.delivery,
        state: "pending",
        nextAttemptAt: NOW.toISOString(),
        deadReason: null,
      });
    });

    it("makes a waiting submission due now, and leaves one being sent alone", async () => {
      const { pending } = await fourStates();
      const { code, stdout } = await run(["retry", pending.id]);
      expect(code).toBe(0);
      expect(stdout).toContain("was already waiting for delivery");
      expect((await store.get(pending.id))?.delivery.nextAttemptAt).toBe(NOW.toISOString());

      const running = await add("lead", leadBody(), NOW, {
        delivery: { attemptStartedAt: NOW.toISOString(), nextAttemptAt: "2026-11-23T12:00:00.000Z" },
      });
      const busy = await run(["retry", running.id]);
      expect(busy.code).toBe(0);
      expect(busy.stdout).toContain("is being sent right now");
      expect(await store.get(running.id)).toEqual(running);
    });

    it("refuses delivered and kept submissions with exit code 1", async () => {
      const { delivered, kept } = await fourStates();
      const done = await run(["retry", delivered.id]);
      expect(done).toMatchObject({ code: 1, stdout: "" });
      expect(done.stderr).toContain("was already delivered");
      const local = await run(["retry", kept.id]);
      expect(local.code).toBe(1);
      expect(local.stderr).toContain("is kept, not queued");
      expect(await store.get(delivered.id)).toEqual(delivered);
      expect(await store.get(kept.id)).toEqual(kept);
    });
  });

  describe("purge", () => {
    it("removes delivered, dead and kept submissions older than DAYS with their keys and consent, never waiting ones", async () => {
      const { delivered, dead, pending, kept } = await fourStates();
      const old = await add("contact", contactBody(), new Date(NOW.getTime() - 50 * DAY), { state: "kept" });
      const oldWaiting = await add("lead", leadBody(), new Date(NOW.getTime() - 45 * DAY), {
        keys: ["visitor-key-pending"],
      });
      await test.database.db
        .insertInto("idempotency_keys")
        .values({
          kind: "lead",
          key_hash: hashClientKey("visitor-key-delivered"),
          submission_id: delivered.id,
          created_at: 0,
        })
        .execute();

      const preview = await run(["purge", "--older-than", "10", "--dry-run"]);
      expect(preview.stdout).toMatch(
        /^Would remove 3 submissions received before .* \(1 delivered, 1 dead, 1 kept\)\. Kept 1 older submission that still waits for delivery\. \(dry run: nothing was removed\)\n$/,
      );
      expect((await store.counts()).total).toBe(6);

      const { code, stdout } = await run(["purge", "--older-than", "10"]);
      expect(code).toBe(0);
      expect(stdout).toMatch(
        /^Removed 3 submissions received before .* \(1 delivered, 1 dead, 1 kept\)\. Kept 1 older submission that still waits for delivery\.\n$/,
      );
      const left = [];
      for await (const record of store.iterate()) left.push(record.id);
      expect(left.sort()).toEqual([oldWaiting.id, pending.id, kept.id].sort());
      expect(await store.get(old.id)).toBeNull();
      expect(await store.get(dead.id)).toBeNull();
      expect(await store.idForClientKey("lead", "visitor-key-delivered")).toBeNull();
      expect(await store.idForClientKey("lead", "visitor-key-pending")).toBe(oldWaiting.id);
      const consents = await test.database.db.selectFrom("consent_records").select("submission_id").execute();
      expect(consents.map((row) => row.submission_id).sort()).toEqual([oldWaiting.id, pending.id, kept.id].sort());

      expect((await run(["purge", "--older-than=365"])).stdout).toBe(
        `Removed 0 submissions received before ${formatLocalTime(new Date(NOW.getTime() - 365 * DAY))}.\n`,
      );
    });
  });

  describe("backup", () => {
    ifDialect(dialect === "postgres")(
      "prints the pg_dump line to run instead, without the password (exit 1)",
      async () => {
        const file = join(test.dataDir, "leads.dump");
        const { code, stdout, stderr } = await run(["backup", file], {
          location: "postgres://office:***@db.example:5432/leads?sslmode=require",
        });
        expect(code).toBe(1);
        expect(stdout).toBe("");
        expect(stderr).toContain(
          `\n  (umask 077 && pg_dump --format=custom --no-owner --file=${file} 'postgres://office@db.example:5432/leads?sslmode=require')\n`,
        );
        expect(stderr).toContain(
          `\n  pg_restore --clean --if-exists --no-owner --single-transaction --dbname='postgres://office@db.example:5432/leads?sslmode=require' ${file}\n`,
        );
        expect(stderr).not.toContain("***");
        expect(existsSync(file)).toBe(false);
        const here = await run(["backup", "my backup.dump"]);
        expect(here.code).toBe(1);
        expect(here.stderr).toContain(
          `pg_dump --format=custom --no-owner --file='my backup.dump' '${test.database.location}')`,
        );
      },
    );

    ifDialect(dialect === "sqlite")(
      "copies the database while another process keeps writing, and reads the copy back",
      async () => {
        const own = await openTestDatabase("sqlite");
        const ownStore = createSubmissionStore(own.database);
        try {
          insertMany(own.database, 20_000, Date.parse("2026-01-01T00:00:00Z"));
          const writer = startWriter(own.database.location);
          await writer.started;
          const before = (await ownStore.counts()).total;
          const file = join(own.dataDir, "backup.sqlite");
          const result = await run(["backup", file], { store: ownStore });
          const after = (await ownStore.counts()).total;
          const wrote = await writer.stop();
          expect(result.stderr).toBe("");
          expect(result.code).toBe(0);
          const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
          try {
            expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
            expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
            const inCopy = Number((copy.prepare("select count(*) as n from submissions").get() as { n: number }).n);
            // One consistent moment between the two counts, while the writer kept adding rows.
            expect(after).toBeGreaterThan(before);
            expect(inCopy).toBeGreaterThanOrEqual(before);
            expect(inCopy).toBeLessThanOrEqual(after);
            expect(result.stdout).toMatch(/^Backed up .*: [\d.]+ MB, \d+ submissions in the copy\./);
            expect(result.stdout).toContain(`Backed up ${own.database.location} to ${file}: `);
            expect(result.stdout).toContain(`, ${inCopy} submissions in the copy.`);
          } finally {
            copy.close();
          }
          expect(wrote).toBeGreaterThan(0);
          expect((await ownStore.counts()).total).toBe(20_000 + wrote);
        } finally {
          await own.dispose();
        }
      },
    );

    ifDialect(dialect === "sqlite")("never overwrites a file (exit 1)", async () => {
      const file = join(test.dataDir, "taken.sqlite");
      writeFileSync(file, "an older backup");
      const result = await run(["backup", file]);
      expect(result).toMatchObject({ code: 1, stdout: "" });
      expect(result.stderr).toContain(`${file} already exists; a backup never overwrites a file`);
      expect(readFileSync(file, "utf8")).toBe("an older backup");
      expect((await run(["backup", test.database.location])).code).toBe(1);
      const nowhere = await run(["backup", join(test.dataDir, "missing", "x.sqlite")]);
      expect(nowhere.code).toBe(1);
      expect(nowhere.stderr).toContain("its folder does not exist");
    });
  });

  ifDialect(dialect === "sqlite")(
    "exports 100,000 submissions exactly, in constant memory",
    async () => {
      const total = 100_000;
      const own = await openTestDatabase("sqlite");
      try {
        insertMany(own.database, total, Date.parse("2025-01-01T00:00:00Z"));
        let lines = 0;
        let writes = 0;
        let peak = 0;
        const heap = () => process.memoryUsage().heapUsed;
        // A sink that counts lines and throws the text away: what the export holds is all that stays in memory.
        const sink = (text: string) => {
          writes += 1;
          for (let at = text.indexOf("\r\n"); at !== -1; at = text.indexOf("\r\n", at + 2)) lines += 1;
          peak = Math.max(peak, heap());
        };
        let stderr = "";
        const start = heap();
        const code = await runLeadsCommand(["export"], {
          store: createSubmissionStore(own.database),
          stdout: sink,
          stderr: (text) => void (stderr += text),
        });
        expect(stderr).toMatch(/^Exported 100000 submissions \(csv\)/);
        expect(code).toBe(0);
        expect(lines).toBe(total + 1);
        // Written in chunks of about 64 KB: neither a write per row nor one write of everything.
        expect(writes).toBeGreaterThan(100);
        expect(writes).toBeLessThan(total / 100);
        // Held all at once, 100,000 parsed records take about 100 MB; streamed, the peak stays near 10 MB.
        expect(peak - start).toBeLessThan(60 * 1024 * 1024);
      } finally {
        await own.dispose();
      }
    },
    180_000,
  );
});

/**
 * A second process writing submissions into the SQLite file as fast as it can (WAL lets it write while the backup
 * reads), until stopped; answers how many it wrote.
 */
function startWriter(file: string): { started: Promise<void>; stop: () => Promise<number> } {
  const script = `
    const Database = require(process.env.BETTER_SQLITE3);
    const db = new Database(process.env.LEADS_FILE);
    db.pragma("busy_timeout = 10000");
    db.pragma("synchronous = OFF");
    const insert = db.prepare("insert into submissions (id, kind, received_at, delivery_key, body, source, state, attempt_count) values (?, 'lead', ?, ?, '{}', 'Writer', 'kept', 0)");
    let wrote = 0;
    let stopping = false;
    process.stdin.on("end", () => { stopping = true; });
    process.stdin.resume();
    const tick = () => {
      if (stopping) { process.stdout.write("wrote " + wrote + "\\n"); process.exit(0); }
      const id = "sub_" + Date.now().toString(36).padStart(9, "0") + "_" + wrote.toString(16).padStart(12, "0");
      insert.run(id, Date.now(), "lead-" + id);
      wrote += 1;
      if (wrote === 1) process.stdout.write("writing\\n");
      setImmediate(tick);
    };
    tick();
  `;
  const child = spawn(process.execPath, ["-e", script], {
    env: { ...process.env, LEADS_FILE: file, BETTER_SQLITE3: createRequire(import.meta.url).resolve("better-sqlite3") },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  const seen = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = new RegExp(text).exec(output);
        if (match) resolve(match[0]);
      };
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        check();
      });
      child.on("exit", (code) => reject(new Error(`the writer stopped (${code}) before "${text}": ${output}`)));
      check();
    });
  return {
    started: seen("writing").then(() => undefined),
    async stop() {
      const done = seen("wrote \\d+");
      child.stdin.end();
      return Number((await done).slice("wrote ".length));
    },
  };
}

describe("pnpm leads' command line", () => {
  let test: TestDatabase;
  let store: SubmissionStore;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    store = createSubmissionStore(test.database);
  });
  afterAll(() => test.dispose());

  async function run(...argv: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await runLeadsCommand(argv, {
      store,
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
      now: () => NOW,
    });
    return { code, stdout, stderr };
  }

  const usage = /Usage: pnpm leads <command>/;

  it.each([
    [[], /^Give a command\./],
    [["lsit"], /^Unknown command lsit\./],
    [["show"], /^show needs ID\./],
    [["retry"], /^retry needs ID\./],
    [["backup"], /^backup needs FILE\./],
    [["find"], /^find needs TEXT\./],
    [
      ["find", "ada"],
      /^find and erase take an e-mail address \(name@example\.com\) or a phone number \(7 digits or more\)\./,
    ],
    [["find", "555-12"], /^find and erase take an e-mail address/],
    [["erase", "a@example.com", "--yes"], /^Unknown option --yes\./],
    [["show", "a", "b"], /^Unexpected argument b after show ID\./],
    [["list", "--all"], /^Unknown option --all\./],
    [["list", "extra"], /^Unexpected argument extra after list\./],
    [["export", "--since", "last week"], /^--since takes a date such as 2026-11-01/],
    [["export", "--since", "2026-02-30"], /^--since takes a date/],
    [["export", "--since"], /^--since needs a value\./],
    [["export", "--format", "xlsx"], /^--format must be csv or json \(got xlsx\)\./],
    [["export", "--format=csv", "--format=json"], /^--format is given twice\./],
    [["stats", "--since", "November"], /^--since takes a date/],
    [["stats", "--format", "csv"], /^Unknown option --format\./],
    [["stats", "extra"], /^Unexpected argument extra after stats\./],
    [["purge"], /^purge needs --older-than DAYS\./],
    [["purge", "--older-than", "0"], /^--older-than takes a positive whole number of days \(got 0\)\./],
    [["purge", "--older-than", "-3"], /^--older-than takes a positive whole number of days \(got -3\)\./],
    [["purge", "--older-than", "1.5"], /positive whole number/],
    [["purge", "--older-than", "ten"], /positive whole number/],
    [["purge", "--older-than", "30", "--dry-run=yes"], /^--dry-run takes no value\./],
  ])("%j is a usage error (exit 2, usage on stderr)", async (argv, message) => {
    const result = await run(...argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(usage);
  });

  it("prints the usage on help, with stats and backup, and ignores a leading -- (pnpm passes it through)", async () => {
    const help = await run("help");
    expect(help).toMatchObject({ code: 0, stderr: "" });
    expect(help.stdout).toMatch(/^ {2}stats \[--since DATE\]/m);
    expect(help.stdout).toMatch(/^ {2}backup FILE[^\n]*\n[^\n]*\n[^\n]*pg_dump[^\n]*exits 1/m);
    expect(help.stdout).toMatch(/^ {2}restore FILE \[--force\]/m);
    expect(help.stdout).toMatch(/^ {2}find TEXT \[--json\]/m);
    expect(help.stdout).toMatch(/^ {2}erase TEXT \[--dry-run\]/m);
    expect((await run("--help")).stdout).toMatch(usage);
    expect(await run("--", "list")).toMatchObject({
      code: 0,
      stdout: `No submissions in ${test.database.location}.\n`,
    });
  });
});

describe("the CLI's CSV cells, dates and streams", () => {
  it("quotes each kind of CSV cell exactly", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "x"')).toBe('"say ""x"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@x")).toBe("'@x");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell('=A1,"b"')).toBe('"\'=A1,""b"""');
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("reads --since as a calendar day from local midnight or as an ISO time", () => {
    expect(parseSince("2026-11-01")).toEqual(new Date(2026, 10, 1));
    expect(parseSince("2026-11-01T09:30:00Z")).toEqual(new Date("2026-11-01T09:30:00Z"));
    expect(parseSince("2026-11-01T09:30-05:00")).toEqual(new Date("2026-11-01T14:30:00Z"));
    for (const bad of ["2026-02-30", "2026-13-01", "yesterday", "11/01/2026", "2026-11-01T25:00:00Z", "2026-11-1", ""])
      expect(parseSince(bad)).toBeNull();
  });

  it("writes to a stream, waiting for it to drain when its buffer is full", async () => {
    const stream = new PassThrough({ highWaterMark: 4 });
    const write = streamWriter(stream);
    expect(write("ab")).toBeUndefined();
    const waiting = write("cdefgh");
    expect(waiting).toBeInstanceOf(Promise);
    let drained = false;
    void (waiting as Promise<void>).then(() => (drained = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    stream.read();
    await waiting;
    expect(drained).toBe(true);
  });
});
