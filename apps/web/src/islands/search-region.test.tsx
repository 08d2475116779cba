import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicConfig } from "../env.js";
import { IslandCollector, IslandCollectorContext } from "./island.js";
import { loadIslands } from "./islands.js";
import { renderIslands } from "./render-islands.js";
import { EMPTY_SEARCH, fillSearchRegion, SearchRegion } from "./search-region.js";
import { serializeBoot } from "../app/boot.js";
import { testSite } from "../test-support/page-harness.js";

const CONFIG: PublicConfig = {
  schedulerUrl: "https://scheduler.example.com/book",
  siteUrl: "https://www.example.com",
  webVitals: false,
};

/** A page like the prerendered /search: another island first, then the region. */
function shell(): string {
  const collector = new IslandCollector();
  const body = renderToString(
    <IslandCollectorContext.Provider value={collector}>
      <title>Search | Trace Medicare Partners</title>
      <SearchRegion />
    </IslandCollectorContext.Provider>,
  );
  return (
    `<script id="__boot" type="application/json">${serializeBoot({ config: CONFIG, site: testSite, notFound: false })}</script>` +
    renderIslands(`<div data-island="header" data-props="{}" class="contents"></div>${body}`, collector, testSite)
  );
}

beforeAll(() => loadIslands());

describe("fillSearchRegion", () => {
  it("puts the query's results in the island, with its props for hydration and the query in the title", () => {
    const page = shell();
    expect(page).toContain("Popular topics");
    const filled = fillSearchRegion(page, {
      query: "irmaa",
      results: [
        { id: "1", kind: "article", title: "What Is IRMAA?", url: "/blog/what-is-irmaa", score: 1, excerpt: [] },
      ],
      suggestion: null,
    });
    expect(filled).toContain("<title>Search results for “irmaa” | Trace Medicare Partners</title>");
    expect(filled).toContain('href="/blog/what-is-irmaa"');
    expect(filled).not.toContain("Popular topics");
    const props = /data-island="search" data-hydrate="interaction" data-props="([^"]*)"/
      .exec(filled)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    expect(JSON.parse(props)).toMatchObject({ query: "irmaa", suggestion: null });
    expect(filled.match(/data-search-region/g)).toHaveLength(2);
  });

  it("keeps a hostile query as text in the title, the box and the props", () => {
    const query = `"><script>alert(1)</script>`;
    const filled = fillSearchRegion(shell(), { query, results: [], suggestion: null });
    expect(filled).not.toContain("<script>alert(1)</script>");
    expect(filled).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("refuses a page with no search region", () => {
    expect(() => fillSearchRegion("<html></html>", EMPTY_SEARCH)).toThrow("no search region");
  });
});
