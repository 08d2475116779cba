/**
 * `pnpm leads backup FILE`: a consistent copy of the SQLite database while the server keeps running (SQLite's online
 * backup). A PostgreSQL database is backed up with pg_dump instead: the command prints the line to run and exits 1,
 * so a script that expected a file does not carry on as if it had one.
 */
import { open, rm, stat } from "node:fs/promises";
import { resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { expectPositionals } from "./cli-args.js";
import type { ParsedArgs } from "./cli-args.js";
import { locationOf } from "./command-io.js";
import type { LeadsCommandIo } from "./command-io.js";
import { formatBytes, plural, printable } from "./text-format.js";

/**
 * Pages per backup step: all of them. A write by another connection (the running server) between two steps makes
 * SQLite restart the backup, so small steps could restart forever on a busy site; one step is one read transaction,
 * which WAL runs beside the server's writes, and it copies one consistent moment.
 */
const ALL_PAGES = 0x7fffffff;

/** A word for a POSIX shell, in single quotes (nothing inside is expanded). */
const singleQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** A word for a POSIX shell: as it is when it is plain, else in single quotes. */
export const shellQuote = (text: string): string => (/^[\w@%+=:,./-]+$/.test(text) ? text : singleQuote(text));

/** The address without its password (pg_dump asks for it, or reads PGPASSWORD or ~/.pgpass); null if not a URL. */
export function withoutPassword(location: string): string | null {
  try {
    const url = new URL(location);
    if (!/^postgres(ql)?:$/i.test(url.protocol)) return null;
    url.password = "";
    return url.toString();
  } catch {
    return null;
  }
}

async function postgresBackup(io: LeadsCommandIo, file: string): Promise<number> {
  const url = withoutPassword(locationOf(io));
  await io.stderr(
    [
      "This database is PostgreSQL: back it up with pg_dump, which takes a consistent copy while the site runs:",
      `  pg_dump --format=custom --file=${shellQuote(file)} ${url ? singleQuote(url) : '"$DATABASE_URL"'}`,
      "pg_dump asks for the password (or reads PGPASSWORD or ~/.pgpass). Restore into an empty database with pg_restore --dbname=ADDRESS FILE.",
      "",
    ].join("\n"),
  );
  return 1;
}

/** Creates FILE, failing when it exists: a backup never overwrites anything (an older backup, the database itself). */
async function createNew(file: string): Promise<"created" | "exists"> {
  try {
    await (await open(file, "wx", 0o600)).close();
    return "created";
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return "exists";
    if (code === "ENOENT") throw new Error(`cannot create ${file}: its folder does not exist`, { cause: error });
    throw error;
  }
}

/** Makes the copy one self-contained file (no -wal beside it) and counts its submissions, reading it back. */
function checkCopy(file: string): number {
  const writable = new SqliteDatabase(file, { fileMustExist: true });
  try {
    writable.pragma("journal_mode = DELETE");
  } finally {
    writable.close();
  }
  const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const row = copy.prepare("select count(*) as count from submissions").get() as { count: number };
    return Number(row.count);
  } finally {
    copy.close();
  }
}

export async function backupCommand(parsed: ParsedArgs, io: LeadsCommandIo): Promise<number> {
  const [target] = expectPositionals(parsed, "backup", ["file"]);
  const file = resolve(target!);
  const { database } = io.store;
  if (database.dialect === "postgres") return postgresBackup(io, target!);
  if (!database.sqlite) throw new Error("the SQLite connection is not available for an online backup");
  if ((await createNew(file)) === "exists") {
    await io.stderr(`${printable(file)} already exists; a backup never overwrites a file. Give a new file name.\n`);
    return 1;
  }
  let submissions: number;
  try {
    await database.sqlite.backup(file, { progress: () => ALL_PAGES });
    submissions = checkCopy(file);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  const { size } = await stat(file);
  await io.stdout(
    `Backed up ${printable(locationOf(io))} to ${printable(file)}: ${formatBytes(size)}, ${plural(submissions, "submission")} in the copy. It holds personal data: keep it as private as the database. To restore, stop the server and put the copy in the database's place.\n`,
  );
  return 0;
}
