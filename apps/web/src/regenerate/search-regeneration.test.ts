/**
 * A regeneration keeps the search index as a full build would make it while reading again only what a change
 * reached (kept-search-documents.ts): a post's new text is in its page and in the index, an unpublished post leaves
 * both, and the documents no change reached are reused, not read.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentClientFromEnv } from "@tupelo-medicare/content/embedded";
import { loadSearchIndex, search } from "@tupelo-medicare/site-search";
import { SEARCH_INDEX_FILE } from "../app/search-path.js";
import { buildSearchIndexJson } from "../tools/search/search-documents.js";
import { buildSite, regenerateSite } from "@tupelo-medicare/site-build";
import type { SitePassOptions } from "@tupelo-medicare/site-build";
import { siteDefinition } from "./site-definition.js";
import type { SiteRendererOptions } from "./site-renderer.js";
import { readSiteRecord, SEARCH_DOCUMENTS_FILE, SITE_RECORD_FILE, writeSiteRecord } from "@tupelo-medicare/site-build";
import { editableSpace, PASS_CONFIG, regenerationDist } from "../test-support/regeneration-dist.js";
import type { RichNode } from "../test-support/regeneration-dist.js";

const config = PASS_CONFIG;
const EDITED = "post-what-is-irmaa";
const EDITED_PATH = "/blog/what-is-irmaa";
const GONE = "post-helping-a-parent-with-medicare";
let distDir: string;
let spaceFile: string;
const { space, entry } = editableSpace();
const contentEnv = () => ({ CONTENT_SPACE_FILE: spaceFile });
const options = (): SitePassOptions<SiteRendererOptions> => ({
  distDir,
  site: siteDefinition({ distDir, contentEnv: contentEnv(), placesFile: null, config }),
  log: () => undefined,
});
/** Publishes the working copy of the space (the content source reads the file again when it changed). */
const publish = () => writeFileSync(spaceFile, JSON.stringify(space));
const served = (file: string) => readFileSync(join(distDir, "client", file), "utf8");
const indexFile = () => served(SEARCH_INDEX_FILE);
const urlsFor = (query: string) =>
  search(loadSearchIndex(indexFile()), query, { limit: 5 }).map((result) => result.url);
/** The index a full build reads from the space as it is now. */
const fullIndex = () => buildSearchIndexJson(createContentClientFromEnv(contentEnv(), { strict: true }));

beforeAll(async () => {
  ({ distDir, spaceFile } = await regenerationDist("search-regeneration-", space));
  await buildSite(options());
}, 300_000);

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe("the search index in a regeneration", () => {
  it("is built with its documents kept beside the record, which names them", () => {
    const record = readSiteRecord(distDir)!;
    const kept = JSON.parse(readFileSync(join(distDir, SEARCH_DOCUMENTS_FILE), "utf8")) as {
      generation: string;
      documents: Record<string, unknown>;
    };
    expect(record.searchDocuments).toBe(kept.generation);
    expect(kept.documents[`post:what-is-irmaa`]).toBeDefined();
  });

  it("shows a post's edited body in its page and in the index, as a full build would, reusing the other documents", async () => {
    // An untouched document (one whose reads never reached the edited post; in the embedded space posts reach each
    // other through their related posts, so it is a page), altered on disk: a pass that reused it, instead of
    // reading it again, shows the alteration.
    const record = readSiteRecord(distDir)!;
    const file = join(distDir, SEARCH_DOCUMENTS_FILE);
    const kept = JSON.parse(readFileSync(file, "utf8")) as {
      generation: string;
      documents: Record<string, { document: { title: string; url: string } | null; reads: string[] }>;
    };
    const reaches = (key: string) => {
      const read = record.deps.reads[key]!;
      return read.items.includes(EDITED) || EDITED in read.entries;
    };
    const [untouchedKey, untouchedEntry] = Object.entries(kept.documents).find(
      ([key, value]) => value.document !== null && key !== "post:what-is-irmaa" && !value.reads.some(reaches),
    )!;
    const untouched = untouchedEntry.document!;
    const untouchedTitle = untouched.title;
    untouched.title = "Quillwort kept document";
    kept.generation = "test-generation";
    writeFileSync(file, JSON.stringify(kept));
    writeSiteRecord(distDir, { ...record, searchDocuments: kept.generation });

    const body = entry(EDITED).fields.contentBody!["en-US"] as RichNode;
    const text = body.content!.find((node) => node.nodeType === "paragraph")!.content!.find((node) => node.value)!;
    text.value = "Zyzzogeton surcharges: this paragraph was edited.";
    publish();
    const result = await regenerateSite(options(), {
      changes: [{ kind: "Entry", id: EDITED, contentType: "pageBlogPost" }],
    });
    expect(result.rendered).toEqual(expect.arrayContaining([EDITED_PATH, "#search"]));
    expect(served("blog/what-is-irmaa/index.html")).toContain("Zyzzogeton surcharges");
    expect(urlsFor("zyzzogeton")).toEqual([EDITED_PATH]);
    // Reused, not read again: the altered document is what the index holds.
    expect(urlsFor("quillwort")).toEqual([untouched.url]);

    // Without the alteration, the index is the full build's, byte for byte.
    const now = readSiteRecord(distDir)!;
    const again = JSON.parse(readFileSync(file, "utf8")) as typeof kept;
    again.documents[untouchedKey]!.document!.title = untouchedTitle;
    again.generation = "test-generation-2";
    writeFileSync(file, JSON.stringify(again));
    writeSiteRecord(distDir, { ...now, searchDocuments: again.generation });
    text.value = "Zyzzogeton surcharges, edited twice.";
    publish();
    await regenerateSite(options(), { changes: [{ kind: "Entry", id: EDITED, contentType: "pageBlogPost" }] });
    expect(served("blog/what-is-irmaa/index.html")).toContain("edited twice");
    expect(indexFile()).toBe(await fullIndex());
  }, 120_000);

  it("swaps a post's edited page in before the search index is built, then the index and the record", async () => {
    text().value = "Xylocarp premiums: the page goes live first.";
    publish();
    const recordBefore = readFileSync(join(distDir, SITE_RECORD_FILE), "utf8");
    const seen: Array<{ pages: readonly string[]; page: string; index: string; record: string }> = [];
    await regenerateSite(
      {
        ...options(),
        onPagesLive: (pages) =>
          seen.push({
            pages,
            page: served("blog/what-is-irmaa/index.html"),
            index: indexFile(),
            record: readFileSync(join(distDir, SITE_RECORD_FILE), "utf8"),
          }),
      },
      { changes: [{ kind: "Entry", id: EDITED, contentType: "pageBlogPost" }] },
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]!.pages).toContain(EDITED_PATH);
    // Live: the page shows the edit while the index and the record are still the previous pass's.
    expect(seen[0]!.page).toContain("Xylocarp premiums");
    expect(seen[0]!.index).not.toContain("Xylocarp");
    expect(seen[0]!.record).toBe(recordBefore);
    // Then the index and the record follow, as a full build would make the index.
    expect(urlsFor("xylocarp")).toEqual([EDITED_PATH]);
    expect(indexFile()).toBe(await fullIndex());
    expect(readFileSync(join(distDir, SITE_RECORD_FILE), "utf8")).not.toBe(recordBefore);
  }, 120_000);

  it("drops an unpublished post from the pages and from the index", async () => {
    expect(urlsFor("helping a parent with medicare")).toContain("/blog/helping-a-parent-with-medicare");
    space.entries = space.entries.filter((candidate) => candidate.sys.id !== GONE);
    publish();
    const early: Array<readonly string[]> = [];
    const result = await regenerateSite(
      { ...options(), onPagesLive: (pages) => early.push(pages) },
      { changes: [{ kind: "Entry", id: GONE, contentType: "pageBlogPost" }] },
    );
    expect(result.removed).toContain("/blog/helping-a-parent-with-medicare");
    // A pass that removes a page swaps everything with the record (its redirects live there), index included.
    expect(early).toEqual([]);
    expect(() => served("blog/helping-a-parent-with-medicare/index.html")).toThrow();
    expect(urlsFor("helping a parent with medicare")).not.toContain("/blog/helping-a-parent-with-medicare");
    expect(indexFile()).toBe(await fullIndex());
    expect(readSiteRecord(distDir)!.searchDocuments).toBe(
      (JSON.parse(readFileSync(join(distDir, SEARCH_DOCUMENTS_FILE), "utf8")) as { generation: string }).generation,
    );
  }, 120_000);

  it("puts a new post's page and the lists' first pages live first, then the lists' later pages, then the index and the record", async () => {
    const title = "Quokka premiums, published first";
    const post = structuredClone(entry(EDITED));
    post.sys.id = "post-quokka-premiums";
    post.fields.slug = { "en-US": "quokka-premiums" };
    post.fields.title = { "en-US": title };
    post.fields.publishedDate = { "en-US": "2031-01-01T09:00:00.000Z" };
    space.entries.push(post);
    publish();
    const recordBefore = readFileSync(join(distDir, SITE_RECORD_FILE), "utf8");
    const laterBefore = served("blog/_q/page-2/index.html");
    const seen: Array<{ pages: readonly string[]; blog: string; later: string; index: string; record: string }> = [];
    const result = await regenerateSite(
      {
        ...options(),
        onPagesLive: (pages) =>
          seen.push({
            pages,
            blog: served("blog/index.html"),
            later: served("blog/_q/page-2/index.html"),
            index: indexFile(),
            record: readFileSync(join(distDir, SITE_RECORD_FILE), "utf8"),
          }),
      },
      { changes: [{ kind: "Entry", id: "post-quokka-premiums", contentType: "pageBlogPost" }] },
    );
    expect(result.added).toEqual(["/blog/quokka-premiums"]);
    expect(result.rendered).toContain("/blog?page=2");
    expect(seen).toHaveLength(2);
    // First: the post's page and the blog's first page, while the blog's second page is still the last pass's.
    expect(seen[0]!.pages).toEqual(expect.arrayContaining(["/blog/quokka-premiums", "/blog"]));
    expect(seen[0]!.pages.some((page) => page.includes("page="))).toBe(false);
    expect(seen[0]!.blog).toContain(title);
    expect(seen[0]!.later).toBe(laterBefore);
    // Then the later pages of the lists, before the index and the record.
    expect(seen[1]!.pages).toContain("/blog?page=2");
    expect(seen[1]!.pages).not.toContain("/blog");
    expect(seen[1]!.later).not.toBe(laterBefore);
    for (const moment of seen) {
      expect(moment.index).not.toContain("Quokka");
      expect(moment.record).toBe(recordBefore);
    }
    expect(urlsFor("quokka")).toEqual(["/blog/quokka-premiums"]);
    expect(indexFile()).toBe(await fullIndex());
    expect(readSiteRecord(distDir)!.paths).toContain("/blog/quokka-premiums");
  }, 120_000);

  it("reads every document again when the kept ones are not the record's (a pass that stopped between the writes)", async () => {
    const record = readSiteRecord(distDir)!;
    writeSiteRecord(distDir, { ...record, searchDocuments: "another-generation" });
    text().value = "Zyzzogeton surcharges, edited a third time.";
    publish();
    await regenerateSite(options(), { changes: [{ kind: "Entry", id: EDITED, contentType: "pageBlogPost" }] });
    expect(indexFile()).toBe(await fullIndex());
    expect(urlsFor("zyzzogeton")).toEqual([EDITED_PATH]);
  }, 120_000);
});

function text(): RichNode {
  const body = entry(EDITED).fields.contentBody!["en-US"] as RichNode;
  return body.content!.find((node) => node.nodeType === "paragraph")!.content!.find((node) => node.value)!;
}
