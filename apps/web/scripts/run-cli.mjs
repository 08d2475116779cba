#!/usr/bin/env node
/**
 * `pnpm leads`, `pnpm appointments` and `pnpm db:migrate`: runs the built command (dist/server/<name>.js, bundled by tsup with the server:
 * plain node, about half the memory) when the site has been built, else the TypeScript source through tsx (a
 * checkout that was never built). Arguments, standard streams and the exit code pass through.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const [name, ...args] = process.argv.slice(2);
if (!name || !/^[a-z-]+$/.test(name)) {
  process.stderr.write("usage: run-cli.mjs <leads|appointments|db-migrate> [arguments]\n");
  process.exit(2);
}
const webDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const built = join(webDir, "dist", "server", `${name}.js`);
const command = existsSync(built)
  ? [process.execPath, built, ...args]
  : [process.execPath, "--import", "tsx", join(webDir, "scripts", `${name}.ts`), ...args];
const result = spawnSync(command[0], command.slice(1), { stdio: "inherit" });
if (result.error) {
  process.stderr.write(`${name}: ${result.error.message}\n`);
  process.exit(1);
}
process.exit(result.status ?? 1);
