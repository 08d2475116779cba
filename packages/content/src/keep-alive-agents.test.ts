import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "contentful";
import { afterEach, expect, it } from "vitest";
import { buildClientParams } from "./create-content-client.js";
import { keepAliveAgents } from "./keep-alive-agents.js";

const servers: Array<ReturnType<typeof createServer>> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A Delivery API stand-in that answers an empty collection and counts the connections it accepts. */
async function deliveryServer() {
  const counts = { connections: 0, requests: 0 };
  const server = createServer((_request, response) => {
    counts.requests += 1;
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ sys: { type: "Array" }, total: 0, skip: 0, limit: 100, items: [] }));
  });
  server.on("connection", () => (counts.connections += 1));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { counts, host: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

it("keeps one connection open for a client's successive calls to a remote host", async () => {
  const { counts, host } = await deliveryServer();
  const client = createClient(
    buildClientParams({
      source: { type: "contentful", space: "s", accessToken: "t", host, insecure: true },
      limiter: null,
    }),
  );
  for (let call = 1; call <= 10; call += 1) await client.getEntries({ limit: call });
  expect(counts.requests).toBe(10);
  expect(counts.connections).toBe(1);
});

it("shares the agents between clients, and gives none to an in-process adapter", () => {
  const source = { type: "contentful" as const, space: "s", accessToken: "t", host: "127.0.0.1:1", insecure: true };
  const first = buildClientParams({ source, limiter: null });
  const second = buildClientParams({ source, limiter: null });
  expect(first.httpAgent).toBe(keepAliveAgents().httpAgent);
  expect(second.httpsAgent).toBe(first.httpsAgent);
  const adapted = buildClientParams({ source, limiter: null, adapter: () => Promise.reject(new Error("unused")) });
  expect(adapted.httpAgent).toBeUndefined();
  expect(adapted.httpsAgent).toBeUndefined();
});
