/**
 * The fallback content route (CONTENT_PROXY=on) against a stand-in Delivery API on 127.0.0.1: only the site's reads
 * pass, with the server's token, within the time limit, and only a 200 may be cached.
 */
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readAppEnv } from "../env.js";
import { createApp } from "./app.js";
import { CONTENT_PROXY_TIMEOUT_MS, createContentProxy } from "./content-proxy.js";

const SPACE = "space-a";
const ENVIRONMENT = "staging";
const TOKEN = "server-side-delivery-token";
const UPSTREAM = `/spaces/${SPACE}/environments/${ENVIRONMENT}`;
const ROUTE = "/contentful-api/spaces/embedded/environments/master";

/** What the stand-in Delivery API was asked: path with query, and the authorization header. */
const received: Array<{ url: string; authorization: string | undefined; method: string }> = [];
let cda: Server;
let host: string;

function answer(request: IncomingMessage, response: ServerResponse): void {
  received.push({ url: request.url ?? "", authorization: request.headers.authorization, method: request.method ?? "" });
  const path = new URL(request.url ?? "/", "http://cda.local").pathname;
  const json = (status: number, body: unknown) => {
    response.writeHead(status, {
      "content-type": "application/vnd.contentful.delivery.v1+json",
      "x-contentful-request-id": "req-1",
      "cache-control": "max-age=0",
      "access-control-allow-origin": "*",
    });
    response.end(request.method === "HEAD" ? undefined : JSON.stringify(body));
  };
  if (path === `${UPSTREAM}/entries/slow`) {
    // Answers only after the proxy's time limit (or never, if the proxy hangs up first).
    const timer = setTimeout(() => json(200, { sys: { id: "slow" } }), 5_000);
    response.on("close", () => clearTimeout(timer));
    return;
  }
  if (path === `${UPSTREAM}/entries/missing`) {
    json(404, { sys: { type: "Error", id: "NotFound" }, message: "The resource could not be found." });
    return;
  }
  if (path === `${UPSTREAM}/entries/limited`) {
    json(429, { sys: { type: "Error", id: "RateLimitExceeded" }, message: "You have exceeded the rate limit." });
    return;
  }
  json(200, { sys: { type: "Array" }, total: 0, skip: 0, limit: 100, items: [] });
}

beforeAll(async () => {
  cda = createServer(answer);
  await new Promise<void>((resolve) => cda.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(cda.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => cda.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const contentfulEnv = (extra: Record<string, string> = {}) => ({
  CONTENTFUL_SPACE_ID: SPACE,
  CONTENTFUL_ACCESS_TOKEN: TOKEN,
  CONTENTFUL_ENVIRONMENT: ENVIRONMENT,
  CONTENTFUL_HOST: host,
  CONTENTFUL_INSECURE: "true",
  ...extra,
});
const proxyApp = () => createApp(readAppEnv(contentfulEnv({ CONTENT_PROXY: "on" })), { clientDir: "/nonexistent" });

describe("the content proxy route", () => {
  it("does not exist unless CONTENT_PROXY is on: 404 like any unknown path, and Contentful is never asked", async () => {
    for (const env of [contentfulEnv(), contentfulEnv({ CONTENT_PROXY: "off" }), {}]) {
      const app = createApp(readAppEnv(env), { clientDir: "/nonexistent" });
      const response = await app.request(`${ROUTE}/entries?content_type=pageBlogPost`);
      expect(response.status).toBe(404);
    }
    expect(received).toEqual([]);
  });

  it("forwards an allowed read to the configured space and environment with the server's token, cacheable for 60 s", async () => {
    const response = await proxyApp().request(
      `${ROUTE}/entries?content_type=pageBlogPost&fields.slug%5Bin%5D=a,b&order=-fields.publishedDate&limit=1000&include=10&skip=20&select=fields.title,sys.id&locale=en-US&sys.id%5Bne%5D=x&metadata.tags.sys.id%5Ball%5D=t&links_to_entry=e1&query=medigap`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sys: { type: "Array" }, items: [] });
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("x-contentful-request-id")).toBe("req-1");
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(received).toHaveLength(1);
    const asked = new URL(received[0]!.url, "http://cda.local");
    expect(asked.pathname).toBe(`${UPSTREAM}/entries`);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      content_type: "pageBlogPost",
      "fields.slug[in]": "a,b",
      order: "-fields.publishedDate",
      limit: "1000",
      include: "10",
      skip: "20",
      select: "fields.title,sys.id",
      locale: "en-US",
      "sys.id[ne]": "x",
      "metadata.tags.sys.id[all]": "t",
      links_to_entry: "e1",
      query: "medigap",
    });
    expect(received[0]!.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("reads every allowed resource, by id where the Delivery API has one, and answers HEAD", async () => {
    const app = proxyApp();
    for (const resource of [
      "entries",
      "entries/post-1",
      "assets",
      "assets/img-1",
      "content_types",
      "content_types/pageBlogPost",
      "tags",
      "locales",
    ]) {
      expect((await app.request(`${ROUTE}/${resource}`)).status, resource).toBe(200);
    }
    const head = await app.request(`${ROUTE}/entries`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${UPSTREAM}/entries`,
      `GET ${UPSTREAM}/entries/post-1`,
      `GET ${UPSTREAM}/assets`,
      `GET ${UPSTREAM}/assets/img-1`,
      `GET ${UPSTREAM}/content_types`,
      `GET ${UPSTREAM}/content_types/pageBlogPost`,
      `GET ${UPSTREAM}/tags`,
      `GET ${UPSTREAM}/locales`,
      `HEAD ${UPSTREAM}/entries`,
    ]);
  });

  it("refuses other resources (sync included) with 404 and other methods with 405, asking Contentful nothing", async () => {
    const app = proxyApp();
    for (const path of [
      `${ROUTE}/sync?initial=true`,
      `${ROUTE}/tags/some-tag`,
      `${ROUTE}/locales/en-US`,
      `${ROUTE}/entries/a/b`,
      `${ROUTE}/environments`,
      "/contentful-api/spaces/embedded",
      "/contentful-api/spaces/embedded/environments/master/entries/..%2F..%2Fsync",
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(await response.json()).toMatchObject({ sys: { type: "Error", id: "NotFound" } });
    }
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await app.request(`${ROUTE}/entries`, { method, body: method === "DELETE" ? null : "{}" });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
    expect(received).toEqual([]);
  });

  it("refuses query parameters the site's reads do not use, and limit above 1000 or include above 10", async () => {
    const app = proxyApp();
    const refusals: Array<[string, RegExp]> = [
      ["access_token=stolen", /'access_token' is not allowed/],
      ["content_type=x&initial=true", /'initial' is not allowed/],
      ["fieldsx=1", /'fieldsx' is not allowed/],
      ["limit=1001", /limit must be a whole number from 0 to 1000/],
      ["limit=-1", /limit must be a whole number/],
      ["limit=10&limit=5000", /limit must be a whole number from 0 to 1000/],
      ["include=11", /include must be a whole number from 0 to 10/],
      ["skip=ten", /skip must be a whole number/],
    ];
    for (const [query, message] of refusals) {
      const response = await app.request(`${ROUTE}/entries?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = (await response.json()) as { sys: { id: string }; message: string };
      expect(body.sys.id).toBe("InvalidQuery");
      expect(body.message).toMatch(message);
    }
    expect(received).toEqual([]);
  });

  it("passes Contentful's errors on with their status, never cached", async () => {
    const app = proxyApp();
    const missing = await app.request(`${ROUTE}/entries/missing`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(await missing.json()).toMatchObject({ sys: { id: "NotFound" } });
    const limited = await app.request(`${ROUTE}/entries/limited`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("cache-control")).toBe("no-store");
  });

  it("gives Contentful 10 s by default, then answers 504 with a JSON error that is not cached", async () => {
    expect(CONTENT_PROXY_TIMEOUT_MS).toBe(10_000);
    const proxy = createContentProxy(readAppEnv(contentfulEnv()).content, { timeoutMs: 300 });
    const started = Date.now();
    const response = await proxy(new Request(`http://site.test${ROUTE}/entries/slow`));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.status).toBe(504);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      sys: { type: "Error", id: "GatewayTimeout" },
      message: "The Content Delivery API did not answer within 0.3 s.",
    });
  });

  it("answers 502 when Contentful cannot be reached", async () => {
    const proxy = createContentProxy(readAppEnv(contentfulEnv({ CONTENTFUL_HOST: "127.0.0.1:9" })).content);
    const response = await proxy(new Request(`http://site.test${ROUTE}/entries`));
    expect(response.status).toBe(502);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ sys: { id: "BadGateway" } });
  });
});
