import { serve } from "@hono/node-server";
import type { ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { readAppEnv } from "../env.js";
import { MAX_URL_BYTES, URL_TOO_LONG_MESSAGE } from "./url-limit.js";

const app = createApp(readAppEnv({}), { clientDir: "/nonexistent" });

describe("an address over 2 KB (app.request)", () => {
  it("is answered 414 with a short plain message and the security headers", async () => {
    const path = `/blog?q=${"a".repeat(MAX_URL_BYTES)}`;
    const response = await app.request(path);
    expect(response.status).toBe(414);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe(URL_TOO_LONG_MESSAGE);
  });

  it("counts the path too: the slash run of the attack is 414 once over the limit", async () => {
    const response = await app.request(`/blog${"/".repeat(15_500)}x`);
    expect(response.status).toBe(414);
  });

  it("answers an address of exactly 2,048 bytes as usual (here: not found)", async () => {
    const base = "/no-such-page?q=";
    const response = await app.request(`${base}${"a".repeat(MAX_URL_BYTES - base.length)}`);
    expect(response.status).toBe(404);
  });
});

describe("an address over 2 KB (node:http, the request target as sent)", () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });

  it("is 414 at 2,049 bytes and not at 2,048", async () => {
    const over = await get(`/x?${"b".repeat(MAX_URL_BYTES - 2)}`);
    expect(over.status).toBe(414);
    expect(over.body).toBe(URL_TOO_LONG_MESSAGE);
    const at = await get(`/x?${"b".repeat(MAX_URL_BYTES - 3)}`);
    expect(at.status).toBe(404);
  });

  it("counts percent-encoded bytes as sent (each %XX is three)", async () => {
    const over = await get(`/x?q=${"%C3%A9".repeat(400)}`);
    expect(over.status).toBe(414);
  });
});
