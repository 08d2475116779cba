/** The axios adapter on its own: URL building, params serialisation, axios-shaped errors, copies, retries. */
import { describe, expect, it } from "vitest";
import { createClient } from "contentful";
import { createCdaAdapter, createCdaEngine } from "./index.js";
import type { CdaAxiosAdapter, CdaEngine } from "./index.js";
import { buildFixtureSpace } from "./test-support/fixture-space.js";
import { sdkError } from "./test-support/sdk-clients.js";

const engine = createCdaEngine(buildFixtureSpace());
const BASE = "https://cdn.contentful.com:443/spaces/embedded/environments/master/";

type AdapterConfig = Parameters<CdaAxiosAdapter>[0];
const config = (overrides: Record<string, unknown>): AdapterConfig =>
  ({
    baseURL: BASE,
    method: "get",
    headers: { Authorization: "Bearer test" },
    validateStatus: (status: number) => status >= 200 && status < 300,
    ...overrides,
  }) as unknown as AdapterConfig;

const isPlainObject = (value: unknown): boolean => {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
};

interface Body {
  total: number;
  items: Array<{ sys: { id: string }; fields: Record<string, unknown> }>;
}

describe("createCdaAdapter", () => {
  const adapter = createCdaAdapter(engine);

  it("joins baseURL, url and params (object, or already in the url)", async () => {
    const fromParams = await adapter(
      config({ url: "entries", params: { content_type: "category", order: "sys.id", limit: 2 } }),
    );
    expect(fromParams.status).toBe(200);
    expect((fromParams.data as Body).items.map((item) => item.sys.id)).toEqual(["cat-advantage", "cat-medicare"]);
    const inUrl = await adapter(config({ url: "entries?content_type=category&order=-sys.id", params: { limit: 1 } }));
    expect((inUrl.data as Body).items.map((item) => item.sys.id)).toEqual(["cat-supplement"]);
    const absolute = await adapter(config({ url: `${BASE}assets/asset-hero`, baseURL: "https://ignored.example/" }));
    expect(absolute.data).toMatchObject({ sys: { id: "asset-hero" } });
  });

  it("uses the configured paramsSerializer, as a function or { serialize }", async () => {
    const seen: unknown[] = [];
    const serialize = (params: Record<string, string>) => {
      seen.push(params);
      return new URLSearchParams(params).toString();
    };
    await adapter(config({ url: "entries", params: { "sys.id[in]": "post-a,post-b" }, paramsSerializer: serialize }));
    const result = await adapter(
      config({ url: "entries", params: { "sys.id[in]": "post-a,post-b" }, paramsSerializer: { serialize } }),
    );
    expect(seen).toHaveLength(2);
    expect((result.data as Body).total).toBe(2);
  });

  it("reads headers from AxiosHeaders-like objects (toJSON)", async () => {
    const headers = { toJSON: () => ({ Authorization: "Bearer test" }) };
    expect((await adapter(config({ url: "locales", headers }))).status).toBe(200);
  });

  it("strips a configured basePath", async () => {
    const withBase = createCdaAdapter(engine, { basePath: "/contentful-api/" });
    const response = await withBase(
      config({ url: "http://127.0.0.1:1/contentful-api/spaces/embedded/entries/post-b" }),
    );
    expect(response.data).toMatchObject({ sys: { id: "post-b" } });
  });

  it("rejects non-2xx like axios: an Error with plain config and response, isAxiosError", async () => {
    const request = config({ url: "entries", params: { content_type: "nope" } });
    const error = (await adapter(request).then(
      () => undefined,
      (reason: unknown) => reason,
    )) as Error & Record<string, unknown>;
    expect(error).toBeInstanceOf(Error);
    expect(error.isAxiosError).toBe(true);
    expect(error.code).toBe("ERR_BAD_REQUEST");
    expect(error.message).toBe("Request failed with status code 400");
    expect(error.config).toBe(request);
    expect(isPlainObject(error.config)).toBe(true);
    expect(isPlainObject(error.response)).toBe(true);
    expect(error.response).toMatchObject({
      status: 400,
      statusText: "Bad Request",
      data: { sys: { type: "Error", id: "InvalidQuery" } },
      config: request,
      headers: { "content-type": "application/vnd.contentful.delivery.v1+json" },
    });
    const accepted = await adapter(config({ url: "entries", params: { content_type: "nope" }, validateStatus: null }));
    expect(accepted.status).toBe(400);
  });

  it("answers other methods with 405", async () => {
    const error = (await adapter(config({ url: "entries", method: "post" })).catch((reason: unknown) => reason)) as {
      response: { status: number; data: { sys: { id: string } } };
    };
    expect(error.response.status).toBe(405);
    expect(error.response.data.sys.id).toBe("MethodNotAllowed");
  });

  it("returns a fresh copy per response: mutating it never reaches the engine", async () => {
    const first = await adapter(config({ url: "entries/post-a" }));
    const data = first.data as { fields: { title: string } };
    data.fields.title = "changed";
    const second = await adapter(config({ url: "entries/post-a" }));
    expect((second.data as { fields: { title: string } }).fields.title).toBe("Understanding Medicare Part A");
  });

  it("with copy: false hands the engine's frozen data to the SDK, which copies it before resolving links", async () => {
    const shared = createCdaAdapter(engine, { copy: false });
    const response = await shared(config({ url: "entries/post-a" }));
    expect(Object.isFrozen(response.data)).toBe(true);
  });
});

describe("the SDK over the adapter", () => {
  const counting = (inner: CdaEngine) => {
    const calls: string[] = [];
    const wrapped: CdaEngine = { ...inner, handle: (request) => (calls.push(request.path), inner.handle(request)) };
    return { calls, wrapped };
  };

  it("does not retry 4xx answers", async () => {
    const { calls, wrapped } = counting(engine);
    const client = createClient({ space: "embedded", accessToken: "test", adapter: createCdaAdapter(wrapped) });
    const failure = await sdkError(client.getEntries({ content_type: "nope" }));
    expect(failure.name).toBe("InvalidQuery");
    expect(calls).toHaveLength(1);
  });

  it("lets the SDK resolve links on its own copy", async () => {
    const client = createClient({ space: "embedded", accessToken: "test", adapter: createCdaAdapter(engine) });
    const first = await client.getEntry("post-a");
    (first.fields as Record<string, unknown>).title = "mutated";
    const again = await client.getEntry("post-a");
    expect(again.fields.title).toBe("Understanding Medicare Part A");
    const raw = engine.handle({
      path: "/spaces/embedded/entries",
      query: { "sys.id": "post-a" },
      headers: { Authorization: "Bearer x" },
    });
    const item = (raw.body as Body).items[0]!;
    expect((item.fields.category as Array<{ sys: { type: string } }>)[0]?.sys.type).toBe("Link");
  });

  it("sends the SDK's token to the engine", async () => {
    const guarded = createCdaEngine(buildFixtureSpace(), { accessToken: "secret" });
    const client = createClient({ space: "embedded", accessToken: "secret", adapter: createCdaAdapter(guarded) });
    expect((await client.getLocales()).total).toBe(3);
  });
});

describe("in-process URLs", () => {
  it("ignores the host entirely, even a malformed one", async () => {
    const adapter = createCdaAdapter(engine);
    const response = await adapter(
      config({
        baseURL: undefined,
        url: "https://embedded.invalid:443undefined/spaces/embedded/environments/master/entries/post-c#x",
      }),
    );
    expect(response.data).toMatchObject({ sys: { id: "post-c" } });
  });
});
