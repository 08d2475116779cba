/**
 * One person's data: `pnpm leads find TEXT [--json]` (what do you hold about me?) and `pnpm leads erase TEXT`
 * (delete me), on SQLite and PostgreSQL.
 *
 * TEXT is an e-mail address (matched whole, ignoring case and surrounding spaces) or a phone number (its digits,
 * 7 or more, a leading US country code 1 ignored: "(662) 555-0142", "+1 662-555-0142" and "6625550142" are one).
 * What matches:
 * - by e-mail: every submission (lead or contact) with that e-mail, and every submission with one of their phone
 *   numbers that carries no e-mail of its own (the same person; the forms ask for an e-mail, the older inbox did not
 *   always). A submission with the same phone under another e-mail is someone else's as far as the data says (a
 *   household's shared line): it is named (by id) and left alone;
 * - by phone: every submission with that phone number.
 * With each submission go its consent record, delivery attempts, queue state and visitors' Idempotency-Keys (their
 * hashes), and the files of the old store (DATA_DIR/submissions, inbox, imported-submissions) whose text holds the
 * e-mail or phone. `erase` removes exactly what `find` lists.
 *
 * Erasing deletes the submissions in one transaction (their consent records, attempts and keys go with them: ON
 * DELETE CASCADE). On SQLite every connection runs with secure_delete (the rows' bytes are overwritten with zeros),
 * the WAL is then checkpointed and truncated, and the database's files are read back for the e-mail: a copy left from
 * before secure_delete (free space of an older file) is removed with VACUUM, and the answer says whether any copy is
 * left. On PostgreSQL the tables are vacuumed. The files of the old store are overwritten and removed. Its output and
 * its audit line (appended to DATA_DIR/erasures.log, mode 0600) name no one: counts, a time and the first 12 hex of
 * the sha256 of what was matched, so the office can show a request was carried out without keeping who asked.
 */
import { createHash } from "node:crypto";
import { appendFile, chmod, open, opendir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { soaOf } from "../appointment-store.js";
import type { AppointmentRecord, SoaRecord } from "../appointment-store.js";
import { checkpointAndTruncateWal } from "../database/wal-truncate.js";
import type { SubmissionRecord } from "../types.js";
import { expectPositionals, UsageError } from "./cli-args.js";
import type { ParsedArgs } from "./cli-args.js";
import { bodyOf, locationOf } from "./command-io.js";
import type { LeadsCommandIo } from "./command-io.js";
import { deliveryNote } from "./list-command.js";
import { formatLocalTime, plural, printable } from "./text-format.js";

export type PersonQuery = { type: "email"; email: string } | { type: "phone"; phone: string };

/** The audit log beside the database, one line per erasure, no personal data. */
export const ERASURE_LOG = "erasures.log";

/** Folders of the old file store under DATA_DIR (./file-store-import.ts). */
const OLD_STORE_FOLDERS = ["submissions", "inbox", "imported-submissions"];

const BATCH = 1000;

export const normalEmail = (text: string): string => text.trim().toLowerCase();

/** A phone number's digits, without a leading US country code. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

export function parsePersonQuery(text: string): PersonQuery {
  const trimmed = text.trim();
  if (/^[^\s@]+@[^\s@]+$/.test(trimmed)) return { type: "email", email: normalEmail(trimmed) };
  if (!/[a-z@]/i.test(trimmed) && phoneDigits(trimmed).length >= 7)
    return { type: "phone", phone: phoneDigits(trimmed) };
  throw new UsageError(
    "find and erase take an e-mail address (name@example.com) or a phone number (7 digits or more).",
  );
}

/** The first 12 hex digits of the sha256 of what was matched: the audit line's key, never the e-mail itself. */
export const auditKey = (query: PersonQuery): string =>
  createHash("sha256")
    .update(query.type === "email" ? `email:${query.email}` : `phone:${query.phone}`)
    .digest("hex")
    .slice(0, 12);

interface Candidate {
  id: string;
  email: string | null;
  phone: string | null;
  /** The e-mail exactly as stored (the bytes erase looks for in the files afterwards). */
  storedEmail: string | null;
}

/** A body's e-mail and phone; a body that is not JSON is matched on its raw text (lower-cased) for the e-mail. */
function contactOf(id: string, body: string): Candidate & { raw: string | null } {
  try {
    const parsed: unknown = JSON.parse(body);
    const top = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
    // A booking names its person under `person`.
    const fields =
      top.type === "appointment" && typeof top.person === "object" && top.person !== null
        ? (top.person as Record<string, unknown>)
        : top;
    const email = typeof fields.email === "string" && fields.email.trim() ? fields.email : null;
    const phone = typeof fields.phone === "string" ? phoneDigits(fields.phone) : null;
    return {
      id,
      email: email ? normalEmail(email) : null,
      storedEmail: email,
      phone: phone && phone.length >= 7 ? phone : null,
      raw: null,
    };
  } catch {
    return { id, email: null, storedEmail: null, phone: null, raw: body.toLowerCase() };
  }
}

export interface PersonMatch {
  /** The submissions that are the person's, oldest id first. */
  ids: string[];
  /** How each was matched. */
  byEmail: number;
  byPhone: number;
  /** Submissions sharing a phone with theirs under another e-mail: named, not the person's. */
  sharedPhone: string[];
  /** The e-mails as stored in the matched submissions (for the read-back after an erase). */
  storedEmails: string[];
}

/** Reads every submission's body in keyset batches (constant memory) and matches them against the query. */
export async function matchPerson(io: LeadsCommandIo, query: PersonQuery): Promise<PersonMatch> {
  const { db } = io.store.database;
  const scan = async (visit: (candidate: Candidate & { raw: string | null }) => void) => {
    let after = "";
    for (;;) {
      const rows = await db
        .selectFrom("submissions")
        .select(["id", "body"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute();
      for (const row of rows) visit(contactOf(row.id, row.body));
      if (rows.length < BATCH) return;
      after = rows.at(-1)!.id;
    }
  };
  const ids = new Set<string>();
  const storedEmails = new Set<string>();
  const phones = new Set<string>();
  let byEmail = 0;
  let byPhone = 0;
  const sharedPhone: string[] = [];
  if (query.type === "email") {
    await scan((candidate) => {
      const matches = candidate.email === query.email || (candidate.raw?.includes(query.email) ?? false);
      if (!matches) return;
      ids.add(candidate.id);
      byEmail += 1;
      if (candidate.storedEmail) storedEmails.add(candidate.storedEmail);
      if (candidate.phone) phones.add(candidate.phone);
    });
    if (phones.size > 0)
      await scan((candidate) => {
        if (ids.has(candidate.id) || !candidate.phone || !phones.has(candidate.phone)) return;
        if (candidate.email === null && candidate.raw === null) {
          ids.add(candidate.id);
          byPhone += 1;
        } else sharedPhone.push(candidate.id);
      });
  } else {
    await scan((candidate) => {
      if (candidate.phone !== query.phone) return;
      ids.add(candidate.id);
      byPhone += 1;
      if (candidate.storedEmail) storedEmails.add(candidate.storedEmail);
    });
  }
  return { ids: [...ids].sort(), byEmail, byPhone, sharedPhone: sharedPhone.sort(), storedEmails: [...storedEmails] };
}

/** Files of the old store under DATA_DIR whose text holds the e-mail (any case) or the phone number's digits. */
export async function oldStoreFiles(dataDir: string | undefined, query: PersonQuery): Promise<string[]> {
  if (!dataDir) return [];
  const found: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    let entries;
    try {
      entries = await opendir(folder);
    } catch {
      return;
    }
    for await (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        const text = await readFile(path, "utf8").catch(() => "");
        const holds =
          query.type === "email"
            ? text.toLowerCase().includes(query.email)
            : text
                .split(/[^\d()+\-. ]/)
                .some((part) => phoneDigits(part).length >= 7 && phoneDigits(part) === query.phone);
        if (holds) found.push(path);
      }
    }
  };
  for (const folder of OLD_STORE_FOLDERS) await walk(join(dataDir, folder));
  return found.sort();
}

interface Related {
  consents: number;
  attempts: number;
  keys: number;
}

async function relatedCounts(io: LeadsCommandIo, ids: string[]): Promise<Related> {
  const { db } = io.store.database;
  const related: Related = { consents: 0, attempts: 0, keys: 0 };
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    const count = async (table: "consent_records" | "delivery_attempts" | "idempotency_keys") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .where("submission_id", "in", chunk)
            .executeTakeFirst()
        )?.count ?? 0,
      );
    related.consents += await count("consent_records");
    related.attempts += await count("delivery_attempts");
    related.keys += await count("idempotency_keys");
  }
  return related;
}

/** The appointments and SOA records kept under the person's e-mail or phone (their own tables, their own retention). */
export async function matchBookings(
  io: LeadsCommandIo,
  query: PersonQuery,
): Promise<{ appointments: string[]; soaRecords: string[] }> {
  const { db } = io.store.database;
  const appointments = await db
    .selectFrom("appointments")
    .select("id")
    .where(query.type === "email" ? "email" : "phone", "=", query.type === "email" ? query.email : query.phone)
    .orderBy("id")
    .execute();
  const soaRecords = await db
    .selectFrom("soa_records")
    .select("appointment_id")
    .where(query.type === "email" ? "email_key" : "phone_key", "=", query.type === "email" ? query.email : query.phone)
    .orderBy("appointment_id")
    .execute();
  return { appointments: appointments.map((row) => row.id), soaRecords: soaRecords.map((row) => row.appointment_id) };
}

/** Why erase keeps SOA records unless told. */
const SOA_KEPT_REASON =
  "CMS requires Scope of Appointment records to be kept 10 years (SOA_RETENTION_DAYS); erase them too with --include-soa only where that duty does not apply";

function describe(record: SubmissionRecord, keys: number, now: Date): string {
  const body = bodyOf(record);
  const text = (name: string) => (typeof body[name] === "string" ? printable(body[name]) : "-");
  const name = typeof body.name === "string" ? text("name") : `${text("firstName")} ${text("lastName")}`;
  const consent = record.consent
    ? `consent record of ${formatLocalTime(record.consent.receivedAt)} (consent ${record.consent.consentVersion ?? "-"}, disclosure ${record.consent.disclosureVersion ?? "-"}, page ${printable(record.consent.page ?? "-")})`
    : "no consent record";
  return [
    `${record.id}  ${record.kind}  received ${formatLocalTime(record.receivedAt)}  ${printable(record.delivery.state)}`,
    `  name: ${name}  e-mail: ${text("email")}  phone: ${text("phone")}  zip: ${text("zipCode")}`,
    `  ${consent}`,
    `  delivery: ${printable(deliveryNote(record, now))}; ${plural(record.delivery.attempts.length, "attempt")}; ${plural(keys, "visitor key")}`,
  ].join("\n");
}

async function keysPer(io: LeadsCommandIo, ids: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await io.store.database.db
      .selectFrom("idempotency_keys")
      .select(["submission_id", (eb) => eb.fn.countAll<number>().as("count")])
      .where("submission_id", "in", ids.slice(start, start + 500))
      .groupBy("submission_id")
      .execute();
    for (const row of rows) counts.set(row.submission_id, Number(row.count));
  }
  return counts;
}

export async function findCommand(parsed: ParsedArgs, io: LeadsCommandIo, now: Date): Promise<number> {
  const [text] = expectPositionals(parsed, "find", ["text"]);
  const query = parsePersonQuery(text!);
  const match = await matchPerson(io, query);
  const files = await oldStoreFiles(io.dataDir, query);
  const records: SubmissionRecord[] = [];
  for (const id of match.ids) {
    const record = await io.store.get(id);
    if (record) records.push(record);
  }
  const keys = await keysPer(io, match.ids);
  const bookings = await matchBookings(io, query);
  const appointments: AppointmentRecord[] = [];
  for (const id of bookings.appointments) {
    const appointment = await io.store.appointments.get(id);
    if (appointment) appointments.push(appointment);
  }
  // An SOA record whose appointment is gone (erased before) is still the person's, and is listed on its own.
  const withoutAppointment = bookings.soaRecords.filter((id) => !bookings.appointments.includes(id));
  const soaRecords: SoaRecord[] = withoutAppointment.length
    ? (
        await io.store.database.db
          .selectFrom("soa_records")
          .selectAll()
          .where("appointment_id", "in", withoutAppointment)
          .execute()
      ).map(soaOf)
    : [];
  if (parsed.options.has("--json")) {
    await io.stdout(
      `${JSON.stringify({ submissions: records, appointments, soaRecordsWithoutAppointment: soaRecords, oldStoreFiles: files, sharedPhoneNotIncluded: match.sharedPhone }, null, 2)}\n`,
    );
    return 0;
  }
  const related = await relatedCounts(io, match.ids);
  const shown = printable(query.type === "email" ? query.email : query.phone);
  if (records.length === 0 && files.length === 0 && appointments.length === 0 && soaRecords.length === 0) {
    await io.stdout(`Nothing in ${locationOf(io)}${io.dataDir ? " or the old store's files" : ""} holds ${shown}.\n`);
    return 0;
  }
  const how = [
    match.byEmail ? `${match.byEmail} by e-mail` : "",
    match.byPhone
      ? `${match.byPhone} by phone number${query.type === "email" ? " (with no e-mail of their own)" : ""}`
      : "",
  ].filter(Boolean);
  const lines = [
    `${plural(records.length, "submission")} in ${locationOf(io)} hold ${shown}${how.length ? ` (${how.join(", ")})` : ""}:`,
    ...records.map((record) => describe(record, keys.get(record.id) ?? 0, now)),
    ...(files.length ? [`Files of the old store that hold it:`, ...files.map((file) => `  ${printable(file)}`)] : []),
    ...(bookings.appointments.length || bookings.soaRecords.length
      ? [
          `Appointments: ${plural(bookings.appointments.length, "appointment")} and ${plural(bookings.soaRecords.length, "Scope of Appointment record")} hold it (${[...new Set([...bookings.appointments, ...bookings.soaRecords])].join(", ")}): pnpm appointments show ID.`,
        ]
      : []),
    ...(match.sharedPhone.length
      ? [
          `Not included: ${plural(match.sharedPhone.length, "submission")} with the same phone number under another e-mail address (${match.sharedPhone.join(", ")}): pnpm leads show ID to check.`,
        ]
      : []),
    `In all: ${plural(records.length, "submission")}, ${plural(related.consents, "consent record")}, ${plural(related.attempts, "delivery attempt")}, ${plural(related.keys, "visitor key")}, ${bookings.appointments.length || bookings.soaRecords.length ? `${plural(bookings.appointments.length, "appointment")}, ${plural(bookings.soaRecords.length, "SOA record")}, ` : ""}${plural(files.length, "file")} of the old store. pnpm leads find TEXT --json gives them whole (an answer to "what do you hold about me?"); pnpm leads erase TEXT deletes them.`,
    "",
  ];
  await io.stdout(lines.join("\n"));
  return 0;
}

/** Overwrites a file with zeros, flushes, and removes it. */
async function shred(path: string): Promise<void> {
  const handle = await open(path, "r+");
  try {
    const { size } = await handle.stat();
    await handle.write(Buffer.alloc(size), 0, size, 0);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rm(path, { force: true });
}

/** Whether any of the SQLite database's files still holds one of the texts (as stored, or lower-cased). */
async function filesHold(file: string, texts: string[]): Promise<string[]> {
  const needles = [...new Set(texts.flatMap((text) => [text, text.toLowerCase()]))].map((text) => Buffer.from(text));
  const holding: string[] = [];
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    // A missing -wal or -shm holds nothing; any other failure to read is not "erased": it fails the check.
    const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (bytes && needles.some((needle) => bytes.includes(needle))) holding.push(path);
  }
  return holding;
}

/** VACUUM rewrites the file without free space (a copy from before secure_delete), then the WAL goes again. */
function vacuum(file: string): void {
  const connection = new SqliteDatabase(file, { fileMustExist: true });
  try {
    connection.pragma("busy_timeout = 10000");
    connection.pragma("secure_delete = ON");
    connection.exec("vacuum");
  } finally {
    connection.close();
  }
}

export async function eraseCommand(parsed: ParsedArgs, io: LeadsCommandIo, now: Date): Promise<number> {
  const [text] = expectPositionals(parsed, "erase", ["text"]);
  const query = parsePersonQuery(text!);
  const dryRun = parsed.options.has("--dry-run");
  const { database } = io.store;
  const match = await matchPerson(io, query);
  const files = await oldStoreFiles(io.dataDir, query);
  const related = await relatedCounts(io, match.ids);
  const bookings = await matchBookings(io, query);
  const includeSoa = parsed.options.has("--include-soa");
  const soaErased = includeSoa ? bookings.soaRecords.length : 0;
  const soaKept = includeSoa ? 0 : bookings.soaRecords.length;
  const what = `${plural(match.ids.length, "submission")} (${plural(related.consents, "consent record")}, ${plural(related.attempts, "delivery attempt")}, ${plural(related.keys, "visitor key")})${bookings.appointments.length || bookings.soaRecords.length ? `, ${plural(bookings.appointments.length, "appointment")}, ${plural(soaErased, "Scope of Appointment record")}` : ""} and ${plural(files.length, "file")} of the old store`;
  const kept = soaKept
    ? ` Kept ${plural(soaKept, "Scope of Appointment record")} (${bookings.soaRecords.join(", ")}): ${SOA_KEPT_REASON}.`
    : "";
  const key = auditKey(query);
  if (dryRun) {
    await io.stdout(
      `Would erase ${what} of one person (key ${key}).${kept.replace("Kept", "Would keep")} (dry run: nothing was erased)\n`,
    );
    return 0;
  }
  let erased = 0;
  await database.db.transaction().execute(async (trx) => {
    // An appointment's seats go with it (ON DELETE CASCADE); its SOA record only with --include-soa.
    for (let start = 0; start < bookings.appointments.length; start += 500)
      erased += Number(
        (
          await trx
            .deleteFrom("appointments")
            .where("id", "in", bookings.appointments.slice(start, start + 500))
            .executeTakeFirst()
        ).numDeletedRows,
      );
    if (includeSoa)
      for (let start = 0; start < bookings.soaRecords.length; start += 500)
        erased += Number(
          (
            await trx
              .deleteFrom("soa_records")
              .where("appointment_id", "in", bookings.soaRecords.slice(start, start + 500))
              .executeTakeFirst()
          ).numDeletedRows,
        );
    for (let start = 0; start < match.ids.length; start += 500) {
      const result = await trx
        .deleteFrom("submissions")
        .where("id", "in", match.ids.slice(start, start + 500))
        .executeTakeFirst();
      erased += Number(result.numDeletedRows);
    }
  });
  await database.durable?.();
  for (const file of files) await shred(file);

  let residue: string;
  if (database.dialect === "sqlite") {
    let truncated = await checkpointAndTruncateWal(database);
    // A kept SOA record holds the e-mail on purpose: the read-back would find it there.
    const readBack = soaKept === 0 && match.storedEmails.length > 0;
    let holding = readBack ? await filesHold(database.location, match.storedEmails) : [];
    if (holding.includes(database.location)) {
      vacuum(database.location);
      truncated = await checkpointAndTruncateWal(database);
      holding = await filesHold(database.location, match.storedEmails);
    }
    residue = !truncated.done
      ? ` The WAL could not be truncated (${truncated.walPages} pages; a reader held it): run pnpm leads erase again in a minute.`
      : soaKept > 0
        ? " The erased rows' bytes were overwritten (secure_delete, WAL checkpointed and truncated); the kept SOA records still hold the e-mail."
        : holding.length > 0
          ? ` Its e-mail is still found in ${holding.join(", ")} (another submission may mention it: pnpm leads find; else stop the server and run pnpm leads erase again).`
          : " The database's files (leads.sqlite, -wal, -shm) hold no copy of them (secure_delete, WAL checkpointed and truncated).";
  } else {
    await sql`vacuum submissions, consent_records, delivery_attempts, idempotency_keys, appointments, appointment_seats, soa_records`.execute(
      database.db,
    );
    residue =
      " The tables were vacuumed; PostgreSQL's WAL archive and earlier dumps keep their copies until they age out.";
  }
  const audit = `erased ${plural(erased + files.length, "record")} of one person (${what}), at ${now.toISOString()}, key ${key}`;
  if (io.dataDir) {
    const log = join(io.dataDir, ERASURE_LOG);
    await appendFile(log, `${audit}\n`, { mode: 0o600 });
    await chmod(log, 0o600);
  }
  await io.stdout(
    `Erased ${what} of one person.${kept}${residue} Backups made before now still hold them until they age out; the office's CRM (the webhook's receiver) keeps its own copy: erase it there too.\n` +
      `Audit: ${audit}${io.dataDir ? ` (appended to ${join(io.dataDir, ERASURE_LOG)})` : ""}\n`,
  );
  return 0;
}
