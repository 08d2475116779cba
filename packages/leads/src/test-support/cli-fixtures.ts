/**
 * Fixtures of the CLI's backup, restore, find and erase tests: whole submission records in any state (through
 * importAll, with consent records, attempts, a lease and visitors' keys), many rows at once, a second process
 * writing into a SQLite file, and runLeadsProgram with its output collected.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import SqliteDatabase from "better-sqlite3";
import { runLeadsProgram } from "../cli/leads-program.js";
import { hashClientKey, newSubmissionId } from "../submission-store.js";
import type { SubmissionStore } from "../submission-store.js";
import type { SubmissionKind, SubmissionRecord } from "../types.js";
import { sampleConsent } from "./records.js";

export const NOW = new Date("2026-11-23T12:00:00Z");
export const DAY = 86_400_000;

let sequence = 0;

/** Stores one submission as given (state, attempts, lease, keys) and answers it as the store reads it back. */
export async function addSubmission(
  store: SubmissionStore,
  kind: SubmissionKind,
  body: Record<string, unknown>,
  options: {
    receivedAt?: Date;
    delivery?: Partial<SubmissionRecord["delivery"]>;
    keys?: string[];
  } = {},
): Promise<SubmissionRecord> {
  sequence += 1;
  const receivedAt = options.receivedAt ?? new Date(NOW.getTime() - sequence * 60_000);
  const id = newSubmissionId(receivedAt);
  const attempts = options.delivery?.attempts ?? [];
  const state = options.delivery?.state ?? "pending";
  const record: SubmissionRecord = {
    id,
    kind,
    receivedAt: receivedAt.toISOString(),
    idempotencyKey: `${kind}-${id}`,
    body,
    consent: sampleConsent({ receivedAt: receivedAt.toISOString(), page: `/page-${sequence}` }),
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

export const failedAttempt = (at: string) => ({ at, ok: false, status: 503, error: "HTTP 503", durationMs: 90 });

/** One submission in each state, with attempts, a lease under way and keys: what a queue holds. */
export async function queueInEveryState(store: SubmissionStore) {
  const delivered = await addSubmission(store, "lead", leadOf("delivered"), {
    delivery: {
      state: "delivered",
      attempts: [{ at: "2026-11-20T12:00:01.000Z", ok: true, status: 200, durationMs: 80 }],
      nextAttemptAt: null,
      deliveredAt: "2026-11-20T12:00:01.000Z",
    },
    keys: ["key-delivered"],
  });
  const dead = await addSubmission(store, "contact", contactOf("dead"), {
    delivery: {
      state: "dead",
      attempts: [failedAttempt("2026-11-21T12:00:00.000Z"), failedAttempt("2026-11-21T12:00:10.000Z")],
      nextAttemptAt: null,
      deadReason: "2 attempts failed; the last: HTTP 503",
    },
  });
  const leased = await addSubmission(store, "lead", leadOf("leased"), {
    delivery: {
      attempts: [failedAttempt("2026-11-22T12:00:00.000Z")],
      nextAttemptAt: "2026-11-23T12:05:00.000Z",
      attemptStartedAt: "2026-11-23T11:59:59.000Z",
      leaseOwner: "server-a",
      leaseUntil: "2026-11-23T12:01:00.000Z",
    },
    keys: ["key-leased-1", "key-leased-2"],
  });
  const kept = await addSubmission(store, "contact", contactOf("kept"), { delivery: { state: "kept" } });
  return { delivered, dead, leased, kept };
}

export const leadOf = (who: string, over: Record<string, unknown> = {}) => ({
  firstName: "Test",
  lastName: who,
  email: `${who}@example.com`,
  phone: "(555) 555-0100",
  zipCode: "38804",
  source: "Blog Sidebar",
  timestamp: "2026-11-20T15:00:00.000Z",
  leadType: "Medicare Guide Download",
  ...over,
});

export const contactOf = (who: string, over: Record<string, unknown> = {}) => ({
  name: `Test ${who}`,
  email: `${who}@example.com`,
  phone: "Not provided",
  message: "Please call me about Part D.",
  marketingConsent: true,
  source: "Website Contact Form",
  timestamp: "2026-11-22T10:00:00.000Z",
  ...over,
});

/** `count` delivered leads with consent records straight into a SQLite file (prepared statements, one transaction). */
export function insertManySqlite(sqlite: SqliteDatabase.Database, count: number, firstAt: number): void {
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
      submission.run(id, at, `lead-${id}`, JSON.stringify(leadOf(`bulk-${index}`)), at + 500);
      consent.run(id, at);
    }
  })();
}

/** Every row of a table in a SQLite file, in a fixed order (for comparing two databases). */
export function tableRows(file: string, table: string, where = ""): unknown[] {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`select * from ${table} ${where} order by 1, 2`).all();
  } finally {
    db.close();
  }
}

/** runLeadsProgram with its output collected. */
export async function runProgram(argv: string[], config: { dataDir: string; databaseUrl?: string }) {
  let stdout = "";
  let stderr = "";
  const code = await runLeadsProgram(argv, {
    ...config,
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    now: () => NOW,
  });
  return { code, stdout, stderr };
}

/**
 * A second process with the SQLite file open, as the running server has it: it writes submissions (source 'Writer')
 * as fast as it can when `write` is set, else only holds the file open, until stopped; answers how many it wrote.
 */
export function startSecondProcess(
  file: string,
  options: { write: boolean },
): { started: Promise<void>; stop: () => Promise<number> } {
  const script = `
    const Database = require(process.env.BETTER_SQLITE3);
    const db = new Database(process.env.LEADS_FILE);
    db.pragma("busy_timeout = 10000");
    db.pragma("journal_mode = WAL");
    const write = process.env.WRITE === "1";
    const insert = db.prepare("insert into submissions (id, kind, received_at, delivery_key, body, source, state, attempt_count) values (?, 'lead', ?, ?, '{}', 'Writer', 'kept', 0)");
    let wrote = 0;
    let stopping = false;
    process.stdin.on("end", () => { stopping = true; });
    process.stdin.resume();
    db.prepare("select count(*) from submissions").get();
    process.stdout.write("started\\n");
    const tick = () => {
      if (stopping) { process.stdout.write("wrote " + wrote + "\\n"); db.close(); process.exit(0); }
      if (write) {
        const id = "sub_" + Date.now().toString(36).padStart(9, "0") + "_" + wrote.toString(16).padStart(12, "0");
        insert.run(id, Date.now(), "lead-" + id);
        wrote += 1;
      }
      setTimeout(tick, write ? 0 : 20);
    };
    tick();
  `;
  const child = spawn(process.execPath, ["-e", script], {
    env: {
      ...process.env,
      LEADS_FILE: file,
      WRITE: options.write ? "1" : "0",
      BETTER_SQLITE3: createRequire(import.meta.url).resolve("better-sqlite3"),
    },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  const seen = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) resolve(match[0]);
      };
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        check();
      });
      child.on("exit", (code) => reject(new Error(`the second process stopped (${code}): ${output}`)));
      check();
    });
  return {
    started: seen(/started/).then(() => undefined),
    async stop() {
      // Answered once the process has exited, not when it says how many it wrote: it closes the database after
      // that line, and a caller that probes the file's locks next must not see them still held (a busy machine).
      const exited = new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        else child.once("exit", () => resolve());
      });
      const done = seen(/wrote \d+/);
      child.stdin.end();
      const wrote = Number((await done).slice("wrote ".length));
      await exited;
      return wrote;
    },
  };
}
