/**
 * The built site server as a child process of a bench (`node dist/server/main.js` with its own DATA_DIR on a free
 * port), ready once /api/health answers 200.
 */
import type { ChildProcess } from "node:child_process";
import { freePort, spawnSite } from "../../e2e/site-process.js";
import type { LogLine } from "../../e2e/site-process.js";
import { sleep } from "./stats.js";

/** The retry schedule the benches give the server: short, so a bench's outage drains in seconds. */
export const RETRY_DELAYS = "200ms,500ms,1s,1s,2s,2s,3s,5s,5s,5s";

export interface Site {
  url: string;
  port: number;
  child: ChildProcess;
  pid: number;
  lines: LogLine[];
  /** Date.now() when it was spawned, and when /api/health first answered 200 (the clock of its lines' `at`). */
  spawnedAt: number;
  readyAt: number;
  /** Set once the process exited. */
  readonly exited: string | undefined;
  /** SIGTERM, then SIGKILL after 10 s; resolves when it exited. */
  stop(): Promise<void>;
  /** SIGKILL; resolves when it exited. */
  kill(): Promise<void>;
}

export interface SiteOptions {
  dataDir: string;
  port?: number;
  /** LEAD_WEBHOOK_URL. */
  webhook?: string;
  /** The server's main.js (default dist/server/main.js). */
  main?: string;
  env?: Record<string, string>;
  /** How long it may take until /api/health answers. @defaultValue 60 s */
  readyTimeoutMs?: number;
  /** Node's own flags for the server (e.g. --cpu-prof). @defaultValue BENCH_SERVER_NODE_ARGS, split on spaces */
  nodeArgs?: string[];
}

export async function startSite(options: SiteOptions): Promise<Site> {
  const port = options.port ?? (await freePort());
  const spawnedAt = Date.now();
  const server = spawnSite({
    ...(options.main ? { main: options.main } : {}),
    nodeArgs: options.nodeArgs ?? (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean),
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      ...(options.webhook ? { LEAD_WEBHOOK_URL: options.webhook } : {}),
      SUBMISSION_RETRY_DELAYS: RETRY_DELAYS,
      SUBMISSION_RATE_LIMIT: "0",
      // Throughput is measured: no site-wide ceiling either.
      SUBMISSION_SITE_LIMIT: "0",
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const site: Site = {
    url,
    port,
    child: server.child,
    pid: server.pid,
    lines: server.lines,
    spawnedAt,
    readyAt: Number.NaN,
    get exited() {
      return server.exited;
    },
    stop: () => server.stop(10_000),
    async kill() {
      if (server.exited) return;
      server.child.kill("SIGKILL");
      await server.exit;
    },
  };
  const deadline = spawnedAt + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    const ok = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) {
      site.readyAt = Date.now();
      return site;
    }
    if (server.exited || Date.now() > deadline) {
      await site.kill();
      throw new Error(`The site on ${url} did not start (${server.exited ?? "no answer"}):\n${server.output()}`);
    }
    await sleep(25);
  }
}
