import { describe, expect, it } from "vitest";
import { emptyDependencies, recordPage } from "./rules/page-dependencies.js";
import { sitemapXml } from "./sitemap-xml.js";

describe("sitemap.xml", () => {
  it("dates each page by its content's own latest update, not the build day, and escapes addresses", () => {
    const deps = emptyDependencies();
    const read = {
      kind: "entries" as const,
      query: {},
      contentType: "pageBlogPost",
      items: ["a"],
      total: 1,
      entries: { a: 1 },
      assets: {},
      updatedAt: "2025-03-04T10:00:00.000Z",
    };
    recordPage(deps, "/blog/a", [{ key: "a", read }]);
    const xml = sitemapXml(
      { paths: ["/", "/blog/a", "/blog?category=x&page=2"], deps, builtAt: "2026-11-23T00:00:00.000Z" },
      "https://example.test",
    );
    expect(xml).toContain("<loc>https://example.test/blog/a</loc><lastmod>2025-03-04</lastmod>");
    expect(xml).toContain("<loc>https://example.test/</loc><lastmod>2026-11-23</lastmod>");
    expect(xml).toContain("<loc>https://example.test/blog?category=x&amp;page=2</loc>");
  });

  it("leaves out the pages the site keeps out of search engines", () => {
    const xml = sitemapXml(
      { paths: ["/", "/search", "/blog"], deps: emptyDependencies(), builtAt: "2026-11-23T00:00:00.000Z" },
      "https://example.test",
      ["/search"],
    );
    expect(xml).toContain("<loc>https://example.test/blog</loc>");
    expect(xml).not.toContain("/search");
  });
});
