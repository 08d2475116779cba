/**
 * The render workers' script for the build, `pnpm regenerate` and bench:publish. The built one when it exists
 * (dist/server/render-worker.js: tsup writes it as the build's first step, and the live server runs it), started
 * without this process's Node flags, so that tsx's loader, which runs these scripts, does not load every module of
 * every worker again through its hooks. Before the first build, scripts/render-worker.mjs runs the sources through
 * tsx.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export interface RenderWorkerScript {
  workerUrl: URL;
  /** The workers' Node flags (none for the built script); absent: this process's. */
  execArgv?: string[];
}

export function renderWorkerScript(appDir = join(import.meta.dirname, "..")): RenderWorkerScript {
  const built = join(appDir, "dist", "server", "render-worker.js");
  if (existsSync(built)) return { workerUrl: pathToFileURL(built), execArgv: [] };
  return { workerUrl: pathToFileURL(join(appDir, "scripts", "render-worker.mjs")) };
}
