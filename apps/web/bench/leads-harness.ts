/**
 * The leads bench's own pieces (bench/leads.ts and its scenarios): a local webhook receiver that records every
 * delivery, load from concurrent clients (resending what got no answer with the same Idempotency-Key, as the
 * browser's outbox does) and a round-robin HTTP proxy in front of several servers. The server, percentiles, process
 * samples and the report come from the benches' one harness (./harness/index.ts).
 */
import { randomUUID } from "node:crypto";
import { Agent, createServer, request as httpRequest } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { percentile, sleep } from "./harness/index.js";
import type { Report } from "./harness/index.js";

// ---------------------------------------------------------------------------------------------------------------
// The webhook receiver.

export interface Delivery {
  /** The Idempotency-Key header. */
  key: string;
  email: string;
  /** performance.now() when the body had arrived. */
  at: number;
}

export interface Receiver {
  url: string;
  /** Every delivery answered 2xx, in order. */
  deliveries: Delivery[];
  /** The first delivery per e-mail. */
  firstByEmail: Map<string, Delivery>;
  refused: number;
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const firstByEmail = new Map<string, Delivery>();
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
      const delivery = {
        key: String(req.headers["idempotency-key"] ?? ""),
        email: (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { email: string }).email,
        at: performance.now(),
      };
      deliveries.push(delivery);
      if (!firstByEmail.has(delivery.email)) firstByEmail.set(delivery.email, delivery);
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/lead`,
    deliveries,
    firstByEmail,
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

export const emailOf = (run: string, index: number) => `bench-${run}-${index}@example.com`;

export interface DeliveryCount {
  /** Leads of the run delivered at least once. */
  delivered: number;
  /** Leads of the run never delivered. */
  missing: number;
  /** Leads delivered more than once (whatever the key). */
  twiceByLead: number;
  /** Idempotency-Keys of the run delivered more than once. */
  twiceByKey: number;
}

export function countDeliveries(receiver: Receiver, run: string, total: number): DeliveryCount {
  const prefix = `bench-${run}-`;
  const byLead = new Map<string, number>();
  const byKey = new Map<string, number>();
  for (const { key, email } of receiver.deliveries) {
    if (!email.startsWith(prefix)) continue;
    byLead.set(email, (byLead.get(email) ?? 0) + 1);
    byKey.set(key, (byKey.get(key) ?? 0) + 1);
  }
  return {
    delivered: byLead.size,
    missing: total - byLead.size,
    twiceByLead: [...byLead.values()].filter((count) => count > 1).length,
    twiceByKey: [...byKey.values()].filter((count) => count > 1).length,
  };
}

/** Waits until every lead of the run was delivered; returns performance.now() of the last first delivery, or NaN. */
export async function allDelivered(receiver: Receiver, run: string, total: number, timeoutMs = 120_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    let last = 0;
    let got = 0;
    for (let index = 0; index < total; index += 1) {
      const first = receiver.firstByEmail.get(emailOf(run, index));
      if (!first) break;
      got += 1;
      last = Math.max(last, first.at);
    }
    if (got === total) return last;
    if (performance.now() > deadline) return Number.NaN;
    await sleep(50);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Clients.

export const lead = (index: number, run: string) => ({
  firstName: "Bench",
  lastName: `Lead ${index}`,
  email: emailOf(run, index),
  phone: "6625550142",
  zipCode: "38804",
  source: "Blog Sidebar",
  timestamp: new Date().toISOString(),
  leadType: "Medicare Guide Download",
});

export interface RunResult {
  accepted: number;
  /** Answer times of first attempts that were accepted (ms). */
  latencies: number[];
  /** Requests sent again (no answer, or not 2xx). */
  resent: number;
  /** From the first request to the last answer. */
  seconds: number;
  /** This process's event-loop delay meanwhile (ms): the clients' own share of the answer times. */
  loopDelayP99: number;
  loopDelayMax: number;
}

export interface SendOptions {
  /** The site's (or proxy's) origin, read before every request. */
  url: () => string;
  run: string;
  total: number;
  clients: number;
  onAccepted?: (count: number) => void;
}

/** POSTs one lead; resolves with the answer time, or undefined when it got no 2xx answer. */
/**
 * The clients' connections: kept alive, as a browser keeps its connection to the site. node:http rather than fetch,
 * so the load generator, which shares the machine's cores with the server, spends as little as it can (about half
 * of fetch's CPU per request).
 */
const clientAgent = new Agent({ keepAlive: true, maxSockets: 512 });

/** Posts one lead; its answer time in ms when accepted (2xx), undefined otherwise (no answer, an error status). */
export function postLead(url: string, body: string, key: string): Promise<number | undefined> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = httpRequest(
      `${url}/api/leads`,
      {
        agent: clientAgent,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "idempotency-key": key,
        },
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          resolve(status >= 200 && status < 300 ? performance.now() - started : undefined);
        });
        response.on("error", () => resolve(undefined));
      },
    );
    request.on("timeout", () => request.destroy(new Error("no answer within 30 s")));
    request.on("error", () => resolve(undefined));
    request.end(body);
  });
}

/**
 * Leads sent before a measured run and left out of its figures (BENCH_WARMUP, default 1,000): a server just started
 * answers its first second or two of submissions several times slower (V8 has not yet optimised the request path,
 * SQLite's pages are not yet cached), which a run of 1,000 leads (about a second) would otherwise mostly measure.
 * Their own figures are given beside the run's, as what the first visitors after a start meet.
 */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);

/** Sends WARMUP leads as run `warm-up-${run}` and waits until they are delivered; their figures, or null for none. */
export async function warmUp(options: Omit<SendOptions, "total" | "run"> & { run: string; receiver: Receiver }) {
  if (WARMUP <= 0) return null;
  const run = `warm-up-${options.run}`;
  const sent = await sendAll({ url: options.url, run, total: WARMUP, clients: options.clients });
  await allDelivered(options.receiver, run, WARMUP);
  return sent;
}

/** The note on a run's warm-up: what the first leads after the server's start met. */
export const warmUpNote = (warm: RunResult | null) =>
  warm
    ? `after ${warm.accepted} warm-up leads, whose own p50/p95 were ${percentile(warm.latencies, 50).toFixed(0)}/${percentile(warm.latencies, 95).toFixed(0)} ms`
    : "no warm-up";

/** Sends `total` leads from `clients` loops; a request without an answer is sent again with the same key until accepted. */
export async function sendAll(options: SendOptions): Promise<RunResult> {
  const result: RunResult = { accepted: 0, latencies: [], resent: 0, seconds: 0, loopDelayP99: 0, loopDelayMax: 0 };
  const started = performance.now();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let next = 0;
  const client = async () => {
    for (;;) {
      const index = next++;
      if (index >= options.total) return;
      const body = JSON.stringify(lead(index, options.run));
      const key = `bench-${options.run}-${index}-${randomUUID()}`;
      for (let attempt = 0; ; attempt += 1) {
        const took = await postLead(options.url(), body, key);
        if (took !== undefined) {
          if (attempt === 0) result.latencies.push(took);
          result.accepted += 1;
          options.onAccepted?.(result.accepted);
          break;
        }
        result.resent += 1;
        await sleep(100);
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  result.seconds = (performance.now() - started) / 1000;
  loop.disable();
  result.loopDelayP99 = loop.percentile(99) / 1e6;
  result.loopDelayMax = loop.max / 1e6;
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// A round-robin proxy.

export interface Proxy {
  url: string;
  /** Requests forwarded per target. */
  forwarded: number[];
  /** Targets taken out after a refused connection. */
  down: Set<number>;
  /** Requests answered 502 (no connection, or it broke). */
  failed: number;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te"]);
const forwardable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * Forwards each request to the next target in turn, bodies streamed both ways. A target whose connection is
 * refused is taken out (the request is answered 502, as a load balancer without retries would); the others carry on.
 */
export async function startProxy(targets: number[]): Promise<Proxy> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const down = new Set<number>();
  const forwarded = targets.map(() => 0);
  let turn = 0;
  const state = { failed: 0 };
  const server = createServer((req, res) => {
    const alive = targets.map((_, index) => index).filter((index) => !down.has(index));
    if (alive.length === 0) {
      res.writeHead(502).end();
      return;
    }
    const target = alive[turn++ % alive.length]!;
    forwarded[target]! += 1;
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: targets[target],
        method: req.method,
        path: req.url,
        headers: forwardable(req.headers),
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") down.add(target);
      state.failed += 1;
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwarded,
    down,
    get failed() {
      return state.failed;
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What a scenario reports.

/** One row of the load table (a run of `total` leads). */
export interface LoadRow {
  run: string;
  accepted: number;
  p50: number;
  p95: number;
  /** The benchmark's own event-loop delay p99 during the run (ms). */
  clientLoopP99: number;
  delivered: number;
  twice: number;
  notes: string;
}

/** A scenario's view of the leads bench: its folder, load size and report (figures, failures), and the load table. */
export interface BenchContext extends Report {
  root: string;
  total: number;
  clients: number;
  loads: LoadRow[];
}
