/**
 * The engine driven through the real contentful.js client, in process (axios adapter) and over real HTTP
 * (node:http server -> fetch handler). Every behaviour is checked on both transports.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentfulClientApi } from "contentful";
import { createCdaEngine, createCdaFetchHandler } from "./index.js";
import { INVALID_QUERY_MESSAGE } from "./errors.js";
import { buildFixtureSpace, MISSING_ASSET, MISSING_ENTRY } from "./test-support/fixture-space.js";
import { startTestServer } from "./test-support/http-server.js";
import type { TestServer } from "./test-support/http-server.js";
import { sdkClient, sdkError } from "./test-support/sdk-clients.js";
import type { Transport } from "./test-support/sdk-clients.js";

const engine = createCdaEngine(buildFixtureSpace());
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(createCdaFetchHandler(engine, { basePath: "/contentful-api" }));
});
afterAll(async () => {
  await server.close();
});

interface HasSys {
  sys: { id: string; type?: string };
}
const ids = (collection: { items: readonly HasSys[] }): string[] => collection.items.map((item) => item.sys.id);
const sortedIds = (collection: { items: readonly HasSys[] }): string[] => ids(collection).sort();
const idsOf = (list: readonly unknown[] | undefined): string[] =>
  (list ?? []).map((item) => (item as HasSys).sys.id).sort();
type IncludeDepth = 0 | 1 | 2 | 3 | 10;
// SDK results are deeply typed unions of resolved and unresolved links; the assertions read them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
const loose = (value: unknown): Loose => value;

describe.each<Transport>(["adapter", "http"])("contentful.js over %s", (transport) => {
  let client: ContentfulClientApi<undefined>;
  beforeAll(() => {
    client = sdkClient(transport, engine, server.port);
  });

  const posts = (query: Record<string, unknown> = {}) =>
    client.getEntries({ content_type: "pageBlogPost", order: ["sys.id"], ...query });

  describe("getEntries filters", () => {
    it("lists published entries of a content type, without drafts", async () => {
      const result = await posts();
      expect(result.total).toBe(5);
      expect(ids(result)).toEqual(["post-a", "post-b", "post-c", "post-d", "post-e"]);
      expect((await client.getEntries({ "sys.id": "draft-post" })).total).toBe(0);
    });

    it("filters on sys.id and sys.id[in]", async () => {
      expect(ids(await client.getEntries({ "sys.id": "post-c" }))).toEqual(["post-c"]);
      expect(sortedIds(await client.getEntries({ "sys.id[in]": ["post-b", "cat-partd", "nope"] }))).toEqual([
        "cat-partd",
        "post-b",
      ]);
    });

    it("filters on field equality, [ne], [in], [nin] and [exists]", async () => {
      expect(ids(await posts({ "fields.slug": "advantage-explained" }))).toEqual(["post-b"]);
      expect(ids(await posts({ "fields.author[ne]": "Jane Doe" }))).toEqual(["post-b", "post-d", "post-e"]);
      expect(ids(await posts({ "fields.author[in]": "Jane Doe,Ann Lee" }))).toEqual(["post-a", "post-c", "post-e"]);
      expect(ids(await posts({ "fields.author[nin]": ["Jane Doe", "John Roe"] }))).toEqual(["post-d", "post-e"]);
      expect(ids(await posts({ "fields.author[exists]": false }))).toEqual(["post-d"]);
      expect(ids(await posts({ "fields.author[exists]": true }))).toEqual(["post-a", "post-b", "post-c", "post-e"]);
    });

    it("matches full text on symbols and rich text ([match])", async () => {
      expect(ids(await posts({ "fields.title[match]": "medicare PLANS" }))).toEqual(["post-b"]);
      expect(ids(await posts({ "fields.contentBody[match]": "skilled nursing" }))).toEqual(["post-a"]);
      expect(ids(await posts({ "fields.contentBody[match]": "private insurers" }))).toEqual(["post-b"]);
      expect(ids(await posts({ "fields.contentBody[match]": "nursing insurers" }))).toEqual([]);
    });

    it("compares dates and numbers with [lt], [lte], [gt], [gte]", async () => {
      expect(ids(await posts({ "fields.publishedDate[lt]": "2024-02-15" }))).toEqual(["post-d", "post-e"]);
      expect(ids(await posts({ "fields.publishedDate[lte]": "2024-02-15" }))).toEqual([
        "post-b",
        "post-c",
        "post-d",
        "post-e",
      ]);
      expect(ids(await posts({ "fields.publishedDate[gt]": "2024-02-15T12:00:00Z" }))).toEqual(["post-a"]);
      expect(
        ids(await posts({ "fields.publishedDate[gte]": "2024-01-10", "fields.publishedDate[lt]": "2024-03-01" })),
      ).toEqual(["post-b", "post-c", "post-d"]);
      const settings = (query: Record<string, unknown>) =>
        client.getEntries({ content_type: "siteSettings", order: ["sys.id"], ...query });
      expect(ids(await settings({ "fields.beneficiariesServed[gt]": 10000 }))).toEqual(["settings-2024"]);
      expect(ids(await settings({ "fields.beneficiariesServed[lte]": 9000 }))).toEqual(["settings-2023"]);
      expect(ids(await settings({ "fields.beneficiariesServed": 12000 }))).toEqual(["settings-2024"]);
      expect(ids(await settings({ "fields.servingSince[gte]": 2009 }))).toEqual(["settings-2023", "settings-2024"]);
    });

    it("filters booleans and arrays of symbols (equality means contains)", async () => {
      const videos = (query: Record<string, unknown>) =>
        client.getEntries({ content_type: "video", order: ["sys.id"], ...query });
      expect(ids(await videos({ "fields.isSelfHosted": true }))).toEqual(["video-drugs"]);
      expect(ids(await videos({ "fields.isSelfHosted": false }))).toEqual(["video-enrollment"]);
      expect(ids(await videos({ "fields.keywords": "medicare" }))).toEqual(["video-drugs", "video-enrollment"]);
      expect(ids(await videos({ "fields.keywords[ne]": "drugs" }))).toEqual(["video-enrollment", "video-untagged"]);
      expect(ids(await videos({ "fields.keywords[in]": "drugs,enrollment" }))).toEqual([
        "video-drugs",
        "video-enrollment",
      ]);
      expect(ids(await videos({ "fields.keywords[nin]": "drugs" }))).toEqual(["video-enrollment", "video-untagged"]);
      expect(ids(await videos({ "fields.keywords[all]": "medicare,drugs" }))).toEqual(["video-drugs"]);
      expect(ids(await videos({ "fields.keywords[exists]": false }))).toEqual(["video-untagged"]);
      expect(ids(await videos({ "fields.keywords[match]": "part" }))).toEqual(["video-drugs"]);
    });

    it("filters on links: single links, arrays of links, [in], [nin]", async () => {
      expect(ids(await posts({ "fields.category.sys.id": "cat-medicare" }))).toEqual(["post-a", "post-b"]);
      expect(ids(await posts({ "fields.category.sys.id[in]": "cat-partd,cat-supplement" }))).toEqual([
        "post-c",
        "post-d",
      ]);
      expect(ids(await posts({ "fields.category.sys.id[nin]": "cat-medicare" }))).toEqual([
        "post-c",
        "post-d",
        "post-e",
      ]);
      expect(ids(await posts({ "fields.featuredImage.sys.id": "asset-hero" }))).toEqual(["post-a"]);
      expect(ids(await posts({ "fields.callToAction.sys.id": "cta-agent" }))).toEqual(["post-a"]);
      expect(ids(await posts({ "fields.callToAction[exists]": false }))).toEqual([
        "post-b",
        "post-c",
        "post-d",
        "post-e",
      ]);
    });

    it("searches on references with the linked content type", async () => {
      const result = await posts({
        "fields.category.sys.contentType.sys.id": "category",
        "fields.category.fields.slug": "part-d",
      });
      expect(ids(result)).toEqual(["post-c"]);
    });

    it("finds entries linking to an entry or asset anywhere, rich text included", async () => {
      expect(sortedIds(await client.getEntries({ links_to_entry: "post-c" }))).toEqual(["post-a", "post-b"]);
      expect(sortedIds(await client.getEntries({ links_to_entry: "post-b" }))).toEqual(["post-a"]);
      expect(sortedIds(await client.getEntries({ links_to_entry: "cat-medicare" }))).toEqual(["post-a", "post-b"]);
      expect(sortedIds(await client.getEntries({ links_to_asset: "asset-chart" }))).toEqual(["post-a"]);
      expect(sortedIds(await client.getEntries({ links_to_asset: "asset-hero" }))).toEqual(["cta-agent", "post-a"]);
    });

    it("filters JSON object sub-fields, tags and full-text query", async () => {
      expect(ids(await posts({ "fields.seoFields.noIndex": true }))).toEqual(["post-b"]);
      expect(ids(await posts({ "fields.seoFields.priority[gt]": 2 }))).toEqual(["post-a"]);
      expect(ids(await client.getEntries({ "metadata.tags.sys.id[in]": ["featured"] }))).toEqual(["post-a"]);
      expect(ids(await posts({ query: "hospital" }))).toEqual(["post-a", "post-b"]);
      expect(sortedIds(await client.getEntries({ query: "medigap" }))).toEqual(["cat-supplement", "post-d"]);
    });
  });

  describe("ordering and paging", () => {
    it("orders by a field descending with sys.id as the tie-breaker", async () => {
      expect(ids(await posts({ order: ["-fields.publishedDate"] }))).toEqual([
        "post-a",
        "post-b",
        "post-c",
        "post-d",
        "post-e",
      ]);
      expect(ids(await posts({ order: ["-fields.publishedDate", "-sys.id"] }))).toEqual([
        "post-a",
        "post-c",
        "post-b",
        "post-d",
        "post-e",
      ]);
    });

    it("puts entries without the field last in both directions", async () => {
      expect(ids(await posts({ order: ["fields.author"] }))).toEqual([
        "post-e",
        "post-a",
        "post-c",
        "post-b",
        "post-d",
      ]);
      expect(ids(await posts({ order: ["-fields.author"] }))).toEqual([
        "post-b",
        "post-a",
        "post-c",
        "post-e",
        "post-d",
      ]);
    });

    it("orders by sys dates", async () => {
      expect(ids(await posts({ order: ["sys.createdAt"] }))).toEqual([
        "post-e",
        "post-d",
        "post-b",
        "post-c",
        "post-a",
      ]);
      expect(ids(await posts({ order: ["-sys.updatedAt"] }))[0]).toBe("post-a");
      expect(ids(await client.getAssets({ order: ["-sys.createdAt"] }))).toEqual([
        "asset-guide",
        "asset-chart",
        "asset-hero",
      ]);
    });

    it("pages with skip and limit; total counts every match", async () => {
      const pages = await Promise.all([0, 2, 4, 6].map((skip) => posts({ skip, limit: 2 })));
      expect(pages.map(ids)).toEqual([["post-a", "post-b"], ["post-c", "post-d"], ["post-e"], []]);
      expect(pages.map((page) => [page.total, page.skip, page.limit])).toEqual([
        [5, 0, 2],
        [5, 2, 2],
        [5, 4, 2],
        [5, 6, 2],
      ]);
      const empty = await posts({ limit: 0 });
      expect([empty.total, empty.items.length]).toEqual([5, 0]);
      expect((await posts()).limit).toBe(100);
    });
  });

  describe("includes and link resolution", () => {
    const postA = async (include: IncludeDepth): Promise<Loose> =>
      loose((await client.getEntries({ "sys.id": "post-a", include })).items[0]);
    const raw = (include: IncludeDepth, query: Record<string, unknown> = { "sys.id": "post-a" }) =>
      client.withoutLinkResolution.getEntries({ ...query, include });

    it("include 0 resolves nothing", async () => {
      const entry = await postA(0);
      expect(entry.fields.category[0].sys.type).toBe("Link");
      expect(entry.fields.category[0].fields).toBeUndefined();
      const response = await raw(0);
      expect(response.includes).toBeUndefined();
      expect(response.errors).toBeUndefined();
    });

    it("include 1 resolves the page's links, rich-text targets included", async () => {
      const entry = await postA(1);
      expect(entry.fields.category[0].fields.name).toBe("Medicare Basics");
      expect(entry.fields.featuredImage.fields.file.url).toMatch(/^\/\/images\.ctfassets\.net\//);
      expect(entry.fields.callToAction.fields.ctaTitle).toBe("Talk to a licensed agent");
      const related = entry.fields.relatedBlogPosts;
      expect((related as HasSys[]).map((post) => post.sys.id)).toEqual(["post-b", "post-c"]);
      expect(related[0].fields.title).toBe("Medicare Advantage Plans Explained");
      // Level 2 links stay links unless the entity is included for another reason.
      expect(related[0].fields.category[0].sys.type).toBe("Link");
      expect(related[0].fields.category[1].fields.slug).toBe("medicare-basics");
      const body = entry.fields.contentBody.content;
      expect(body[2].data.target.fields.slug).toBe("advantage-explained");
      expect(body[3].data.target.fields.title).toBe("Enrollment chart");
      expect(body[4].content[1].data.target.sys).toEqual({ type: "Link", linkType: "Entry", id: MISSING_ENTRY });

      const response = await raw(1);
      expect(idsOf(response.includes?.Entry)).toEqual(["cat-medicare", "cta-agent", "post-b", "post-c"]);
      expect(idsOf(response.includes?.Asset)).toEqual(["asset-chart", "asset-hero"]);
      expect(response.errors).toEqual([
        {
          sys: { id: "notResolvable", type: "error" },
          details: { type: "Link", linkType: "Entry", id: MISSING_ENTRY },
        },
      ]);
    });

    it("include 2, 3 and 10 go level by level", async () => {
      expect(idsOf((await raw(2)).includes?.Entry)).toEqual([
        "cat-advantage",
        "cat-medicare",
        "cat-partd",
        "cta-agent",
        "post-b",
        "post-c",
        "post-d",
      ]);
      const three = await raw(3);
      expect(idsOf(three.includes?.Entry)).toEqual([
        "cat-advantage",
        "cat-medicare",
        "cat-partd",
        "cat-supplement",
        "cta-agent",
        "post-b",
        "post-c",
        "post-d",
        "post-e",
      ]);
      expect(three.errors).toHaveLength(1);
      const ten = await raw(10);
      expect(idsOf(ten.includes?.Entry)).toEqual(idsOf(three.includes?.Entry));
      expect((ten.errors ?? []).map((error) => (error as { details: { id: string } }).details.id).sort()).toEqual(
        ["draft-post", MISSING_ASSET, MISSING_ENTRY].sort(),
      );

      const deep = await postA(3);
      const postD = deep.fields.relatedBlogPosts[1].fields.relatedBlogPosts[0];
      expect(postD.fields.category[0].fields.name).toBe("Medigap");
      expect(postD.fields.relatedBlogPosts[0].fields.slug).toBe("enrollment-periods");
      const postE = (await postA(2)).fields.relatedBlogPosts[1].fields.relatedBlogPosts[0].fields.relatedBlogPosts[0];
      expect(postE.sys.type).toBe("Link");
    });

    it("does not repeat page items in includes and lists each include once", async () => {
      const response = await raw(10, { content_type: "pageBlogPost", order: "sys.id", limit: 2 });
      expect(ids(response)).toEqual(["post-a", "post-b"]);
      const included = idsOf(response.includes?.Entry);
      expect(included).not.toContain("post-a");
      expect(included).not.toContain("post-b");
      expect(new Set(included).size).toBe(included.length);
    });

    it("keeps unresolvable links as links, or removes them with withoutUnresolvableLinks", async () => {
      const linked = loose(await client.getEntry("post-e", { include: 2 }));
      expect(linked.fields.relatedBlogPosts).toEqual([{ sys: { type: "Link", linkType: "Entry", id: "draft-post" } }]);
      expect(linked.fields.featuredImage.sys.id).toBe(MISSING_ASSET);
      const cleaned = loose(await client.withoutUnresolvableLinks.getEntry("post-e", { include: 2 }));
      expect(cleaned.fields.relatedBlogPosts).toEqual([]);
      expect(cleaned.fields.featuredImage).toBeUndefined();
      const postA = loose(await client.withoutUnresolvableLinks.getEntry("post-a"));
      expect(postA.fields.contentBody.content[4].content[1].data.target).toBeUndefined();
    });
  });

  describe("select and locales", () => {
    it("selects fields (sys.id and sys.type always kept)", async () => {
      const result = await posts({ select: ["fields.title", "fields.slug"], limit: 1 });
      expect(result.items[0]).toEqual({
        sys: { id: "post-a", type: "Entry" },
        fields: { title: "Understanding Medicare Part A", slug: "understanding-part-a" },
      });
      const sysOnly = await client.getEntries({ "sys.id": "cat-partd", select: ["sys"] });
      expect(sysOnly.items[0]).toEqual({
        sys: expect.objectContaining({ id: "cat-partd", revision: 1, locale: "en-US" }),
      });
    });

    it("serves a locale with fallbacks and non-localized fields from the default locale", async () => {
      const german = (await client.getEntries({ "sys.id": "post-a", locale: "de-DE" })).items[0]!;
      expect(german.sys.locale).toBe("de-DE");
      expect(german.fields.title).toBe("Medicare Teil A verstehen");
      expect(german.fields.slug).toBe("understanding-part-a");
      const french = (await client.getEntries({ "sys.id": "post-b", locale: "fr-FR" })).items[0]!;
      expect(french.fields.title).toBeUndefined();
      expect(french.fields.slug).toBe("advantage-explained");
      const englishByDefault = await client.getEntry("post-a");
      expect([englishByDefault.sys.locale, englishByDefault.fields.title]).toEqual([
        "en-US",
        "Understanding Medicare Part A",
      ]);
    });

    it("returns every locale with withAllLocales (locale=*)", async () => {
      const entry = loose(await client.withAllLocales.getEntry("post-a"));
      expect(entry.sys.locale).toBeUndefined();
      expect(entry.fields.title).toEqual({
        "en-US": "Understanding Medicare Part A",
        "de-DE": "Medicare Teil A verstehen",
      });
      expect(entry.fields.slug).toEqual({ "en-US": "understanding-part-a" });
      expect(entry.fields.category["en-US"][0].fields.name).toEqual({ "en-US": "Medicare Basics" });
      const list = await client.withAllLocales.getEntries({
        content_type: "pageBlogPost",
        "fields.slug": "advantage-explained",
      });
      expect(ids(list)).toEqual(["post-b"]);
    });

    it("rejects an unknown locale", async () => {
      const failure = await sdkError(client.getEntries({ locale: "xx-XX" }));
      expect(failure.name).toBe("BadRequest");
      expect(failure.payload).toMatchObject({ status: 400, message: "Unknown locale: xx-XX" });
    });
  });

  describe("single resources", () => {
    it("getEntry finds published entries and throws NotFound otherwise", async () => {
      expect((await client.getEntry("cat-partd")).fields.name).toBe("Part D");
      for (const id of ["nope", "draft-post"]) {
        const failure = await sdkError(client.getEntry(id));
        expect(failure.message).toBe("The resource could not be found.");
        expect((failure.error as { sys: { id: string } }).sys.id).toBe("NotFound");
      }
    });

    it("getAsset and getAssets", async () => {
      const asset = await client.getAsset("asset-hero");
      expect(asset.sys.type).toBe("Asset");
      expect(asset.fields.file?.details.image).toEqual({ width: 1200, height: 630 });
      const failure = await sdkError(client.getAsset("nope"));
      expect(failure.name).toBe("NotFound");
      expect(failure.payload).toMatchObject({
        status: 404,
        statusText: "Not Found",
        message: "The resource could not be found.",
        details: { type: "Asset", id: "nope" },
      });
      expect(typeof failure.payload.requestId).toBe("string");
      expect((await client.getAssets()).total).toBe(3);
      expect(sortedIds(await client.getAssets({ mimetype_group: "image" }))).toEqual(["asset-chart", "asset-hero"]);
      expect(ids(await client.getAssets({ "fields.title[match]": "chart" }))).toEqual(["asset-chart"]);
      expect(ids(await client.getAssets({ "fields.file.contentType": "application/pdf" }))).toEqual(["asset-guide"]);
      expect(ids(await client.getAssets({ order: ["-fields.file.details.size"] }))).toEqual([
        "asset-chart",
        "asset-guide",
        "asset-hero",
      ]);
    });

    it("content types, locales, tags and the space", async () => {
      const blogPost = await client.getContentType("pageBlogPost");
      expect(blogPost.name).toBe("Blog post");
      expect(blogPost.displayField).toBe("internalName");
      expect(blogPost.fields.find((field) => field.id === "category")?.items?.linkType).toBe("Entry");
      expect((await client.getContentTypes()).total).toBe(14);
      expect(ids(await client.getContentTypes({ "sys.id[in]": "video,category", order: "sys.id" } as never))).toEqual([
        "category",
        "video",
      ]);
      expect((await sdkError(client.getContentType("nope"))).name).toBe("NotFound");

      const locales = await client.getLocales();
      expect(locales.items.map((locale) => [locale.code, locale.default, locale.fallbackCode])).toEqual([
        ["en-US", true, null],
        ["de-DE", false, "en-US"],
        ["fr-FR", false, null],
      ]);

      const tags = await client.getTags();
      expect(tags.items.map((tag) => [tag.sys.id, tag.name])).toEqual([["featured", "Featured"]]);
      expect((await client.getTag("featured")).sys.visibility).toBe("public");
      expect((await sdkError(client.getTag("internal"))).name).toBe("NotFound");

      const space = await client.getSpace();
      expect(space.sys).toEqual({ type: "Space", id: "embedded" });
      expect(space.locales.map((locale) => locale.code)).toEqual(["en-US", "de-DE", "fr-FR"]);
    });
  });

  describe("400 InvalidQuery through the SDK's error", () => {
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      ["unknown content type", { content_type: "nope" }, { name: "unknownContentType", value: "nope" }],
      ["field filter without content_type", { "fields.slug": "x" }, { name: "unknown", path: ["fields", "slug"] }],
      ["field order without content_type", { order: ["fields.slug"] }, { name: "unknown", path: ["fields", "slug"] }],
      ["field select without content_type", { select: ["fields.slug"] }, { name: "unknown", path: ["fields", "slug"] }],
      [
        "unknown field",
        { content_type: "pageBlogPost", "fields.nope": "x" },
        { name: "unknown", path: ["fields", "nope"], details: 'The path "fields.nope" is not recognized' },
      ],
      ["limit too large", { limit: 1001 }, { name: "range", path: ["limit"] }],
      ["negative limit", { limit: -1 }, { name: "range", path: ["limit"] }],
      ["non-integer limit", { limit: "ten" }, { name: "type", path: ["limit"] }],
      ["negative skip", { skip: -1 }, { name: "range", path: ["skip"] }],
      ["include too deep", { include: 11 }, { name: "range", path: ["include"] }],
      ["fractional include", { include: 1.5 }, { name: "type", path: ["include"] }],
      ["unknown parameter", { foo: "bar" }, { name: "unknown", path: ["foo"] }],
      ["select deeper than 2", { select: ["fields.file.url"] }, { name: "select", path: ["fields", "file", "url"] }],
      [
        "operator not applicable",
        { content_type: "pageBlogPost", "fields.title[lt]": "x" },
        { name: "operatorNotApplicable" },
      ],
      [
        "malformed date",
        { content_type: "pageBlogPost", "fields.publishedDate[lt]": "soon" },
        { name: "type", type: "Date" },
      ],
      ["unknown order key", { order: ["sys.nope"] }, { name: "unknown", path: ["sys", "nope"] }],
    ];

    it.each(cases)("%s", async (_label, query, detail) => {
      const failure = await sdkError(client.getEntries(query));
      expect(failure.name).toBe("InvalidQuery");
      expect(failure.payload).toMatchObject({ status: 400, statusText: "Bad Request", message: INVALID_QUERY_MESSAGE });
      expect(typeof failure.payload.requestId).toBe("string");
      const errors = (failure.payload.details as { errors: unknown[] }).errors;
      expect(errors[0]).toMatchObject(detail);
    });
  });

  describe("authentication", () => {
    it("rejects a wrong token with 401 AccessTokenInvalid when the engine has a token", async () => {
      const guarded = createCdaEngine(buildFixtureSpace(), { accessToken: "secret" });
      const guardedServer = await startTestServer(createCdaFetchHandler(guarded, { basePath: "/contentful-api" }));
      try {
        const wrong = sdkClient(transport, guarded, guardedServer.port, { accessToken: "wrong" });
        const failure = await sdkError(wrong.getEntries());
        expect(failure.name).toBe("AccessTokenInvalid");
        expect(failure.payload).toMatchObject({
          status: 401,
          message: "The access token you sent could not be found or is invalid.",
        });
        const right = sdkClient(transport, guarded, guardedServer.port, { accessToken: "secret" });
        expect((await right.getEntries({ content_type: "category" })).total).toBe(4);
      } finally {
        await guardedServer.close();
      }
    });
  });
});
