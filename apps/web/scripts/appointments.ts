/**
 * `pnpm appointments list | today | show ID | export [--since DATE] [--format csv|json] | cancel ID |
 * cancel --booked-since TIME [--booked-until TIME] --yes`: the office's view of the bookings (see
 * packages/leads/README.md, "Appointments").
 *
 * The configuration is the server's own, read as scripts/leads.ts reads it (readAppEnv: DATA_DIR and DATABASE_URL);
 * runAppointmentsProgram never creates a database: with none where this configuration points, a command says so
 * (naming the path) and exits 1.
 */
import { runAppointmentsProgram } from "@tupelo-medicare/leads";
import { readAppEnv } from "../src/env.js";

let env: ReturnType<typeof readAppEnv>;
try {
  env = readAppEnv(process.env, process.cwd());
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

process.exitCode = await runAppointmentsProgram(process.argv.slice(2), {
  dataDir: env.dataDir,
  databaseUrl: env.databaseUrl,
  // Waits when stdout is a slow pipe, so a long export never piles up in memory.
  stdout: (text) =>
    process.stdout.write(text) ? undefined : new Promise<void>((resolve) => process.stdout.once("drain", resolve)),
  stderr: (text) => {
    process.stderr.write(text);
  },
});
