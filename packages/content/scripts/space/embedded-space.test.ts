import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildEmbeddedSpace } from "./embedded-space.js";
import type { ContentfulExport, ExportEntity } from "../../src/export-file/types.js";
import { ASSETS_DIR, ASSETS_URL_PREFIX } from "./assets.js";
import { createEmbeddedContentClient } from "../../src/embedded/index.js";

const committed = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "src", "embedded", "space.json"), "utf8"),
) as ContentfulExport;
const value = (entry: ExportEntity, field: string): unknown => entry.fields[field]?.["en-US"];
const ofType = (type: string) => committed.entries.filter((entry) => entry.sys.contentType?.sys.id === type);

describe("the embedded space", () => {
  it("is exactly what the generator writes (run `pnpm space` after editing content)", () => {
    expect(JSON.parse(JSON.stringify(buildEmbeddedSpace()))).toEqual(committed);
  });

  it("reads every Markdown-written post, page and guide through the SDK's schemas in strict mode", async () => {
    const client = createEmbeddedContentClient({ strict: true });
    const slugs = (type: string, field: string) => ofType(type).map((entry) => value(entry, field) as string);
    for (const slug of slugs("pageBlogPost", "slug")) {
      expect((await client.getBlogPost(slug))?.contentBody?.nodeType, slug).toBe("document");
    }
    for (const slug of slugs("foundationalPage", "pageSlug")) {
      expect(await client.getFoundationalPage(slug), slug).not.toBeNull();
    }
    for (const slug of slugs("resourceGuide", "slug")) {
      expect(await client.getResourceGuide(slug), slug).not.toBeNull();
    }
  });

  it("has every foundational page slug of docs/product.md (Calls), the agent page and at least 4 state pages", () => {
    const slugs = ofType("foundationalPage").map((entry) => value(entry, "pageSlug"));
    for (const slug of [
      "medicare-advantage",
      "medicare-supplement",
      "medicarepartd",
      "additional-coverage",
      "privacy-policy",
      "what-is-medicare",
      "medicare-eligibility",
      "four-parts-of-medicare",
      "enrollment-periods",
      "medicare-costs",
      "medicare-breakdown",
      "terms-of-service",
      "avoid-mistakes-with-medicare",
      "medicare-by-state-mississippi",
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(slugs.some((slug) => typeof slug === "string" && slug.endsWith("-insurance"))).toBe(true);
    expect(
      slugs.filter((slug) => typeof slug === "string" && slug.startsWith("medicare-by-state-")).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it("has the accessibility statement at /accessibility: WCAG 2.2 AA, the checks, the limitations, other ways to get information and the review date, in short sentences", () => {
    const page = ofType("foundationalPage").find((entry) => value(entry, "pageSlug") === "accessibility");
    expect(page, "a foundationalPage entry with pageSlug 'accessibility'").toBeDefined();
    expect(value(page!, "parentSlug")).toBe("/");
    expect(value(page!, "title")).toBe("Accessibility Statement");
    expect(page!.sys.updatedAt).toBe("2026-11-26T15:00:00.000Z");
    type Node = { nodeType: string; value?: string; content?: Node[] };
    const textOf = (node: Node): string => node.value ?? (node.content ?? []).map(textOf).join("");
    const body = value(page!, "fBodyContent") as Node;
    const headings = (body.content ?? []).filter((node) => node.nodeType === "heading-1").map(textOf);
    expect(headings).toEqual([
      "The standard we meet",
      "How we check our website",
      "Parts that may be hard to use",
      "Get our information another way",
      "Tell us about a problem",
      "About this statement",
    ]);
    const text = textOf(body);
    expect(text).toContain("version 2.2, at level AA");
    expect(text).toContain("axe-core");
    expect(text).toContain("Large print by mail.");
    expect(text).toContain("November 26, 2026");
    // The office's phone and TTY are shown beside the statement from the site settings entry, never copied into it.
    const [settings] = ofType("siteSettings");
    expect(text).not.toContain(value(settings!, "phoneDisplay") as string);
    expect(text).not.toMatch(new RegExp(`\\b${value(settings!, "ttyNumber") as string}\\b`));
    // Plain language for readers of 64 to 90: short sentences.
    const blocks: string[] = [];
    const collect = (node: Node): void => {
      if (["paragraph", "heading-1", "heading-2"].includes(node.nodeType)) blocks.push(textOf(node));
      else (node.content ?? []).forEach(collect);
    };
    collect(body);
    const sentences = blocks.flatMap((block) => block.split(/(?<=[.!?:])\s+/)).filter((sentence) => sentence.trim());
    const words = sentences.map((sentence) => sentence.split(/\s+/).length);
    expect(Math.max(...words), sentences[words.indexOf(Math.max(...words))]).toBeLessThanOrEqual(25);
    expect(words.reduce((sum, count) => sum + count, 0) / words.length).toBeLessThan(14);
  });

  it("has at least 14 blog posts in at least 4 categories, with related posts, excerpts, SEO fields and CTAs", () => {
    const posts = ofType("pageBlogPost");
    expect(posts.length).toBeGreaterThanOrEqual(14);
    const categories = new Set(
      posts.flatMap((post) =>
        ((value(post, "category") as Array<{ sys: { id: string } }> | undefined) ?? []).map((link) => link.sys.id),
      ),
    );
    expect(categories.size).toBeGreaterThanOrEqual(4);
    expect(posts.filter((post) => value(post, "relatedBlogPosts")).length).toBeGreaterThan(10);
    expect(posts.filter((post) => value(post, "excerpt")).length).toBeGreaterThan(10);
    expect(posts.filter((post) => value(post, "seoFields")).length).toBeGreaterThan(10);
    expect(posts.filter((post) => value(post, "callToAction")).length).toBeGreaterThan(3);
  });

  it("has at least 12 videos: YouTube links, a Vimeo link and one self-hosted file, with transcripts and related videos", () => {
    const videos = ofType("video");
    expect(videos.length).toBeGreaterThanOrEqual(12);
    expect(videos.some((video) => ((value(video, "videoUrl") as string | undefined) ?? "").includes("vimeo.com"))).toBe(
      true,
    );
    const selfHosted = videos.find((video) => value(video, "isSelfHosted") === true);
    expect(selfHosted).toBeDefined();
    expect(existsSync(join(ASSETS_DIR, String(value(selfHosted!, "videoUrl")).slice(ASSETS_URL_PREFIX.length)))).toBe(
      true,
    );
    expect(
      videos.filter((video) => ((value(video, "youTubeLink") as string | undefined) ?? "").includes("youtu")).length,
    ).toBeGreaterThanOrEqual(10);
    expect(videos.filter((video) => value(video, "transcript")).length).toBeGreaterThan(8);
    expect(videos.filter((video) => value(video, "relatedVideos")).length).toBeGreaterThan(8);
  });

  it("has at least 11 resource guides with tags, downloads and related resources", () => {
    const guides = ofType("resourceGuide");
    expect(guides.length).toBeGreaterThanOrEqual(11);
    expect(guides.filter((guide) => value(guide, "tags")).length).toBeGreaterThan(8);
    expect(guides.filter((guide) => value(guide, "downloadUrl")).length).toBeGreaterThan(8);
    expect(guides.filter((guide) => value(guide, "relatedResources")).length).toBeGreaterThan(8);
  });

  it("has at least 12 team members across Leadership, Sales, Administrative, Marketing and an unlisted department", () => {
    const team = ofType("teamMemberCards");
    expect(team.length).toBeGreaterThanOrEqual(12);
    const departments = new Set(team.map((member) => value(member, "employeeDept")));
    for (const department of ["Leadership", "Sales", "Administrative", "Marketing"])
      expect(departments).toContain(department);
    expect(
      [...departments].some(
        (d) => typeof d === "string" && !["Leadership", "Sales", "Administrative", "Marketing"].includes(d),
      ),
    ).toBe(true);
  });

  it("has reviews in the place-data shape with mixed ratings, some without text or photo", () => {
    const [place] = ofType("placeReviews");
    const data = value(place!, "placeData") as {
      rating: number;
      user_ratings_total: number;
      reviews: Array<{ rating: number; text?: string; profile_photo_url?: string }>;
    };
    expect(typeof data.rating).toBe("number");
    expect(typeof data.user_ratings_total).toBe("number");
    expect(new Set(data.reviews.map((review) => review.rating)).size).toBeGreaterThan(1);
    expect(data.reviews.some((review) => !review.text)).toBe(true);
    expect(data.reviews.some((review) => !review.profile_photo_url)).toBe(true);
  });

  it("uses every embedded entry type of docs/product.md (Content model) and embedded images and a PDF in rich text", () => {
    const json = JSON.stringify(committed.entries);
    const embeddedIds = [
      ...json.matchAll(
        /"nodeType":"embedded-(?:entry|asset)-(?:block|inline)","data":\{"target":\{"sys":\{"type":"Link","linkType":"(\w+)","id":"([^"]+)"/g,
      ),
    ].map((m) => m[2]!);
    const typeOf = new Map(committed.entries.map((entry) => [entry.sys.id, entry.sys.contentType?.sys.id]));
    const types = new Set(embeddedIds.map((id) => typeOf.get(id)).filter(Boolean));
    for (const type of ["resourceGuide", "video", "youTubeEmbed", "websiteCta", "pageBlogPost", "foundationalPage"])
      expect(types).toContain(type);
    const assetTypes = new Map(
      committed.assets.map((asset) => [
        asset.sys.id,
        (asset.fields.file?.["en-US"] as { contentType: string }).contentType,
      ]),
    );
    const embeddedAssetTypes = new Set(embeddedIds.map((id) => assetTypes.get(id)).filter(Boolean));
    expect(embeddedAssetTypes).toContain("application/pdf");
    expect([...embeddedAssetTypes].some((type) => type === "image/png" || type === "image/jpeg")).toBe(true);
  });

  it("only points at asset files that exist, all small", () => {
    for (const asset of committed.assets) {
      const file = asset.fields.file?.["en-US"] as { url: string; details: { size: number } };
      expect(file.url.startsWith(ASSETS_URL_PREFIX)).toBe(true);
      expect(existsSync(join(ASSETS_DIR, file.url.slice(ASSETS_URL_PREFIX.length)))).toBe(true);
      expect(file.details.size).toBeLessThan(200_000);
    }
  });
});
