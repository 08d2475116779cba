import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type { ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { isLoopbackAddress, PROXY_HEADERS } from "./health-access.js";
import { readAppEnv } from "../env.js";

describe("isLoopbackAddress", () => {
  it("is true for 127.0.0.0/8, ::1 and their mapped forms only", () => {
    for (const address of ["127.0.0.1", "127.4.5.6", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [undefined, "", "10.0.0.1", "::ffff:10.0.0.1", "fe80::1", "::", "localhost", "127.1"])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

describe("GET /api/health over a real connection", () => {
  let dataDir: string;
  let server: ServerType;
  let app: ReturnType<typeof createApp>;
  const ports: Record<string, number> = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "web-health-access-"));
    app = createApp(readAppEnv({ DATA_DIR: dataDir }), { clientDir: "/nonexistent" });
    await app.submissions.start();
    // Every address: loopback, and the machine's own outside address when it has one.
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "::" }, () => resolve(s));
    });
    ports.any = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.submissions.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (host: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({ host, port: ports.any, path: "/api/health", headers }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
      request.end();
    });

  it("gives the details to a request made on this machine (127.0.0.1 and ::1, no proxy header)", async () => {
    for (const host of ["127.0.0.1", "::1"]) {
      const answer = await get(host);
      expect(answer.status).toBe(200);
      const body = JSON.parse(answer.body) as { ok: boolean; database?: { location: string } };
      expect(body.database?.location).toBe(join(dataDir, "leads.sqlite"));
    }
  });

  it("gives only { ok } to a loopback connection carrying a proxy's header (a visitor through Caddy)", async () => {
    for (const name of PROXY_HEADERS) {
      const value = name === "forwarded" ? "for=203.0.113.7" : name === "via" ? "1.1 caddy" : "203.0.113.7";
      const answer = await get("127.0.0.1", { [name]: value });
      expect(answer.body, name).toBe('{"ok":true}');
    }
    // Even one naming loopback itself: only a proxy adds it.
    expect((await get("127.0.0.1", { "x-forwarded-for": "127.0.0.1" })).body).toBe('{"ok":true}');
  });

  it("gives only { ok } to a connection from another address, and the details to the token from anywhere", async () => {
    const token = "k".repeat(48);
    const tokenApp = createApp(readAppEnv({ DATA_DIR: dataDir, HEALTH_TOKEN: token }), {
      clientDir: "/nonexistent",
      submissions: app.submissions,
    });
    // @hono/node-server's bindings, as a connection from 203.0.113.7 would give them.
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remotePort: 40000 } } });
    const outside = await tokenApp.request("/api/health", {}, from("203.0.113.7"));
    expect(await outside.text()).toBe('{"ok":true}');
    const wrong = await tokenApp.request(
      "/api/health",
      { headers: { authorization: `Bearer ${"k".repeat(47)}j` } },
      from("203.0.113.7"),
    );
    expect(await wrong.text()).toBe('{"ok":true}');
    const right = await tokenApp.request(
      "/api/health",
      { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "198.51.100.4" } },
      from("127.0.0.1"),
    );
    expect(JSON.parse(await right.text())).toMatchObject({ ok: true, database: { dialect: "sqlite" } });
    // The same bindings from loopback (no proxy header): local.
    const local = await tokenApp.request("/api/health", {}, from("127.0.0.1"));
    expect(JSON.parse(await local.text())).toHaveProperty("database");
  });
});
