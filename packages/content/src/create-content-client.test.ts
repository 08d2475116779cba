import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCdaAdapter, createCdaEngine, createCdaFetchHandler } from "./engine/index.js";
import { buildClientParams, createContentClient } from "./create-content-client.js";
import { createDeliveryLimiter, sharedDeliveryLimiter } from "./delivery-limiter.js";
import type { ContentClient, ContentLogger, CreateContentClientOptions } from "./create-content-client.js";
import { ContentConfigError, ContentError, ContentValidationError } from "./errors.js";
import { buildFixtureSpace } from "./test-support/fixture-space.js";
import { fetchToNode, listen } from "./test-support/serve.js";
import { EXAMPLE_BUSINESS_FIELDS } from "./test-support/example-business.js";
import { siteSettingsFieldsSchema } from "./schemas.js";

const engine = createCdaEngine(buildFixtureSpace(), { spaceId: "embedded" });
type LogFn = (message: string, detail?: unknown) => void;
const quietLogger = () => ({ warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() }) satisfies ContentLogger;

let cdaServer: Awaited<ReturnType<typeof listen>>;
let proxyServer: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  // "Contentful itself": a local CDA-compatible server at the root path, like cdn.contentful.com.
  cdaServer = await listen(fetchToNode(createCdaFetchHandler(engine)));
  // The site's same-origin proxy route.
  proxyServer = await listen(fetchToNode(createCdaFetchHandler(engine, { basePath: "/contentful-api" })));
});
afterAll(async () => {
  await cdaServer.close();
  await proxyServer.close();
});

const transports: Array<[string, () => CreateContentClientOptions]> = [
  [
    "embedded (in-process adapter)",
    () => ({
      source: { type: "contentful", space: "embedded", accessToken: "x", host: "embedded.invalid" },
      adapter: createCdaAdapter(engine),
    }),
  ],
  [
    "Contentful (local CDA-compatible server)",
    () => ({
      source: { type: "contentful", space: "embedded", accessToken: "x", host: cdaServer.host, insecure: true },
    }),
  ],
  ["proxy (/contentful-api route)", () => ({ source: { type: "proxy", host: proxyServer.host, insecure: true } })],
];

describe.each(transports)("operations through the %s transport", (_name, options) => {
  let client: ContentClient;
  let logger: ReturnType<typeof quietLogger>;
  beforeAll(() => {
    logger = quietLogger();
    client = createContentClient({ ...options(), logger });
  });

  it("reads a foundational page by slug with its related posts, CTA and metadata", async () => {
    const page = await client.getFoundationalPage("what-is-medicare");
    expect(page).toMatchObject({
      id: "page-what-is-medicare",
      pageName: "What is Medicare",
      parentSlug: "medicare",
      title: "What Is Medicare?",
      youTubeVideo: "abcdefghijk",
      metadata: { title: "Meta", description: "Desc", keywords: ["a", "b"], heroImage: "", timeline: [] },
      callToAction: {
        id: "cta-guide",
        title: "Free guide",
        text: "Get the guide",
        buttonText: "Download Free Guide",
        buttonLink: "/medicare-breakdown",
      },
      shareImage: { url: "https://images.ctfassets.net/sp/img-hero/tok/hero.jpg", width: 1200, height: 675 },
    });
    expect(page?.relatedBlogs.map((post) => post.slug)).toEqual(["post-1", "post-2"]);
    expect(page?.body?.content[0]?.nodeType).toBe("heading-1");
    expect(() => JSON.stringify(page)).not.toThrow();
  });

  it("returns null and warns for a page that does not exist", async () => {
    expect(await client.getFoundationalPage("nope")).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith("[content] No foundational page 'nope' found.");
  });

  it("lists blog posts newest first with skip = (page - 1) * limit and the total", async () => {
    const first = await client.getBlogPosts({ page: 1, limit: 3 });
    expect(first.total).toBe(10); // 8 + string-category + invalid (drafts are not published)
    expect(first.items.map((post) => post.slug)).toEqual(["post-8", "post-7", "post-6"]);
    expect(first.skip).toBe(0);
    const third = await client.getBlogPosts({ page: 3, limit: 3 });
    expect(third.skip).toBe(6);
    expect(third.items.map((post) => post.slug)).toEqual(["post-2", "post-1", "string-category"]);
  });

  it("defaults the blog page size to 10 and skips invalid posts with a warning naming entry and field", async () => {
    const all = await client.getBlogPosts();
    expect(all.limit).toBe(10);
    expect(all.items).toHaveLength(9);
    expect(all.items.some((post) => post.slug === "broken")).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("entry 'post-invalid' (content type 'pageBlogPost'), field 'publishedDate'"),
    );
  });

  it("filters by category slug through the category's id, and 'all' means no filter", async () => {
    const basics = await client.getBlogPosts({ category: "medicare-basics", limit: 10 });
    expect(basics.items.map((post) => post.slug)).toEqual(["post-7", "post-5", "post-3", "post-1"]);
    expect(basics.items[0]?.categories.map((c) => c.slug)).toEqual(["medicare-basics", "prescription-drugs"]);
    expect(basics.items[0]?.category).toBe("Medicare Basics");
    expect((await client.getBlogPosts({ category: "all", limit: 100 })).total).toBe(10);
    expect(await client.getBlogPosts({ category: "community-news" })).toMatchObject({ items: [], total: 0 });
    expect(await client.getBlogPosts({ category: "no-such-category" })).toMatchObject({ items: [], total: 0 });
  });

  it("accepts a category stored as a plain string", async () => {
    const page = await client.getBlogPosts({ page: 1, limit: 100 });
    const post = page.items.find((item) => item.slug === "string-category");
    expect(post).toMatchObject({
      category: "Medicare Basics",
      categories: [{ name: "Medicare Basics", slug: "medicare-basics" }],
    });
  });

  it("reads a blog post with related posts, SEO fields and a CTA only when it is a websiteCta", async () => {
    const post = await client.getBlogPost("post-1");
    expect(post).toMatchObject({
      slug: "post-1",
      seo: { title: "SEO 1", keywords: ["medicare", "part d"] },
      callToAction: { id: "cta-guide" },
    });
    expect(post?.relatedBlogPosts.map((related) => related.slug)).toEqual(["post-2"]);
    expect((await client.getBlogPost("post-2"))?.callToAction).toBeNull();
    expect((await client.getBlogPost("post-3"))?.featuredImage).toBeNull();
    expect((await client.getBlogPost("post-4"))?.seo).toEqual({ title: "", description: "", keywords: [] });
    expect(await client.getBlogPost("draft")).toBeNull();
  });

  it("keeps embedded entries in rich text as plain, serialisable targets and unresolved links as links", async () => {
    const post = await client.getBlogPost("post-1");
    const json = JSON.stringify(post);
    const body = JSON.parse(json) as {
      contentBody: {
        content: Array<{
          nodeType: string;
          data: {
            target?: {
              sys: { type: string; id: string; contentType?: { sys: { id: string } } };
              fields?: Record<string, unknown>;
            };
          };
        }>;
      };
    };
    const targets = body.contentBody.content.filter((node) => node.data.target).map((node) => node.data.target!);
    expect(targets.map((t) => [t.sys.type, t.sys.contentType?.sys.id ?? t.sys.id])).toEqual([
      ["Entry", "video"],
      ["Entry", "websiteCta"],
      ["Asset", "img-hero"],
      ["Link", "missing-entry-for-tests"],
      ["Entry", "pageBlogPost"],
    ]);
    const embeddedPost = targets[4]!;
    expect(embeddedPost.fields).toHaveProperty("title", "Post number 2");
    expect(embeddedPost.fields).not.toHaveProperty("contentBody");
    expect(embeddedPost.fields).not.toHaveProperty("relatedBlogPosts");
    expect(targets[1]!.fields).toHaveProperty("ctaCopy");
  });

  it("lists videos newest-created first with the defaults of docs/product.md (Content model)", async () => {
    const videos = await client.getVideos({ page: 1, limit: 2 });
    expect(videos.total).toBe(3);
    expect(videos.items.map((video) => video.slug)).toEqual(["video-c", "video-b"]);
    expect(videos.items[1]).toMatchObject({
      duration: "PT0M0S",
      keywords: ["Medicare", "Insurance", "Education"],
      uploadDate: null,
      thumbnail: null,
    });
    expect((await client.getVideos({ page: 2, limit: 2 })).items.map((v) => v.slug)).toEqual(["video-a"]);
    expect((await client.getVideos()).limit).toBe(9);
  });

  it("reads a video by slug with its related videos (unresolved ones dropped)", async () => {
    const video = await client.getVideo("video-a");
    expect(video).toMatchObject({
      youTubeLink: "https://youtu.be/abcdefghijk",
      duration: "PT3M2S",
      keywords: ["Part D"],
      uploadDate: "2025-03-01",
    });
    expect(video?.relatedVideos.map((related) => related.slug)).toEqual(["video-b"]);
    expect(await client.getVideo("nope")).toBeNull();
  });

  it("lists resource guides (9 per page) and reads one with defaults", async () => {
    const guides = await client.getResourceGuides();
    expect(guides.limit).toBe(9);
    expect(guides.items.map((guide) => guide.slug)).toEqual(["guide-b", "guide-a"]);
    const guide = await client.getResourceGuide("guide-a");
    expect(guide).toMatchObject({
      resourceType: "Guide",
      updatedDate: "2026-02-01",
      downloadUrl: "https://assets.ctfassets.net/sp/pdf/a.pdf",
      coverImage: { id: "img-hero" },
    });
    expect(guide?.relatedResources).toEqual([
      { id: "guide-b", slug: "guide-b", title: "Guide B", type: "Checklist", description: "" },
    ]);
    const b = await client.getResourceGuide("guide-b");
    expect(b?.updatedDate).toBe(b?.updatedDate && new Date(b.updatedDate).toISOString());
    expect(b?.coverImage?.url).toBe("/embedded-assets/team/a.svg");
  });

  it("lists categories by name", async () => {
    expect(await client.getCategories()).toEqual([
      { id: "cat-empty", name: "Community News", slug: "community-news" },
      { id: "cat-basics", name: "Medicare Basics", slug: "medicare-basics" },
      { id: "cat-drugs", name: "Prescription Drugs", slug: "prescription-drugs" },
    ]);
  });

  it("lists team members by name and skips an invalid one", async () => {
    const team = await client.getTeamMembers();
    expect(team.map((member) => member.name)).toEqual(["Al Brown", "Zoe Adams"]);
    expect(team[0]).toMatchObject({ title: "Agent", department: "Sales", email: "", headshot: null });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining("entry 'team-bad' (content type 'teamMemberCards'), field 'employeeEmail'"),
    );
  });

  it("lists only state pages (pageSlug starting medicare-by-state-)", async () => {
    const pages = await client.getStatePages();
    expect(pages.map((page) => page.pageSlug).sort()).toEqual([
      "medicare-by-state-alabama",
      "medicare-by-state-mississippi",
    ]);
  });

  it("reads reviews in the place-data shape and the site settings", async () => {
    const reviews = await client.getPlaceReviews();
    expect(reviews?.placeData).toMatchObject({ rating: 4.8, user_ratings_total: 2 });
    expect(reviews?.placeData.reviews[0]).toMatchObject({
      author_name: "A",
      profile_photo_url: "https://images.ctfassets.net/a.jpg",
    });
    expect(reviews?.placeData.reviews[1]).toMatchObject({ text: "", profile_photo_url: "" });
    expect(await client.getSiteSettings()).toMatchObject({
      beneficiariesServed: 50000,
      servingSince: 1992,
      fiveStarReviews: null,
      leadershipOrder: ["Dana Whitfield"],
    });
  });

  it("reads the business facts of the site settings in the UI kit's shape, and names a missing or malformed field", async () => {
    expect((await client.getSiteSettings())?.business).toEqual({
      brand: "Example Medicare Agency",
      defaultTitle: "Medicare help from a fictional example agency",
      defaultDescription: "A fictional agency used in tests and examples.",
      phone: { display: "(555) 010-0199", href: "tel:+15550100199", tty: "711" },
      email: "hello@example.com",
      address: {
        street: "100 Example Street",
        locality: "Exampleville",
        region: "MS",
        postalCode: "38800",
        country: "US",
      },
      officeHours: { weekdays: "Monday-Friday 9:00 AM-5:00 PM", weekends: "Closed", openingHours: "Mo-Fr 09:00-17:00" },
      social: { facebook: "https://www.facebook.com/example" },
      schedulerUrl: "https://scheduler.example.com/appointment",
    });
    const parsed = siteSettingsFieldsSchema.safeParse({
      ...EXAMPLE_BUSINESS_FIELDS,
      brandName: " ",
      phoneNumber: "662-555-0142",
      youtubeUrl: "javascript:alert(1)",
    });
    expect(parsed.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      "brandName: Brand name is required in the site settings",
      "phoneNumber: Phone number must be in international form, e.g. +16625550142",
      "youtubeUrl: YouTube address must be a web address (https://…)",
    ]);
  });

  it("pages through every slug for prerendering", async () => {
    expect((await client.getAllSlugs("blogPost")).sort()).toEqual([
      "broken",
      "post-1",
      "post-2",
      "post-3",
      "post-4",
      "post-5",
      "post-6",
      "post-7",
      "post-8",
      "string-category",
    ]);
    expect(await client.getAllSlugs("resourceGuide")).toEqual(["guide-a", "guide-b"]);
  });

  it("reads every item of a list as a link (slug and title only), in the list's order", async () => {
    const links = await client.getAllLinks("resourceGuide");
    expect(links.map((link) => link.slug).sort()).toEqual(["guide-a", "guide-b"]);
    expect(Object.keys(links[0]!).sort()).toEqual(["slug", "title"]);
    const posts = await client.getAllLinks("blogPost");
    const listed = await client.getBlogPosts({ limit: 100 });
    expect(
      posts.filter((post) => listed.items.some((item) => item.slug === post.slug)).map((post) => post.slug),
    ).toEqual(listed.items.map((item) => item.slug));
  });

  it("reads any entry by id, and a missing one is NotFound", async () => {
    expect((await client.getEntry("video-b"))?.fields.title).toBe("Video B");
    expect(await client.getEntry("does-not-exist")).toBeNull();
    const strictClient = createContentClient({ ...options(), strict: true, logger: quietLogger() });
    const error = await strictClient.getEntry("does-not-exist").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ name: "NotFound", status: 404, message: "The resource could not be found." });
  });
});

describe("failure policy (docs/product.md: Errors and messages)", () => {
  const failing = async () =>
    listen((_req, res) => {
      res.statusCode = 400;
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          sys: { type: "Error", id: "InvalidQuery" },
          message: "The query you sent was invalid.",
          details: { errors: [{ name: "unknown" }] },
          requestId: "req-42",
        }),
      );
    });

  it("logs and returns empty results for the site", async () => {
    const server = await failing();
    const logger = quietLogger();
    const client = createContentClient({
      source: { type: "contentful", space: "s", accessToken: "t", host: server.host, insecure: true },
      logger,
    });
    try {
      expect(await client.getBlogPosts()).toEqual({ items: [], total: 0, skip: 0, limit: 10 });
      expect(await client.getVideos({ page: 2 })).toEqual({ items: [], total: 0, skip: 9, limit: 9 });
      expect(await client.getResourceGuides()).toMatchObject({ items: [], total: 0 });
      expect(await client.getBlogPost("x")).toBeNull();
      expect(await client.getFoundationalPage("x")).toBeNull();
      expect(await client.getVideo("x")).toBeNull();
      expect(await client.getResourceGuide("x")).toBeNull();
      expect(await client.getCategories()).toEqual([]);
      expect(await client.getTeamMembers()).toEqual([]);
      expect(await client.getStatePages()).toEqual([]);
      expect(logger.error).toHaveBeenCalledTimes(10);
      expect(logger.error).toHaveBeenCalledWith(
        "[content] Blog list (category 'all') failed: The query you sent was invalid.",
        expect.any(ContentError),
      );
    } finally {
      await server.close();
    }
  });

  it("throws errors carrying status, message, requestId and details in strict mode", async () => {
    const server = await failing();
    const client = createContentClient({
      source: { type: "contentful", space: "s", accessToken: "t", host: server.host, insecure: true },
      strict: true,
      logger: quietLogger(),
    });
    try {
      const error = await client.getBlogPosts().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentError);
      expect(error).toMatchObject({
        name: "InvalidQuery",
        status: 400,
        message: "The query you sent was invalid.",
        requestId: "req-42",
        details: { errors: [{ name: "unknown" }] },
      });
    } finally {
      await server.close();
    }
  });

  it("throws a validation error naming entry, content type and field in strict mode", async () => {
    const client = createContentClient({
      source: { type: "contentful", space: "embedded", accessToken: "x", host: "e.invalid" },
      adapter: createCdaAdapter(engine),
      strict: true,
      logger: quietLogger(),
    });
    const error = await client.getBlogPost("broken").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentValidationError);
    expect(error).toMatchObject({ entryId: "post-invalid", contentType: "pageBlogPost", field: "publishedDate" });
    await expect(client.getBlogPosts({ limit: 100 })).rejects.toBeInstanceOf(ContentValidationError);
  });

  it("logs invalid single entries and returns null for the site", async () => {
    const logger = quietLogger();
    const client = createContentClient({
      source: { type: "contentful", space: "embedded", accessToken: "x", host: "e.invalid" },
      adapter: createCdaAdapter(engine),
      logger,
    });
    expect(await client.getBlogPost("broken")).toBeNull();
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining("field 'publishedDate'"),
      expect.any(ContentValidationError),
    );
  });
});

describe("retries and timeouts", () => {
  const engineHandler = fetchToNode(createCdaFetchHandler(engine));

  it("retries a 5xx and then succeeds", async () => {
    let calls = 0;
    const server = await listen((req, res) => {
      calls += 1;
      if (calls === 1) {
        res.statusCode = 503;
        res.end("{}");
        return;
      }
      return engineHandler(req, res);
    });
    const logger = quietLogger();
    try {
      const client = createContentClient({
        source: { type: "contentful", space: "embedded", accessToken: "t", host: server.host, insecure: true },
        logger,
      });
      expect((await client.getCategories()).length).toBe(3);
      expect(calls).toBe(2);
      expect(logger.warn).toHaveBeenCalledWith(
        expect.stringMatching(/Server 503 error occurred\. Waiting for \d+ ms before retrying/),
      );
    } finally {
      await server.close();
    }
  });

  it("retries a dropped connection", async () => {
    let calls = 0;
    const server = await listen((req, res) => {
      calls += 1;
      if (calls === 1) {
        req.socket.destroy();
        return;
      }
      return engineHandler(req, res);
    });
    try {
      const client = createContentClient({
        source: { type: "contentful", space: "embedded", accessToken: "t", host: server.host, insecure: true },
        logger: quietLogger(),
      });
      expect((await client.getCategories()).length).toBe(3);
      expect(calls).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("gives up after 5 retries on 429 (6 requests in all), honouring the rate-limit reset header", async () => {
    let calls = 0;
    const server = await listen((_req, res) => {
      calls += 1;
      res.statusCode = 429;
      res.setHeader("x-contentful-ratelimit-reset", "0");
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          sys: { type: "Error", id: "RateLimitExceeded" },
          message: "You have exceeded the rate limit.",
          requestId: "r",
        }),
      );
    });
    try {
      const client = createContentClient({
        source: { type: "contentful", space: "embedded", accessToken: "t", host: server.host, insecure: true },
        strict: true,
        logger: quietLogger(),
      });
      await expect(client.getCategories()).rejects.toMatchObject({ name: "RateLimitExceeded", status: 429 });
      expect(calls).toBe(6);
    } finally {
      await server.close();
    }
  }, 30_000);

  it("does not retry 4xx answers", async () => {
    let calls = 0;
    const server = await listen((_req, res) => {
      calls += 1;
      res.statusCode = 404;
      res.end(
        JSON.stringify({
          sys: { type: "Error", id: "NotFound" },
          message: "The resource could not be found.",
          requestId: "r",
        }),
      );
    });
    try {
      const client = createContentClient({
        source: { type: "contentful", space: "embedded", accessToken: "t", host: server.host, insecure: true },
        strict: true,
        logger: quietLogger(),
      });
      await expect(client.getCategories()).rejects.toMatchObject({ name: "NotFound", status: 404 });
      expect(calls).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("times out a request that never answers", async () => {
    const server = await listen(() => {
      /* never answers */
    });
    try {
      const client = createContentClient({
        source: { type: "contentful", space: "embedded", accessToken: "t", host: server.host, insecure: true },
        strict: true,
        timeout: 200,
        retryLimit: 0,
        logger: quietLogger(),
      });
      await expect(client.getCategories()).rejects.toMatchObject({ name: "Timeout", status: 0 });
    } finally {
      await server.close();
    }
  });
});

describe("the request limiter in the transport", () => {
  const engineHandler = fetchToNode(createCdaFetchHandler(engine));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const remote = (host: string) =>
    ({ type: "contentful", space: "embedded", accessToken: "t", host, insecure: true }) as const;

  /** A CDA stand-in that answers after `latencyMs` and counts the requests it holds at once. */
  async function slowServer(latencyMs: number) {
    const seen = { requests: 0, concurrent: 0, peak: 0 };
    const server = await listen(async (req, res) => {
      seen.requests += 1;
      seen.concurrent += 1;
      seen.peak = Math.max(seen.peak, seen.concurrent);
      await sleep(latencyMs);
      seen.concurrent -= 1;
      return engineHandler(req, res);
    });
    return { server, seen };
  }

  it("never has more requests in flight than the cap, across clients sharing the limiter", async () => {
    const { server, seen } = await slowServer(40);
    const limiter = createDeliveryLimiter({ maxInFlight: 4 });
    try {
      const preview = createContentClient({ source: remote(server.host), limiter, logger: quietLogger() });
      const regeneration = createContentClient({ source: remote(server.host), limiter, logger: quietLogger() });
      const reads = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          (index % 2 === 0 ? preview : regeneration).getCategories().then((list) => list.length),
        ),
      );
      expect(reads).toEqual(Array.from({ length: 30 }, () => 3));
      expect(seen.requests).toBe(30);
      expect(seen.peak).toBe(4);
      expect(limiter.stats()).toMatchObject({ requests: 30, peakInFlight: 4, inFlight: 0, waiting: 0 });
    } finally {
      await server.close();
    }
  });

  it("holds every request after a 429 for its X-Contentful-RateLimit-Reset, then retries it", async () => {
    const arrivals: Array<{ at: number; status: number }> = [];
    let rateLimitedAt = 0;
    const server = await listen((req, res) => {
      if (arrivals.length === 0) {
        rateLimitedAt = Date.now();
        arrivals.push({ at: rateLimitedAt, status: 429 });
        res.writeHead(429, { "content-type": "application/json", "x-contentful-ratelimit-reset": "1" });
        res.end(
          JSON.stringify({ sys: { type: "Error", id: "RateLimitExceeded" }, message: "Slow down.", requestId: "r" }),
        );
        return;
      }
      arrivals.push({ at: Date.now(), status: 200 });
      return engineHandler(req, res);
    });
    const limiter = createDeliveryLimiter({ maxInFlight: 4 });
    const logger = quietLogger();
    try {
      const first = createContentClient({ source: remote(server.host), limiter, strict: true, logger });
      const others = createContentClient({ source: remote(server.host), limiter, strict: true, logger });
      const retried = first.getCategories();
      // The 429 went out; a moment later the client has read it.
      while (rateLimitedAt === 0) await sleep(5);
      await sleep(50);
      // Three slots are free, yet nothing goes out until the reset time has passed.
      const later = await Promise.all([others.getCategories(), others.getVideos(), first.getCategories()]);
      expect((await retried).length).toBe(3);
      expect(later[0].length).toBe(3);
      expect(arrivals).toHaveLength(5);
      for (const arrival of arrivals.slice(1)) expect(arrival.at - rateLimitedAt).toBeGreaterThanOrEqual(950);
      expect(limiter.stats()).toMatchObject({ rateLimited: 1, requests: 5, inFlight: 0 });
      expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/Rate limit error occurred\. Waiting for \d+ ms/));
    } finally {
      await server.close();
    }
  });

  it("puts every remote client on the process's shared limiter, and no in-process adapter", async () => {
    const shared = sharedDeliveryLimiter();
    const before = shared.stats().requests;
    const remoteClient = createContentClient({ source: remote(cdaServer.host), logger: quietLogger() });
    expect((await remoteClient.getCategories()).length).toBe(3);
    expect(shared.stats().requests).toBe(before + 1);
    const embedded = createContentClient({
      source: { type: "contentful", space: "embedded", accessToken: "x", host: "embedded.invalid" },
      adapter: createCdaAdapter(engine),
      logger: quietLogger(),
    });
    expect((await embedded.getCategories()).length).toBe(3);
    expect(shared.stats().requests).toBe(before + 1);
    expect(buildClientParams({ source: remote(cdaServer.host), limiter: null })).not.toHaveProperty("onBeforeRequest");
  });

  it("gives the slot back when a request times out", async () => {
    const server = await listen(() => {
      /* never answers */
    });
    const limiter = createDeliveryLimiter({ maxInFlight: 1 });
    try {
      const client = createContentClient({
        source: remote(server.host),
        limiter,
        strict: true,
        timeout: 100,
        retryLimit: 1,
        logger: quietLogger(),
      });
      await expect(client.getCategories()).rejects.toMatchObject({ name: "Timeout" });
      expect(limiter.stats()).toMatchObject({ requests: 2, inFlight: 0 });
    } finally {
      await server.close();
    }
  }, 30_000);
});

describe("configuration", () => {
  it("uses a 30 s timeout and 5 retries by default", () => {
    const params = buildClientParams({ source: { type: "contentful", space: "s", accessToken: "t" } });
    expect(params).toMatchObject({
      timeout: 30_000,
      retryLimit: 5,
      retryOnError: true,
      environment: "master",
      host: "cdn.contentful.com",
      insecure: false,
    });
    expect(params).not.toHaveProperty("throttle");
  });
  it("passes an optional throttle of 1 to 30 requests per second", () => {
    expect(
      buildClientParams({ source: { type: "contentful", space: "s", accessToken: "t" }, throttle: 30 }).throttle,
    ).toBe(30);
    expect(() =>
      buildClientParams({ source: { type: "contentful", space: "s", accessToken: "t" }, throttle: 31 }),
    ).toThrow(ContentConfigError);
    expect(() =>
      buildClientParams({ source: { type: "contentful", space: "s", accessToken: "t" }, throttle: 0 }),
    ).toThrow(/from 1 to 30/);
  });
  it("refuses a missing space or token with a clear message", () => {
    expect(() => createContentClient({ source: { type: "contentful", space: "", accessToken: "t" } })).toThrow(
      "Contentful needs a space id: set CONTENTFUL_SPACE_ID (or pass source.space).",
    );
    expect(() => createContentClient({ source: { type: "contentful", space: "s", accessToken: " " } })).toThrow(
      "Contentful needs an access token: set CONTENTFUL_ACCESS_TOKEN (or pass source.accessToken).",
    );
  });
  it("refuses a host with a protocol (the SDK would silently fall back to cdn.contentful.com)", () => {
    expect(() =>
      buildClientParams({
        source: { type: "contentful", space: "s", accessToken: "t", host: "https://preview.contentful.com" },
      }),
    ).toThrow(/without protocol/);
  });
  it("builds the proxy transport on the site's own host", () => {
    expect(buildClientParams({ source: { type: "proxy", host: "localhost:4173", insecure: true } })).toMatchObject({
      space: "embedded",
      host: "localhost:4173",
      basePath: "contentful-api",
      insecure: true,
    });
  });
});
