import { describe, expect, it } from "vitest";
import { collection, fakeContext, rawEntry } from "../test-support/client-fakes.js";
import { singleReads } from "./single-reads.js";

describe("the single reads", () => {
  it("ask for one entry by slug with the include depth of its page", async () => {
    const { context, queries, operations } = fakeContext(() => collection([]));
    const reads = singleReads(context);
    await reads.getFoundationalPage("about");
    await reads.getBlogPost("first-post");
    await reads.getVideo("intro");
    await reads.getResourceGuide("guide");
    expect(queries).toEqual([
      { content_type: "foundationalPage", "fields.pageSlug": "about", include: 3, limit: 1 },
      { content_type: "pageBlogPost", "fields.slug": "first-post", include: 2, limit: 1 },
      { content_type: "video", "fields.slug": "intro", include: 2, limit: 1 },
      { content_type: "resourceGuide", "fields.slug": "guide", include: 2, limit: 1 },
    ]);
    expect(Object.keys(queries[1]!)).toEqual(["content_type", "fields.slug", "include", "limit"]);
    expect(operations).toEqual([
      "Foundational page 'about'",
      "Blog post 'first-post'",
      "Video 'intro'",
      "Resource guide 'guide'",
    ]);
  });

  it("give null when nothing matches", async () => {
    const reads = singleReads(fakeContext(() => collection([])).context);
    expect(await reads.getBlogPost("missing")).toBeNull();
    expect(await reads.getSiteSettings()).toBeNull();
  });

  it("read the one entry of the reviews and site settings types, mapping its fields", async () => {
    const siteFields = { siteName: "Example" };
    const { context, queries } = fakeContext((query) =>
      collection(query.content_type === "siteSettings" ? [rawEntry("s1", "siteSettings", siteFields)] : []),
    );
    const reads = singleReads(context);
    expect(await reads.getSiteSettings()).toBe(siteFields);
    expect(await reads.getPlaceReviews()).toBeNull();
    expect(queries).toEqual([
      { content_type: "siteSettings", limit: 1 },
      { content_type: "placeReviews", limit: 1 },
    ]);
  });

  it("read any entry by id with two levels of links, as a plain entry", async () => {
    const { context, entryIds, operations } = fakeContext(() => collection([rawEntry("e1", "video", { slug: "x" })]));
    const entry = await singleReads(context).getEntry("e1");
    expect(entry).toMatchObject({ sys: { id: "e1", type: "Entry" }, fields: { slug: "x" } });
    expect(entryIds).toEqual(["e1 include 2"]);
    expect(operations).toEqual(["Entry 'e1'"]);
  });
});
