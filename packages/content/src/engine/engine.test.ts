/** The engine's `handle` directly: routing, headers, authentication, exact error bodies, includes, caching. */
import { describe, expect, it, vi } from "vitest";
import { SpaceBuilder, doc, embedEntry, entryLink, p } from "../../scripts/space/builder.js";
import { contentModel } from "../../scripts/space/model.js";
import { createCdaEngine } from "./index.js";
import type { CdaResponse } from "./index.js";
import { INVALID_QUERY_MESSAGE } from "./errors.js";
import { SpaceIndex } from "./space-index.js";
import { buildFixtureSpace, MISSING_ENTRY } from "./test-support/fixture-space.js";

const space = buildFixtureSpace();
const engine = createCdaEngine(space);
const AUTH = { Authorization: "Bearer any-token" };
const ENV = "/spaces/embedded/environments/master";

const get = (path: string, query: Record<string, string> = {}, headers: Record<string, string> = AUTH): CdaResponse =>
  engine.handle({ path, query, headers });

interface Collection {
  total: number;
  items: Array<{
    sys: { id: string; type: string; locale?: string };
    fields: Record<string, unknown>;
    metadata?: unknown;
  }>;
  includes?: { Entry?: Array<{ sys: { id: string } }>; Asset?: Array<{ sys: { id: string } }> };
  errors?: unknown[];
}
const collection = (response: CdaResponse): Collection => {
  expect(response.status).toBe(200);
  return response.body as Collection;
};

describe("routing and headers", () => {
  it("answers with the CDA content type and a unique request id", () => {
    const first = get(`${ENV}/entries`);
    const second = get(`${ENV}/entries`);
    expect(first.headers["content-type"]).toBe("application/vnd.contentful.delivery.v1+json");
    expect(first.headers["x-contentful-request-id"]).toMatch(/\S{8,}/);
    expect(first.headers["x-contentful-request-id"]).not.toBe(second.headers["x-contentful-request-id"]);
  });

  it("accepts paths without an environment (master) and returns the space", () => {
    expect(collection(get("/spaces/embedded/entries", { content_type: "category" })).total).toBe(4);
    const spaceResponse = get("/spaces/embedded/");
    expect(spaceResponse.status).toBe(200);
    expect(spaceResponse.body).toMatchObject({ sys: { type: "Space", id: "embedded" }, name: "embedded" });
  });

  it("serves single entries and assets by path", () => {
    const entry = get(`${ENV}/entries/post-a`, { locale: "de-DE" });
    expect(entry.body).toMatchObject({
      sys: { id: "post-a", locale: "de-DE" },
      fields: { title: "Medicare Teil A verstehen" },
    });
    expect(get(`${ENV}/assets/asset-chart`).body).toMatchObject({ sys: { id: "asset-chart", type: "Asset" } });
    expect((get(`${ENV}/assets/asset-chart`).body as { sys: object }).sys).not.toHaveProperty("contentType");
    expect(get(`${ENV}/content_types/video`).body).toMatchObject({
      sys: { id: "video", type: "ContentType" },
      name: "Video",
    });
    expect(get(`${ENV}/tags/featured`).body).toMatchObject({ sys: { id: "featured", type: "Tag" }, name: "Featured" });
  });

  it.each<[string, Record<string, unknown>]>([
    ["/spaces/other/entries", { type: "Space", id: "other" }],
    ["/spaces/embedded/environments/staging/entries", { type: "Environment", id: "staging", space: "embedded" }],
    [`${ENV}/widgets`, { type: "Resource", space: "embedded", environment: "master" }],
    [`${ENV}/entries/nope`, { type: "Entry", id: "nope", space: "embedded", environment: "master" }],
    [`${ENV}/entries/draft-post`, { type: "Entry", id: "draft-post" }],
    [`${ENV}/assets/nope`, { type: "Asset", id: "nope" }],
    [`${ENV}/content_types/nope`, { type: "ContentType", id: "nope" }],
    [`${ENV}/tags/internal`, { type: "Tag", id: "internal" }],
    ["/nothing", { type: "Resource" }],
  ])("404 NotFound for %s", (path, details) => {
    const response = get(path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      sys: { type: "Error", id: "NotFound" },
      message: "The resource could not be found.",
      details: expect.objectContaining(details),
      requestId: response.headers["x-contentful-request-id"],
    });
  });
});

describe("authentication", () => {
  const unauthorized = (response: CdaResponse) => {
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      sys: { type: "Error", id: "AccessTokenInvalid" },
      message: "The access token you sent could not be found or is invalid.",
      requestId: response.headers["x-contentful-request-id"],
    });
  };

  it("needs a token, from the Authorization header or access_token", () => {
    unauthorized(get(`${ENV}/entries`, {}, {}));
    unauthorized(get(`${ENV}/entries`, {}, { Authorization: "Bearer " }));
    expect(get(`${ENV}/entries`, { access_token: "abc" }, {}).status).toBe(200);
    expect(
      engine.handle({ path: `${ENV}/entries`, query: new URLSearchParams("access_token=abc&limit=1") }).status,
    ).toBe(200);
    expect(get(`${ENV}/entries`, {}, { authorization: "bearer abc" }).status).toBe(200);
  });

  it("accepts only the configured token when there is one", () => {
    const guarded = createCdaEngine(space, { accessToken: "secret" });
    unauthorized(guarded.handle({ path: `${ENV}/entries`, query: {}, headers: { Authorization: "Bearer wrong" } }));
    unauthorized(guarded.handle({ path: `${ENV}/entries`, query: { access_token: "wrong" } }));
    expect(
      guarded.handle({ path: `${ENV}/entries`, query: {}, headers: { Authorization: "Bearer secret" } }).status,
    ).toBe(200);
    expect(guarded.handle({ path: `${ENV}/entries`, query: { access_token: "secret" } }).status).toBe(200);
  });

  it("uses the configured space and environment ids", () => {
    const custom = createCdaEngine(space, { spaceId: "abc123", environmentId: "staging" });
    expect([custom.spaceId, custom.environmentId]).toEqual(["abc123", "staging"]);
    const response = custom.handle({
      path: "/spaces/abc123/environments/staging/entries/post-a",
      query: {},
      headers: AUTH,
    });
    expect(response.body).toMatchObject({
      sys: {
        space: { sys: { id: "abc123" } },
        environment: { sys: { type: "Link", linkType: "Environment", id: "staging" } },
      },
    });
    expect(custom.handle({ path: "/spaces/abc123/entries", query: {}, headers: AUTH }).status).toBe(404);
  });
});

describe("error bodies", () => {
  it("InvalidQuery has the CDA shape exactly", () => {
    const response = get(`${ENV}/entries`, { content_type: "pageBlogPost", "fields.nope": "x" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      sys: { type: "Error", id: "InvalidQuery" },
      message: INVALID_QUERY_MESSAGE,
      details: {
        errors: [{ name: "unknown", path: ["fields", "nope"], details: 'The path "fields.nope" is not recognized' }],
      },
      requestId: response.headers["x-contentful-request-id"],
    });
    expect(get(`${ENV}/entries`, { content_type: "nope" }).body).toMatchObject({
      details: { errors: [{ name: "unknownContentType", value: "nope" }] },
    });
  });

  it("rejects unknown parameters on every resource, tolerating access_token", () => {
    for (const path of [
      `${ENV}/entries`,
      `${ENV}/assets`,
      `${ENV}/content_types`,
      `${ENV}/locales`,
      `${ENV}/tags`,
      `${ENV}/entries/post-a`,
    ]) {
      expect(get(path, { foo: "bar" }).status).toBe(400);
      expect(get(path, { access_token: "x" }).status).toBe(200);
    }
    expect(get(`${ENV}/assets`, { content_type: "category" }).status).toBe(400);
    expect(get(`${ENV}/entries`, { mimetype_group: "image" }).status).toBe(400);
  });

  it("rejects malformed keys and operators", () => {
    for (const key of ["fields.title[lt", "fields..title", "sys.id[foo]", "fields.title[eq]"]) {
      expect(get(`${ENV}/entries`, { content_type: "pageBlogPost", [key]: "x" }).status).toBe(400);
    }
    expect(get(`${ENV}/entries`, { content_type: "video", "fields.isSelfHosted": "maybe" }).status).toBe(400);
    expect(get(`${ENV}/entries`, { content_type: "siteSettings", "fields.servingSince[gt]": "many" }).status).toBe(400);
    expect(get(`${ENV}/entries`, { content_type: "pageBlogPost", "fields.author[exists]": "yes" }).status).toBe(400);
    expect(get(`${ENV}/entries`, { content_type: "pageBlogPost", order: "fields.contentBody" }).status).toBe(400);
    expect(get(`${ENV}/entries`, { content_type: "pageBlogPost", "fields.category": "cat-medicare" }).status).toBe(400);
    expect(get(`${ENV}/assets`, { mimetype_group: "holograms" }).status).toBe(400);
  });

  it("answers 400 BadRequest for an unknown locale", () => {
    const response = get(`${ENV}/entries`, { locale: "xx" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ sys: { type: "Error", id: "BadRequest" }, message: "Unknown locale: xx" });
  });
});

describe("collections", () => {
  it("omits includes and errors when there is nothing to put in them", () => {
    const categories = collection(get(`${ENV}/entries`, { content_type: "category" }));
    expect(categories).not.toHaveProperty("includes");
    expect(categories).not.toHaveProperty("errors");
    const noInclude = collection(get(`${ENV}/entries`, { "sys.id": "post-a", include: "0" }));
    expect(noInclude).not.toHaveProperty("includes");
    const onlyAssets = collection(get(`${ENV}/entries`, { "sys.id": "cta-agent" }));
    expect(Object.keys(onlyAssets.includes ?? {})).toEqual(["Asset"]);
  });

  it("lists each include and each unresolvable link once", () => {
    const all = collection(get(`${ENV}/entries`, { include: "10" }));
    expect(all.includes?.Entry).toBeUndefined();
    expect(all.errors?.length).toBe(3);
    const posts = collection(
      get(`${ENV}/entries`, { content_type: "pageBlogPost", "sys.id[in]": "post-a,post-e", include: "10" }),
    );
    const included = (posts.includes?.Entry ?? []).map((entry) => entry.sys.id);
    expect(new Set(included).size).toBe(included.length);
    expect(posts.errors).toContainEqual({
      sys: { id: "notResolvable", type: "error" },
      details: { type: "Link", linkType: "Entry", id: MISSING_ENTRY },
    });
  });

  it("returns fields of every locale for locale=*", () => {
    const all = collection(
      get(`${ENV}/entries`, {
        content_type: "pageBlogPost",
        "sys.id": "post-a",
        locale: "*",
        select: "fields.title,sys.locale",
      }),
    );
    expect(all.items[0]).toEqual({
      sys: { id: "post-a", type: "Entry" },
      fields: { title: { "en-US": "Understanding Medicare Part A", "de-DE": "Medicare Teil A verstehen" } },
    });
    const included = collection(get(`${ENV}/entries`, { "sys.id": "post-a", locale: "*" })).includes?.Entry ?? [];
    expect(included.find((entry) => entry.sys.id === "cat-medicare")).toMatchObject({
      fields: { name: { "en-US": "Medicare Basics" } },
    });
  });

  it("select keeps metadata only when asked and follows links only in selected fields", () => {
    const selected = collection(
      get(`${ENV}/entries`, { content_type: "pageBlogPost", "sys.id": "post-a", select: "fields.category,metadata" }),
    );
    expect(selected.items[0]).toMatchObject({
      metadata: { tags: [{ sys: { id: "featured" } }] },
      fields: { category: [expect.anything()] },
    });
    expect((selected.includes?.Entry ?? []).map((entry) => entry.sys.id)).toEqual(["cat-medicare"]);
    expect(selected.includes?.Asset).toBeUndefined();
  });

  it("combines sys.id with content_type", () => {
    expect(collection(get(`${ENV}/entries`, { content_type: "category", "sys.id": "post-a" })).total).toBe(0);
    expect(
      collection(get(`${ENV}/entries`, { content_type: "category", "sys.id[in]": "post-a,cat-partd" })).total,
    ).toBe(1);
    expect(collection(get(`${ENV}/entries`, { "sys.id": "post-a", "sys.id[in]": "post-b" })).total).toBe(0);
  });

  it("filters assets on their fields and sys", () => {
    const assets = collection(get(`${ENV}/assets`, { "fields.file.details.size[gt]": "1012", order: "sys.id" }));
    expect(assets.items.map((asset) => asset.sys.id)).toEqual(["asset-chart", "asset-guide"]);
    expect(collection(get(`${ENV}/assets`, { "sys.createdAt[gte]": "2024-01-02" })).total).toBe(2);
    expect(collection(get(`${ENV}/assets`, { locale: "de-DE", "sys.id": "asset-hero" })).items[0]?.fields.title).toBe(
      "Hero image",
    );
  });

  it("pages content types, locales and tags", () => {
    const types = collection(get(`${ENV}/content_types`, { limit: "3", skip: "1", order: "name" }));
    expect([types.total, types.items.length]).toEqual([14, 3]);
    expect(collection(get(`${ENV}/locales`, { limit: "1" })).items).toEqual([
      {
        code: "en-US",
        name: "English (United States)",
        default: true,
        fallbackCode: null,
        sys: { id: "locale-en-us", type: "Locale", version: 1 },
      },
    ]);
    expect(collection(get(`${ENV}/tags`)).items.map((tag) => tag.sys.id)).toEqual(["featured"]);
  });
});

describe("data ownership and caching", () => {
  it("indexes once: the same frozen item objects serve every request, the export stays untouched", () => {
    const first = collection(get(`${ENV}/entries`, { "sys.id": "post-a" })).items[0];
    const second = collection(
      get(`${ENV}/entries`, { content_type: "pageBlogPost", "fields.slug": "understanding-part-a" }),
    ).items[0];
    expect(first).toBe(second);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.fields)).toBe(true);
    expect(Object.isFrozen(space.entries[0]?.fields)).toBe(false);
    expect(space.entries.find((entry) => entry.sys.id === "post-a")?.fields.title).toHaveProperty("de-DE");
  });

  it("keeps cached orderings apart per content type", () => {
    const videos = collection(get(`${ENV}/entries`, { content_type: "video", order: "-sys.createdAt" }));
    const posts = collection(get(`${ENV}/entries`, { content_type: "pageBlogPost", order: "-sys.createdAt" }));
    expect(videos.items.map((item) => item.sys.id)).toEqual(["video-untagged", "video-drugs", "video-enrollment"]);
    expect(posts.items.map((item) => item.sys.id)).toEqual(["post-a", "post-c", "post-b", "post-d", "post-e"]);
  });
});

describe("a 1,000-post space", () => {
  const big = new SpaceBuilder();
  for (const type of contentModel) big.contentType(type);
  for (let index = 0; index < 10; index += 1) {
    big.entry(
      "category",
      `cat-${index}`,
      { name: `Category ${index}`, slug: `category-${index}` },
      { createdAt: "2024-01-01T00:00:00.000Z" },
    );
  }
  for (let index = 0; index < 1000; index += 1) {
    const date = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString();
    big.entry(
      "pageBlogPost",
      `post-${index}`,
      {
        title: `Post number ${index} about Medicare`,
        slug: `post-${index}`,
        publishedDate: date.slice(0, 10),
        category: [entryLink(`cat-${index % 10}`)],
        contentBody: doc(p(`Body of post ${index} with plan details.`), embedEntry(`post-${(index + 1) % 1000}`)),
        relatedBlogPosts: [entryLink(`post-${(index + 7) % 1000}`)],
      },
      { createdAt: date },
    );
  }
  const bigEngine = createCdaEngine(big.toExport());
  const query = (params: Record<string, string>) =>
    collection(bigEngine.handle({ path: `${ENV}/entries`, query: params, headers: AUTH }));

  it("answers typical site queries correctly on a 1,000-post space (speed: pnpm bench)", () => {
    expect(query({ content_type: "pageBlogPost", limit: "1" }).total).toBe(1000);
    for (let round = 0; round < 50; round += 1) {
      const page = query({
        content_type: "pageBlogPost",
        order: "-fields.publishedDate",
        skip: String(round * 10),
        limit: "10",
        include: "2",
      });
      expect(page.items).toHaveLength(10);
      expect(query({ content_type: "pageBlogPost", "fields.slug": `post-${round * 7}`, include: "2" }).total).toBe(1);
      expect(
        query({ content_type: "pageBlogPost", "fields.category.sys.id": `cat-${round % 10}`, limit: "5" }).total,
      ).toBe(100);
      expect(
        query({ content_type: "pageBlogPost", "fields.title[match]": `number ${round * 3}` }).total,
      ).toBeGreaterThan(0);
    }
    const newest = query({ content_type: "pageBlogPost", order: "-fields.publishedDate", limit: "1" }).items[0];
    expect(newest?.sys.id).toBe("post-999");
  });
});

describe("the Content Preview API (preview: true)", () => {
  const previewEngine = createCdaEngine(space, { preview: true });
  const preview = (path: string, query: Record<string, string> = {}): CdaResponse =>
    previewEngine.handle({ path, query, headers: AUTH });

  it("delivers drafts with their latest dates and version, which the Delivery API does not", () => {
    expect(previewEngine.preview).toBe(true);
    expect(engine.preview).toBe(false);
    const draft = preview(`${ENV}/entries/draft-post`);
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      sys: { id: "draft-post", publishedVersion: 0 },
      fields: { title: "Draft Post" },
    });
    expect(get(`${ENV}/entries/draft-post`).status).toBe(404);
    const bySlug = collection(preview(`${ENV}/entries`, { content_type: "pageBlogPost", "fields.slug": "draft-post" }));
    expect(bySlug.items.map((item) => item.sys.id)).toEqual(["draft-post"]);
  });

  it("resolves links to drafts that the Delivery API leaves unresolved", () => {
    const delivered = collection(get(`${ENV}/entries`, { "sys.id": "post-e", include: "1" }));
    const previewed = collection(preview(`${ENV}/entries`, { "sys.id": "post-e", include: "1" }));
    expect(delivered.includes?.Entry?.map((entry) => entry.sys.id) ?? []).not.toContain("draft-post");
    expect(previewed.includes?.Entry?.map((entry) => entry.sys.id)).toContain("draft-post");
  });

  it("keeps archived entities out", () => {
    const copy = structuredClone(space) as unknown as { entries: Array<{ sys: Record<string, unknown> }> };
    const entry = copy.entries.find((candidate) => candidate.sys.id === "draft-post")!;
    entry.sys.archivedVersion = 3;
    const archiveEngine = createCdaEngine(copy as unknown as typeof space, { preview: true });
    expect(archiveEngine.handle({ path: `${ENV}/entries/draft-post`, query: {}, headers: AUTH }).status).toBe(404);
  });
});

describe("prepare", () => {
  it("indexes the export and its default locale before the first request, once", () => {
    const view = vi.spyOn(SpaceIndex.prototype, "view");
    try {
      const prepared = createCdaEngine(space);
      prepared.prepare();
      expect(view).toHaveBeenCalledTimes(1);
      const index = view.mock.contexts[0];
      expect(view.mock.calls[0]).toEqual(["en-US"]);
      const response = prepared.handle({ path: `${ENV}/entries`, query: { limit: "1" }, headers: AUTH });
      expect(response.status).toBe(200);
      // The request used the index prepare built.
      expect(view.mock.contexts.every((context) => context === index)).toBe(true);
    } finally {
      view.mockRestore();
    }
  });
});
