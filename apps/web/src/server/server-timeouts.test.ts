import { serve } from "@hono/node-server";
import type { ServerType } from "@hono/node-server";
import type { Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { CONNECTIONS_CHECKING_INTERVAL_MS, serverTimeouts } from "./server-timeouts.js";

let server: ServerType | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe("serverTimeouts", () => {
  it("are far below Node's defaults (300 s a request, 60 s for headers), headers before the whole request", () => {
    const options = serverTimeouts();
    expect(options.headersTimeout).toBeLessThanOrEqual(30_000);
    expect(options.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(options.headersTimeout).toBeLessThanOrEqual(options.requestTimeout!);
    expect(options.keepAliveTimeout).toBeGreaterThanOrEqual(5_000);
    expect(options.keepAliveTimeout).toBeLessThan(options.headersTimeout!);
  });

  it("reach the node:http server that serve() creates", () => {
    server = serve({
      fetch: () => new Response("ok"),
      port: 0,
      hostname: "127.0.0.1",
      serverOptions: serverTimeouts(),
    });
    const http = server as Server;
    expect(http.headersTimeout).toBe(serverTimeouts().headersTimeout);
    expect(http.requestTimeout).toBe(serverTimeouts().requestTimeout);
    expect(http.keepAliveTimeout).toBe(serverTimeouts().keepAliveTimeout);
    expect(CONNECTIONS_CHECKING_INTERVAL_MS).toBeLessThanOrEqual(5_000);
  });
});
