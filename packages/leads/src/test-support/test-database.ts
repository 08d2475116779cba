/**
 * Test databases on both dialects: a fresh SQLite file in a temporary DATA_DIR, or a fresh database in the run's
 * throwaway PostgreSQL cluster (vitest.global-setup.ts), migrated to the latest schema.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { migrateToLatest } from "../database/migrate.js";
import { openDatabase } from "../database/open-database.js";
import type { Dialect, LeadsDatabase } from "../database/open-database.js";

export const DIALECTS: readonly Dialect[] = ["sqlite", "postgres"];

export interface TestDatabase {
  database: LeadsDatabase;
  dataDir: string;
  /** DATABASE_URL for this database ("" for SQLite). */
  url: string;
  /** Opens another connection to the same database (a second process would). */
  reopen(): LeadsDatabase;
  dispose(): Promise<void>;
}

let counter = 0;

/** A PostgreSQL database of its own in the run's cluster; returns its URL. */
export async function createPostgresDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: inject("postgresUrl") });
  await admin.connect();
  const name = `leads_${process.pid}_${Date.now().toString(36)}_${(counter += 1)}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(inject("postgresUrl"));
  url.pathname = `/${name}`;
  return url.toString();
}

export async function openTestDatabase(dialect: Dialect, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "leads-test-"));
  const url = dialect === "postgres" ? await createPostgresDatabase() : "";
  const opened: LeadsDatabase[] = [];
  const reopen = () => {
    const database = openDatabase({ url, dataDir });
    opened.push(database);
    return database;
  };
  const database = reopen();
  if (options.migrate !== false) await migrateToLatest(database);
  return {
    database,
    dataDir,
    url,
    reopen,
    async dispose() {
      for (const each of opened) await each.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
