/**
 * `pnpm leads list | show ID | export [--since DATE] [--format csv|json] | retry ID | purge --older-than DAYS`:
 * the office's view of the submissions the site server keeps under DATA_DIR/submissions (see
 * packages/lead-forms/README.md, "The office's view: pnpm leads").
 *
 * DATA_DIR is read exactly as the server reads it (readAppEnv, default `.data`, a relative path taken from the
 * working directory). `pnpm serve` and `pnpm leads` both run in apps/web, so a relative DATA_DIR means the same
 * folder, apps/web/<DATA_DIR>, for both; a server started some other way needs an absolute DATA_DIR.
 */
import { createSubmissionStore, runLeadsCommand } from "@tupelo-medicare/lead-forms/server";
import { readAppEnv } from "../src/env.js";

let dataDir: string;
try {
  dataDir = readAppEnv(process.env, process.cwd()).dataDir;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

process.exitCode = await runLeadsCommand(process.argv.slice(2), {
  store: createSubmissionStore(dataDir),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
