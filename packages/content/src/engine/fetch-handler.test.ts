/** The fetch handler: base path, CORS and preflight, methods, HEAD, and 401 without a token over real HTTP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCdaEngine, createCdaFetchHandler } from "./index.js";
import { buildFixtureSpace } from "./test-support/fixture-space.js";
import { startTestServer } from "./test-support/http-server.js";
import type { TestServer } from "./test-support/http-server.js";

const engine = createCdaEngine(buildFixtureSpace());
const handler = createCdaFetchHandler(engine, { basePath: "/contentful-api" });
const ORIGIN = "http://site.test";
const API = `${ORIGIN}/contentful-api/spaces/embedded/environments/master`;
const AUTH = { Authorization: "Bearer test" };

describe("createCdaFetchHandler", () => {
  it("serves CDA JSON with CORS headers", async () => {
    const response = await handler(new Request(`${API}/entries?content_type=category&limit=1`, { headers: AUTH }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.contentful.delivery.v1+json");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("x-contentful-request-id")).toBeTruthy();
    const body = (await response.json()) as { total: number; items: unknown[] };
    expect([body.total, body.items.length]).toEqual([4, 1]);
  });

  it("answers the CORS preflight with 204", async () => {
    const response = await handler(
      new Request(`${API}/entries`, {
        method: "OPTIONS",
        headers: {
          Origin: "http://localhost:5173",
          "Access-Control-Request-Method": "GET",
          "Access-Control-Request-Headers": "authorization,x-contentful-user-agent",
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const allowed = (response.headers.get("access-control-allow-headers") ?? "").toLowerCase();
    for (const header of ["authorization", "x-contentful-user-agent", "content-type"])
      expect(allowed).toContain(header);
    expect(response.headers.get("access-control-allow-methods")).toContain("GET");
  });

  it("answers HEAD without a body and other methods with a CDA error", async () => {
    const head = await handler(new Request(`${API}/entries`, { method: "HEAD", headers: AUTH }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await handler(new Request(`${API}/entries`, { method: "POST", headers: AUTH, body: "{}" }));
    expect(post.status).toBe(405);
    expect(await post.json()).toMatchObject({
      sys: { type: "Error", id: "MethodNotAllowed" },
      requestId: expect.any(String),
    });
  });

  it("answers 404 outside the base path and 401 without a token", async () => {
    const outside = await handler(new Request(`${ORIGIN}/elsewhere/spaces/embedded/entries`, { headers: AUTH }));
    expect(outside.status).toBe(404);
    const anonymous = await handler(new Request(`${API}/entries`));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ sys: { type: "Error", id: "AccessTokenInvalid" } });
  });

  it("works without a base path", async () => {
    const bare = createCdaFetchHandler(engine);
    const response = await bare(new Request(`${ORIGIN}/spaces/embedded/entries/post-a`, { headers: AUTH }));
    expect(((await response.json()) as { sys: { id: string } }).sys.id).toBe("post-a");
  });
});

describe("over real HTTP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(handler);
  });
  afterAll(async () => {
    await server.close();
  });

  it("401 without a token, 200 with access_token", async () => {
    const base = `${server.origin}/contentful-api/spaces/embedded/environments/master/entries`;
    const anonymous = await fetch(base);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      sys: { type: "Error", id: "AccessTokenInvalid" },
      message: "The access token you sent could not be found or is invalid.",
    });
    const withQueryToken = await fetch(`${base}?access_token=abc&content_type=category&fields.slug=part-d`);
    expect(withQueryToken.status).toBe(200);
    expect(((await withQueryToken.json()) as { items: Array<{ sys: { id: string } }> }).items[0]?.sys.id).toBe(
      "cat-partd",
    );
    const preflight = await fetch(base, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });
});
