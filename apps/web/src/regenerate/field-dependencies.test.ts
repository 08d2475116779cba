/**
 * Field-level dependencies on the embedded space, end to end (build, edit the space, regenerate): a post's body edit
 * re-renders the post's page alone (and the search index, which holds the body), a title edit every page that shows
 * the post's card or title, and what the record cannot compare is re-rendered as entry-level dependencies did. After
 * every pass no page anywhere still shows what the edit replaced.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, regenerateSite } from "@tupelo-medicare/site-build";
import type { SitePassOptions } from "@tupelo-medicare/site-build";
import { siteDefinition } from "./site-definition.js";
import type { SiteRendererOptions } from "./site-renderer.js";
import { SEARCH_PAGE, readSiteRecord, writeSiteRecord } from "@tupelo-medicare/site-build";
import { editableSpace, PASS_CONFIG, regenerationDist } from "../test-support/regeneration-dist.js";
import type { RichNode } from "../test-support/regeneration-dist.js";

const config = PASS_CONFIG;
const EDITED = "post-what-is-irmaa";
const EDITED_PATH = "/blog/what-is-irmaa";
let distDir: string;
let spaceFile: string;
const { space, entry } = editableSpace();
const options = (): SitePassOptions<SiteRendererOptions> => ({
  distDir,
  site: siteDefinition({ distDir, contentEnv: { CONTENT_SPACE_FILE: spaceFile }, placesFile: null, config }),
  log: () => undefined,
});
/** Publishes the working copy of the space with the entry's next revision, as Contentful does. */
const publish = (id: string) => {
  const sys = entry(id).sys as { revision?: number };
  sys.revision = (sys.revision ?? 1) + 1;
  writeFileSync(spaceFile, JSON.stringify(space));
};
const change = [{ kind: "Entry" as const, id: EDITED, contentType: "pageBlogPost" }];
const paragraph = (): RichNode => {
  const body = entry(EDITED).fields.contentBody!["en-US"] as RichNode;
  return body.content!.find((node) => node.nodeType === "paragraph")!.content!.find((node) => node.value)!;
};
/** The served pages (index.html files) whose HTML contains `text`. */
function pagesShowing(text: string): string[] {
  const clientDir = join(distDir, "client");
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && file.name.endsWith(".html"))
    .map((file) => join(file.parentPath, file.name))
    .filter((file) => readFileSync(file, "utf8").includes(text))
    .map((file) => file.slice(clientDir.length));
}
const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");

beforeAll(async () => {
  ({ distDir, spaceFile } = await regenerationDist("field-dependencies-", space));
  await buildSite(options());
}, 300_000);

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe("field-level dependencies on the embedded space", () => {
  it("records the post's card fields as hashes, once, beside the calls", () => {
    const record = readSiteRecord(distDir)!;
    expect(Object.keys(record.deps.fields?.[EDITED]?.fields ?? {})).toEqual(
      expect.arrayContaining(["title", "excerpt"]),
    );
    // Only the fields some page shows in part are hashed: the body (shown whole, on the post's own page) is not.
    expect(Object.keys(record.deps.fields?.[EDITED]?.fields ?? {})).not.toContain("contentBody");
    expect(Object.values(record.deps.reads).some((read) => read.hashes !== undefined)).toBe(false);
    expect(Object.values(record.deps.reads).some((read) => read.shown?.[EDITED]?.includes("title"))).toBe(true);
  });

  it("a body edit re-renders the post's page alone (and the search index, which holds the body)", async () => {
    const old = paragraph().value!;
    paragraph().value = "Quodlibet premiums: the body of this post was edited.";
    publish(EDITED);
    const result = await regenerateSite(options(), { changes: change });
    expect(result.rendered.sort()).toEqual([SEARCH_PAGE, EDITED_PATH].sort());
    expect(pagesShowing("Quodlibet premiums")).toEqual(["/blog/what-is-irmaa/index.html"]);
    expect(pagesShowing(old)).toEqual([]);
  }, 120_000);

  it("a title edit re-renders every page that shows the card or the title, and leaves none stale", async () => {
    const old = entry(EDITED).fields.title!["en-US"] as string;
    const showingBefore = pagesShowing(escapeHtml(old));
    expect(showingBefore.length).toBeGreaterThan(2);
    entry(EDITED).fields.title!["en-US"] = "Xanthic IRMAA title";
    publish(EDITED);
    const result = await regenerateSite(options(), { changes: change });
    expect(pagesShowing(escapeHtml(old))).toEqual([]);
    const showing = pagesShowing("Xanthic IRMAA title");
    expect(showing.length).toBeGreaterThanOrEqual(showingBefore.length);
    // More than the post's page: the cards and lists; and a body edit afterwards is again the post's page alone.
    expect(result.rendered.length).toBeGreaterThan(2);
    paragraph().value = "Quodlibet premiums, edited again after the title.";
    publish(EDITED);
    const again = await regenerateSite(options(), { changes: change });
    expect(again.rendered.sort()).toEqual([SEARCH_PAGE, EDITED_PATH].sort());
  }, 120_000);

  it("a field emptied, then filled again, is a change to every page that shows it", async () => {
    const excerpt = String(entry(EDITED).fields.excerpt!["en-US"]);
    const showing = pagesShowing(escapeHtml(excerpt.slice(0, 40)));
    expect(showing.length).toBeGreaterThan(1);
    delete entry(EDITED).fields.excerpt;
    publish(EDITED);
    const emptied = await regenerateSite(options(), { changes: change });
    expect(emptied.rendered.length).toBeGreaterThan(2);
    expect(pagesShowing(escapeHtml(excerpt.slice(0, 40)))).toEqual([]);
    entry(EDITED).fields.excerpt = { "en-US": `Yttrium excerpt: ${excerpt}` };
    publish(EDITED);
    await regenerateSite(options(), { changes: change });
    expect(pagesShowing("Yttrium excerpt").sort()).toEqual(expect.arrayContaining(showing));
  }, 120_000);

  it("with a record that holds no field hashes of the post, a body edit re-renders every page that read the post", async () => {
    const record = readSiteRecord(distDir)!;
    const readers = Object.entries(record.deps.pages).filter(
      ([path, page]) =>
        path !== "#paths" &&
        page.reads.some((key) => {
          const read = record.deps.reads[key]!;
          return read.items.includes(EDITED) || EDITED in read.entries;
        }),
    );
    delete record.deps.fields;
    writeSiteRecord(distDir, record);
    paragraph().value = "Quodlibet premiums, edited with an old record.";
    publish(EDITED);
    const result = await regenerateSite(options(), { changes: change });
    expect(result.rendered.sort()).toEqual(readers.map(([path]) => path).sort());
    // And the record it wrote compares fields again.
    expect(readSiteRecord(distDir)!.deps.fields?.[EDITED]).toBeDefined();
  }, 120_000);

  it("runs no list again for a body edit (no list's filters or order read the body); a new date runs the lists again", async () => {
    const rechecked: unknown[] = [];
    // The recheck's calls are the only ones that ask the Delivery API for ids alone.
    const counting = (): SitePassOptions<SiteRendererOptions> => {
      const base = options();
      const createRenderer: typeof base.site.createRenderer = async (rendererOptions) => {
        const renderer = await base.site.createRenderer(rendererOptions);
        const getEntries = renderer.delivery.getEntries.bind(renderer.delivery);
        Object.assign(renderer.delivery, {
          getEntries: (query: { select?: unknown; content_type?: unknown }) => {
            if (Array.isArray(query.select) && query.select.join() === "sys.id") rechecked.push(query.content_type);
            return getEntries(query as never);
          },
        });
        return renderer;
      };
      return { ...base, site: { ...base.site, createRenderer } };
    };
    paragraph().value = "Quodlibet premiums, edited for the lists.";
    publish(EDITED);
    const body = await regenerateSite(counting(), { changes: change });
    expect(body.rendered.sort()).toEqual([SEARCH_PAGE, EDITED_PATH].sort());
    expect(rechecked).toEqual([]);
    entry(EDITED).fields.publishedDate = { "en-US": "2026-11-27T09:00:00.000Z" };
    publish(EDITED);
    await regenerateSite(counting(), { changes: change });
    expect(rechecked).toContain("pageBlogPost");
    expect(pagesShowing("Quodlibet premiums, edited for the lists.")).toContain("/blog/what-is-irmaa/index.html");
  }, 120_000);
});
