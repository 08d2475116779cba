/**
 * The running site regenerating itself, for regeneration.spec.ts: a private copy of dist (under apps/web, so the
 * SSR bundle resolves node_modules; the shared dist and the config's web server are never touched), the local
 * Contentful-compatible content server in this process over a copy of the embedded space file (control hooks on,
 * signed webhooks to the site), and the site's own server (`node <copy>/server/main.js`) as a child process whose
 * output is kept line by line.
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { createContentServer, embeddedSpaceFile } from "@tupelo-medicare/content/content-server";
import type { ContentServer, ContentfulExport } from "@tupelo-medicare/content/content-server";
import { signRequest, webhookPayload } from "@tupelo-medicare/content/webhooks";
import { freePort, spawnSite, until, WEB_DIR } from "./site-process.js";
import type { LogLine } from "./site-process.js";

export { freePort, until };
export type { LogLine };
export const WEBHOOK_PATH = "/api/contentful-webhook";

export interface RegenerationSite {
  /** http://127.0.0.1:<port> */
  url: string;
  secret: string;
  content: ContentServer;
  /** The copy of the space file the content server watches. */
  spaceFile: string;
  /** Everything the site's server wrote so far. */
  logs: LogLine[];
  /** The content server's own messages (reloads, webhooks). */
  contentLogs: string[];
  /** Reads the space file, lets `mutate` change it, and writes it back atomically (temporary file + rename). */
  editSpace(mutate: (space: ContentfulExport) => void): ContentfulExport;
  readSpace(): ContentfulExport;
  /** Waits until a line matching `pattern` appears at index `from` or later; returns it and its index. */
  waitForLog(pattern: RegExp, options?: { from?: number; timeout?: number }): Promise<{ line: string; index: number }>;
  /** Sends a webhook signed with the site's secret (a ContentType.publish re-renders every page). */
  sendSignedWebhook(topic: string, body: unknown): Promise<Response>;
  /**
   * Stops the site's server as a deploy does (SIGTERM; SIGKILL only after `graceMs`, default 30 s), starts it again
   * on the same build copy, database and environment, and waits until it serves pages; resolves with how the first
   * one exited (`code 0`, or a signal). Its lines continue in `logs`.
   */
  restart(graceMs?: number): Promise<string>;
  /** The server's DATA_DIR. */
  dataDir: string;
  /** The site's private copy of dist. */
  distDir: string;
  /** What to attach to a failing test. */
  describe(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** CONTENT_RECONCILE_INTERVAL of the site (default 0: off). */
  reconcileInterval?: string;
  /** CONTENT_CDN_WAIT of the site (default 10s). */
  cdnWait?: string;
  /** Turns draft preview on (CONTENTFUL_PREVIEW_SECRET), read from the content server's Preview API. */
  previewSecret?: string;
  /** More environment for the site's server (e.g. GOOGLE_PLACES_*). */
  env?: Record<string, string>;
}

export async function startRegenerationSite(options: StartOptions = {}): Promise<RegenerationSite> {
  const embedded = embeddedSpaceFile();
  if (!embedded) throw new Error("The embedded space file of @tupelo-medicare/content was not found");
  const root = join(WEB_DIR, "test-results", `regen-${Date.now()}-${randomBytes(3).toString("hex")}`);
  const distDir = join(root, "dist");
  const spaceFile = join(root, "space.json");
  const dataDir = join(root, "data");
  mkdirSync(dataDir, { recursive: true });
  // A lock copied from a pass running in the shared dist would belong to a live process and hold ours off.
  cpSync(join(WEB_DIR, "dist"), distDir, {
    recursive: true,
    filter: (source) => basename(source) !== ".regenerate.lock",
  });
  cpSync(embedded, spaceFile);

  const secret = randomBytes(32).toString("hex");
  const sitePort = await freePort();
  const url = `http://127.0.0.1:${sitePort}`;
  const contentLogs: string[] = [];
  const keep = (message: string) => contentLogs.push(message);
  const content = await createContentServer({
    file: spaceFile,
    port: 0,
    webhookUrl: `${url}${WEBHOOK_PATH}`,
    webhookSecret: secret,
    control: true,
    retryDelaysMs: [200, 200],
    logger: { info: keep, warn: keep, error: keep },
  });

  const serverEnv = {
    CONTENTFUL_SPACE_ID: "embedded",
    CONTENTFUL_ACCESS_TOKEN: "local",
    CONTENTFUL_HOST: content.host,
    CONTENTFUL_INSECURE: "true",
    CONTENTFUL_WEBHOOK_SECRET: secret,
    CONTENT_RECONCILE_INTERVAL: options.reconcileInterval ?? "0",
    CONTENT_CDN_WAIT: options.cdnWait ?? "10s",
    ...(options.previewSecret
      ? {
          CONTENTFUL_PREVIEW_SECRET: options.previewSecret,
          CONTENTFUL_PREVIEW_ACCESS_TOKEN: "preview",
          CONTENTFUL_PREVIEW_HOST: content.host,
        }
      : {}),
    PORT: String(sitePort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ...options.env,
  };
  const logs: LogLine[] = [];
  const startServer = () => spawnSite({ main: join(distDir, "server", "main.js"), env: serverEnv, lines: logs });
  let server = startServer();
  const exitedMessage = () => (server.exited ? `the site's server exited (${server.exited})` : undefined);
  const answers = () =>
    until(
      `the site at ${url}`,
      async () => {
        const response = await fetch(`${url}/`).catch(() => undefined);
        return response?.ok ? true : undefined;
      },
      60_000,
      exitedMessage,
    );

  const describe = () =>
    [
      `site ${url}, content ${content.url}, folder ${root}`,
      "--- site server ---",
      ...logs.map((line) => line.text),
      "--- content server ---",
      ...contentLogs,
    ].join("\n");

  const stop = async () => {
    await server.stop();
    await content.close();
    rmSync(root, { recursive: true, force: true });
  };

  const readSpace = () => JSON.parse(readFileSync(spaceFile, "utf8")) as ContentfulExport;
  let edits = 0;
  const editSpace = (mutate: (space: ContentfulExport) => void) => {
    const space = readSpace();
    mutate(space);
    const temporary = `${spaceFile}.${process.pid}.${(edits += 1)}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(space, null, 1)}\n`);
    renameSync(temporary, spaceFile);
    return space;
  };

  const waitForLog: RegenerationSite["waitForLog"] = (pattern, waitOptions) => server.waitForLog(pattern, waitOptions);

  const restart = async (graceMs = 30_000) => {
    await server.stop(graceMs);
    const exited = server.exited ?? "unknown";
    server = startServer();
    await answers();
    return exited;
  };

  const sendSignedWebhook = (topic: string, body: unknown) => {
    const text = JSON.stringify(body);
    const headers = { "content-type": "application/vnd.contentful.management.v1+json", "x-contentful-topic": topic };
    return fetch(`${url}${WEBHOOK_PATH}`, {
      method: "POST",
      headers: { ...headers, ...signRequest(secret, { method: "POST", path: WEBHOOK_PATH, headers, body: text }) },
      body: text,
    });
  };

  try {
    await answers();
    await waitForLog(/^Regeneration: webhooks at POST \/api\/contentful-webhook/, { timeout: 5000 });
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${describe()}`, { cause: error });
  }

  return {
    url,
    secret,
    content,
    spaceFile,
    logs,
    contentLogs,
    editSpace,
    readSpace,
    waitForLog,
    sendSignedWebhook,
    restart,
    dataDir,
    distDir,
    describe,
    stop,
  };
}

/**
 * Re-renders every page of the copy from the content server (a signed ContentType.publish webhook, as Contentful
 * sends when a content type changes), so the copy shows exactly the space file whatever state dist was left in.
 */
export async function regenerateAll(site: RegenerationSite, timeout = 90_000): Promise<string> {
  const from = site.logs.length;
  const contentType = site.readSpace().contentTypes.find((type) => type.sys.id === "pageBlogPost");
  if (!contentType) throw new Error("The space has no pageBlogPost content type");
  const { topic, body } = webhookPayload("publish", contentType, { spaceId: "embedded", environmentId: "master" });
  const response = await site.sendSignedWebhook(topic, body);
  if (response.status !== 202)
    throw new Error(`The full regeneration webhook got ${response.status}: ${await response.text()}`);
  const { line } = await site.waitForLog(/^\[regenerate\] .*\(all pages\): rendered|^\[regenerate\] failed/, {
    from,
    timeout,
  });
  if (line.startsWith("[regenerate] failed")) throw new Error(`The full regeneration failed: ${line}`);
  return line;
}
