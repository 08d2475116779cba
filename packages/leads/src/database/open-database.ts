/**
 * Opens the leads database: by default one SQLite file under DATA_DIR (WAL, synchronous=FULL: a commit returns only
 * once it is on disk), or PostgreSQL when DATABASE_URL is a postgres:// address. Both speak through Kysely, so every
 * query is written once.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";

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
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** DATABASE_URL: postgres://… or postgresql://…; empty or absent for SQLite. */
  url?: string | undefined;
  /** DATA_DIR: the SQLite file lives here. */
  dataDir: string;
  /** PostgreSQL connections per process. @defaultValue 10 */
  poolSize?: number;
}

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
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 10000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: "sqlite",
    location: file,
    sqlite,
    // Kysely closes the connection only once it has used it: close the file ourselves either way.
    close: async () => {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}
