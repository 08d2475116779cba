import { describe, expect, it } from "vitest";
import { collection } from "../test-support/client-fakes.js";
import { emptyPage, page, pageOf, walkAll } from "./paging.js";

describe("page", () => {
  it("turns a 1-based page into limit and skip, clamping the limit to 1..1000", () => {
    expect(page(undefined, 10)).toEqual({ limit: 10, skip: 0 });
    expect(page({ page: 3, limit: 6 }, 10)).toEqual({ limit: 6, skip: 12 });
    expect(page({ page: 0, limit: 0 }, 10)).toEqual({ limit: 1, skip: 0 });
    expect(page({ page: Number.NaN, limit: 5000 }, 10)).toEqual({ limit: 1000, skip: 0 });
    expect(page({ page: 2.7, limit: 4.9 }, 10)).toEqual({ limit: 4, skip: 4 });
  });
});

describe("emptyPage and pageOf", () => {
  it("give a page with no items and total 0, or the items with their collection's figures", () => {
    expect(emptyPage(6, 12)).toEqual({ items: [], total: 0, skip: 12, limit: 6 });
    expect(pageOf(collection([1, 2], 40, 10, 2), ["a", "b"])).toEqual({
      items: ["a", "b"],
      total: 40,
      skip: 10,
      limit: 2,
    });
  });
});

describe("walkAll", () => {
  it("pages through the whole collection 1000 at a time, keeping the query's keys first", async () => {
    const queries: Array<Record<string, unknown>> = [];
    const slugs = await walkAll(
      (query) => {
        queries.push(query);
        const skip = query.skip as number;
        return Promise.resolve(collection([{ fields: { slug: `s${skip}` } }, { fields: {} }], 2500, skip, 1000));
      },
      { content_type: "video", select: ["fields.slug", "sys.id"], order: ["sys.createdAt", "sys.id"] },
      (item) => (typeof item.fields?.slug === "string" ? item.fields.slug : undefined),
    );
    expect(slugs).toEqual(["s0", "s1000", "s2000"]);
    expect(queries.map((query) => query.skip)).toEqual([0, 1000, 2000]);
    expect(Object.keys(queries[0]!)).toEqual(["content_type", "select", "order", "limit", "skip"]);
    expect(queries[0]!.limit).toBe(1000);
  });

  it("stops after one call when the first page holds every item", async () => {
    let calls = 0;
    const all = await walkAll(
      () => {
        calls += 1;
        return Promise.resolve(collection([{ fields: { slug: "only" } }], 1));
      },
      { content_type: "video" },
      (item) => item.fields?.slug,
    );
    expect(all).toEqual(["only"]);
    expect(calls).toBe(1);
  });
});
