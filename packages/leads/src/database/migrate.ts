/**
 * Brings the database to this code's schema (at start and by `pnpm db:migrate`). Refuses a database written by a
 * newer version (a migration this code does not know): two incompatible versions never write one file. A failed
 * migration throws a MigrationError naming the step and the reason; nothing of that step stays (each runs in a
 * transaction; on PostgreSQL an advisory lock lets one process migrate while the others wait).
 */
import { Migrator, sql } from "kysely";
import type { MigrationProvider } from "kysely";
import { migrationsFor } from "./migrations.js";
import type { LeadsDatabase } from "./open-database.js";

export const MIGRATION_TABLE = "leads_migration";
export const MIGRATION_LOCK_TABLE = "leads_migration_lock";

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly step: string | null,
  ) {
    super(message);
    this.name = "MigrationError";
  }
}

export interface SchemaStatus {
  /** Migrations applied (the schema version). */
  version: number;
  /** Migrations this code knows. */
  latest: number;
  applied: string[];
  /** Applied migrations this code does not know (a newer version wrote the database). */
  unknown: string[];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The applied migrations, read without changing anything (an empty database has none). */
export async function readSchemaStatus(database: LeadsDatabase): Promise<SchemaStatus> {
  const known = Object.keys(migrationsFor(database.dialect));
  const exists =
    database.dialect === "postgres"
      ? await sql<{ name: string | null }>`select to_regclass(${MIGRATION_TABLE}) as name`.execute(database.db)
      : await sql<{
          name: string | null;
        }>`select name from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(database.db);
  const applied =
    exists.rows[0]?.name != null
      ? (
          await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(database.db)
        ).rows.map((row) => row.name)
      : [];
  return {
    version: applied.length,
    latest: known.length,
    applied,
    unknown: applied.filter((name) => !known.includes(name)),
  };
}

/** Applies every migration not yet applied; returns the names applied now and the resulting status. */
export async function migrateToLatest(
  database: LeadsDatabase,
): Promise<{ appliedNow: string[]; status: SchemaStatus }> {
  let before: SchemaStatus;
  try {
    before = await readSchemaStatus(database);
  } catch (error) {
    throw new MigrationError(`Could not read the schema version of ${database.location}: ${errorText(error)}`, null);
  }
  if (before.unknown.length > 0)
    throw new MigrationError(
      `The database ${database.location} has schema version ${before.version} (${before.unknown.join(", ")}), newer than this version of the site knows (${before.latest}). Run the newer version, or restore a backup taken before it.`,
      null,
    );
  const migrations = migrationsFor(database.dialect);
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };
  const migrator = new Migrator({
    db: database.db,
    provider,
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error")?.migrationName ?? null;
    throw new MigrationError(
      `Migration ${failed ?? "(before the first step)"} of ${database.location} failed: ${errorText(error)}. Nothing of that step was applied; the database stays at its previous schema version.`,
      failed,
    );
  }
  return {
    appliedNow: results.filter((result) => result.status === "Success").map((result) => result.migrationName),
    status: await readSchemaStatus(database),
  };
}
