/**
 * Bodies are limited while they stream in: a 100 MB chunked upload (no Content-Length) to each POST route is
 * answered 413 after reading no more than the route's limit, and the connection is closed.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { ServerType } from "@hono/node-server";
import { signRequest } from "@tupelo-medicare/content/webhooks";
import { MAX_SUBMISSION_BYTES as FORM_BODY_LIMIT } from "@tupelo-medicare/leads";
import { describe, expect, it } from "vitest";
import { readAppEnv } from "../env.js";
import { createApp } from "./app.js";
import { CONTENTFUL_WEBHOOK_PATH, WEBHOOK_BODY_LIMIT } from "./contentful-webhook.js";

const HUNDRED_MB = 100 * 1024 * 1024;
const WEBHOOK_SECRET = "w".repeat(64);

/** A 100 MB body made on demand, counting the bytes anything pulled from it. */
function hugeBody(chunkSize: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= HUNDRED_MB) return controller.close();
        pulled += chunkSize;
        controller.enqueue(new Uint8Array(chunkSize).fill(0x7b));
      },
    },
    { highWaterMark: 0 },
  );
  return {
    // duplex "half": what fetch needs to send a stream (not yet in TypeScript's RequestInit).
    init: (headers: Record<string, string>) =>
      ({ method: "POST", headers, body: stream, duplex: "half" }) as RequestInit,
    get pulled() {
      return pulled;
    },
  };
}

const noRegeneration = { enqueue: () => undefined, enqueueAll: () => undefined };
const app = () =>
  createApp(readAppEnv({ CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET }), {
    clientDir: "/nonexistent",
    regenerator: noRegeneration,
  });

/** Signature headers for a fresh request, so the webhook reads its body (the HMAC is checked after reading). */
function signatureHeaders(): Record<string, string> {
  const headers = { "x-contentful-topic": "ContentManagement.Entry.publish" };
  return {
    ...headers,
    ...signRequest(WEBHOOK_SECRET, { method: "POST", path: CONTENTFUL_WEBHOOK_PATH, headers, body: "{}" }),
  };
}

describe("body limits while streaming", () => {
  it("answers a 100 MB chunked lead or contact form 413 after reading no more than 16 KB", async () => {
    expect(FORM_BODY_LIMIT).toBe(16 * 1024);
    for (const path of ["/api/leads", "/api/contact"]) {
      const body = hugeBody(1024);
      const response = await app().request(path, body.init({ "content-type": "application/json" }));
      expect(response.status, path).toBe(413);
      expect(await response.json()).toEqual({ ok: false, error: "The submission is too large." });
      expect(body.pulled, path).toBeGreaterThan(FORM_BODY_LIMIT);
      expect(body.pulled, path).toBeLessThanOrEqual(FORM_BODY_LIMIT + 1024);
    }
  });

  it("answers a form body that is not JSON 415 without reading it", async () => {
    const body = hugeBody(1024);
    const response = await app().request("/api/leads", body.init({ "content-type": "text/plain" }));
    expect(response.status).toBe(415);
    expect(body.pulled).toBe(0);
  });

  it("answers a declared Content-Length above the limit 413 without reading the body", async () => {
    const body = hugeBody(1024);
    const response = await app().request(
      "/api/contact",
      body.init({ "content-type": "application/json", "content-length": String(HUNDRED_MB) }),
    );
    expect(response.status).toBe(413);
    expect(body.pulled).toBe(0);
  });

  it("answers a 100 MB chunked webhook with fresh signature headers 413 after reading no more than its limit (1 MB + 64 KB)", async () => {
    const body = hugeBody(64 * 1024);
    const response = await app().request(CONTENTFUL_WEBHOOK_PATH, body.init(signatureHeaders()));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: `Webhook body too large (the limit is ${WEBHOOK_BODY_LIMIT} bytes).`,
    });
    expect(body.pulled).toBeGreaterThan(WEBHOOK_BODY_LIMIT);
    expect(body.pulled).toBeLessThanOrEqual(WEBHOOK_BODY_LIMIT + 64 * 1024);
  });

  it("over a real connection: answers 413 and closes it long before 100 MB is sent, and keeps serving", async () => {
    const site = app();
    const server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: site.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    const port = (server.address() as AddressInfo).port;
    try {
      for (const [path, headers] of [
        ["/api/leads", { "content-type": "application/json" }],
        [CONTENTFUL_WEBHOOK_PATH, signatureHeaders()],
      ] as const) {
        const { status, sent } = await uploadChunked(port, path, headers);
        expect(status, path).toBe(413);
        // What the server's socket and the kernel buffers took in before the answer closed the connection.
        expect(sent, path).toBeLessThan(32 * 1024 * 1024);
      }
      expect((await fetch(`http://127.0.0.1:${port}/no-such-page`)).status).toBe(404);
      // A body within the limit still reaches the handler whole (here: read, parsed and found incomplete).
      const small = await fetch(`http://127.0.0.1:${port}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firstName: "Ada" }),
      });
      expect(small.status).toBe(422);
      expect(await small.json()).toMatchObject({ ok: false, error: "The submission is not valid." });
    } finally {
      server.close();
    }
  });
});

/**
 * Streams up to 100 MB with chunked encoding, as fast as the connection takes it, and goes on after the answer until
 * the server closes the connection: `sent` is what the server let in (its socket and the kernel's buffers included).
 */
function uploadChunked(
  port: number,
  path: string,
  headers: Readonly<Record<string, string>>,
): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x7b);
    let sent = 0;
    let status = 0;
    let closed = false;
    const request = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers: { ...headers } });
    request.on("response", (response) => {
      status = response.statusCode ?? 0;
      response.resume();
    });
    const finish = () => {
      if (closed) return;
      closed = true;
      if (status === 0) reject(new Error(`${path}: the connection closed without an answer`));
      else resolve({ status, sent });
    };
    // The server closing the connection mid-upload is what should happen once it has answered.
    request.on("error", finish);
    request.on("close", finish);
    const writeMore = () => {
      while (!closed && sent < HUNDRED_MB) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", writeMore);
          return;
        }
      }
      if (!closed) request.end();
    };
    writeMore();
  });
}
