/**
 * `pnpm leads`: the office's view of the leads database (list, show, export, stats, retry, purge, find, erase,
 * backup, restore; runLeadsProgram in ./leads-program.ts opens the database from the server's configuration). Pure logic
 * over a SubmissionStore and two writers, so it runs the same in a test with a temporary database as in
 * apps/web/scripts/leads.ts. Whatever reads many submissions streams them (store.iterate, keyset batches) and writes
 * as it goes, so it runs in constant memory however many there are; every count it prints is exact.
 *
 * Exit codes: 0 done, 1 not found, refused or failed, 2 a usage error.
 */
import { DELIVERY_STATES } from "../types.js";
import { backupCommand } from "./backup-command.js";
import { expectPositionals, optionValue, parseArgs, runCommandLine, UsageError } from "./cli-args.js";
import type { ParsedArgs } from "./cli-args.js";
import { notFound } from "./command-io.js";
import type { LeadsCommandIo } from "./command-io.js";
import { exportCommand } from "./export-command.js";
import { listCommand } from "./list-command.js";
import { eraseCommand, findCommand } from "./person-command.js";
import { restoreCommand } from "./restore-command.js";
import { showCommand } from "./show-command.js";
import { statsCommand } from "./stats-command.js";
import { formatLocalTime, plural, printable } from "./text-format.js";

export const LEADS_USAGE = `Usage: pnpm leads <command>
  list                                    every submission, newest first (no personal data), the counts per
                                          state, and files of the old store that need attention
  show ID [--json]                        one submission: body, consent record (what the browser sent and what
                                          the server served), delivery attempts
  export [--since DATE] [--format csv|json] [--output FILE]
                                          submissions received on/after DATE (YYYY-MM-DD, local midnight,
                                          or an ISO time) to stdout, or to a new FILE at mode 0600; csv
                                          (default) opens in Excel
  stats [--since DATE]                    per month (local time), per lead source and per page: received,
                                          delivered, waiting and dead submissions
  retry ID                                send a dead (or waiting) submission now: the running server sends
                                          it within a few seconds
  purge --older-than DAYS [--dry-run]     remove delivered, dead and kept submissions older than DAYS days, with
                                          their consent records and keys (pending ones are never removed)
  find TEXT [--json]                      every submission whose e-mail or phone number is TEXT, with its
                                          consent record, attempts and queue state, and old store files
                                          (--json: the records whole, for "what do you hold about me?")
  erase TEXT [--dry-run] [--include-soa]  delete what find TEXT lists, leaving no copy in the database's
                                          files; prints counts and an audit line that names no one. Scope of
                                          Appointment records are kept (10-year record keeping) unless
                                          --include-soa is given
  backup FILE                             SQLite: a consistent, checked copy of the database while the server
                                          runs, mode 0600 (FILE must not exist yet). PostgreSQL: prints the
                                          pg_dump command to run instead and exits 1, as no copy was made
  restore FILE [--force]                  SQLite: checks a backup and puts it in place as DATA_DIR/leads.sqlite
                                          (the server stopped; --force moves an existing database aside).
                                          PostgreSQL: prints the pg_restore command and exits 1
No command creates a database: without one where the server keeps it, each says so and exits 1.
Exit codes: 0 done, 1 not found, refused or failed, 2 a usage error.`;

const DAY_MS = 86_400_000;

/** After retry: the queue of a running server polls the database every couple of seconds. */
const SOON = "The running server sends it within a few seconds";

async function retry(parsed: ParsedArgs, io: LeadsCommandIo, now: Date): Promise<number> {
  const [id] = expectPositionals(parsed, "retry", ["id"]);
  // markDue changes only a dead or waiting submission with no attempt under way, and answers what it was before.
  const record = await io.store.markDue(id!, now.getTime());
  if (!record) return notFound(io, id!);
  const { delivery } = record;
  const check = `Check with pnpm leads show ${record.id}.`;
  if (delivery.state === "delivered") {
    await io.stderr(
      `${record.id} was already delivered${delivery.deliveredAt ? ` (${formatLocalTime(delivery.deliveredAt)})` : ""}; it is not sent again.\n`,
    );
    return 1;
  }
  if (delivery.state === "kept") {
    await io.stderr(
      `${record.id} is kept, not queued: no webhook was configured for ${record.kind} submissions when it arrived. Read it with pnpm leads show ${record.id} or pnpm leads export.\n`,
    );
    return 1;
  }
  if (delivery.state === "pending" && delivery.attemptStartedAt) {
    await io.stdout(
      `${record.id} is being sent right now (attempt started ${formatLocalTime(delivery.attemptStartedAt)}); nothing to do. See pnpm leads show ${record.id}.\n`,
    );
    return 0;
  }
  if (delivery.state === "dead") {
    await io.stdout(
      `${record.id} is due again now. ${SOON} (its queue checks the database every couple of seconds), if it has a webhook for ${record.kind} submissions; a server started later sends it at once. If this attempt fails too, it is dead again. ${check}\n`,
    );
  } else {
    await io.stdout(
      `${record.id} was already waiting for delivery${delivery.nextAttemptAt ? ` (next attempt ${formatLocalTime(delivery.nextAttemptAt)})` : ""}; it is now due at once. ${SOON}; a server started later sends it at once. ${check}\n`,
    );
  }
  return 0;
}

async function purge(parsed: ParsedArgs, io: LeadsCommandIo, now: Date): Promise<number> {
  expectPositionals(parsed, "purge", []);
  const daysText = optionValue(parsed, "--older-than");
  if (daysText === undefined) throw new UsageError("purge needs --older-than DAYS.");
  if (!/^[1-9]\d{0,5}$/.test(daysText))
    throw new UsageError(`--older-than takes a positive whole number of days (got ${daysText}).`);
  const dryRun = parsed.options.has("--dry-run");
  const cutoff = new Date(now.getTime() - Number(daysText) * DAY_MS);
  // The database removes their Idempotency-Keys, consent records and attempts with them (ON DELETE CASCADE).
  const { removed, waiting } = await io.store.purge(cutoff.getTime(), { dryRun });
  const byState = DELIVERY_STATES.filter((state) => removed[state] > 0).map((state) => `${removed[state]} ${state}`);
  const count = plural(
    DELIVERY_STATES.reduce((sum, state) => sum + removed[state], 0),
    "submission",
  );
  await io.stdout(
    `${dryRun ? `Would remove ${count}` : `Removed ${count}`} received before ${formatLocalTime(cutoff)}${byState.length ? ` (${byState.join(", ")})` : ""}.` +
      `${waiting > 0 ? ` Kept ${waiting} older submission${waiting === 1 ? " that still waits" : "s that still wait"} for delivery.` : ""}${dryRun ? " (dry run: nothing was removed)" : ""}\n`,
  );
  return 0;
}

async function dispatch(command: string | undefined, rest: string[], io: LeadsCommandIo, now: Date): Promise<number> {
  switch (command) {
    case "list":
      expectPositionals(parseArgs(rest), "list", []);
      return listCommand(io, now);
    case "show":
      return showCommand(parseArgs(rest, { flags: ["--json"] }), io);
    case "export":
      return exportCommand(parseArgs(rest, { values: ["--since", "--format", "--output"] }), io);
    case "stats":
      return statsCommand(parseArgs(rest, { values: ["--since"] }), io);
    case "retry":
      return retry(parseArgs(rest), io, now);
    case "purge":
      return purge(parseArgs(rest, { values: ["--older-than"], flags: ["--dry-run"] }), io, now);
    case "backup":
      return backupCommand(parseArgs(rest), io);
    case "find":
      return findCommand(parseArgs(rest, { flags: ["--json"] }), io, now);
    case "erase":
      return eraseCommand(parseArgs(rest, { flags: ["--dry-run", "--include-soa"] }), io, now);
    case "restore":
      if (!io.dataDir) throw new Error("restore needs DATA_DIR (run it through runLeadsProgram)");
      return restoreCommand(parseArgs(rest, { flags: ["--force"] }), { dataDir: io.dataDir }, io);
    case "help":
    case "--help":
    case "-h":
      await io.stdout(`${LEADS_USAGE}\n`);
      return 0;
    case undefined:
      throw new UsageError("Give a command.");
    default:
      throw new UsageError(`Unknown command ${printable(command)}.`);
  }
}

/** Runs `pnpm leads …` (argv without the program) and returns the exit code. */
export async function runLeadsCommand(argv: string[], io: LeadsCommandIo): Promise<number> {
  return runCommandLine({ name: "leads", usage: LEADS_USAGE }, argv, io, dispatch);
}
