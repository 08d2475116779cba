/**
 * readIncomingText over a real node:http connection: a body within the limit read whole (UTF-8 across chunks), a
 * declared length over the limit refused unread, a chunked body cut off at the limit, and a client that goes away.
 */
import { createServer, request } from "node:http";
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readIncomingText } from "./incoming-body.js";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server whose every request is read with `limit`; resolves each outcome (text, null or the error's message). */
async function reading(limit: number, options: { count?: boolean } = {}) {
  const outcomes: Array<Promise<{ text?: string | null; error?: string; consumed: number; flowing?: boolean | null }>> =
    [];
  const server = createServer((req: IncomingMessage, res) => {
    let consumed = 0;
    // Counting with a listener of its own makes the body flow: left out where "nothing read" is what is tested.
    if (options.count !== false) req.on("data", (chunk: Buffer) => (consumed += chunk.length));
    outcomes.push(
      readIncomingText(req, limit).then(
        (text) => {
          res.statusCode = text === null ? 413 : 200;
          const flowing = req.readableFlowing;
          res.end();
          return { text, consumed, flowing };
        },
        (error: Error) => ({ error: error.message, consumed }),
      ),
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, outcomes };
}

const send = (port: number, headers: Record<string, string>, write: (req: ReturnType<typeof request>) => void) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method: "POST", path: "/", headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    write(req);
  });

describe("readIncomingText", () => {
  it("reads a body within the limit whole, a character split across chunks included", async () => {
    const server = await reading(1024);
    const bytes = Buffer.from('{"name":"Zoë Nguyễn"}', "utf8");
    const split = bytes.indexOf(0xc3) + 1;
    const status = await send(server.port, { "content-type": "application/json" }, (req) => {
      req.write(bytes.subarray(0, split));
      setTimeout(() => req.end(bytes.subarray(split)), 20);
    });
    expect(status).toBe(200);
    expect((await server.outcomes[0])!.text).toBe('{"name":"Zoë Nguyễn"}');
  });

  it("refuses a declared Content-Length over the limit without reading a byte", async () => {
    const server = await reading(100, { count: false });
    const status = await send(server.port, { "content-length": "5000" }, (req) => req.end("x".repeat(5000)));
    expect(status).toBe(413);
    const outcome = (await server.outcomes[0])!;
    expect(outcome.text).toBeNull();
    // The body was never asked for (a stream that has not started flowing).
    expect(outcome.flowing).toBeNull();
  });

  it("stops a chunked body at the limit", async () => {
    const server = await reading(1000);
    let written = 0;
    const status = await send(server.port, { "transfer-encoding": "chunked" }, (req) => {
      const more = () => {
        if (written >= 64 * 1024 || req.destroyed) return req.end();
        written += 300;
        req.write("y".repeat(300), () => setTimeout(more, 1));
      };
      more();
    });
    expect(status).toBe(413);
    const outcome = (await server.outcomes[0])!;
    expect(outcome.text).toBeNull();
    expect(outcome.consumed).toBeGreaterThan(1000);
    expect(outcome.consumed).toBeLessThanOrEqual(1300);
  });

  it("rejects when the client goes away before the body ends", async () => {
    const server = await reading(10_000);
    await send(server.port, { "content-length": "500" }, (req) => {
      req.write("z".repeat(100), () => setTimeout(() => req.destroy(), 20));
    }).catch(() => 0);
    expect((await server.outcomes[0])!.error).toMatch(/closed before its body ended|aborted/);
  });
});
