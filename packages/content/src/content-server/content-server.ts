/**
 * A local Contentful-compatible content server: the Delivery API over a space file (or a space object), with
 * file watching, validation, revision bumps, Contentful-shaped webhooks and failure hooks for tests.
 */
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createCdaEngine, createCdaFetchHandler } from "../engine/index.js";
import { jsonCopy } from "../engine/json-values.js";
import { webhookPayload } from "../webhooks/payload.js";
import { failureResponse, handleControl, takeFailure } from "./control.js";
import type { ControlSettings } from "./control.js";
import { watchFile } from "./file-watcher.js";
import type { FileWatcher } from "./file-watcher.js";
import { readBody, toRequest, writeJson, writeResponse } from "./http-bridge.js";
import { RequestRateLimit } from "./rate-limit.js";
import type { RateLimitStats } from "./rate-limit.js";
import { consoleLogger } from "./logger.js";
import type { ContentServerLogger } from "./logger.js";
import { entitiesOf, isLive, RevisionLedger } from "./revision-ledger.js";
import type { ServedSpaces } from "./revision-ledger.js";
import { diffSpaces } from "./space-diff.js";
import type { SpaceEvent } from "./space-diff.js";
import { embeddedSpaceFile, parseJsonText, readSpaceText } from "./space-file.js";
import { describeProblems, validateSpace } from "../export-file/validate-space.js";
import type { ContentfulExport } from "../export-file/types.js";
import { WebhookSender } from "./webhook-sender.js";
import type { WebhookStats } from "./webhook-sender.js";

export interface ContentServerOptions {
  /** A Contentful export file, watched for changes (default: the embedded space file; ignored when `space` is set). */
  file?: string;
  /** A space to serve instead of a file (not watched; replace it with setSpace). */
  space?: ContentfulExport;
  /** Default 4180; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The space id the server answers as (default "embedded"). */
  spaceId?: string;
  /** Default "master". */
  environmentId?: string;
  /** The only token the Delivery API accepts; unset: any token but the preview token. */
  accessToken?: string;
  /**
   * Requests carrying this token are answered as the Content Preview API (drafts and unpublished changes), as
   * preview.contentful.com answers a preview token. @defaultValue "preview"
   */
  previewAccessToken?: string;
  /** Where to POST webhooks; unset: none are sent. */
  webhookUrl?: string;
  /** Signs webhooks (x-contentful-signature); unset: unsigned. */
  webhookSecret?: string;
  /** Enables /__control/* (failure and CDN-lag hooks for tests). */
  control?: boolean;
  /**
   * Answers 429 RateLimitExceeded (X-Contentful-RateLimit-Reset: 1) above this many Delivery API requests in any
   * one second, as Contentful does above a space's limit; unset: no limit. Counts in health().rateLimit.
   */
  rateLimit?: number;
  /** Delays before each retry of a failed webhook (default [30000, 30000]: 1 attempt + 2 retries). */
  retryDelaysMs?: number[];
  /** Watch the file for changes (default true). */
  watch?: boolean;
  /**
   * Host names (besides localhost and IP addresses, which are always accepted) that requests may carry in their Host
   * header. Any other name is refused (421): a web page whose domain an attacker points at this machine (DNS
   * rebinding) cannot read drafts or drive the control routes.
   */
  allowedHosts?: readonly string[];
  logger?: ContentServerLogger;
}

/**
 * Whether a Host header names this machine in a way no DNS-rebinding page can: an IP address (v4 or bracketed v6),
 * localhost (or a *.localhost name), or one of `allowed`. A missing Host (HTTP/1.0) is accepted.
 */
export function isAcceptedHost(header: string | undefined, allowed: readonly string[] = []): boolean {
  if (header === undefined || header === "") return true;
  const value = header.trim().toLowerCase();
  const name = value.startsWith("[") ? value.slice(0, value.indexOf("]") + 1) : value.replace(/:\d+$/, "");
  if (/^\[[0-9a-f:.]+\]$/.test(name)) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return true;
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  return allowed.some((host) => host.toLowerCase() === name);
}

export interface ContentServerHealth {
  /** false while the latest version of the file is invalid (the last good version is still served). */
  ok: boolean;
  file: string | null;
  spaceId: string;
  environmentId: string;
  /** Counts successful loads (1 = the initial load). */
  generation: number;
  /** The generation the Delivery API serves (lower than `generation` during a simulated CDN lag). */
  servedGeneration: number;
  stale: boolean;
  loadedAt: string;
  /** Published entities of the latest generation. */
  published: { entries: number; assets: number; contentTypes: number };
  lastError: string | null;
  webhooks: ({ url: string; signed: boolean } & WebhookStats) | null;
  /** Requests received and refused under the `rateLimit` option; null without one. */
  rateLimit: RateLimitStats | null;
}

export interface ContentServer {
  /** e.g. http://127.0.0.1:4180 */
  readonly url: string;
  /** host:port, for CONTENTFUL_HOST (with CONTENTFUL_INSECURE=true). */
  readonly host: string;
  readonly port: number;
  /** Re-reads the file now, diffs and sends webhooks; resolves after they were delivered or given up. */
  reload(): Promise<void>;
  /** Replaces the served space (same validation, diff and webhooks); rejects when the space is invalid. */
  setSpace(space: ContentfulExport): Promise<void>;
  close(): Promise<void>;
  health(): ContentServerHealth;
}

interface ServedVersion {
  readonly space: ContentfulExport;
  readonly handler: (request: Request) => Promise<Response>;
  /** The Preview API over the same version of the file (no CDN: never stale). */
  readonly previewHandler: (request: Request) => Promise<Response>;
  readonly generation: number;
  readonly loadedAt: string;
  readonly published: ContentServerHealth["published"];
}

type Applied = { ok: true; delivered: Promise<void> } | { ok: false; message: string };

const DONE: Promise<void> = Promise.resolve();
/** The token the Preview API answers when none is configured. */
export const DEFAULT_PREVIEW_TOKEN = "preview";

/** The access token of a CDA request (Authorization: Bearer, or ?access_token=). */
function requestToken(request: Request): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization")?.trim() ?? "")?.[1];
  return bearer?.trim() || new URL(request.url).searchParams.get("access_token") || undefined;
}
const MAX_LOGGED_CHANGES = 8;

const livePublished = (space: ContentfulExport, kind: "Entry" | "Asset" | "ContentType"): number =>
  entitiesOf(space, kind).filter((entity) => isLive(entity.sys)).length;

function describeEvents(events: readonly SpaceEvent[]): string {
  if (events.length === 0) return "no changes";
  const listed = events
    .slice(0, MAX_LOGGED_CHANGES)
    .map((event) => `${event.kind}.${event.action} ${String(event.entity.sys.id)}`);
  const more = events.length > MAX_LOGGED_CHANGES ? `, and ${events.length - MAX_LOGGED_CHANGES} more` : "";
  return `${events.length} change${events.length === 1 ? "" : "s"} (${listed.join(", ")}${more})`;
}

const urlHost = (host: string): string => {
  if (host === "0.0.0.0" || host === "::" || host === "") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
};

class ContentServerRuntime {
  private readonly logger: ContentServerLogger;
  private readonly ledger = new RevisionLedger();
  private readonly control: ControlSettings = { failure: undefined, staleForMs: 0 };
  private readonly sender: WebhookSender | undefined;
  private readonly spaceId: string;
  private readonly environmentId: string;
  private readonly file: string | undefined;
  private readonly previewToken: string;
  private readonly rateLimit: RequestRateLimit | undefined;
  private current!: ServedVersion;
  private visible!: ServedVersion;
  private readonly staleTimers = new Set<NodeJS.Timeout>();
  private lastText: string | undefined;
  private lastError: string | undefined;
  private queue: Promise<unknown> = DONE;
  private deliveries: Promise<void> = DONE;
  private watcher: FileWatcher | undefined;
  private server: Server | undefined;
  private closed = false;
  port = 0;
  host = "";

  constructor(private readonly options: ContentServerOptions) {
    this.logger = options.logger ?? consoleLogger;
    this.spaceId = options.spaceId ?? "embedded";
    this.environmentId = options.environmentId ?? "master";
    this.previewToken = options.previewAccessToken ?? DEFAULT_PREVIEW_TOKEN;
    this.rateLimit = options.rateLimit === undefined ? undefined : new RequestRateLimit(options.rateLimit);
    if (this.previewToken === options.accessToken)
      throw new Error("createContentServer: the preview token must differ from the delivery token");
    this.file = options.space ? undefined : (options.file ?? embeddedSpaceFile());
    if (!options.space && !this.file)
      throw new Error("createContentServer: pass `file` or `space` (the embedded space file was not found)");
    if (options.webhookUrl) {
      this.sender = new WebhookSender({
        url: options.webhookUrl,
        secret: options.webhookSecret,
        retryDelaysMs: options.retryDelaysMs,
        logger: this.logger,
      });
    }
  }

  async start(): Promise<void> {
    const initial = await this.initialSpace();
    const validation = validateSpace(initial.value);
    if (!validation.ok) throw new Error(describeProblems(initial.subject, validation.problems));
    this.current = this.version(this.ledger.serveBoth(validation.space), 1);
    this.visible = this.current;
    await this.listen();
    if (this.file && this.options.watch !== false) {
      this.watcher = watchFile(
        this.file,
        () => void this.enqueue(() => this.reloadFile(false)).catch(() => undefined),
        { logger: this.logger },
      );
    }
  }

  private async initialSpace(): Promise<{ value: unknown; subject: string }> {
    if (this.options.space) return { value: jsonCopy(this.options.space), subject: "space (createContentServer)" };
    const file = this.file ?? "";
    const read = await readSpaceText(file);
    if (!read.ok) throw new Error(read.message);
    const parsed = parseJsonText(read.text);
    if (!parsed.ok) throw new Error(`Invalid space file ${file}: ${parsed.message}`);
    this.lastText = read.text;
    return { value: parsed.value, subject: `space file ${file}` };
  }

  private listen(): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    const host = this.options.host ?? "127.0.0.1";
    return new Promise((resolve, reject) => {
      server.once("error", (error: NodeJS.ErrnoException) => {
        const hint =
          error.code === "EADDRINUSE"
            ? "the port is in use (set CONTENT_SERVER_PORT, or 0 for any free port)"
            : error.message;
        reject(new Error(`Content server cannot listen on ${host}:${this.options.port ?? 4180}: ${hint}`));
      });
      server.listen(this.options.port ?? 4180, host, () => {
        this.port = (server.address() as AddressInfo).port;
        this.host = `${urlHost(host)}:${this.port}`;
        resolve();
      });
    });
  }

  private version(served: ServedSpaces, generation: number): ServedVersion {
    const space = served.delivered;
    const engine = createCdaEngine(space, {
      spaceId: this.spaceId,
      environmentId: this.environmentId,
      ...(this.options.accessToken !== undefined ? { accessToken: this.options.accessToken } : {}),
    });
    const previewEngine = createCdaEngine(served.preview, {
      spaceId: this.spaceId,
      environmentId: this.environmentId,
      accessToken: this.previewToken,
      preview: true,
    });
    // Indexed before the version is served and its webhooks are sent, as Contentful serves a change before it
    // announces it: the first reader after a webhook does not wait for the index.
    engine.prepare();
    return {
      space,
      handler: createCdaFetchHandler(engine),
      previewHandler: createCdaFetchHandler(previewEngine),
      generation,
      loadedAt: new Date().toISOString(),
      published: {
        entries: livePublished(space, "Entry"),
        assets: livePublished(space, "Asset"),
        contentTypes: livePublished(space, "ContentType"),
      },
    };
  }

  /** Runs content changes one at a time; the returned promise resolves when that change's webhooks are done. */
  enqueue(task: () => Promise<Applied>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run.then((applied) => {
      if (!applied.ok) throw new Error(applied.message);
      return applied.delivered;
    });
  }

  /** Validates and serves a new space, then queues its webhooks. */
  private apply(value: unknown, subject: string): Applied {
    if (this.closed) return { ok: true, delivered: DONE };
    const validation = validateSpace(value);
    if (!validation.ok) return { ok: false, message: describeProblems(subject, validation.problems) };
    const now = new Date();
    const served = this.ledger.serveBoth(validation.space, now);
    const events = diffSpaces(this.current.space, served.delivered);
    this.current = this.version(served, this.current.generation + 1);
    this.showLatest();
    this.logger.info(`Reloaded ${subject}: ${describeEvents(events)}`);
    const { sender } = this;
    if (!sender || events.length === 0) return { ok: true, delivered: DONE };
    const calls = events.map((event) => {
      const { topic, body } = webhookPayload(event.action, event.entity, {
        spaceId: this.spaceId,
        environmentId: this.environmentId,
        now,
      });
      return { topic, id: String(event.entity.sys.id), body };
    });
    this.deliveries = this.deliveries.then(() => sender.sendAll(calls));
    return { ok: true, delivered: this.deliveries };
  }

  /** Serves the latest version now, or after staleFor ms (each version becomes visible its own delay later). */
  private showLatest(): void {
    const latest = this.current;
    const delay = this.control.staleForMs;
    if (delay <= 0) {
      this.visible = latest;
      return;
    }
    const timer = setTimeout(() => {
      this.staleTimers.delete(timer);
      if (latest.generation > this.visible.generation) this.visible = latest;
    }, delay);
    timer.unref();
    this.staleTimers.add(timer);
  }

  private clearStale(): void {
    for (const timer of this.staleTimers) clearTimeout(timer);
    this.staleTimers.clear();
    this.visible = this.current;
  }

  async reloadFile(force: boolean): Promise<Applied> {
    const file = this.file;
    if (!file || this.closed) return { ok: true, delivered: DONE };
    const read = await readSpaceText(file);
    if (!read.ok) {
      this.lastText = undefined;
      return this.reportError(read.message);
    }
    if (!force && read.text === this.lastText) return { ok: true, delivered: DONE };
    this.lastText = read.text;
    const parsed = parseJsonText(read.text);
    const applied = parsed.ok
      ? this.apply(parsed.value, `space file ${file}`)
      : { ok: false as const, message: `Invalid space file ${file}: ${parsed.message}` };
    if (!applied.ok) return this.reportError(applied.message);
    if (this.lastError !== undefined) this.logger.info(`Space file ${file} is valid again`);
    this.lastError = undefined;
    return applied;
  }

  /** Logs a file problem once (until it changes) and keeps serving the last good version. */
  private reportError(message: string): Applied {
    if (message !== this.lastError) this.logger.error(`${message} (still serving the last valid version)`);
    this.lastError = message;
    return { ok: true, delivered: DONE };
  }

  setSpace(space: ContentfulExport): Promise<void> {
    return this.enqueue(() => Promise.resolve(this.apply(jsonCopy(space), "space (setSpace)")));
  }

  health(): ContentServerHealth {
    const { sender } = this;
    return {
      ok: this.lastError === undefined,
      file: this.file ?? null,
      spaceId: this.spaceId,
      environmentId: this.environmentId,
      generation: this.current.generation,
      servedGeneration: this.visible.generation,
      stale: this.visible !== this.current,
      loadedAt: this.current.loadedAt,
      published: this.current.published,
      lastError: this.lastError ?? null,
      webhooks:
        sender && this.options.webhookUrl
          ? { url: this.options.webhookUrl, signed: Boolean(this.options.webhookSecret), ...sender.stats }
          : null,
      rateLimit: this.rateLimit ? { ...this.rateLimit.stats } : null,
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const path = new URL(req.url ?? "/", "http://localhost").pathname;
      if (!isAcceptedHost(req.headers.host, this.options.allowedHosts))
        return writeJson(res, 421, {
          sys: { type: "Error", id: "MisdirectedRequest" },
          message: `This content server answers only to localhost and IP addresses (Host: ${JSON.stringify(req.headers.host)}); add the name to allowedHosts to serve it.`,
        });
      if (path === "/health") return writeJson(res, 200, this.health(), { "access-control-allow-origin": "*" });
      if (path === "/__control" || path.startsWith("/__control/")) return await this.handleControl(req, res, path);
      const method = (req.method ?? "GET").toUpperCase();
      const failing =
        this.options.control && path.startsWith("/spaces/") && (method === "GET" || method === "HEAD")
          ? takeFailure(this.control)
          : undefined;
      const limited =
        failing === undefined && this.rateLimit && path.startsWith("/spaces/") && !this.rateLimit.take()
          ? 429
          : undefined;
      const request = toRequest(req, this.host);
      const handler = requestToken(request) === this.previewToken ? this.current.previewHandler : this.visible.handler;
      const refused = failing ?? limited;
      const response = refused !== undefined ? failureResponse(refused) : await handler(request);
      await writeResponse(res, response);
    } catch (error) {
      if (!res.headersSent)
        writeJson(res, 500, {
          sys: { type: "Error", id: "ServerError" },
          message: error instanceof Error ? error.message : String(error),
        });
      else res.end();
    }
  }

  /** The test hooks: for scripts and test runners on this machine, never for a web page (no CORS headers). */
  private async handleControl(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (!this.options.control)
      return writeJson(res, 404, { ok: false, error: "Control hooks are off (set CONTENT_SERVER_CONTROL=true)" });
    const method = (req.method ?? "GET").toUpperCase();
    const text = method === "POST" ? await readBody(req) : "";
    const parsed = text.trim() ? parseJsonText(text) : { ok: true as const, value: {} };
    if (!parsed.ok) return writeJson(res, 400, { ok: false, error: parsed.message });
    const answer = handleControl(this.control, method, path.slice("/__control/".length), parsed.value, (what) => {
      if (what === "clear") this.clearStale();
    });
    writeJson(res, answer.status, answer.body);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.watcher?.close();
    for (const timer of this.staleTimers) clearTimeout(timer);
    this.sender?.close();
    await this.deliveries;
    const server = this.server;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  }
}

/** Starts a local Contentful-compatible content server; rejects when the space is invalid or the port is taken. */
export async function createContentServer(options: ContentServerOptions = {}): Promise<ContentServer> {
  const runtime = new ContentServerRuntime(options);
  await runtime.start();
  return {
    url: `http://${runtime.host}`,
    host: runtime.host,
    port: runtime.port,
    reload: () => runtime.enqueue(() => runtime.reloadFile(true)),
    setSpace: (space) => runtime.setSpace(space),
    close: () => runtime.close(),
    health: () => runtime.health(),
  };
}
