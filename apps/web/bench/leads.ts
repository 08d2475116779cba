/**
 * `pnpm bench:leads`: the lead pipeline under load, against the built site server (`node dist/server/main.js`, a child
 * process with its own DATA_DIR under test-results/) and a local webhook receiver in this process:
 * 1. webhook up: 1,000 lead submissions from 50 concurrent clients; accept latency p50/p95; delivered exactly once;
 * 2. webhook down (503) until half the submissions were accepted, then up: none lost, delivered exactly once,
 *    time to drain after it returns;
 * 3. `kill -9` of the server half-way, then a restart on the same DATA_DIR: clients resend what got no answer with the
 *    same Idempotency-Key (as the browser's outbox does); all delivered; how many twice (goal 0).
 * Knobs: BENCH_LEADS (1000), BENCH_CLIENTS (50). A benchmark: it reports, and exits 1 only when a submission was lost.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

const WEB_DIR = join(import.meta.dirname, "..");
const TOTAL = Number(process.env.BENCH_LEADS ?? 1000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const RETRY_DELAYS = "200ms,500ms,1s,1s,2s,2s,3s,5s,5s,5s";

interface Receiver {
  url: string;
  /** Deliveries per Idempotency-Key (2xx answered). */
  delivered: Map<string, number>;
  /** Deliveries per lead (its e-mail), whatever the key. */
  byLead: Map<string, number>;
  refused: number;
  setDown(down: boolean): void;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const delivered = new Map<string, number>();
  const byLead = new Map<string, number>();
  let down = false;
  const state = { refused: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (down) {
        state.refused += 1;
        res.statusCode = 503;
        res.end();
        return;
      }
      const key = String(req.headers["idempotency-key"] ?? "");
      const email = (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { email: string }).email;
      delivered.set(key, (delivered.get(key) ?? 0) + 1);
      byLead.set(email, (byLead.get(email) ?? 0) + 1);
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/lead`,
    delivered,
    byLead,
    get refused() {
      return state.refused;
    },
    setDown: (value) => {
      down = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Site {
  url: string;
  child: ChildProcess;
  lines: string[];
}

async function startSite(dataDir: string, port: number, webhook: string): Promise<Site> {
  const lines: string[] = [];
  const child = spawn(process.execPath, [join(WEB_DIR, "dist", "server", "main.js")], {
    cwd: WEB_DIR,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LEAD_WEBHOOK_URL: webhook,
      SUBMISSION_RETRY_DELAYS: RETRY_DELAYS,
      SUBMISSION_RATE_LIMIT: "0",
    },
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { url, child, lines };
    if (tries > 300) throw new Error(`The site did not start:\n${lines.join("\n")}`);
    await sleep(100);
  }
}

const lead = (index: number, run: string) => ({
  firstName: "Bench",
  lastName: `Lead ${index}`,
  email: `bench-${run}-${index}@example.com`,
  phone: "6625550142",
  zipCode: "38804",
  source: "Blog Sidebar",
  timestamp: new Date().toISOString(),
  leadType: "Medicare Guide Download",
});

interface RunResult {
  accepted: number;
  latencies: number[];
  resent: number;
}

/** Sends TOTAL leads from CLIENTS loops; a request without an answer is sent again with the same key until accepted. */
async function sendAll(site: () => string, run: string, onAccepted?: (count: number) => void): Promise<RunResult> {
  const result: RunResult = { accepted: 0, latencies: [], resent: 0 };
  let next = 0;
  const client = async () => {
    for (;;) {
      const index = next++;
      if (index >= TOTAL) return;
      const body = JSON.stringify(lead(index, run));
      const key = `bench-${run}-${index}-${randomUUID()}`;
      for (let attempt = 0; ; attempt += 1) {
        const started = performance.now();
        const response = await fetch(`${site()}/api/leads`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body,
        }).catch(() => undefined);
        if (response?.ok) {
          if (attempt === 0) result.latencies.push(performance.now() - started);
          result.accepted += 1;
          onAccepted?.(result.accepted);
          break;
        }
        result.resent += 1;
        await sleep(100);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return result;
}

async function drained(receiver: Receiver, run: string, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const got = [...receiver.byLead.keys()].filter((email) => email.startsWith(`bench-${run}-`)).length;
    if (got >= TOTAL) return Date.now() - started;
    if (Date.now() - started > timeoutMs) return Number.NaN;
    await sleep(50);
  }
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

function duplicates(receiver: Receiver, run: string): { byKey: number; byLead: number; missing: number } {
  const leads = [...receiver.byLead.entries()].filter(([email]) => email.startsWith(`bench-${run}-`));
  return {
    byKey: [...receiver.delivered.values()].filter((count) => count > 1).length,
    byLead: leads.filter(([, count]) => count > 1).length,
    missing: TOTAL - leads.length,
  };
}

const root = join(WEB_DIR, "test-results", "bench-leads");
rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });
const rows: string[] = [];
let lost = 0;

// 1. Webhook up.
{
  const receiver = await startReceiver();
  const site = await startSite(join(root, "up"), await freePort(), receiver.url);
  const started = Date.now();
  const sent = await sendAll(() => site.url, "up");
  const drain = await drained(receiver, "up");
  const dup = duplicates(receiver, "up");
  lost += dup.missing;
  rows.push(
    `| webhook up | ${sent.accepted} | ${pct(sent.latencies, 50).toFixed(1)} | ${pct(sent.latencies, 95).toFixed(1)} | ${TOTAL - dup.missing} | ${dup.byLead} | all delivered ${((Date.now() - started) / 1000).toFixed(1)} s after the first was sent (drain after the last accept: ${(drain / 1000).toFixed(1)} s) |`,
  );
  site.child.kill("SIGTERM");
  await receiver.close();
}

// 2. Webhook down for the first half.
{
  const receiver = await startReceiver();
  receiver.setDown(true);
  const site = await startSite(join(root, "down"), await freePort(), receiver.url);
  let upAt = 0;
  const sent = await sendAll(
    () => site.url,
    "down",
    (count) => {
      if (count === Math.floor(TOTAL / 2) && !upAt) {
        receiver.setDown(false);
        upAt = Date.now();
      }
    },
  );
  await drained(receiver, "down");
  const drainMs = Date.now() - upAt;
  const dup = duplicates(receiver, "down");
  lost += dup.missing;
  rows.push(
    `| webhook down (503) for the first ${Math.floor(TOTAL / 2)}, then up | ${sent.accepted} | ${pct(sent.latencies, 50).toFixed(1)} | ${pct(sent.latencies, 95).toFixed(1)} | ${TOTAL - dup.missing} | ${dup.byLead} | ${receiver.refused} attempts refused; all delivered ${(drainMs / 1000).toFixed(1)} s after it came back |`,
  );
  site.child.kill("SIGTERM");
  await receiver.close();
}

// 3. kill -9 half-way, restart on the same DATA_DIR.
{
  const receiver = await startReceiver();
  const port = await freePort();
  const dataDir = join(root, "kill");
  let site = await startSite(dataDir, port, receiver.url);
  let killedAt = 0;
  let restarting: Promise<void> | undefined;
  const sent = await sendAll(
    () => site.url,
    "kill",
    (count) => {
      if (count === Math.floor(TOTAL / 2) && !killedAt) {
        killedAt = Date.now();
        site.child.kill("SIGKILL");
        restarting = startSite(dataDir, port, receiver.url).then((next) => {
          site = next;
        });
      }
    },
  );
  await restarting;
  const drain = await drained(receiver, "kill");
  const dup = duplicates(receiver, "kill");
  lost += dup.missing;
  const recovered = site.lines.filter((line) => line.includes("was cut off")).length;
  rows.push(
    `| kill -9 after ${Math.floor(TOTAL / 2)} accepted, restart | ${sent.accepted} | ${pct(sent.latencies, 50).toFixed(1)} | ${pct(sent.latencies, 95).toFixed(1)} | ${TOTAL - dup.missing} | ${dup.byLead} | ${sent.resent} requests resent by clients while it was down; ${recovered} attempt(s) cut off and resent after restart (same key); drained ${(drain / 1000).toFixed(1)} s after the last accept; same key delivered twice: ${dup.byKey} |`,
  );
  site.child.kill("SIGTERM");
  await receiver.close();
}

console.log(
  `\nLeads: ${TOTAL} submissions from ${CLIENTS} concurrent clients per run (site server as a child process; retries ${RETRY_DELAYS})\n`,
);
console.log(
  "| run | accepted | accept p50 ms | accept p95 ms | delivered | delivered twice | notes |\n|---|---:|---:|---:|---:|---:|---|",
);
for (const row of rows) console.log(row);
if (lost > 0) {
  console.error(`${lost} submission(s) were never delivered`);
  process.exitCode = 1;
}
