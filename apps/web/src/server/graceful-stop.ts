/**
 * The server's stop (a deploy, a reboot, `systemctl stop`: SIGTERM; Ctrl-C: SIGINT), in this order:
 * 1. no new connections; requests under way finish (a lead being stored, a webhook being answered), at most
 *    REQUEST_DRAIN_MS, then the connections still open are cut (their clients retry: the forms' outbox, Contentful);
 * 2. regeneration stops: a pass under way is abandoned without writing (its staged files are discarded and the lock
 *    released) unless it is already swapping its files in, and the changes not yet on the pages are kept in the build
 *    folder for the next start (regeneration.ts), so a webhook answered 202 is never lost;
 * 3. the delivery queue stops taking work and lets the deliveries under way finish and record their outcome (each is
 *    bounded by its timeout), so no lease is left to run out and no lead is sent twice; the database is closed;
 * all within STOP_DEADLINE_MS (systemd's TimeoutStopSec must be longer; deploy/ sets 60 s).
 */
import type { Server } from "node:http";
import type { Http2SecureServer, Http2Server } from "node:http2";

/** Requests under way get this long to finish once the server stops accepting. */
export const REQUEST_DRAIN_MS = 10_000;
/** The whole stop, at most. */
export const STOP_DEADLINE_MS = 25_000;

export interface StoppableRegeneration {
  stop(): Promise<void>;
}
export interface StoppableSubmissions {
  stop(): Promise<void>;
}

export interface GracefulStopOptions {
  signal: string;
  server: Server | Http2Server | Http2SecureServer;
  regeneration?: StoppableRegeneration;
  submissions: StoppableSubmissions;
  log: (message: string) => void;
  requestDrainMs?: number;
  deadlineMs?: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Resolves true when everything stopped in time, false when the deadline came first or a step failed. */
export async function stopGracefully(options: GracefulStopOptions): Promise<boolean> {
  const { log } = options;
  const started = Date.now();
  log(
    `[server] ${options.signal}: stopping (requests under way get ${(options.requestDrainMs ?? REQUEST_DRAIN_MS) / 1000} s)`,
  );
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      log(`[server] still stopping after ${(options.deadlineMs ?? STOP_DEADLINE_MS) / 1000} s: exiting now`);
      resolve(false);
    }, options.deadlineMs ?? STOP_DEADLINE_MS);
    timer.unref();
  });
  const steps = (async () => {
    let clean = true;
    await closeServer(options.server, options.requestDrainMs ?? REQUEST_DRAIN_MS, log);
    const results = await Promise.allSettled([options.regeneration?.stop(), options.submissions.stop()]);
    for (const [index, result] of results.entries())
      if (result.status === "rejected") {
        clean = false;
        log(
          `[server] stopping ${index === 0 ? "regeneration" : "the leads service"} failed: ${messageOf(result.reason)}`,
        );
      }
    log(`[server] stopped in ${Date.now() - started} ms`);
    return clean;
  })();
  try {
    return await Promise.race([steps, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Stops accepting; idle keep-alive connections close now, busy ones when their request is answered or at `drainMs`. */
function closeServer(server: GracefulStopOptions["server"], drainMs: number, log: (message: string) => void) {
  return new Promise<void>((resolve) => {
    const http = server as Server;
    // A keep-alive connection whose request is answered becomes idle: close those as they come.
    const idle = setInterval(() => http.closeIdleConnections?.(), 100);
    const cut = setTimeout(() => {
      clearInterval(idle);
      log(`[server] requests still open after ${drainMs / 1000} s were cut`);
      http.closeAllConnections?.();
      resolve();
    }, drainMs);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      clearInterval(idle);
      resolve();
    });
    http.closeIdleConnections?.();
  });
}

/** Calls `stop` once, on the first SIGTERM or SIGINT. */
export function onStopSignals(stop: (signal: string) => unknown): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stop(signal);
  };
  process.once("SIGTERM", () => handler("SIGTERM"));
  process.once("SIGINT", () => handler("SIGINT"));
}
