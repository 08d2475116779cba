/**
 * Several instances of the site on one database, for several-instances.spec.ts: a throwaway PostgreSQL cluster
 * (@tupelo-medicare/leads/testing) with a database of the run's own, the local Contentful-compatible content server
 * in this process over a copy of the embedded space file (signed webhooks to one instance only), a lead receiver in
 * this process that counts deliveries, and site servers (`node <copy>/server/main.js`), each a child process from its
 * own private copy of dist (under apps/web, so the SSR bundle resolves node_modules) with its own DATA_DIR and its
 * output kept line by line. The shared dist and the config's web server are never touched.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { basename, join } from "node:path";
import { createContentServer, embeddedSpaceFile } from "@tupelo-medicare/content/content-server";
import type { ContentServer, ContentfulExport } from "@tupelo-medicare/content/content-server";
import { freePort, postgresBinDir, startTestPostgres } from "@tupelo-medicare/leads/testing";
import { until, WEBHOOK_PATH } from "./regeneration-harness.js";
import type { LogLine } from "./regeneration-harness.js";
import { spawnSite } from "./site-process.js";
import type { LeadsHealth } from "@tupelo-medicare/leads";

export { freePort, until, WEBHOOK_PATH };
export type { LogLine } from "./regeneration-harness.js";

const WEB_DIR = join(import.meta.dirname, "..");

/** A folder of this run under apps/web/test-results (removed by the caller). */
export function makeRunFolder(prefix: string): string {
  const root = join(WEB_DIR, "test-results", `${prefix}-${Date.now()}-${randomBytes(3).toString("hex")}`);
  mkdirSync(root, { recursive: true });
  return root;
}

export interface SharedDatabase {
  /** postgres://postgres@127.0.0.1:PORT/<database> */
  url: string;
  stop(): void;
}

/** A PostgreSQL cluster of its own and a new database in it (made with the cluster's createdb). */
export async function startSharedDatabase(name = "site_instances"): Promise<SharedDatabase> {
  const cluster = await startTestPostgres();
  try {
    const bin = postgresBinDir();
    if (!bin) throw new Error("PostgreSQL's programs were not found");
    const args = ["-h", "127.0.0.1", "-p", String(cluster.port), "-U", "postgres", name];
    const made = spawnSync(join(bin, "createdb"), args, { encoding: "utf8" });
    if (made.status !== 0) throw new Error(`createdb ${name} failed: ${made.stderr || made.stdout || made.error}`);
  } catch (error) {
    cluster.stop();
    throw error;
  }
  return { url: cluster.urlFor(name), stop: () => cluster.stop() };
}

export interface Delivery {
  at: number;
  idempotencyKey: string;
  email: string;
}

export interface LeadReceiver {
  /** http://127.0.0.1:PORT/lead */
  url: string;
  /** Every delivery answered 2xx, in order. */
  deliveries: Delivery[];
  /** Deliveries per Idempotency-Key. */
  byKey(): Map<string, number>;
  /** Deliveries per lead (its e-mail). */
  byEmail(): Map<string, number>;
  close(): Promise<void>;
}

/** The lead automation's webhook: answers 200 to every POST and counts it. */
export async function startLeadReceiver(): Promise<LeadReceiver> {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let email: string;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { email?: unknown };
        email = typeof body.email === "string" ? body.email : "(no e-mail)";
      } catch {
        email = "(not JSON)";
      }
      deliveries.push({ at: Date.now(), idempotencyKey: String(req.headers["idempotency-key"] ?? ""), email });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const count = (pick: (delivery: Delivery) => string) => {
    const counts = new Map<string, number>();
    for (const delivery of deliveries) counts.set(pick(delivery), (counts.get(pick(delivery)) ?? 0) + 1);
    return counts;
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/lead`,
    deliveries,
    byKey: () => count((delivery) => delivery.idempotencyKey),
    byEmail: () => count((delivery) => delivery.email),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SharedContent {
  content: ContentServer;
  /** The copy of the space file the content server watches. */
  spaceFile: string;
  /** The content server's own messages (reloads, webhooks). */
  logs: string[];
  readSpace(): ContentfulExport;
  /** Reads the space file, lets `mutate` change it, and writes it back atomically (temporary file + rename). */
  editSpace(mutate: (space: ContentfulExport) => void): ContentfulExport;
  close(): Promise<void>;
}

/** The content server over a copy of the embedded space file, sending webhooks signed with `secret` to `webhookUrl`. */
export async function startSharedContent(options: {
  folder: string;
  webhookUrl: string;
  secret: string;
}): Promise<SharedContent> {
  const embedded = embeddedSpaceFile();
  if (!embedded) throw new Error("The embedded space file of @tupelo-medicare/content was not found");
  const spaceFile = join(options.folder, "space.json");
  cpSync(embedded, spaceFile);
  const logs: string[] = [];
  const keep = (message: string) => logs.push(message);
  const content = await createContentServer({
    file: spaceFile,
    port: 0,
    webhookUrl: options.webhookUrl,
    webhookSecret: options.secret,
    control: true,
    retryDelaysMs: [200, 200],
    logger: { info: keep, warn: keep, error: keep },
  });
  const readSpace = () => JSON.parse(readFileSync(spaceFile, "utf8")) as ContentfulExport;
  let edits = 0;
  return {
    content,
    spaceFile,
    logs,
    readSpace,
    editSpace(mutate) {
      const space = readSpace();
      mutate(space);
      const temporary = `${spaceFile}.${process.pid}.${(edits += 1)}.tmp`;
      writeFileSync(temporary, `${JSON.stringify(space, null, 1)}\n`);
      renameSync(temporary, spaceFile);
      return space;
    },
    close: () => content.close(),
  };
}

export interface ContentRequest {
  at: number;
  /** The path and query, decoded. */
  url: string;
}

export interface RecordingProxy {
  /** host:port, for CONTENTFUL_HOST. */
  host: string;
  /** Every request passed on, in order. */
  requests: ContentRequest[];
  close(): Promise<void>;
}

/**
 * A pass-through in front of the content server that notes when each request arrives, so a test can tell when an
 * instance first asked the Delivery API about a change (the instances log nothing at that moment).
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const [targetHost, targetPort] = target.split(":");
  const requests: ContentRequest[] = [];
  const server = createServer((req, res) => {
    let url = req.url ?? "/";
    try {
      url = decodeURIComponent(url);
    } catch {
      // Kept as sent.
    }
    requests.push({ at: Date.now(), url });
    const upstream = httpRequest(
      { host: targetHost, port: Number(targetPort), method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What GET /api/health answers (the leads service's report). */
export type Health = LeadsHealth;

export interface SiteInstance {
  name: string;
  /** http://127.0.0.1:<port> */
  url: string;
  /** This instance's folder: dist/ (its own copy) and data/ (its DATA_DIR). */
  folder: string;
  /** Everything the server wrote so far. */
  logs: LogLine[];
  /** Waits until a line matching `pattern` appears at index `from` or later; returns it and its index. */
  waitForLog(pattern: RegExp, options?: { from?: number; timeout?: number }): Promise<{ line: string; index: number }>;
  health(): Promise<Health>;
  /** What to attach to a failing test. */
  describe(): string;
  /** SIGTERM, then SIGKILL after 5 s; removes the folder. */
  stop(): Promise<void>;
}

/**
 * Starts one site server from its own copy of dist under `folder`, with `env` (PORT, HOST, DATA_DIR and NODE_ENV are
 * set here), and waits until it serves pages and its database is reachable.
 */
export async function startInstance(options: {
  name: string;
  folder: string;
  port: number;
  env: Record<string, string>;
}): Promise<SiteInstance> {
  const { name, folder, port } = options;
  const distDir = join(folder, "dist");
  const dataDir = join(folder, "data");
  mkdirSync(dataDir, { recursive: true });
  // A lock copied from a pass running in the shared dist would belong to a live process and hold this copy's off.
  cpSync(join(WEB_DIR, "dist"), distDir, {
    recursive: true,
    filter: (source) => basename(source) !== ".regenerate.lock",
  });
  const url = `http://127.0.0.1:${port}`;
  const server = spawnSite({
    main: join(distDir, "server", "main.js"),
    env: { ...options.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
  });
  const logs = server.lines;
  const exitedMessage = () => (server.exited ? `instance ${name} exited (${server.exited})` : undefined);

  const describe = () =>
    [`--- instance ${name}: ${url}, folder ${folder} ---`, ...logs.map((line) => line.text)].join("\n");

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  };

  const waitForLog = server.waitForLog;

  const health = async () => (await (await fetch(`${url}/api/health`)).json()) as Health;

  try {
    await until(
      `instance ${name} at ${url} serving pages with its database reachable`,
      async () => {
        const page = await fetch(`${url}/`).catch(() => undefined);
        if (!page?.ok) return undefined;
        const answer = await fetch(`${url}/api/health`).catch(() => undefined);
        return answer?.ok ? true : undefined;
      },
      60_000,
      exitedMessage,
    );
  } catch (error) {
    const text = describe();
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${text}`, { cause: error });
  }
  return { name, url, folder, logs, waitForLog, health, describe, stop };
}
