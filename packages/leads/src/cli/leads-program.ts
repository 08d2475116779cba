/**
 * `pnpm leads` as a program: given the server's own configuration (DATA_DIR and DATABASE_URL, as apps/web's
 * readAppEnv parses them), it opens the database the server uses and runs the command.
 *
 * No command creates a database. A command run with another configuration than the server's (a shell without the
 * unit's DATA_DIR) would otherwise create an empty one at the default path and report on it, or back it up: instead
 * it refuses (exit 1) in one sentence naming the path it looked at. `restore` opens nothing: it puts a backup in place
 * (./restore-command.ts). `backup` copies the database as it is (no migration), so a backup works whatever version
 * wrote it; every other command first brings the schema up to date, as the server does at its start.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { migrateToLatest, readSchemaStatus } from "../database/migrate.js";
import { isPostgresUrl, openDatabase, SQLITE_FILE } from "../database/open-database.js";
import type { LeadsDatabase } from "../database/open-database.js";
import { createSubmissionStore } from "../submission-store.js";
import type { SubmissionStore } from "../submission-store.js";
import { parseArgs, UsageError } from "./cli-args.js";
import type { LeadsCommandIo, MoveSlot, TextWriter } from "./command-io.js";
import type { MailPlan } from "../appointment-mail.js";
import { APPOINTMENT_DATABASE_COMMANDS, runAppointmentsCommand } from "./appointments-cli.js";
import { LEADS_USAGE, runLeadsCommand } from "./leads-cli.js";
import { restoreCommand } from "./restore-command.js";
import { printable } from "./text-format.js";

export interface LeadsProgramOptions {
  /** DATA_DIR, as the server reads it (absolute, or taken from the working directory). */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL; undefined or empty: DATA_DIR/leads.sqlite. */
  databaseUrl?: string | undefined;
  stdout: TextWriter;
  stderr: TextWriter;
  now?: () => Date;
  /** The appointments' e-mail as the server has it: a cancel or move made here queues the same messages. */
  mail?: MailPlan | undefined;
  /** Checks a new time for `pnpm appointments reschedule` (the site's schedule). */
  moveSlot?: MoveSlot | undefined;
}

/** The commands that read or write the database (all but restore and help). */
const DATABASE_COMMANDS = new Set(["list", "show", "export", "stats", "retry", "purge", "backup", "find", "erase"]);

/** A store for the commands that never read one (help, usage errors): any use is a bug, named as such. */
const noStore = new Proxy({} as SubmissionStore, {
  get() {
    throw new Error("this command opens no database");
  },
});

const HOW_TO_POINT =
  "run pnpm leads with the server's own environment (its DATA_DIR and DATABASE_URL; on the server, the unit's wrapper), or restore a backup with pnpm leads restore FILE";

/** The sentence a command refuses with when the configured place holds no leads database. */
export const noDatabaseMessage = (where: string): string =>
  `No leads database at ${where}: nothing was read or created; ${HOW_TO_POINT}.`;

export async function runLeadsProgram(argv: string[], options: LeadsProgramOptions): Promise<number> {
  const args = argv[0] === "--" ? argv.slice(1) : argv;
  const [command, ...rest] = args;
  const dataDir = resolve(options.dataDir);
  const common = { stdout: options.stdout, stderr: options.stderr, ...(options.now ? { now: options.now } : {}) };
  if (command === "restore") {
    try {
      return await restoreCommand(
        parseArgs(rest, { flags: ["--force"] }),
        { dataDir, databaseUrl: options.databaseUrl },
        common,
      );
    } catch (error) {
      if (error instanceof UsageError) {
        await options.stderr(`${printable(error.message)}\n${LEADS_USAGE}\n`);
        return 2;
      }
      await options.stderr(
        `pnpm leads restore: ${printable(error instanceof Error ? error.message : String(error))}\n`,
      );
      return 1;
    }
  }
  if (command === undefined || !DATABASE_COMMANDS.has(command))
    return runLeadsCommand(args, { store: noStore, dataDir, ...common });
  return withServerStore("leads", command, options, (io) => runLeadsCommand(args, io));
}

/** `pnpm appointments` as a program, with the server's own configuration (as `runLeadsProgram`). */
export async function runAppointmentsProgram(argv: string[], options: LeadsProgramOptions): Promise<number> {
  const args = argv[0] === "--" ? argv.slice(1) : argv;
  const [command] = args;
  const common = { stdout: options.stdout, stderr: options.stderr, ...(options.now ? { now: options.now } : {}) };
  if (command === undefined || !APPOINTMENT_DATABASE_COMMANDS.has(command))
    return runAppointmentsCommand(args, { store: noStore, dataDir: resolve(options.dataDir), ...common });
  return withServerStore("appointments", command, options, (io) => runAppointmentsCommand(args, io));
}

/**
 * Opens the server's database for one command (refusing, with the path, where there is none; the schema brought up
 * to date unless it is a backup) and runs it over a store, closing the database after.
 */
async function withServerStore(
  program: "leads" | "appointments",
  command: string,
  options: LeadsProgramOptions,
  run: (io: LeadsCommandIo) => Promise<number>,
): Promise<number> {
  const dataDir = resolve(options.dataDir);
  const common = { stdout: options.stdout, stderr: options.stderr, ...(options.now ? { now: options.now } : {}) };
  const postgres = isPostgresUrl(options.databaseUrl);
  const file = join(dataDir, SQLITE_FILE);
  if (!postgres && !existsSync(file)) {
    await options.stderr(`${noDatabaseMessage(file)}\n`);
    return 1;
  }
  let database: LeadsDatabase;
  try {
    database = openDatabase({ url: options.databaseUrl, dataDir });
  } catch (error) {
    await options.stderr(
      `pnpm ${program} ${printable(command)}: ${printable(error instanceof Error ? error.message : String(error))}\n`,
    );
    return 1;
  }
  try {
    // PostgreSQL's backup is pg_dump's: nothing to read here. Elsewhere an empty database (no leads tables: a
    // database created by hand, or an empty file) is not the server's either.
    if (!(postgres && command === "backup")) {
      const status = await readSchemaStatus(database);
      if (status.version === 0) {
        await options.stderr(`${noDatabaseMessage(`${database.location} (it holds no leads tables)`)}\n`);
        return 1;
      }
      if (command !== "backup") await migrateToLatest(database);
    }
    return await run({
      store: createSubmissionStore(database, { mail: options.mail }),
      location: database.location,
      ...(options.moveSlot ? { moveSlot: options.moveSlot } : {}),
      dataDir,
      ...common,
    });
  } catch (error) {
    await options.stderr(
      `pnpm ${program} ${printable(command)}: ${printable(error instanceof Error ? error.message : String(error))}\n`,
    );
    return 1;
  } finally {
    await database.close();
  }
}
