/**
 * `pnpm leads list | show ID | export [--since DATE] [--format csv|json] | retry ID | purge --older-than DAYS |
 * stats [--since DATE] | backup FILE`: the office's view of the leads database (see packages/leads/README.md).
 *
 * The database is found exactly as the server finds it (readAppEnv: DATABASE_URL, else DATA_DIR/leads.sqlite with
 * DATA_DIR's default `.data` taken from the working directory). `pnpm serve` and `pnpm leads` both run in apps/web,
 * so a relative DATA_DIR means the same folder for both; a server started some other way needs an absolute DATA_DIR.
 * The schema is brought up to date first (as the server does at start); a database written by a newer version is
 * refused.
 */
import { createSubmissionStore, migrateToLatest, openDatabase, runLeadsCommand } from "@tupelo-medicare/leads";
import type { LeadsDatabase } from "@tupelo-medicare/leads";
import { readAppEnv } from "../src/env.js";

const fail = (error: unknown): never => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
};

const open = async (): Promise<LeadsDatabase> => {
  try {
    const env = readAppEnv(process.env, process.cwd());
    const opened = openDatabase({ url: env.databaseUrl, dataDir: env.dataDir });
    await migrateToLatest(opened);
    return opened;
  } catch (error) {
    return fail(error);
  }
};
const database = await open();

try {
  process.exitCode = await runLeadsCommand(process.argv.slice(2), {
    store: createSubmissionStore(database),
    location: database.location,
    // Waits when stdout is a slow pipe, so an export of 100,000 rows never piles up in memory.
    stdout: (text) =>
      process.stdout.write(text) ? undefined : new Promise<void>((resolve) => process.stdout.once("drain", resolve)),
    stderr: (text) => {
      process.stderr.write(text);
    },
  });
} finally {
  await database.close();
}
