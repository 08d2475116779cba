/**
 * `pnpm leads backup FILE`: a consistent copy of the SQLite database while the server keeps running (SQLite's online
 * backup), checked (integrity_check) and made one self-contained file at mode 0600. A PostgreSQL database is backed
 * up with pg_dump instead: the command prints the lines to run and exits 1, so a script that expected a file does not
 * carry on as if it had one. The caller (runLeadsProgram) has made sure a database exists: a backup never creates one.
 */
import { chmod, open, rm, stat } from "node:fs/promises";
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

/**
 * The commands that back up and restore a PostgreSQL leads database: pg_dump's custom format (compressed, restored
 * table by table), written at mode 0600 (umask 077), and pg_restore into the database the server uses, stopped.
 */
export function postgresCommands(file: string, location: string | undefined): { dump: string[]; restore: string[] } {
  const url = location ? withoutPassword(location) : null;
  const address = url ? singleQuote(url) : '"$DATABASE_URL"';
  const target = shellQuote(file);
  return {
    dump: [`(umask 077 && pg_dump --format=custom --no-owner --file=${target} ${address})`],
    restore: [
      `pg_restore --list ${target} > /dev/null   # checks the file is a readable dump`,
      `pg_restore --clean --if-exists --no-owner --single-transaction --dbname=${address} ${target}`,
    ],
  };
}

async function postgresBackup(io: LeadsCommandIo, file: string): Promise<number> {
  const { dump, restore } = postgresCommands(file, locationOf(io));
  await io.stderr(
    [
      "This database is PostgreSQL: back it up with pg_dump, which takes a consistent copy while the site runs:",
      ...dump.map((line) => `  ${line}`),
      "pg_dump asks for the password (or reads PGPASSWORD or ~/.pgpass). Restore it, the server stopped, with:",
      ...restore.map((line) => `  ${line}`),
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
    const integrity = writable.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new Error(`the copy fails SQLite's integrity check (${String(integrity)})`);
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
    // SQLite keeps the mode the file was created with; made sure of, whatever the umask.
    await chmod(file, 0o600);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  const { size } = await stat(file);
  await io.stdout(
    `Backed up ${printable(locationOf(io))} to ${printable(file)}: ${formatBytes(size)}, ${plural(submissions, "submission")} in the copy. Mode 0600; it holds personal data: keep it as private as the database. Restore it with pnpm leads restore FILE (the server stopped).\n`,
  );
  return 0;
}
