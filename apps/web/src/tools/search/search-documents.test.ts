import { describe, expect, it } from "vitest";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { createSearchIndex, loadSearchIndex, search } from "@tupelo-medicare/site-search";
import type { SearchDocument } from "@tupelo-medicare/site-search";
import { documentsFromContent } from "@tupelo-medicare/site-search/content";
import type { ContentClient } from "@tupelo-medicare/content";
import { matchSiteRoute } from "../../app/site-routes.js";
import { buildSearchIndexJson, sitePagePath } from "./search-documents.js";
import type { SearchDocumentKey } from "./search-documents.js";

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

  it("finds the Medicare money calculators' page for the questions people type", async () => {
    const index = loadSearchIndex(await buildSearchIndexJson(createEmbeddedContentClient({ strict: true })));
    for (const query of ["irmaa calculator", "late penalty", "help paying for medicare"]) {
      expect(
        search(index, query, { limit: 3 }).map((result) => result.url),
        query,
      ).toContain("/resources/calculators");
    }
  });
});

describe("the search index read document by document", () => {
  const content = () => createEmbeddedContentClient({ strict: true });

  it("is the index of documentsFromContent (same documents, same order, same file)", async () => {
    const documents = await documentsFromContent(content(), { pagePath: sitePagePath });
    expect(await buildSearchIndexJson(content())).toBe(JSON.stringify(createSearchIndex(documents)));
  });

  it("reads each post and page with its own client, and reuses kept documents without reading them", async () => {
    const kept = new Map<SearchDocumentKey, SearchDocument | null>();
    const clients: string[] = [];
    const first = await buildSearchIndexJson(content(), {
      documentClient: (key) => {
        clients.push(key);
        return content();
      },
      onDocument: (key, document) => kept.set(key, document),
    });
    expect(clients.length).toBe(kept.size);
    expect([...kept.keys()].filter((key) => key.startsWith("post:")).length).toBeGreaterThan(10);
    expect([...kept.keys()].some((key) => key.startsWith("page:"))).toBe(true);

    // Every document kept: nothing is read again, and the file is the same.
    const again = await buildSearchIndexJson(content(), {
      documentClient: () => {
        throw new Error("a kept document was read again");
      },
      reuse: (key) => kept.get(key),
    });
    expect(again).toBe(first);

    // One post changed: only it is read again, and the index has its new text (and not the old).
    const slug = "what-is-irmaa";
    const edited: ContentClient = {
      ...content(),
      getBlogPost: async (wanted: string) => {
        const post = await content().getBlogPost(wanted);
        return post && { ...post, title: "Zyzzogeton premiums explained" };
      },
    };
    const read: string[] = [];
    const changed = await buildSearchIndexJson(content(), {
      documentClient: (key) => {
        read.push(key);
        return edited;
      },
      reuse: (key) => (key === `post:${slug}` ? undefined : kept.get(key)),
    });
    expect(read).toEqual([`post:${slug}`]);
    const index = loadSearchIndex(changed);
    expect(search(index, "zyzzogeton", { limit: 3 }).map((result) => result.url)).toEqual([`/blog/${slug}`]);
    expect(search(loadSearchIndex(first), "zyzzogeton", { limit: 3 })).toEqual([]);
  });
});
