/**
 * Opens the leads database: by default one SQLite file under DATA_DIR (WAL, synchronous=FULL: a commit returns only
 * once it is on disk), or PostgreSQL when DATABASE_URL is a postgres:// address. Both speak through Kysely, so every
 * query is written once.
 *
 * The site server opens SQLite with `groupCommit`: a commit returns as soon as SQLite has written it to the WAL
 * (synchronous=NORMAL), and `durable()` flushes the WAL to disk in libuv's thread pool, once for every commit that
 * waits on it. A submission is still answered only after its commit is on disk, but the flush no longer stops the
 * event loop (about 1.5 ms each on this machine's disk), and commits that arrive during one flush share the next.
 * Its WAL checkpoints run in a worker thread of their own (./wal-checkpointer.ts), not in the committing call.
 */
import { closeSync, fdatasync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";
import { SAFETY_NET_PAGES, SQLITE_DEFAULT_CHECKPOINT_PAGES, startWalCheckpointer } from "./wal-checkpointer.js";
import type { WalCheckpointer } from "./wal-checkpointer.js";

export type Dialect = "sqlite" | "postgres";

/** The SQLite file's name under DATA_DIR. */
export const SQLITE_FILE = "leads.sqlite";

export interface LeadsDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where it is, for logs and health (a PostgreSQL address without its password). */
  location: string;
  /** The SQLite connection (online backup), when SQLite. */
  sqlite?: SqliteDatabase.Database;
  /** The PostgreSQL pool (LISTEN connections), when PostgreSQL. */
  pool?: pg.Pool;
  /**
   * SQLite opened with `groupCommit`: resolves once every commit made before the call is on disk. Absent when each
   * commit is durable by itself (synchronous=FULL, PostgreSQL).
   */
  durable?: () => Promise<void>;
  /** SQLite opened with `groupCommit`: the worker thread that checkpoints the WAL. */
  checkpointer?: WalCheckpointer;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** DATABASE_URL: postgres://… or postgresql://…; empty or absent for SQLite. */
  url?: string | undefined;
  /** DATA_DIR: the SQLite file lives here. */
  dataDir: string;
  /** PostgreSQL connections per process. @defaultValue 10 */
  poolSize?: number;
  /**
   * SQLite: commits return before the disk flush, and `durable()` makes them durable, one flush for all that wait.
   * @defaultValue false (synchronous=FULL: every commit flushes before it returns)
   */
  groupCommit?: boolean;
}

/** Most statements kept prepared per connection (Kysely prepares each query anew otherwise). */
const STATEMENT_CACHE_SIZE = 256;

/**
 * The connection as Kysely's SQLite driver sees it, with statements kept prepared by their SQL: the same few
 * queries run for every submission. A statement still iterating (a stream) is never handed out twice.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(sql);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Group flushes: `durable()` resolves once a flush that started after the call has finished, so every commit made
 * before it is on disk. One flush runs at a time; the calls that arrive meanwhile share the next one.
 */
export function createWalFlusher(flush: () => Promise<void>) {
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const running: Promise<void> = flush().finally(() => {
      if (current === running) current = undefined;
    });
    current = running;
    return running;
  };
  return (): Promise<void> => {
    if (!current) return start();
    // The next flush starts once this one has settled either way: this one's failure is its own callers' answer.
    const startNext = () => {
      next = undefined;
      return start();
    };
    next ??= current.then(startNext, startNext);
    return next;
  };
}

/**
 * fdatasync of an open file, in libuv's thread pool. Any descriptor of a file flushes everything written to it, so
 * one opened beside SQLite's (on the same file, opened while SQLite holds it) flushes SQLite's commits.
 */
const flushDescriptor = (fd: number) => () =>
  new Promise<void>((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())));

/** An address as it may be shown: the password replaced by ***. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(an address that is not a URL)";
  }
}

export const isPostgresUrl = (url: string | undefined): url is string =>
  typeof url === "string" && /^postgres(ql)?:\/\//i.test(url);

// PostgreSQL's BIGINT (int8, OID 20) and COUNT(*) arrive as strings by default; every one here is a time in
// milliseconds or a count, well inside Number's exact range.
const INT8_OID = 20;
const defaultParser = pg.types.getTypeParser.bind(pg.types) as (oid: number, format?: string) => unknown;
const pgTypes = {
  getTypeParser: ((oid: number, format?: string): unknown =>
    oid === INT8_OID && format !== "binary"
      ? (value: string) => Number(value)
      : defaultParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openDatabase(options: OpenDatabaseOptions): LeadsDatabase {
  if (isPostgresUrl(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      types: pgTypes,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // A connection that drops while idle (the server restarted) must not take the process down.
    pool.on("error", (error) => console.warn(`[leads] PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: "postgres",
      location: redactUrl(options.url),
      pool,
      close: () => db.destroy(),
    };
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = join(options.dataDir, SQLITE_FILE);
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  // NORMAL in WAL mode: a commit is written to the WAL, not yet flushed; durable() flushes it. Never corrupt either way.
  sqlite.pragma(options.groupCommit ? "synchronous = NORMAL" : "synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 10000");
  // A deleted row's bytes are overwritten with zeros, not left in free space: a purged or erased person's details
  // must not stay readable in the file (checkpointAndTruncateWal then clears the WAL's older copies).
  sqlite.pragma("secure_delete = ON");
  let walFd: number | undefined;
  if (options.groupCommit) {
    // A read makes SQLite open (or create) the WAL; our descriptor then names the very file SQLite writes, for as
    // long as this connection lives, even if the path is removed or replaced meanwhile.
    try {
      sqlite.prepare("select count(*) from sqlite_master").get();
      walFd = openSync(`${file}-wal`, "r");
    } catch (error) {
      sqlite.close();
      throw error;
    }
  }
  let checkpointer: WalCheckpointer | undefined;
  let durable: (() => Promise<void>) | undefined;
  if (walFd !== undefined) {
    // Checkpoints leave the event loop; SQLite's own stays as a safety net (and comes back in full if the worker
    // fails), so the WAL stays bounded either way.
    checkpointer = startWalCheckpointer({
      file,
      onFailure: (reason) => {
        console.warn(`[leads] ${reason}; SQLite checkpoints in the server's connection again`);
        if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_CHECKPOINT_PAGES}`);
      },
    });
    sqlite.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
    const flush = createWalFlusher(flushDescriptor(walFd));
    durable = () => {
      checkpointer!.nudge();
      return flush();
    };
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: "sqlite",
    location: file,
    sqlite,
    ...(durable && checkpointer ? { durable, checkpointer } : {}),
    // Kysely closes the connection only once it has used it: close the file ourselves either way. The worker's
    // connection closes first, so the server's, the last, checkpoints and removes the WAL as before.
    close: async () => {
      await checkpointer?.close();
      await db.destroy();
      if (sqlite.open) sqlite.close();
      if (walFd !== undefined) {
        closeSync(walFd);
        walFd = undefined;
      }
    },
  };
}
