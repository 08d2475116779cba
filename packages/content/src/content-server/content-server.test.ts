/**
 * The content server over real HTTP on random ports: the contentful SDK reads it, file edits reach it and go out
 * as signed Contentful webhooks, invalid files are reported and ignored, and the control hooks fail requests
 * and delay changes.
 */
import { request as httpRequest } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createClient } from "contentful";
import type { ContentfulClientApi } from "contentful";
import { buildFixtureSpace } from "../engine/test-support/fixture-space.js";
import { sdkError } from "../engine/test-support/sdk-clients.js";
import { parseWebhook, verifyRequest } from "../webhooks/index.js";
import { createContentServer } from "./index.js";
import type { ContentServer, ContentServerLogger, ContentServerOptions, ContentfulExport } from "./index.js";
import { startWebhookReceiver } from "./test-support/webhook-receiver.js";
import type { ReceivedCall, WebhookReceiver } from "./test-support/webhook-receiver.js";

type Mutable = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const SECRET = "s3cr3t-for-tests-0123456789abcdef0123456789abcdef0123456789abcd".slice(0, 64);

interface Harness {
  server: ContentServer;
  receiver: WebhookReceiver;
  client: ContentfulClientApi<undefined>;
  file: string;
  logs: { level: string; message: string }[];
  /** Edits the file as an editor does: write a temp file, rename it over the original. */
  edit: (change: (space: Mutable) => void) => void;
  writeRaw: (text: string) => void;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(options: Partial<ContentServerOptions> = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), "content-serve-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "space.json");
  writeFileSync(file, JSON.stringify(buildFixtureSpace(), null, 2));
  const receiver = await startWebhookReceiver();
  cleanups.push(() => receiver.close());
  const logs: Harness["logs"] = [];
  const logger: ContentServerLogger = {
    info: (message) => logs.push({ level: "info", message }),
    warn: (message) => logs.push({ level: "warn", message }),
    error: (message) => logs.push({ level: "error", message }),
  };
  const server = await createContentServer({
    file,
    port: 0,
    webhookUrl: receiver.url,
    webhookSecret: SECRET,
    control: true,
    retryDelaysMs: [20, 20],
    watch: false,
    logger,
    ...options,
  });
  cleanups.push(() => server.close());
  const client = createClient({
    space: "embedded",
    accessToken: "any-token",
    host: server.host,
    insecure: true,
    retryOnError: false,
  });
  const writeRaw = (text: string) => {
    const temp = `${file}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, file);
  };
  const edit = (change: (space: Mutable) => void) => {
    const space = JSON.parse(readFileSync(file, "utf8")) as Mutable;
    change(space);
    writeRaw(JSON.stringify(space, null, 2));
  };
  return { server, receiver, client, file, logs, edit, writeRaw };
}

const entryOf = (space: Mutable, id: string): Mutable =>
  (space.entries as Mutable[]).find((item) => item.sys.id === id)!;

const verified = (call: ReceivedCall) =>
  verifyRequest(SECRET, { method: call.method, path: call.path, headers: call.headers, body: call.body });

describe("content server", () => {
  it("serves the Delivery API to the contentful SDK, and /health", async () => {
    const { server, client } = await start();
    const posts = await client.getEntries({ content_type: "pageBlogPost", order: ["sys.id"] });
    expect(posts.items.map((item) => item.sys.id)).toEqual(["post-a", "post-b", "post-c", "post-d", "post-e"]);
    const post = await client.getEntry("post-a");
    expect(post.sys.revision).toBe(1);
    expect(post.fields.title).toBe("Understanding Medicare Part A");
    expect(server.host).toBe(`127.0.0.1:${server.port}`);
    const health = (await (await fetch(`${server.url}/health`)).json()) as Loose;
    expect(health).toMatchObject({
      ok: true,
      generation: 1,
      servedGeneration: 1,
      stale: false,
      lastError: null,
      spaceId: "embedded",
    });
    expect(health.published.entries).toBeGreaterThan(5);
    expect(health.webhooks).toMatchObject({ signed: true, sent: 0, failed: 0 });
  });

  it("checks the access token when one is set", async () => {
    const { server } = await start({ accessToken: "right", webhookUrl: undefined });
    const wrong = createClient({
      space: "embedded",
      accessToken: "wrong",
      host: server.host,
      insecure: true,
      retryOnError: false,
    });
    expect((await sdkError(wrong.getEntries())).payload.status).toBe(401);
    const right = createClient({
      space: "embedded",
      accessToken: "right",
      host: server.host,
      insecure: true,
      retryOnError: false,
    });
    expect((await right.getEntries({ limit: 1 })).total).toBeGreaterThan(0);
  });

  it("answers the Preview API to the preview token: drafts and unsaved changes, which delivery does not show", async () => {
    const { server, client, edit } = await start({ previewAccessToken: "preview-token", webhookUrl: undefined });
    const preview = createClient({
      space: "embedded",
      accessToken: "preview-token",
      host: server.host,
      insecure: true,
      retryOnError: false,
    });
    expect((await preview.getEntry("draft-post")).fields.title).toBe("Draft Post");
    expect((await client.getEntries({ "sys.id": "draft-post" })).total).toBe(0);
    edit((space) => {
      const post = entryOf(space, "post-a");
      post.fields.title["en-US"] = "Part A, saved as draft";
      post.sys.version = post.sys.publishedVersion + 2;
    });
    await server.reload();
    expect((await preview.getEntry("post-a")).fields.title).toBe("Part A, saved as draft");
    expect((await client.getEntry("post-a")).fields.title).toBe("Understanding Medicare Part A");
  });

  it("sends a signed publish webhook with a higher revision when a title is edited (file watching)", async () => {
    const { receiver, client, edit } = await start({ watch: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    edit((space) => {
      entryOf(space, "post-a").fields.title["en-US"] = "Part A, edited";
    });
    const [call] = await receiver.waitFor(1);
    expect(call!.method).toBe("POST");
    expect(call!.path).toBe("/hooks/contentful?source=local");
    expect(call!.headers).toMatchObject({
      "content-type": "application/vnd.contentful.management.v1+json",
      "x-contentful-topic": "ContentManagement.Entry.publish",
      "x-contentful-webhook-name": "content-serve",
    });
    expect(call!.headers["x-contentful-idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
    expect(verified(call!)).toEqual({ ok: true });
    const webhook = parseWebhook(call!.headers["x-contentful-topic"], call!.body);
    expect(webhook).toMatchObject({
      kind: "Entry",
      action: "publish",
      id: "post-a",
      contentType: "pageBlogPost",
      revision: 2,
      removed: false,
    });
    const body = webhook.body as Loose;
    expect(body.fields.title["en-US"]).toBe("Part A, edited");
    expect(body.sys).toMatchObject({ type: "Entry", publishedCounter: 2, revision: 2 });
    expect(body.sys.space.sys.id).toBe("embedded");

    const post = await client.getEntry("post-a");
    expect(post.sys.revision).toBe(2);
    expect(post.fields.title).toBe("Part A, edited");
    expect(post.sys.updatedAt).toBe(body.sys.publishedAt);

    edit((space) => {
      entryOf(space, "post-a").fields.title["en-US"] = "Part A, edited again";
    });
    const second = (await receiver.waitFor(2))[1]!;
    expect(parseWebhook(second.headers["x-contentful-topic"], second.body).revision).toBe(3);
    expect(second.headers["x-contentful-idempotency-key"]).not.toBe(call!.headers["x-contentful-idempotency-key"]);
    expect((await client.getEntry("post-a")).sys.revision).toBe(3);
  });

  it("sends an unpublish tombstone and a delete tombstone", async () => {
    const { server, receiver, client, edit } = await start();
    edit((space) => {
      delete entryOf(space, "post-b").sys.publishedVersion;
    });
    await server.reload();
    const unpublish = receiver.calls[0]!;
    expect(unpublish.headers["x-contentful-topic"]).toBe("ContentManagement.Entry.unpublish");
    expect(verified(unpublish)).toEqual({ ok: true });
    const tombstone = unpublish.json as Loose;
    expect(tombstone.fields).toBeUndefined();
    expect(tombstone.sys).toMatchObject({
      type: "DeletedEntry",
      id: "post-b",
      contentType: { sys: { id: "pageBlogPost" } },
    });
    expect((await client.getEntries({ "sys.id": "post-b" })).total).toBe(0);

    edit((space) => {
      space.entries = (space.entries as Mutable[]).filter((item) => item.sys.id !== "post-c");
    });
    await server.reload();
    const removed = receiver.calls[1]!;
    expect(removed.headers["x-contentful-topic"]).toBe("ContentManagement.Entry.delete");
    expect(parseWebhook(removed.headers["x-contentful-topic"], removed.body)).toMatchObject({
      id: "post-c",
      removed: true,
      contentType: "pageBlogPost",
    });
    expect((await client.getEntries({ "sys.id": "post-c" })).total).toBe(0);
    expect(receiver.calls).toHaveLength(2);
  });

  it("keeps serving the last good version of an invalid file and says what is wrong", async () => {
    const { server, receiver, client, logs, edit, writeRaw, file } = await start();
    writeRaw('{\n  "contentTypes": [,\n}');
    await server.reload();
    const syntax = logs.find((log) => log.level === "error")!.message;
    expect(syntax).toMatch(
      new RegExp(
        `^Invalid space file ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: JSON syntax error at line 2, column \\d+: `,
      ),
    );
    expect(server.health()).toMatchObject({ ok: false, generation: 1 });
    expect((await client.getEntry("post-a")).fields.title).toBe("Understanding Medicare Part A");

    writeRaw(JSON.stringify(buildFixtureSpace()));
    edit((space) => {
      entryOf(space, "post-c").fields.title["en-US"] = 3;
    });
    await server.reload();
    const wrongType = logs.filter((log) => log.level === "error")[1]!.message;
    expect(wrongType).toContain(
      "entry 'post-c' (pageBlogPost) field 'title' (en-US) [type]: expected a string (Symbol), got number 3",
    );
    const health = (await (await fetch(`${server.url}/health`)).json()) as Loose;
    expect(health.lastError).toContain("entry 'post-c' (pageBlogPost) field 'title'");
    expect((await client.getEntry("post-c")).fields.title).toBe("Choosing a Part D Plan");

    writeRaw(JSON.stringify(buildFixtureSpace()));
    await server.reload();
    expect(server.health()).toMatchObject({ ok: true, lastError: null });
    expect(receiver.calls).toHaveLength(0);
  });

  it("fails Delivery API requests on demand (/__control/fail) and clears", async () => {
    const { server, client } = await start();
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/__control/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post("fail", { status: 500, count: 2 })).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await sdkError(client.getEntries());
      expect(error.payload.status).toBe(500);
      expect(error.payload.requestId).toEqual(expect.any(String));
    }
    expect((await client.getEntries({ limit: 1 })).items).toHaveLength(1);

    await post("fail", { status: 503 });
    const raw = await fetch(`${server.url}/spaces/embedded/environments/master/entries`, {
      headers: { authorization: "Bearer x" },
    });
    expect(raw.status).toBe(503);
    expect(await raw.json()).toMatchObject({ sys: { type: "Error", id: "ServiceUnavailable" } });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    await post("clear", {});
    expect((await client.getEntries({ limit: 1 })).items).toHaveLength(1);
    expect((await post("fail", { status: 200 })).status).toBe(400);
  });

  it("answers only to localhost and IP addresses (no DNS rebinding) and sends no CORS headers on its control routes", async () => {
    const { server } = await start();
    const ask = (path: string, host: string, method = "GET") =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: "127.0.0.1", port: server.port, path, method, headers: { host, authorization: "Bearer preview" } },
          (response) => {
            let body = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => (body += chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
          },
        );
        request.on("error", reject);
        request.end();
      });
    const drafts = "/spaces/embedded/environments/master/entries?limit=1";
    for (const host of ["attacker.example", "attacker.example:4180", "127.0.0.1.nip.io"]) {
      const refused = await ask(drafts, host);
      expect(refused.status, host).toBe(421);
      expect(refused.body).not.toContain('"items"');
      expect((await ask("/__control/clear", host, "POST")).status, host).toBe(421);
    }
    for (const host of [
      `127.0.0.1:${server.port}`,
      `localhost:${server.port}`,
      `[::1]:${server.port}`,
      "app.localhost",
    ])
      expect((await ask(drafts, host)).status, host).toBe(200);
    const control = await ask("/__control/clear", `127.0.0.1:${server.port}`, "POST");
    expect(control.status).toBe(200);
    expect(control.headers["access-control-allow-origin"]).toBeUndefined();
    expect(
      (await ask("/__control/clear", `127.0.0.1:${server.port}`, "OPTIONS")).headers["access-control-allow-origin"],
    ).toBeUndefined();
  });

  it("has no control hooks unless enabled", async () => {
    const { server } = await start({ control: false });
    expect((await fetch(`${server.url}/__control/fail`, { method: "POST", body: '{"status":500}' })).status).toBe(404);
  });

  it("keeps serving the previous version for staleFor ms after a change, while the webhook goes out at once", async () => {
    const { server, receiver, client } = await start();
    await fetch(`${server.url}/__control/stale`, { method: "POST", body: JSON.stringify({ staleFor: 400 }) });
    const space = JSON.parse(JSON.stringify(buildFixtureSpace())) as Mutable;
    entryOf(space, "post-d").fields.title["en-US"] = "Medigap, revised";
    const changedAt = Date.now();
    await server.setSpace(space as ContentfulExport);
    expect(receiver.calls).toHaveLength(1);
    expect(parseWebhook(receiver.calls[0]!.headers["x-contentful-topic"], receiver.calls[0]!.body).revision).toBe(2);
    const stale = await client.getEntry("post-d");
    if (Date.now() - changedAt < 350) {
      expect(stale.sys.revision).toBe(1);
      expect(server.health()).toMatchObject({ stale: true, generation: 2, servedGeneration: 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, 450));
    const fresh = await client.getEntry("post-d");
    expect(fresh.sys.revision).toBe(2);
    expect(fresh.fields.title).toBe("Medigap, revised");
    expect(server.health()).toMatchObject({ stale: false, servedGeneration: 2 });
  });

  it("retries webhooks on 5xx with the same idempotency key and gives up after 3 attempts", async () => {
    const { server, receiver, logs } = await start();
    receiver.respondWith(503, 500);
    const space = JSON.parse(JSON.stringify(buildFixtureSpace())) as Mutable;
    entryOf(space, "post-e").fields.title["en-US"] = "Retried";
    await server.setSpace(space as ContentfulExport);
    expect(receiver.calls).toHaveLength(3);
    const keys = new Set(receiver.calls.map((call) => call.headers["x-contentful-idempotency-key"]));
    expect(keys.size).toBe(1);
    for (const call of receiver.calls) expect(verified(call)).toEqual({ ok: true });
    expect(server.health().webhooks).toMatchObject({ sent: 1, failed: 0, lastStatus: 200 });
    expect(
      logs
        .filter((log) => log.message.startsWith("Webhook ContentManagement.Entry.publish post-e"))
        .map((log) => log.message),
    ).toEqual([
      "Webhook ContentManagement.Entry.publish post-e -> 503, retry 1 of 2 in 20 ms",
      "Webhook ContentManagement.Entry.publish post-e -> 500, retry 2 of 2 in 20 ms",
      "Webhook ContentManagement.Entry.publish post-e -> 200",
    ]);

    receiver.respondWith(500, 500, 500);
    entryOf(space, "post-e").fields.title["en-US"] = "Retried again";
    await server.setSpace(space as ContentfulExport);
    expect(receiver.calls).toHaveLength(6);
    expect(server.health().webhooks).toMatchObject({ sent: 1, failed: 1, pending: 0 });
    receiver.respondWith(400);
    entryOf(space, "post-e").fields.title["en-US"] = "Not retried";
    await server.setSpace(space as ContentfulExport);
    expect(receiver.calls).toHaveLength(7);
  });

  it("rejects an invalid space from setSpace and keeps the current one", async () => {
    const { server, client } = await start();
    const space = JSON.parse(JSON.stringify(buildFixtureSpace())) as Mutable;
    entryOf(space, "post-a").fields.nonsense = { "en-US": 1 };
    await expect(server.setSpace(space as ContentfulExport)).rejects.toThrow(
      /^Invalid space \(setSpace\): entry 'post-a' \(pageBlogPost\) field 'nonsense' \[unknownField\]: the content type has no field 'nonsense'/,
    );
    expect((await client.getEntry("post-a")).sys.revision).toBe(1);
  });

  it("serves a space object and refuses an invalid file at start", async () => {
    const server = await createContentServer({
      space: buildFixtureSpace(),
      port: 0,
      logger: { info() {}, warn() {}, error() {} },
    });
    cleanups.push(() => server.close());
    expect(server.health().file).toBeNull();
    const response = await fetch(`${server.url}/spaces/embedded/environments/master/entries/post-a`, {
      headers: { authorization: "Bearer t" },
    });
    expect(response.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), "content-serve-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const broken = join(dir, "broken.json");
    writeFileSync(broken, '{"contentTypes": [], "entries": []}');
    await expect(createContentServer({ file: broken, port: 0 })).rejects.toThrow(
      `Invalid space file ${broken}: top level [outline]: 'assets' must be an array`,
    );
  });
});
