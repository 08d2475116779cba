import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { stopGracefully } from "./graceful-stop.js";

/** A server whose /slow answers after `ms` (a lead being stored), and the order things happened in. */
async function slowServer(ms: number) {
  const events: string[] = [];
  const server = createServer((req, res) => {
    setTimeout(() => {
      events.push(`answered ${req.url}`);
      res.end("ok");
    }, ms);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });
  return { server, port, get, events };
}

describe("stopGracefully", () => {
  it("answers the request under way, refuses new connections, then stops regeneration and the leads service", async () => {
    const { server, get, events } = await slowServer(300);
    const inFlight = get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logs: string[] = [];
    const stopped = stopGracefully({
      signal: "SIGTERM",
      server,
      regeneration: { stop: () => Promise.resolve(void events.push("regeneration stopped")) },
      submissions: { stop: () => Promise.resolve(void events.push("leads stopped")) },
      log: (message) => logs.push(message),
    });
    await expect(get("/new")).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: "ok" });
    expect(await stopped).toBe(true);
    expect(events).toEqual(["answered /slow", "regeneration stopped", "leads stopped"]);
    expect(logs[0]).toMatch(/^\[server\] SIGTERM: stopping/);
    expect(logs.at(-1)).toMatch(/^\[server\] stopped in \d+ ms$/);
  });

  it("cuts a request that runs past the drain time, and still stops the rest", async () => {
    const { server, get, events } = await slowServer(60_000);
    const inFlight = get("/hung").catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logs: string[] = [];
    const clean = await stopGracefully({
      signal: "SIGTERM",
      server,
      submissions: { stop: () => Promise.resolve(void events.push("leads stopped")) },
      log: (message) => logs.push(message),
      requestDrainMs: 200,
    });
    expect(clean).toBe(true);
    expect(await inFlight).toMatch(/socket hang up|ECONNRESET/);
    expect(events).toEqual(["leads stopped"]);
    expect(logs.some((line) => line.includes("requests still open after 0.2 s were cut"))).toBe(true);
  });

  it("gives up at the deadline when a step hangs, and says so", async () => {
    const { server } = await slowServer(1);
    const logs: string[] = [];
    const clean = await stopGracefully({
      signal: "SIGINT",
      server,
      submissions: { stop: () => new Promise(() => undefined) },
      log: (message) => logs.push(message),
      deadlineMs: 300,
    });
    expect(clean).toBe(false);
    expect(logs.at(-1)).toBe("[server] still stopping after 0.3 s: exiting now");
  });

  it("reports a step that failed (exit 1) after running the others", async () => {
    const { server } = await slowServer(1);
    const logs: string[] = [];
    let leadsStopped = false;
    const clean = await stopGracefully({
      signal: "SIGTERM",
      server,
      regeneration: { stop: () => Promise.reject(new Error("disk full")) },
      submissions: { stop: () => Promise.resolve(void (leadsStopped = true)) },
      log: (message) => logs.push(message),
    });
    expect(clean).toBe(false);
    expect(leadsStopped).toBe(true);
    expect(logs).toContain("[server] stopping regeneration failed: disk full");
  });
});
