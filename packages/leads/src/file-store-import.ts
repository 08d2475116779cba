/**
 * Moves the submissions earlier versions kept in files into the database, once: the file store
 * (DATA_DIR/submissions/<id>.json with visitors' Idempotency-Key files in submissions/keys/) and the older inbox
 * (DATA_DIR/inbox/{leads,contacts}/*.json). It runs on every start and costs four directory look-ups when there is
 * nothing to import.
 *
 * Every record is read (a few files at a time: tens of thousands opened at once ran out of file descriptors),
 * checked, and written with its delivery history and keys in ONE transaction, together with the files that could
 * not be read. Only once that committed are the files moved to DATA_DIR/imported-submissions/, so a crash at any
 * point leaves either files that will be read again (their ids are already in the database: nothing is imported
 * twice) or files already set aside. A second process running the same import at the same time finds the ids taken
 * and the files gone, which is not an error.
 *
 * Then the imported files are removed: the database holds every one of them, and a copy of a visitor's details kept
 * beside it would outlive the retention purge and an erasure (`pnpm leads erase`). Every start removes what an
 * earlier version kept there too. Files that could not be imported (needs-attention/) and unfinished writes
 * (tmp-leftovers/) stay for the office: they are in no database.
 */
import { createHash } from "node:crypto";
import { readFile as readFileCallback } from "node:fs";
import { mkdir, opendir, rename, rm, rmdir } from "node:fs/promises";
import { join, posix } from "node:path";
import { promisify } from "node:util";
import { z } from "zod";
import { isSubmissionId } from "./submission-store.js";
import type { ImportedSubmission, SubmissionStore } from "./submission-store.js";
import { DELIVERY_STATES } from "./types.js";
import type { ConsentRecord, DeliveryState, ImportProblem, SubmissionKind, SubmissionRecord } from "./types.js";
import { errorText } from "./error-text.js";

/** Where imported files go, relative to DATA_DIR. */
export const IMPORTED_DIR = "imported-submissions";
/** Where files that could not be imported go (the same relative path below it). */
export const NEEDS_ATTENTION_DIR = `${IMPORTED_DIR}/needs-attention`;
/** Where unfinished writes of the file store (*.tmp) go. */
export const TMP_LEFTOVERS_DIR = `${IMPORTED_DIR}/tmp-leftovers`;

/** Files read (or moved) at once: enough to keep the disk busy, far below any descriptor limit. */
const CONCURRENCY = 16;

const SUBMISSIONS = "submissions";
const KEYS = `${SUBMISSIONS}/keys`;
const INBOX = "inbox";
const INBOX_FOLDERS = [
  { kind: "lead", folder: `${INBOX}/leads` },
  { kind: "contact", folder: `${INBOX}/contacts` },
] as const;

// The served wording is compared on arrival since the database store; neither the file store nor the older inbox
// recorded it, so an imported consent record says it was not compared (the "not compared: …" wording the consent
// records use) rather than leaving a bare null the office could read as "nobody checked by mistake".
const NOT_RECORDED_IN_FILE_STORE =
  "not compared: imported from the file store, which did not record the served wording";
const NOT_RECORDED_IN_INBOX = "not compared: imported from the older inbox, which recorded no consent wording";

export interface FileImportOptions {
  /** A webhook is configured: the older inbox's undelivered submissions are queued (else kept). */
  queue: boolean;
  /** One line per file that needs attention and one summary line (no personal data). */
  log?: (line: string) => void;
  now?: () => Date;
}

export interface FileImportResult {
  /** Submissions written to the database by this run. */
  imported: number;
  /** Submissions read from files whose id the database already held (an earlier run stopped before moving them). */
  alreadyPresent: number;
  /** Files that could not be imported, set aside in imported-submissions/needs-attention. */
  problems: number;
  /** Files this run moved into imported-submissions (records, keys, inbox files, problems, *.tmp leftovers). */
  movedFiles: number;
  /** Imported files removed from imported-submissions (this run's, and any an earlier version kept there). */
  removedFiles: number;
  /** The newly imported submissions per delivery state. */
  byState: Record<DeliveryState, number>;
}

// ---------------------------------------------------------------------------------------------------------------
// The shapes read. Lenient where the old code was (optional fields get their defaults), strict where a wrong value
// would make the transaction fail for every record (a date that is not one, a float in an integer column, a NUL
// character PostgreSQL refuses in text): such a file is one problem instead of an import that never succeeds.

const text = z.string().refine((value) => !value.includes("\0"), "holds a NUL character");
const optionalText = text.nullish().transform((value) => value ?? null);
const date = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), "not a valid date")
  .transform((value) => new Date(value).toISOString());
const optionalDate = date.nullish().transform((value) => value ?? null);
const kindSchema = z.enum(["lead", "contact"]);
/** The webhook body is delivered exactly as it was: any JSON object. */
const bodySchema = z.custom<Record<string, unknown>>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
  "not a JSON object",
);
const int32 = z.number().int().min(0).max(2_147_483_647);

const attemptSchema = z.object({
  at: date,
  ok: z.boolean(),
  status: int32.default(0),
  error: text.nullish().transform((value) => value ?? undefined),
  durationMs: z
    .number()
    .min(0)
    .max(2_147_483_647)
    .default(0)
    .transform((value) => Math.round(value)),
});

/** The old ConsentRecord (lead-forms' server/consent-record.ts): no served wording, no comparison. */
const oldConsentSchema = z.object({
  consentText: optionalText,
  consentVersion: optionalText,
  disclosureText: optionalText,
  disclosureVersion: optionalText,
  tpmoDisclaimer: z
    .object({ version: text, effectiveDate: optionalText })
    .nullish()
    .transform((value) => value ?? null),
  page: optionalText,
  source: text.optional(),
  receivedAt: date.optional(),
  userAgent: optionalText,
});

/** A record of the file store (lead-forms' server/submission-store.ts). */
const fileRecordSchema = z.object({
  id: z.string().refine(isSubmissionId, "not a submission id"),
  kind: kindSchema,
  receivedAt: date,
  idempotencyKey: text.min(1).optional(),
  body: bodySchema,
  consent: oldConsentSchema.nullish(),
  delivery: z.object({
    state: z.enum(DELIVERY_STATES),
    attempts: z
      .array(attemptSchema)
      .nullish()
      .transform((value) => value ?? []),
    nextAttemptAt: optionalDate,
    attemptStartedAt: optionalDate,
    deliveredAt: optionalDate,
    deadReason: optionalText,
  }),
});

/** A file of the older inbox (lead-forms' server/legacy-inbox.ts). */
const inboxRecordSchema = z.object({
  kind: kindSchema.optional(),
  receivedAt: date,
  status: z.enum(["kept", "delivered", "undelivered"]).optional(),
  body: bodySchema,
});

/** One line for the log and the problem record: the first few issues, with where they are. */
function describeIssues(error: z.ZodError): string {
  const issues = error.issues.slice(0, 3).map((issue) => {
    const where = issue.path.map(String).join(".");
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : "";
  return `not a record of the expected shape: ${issues.join("; ")}${more}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Conversions to the database's records.

function fromFileRecord(
  parsed: z.infer<typeof fileRecordSchema>,
  relative: string,
  now: Date,
): SubmissionRecord<Record<string, unknown>> {
  const { delivery, consent } = parsed;
  const bodySource = typeof parsed.body.source === "string" ? parsed.body.source : "";
  return {
    id: parsed.id,
    kind: parsed.kind,
    receivedAt: parsed.receivedAt,
    // The key every earlier delivery carried: the receiver drops a repeat by it, so it must not change.
    idempotencyKey: parsed.idempotencyKey ?? `${parsed.kind}-${parsed.id}`,
    body: parsed.body,
    consent: consent
      ? {
          consentText: consent.consentText,
          consentVersion: consent.consentVersion,
          disclosureText: consent.disclosureText,
          disclosureVersion: consent.disclosureVersion,
          served: null,
          wordingMatches: null,
          mismatch: NOT_RECORDED_IN_FILE_STORE,
          tpmoDisclaimer: consent.tpmoDisclaimer,
          page: consent.page,
          source: consent.source ?? bodySource,
          receivedAt: consent.receivedAt ?? parsed.receivedAt,
          userAgent: consent.userAgent,
        }
      : null,
    importedFrom: relative,
    delivery: {
      // States stay as they were: a pending one without a webhook today stays pending (one may be configured later).
      state: delivery.state,
      attemptCount: delivery.attempts.length,
      attempts: delivery.attempts,
      // The queue only picks a pending delivery with a due time; one written without it is due now.
      nextAttemptAt:
        delivery.state === "pending" ? (delivery.nextAttemptAt ?? now.toISOString()) : delivery.nextAttemptAt,
      // Kept so the queue's first claim sees an attempt that was cut off by the old process and says so.
      attemptStartedAt: delivery.attemptStartedAt,
      deliveredAt: delivery.deliveredAt,
      deadReason: delivery.deadReason,
      leaseOwner: null,
      leaseUntil: null,
    },
  };
}

/**
 * The id an older inbox file gets: the same one on every run (a crash between the commit and the moves, or a second
 * process, must find it taken), sortable by time like every other id.
 */
export function inboxSubmissionId(receivedAt: string, kind: SubmissionKind, fileName: string): string {
  const time = Date.parse(receivedAt).toString(36).padStart(9, "0");
  const hash = createHash("sha256").update(`${kind}${fileName}`).digest("hex").slice(0, 12);
  return `sub_${time}_${hash}`;
}

function fromInboxRecord(
  parsed: z.infer<typeof inboxRecordSchema>,
  id: string,
  kind: SubmissionKind,
  relative: string,
  queue: boolean,
  now: Date,
): SubmissionRecord<Record<string, unknown>> {
  // Delivered ones are imported too (the old import dropped them): the privacy policy keeps them like any other.
  const state: DeliveryState =
    parsed.status === "delivered" ? "delivered" : parsed.status === "undelivered" && queue ? "pending" : "kept";
  const consent: ConsentRecord = {
    consentText: null,
    consentVersion: null,
    disclosureText: null,
    disclosureVersion: null,
    served: null,
    wordingMatches: null,
    mismatch: NOT_RECORDED_IN_INBOX,
    tpmoDisclaimer: null,
    page: null,
    source: typeof parsed.body.source === "string" ? parsed.body.source : "",
    receivedAt: parsed.receivedAt,
    userAgent: null,
  };
  return {
    id,
    kind,
    receivedAt: parsed.receivedAt,
    idempotencyKey: `${kind}-${id}`,
    body: parsed.body,
    consent,
    importedFrom: relative,
    delivery: {
      state,
      attemptCount: 0,
      attempts: [],
      nextAttemptAt: state === "pending" ? now.toISOString() : null,
      attemptStartedAt: null,
      // The inbox did not record when; null rather than a made-up time.
      deliveredAt: null,
      deadReason: null,
      leaseOwner: null,
      leaseUntil: null,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Finding the files.

type Found =
  | { type: "record"; relative: string; name: string }
  | { type: "key"; relative: string; name: string }
  | { type: "inbox"; relative: string; name: string; kind: SubmissionKind }
  | { type: "tmp"; relative: string }
  | { type: "unknown"; relative: string };

interface Listing {
  files: Found[];
  /** Entries that are not plain files (a folder the old code never made, a link): left where they are. */
  skipped: string[];
}

/** The entries of one folder of DATA_DIR, read as a stream (one descriptor, whatever the count); [] when absent. */
async function listFolder(dataDir: string, folder: string): Promise<{ name: string; file: boolean; dir: boolean }[]> {
  let dir;
  try {
    dir = await opendir(join(dataDir, folder));
  } catch (error) {
    if (code(error) === "ENOENT" || code(error) === "ENOTDIR") return [];
    throw error;
  }
  const entries = [];
  for await (const entry of dir) entries.push({ name: entry.name, file: entry.isFile(), dir: entry.isDirectory() });
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

async function listAll(dataDir: string): Promise<Listing> {
  const files: Found[] = [];
  const skipped: string[] = [];
  const sortOut = (
    folder: string,
    entries: { name: string; file: boolean; dir: boolean }[],
    classify: (name: string, relative: string) => Found,
    expectedDirs: readonly string[] = [],
  ) => {
    for (const entry of entries) {
      const relative = posix.join(folder, entry.name);
      if (entry.file)
        files.push(entry.name.endsWith(".tmp") ? { type: "tmp", relative } : classify(entry.name, relative));
      else if (!(entry.dir && expectedDirs.includes(entry.name))) skipped.push(relative);
    }
  };
  sortOut(
    SUBMISSIONS,
    await listFolder(dataDir, SUBMISSIONS),
    (name, relative) => (name.endsWith(".json") ? { type: "record", relative, name } : { type: "unknown", relative }),
    ["keys"],
  );
  sortOut(KEYS, await listFolder(dataDir, KEYS), (name, relative) => ({ type: "key", relative, name }));
  for (const { kind, folder } of INBOX_FOLDERS)
    sortOut(folder, await listFolder(dataDir, folder), (name, relative) =>
      name.endsWith(".json") ? { type: "inbox", relative, name, kind } : { type: "unknown", relative },
    );
  return { files, skipped };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading them.

type ReadOutcome =
  | { type: "submission"; submission: ImportedSubmission; found: Found }
  | { type: "key"; kind: SubmissionKind; keyHash: string; id: string; found: Found }
  | { type: "tmp"; found: Found }
  | { type: "problem"; reason: string; found: Found }
  /** Moved away by another process since it was listed. */
  | { type: "gone" };

const KEY_FILE = /^(lead|contact)-([0-9a-f]{64})$/;

// The callback readFile: a quarter faster than fs/promises' over tens of thousands of small files (fewer promise
// round trips per open, stat, read and close).
const readFile = promisify(readFileCallback);

async function readFound(dataDir: string, found: Found, options: FileImportOptions, now: Date): Promise<ReadOutcome> {
  if (found.type === "tmp") return { type: "tmp", found };
  if (found.type === "unknown")
    return { type: "problem", reason: "not a file the file store or the inbox wrote", found };
  let content: string;
  try {
    content = await readFile(join(dataDir, found.relative), "utf8");
  } catch (error) {
    if (code(error) === "ENOENT") return { type: "gone" };
    return { type: "problem", reason: `could not be read: ${errorText(error)}`, found };
  }
  if (found.type === "key") {
    const match = KEY_FILE.exec(found.name);
    const id = content.trim();
    if (!match) return { type: "problem", reason: "not a key file name (<kind>-<sha256 hex>)", found };
    if (!isSubmissionId(id)) return { type: "problem", reason: "does not hold a submission id", found };
    return { type: "key", kind: match[1] as SubmissionKind, keyHash: match[2]!, id, found };
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    // Not the parser's message: it quotes the file's text, which is personal data.
    return { type: "problem", reason: "not valid JSON (cut off or damaged)", found };
  }
  if (found.type === "record") {
    const parsed = fileRecordSchema.safeParse(json);
    if (!parsed.success) return { type: "problem", reason: describeIssues(parsed.error), found };
    if (`${parsed.data.id}.json` !== found.name)
      return { type: "problem", reason: `its id ${parsed.data.id} does not match the file name`, found };
    return { type: "submission", submission: { record: fromFileRecord(parsed.data, found.relative, now) }, found };
  }
  const parsed = inboxRecordSchema.safeParse(json);
  if (!parsed.success) return { type: "problem", reason: describeIssues(parsed.error), found };
  // The folder says the kind, as the old import read it; a differing `kind` field does not move it to the other list.
  const id = inboxSubmissionId(parsed.data.receivedAt, found.kind, found.name);
  if (!isSubmissionId(id)) return { type: "problem", reason: "its receivedAt is before 1970", found };
  const record = fromInboxRecord(parsed.data, id, found.kind, found.relative, options.queue, now);
  return { type: "submission", submission: { record }, found };
}

// ---------------------------------------------------------------------------------------------------------------

export async function importFileStore(
  dataDir: string,
  store: SubmissionStore,
  options: FileImportOptions,
): Promise<FileImportResult> {
  const log = options.log ?? ((line: string) => console.info(line));
  const now = (options.now ?? (() => new Date()))();
  const byState: Record<DeliveryState, number> = { pending: 0, delivered: 0, dead: 0, kept: 0 };
  const result: FileImportResult = {
    imported: 0,
    alreadyPresent: 0,
    problems: 0,
    movedFiles: 0,
    removedFiles: 0,
    byState,
  };

  const { files, skipped } = await listAll(dataDir);
  for (const relative of skipped) log(`[leads] Left ${relative} where it is: not a file the file store wrote`);
  if (files.length === 0) {
    result.removedFiles = await removeImported(dataDir);
    if (result.removedFiles > 0)
      log(
        `[leads] Removed ${result.removedFiles} files of the old store kept in ${IMPORTED_DIR} by an earlier version: the database holds them`,
      );
    return result;
  }

  const outcomes: ReadOutcome[] = new Array<ReadOutcome>(files.length);
  await eachLimited(files, CONCURRENCY, async (found, index) => {
    outcomes[index] = await readFound(dataDir, found, options, now);
  });

  const submissions = new Map<string, ImportedSubmission>();
  const keys: Extract<ReadOutcome, { type: "key" }>[] = [];
  const problems: ImportProblem[] = [];
  const moves: { from: string; to: string }[] = [];
  // Every destination is chosen now: a problem's record names where its file will be, and is written before it moves.
  const destinations = new Destinations(dataDir);
  let tmpLeftovers = 0;
  for (const outcome of outcomes) {
    if (outcome.type === "gone") continue;
    const relative = outcome.found.relative;
    if (outcome.type === "submission") submissions.set(outcome.submission.record.id, outcome.submission);
    else if (outcome.type === "key") keys.push(outcome);
    else if (outcome.type === "tmp") tmpLeftovers += 1;
    const folder =
      outcome.type === "problem" ? NEEDS_ATTENTION_DIR : outcome.type === "tmp" ? TMP_LEFTOVERS_DIR : IMPORTED_DIR;
    const to = await destinations.reserve(posix.join(folder, relative));
    moves.push({ from: relative, to });
    if (outcome.type === "problem")
      problems.push({ file: relative, reason: outcome.reason, keptAt: to, foundAt: now.toISOString() });
  }

  // A key naming a submission not read here names one an earlier run imported (its keys went in with it) or one
  // the old store purged (it removed the record, not the keys): either way there is nothing to add.
  let unattachedKeys = 0;
  for (const key of keys) {
    const submission = submissions.get(key.id);
    if (submission && submission.record.kind === key.kind) (submission.keyHashes ??= []).push(key.keyHash);
    else unattachedKeys += 1;
  }

  // Another process moved every file away meanwhile: it imported them and says so.
  if (moves.length === 0) return result;
  const list = [...submissions.values()];
  const inserted = await store.importAll(list, problems);
  const imported = inserted.size;
  result.imported = imported;
  result.alreadyPresent = list.length - imported;
  result.problems = problems.length;
  for (const submission of list) if (inserted.has(submission.record.id)) byState[submission.record.delivery.state] += 1;

  // Committed: the files can go. One that will not move stays and is read (and found present) on the next start.
  const made = new Set<string>();
  await eachLimited(moves, CONCURRENCY, async ({ from, to }) => {
    try {
      if (await moveFile(dataDir, from, to, made)) result.movedFiles += 1;
    } catch (error) {
      log(`[leads] Could not move ${from} to ${to} (it is imported; the next start tries again): ${errorText(error)}`);
    }
  });
  for (const problem of problems)
    log(`[leads] Could not import ${problem.file}: ${problem.reason}; set aside in ${problem.keptAt}`);
  for (const folder of [KEYS, SUBMISSIONS, ...INBOX_FOLDERS.map(({ folder }) => folder), INBOX])
    await removeIfEmpty(join(dataDir, folder));
  result.removedFiles = await removeImported(dataDir);

  const states = DELIVERY_STATES.filter((state) => byState[state] > 0).map((state) => `${byState[state]} ${state}`);
  const notes = [
    result.alreadyPresent > 0 ? `${result.alreadyPresent} were already in it` : "",
    tmpLeftovers > 0 ? `${tmpLeftovers} unfinished writes (*.tmp) set aside in ${TMP_LEFTOVERS_DIR}` : "",
    unattachedKeys > 0 ? `${unattachedKeys} Idempotency-Key files named no submission read now` : "",
    problems.length > 0 ? `${problems.length} files need attention: pnpm leads list` : "",
  ].filter(Boolean);
  log(
    `[leads] Imported ${imported} submissions from the file store into the database` +
      (states.length ? ` (${states.join(", ")})` : "") +
      (notes.length ? `; ${notes.join("; ")}` : "") +
      "; the imported files were removed (the database holds them)",
  );
  return result;
}

/**
 * The names the moves take: `x`, or `x~2`, `x~3`… when a file of that name is already there (a file put back after
 * an import and imported again), so a move never replaces a file. Each destination folder is listed once (one look-up
 * per file made 30,000 more system calls).
 */
class Destinations {
  private readonly folders = new Map<string, Promise<Set<string>>>();
  constructor(private readonly dataDir: string) {}

  async reserve(relative: string): Promise<string> {
    const folder = posix.dirname(relative);
    let names = this.folders.get(folder);
    if (!names) {
      names = listNames(join(this.dataDir, folder));
      this.folders.set(folder, names);
    }
    const taken = await names;
    const name = posix.basename(relative);
    let candidate = name;
    for (let attempt = 2; taken.has(candidate); attempt += 1) candidate = `${name}~${attempt}`;
    taken.add(candidate);
    return posix.join(folder, candidate);
  }
}

async function listNames(folder: string): Promise<Set<string>> {
  const names = new Set<string>();
  try {
    for await (const entry of await opendir(folder)) names.add(entry.name);
  } catch (error) {
    if (code(error) !== "ENOENT") throw error;
  }
  return names;
}

/**
 * Moves a file within DATA_DIR; false when it is gone already (another process moved it). Two processes moving the
 * same file pick the same destination, and the second finds the file gone: nothing is replaced.
 */
async function moveFile(dataDir: string, from: string, to: string, made: Set<string>): Promise<boolean> {
  const folder = posix.dirname(to);
  if (!made.has(folder)) {
    // Personal data: the folders are the service's alone, like DATA_DIR itself.
    await mkdir(join(dataDir, folder), { recursive: true, mode: 0o700 });
    made.add(folder);
  }
  try {
    await rename(join(dataDir, from), join(dataDir, to));
    return true;
  } catch (error) {
    if (code(error) === "ENOENT") return false;
    throw error;
  }
}

/**
 * Removes every file under imported-submissions/ but those in the two folders kept for the office (needs-attention,
 * tmp-leftovers); answers how many it removed. Only files moved there after their import committed are ever in it.
 * The folders stay: another process importing at the same moment may be moving its files into them.
 */
async function removeImported(dataDir: string): Promise<number> {
  const keep = new Set([join(dataDir, NEEDS_ATTENTION_DIR), join(dataDir, TMP_LEFTOVERS_DIR)]);
  let removed = 0;
  const walk = async (folder: string): Promise<void> => {
    let entries;
    try {
      entries = await opendir(folder);
    } catch (error) {
      if (code(error) === "ENOENT") return;
      throw error;
    }
    for await (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (keep.has(path)) continue;
        await walk(path);
      } else {
        await rm(path, { force: true });
        removed += 1;
      }
    }
  };
  await walk(join(dataDir, IMPORTED_DIR));
  return removed;
}

/** rmdir only: a folder still holding anything (a file written meanwhile, one that did not move) stays. */
async function removeIfEmpty(folder: string): Promise<void> {
  try {
    await rmdir(folder);
  } catch {
    // Absent, not empty, or not ours to remove: each is fine to leave.
  }
}

/** Runs `task` over `items` with at most `limit` at once, in order of start. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const code = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | null)?.code;
