/**
 * `pnpm db:migrate`: brings the leads database (DATABASE_URL, else DATA_DIR/leads.sqlite) to this version's schema,
 * as the server does at start. Prints the schema version; exits 1 naming the step and the reason when a migration
 * fails (nothing of that step is applied), or when the database was written by a newer version.
 */
import { migrateToLatest, openDatabase } from "@tupelo-medicare/leads";
import { readAppEnv } from "../src/env.js";

try {
  const env = readAppEnv(process.env, process.cwd());
  const database = openDatabase({ url: env.databaseUrl, dataDir: env.dataDir });
  try {
    const { appliedNow, status } = await migrateToLatest(database);
    process.stdout.write(
      `${database.location}: schema version ${status.version} of ${status.latest}${appliedNow.length ? ` (applied now: ${appliedNow.join(", ")})` : " (already up to date)"}\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
