import { describe, expect, it, vi } from "vitest";
import { createSearchIndex } from "@tupelo-medicare/site-search";
import { createSearchRunner } from "./search-client.js";

const index = JSON.stringify(
  createSearchIndex([
    {
      id: "a",
      kind: "article",
      title: "What Is IRMAA?",
      url: "/blog/what-is-irmaa",
      keywords: ["irmaa"],
      headings: [],
      body: "Income-related monthly adjustment amount.",
    },
    {
      id: "b",
      kind: "page",
      title: "Medigap Plan G",
      url: "/plans/medicare-supplements",
      keywords: [],
      headings: [],
      body: "Plan G covers the gaps.",
    },
  ]),
);

describe("createSearchRunner", () => {
  it("fetches the index once and answers every query from it", async () => {
    const fetcher = vi.fn(() => Promise.resolve(new Response(index)));
    const run = createSearchRunner("/search-index.json", fetcher);
    expect((await run("irmma")).results[0]?.url).toBe("/blog/what-is-irmaa");
    expect((await run("plan g")).results[0]?.url).toBe("/plans/medicare-supplements");
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("tolerates typos, and gives no suggestion when nothing is close", async () => {
    const run = createSearchRunner("/i.json", () => Promise.resolve(new Response(index)));
    expect((await run("medigapp")).results.map((result) => result.url)).toEqual(["/plans/medicare-supplements"]);
    expect(await run("zzzzzz")).toEqual({ results: [], suggestion: null });
  });

  it("forgets a failed load, so the next query fetches again", async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(new Response("gone", { status: 503 }))
      .mockResolvedValueOnce(new Response(index));
    const run = createSearchRunner("/search-index.json", fetcher);
    await expect(run("irmaa")).rejects.toThrow("503");
    expect((await run("irmaa")).results).toHaveLength(1);
  });
});
