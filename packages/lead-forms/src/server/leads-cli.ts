/**
 * `pnpm leads`: the office's view of the submission store (list, show, export, retry, purge). Pure logic over a
 * SubmissionStore and two writers, so it runs the same in a test with a temporary store as in apps/web/scripts/leads.ts.
 *
 * Exit codes: 0 done, 1 not found (or refused: retrying a delivered submission), 2 a usage error.
 */
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { STORE_RESCAN_MS } from "./delivery-queue.js";
import { formatDelay } from "./retry-schedule.js";
import type { DeliveryState, SubmissionRecord, SubmissionStore } from "./submission-store.js";

export interface LeadsCommandIo {
  store: SubmissionStore;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  now?: () => Date;
}

export const LEADS_USAGE = `Usage: pnpm leads <command>
  list                                    every submission, newest first (no personal data)
  show ID [--json]                        one submission: body, consent record, delivery attempts
  export [--since DATE] [--format csv|json]
                                          submissions received on/after DATE (YYYY-MM-DD, local midnight,
                                          or an ISO time) to stdout; csv (default) opens in Excel
  retry ID                                send a dead submission again (the running server picks it up)
  purge --older-than DAYS [--dry-run]     remove delivered, dead and kept submissions older than DAYS days
                                          (pending ones are never removed)`;

const STATES: readonly DeliveryState[] = ["pending", "delivered", "dead", "kept"];
const DAY_MS = 86_400_000;

/** A mistake in the command line: exit code 2 with the usage. */
class UsageError extends Error {}

interface ParsedArgs {
  positionals: string[];
  options: Map<string, string | true>;
}

/** Parses `--name value`, `--name=value` and `--flag`; anything not declared is a usage error. */
function parseArgs(args: string[], spec: { values?: string[]; flags?: string[] }): ParsedArgs {
  const values = new Set(spec.values ?? []);
  const flags = new Set(spec.flags ?? []);
  const parsed: ParsedArgs = { positionals: [], options: new Map() };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (!arg.startsWith("--") || arg === "--") {
      if (arg !== "--") parsed.positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf("=");
    const name = equals === -1 ? arg : arg.slice(0, equals);
    if (flags.has(name)) {
      if (equals !== -1) throw new UsageError(`${name} takes no value.`);
      parsed.options.set(name, true);
    } else if (values.has(name)) {
      let value: string | undefined;
      if (equals !== -1) value = arg.slice(equals + 1);
      else {
        value = args[index + 1];
        if (value === undefined || value.startsWith("--")) throw new UsageError(`${name} needs a value.`);
        index += 1;
      }
      if (value === "") throw new UsageError(`${name} needs a value.`);
      if (parsed.options.has(name)) throw new UsageError(`${name} is given twice.`);
      parsed.options.set(name, value);
    } else {
      throw new UsageError(`Unknown option ${name}.`);
    }
  }
  return parsed;
}

const option = (parsed: ParsedArgs, name: string): string | undefined => {
  const value = parsed.options.get(name);
  return typeof value === "string" ? value : undefined;
};

function expectPositionals(parsed: ParsedArgs, command: string, names: string[]): string[] {
  if (parsed.positionals.length < names.length)
    throw new UsageError(`${command} needs ${names.map((name) => name.toUpperCase()).join(" ")}.`);
  if (parsed.positionals.length > names.length)
    throw new UsageError(
      `Unexpected argument ${parsed.positionals[names.length]!} after ${command}${names.length ? ` ${names.map((name) => name.toUpperCase()).join(" ")}` : ""}.`,
    );
  return parsed.positionals;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** A time in this computer's time zone, as people read it: 2026-11-23 09:04:05 -06:00. */
export function formatLocalTime(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/**
 * Text from a visitor, safe to print on a terminal: control characters (escape sequences could rewrite the screen)
 * shown as a \u escape with four hex digits; `keepNewlines` keeps line breaks (a message in `show`).
 */
function printable(text: string, keepNewlines = false): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what this makes visible
    keepNewlines ? /\r\n?|[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g : /[\u0000-\u001f\u007f-\u009f]/g,
    (char) => (char.startsWith("\r") && keepNewlines ? "\n" : `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`),
  );
}

const bodyOf = (record: SubmissionRecord): Record<string, unknown> =>
  typeof record.body === "object" && record.body !== null ? (record.body as Record<string, unknown>) : {};

const sourceOf = (record: SubmissionRecord): string => {
  const source = bodyOf(record).source;
  return typeof source === "string" ? source : (record.consent?.source ?? "");
};

/** What `list` says in its last column: when the next attempt is due, why it is dead, when it was delivered. */
function deliveryNote(record: SubmissionRecord, now: Date): string {
  const { delivery } = record;
  switch (delivery.state) {
    case "pending": {
      if (delivery.attemptStartedAt) return `attempt under way since ${formatLocalTime(delivery.attemptStartedAt)}`;
      if (!delivery.nextAttemptAt) return "next attempt: when the server starts";
      const due = Date.parse(delivery.nextAttemptAt) - now.getTime();
      return `next attempt ${formatLocalTime(delivery.nextAttemptAt)}${due > 0 ? ` (in ${formatDelay(due)})` : " (due now)"}`;
    }
    case "dead":
      return `dead: ${delivery.deadReason ?? "every attempt failed"}`;
    case "delivered":
      return delivery.deliveredAt ? `delivered ${formatLocalTime(delivery.deliveredAt)}` : "delivered";
    case "kept":
      return "kept (no webhook; read it here)";
    default:
      return "";
  }
}

function summary(records: SubmissionRecord[]): string {
  const counts = new Map<string, number>();
  for (const record of records) counts.set(record.delivery.state, (counts.get(record.delivery.state) ?? 0) + 1);
  const known = STATES.map((state) => `${counts.get(state) ?? 0} ${state}`);
  const other = [...counts]
    .filter(([state]) => !STATES.includes(state as DeliveryState))
    .map(([state, count]) => `${count} ${printable(state)}`);
  return `${records.length} submission${records.length === 1 ? "" : "s"}: ${[...known, ...other].join(", ")}`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

async function list(io: LeadsCommandIo, now: Date): Promise<number> {
  const records = (await io.store.list()).reverse();
  if (records.length === 0) {
    io.stdout(`No submissions in ${io.store.dir}.\n`);
    return 0;
  }
  const rows = [
    ["ID", "KIND", "RECEIVED", "STATE", "TRIES", "NEXT ATTEMPT / DEAD REASON", "SOURCE"],
    ...records.map((record) => [
      record.id,
      record.kind,
      formatLocalTime(record.receivedAt),
      record.delivery.state,
      String(record.delivery.attempts.length),
      printable(deliveryNote(record, now)),
      printable(sourceOf(record)),
    ]),
  ];
  io.stdout(`${table(rows)}\n\n${summary(records)}\n`);
  return 0;
}

/** One labelled value; a multi-line text continues indented under its label. */
function labelled(label: string, value: unknown, indent = "  "): string {
  let text: string;
  if (value === null || value === undefined || value === "") text = "-";
  else if (typeof value === "string") text = printable(value, true).replace(/\n/g, `\n${indent}  `);
  else text = printable(JSON.stringify(value));
  return `${indent}${label}: ${text}`;
}

function describeRecord(record: SubmissionRecord): string {
  const { consent, delivery } = record;
  const lines = [
    `${record.id}  ${record.kind}  ${delivery.state}`,
    labelled("received", `${formatLocalTime(record.receivedAt)} (${record.receivedAt})`, ""),
    labelled("Idempotency-Key", record.idempotencyKey, ""),
    "",
    "Submission (the body sent to the webhook):",
    ...Object.entries(bodyOf(record)).map(([key, value]) => labelled(key, value)),
    "",
    "Consent record:",
    ...(consent
      ? [
          labelled("consent text", consent.consentText),
          labelled("consent version", consent.consentVersion),
          labelled("disclosure text", consent.disclosureText),
          labelled("disclosure version", consent.disclosureVersion),
          labelled("TPMO disclaimer version", consent.tpmoDisclaimer?.version),
          labelled("TPMO disclaimer effective", consent.tpmoDisclaimer?.effectiveDate),
          labelled("page", consent.page),
          labelled("source", consent.source),
          labelled("received", consent.receivedAt),
          labelled("user agent", consent.userAgent),
        ]
      : ["  -"]),
    "",
    "Delivery:",
    labelled("state", delivery.state),
    ...(delivery.state === "dead" ? [labelled("dead reason", delivery.deadReason)] : []),
    ...(delivery.state === "pending"
      ? [
          labelled(
            "next attempt",
            delivery.nextAttemptAt ? `${formatLocalTime(delivery.nextAttemptAt)} (${delivery.nextAttemptAt})` : null,
          ),
        ]
      : []),
    ...(delivery.attemptStartedAt ? [labelled("attempt under way since", delivery.attemptStartedAt)] : []),
    ...(delivery.deliveredAt
      ? [labelled("delivered", `${formatLocalTime(delivery.deliveredAt)} (${delivery.deliveredAt})`)]
      : []),
    `  attempts: ${delivery.attempts.length === 0 ? "none" : delivery.attempts.length}`,
    ...delivery.attempts.map(
      (attempt, index) =>
        `    ${index + 1}. ${formatLocalTime(attempt.at)}  ${attempt.ok ? "ok" : "failed"}  ${attempt.status === 0 ? "no HTTP status" : `HTTP ${attempt.status}`}${attempt.error && attempt.error !== `HTTP ${attempt.status}` ? `  ${printable(attempt.error)}` : ""}  ${attempt.durationMs} ms`,
    ),
  ];
  return `${lines.join("\n")}\n`;
}

async function show(parsed: ParsedArgs, io: LeadsCommandIo): Promise<number> {
  const [id] = expectPositionals(parsed, "show", ["id"]);
  const record = await io.store.get(id!);
  if (!record) return notFound(io, id!);
  io.stdout(parsed.options.has("--json") ? `${JSON.stringify(record, null, 2)}\n` : describeRecord(record));
  return 0;
}

function notFound(io: LeadsCommandIo, id: string): number {
  io.stderr(`No submission ${printable(id)} in ${io.store.dir}. See pnpm leads list.\n`);
  return 1;
}

/** `--since`: a calendar day (from local midnight) or an ISO time; null when it is neither. */
export function parseSince(text: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const local = new Date(year, month - 1, date);
    return local.getFullYear() === year && local.getMonth() === month - 1 && local.getDate() === date ? local : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(text)) return null;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? null : time;
}

export const CSV_COLUMNS = [
  "id",
  "kind",
  "receivedAt",
  "state",
  "source",
  "firstName",
  "lastName",
  "name",
  "email",
  "phone",
  "zipCode",
  "message",
  "consentVersion",
  "disclosureVersion",
  "tpmoDisclaimerVersion",
  "page",
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. A cell a spreadsheet would
 * run as a formula (starting with = + - @, a tab or CR) gets a leading apostrophe first, so it is shown as text.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRow(record: SubmissionRecord): string {
  const body = bodyOf(record);
  const field = (name: string) =>
    typeof body[name] === "string" || typeof body[name] === "number" || typeof body[name] === "boolean"
      ? body[name]
      : "";
  const cells: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    id: record.id,
    kind: record.kind,
    receivedAt: record.receivedAt,
    state: record.delivery.state,
    source: sourceOf(record),
    firstName: field("firstName"),
    lastName: field("lastName"),
    name: field("name"),
    email: field("email"),
    phone: field("phone"),
    zipCode: field("zipCode"),
    message: field("message"),
    consentVersion: record.consent?.consentVersion,
    disclosureVersion: record.consent?.disclosureVersion,
    tpmoDisclaimerVersion: record.consent?.tpmoDisclaimer?.version,
    page: record.consent?.page,
  };
  return CSV_COLUMNS.map((column) => csvCell(cells[column])).join(",");
}

async function exportRecords(parsed: ParsedArgs, io: LeadsCommandIo): Promise<number> {
  expectPositionals(parsed, "export", []);
  const format = option(parsed, "--format") ?? "csv";
  if (format !== "csv" && format !== "json") throw new UsageError(`--format must be csv or json (got ${format}).`);
  const sinceText = option(parsed, "--since");
  let since: Date | null = null;
  if (sinceText !== undefined) {
    since = parseSince(sinceText);
    if (!since)
      throw new UsageError(
        `--since takes a date such as 2026-11-01 or an ISO time such as 2026-11-01T09:00:00Z (got ${sinceText}).`,
      );
  }
  const records = (await io.store.list()).filter(
    (record) => !since || Date.parse(record.receivedAt) >= since.getTime(),
  );
  if (format === "json") io.stdout(`${JSON.stringify(records, null, 2)}\n`);
  // CRLF line ends (RFC 4180); the byte order mark makes Excel read the file as UTF-8 (names with accents).
  else io.stdout(`\ufeff${[CSV_COLUMNS.join(","), ...records.map(csvRow)].map((line) => `${line}\r\n`).join("")}`);
  io.stderr(
    `Exported ${records.length} submission${records.length === 1 ? "" : "s"}${since ? ` received since ${formatLocalTime(since)}` : ""} (${format}). The export holds personal data: keep it private and delete it when done.\n`,
  );
  return 0;
}

async function retry(parsed: ParsedArgs, io: LeadsCommandIo, now: Date): Promise<number> {
  const [id] = expectPositionals(parsed, "retry", ["id"]);
  const record = await io.store.get(id!);
  if (!record) return notFound(io, id!);
  const { delivery } = record;
  if (delivery.state === "delivered") {
    io.stderr(
      `${record.id} was already delivered${delivery.deliveredAt ? ` (${formatLocalTime(delivery.deliveredAt)})` : ""}; it is not sent again.\n`,
    );
    return 1;
  }
  if (delivery.state === "kept") {
    io.stderr(
      `${record.id} is kept, not queued: no webhook was configured for ${record.kind} submissions when it arrived. Read it with pnpm leads show ${record.id} or pnpm leads export.\n`,
    );
    return 1;
  }
  if (delivery.state === "pending" && delivery.attemptStartedAt) {
    io.stdout(
      `${record.id} is being sent right now (attempt started ${formatLocalTime(delivery.attemptStartedAt)}); nothing to do. See pnpm leads show ${record.id}.\n`,
    );
    return 0;
  }
  const wasDue = delivery.state === "pending" ? delivery.nextAttemptAt : null;
  await io.store.save({
    ...record,
    delivery: { ...delivery, state: "pending", nextAttemptAt: now.toISOString(), deadReason: null },
  });
  const within = formatDelay(STORE_RESCAN_MS);
  if (delivery.state === "dead") {
    io.stdout(
      `${record.id} is due again now. The running server sends it within about ${within} (it re-reads the store every ${within}), if it has a webhook for ${record.kind} submissions; a server started later sends it at once. If this attempt fails too, it is dead again. Check with pnpm leads show ${record.id}.\n`,
    );
  } else {
    io.stdout(
      `${record.id} was already waiting for delivery${wasDue ? ` (next attempt ${formatLocalTime(wasDue)})` : ""}; it is now marked due at once. A server started from now on sends it right away; a server already running keeps the schedule it has for it. Check with pnpm leads show ${record.id}.\n`,
    );
  }
  return 0;
}

/** Removes the visitors' Idempotency-Key files (in `keys/`, each holding a submission id) of removed submissions. */
async function removeKeys(store: SubmissionStore, ids: Set<string>): Promise<void> {
  const keysDir = join(store.dir, "keys");
  let names: string[];
  try {
    names = await readdir(keysDir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.endsWith(".tmp")) continue;
    const file = join(keysDir, name);
    const id = await readFile(file, "utf8").then(
      (text) => text.trim(),
      () => "",
    );
    if (ids.has(id)) await rm(file, { force: true });
  }
}

async function purge(parsed: ParsedArgs, io: LeadsCommandIo, now: Date): Promise<number> {
  expectPositionals(parsed, "purge", []);
  const daysText = option(parsed, "--older-than");
  if (daysText === undefined) throw new UsageError("purge needs --older-than DAYS.");
  if (!/^[1-9]\d{0,5}$/.test(daysText))
    throw new UsageError(`--older-than takes a positive whole number of days (got ${daysText}).`);
  const dryRun = parsed.options.has("--dry-run");
  const cutoff = new Date(now.getTime() - Number(daysText) * DAY_MS);
  const older = (await io.store.list()).filter((record) => Date.parse(record.receivedAt) < cutoff.getTime());
  const removable = older.filter(
    (record) =>
      record.delivery.state === "delivered" || record.delivery.state === "dead" || record.delivery.state === "kept",
  );
  const waiting = older.length - removable.length;
  if (!dryRun) {
    for (const record of removable) await io.store.remove(record.id);
    await removeKeys(io.store, new Set(removable.map((record) => record.id)));
  }
  const byState = STATES.map(
    (state) => [state, removable.filter((record) => record.delivery.state === state).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([state, count]) => `${count} ${state}`);
  const count = `${removable.length} submission${removable.length === 1 ? "" : "s"}`;
  io.stdout(
    `${dryRun ? `Would remove ${count}` : `Removed ${count}`} received before ${formatLocalTime(cutoff)}${byState.length ? ` (${byState.join(", ")})` : ""}.` +
      `${waiting > 0 ? ` Kept ${waiting} older submission${waiting === 1 ? " that still waits" : "s that still wait"} for delivery.` : ""}${dryRun ? " (dry run: nothing was removed)" : ""}\n`,
  );
  return 0;
}

/** Runs `pnpm leads …` (argv without the program) and returns the exit code. */
export async function runLeadsCommand(argv: string[], io: LeadsCommandIo): Promise<number> {
  const now = (io.now ?? (() => new Date()))();
  const args = argv[0] === "--" ? argv.slice(1) : argv;
  const [command, ...rest] = args;
  try {
    switch (command) {
      case "list":
        expectPositionals(parseArgs(rest, {}), "list", []);
        return await list(io, now);
      case "show":
        return await show(parseArgs(rest, { flags: ["--json"] }), io);
      case "export":
        return await exportRecords(parseArgs(rest, { values: ["--since", "--format"] }), io);
      case "retry":
        return await retry(parseArgs(rest, {}), io, now);
      case "purge":
        return await purge(parseArgs(rest, { values: ["--older-than"], flags: ["--dry-run"] }), io, now);
      case "help":
      case "--help":
      case "-h":
        io.stdout(`${LEADS_USAGE}\n`);
        return 0;
      case undefined:
        throw new UsageError("Give a command.");
      default:
        throw new UsageError(`Unknown command ${printable(command)}.`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${printable(error.message)}\n${LEADS_USAGE}\n`);
      return 2;
    }
    io.stderr(`pnpm leads ${command ?? ""}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
