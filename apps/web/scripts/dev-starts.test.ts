/**
 * `pnpm dev` from the repository root, as a developer runs it, five times in a row: each start must answer the home
 * page (the packages are read from their sources, so no package build or watcher can race the first page), honour
 * PORT and HOST, and stop with the whole process group (pnpm, tsx, node, esbuild) on Ctrl-C, leaving the port free.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { basename, join } from "node:path";
import { freePort } from "../e2e/site-process.js";
import { afterAll, describe, expect, it } from "vitest";

const repoRoot = join(import.meta.dirname, "..", "..", "..");
const STARTS = 5;
/** Generous: CI runs every suite at once on two cores, and the first start optimizes Vite's dependencies. */
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * The pnpm running this test when there is one (`npm_execpath`), else the repository's own (`packageManager`)
 * through npx, as the README runs it: vitest started by hand has no pnpm around it.
 */
function pnpmCommand(): { command: string; args: string[] } {
  const execPath = process.env.npm_execpath;
  if (execPath && basename(execPath).startsWith("pnpm"))
    return /\.[cm]?js$/.test(execPath)
      ? { command: process.execPath, args: [execPath] }
      : { command: execPath, args: [] };
  const manifest = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { packageManager?: string };
  const pnpm = /^pnpm@[^+]+/.exec(manifest.packageManager ?? "")?.[0] ?? "pnpm";
  return { command: "npx", args: ["-y", pnpm] };
}

/** Whether the port can be listened on again (nothing left behind holds it). */
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** Whether any process of the group is still alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment a developer's shell would give: no test runner's variables, the embedded content, no account. */
function devEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === "NODE_ENV" || key.startsWith("VITEST") || key === "TEST") continue;
    if (key.startsWith("CONTENTFUL_") || key === "CONTENT_SPACE_FILE" || key.startsWith("GOOGLE_PLACES")) continue;
    env[key] = value;
  }
  return {
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: join(import.meta.dirname, "..", "test-results", "dev-starts-data"),
  };
}

let running: ChildProcess | undefined;

afterAll(() => {
  if (running?.pid && groupAlive(running.pid)) process.kill(-running.pid, "SIGKILL");
});

describe("pnpm dev (the root script)", () => {
  it(
    `starts ${STARTS} times in a row, each time answering the home page on PORT and HOST, and stops with its process group`,
    async () => {
      const { command, args } = pnpmCommand();
      const timings: string[] = [];
      for (let start = 1; start <= STARTS; start += 1) {
        const port = await freePort();
        const begun = Date.now();
        // Its own process group (detached), so the whole tree can be signalled as a terminal's Ctrl-C does.
        const child = spawn(command, [...args, "dev"], {
          cwd: repoRoot,
          env: devEnv(port),
          detached: true,
          stdio: ["ignore", "pipe", "pipe"],
        });
        running = child;
        let output = "";
        child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
        let exited: number | string | null | undefined;
        child.once("exit", (code, signal) => (exited = code ?? signal));
        // A command that cannot be started fails the start at once, not after the whole wait.
        child.once("error", (error) => {
          output += `\n${error.message}`;
          exited = "spawn error";
        });
        const pgid = child.pid!;

        let html = "";
        let status = 0;
        while (Date.now() - begun < START_TIMEOUT_MS && exited === undefined) {
          try {
            const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(60_000) });
            status = response.status;
            html = await response.text();
            if (status === 200) break;
          } catch {
            // not listening yet
          }
          await sleep(250);
        }
        const firstPage = Date.now() - begun;
        const context = `start ${start} (port ${port}, ${firstPage} ms, exit ${String(exited)}):\n${output}`;
        expect(status, context).toBe(200);
        expect(html, context).toContain('id="home-hero-title"');
        expect(html, context).toContain("/@vite/client");
        expect(output, context).toContain(`Dev server on http://127.0.0.1:${port}`);
        // The app read the workspace packages from their sources, not from a dist a watcher may be rewriting.
        expect(output, context).toContain("packages: sources");

        const stopping = Date.now();
        process.kill(-pgid, "SIGINT");
        while (groupAlive(pgid) && Date.now() - stopping < STOP_TIMEOUT_MS) await sleep(100);
        const stopped = !groupAlive(pgid);
        if (!stopped) process.kill(-pgid, "SIGKILL");
        expect(
          stopped,
          `start ${start}: the process group was still running ${STOP_TIMEOUT_MS} ms after Ctrl-C\n${output}`,
        ).toBe(true);
        expect(await portIsFree(port), `start ${start}: port ${port} still taken after the stop`).toBe(true);
        running = undefined;
        timings.push(`start ${start}: first page ${firstPage} ms, stopped in ${Date.now() - stopping} ms`);
      }
      console.info(`pnpm dev ×${STARTS}\n  ${timings.join("\n  ")}`);
    },
    STARTS * (START_TIMEOUT_MS + STOP_TIMEOUT_MS + 10_000),
  );
});
