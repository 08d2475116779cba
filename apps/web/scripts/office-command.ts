/**
 * What the office's commands share (scripts/leads.ts, scripts/appointments.ts): the server's own configuration
 * (readAppEnv, which apps/web/src/server/main.ts reads at start, gives DATA_DIR, absolute with its default `.data`
 * taken from the working directory, and DATABASE_URL; a configuration the server would refuse is refused here with
 * the same message), and the process's streams, stdout waiting when it is a slow pipe so a long export never piles
 * up in memory. `pnpm serve` and the commands all run in apps/web, so a relative DATA_DIR means the same folder; in
 * production run them with the unit's environment (deploy/).
 */
import type { LeadsProgramOptions } from "@tupelo-medicare/leads";
import { readAppEnv } from "../src/env.js";

type Program = (argv: string[], options: LeadsProgramOptions) => Promise<number>;

/** Runs `program` with this process's arguments, configuration and streams, and sets the exit code it answers. */
export async function runOfficeCommand(program: Program): Promise<void> {
  let env: ReturnType<typeof readAppEnv>;
  try {
    env = readAppEnv(process.env, process.cwd());
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  process.exitCode = await program(process.argv.slice(2), {
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    stdout: (text) =>
      process.stdout.write(text) ? undefined : new Promise<void>((resolve) => process.stdout.once("drain", resolve)),
    stderr: (text) => {
      process.stderr.write(text);
    },
  });
}
