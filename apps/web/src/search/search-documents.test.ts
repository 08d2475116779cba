import { describe, expect, it } from "vitest";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { loadSearchIndex, search } from "@tupelo-medicare/site-search";
import { matchSiteRoute } from "../app/routes.js";
import { buildSearchIndexJson } from "./search-documents.js";

describe("the site's search index", () => {
  it("holds every post, page, state page, guide and video of the embedded space at a path the site serves", async () => {
    const json = await buildSearchIndexJson(createEmbeddedContentClient({ strict: true }));
    const parsed = JSON.parse(json) as { documents: Array<{ url: string; kind: string }> };
    const urls = parsed.documents.map((document) => document.url);
    for (const url of urls) expect(matchSiteRoute(url).status, url).toBe(200);
    expect(urls).toEqual(
      expect.arrayContaining([
        "/plans/medicare-supplements",
        "/plans/medicare-add-on-coverage-options",
        "/medicare/eligibility",
        "/resources/glossary",
        "/medicare/by-state/mississippi",
      ]),
    );
    expect(urls).not.toContain("/medicare-supplement");
    expect(new Set(parsed.documents.map((document) => document.kind))).toEqual(
      new Set(["article", "page", "guide", "video"]),
    );
    const index = loadSearchIndex(json);
    expect(search(index, "medigap plam g", { limit: 3 }).map((result) => result.url)).toContain(
      "/blog/medigap-plan-g-vs-plan-n",
    );
    expect(search(index, "medigap", { limit: 10 }).map((result) => result.url)).toContain(
      "/plans/medicare-supplements",
    );
  });
});
