import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentRead } from "@tupelo-medicare/content/publishing";
import { emptyDependencies, pagesUsingReads, recordPage } from "../rules/page-dependencies.js";
import { NOT_FOUND_PAGE, OFFLINE_RECORD_PAGE, PATHS_PAGE, readSiteRecord, SEARCH_PAGE } from "../site-record.js";
import type { SiteRecord } from "../site-record.js";
import type { SiteDefinition, SiteRenderer } from "../site-renderer.js";
import { commitPass } from "./commit.js";
import { passContext } from "./context.js";
import { moveRedirects, ownersOf } from "./move-redirects.js";
import { recordIndexAndRemovals, recordReads } from "./record-reads.js";
import { createStage, renderAndStage, searchIndexStep } from "./render-and-stage.js";
import { selectPages } from "./select-pages.js";

/** One recorded read of one entry by its slug (a page that exists because of entry `id`). */
const entryRead = (id: string, contentType = "pageBlogPost") => ({
  key: `entry-${id}`,
  read: {
    kind: "entries",
    query: { "fields.slug": id },
    contentType,
    items: [id],
    total: 1,
    entries: { [id]: 1 },
    assets: {},
  } satisfies ContentRead,
});

function recordOf(pages: Record<string, string>, redirects: Record<string, string> = {}): SiteRecord {
  const deps = emptyDependencies();
  for (const [path, id] of Object.entries(pages)) recordPage(deps, path, [entryRead(id)]);
  return {
    version: 1,
    builtAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    paths: Object.keys(pages),
    deps,
    redirects,
    content: { entries: {}, assets: {} },
  };
}

describe("moveRedirects", () => {
  it("moves a removed page to the added page showing the same entry, and answers the rest with 404", () => {
    const record = recordOf({ "/blog/old": "post-1", "/blog/gone": "post-2" });
    const previousOwners = ownersOf(record.deps, ["/blog/old", "/blog/gone"]);
    recordPage(record.deps, "/blog/new", [entryRead("post-1")]);
    const { redirected, redirects } = moveRedirects({
      previousOwners,
      added: ["/blog/new"],
      paths: ["/blog/new"],
      deps: record.deps,
      redirects: {},
    });
    expect(redirected).toEqual({ "/blog/old": "/blog/new" });
    expect(redirects).toEqual({ "/blog/old": "/blog/new" });
  });

  it("takes a page's earlier addresses along when it moves again", () => {
    const deps = emptyDependencies();
    recordPage(deps, "/blog/third", [entryRead("post-1")]);
    const { redirects } = moveRedirects({
      previousOwners: new Map([["/blog/second", "post-1"]]),
      added: ["/blog/third"],
      paths: ["/blog/third"],
      deps,
      redirects: { "/blog/first": "/blog/second" },
    });
    expect(redirects).toEqual({ "/blog/first": "/blog/third", "/blog/second": "/blog/third" });
  });

  it("serves a path that exists again and drops a redirect to a page gone", () => {
    const { redirects } = moveRedirects({
      previousOwners: new Map(),
      added: [],
      paths: ["/blog/back", "/blog/kept"],
      deps: emptyDependencies(),
      redirects: { "/blog/back": "/blog/kept", "/blog/old": "/blog/kept", "/blog/x": "/blog/removed" },
    });
    expect(redirects).toEqual({ "/blog/old": "/blog/kept" });
  });
});

describe("recordReads and recordIndexAndRemovals", () => {
  it("records each rendered page's reads, the path listing and the index, and forgets the pages that left", () => {
    const record = recordOf({ "/a": "post-a", "/gone": "post-gone" });
    recordReads(record.deps, {
      changedEntries: [],
      rendered: [{ path: "/b", reads: [entryRead("post-b")] }],
      listedReads: [entryRead("listing", "siteSettings")],
    });
    recordIndexAndRemovals(record.deps, [entryRead("post-a")], ["/gone"]);
    expect(Object.keys(record.deps.pages).sort()).toEqual([PATHS_PAGE, SEARCH_PAGE, "/a", "/b"].sort());
    expect([...pagesUsingReads(record.deps, new Set(["entry-post-a"]))].sort()).toEqual([SEARCH_PAGE, "/a"].sort());
    // The removed page's read is used by no page any more: pruned.
    expect(record.deps.reads["entry-post-gone"]).toBeUndefined();
  });
});

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A site whose pages are `<p>{path}</p>`, rendered in the pass's thread, listing `paths`. */
function fakeSite(paths: string[], calls: string[] = []) {
  const distDir = mkdtempSync(join(tmpdir(), "pass-phases-"));
  folders.push(distDir);
  mkdirSync(join(distDir, "client"));
  const renderer = {
    delivery: {} as SiteRenderer["delivery"],
    cache: {} as SiteRenderer["cache"],
    offlinePath: "/offline",
    listPaths: () => (calls.push("list"), Promise.resolve({ paths, reads: [] })),
    searchIndex: () => (calls.push("index"), Promise.resolve({ json: "[]", reads: [], documents: new Map() })),
    render: (path: string) => {
      calls.push(`render ${path}`);
      return Promise.resolve({
        path,
        html: `<p>${path}</p>`,
        status: path === "/__not-found__" ? 404 : 200,
        reads: [],
      });
    },
  } as unknown as SiteRenderer;
  const site: SiteDefinition<null> = {
    rendererOptions: null,
    createRenderer: () => Promise.resolve(renderer),
    siteUrl: "https://example.test",
    fileFor: (path) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`),
    searchIndexFile: "search-index.json",
  };
  return { distDir, renderer, site };
}

describe("selectPages", () => {
  it("the build: every listed page and the pseudo pages", async () => {
    const { distDir, renderer, site } = fakeSite(["/", "/blog"]);
    const ctx = passContext({ distDir, site }, { changes: [], build: true }, new AbortController().signal);
    const plan = await selectPages(ctx, renderer, recordOf({}));
    expect(plan.toRender.sort()).toEqual(["/", "/blog", NOT_FOUND_PAGE, OFFLINE_RECORD_PAGE].sort());
    expect(plan.added).toEqual(["/", "/blog"]);
    expect(plan.affected.has(SEARCH_PAGE)).toBe(true);
  });

  it("by hand: the paths asked for, and a path the site no longer lists is not rendered", async () => {
    const calls: string[] = [];
    const { distDir, renderer, site } = fakeSite(["/", "/blog"], calls);
    const ctx = passContext(
      { distDir, site },
      { changes: [], paths: ["/blog", "/nowhere"] },
      new AbortController().signal,
    );
    const plan = await selectPages(ctx, renderer, recordOf({ "/": "home", "/blog": "blog" }));
    expect(plan.toRender).toEqual(["/blog"]);
    expect(plan.removed).toEqual([]);
    expect(calls).toEqual([]);
  });
});

/** A build pass over `site` up to its render phase: its context, empty record, plan and stage. */
async function buildPass(distDir: string, site: SiteDefinition<null>, renderer: SiteRenderer) {
  const ctx = passContext(
    { distDir, site, log: () => undefined },
    { changes: [], build: true },
    new AbortController().signal,
  );
  const record = recordOf({});
  const plan = await selectPages(ctx, renderer, record);
  return { ctx, record, plan, stage: createStage(ctx) };
}

describe("renderAndStage and commitPass", () => {
  it("render and stage every page, then swap them in with the index, the sitemap and the record in one step", async () => {
    const { distDir, renderer, site } = fakeSite(["/", "/blog", "/blog?page=2"]);
    const { ctx, record, plan, stage } = await buildPass(distDir, site, renderer);
    const index = searchIndexStep(ctx, renderer, plan, record);
    try {
      const { rendered, ordered } = await renderAndStage(ctx, renderer, plan, stage, index);
      // The later pages of a list last.
      expect(ordered.at(-1)).toBe("/blog?page=2");
      expect(rendered.map((page) => page.path).sort()).toEqual(ordered.slice().sort());
      // The first rank went live as soon as it was staged; the later page of the list waits for the commit.
      expect(existsSync(join(distDir, "client", "blog", "index.html"))).toBe(true);
      expect(existsSync(join(distDir, "client", "blog?page=2", "index.html"))).toBe(false);
      const next = { ...record, paths: plan.paths };
      await commitPass(ctx, stage, {
        ordered,
        rendered: rendered.length,
        removed: [],
        searchIndex: await index.start(),
        next,
      });
    } finally {
      await stage.files.close();
    }
    expect(readFileSync(join(distDir, "client", "blog?page=2", "index.html"), "utf8")).toContain("<p>/blog?page=2</p>");
    expect(existsSync(join(distDir, "client", "404.html"))).toBe(true);
    expect(readFileSync(join(distDir, "client", "search-index.json"), "utf8")).toBe("[]");
    expect(readFileSync(join(distDir, "client", "sitemap.xml"), "utf8")).toContain("https://example.test/blog");
    expect(readSiteRecord(distDir)?.paths).toEqual(["/", "/blog", "/blog?page=2"]);
    expect(Object.keys(ctx.steps).slice(-4)).toEqual([
      "record updated",
      "files staged",
      "files swapped",
      "record written",
    ]);
  });

  it("stage nothing live when a listed page renders with another status", async () => {
    const { distDir, renderer, site } = fakeSite(["/", "/missing"]);
    const render = renderer.render.bind(renderer);
    renderer.render = async (path, options) => ({
      ...(await render(path, options)),
      ...(path === "/missing" ? { status: 404 } : {}),
    });
    const { ctx, record, plan, stage } = await buildPass(distDir, site, renderer);
    await expect(
      renderAndStage(ctx, renderer, plan, stage, searchIndexStep(ctx, renderer, plan, record)),
    ).rejects.toThrow("Route /missing rendered with status 404 although the content lists it.");
    await stage.files.close();
    expect(existsSync(join(distDir, "client", "index.html"))).toBe(false);
  });
});
