/**
 * `pnpm leads export [--since DATE] [--format csv|json]`: submissions oldest first, written as they are read (keyset
 * batches), so an export of 100,000 submissions holds one batch at a time. The count it reports is the number of
 * rows written; a submission that cannot be read stops the export with an error naming it (never a silent gap).
 */
import { open, rm } from "node:fs/promises";
import { resolve } from "node:path";
import type { SubmissionRecord } from "../types.js";
import { expectPositionals, optionValue, UsageError } from "./cli-args.js";
import type { ParsedArgs } from "./cli-args.js";
import { bodyOf, bufferedOutput, sourceOf, streamWriter } from "./command-io.js";
import type { BufferedOutput, LeadsCommandIo, TextWriter } from "./command-io.js";
import { formatLocalTime, plural, sinceOption } from "./text-format.js";

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

/** One line, CRLF-terminated (RFC 4180). */
export function csvRow(record: SubmissionRecord): string {
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
  return `${CSV_COLUMNS.map((column) => csvCell(cells[column])).join(",")}\r\n`;
}

/** How one format opens, writes each record and closes; JSON is the same text JSON.stringify(array, null, 2) gives. */
interface ExportFormat {
  withAttempts: boolean;
  start(out: BufferedOutput): Promise<void>;
  record(out: BufferedOutput, record: SubmissionRecord, index: number): Promise<void>;
  end(out: BufferedOutput, count: number): Promise<void>;
}

const FORMATS: Record<"csv" | "json", ExportFormat> = {
  csv: {
    withAttempts: false,
    // The byte order mark makes Excel read the file as UTF-8 (names with accents).
    start: (out) => out.write(`\ufeff${CSV_COLUMNS.join(",")}\r\n`),
    record: (out, record) => out.write(csvRow(record)),
    end: () => Promise.resolve(),
  },
  json: {
    withAttempts: true,
    start: () => Promise.resolve(),
    record: (out, record, index) =>
      out.write(`${index === 0 ? "[\n" : ",\n"}  ${JSON.stringify(record, null, 2).replace(/\n/g, "\n  ")}`),
    end: (out, count) => out.write(count === 0 ? "[]\n" : "\n]\n"),
  },
};

/** A new file at mode 0600 (never an existing one) to export into; its writer waits for 'drain'. */
async function privateFile(path: string): Promise<{ write: TextWriter; close: () => Promise<void>; path: string }> {
  const file = resolve(path);
  const handle = await open(file, "wx", 0o600).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "EEXIST")
      throw new Error(`${file} already exists; an export never overwrites a file. Give a new file name.`);
    if (error.code === "ENOENT") throw new Error(`cannot create ${file}: its folder does not exist`);
    throw error;
  });
  await handle.chmod(0o600);
  const stream = handle.createWriteStream();
  return {
    path: file,
    write: streamWriter(stream),
    close: () =>
      new Promise<void>((done, fail) => {
        stream.once("error", fail);
        stream.end(() => done());
      }),
  };
}

export async function exportCommand(parsed: ParsedArgs, io: LeadsCommandIo): Promise<number> {
  expectPositionals(parsed, "export", []);
  const formatName = optionValue(parsed, "--format") ?? "csv";
  if (formatName !== "csv" && formatName !== "json")
    throw new UsageError(`--format must be csv or json (got ${formatName}).`);
  const since = sinceOption(optionValue(parsed, "--since"));
  const format = FORMATS[formatName];
  const outputPath = optionValue(parsed, "--output");
  const target = outputPath === undefined ? null : await privateFile(outputPath);
  const out = bufferedOutput(target ? target.write : io.stdout);
  let written = 0;
  try {
    await format.start(out);
    for await (const record of io.store.iterate({ since: since?.getTime(), withAttempts: format.withAttempts })) {
      await format.record(out, record, written);
      written += 1;
    }
    await format.end(out, written);
  } catch (error) {
    // What was read before the failure goes out, so the error's count matches the rows the reader received.
    // A flush that fails too (a closed pipe) is named beside the first error, never dropped.
    const flushFailure = await out.flush().then(
      () => "",
      (failure: unknown) =>
        `; writing what was read failed too (${failure instanceof Error ? failure.message : String(failure)})`,
    );
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\.$/, "") + flushFailure;
    // A file that is incomplete is removed rather than left looking like an export.
    if (target)
      await target
        .close()
        .catch(() => undefined)
        .then(() => rm(target.path, { force: true }));
    throw new Error(
      `the export stopped after ${plural(written, "submission")}: ${reason}. ${target ? "The incomplete file was removed." : "What was written is incomplete: do not use it."}`,
      { cause: error },
    );
  }
  await out.flush();
  if (target) await target.close();
  await io.stderr(
    `Exported ${plural(written, "submission")}${since ? ` received since ${formatLocalTime(since)}` : ""} (${formatName})${target ? ` to ${target.path} (mode 0600)` : ""}. The export holds personal data: keep it private and delete it when done.\n`,
  );
  return 0;
}
