/**
 * The webhook poster against a real local HTTP server: kept-alive connections, a redirect answered and never
 * followed, the timeout, and a kept connection the receiver closes at the moment of the next request.
 */
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createWebhookPoster } from "./webhook-post.js";
import type { WebhookPoster } from "./webhook-post.js";

interface Seen {
  body: string;
  headers: IncomingMessage["headers"];
  socket: Socket;
}

const servers: Server[] = [];
const posters: WebhookPoster[] = [];

afterEach(async () => {
  for (const poster of posters.splice(0)) poster.close();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(answer: (req: IncomingMessage, res: ServerResponse, seen: Seen[]) => void) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      seen.push({ body: Buffer.concat(chunks).toString("utf8"), headers: req.headers, socket: req.socket });
      answer(req, res, seen);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, seen };
}

const poster = () => {
  const made = createWebhookPoster({ maxSockets: 2 });
  posters.push(made);
  return made;
};

const request = (body: string, timeoutMs = 5_000) => ({
  headers: { "content-type": "application/json", "idempotency-key": "lead-1" },
  body,
  timeoutMs,
});

describe("createWebhookPoster", () => {
  it("posts the body and headers as given, and keeps the connection for the next delivery", async () => {
    const target = await serve((_req, res) => res.end("ok"));
    const { post } = poster();
    const first = await post(target.url, request('{"a":1}'));
    const second = await post(target.url, request('{"b":"é"}'));
    expect(first).toEqual({ status: 200, location: null });
    expect(second.status).toBe(200);
    expect(target.seen.map((each) => each.body)).toEqual(['{"a":1}', '{"b":"é"}']);
    expect(target.seen[1]!.headers["content-length"]).toBe(String(Buffer.byteLength('{"b":"é"}')));
    expect(target.seen[1]!.headers["idempotency-key"]).toBe("lead-1");
    expect(target.seen[1]!.socket).toBe(target.seen[0]!.socket);
  });

  it("answers a redirect's status and Location without following it", async () => {
    const target = await serve((_req, res) => {
      res.writeHead(307, { location: "https://elsewhere.example/hook" });
      res.end();
    });
    const answer = await poster().post(target.url, request("{}"));
    expect(answer).toEqual({ status: 307, location: "https://elsewhere.example/hook" });
    expect(target.seen).toHaveLength(1);
  });

  it("rejects with a TimeoutError when no answer comes in time", async () => {
    const target = await serve(() => undefined);
    const started = Date.now();
    await expect(poster().post(target.url, request("{}", 200))).rejects.toMatchObject({ name: "TimeoutError" });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("sends once more on a new connection when the receiver closes a kept one as the request goes out", async () => {
    const target = await serve((req, res, seen) => {
      // The second request on the first connection: the receiver drops it unanswered (its idle timeout).
      if (seen.length === 2 && req.socket === seen[0]!.socket) req.socket.destroy();
      else res.end("ok");
    });
    const { post } = poster();
    expect((await post(target.url, request('{"n":1}'))).status).toBe(200);
    expect((await post(target.url, request('{"n":2}'))).status).toBe(200);
    expect(target.seen.map((each) => each.body)).toEqual(['{"n":1}', '{"n":2}', '{"n":2}']);
    expect(target.seen[2]!.socket).not.toBe(target.seen[0]!.socket);
  });

  it("rejects a refused connection with the network error, without trying again", async () => {
    const target = await serve((_req, res) => res.end("ok"));
    const url = target.url;
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
    await expect(poster().post(url, request("{}"))).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });
});
