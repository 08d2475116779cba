/**
 * One built site server as a child process (`node <dist>/server/main.js`), for the specs and benches that need a
 * server of their own (several instances, regeneration, hostile traffic, the leads benches): its environment is only
 * what the caller gives (plus PATH, HOME, NODE_ENV=production and LOG_FORMAT=json), its output is kept line by line
 * with the time each line came (a JSON log line as its record and as the text line it stands for, "[area] msg"), and
 * stop() sends SIGTERM, then SIGKILL when it does not exit.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

export const WEB_DIR = join(import.meta.dirname, "..");

export interface LogLine {
  /** Date.now() when the line arrived. */
  at: number;
  /** The line; for a JSON log line, the event as the text format shows it: "[area] msg" (or msg). */
  text: string;
  /** A JSON log line's fields (level, time, area, msg, requestId, ...); undefined for any other line. */
  record?: Record<string, unknown>;
}

/** One printed line as a LogLine: JSON log lines (LOG_FORMAT=json) are read. */
export function readLogLine(at: number, line: string): LogLine {
  if (!line.startsWith("{")) return { at, text: line };
  try {
    const record = JSON.parse(line) as Record<string, unknown>;
    if (typeof record.msg !== "string") return { at, text: line };
    const text = typeof record.area === "string" ? `[${record.area}] ${record.msg}` : record.msg;
    return { at, text, record };
  } catch {
    return { at, text: line };
  }
}

export interface SiteProcess {
  child: ChildProcess;
  pid: number;
  /** Every line the server printed (stdout and stderr), in order. */
  lines: LogLine[];
  /** How it exited (a signal or `code N`); undefined while it runs. */
  readonly exited: string | undefined;
  /** Resolves when the process has exited. */
  readonly exit: Promise<void>;
  /** Waits until a line matching `pattern` appears at index `from` or later; returns it and its index. */
  waitForLog: (
    pattern: RegExp,
    options?: { from?: number; timeout?: number },
  ) => Promise<{ line: string; index: number }>;
  /** Its output, for a failing test's message. */
  output: () => string;
  /** SIGTERM, then SIGKILL after `graceMs` (default 5 s); resolves once it has exited. */
  stop: (graceMs?: number) => Promise<void>;
}

export interface SpawnSiteOptions {
  /** The server's entry (default apps/web/dist/server/main.js). */
  main?: string;
  /** Node's own options before the entry (e.g. --cpu-prof, which NODE_OPTIONS does not allow). */
  nodeArgs?: string[];
  /** The server's environment, besides PATH, HOME and NODE_ENV=production (which it may override). */
  env: Record<string, string>;
  /**
   * Run as this unprivileged user (through setpriv) when the tests run as root, so file permissions apply to the
   * server (root ignores a read-only folder's mode).
   */
  user?: string;
  /** Where its lines go (default a new list): a restarted server can continue the list of the one before it. */
  lines?: LogLine[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Polls `check` every 100 ms until it returns a value (not undefined), or throws after `timeout` ms naming `what`
 * and the last error `check` threw (errors are retried; `stop` is checked first and ends the wait at once).
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeout = 60_000,
  stop: () => string | undefined = () => undefined,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    const reason = stop();
    if (reason) throw new Error(`${reason} while waiting for ${what}`);
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : "";
      throw new Error(`Timed out after ${timeout} ms waiting for ${what}${cause}`);
    }
    await sleep(100);
  }
}

export function spawnSite(options: SpawnSiteOptions): SiteProcess {
  const main = options.main ?? join(WEB_DIR, "dist", "server", "main.js");
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    LOG_FORMAT: "json",
    ...options.env,
  };
  const asUser = options.user && process.getuid?.() === 0;
  const nodeArgs = options.nodeArgs ?? [];
  const child = asUser
    ? spawn(
        "setpriv",
        [`--reuid=${options.user}`, "--regid=nogroup", "--clear-groups", process.execPath, ...nodeArgs, main],
        {
          cwd: WEB_DIR,
          stdio: ["ignore", "pipe", "pipe"],
          env,
        },
      )
    : spawn(process.execPath, [...nodeArgs, main], { cwd: WEB_DIR, stdio: ["ignore", "pipe", "pipe"], env });
  const lines: LogLine[] = options.lines ?? [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const parts = (rest + chunk).split("\n");
      rest = parts.pop() ?? "";
      const at = Date.now();
      for (const text of parts) if (text) lines.push(readLogLine(at, text));
    });
  }
  let exited: string | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", (code, signal) => {
      exited = signal ?? `code ${code}`;
      resolve();
    }),
  );
  const site: SiteProcess = {
    child,
    pid: child.pid ?? 0,
    lines,
    get exited() {
      return exited;
    },
    exit,
    waitForLog: (pattern, { from = 0, timeout = 60_000 } = {}) =>
      until(
        `a server line matching ${pattern}`,
        () => {
          const index = lines.findIndex((line, position) => position >= from && pattern.test(line.text));
          return index >= 0 ? { line: lines[index]!.text, index } : undefined;
        },
        timeout,
        () => (exited ? `the server exited (${exited})` : undefined),
      ),
    output: () => lines.map((line) => line.text).join("\n"),
    async stop(graceMs = 5000) {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
  return site;
}
