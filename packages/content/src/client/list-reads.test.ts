import { describe, expect, it } from "vitest";
import { POST_CARD_SELECT } from "./content-model.js";
import { collection, fakeContext, rawEntry } from "../test-support/client-fakes.js";
import { listReads } from "./list-reads.js";

const post = (id: string) => rawEntry(id, "pageBlogPost", { slug: id, title: `Post ${id}` });

describe("the list reads", () => {
  it("read a page of post cards, newest first, with the page's limit and skip", async () => {
    const { context, queries, operations } = fakeContext(() => collection([], 25, 6, 6));
    const page = await listReads(context).getBlogPosts({ page: 2, limit: 6 });
    expect(page).toEqual({ items: [], total: 25, skip: 6, limit: 6 });
    expect(queries).toEqual([
      {
        content_type: "pageBlogPost",
        order: ["-fields.publishedDate", "sys.id"],
        skip: 6,
        limit: 6,
        include: 2,
        select: POST_CARD_SELECT,
      },
    ]);
    expect(operations).toEqual(["Blog list (category 'all')"]);
  });

  it("look a category up by slug first, and give an empty page when it does not exist", async () => {
    const found = fakeContext((query) =>
      query.content_type === "category" ? collection([rawEntry("cat1", "category", {})]) : collection([]),
    );
    await listReads(found.context).getBlogPosts({ category: " costs " });
    expect(found.queries[0]).toEqual({ content_type: "category", "fields.slug": "costs", limit: 1 });
    expect(Object.keys(found.queries[1]!)).toEqual([
      "content_type",
      "order",
      "skip",
      "limit",
      "include",
      "select",
      "fields.category.sys.id",
    ]);
    expect(found.queries[1]!["fields.category.sys.id"]).toBe("cat1");

    const missing = fakeContext(() => collection([]));
    expect(await listReads(missing.context).getBlogPosts({ category: "none" })).toEqual({
      items: [],
      total: 0,
      skip: 0,
      limit: 10,
    });
    expect(missing.queries).toHaveLength(1);
  });

  it("read pages of videos and guides by creation, newest first", async () => {
    const { context, queries, operations } = fakeContext(() => collection([]));
    const reads = listReads(context);
    await reads.getVideos();
    await reads.getResourceGuides({ page: 3 });
    expect(queries).toEqual([
      { content_type: "video", order: ["-sys.createdAt"], limit: 9, skip: 0, include: 1 },
      { content_type: "resourceGuide", order: ["-sys.createdAt"], limit: 9, skip: 18, include: 1 },
    ]);
    expect(operations).toEqual(["Video list", "Resource guide list"]);
  });

  it("read the short lists whole: categories with their ids, team members, state pages by slug prefix", async () => {
    const { context, queries } = fakeContext((query) => {
      if (query.content_type === "category") return collection([rawEntry("c1", "category", { name: "A", slug: "a" })]);
      if (query.content_type === "foundationalPage") {
        return collection([
          rawEntry("f1", "foundationalPage", { pageSlug: "medicare-by-state-ohio" }),
          rawEntry("f2", "foundationalPage", { pageSlug: "about-medicare-by-state-ohio" }),
        ]);
      }
      return collection([]);
    });
    // The view models' mapping is the schemas' (schemas.test.ts); here a state page is its fields.
    const { parseList } = context.parser;
    context.parser = {
      ...context.parser,
      parseList: (found, schema, map) =>
        found.items.some((item) => (item as { sys: { id: string } }).sys.id.startsWith("f"))
          ? (found.items.map((item) => (item as { fields: unknown }).fields) as never)
          : parseList(found, schema, map),
    };
    const reads = listReads(context);
    expect(await reads.getCategories()).toEqual([{ id: "c1", name: "A", slug: "a" }]);
    expect(await reads.getTeamMembers()).toEqual([]);
    const statePages = await reads.getStatePages();
    expect(statePages.map((statePage) => statePage.pageSlug)).toEqual(["medicare-by-state-ohio"]);
    expect(queries).toEqual([
      {
        content_type: "category",
        order: ["fields.name"],
        select: ["fields.name", "fields.slug", "sys.id"],
        limit: 100,
      },
      { content_type: "teamMemberCards", order: ["fields.employeeName"], limit: 100, include: 2 },
      { content_type: "foundationalPage", "fields.pageSlug[match]": "medicare-by-state-", limit: 100, include: 3 },
    ]);
  });

  it("read every link and slug of a list, leaving out items without them", async () => {
    const { context, queries, operations } = fakeContext(() =>
      collection([post("a"), rawEntry("b", "pageBlogPost", { slug: "b" }), rawEntry("c", "pageBlogPost", {})], 3),
    );
    const reads = listReads(context);
    expect(await reads.getAllLinks("blogPost")).toEqual([{ slug: "a", title: "Post a" }]);
    expect(await reads.getAllSlugs("blogPost")).toEqual(["a", "b"]);
    await reads.getAllLinks("video");
    await reads.getAllSlugs("foundationalPage");
    expect(queries).toEqual([
      {
        content_type: "pageBlogPost",
        select: ["fields.slug", "fields.title", "sys.id"],
        order: ["-fields.publishedDate", "sys.id"],
        limit: 1000,
        skip: 0,
      },
      {
        content_type: "pageBlogPost",
        select: ["fields.slug", "sys.id"],
        order: ["sys.createdAt", "sys.id"],
        limit: 1000,
        skip: 0,
      },
      {
        content_type: "video",
        select: ["fields.slug", "fields.title", "sys.id"],
        order: ["-sys.createdAt", "sys.id"],
        limit: 1000,
        skip: 0,
      },
      {
        content_type: "foundationalPage",
        select: ["fields.pageSlug", "sys.id"],
        order: ["sys.createdAt", "sys.id"],
        limit: 1000,
        skip: 0,
      },
    ]);
    for (const query of queries)
      expect(Object.keys(query)).toEqual(["content_type", "select", "order", "limit", "skip"]);
    expect(operations).toEqual([
      "All blogPost links",
      "All blogPost slugs",
      "All video links",
      "All foundationalPage slugs",
    ]);
  });
});
