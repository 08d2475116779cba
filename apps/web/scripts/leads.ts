/**
 * `pnpm leads list | show ID | export | stats | retry ID | purge | find TEXT | erase TEXT | backup FILE |
 * restore FILE`: the office's view of the leads database (see packages/leads/README.md).
 *
 * The configuration is the server's own: readAppEnv, which apps/web/src/server/main.ts reads at start, gives DATA_DIR
 * (absolute; its default `.data` taken from the working directory) and DATABASE_URL, and a configuration the server
 * would refuse is refused here with the same message. `pnpm serve` and `pnpm leads` both run in apps/web, so a
 * relative DATA_DIR means the same folder for both; in production run it with the unit's environment (deploy/).
 * runLeadsProgram never creates a database: with none where this configuration points, a command says so (naming the
 * path) and exits 1.
 */
import { runLeadsProgram } from "@tupelo-medicare/leads";
import { readAppEnv } from "../src/env.js";

let env: ReturnType<typeof readAppEnv>;
try {
  env = readAppEnv(process.env, process.cwd());
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

process.exitCode = await runLeadsProgram(process.argv.slice(2), {
  dataDir: env.dataDir,
  databaseUrl: env.databaseUrl,
  // Waits when stdout is a slow pipe, so an export of 100,000 rows never piles up in memory.
  stdout: (text) =>
    process.stdout.write(text) ? undefined : new Promise<void>((resolve) => process.stdout.once("drain", resolve)),
  stderr: (text) => {
    process.stderr.write(text);
  },
});
