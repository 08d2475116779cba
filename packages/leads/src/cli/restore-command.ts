/**
 * `pnpm leads restore FILE [--force]`: puts a backup (`pnpm leads backup`) in place as DATA_DIR/leads.sqlite.
 *
 * The backup is copied into DATA_DIR under a temporary name (mode 0600) and checked there before anything else is
 * touched: a SQLite file, `integrity_check` ok, the leads tables present, a schema this version knows (an older one is
 * brought up to date by the server at its start; a newer one is refused). Only then is it linked into place, which
 * fails rather than replaces if a database appeared meanwhile. A database already in DATA_DIR (or a WAL or journal
 * of one, which SQLite would apply to the restored file) is never replaced without `--force`, and never while a
 * process (the running server) holds it; with `--force` it is moved aside, not deleted, and the message says where.
 * PostgreSQL is restored with pg_restore: the command prints the lines to run and exits 1.
 */
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chown, link, mkdir, open, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import SqliteDatabase from "better-sqlite3";
import { MIGRATION_TABLE } from "../database/migrate.js";
import { migrationsFor } from "../database/migrations.js";
import { isPostgresUrl, redactUrl, SQLITE_FILE } from "../database/open-database.js";
import { DELIVERY_STATES } from "../types.js";
import { expectPositionals } from "./cli-args.js";
import type { ParsedArgs } from "./cli-args.js";
import type { TextWriter } from "./command-io.js";
import { postgresCommands } from "./backup-command.js";
import { formatLocalTime, plural, printable } from "./text-format.js";

/** Where the command restores to: the server's configuration (DATA_DIR, DATABASE_URL). */
export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export interface RestoreIo {
  stdout: TextWriter;
  stderr: TextWriter;
  now?: () => Date;
}

/** The tables a leads database has (migration 0001); a file without them is not one. */
const REQUIRED_TABLES = ["submissions", "consent_records", "delivery_attempts", "idempotency_keys"] as const;

/** The files SQLite keeps beside a database: a restored file with a stale WAL or journal beside it is corrupt. */
const COMPANIONS = ["", "-wal", "-shm", "-journal"] as const;

const SQLITE_HEADER = "SQLite format 3\0";

class Refusal extends Error {}

/**
 * Whether another process holds the database (an open connection keeps a shared lock: an exclusive one fails). A
 * file SQLite cannot read at all (damaged, not a database) is held by no server: `--force` may move it aside.
 */
export function heldByAnotherProcess(file: string): boolean {
  let probe: SqliteDatabase.Database;
  try {
    probe = new SqliteDatabase(file, { fileMustExist: true });
  } catch {
    return false;
  }
  try {
    probe.pragma("busy_timeout = 0");
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("begin exclusive");
    probe.exec("commit");
    return false;
  } catch (error) {
    return (error as { code?: string }).code?.startsWith("SQLITE_BUSY") ?? false;
  } finally {
    probe.close();
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** Copies FILE to a new file (never an existing one) at mode 0600. */
async function copyPrivate(from: string, to: string): Promise<void> {
  await pipeline(createReadStream(from), createWriteStream(to, { flags: "wx", mode: 0o600 }));
  const handle = await open(to, "r+");
  try {
    await handle.chmod(0o600);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

interface Checked {
  version: number;
  latest: number;
  counts: Record<string, number>;
  states: Record<string, number>;
}

/** Checks the staged copy is a leads database this version can use; a Refusal says why it is not. */
function checkLeadsDatabase(file: string, shown: string): Checked {
  let copy: SqliteDatabase.Database;
  try {
    copy = new SqliteDatabase(file, { fileMustExist: true });
  } catch (error) {
    throw new Refusal(`${shown} cannot be opened as a SQLite database (${(error as Error).message}).`);
  }
  try {
    let integrity: unknown;
    try {
      // A copy of a WAL database without its WAL (a file copied by hand) is self-contained once in rollback mode.
      copy.pragma("journal_mode = DELETE");
      integrity = copy.pragma("integrity_check", { simple: true });
    } catch (error) {
      throw new Refusal(`${shown} is not a readable SQLite database (${(error as Error).message}).`);
    }
    if (integrity !== "ok")
      throw new Refusal(`${shown} fails SQLite's integrity check (${printable(String(integrity))}): it is damaged.`);
    const tables = new Set(
      (copy.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const missing = [MIGRATION_TABLE, ...REQUIRED_TABLES].filter((table) => !tables.has(table));
    if (missing.length > 0)
      throw new Refusal(`${shown} is a SQLite database but not a leads database (no ${missing.join(", ")} table).`);
    const known = Object.keys(migrationsFor("sqlite"));
    const applied = (copy.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as { name: string }[]).map(
      (row) => row.name,
    );
    const unknown = applied.filter((name) => !known.includes(name));
    if (unknown.length > 0)
      throw new Refusal(
        `${shown} has schema version ${applied.length} (${unknown.join(", ")}), newer than this version of the site knows (${known.length}): restore it with the version that wrote it.`,
      );
    const count = (table: string) =>
      Number((copy.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
    const states = Object.fromEntries(
      (
        copy.prepare("select state, count(*) as n from submissions group by state").all() as {
          state: string;
          n: number;
        }[]
      ).map((row) => [row.state, Number(row.n)]),
    );
    return {
      version: applied.length,
      latest: known.length,
      counts: Object.fromEntries(REQUIRED_TABLES.map((table) => [table, count(table)])),
      states,
    };
  } finally {
    copy.close();
  }
}

/** Moves the database and its WAL, shared memory and journal aside together (SQLite opens them as a set). */
async function moveAside(target: string, stamp: string): Promise<string> {
  const aside = `${target}.replaced-${stamp}`;
  for (const suffix of COMPANIONS) {
    try {
      await rename(`${target}${suffix}`, `${aside}${suffix}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return aside;
}

/** Run as root (sudo): the restored file is given DATA_DIR's owner, so the service can open it. */
async function ownLikeFolder(file: string, folder: string): Promise<void> {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return;
  const { uid, gid } = await stat(folder);
  if (uid !== 0) await chown(file, uid, gid);
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } catch {
    // Some file systems cannot sync a folder; the rename is still atomic.
  } finally {
    await handle.close();
  }
}

const timeStamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

export async function restoreCommand(parsed: ParsedArgs, target: RestoreTarget, io: RestoreIo): Promise<number> {
  const [given] = expectPositionals(parsed, "restore", ["file"]);
  const force = parsed.options.has("--force");
  const now = (io.now ?? (() => new Date()))();
  if (isPostgresUrl(target.databaseUrl)) {
    await io.stderr(
      [
        `This database is PostgreSQL (${redactUrl(target.databaseUrl)}): restore a pg_dump file with pg_restore, the server stopped:`,
        ...postgresCommands(given!, target.databaseUrl).restore.map((line) => `  ${line}`),
        "",
      ].join("\n"),
    );
    return 1;
  }
  const source = resolve(given!);
  const dataDir = resolve(target.dataDir);
  const file = join(dataDir, SQLITE_FILE);
  try {
    // Missing is "not a file"; another failure (no permission, say) is named as itself.
    const info = await stat(source).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!info?.isFile()) throw new Refusal(`${source} is not a file: give the backup to restore.`);
    const header = Buffer.alloc(SQLITE_HEADER.length);
    const handle = await open(source, "r");
    try {
      await handle.read(header, 0, header.length, 0);
    } finally {
      await handle.close();
    }
    if (header.toString("latin1") !== SQLITE_HEADER)
      throw new Refusal(
        header.toString("latin1").startsWith("age-encryption")
          ? `${source} is encrypted (age): decrypt it first with the office's key (age --decrypt -i KEY -o FILE ${source}).`
          : `${source} is not a SQLite database (a leads backup made by pnpm leads backup is one).`,
      );

    const present = [];
    for (const suffix of COMPANIONS) if (await exists(`${file}${suffix}`)) present.push(`${file}${suffix}`);
    const held = (await exists(file)) && heldByAnotherProcess(file);
    if (held)
      throw new Refusal(
        `${file} is in use by another process (the running server): stop it first (sudo systemctl stop tupelo-medicare), then restore.`,
      );
    if (present.length > 0 && !force)
      throw new Refusal(
        `${dataDir} already holds a database (${present.join(", ")}); restore never replaces one unless given --force (which moves it aside).`,
      );

    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const staged = join(dataDir, `.${SQLITE_FILE}.restoring-${randomBytes(6).toString("hex")}`);
    let aside: string | null = null;
    let checked: Checked;
    try {
      await copyPrivate(source, staged);
      checked = checkLeadsDatabase(staged, source);
      if (present.length > 0) aside = await moveAside(file, timeStamp(now));
      try {
        // link, not rename: it fails if a database appeared meanwhile (a server started), instead of replacing it.
        await link(staged, file);
      } catch (error) {
        const where = aside ? ` The database that was there is at ${aside}.` : "";
        if ((error as NodeJS.ErrnoException).code === "EEXIST")
          throw new Error(`${file} appeared while restoring (a server started?): it was not replaced.${where}`, {
            cause: error,
          });
        throw new Error(`${(error as Error).message}.${where}`, { cause: error });
      }
    } finally {
      await rm(staged, { force: true });
      await rm(`${staged}-journal`, { force: true });
    }
    await ownLikeFolder(file, dataDir);
    await syncFolder(dataDir);

    const { counts, states, version, latest } = checked;
    const byState = DELIVERY_STATES.filter((state) => (states[state] ?? 0) > 0).map(
      (state) => `${states[state]} ${state}`,
    );
    const lines = [
      `Restored ${printable(source)} to ${printable(file)} (mode 0600): ${plural(counts.submissions ?? 0, "submission")}${byState.length ? ` (${byState.join(", ")})` : ""}, ${plural(counts.consent_records ?? 0, "consent record")}, ${plural(counts.delivery_attempts ?? 0, "delivery attempt")}; integrity check ok; schema version ${version}${version < latest ? ` (the server brings it to ${latest} at its start)` : ""}.`,
      ...(aside
        ? [
            `The database it replaced is at ${printable(aside)}: it holds personal data; delete it (and its -wal, -shm) once the restore is checked.`,
          ]
        : []),
      `Waiting deliveries are sent when the server starts. Restored at ${formatLocalTime(now)}.`,
      "",
    ];
    await io.stdout(lines.join("\n"));
    return 0;
  } catch (error) {
    if (error instanceof Refusal) {
      await io.stderr(`${printable(error.message)} Nothing was changed.\n`);
      return 1;
    }
    throw error;
  }
}
