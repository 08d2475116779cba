/**
 * Draft preview on the site's server: the secret, the lookup through the Preview API (in process over a space file
 * with a draft post), the signed cookie, the headers of preview responses and the way back to the published site.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPreviewClientFromEnv, embeddedSpace } from "@tupelo-medicare/content/embedded";
import { readAppEnv } from "../../env.js";
import { createApp } from "../app.js";
import * as previewPaths from "../../preview/preview-paths.js";
import { createPreviewLookup } from "./preview-lookup.js";
import type { PreviewRenderer } from "./preview-renderer.js";
import { PREVIEW_COOKIE_SECONDS, signPreviewCookie } from "./preview-cookie.js";

const SECRET = "preview-secret-for-the-tests-0123456789";
const dir = mkdtempSync(join(tmpdir(), "preview-routes-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The embedded space plus one draft post (never published).
const space = structuredClone(embeddedSpace) as unknown as {
  entries: Array<{ sys: Record<string, unknown>; fields: Record<string, unknown> }>;
};
const template = space.entries.find(
  (entry) => (entry.sys.contentType as { sys: { id: string } }).sys.id === "pageBlogPost",
)!;
const draft = structuredClone(template);
draft.sys = { ...draft.sys, id: "draft-post-1", version: 1 };
delete draft.sys.publishedVersion;
delete draft.sys.publishedAt;
delete draft.sys.publishedCounter;
delete draft.sys.firstPublishedAt;
draft.fields = { ...draft.fields, title: { "en-US": "A draft nobody has seen" }, slug: { "en-US": "a-draft-post" } };
space.entries.push(draft);
const spaceFile = join(dir, "space.json");
writeFileSync(spaceFile, JSON.stringify(space));

// The prerendered (published) site: one page.
const clientDir = join(dir, "client");
mkdirSync(join(clientDir, "blog", "turning-65-medicare-checklist"), { recursive: true });
writeFileSync(
  join(clientDir, "blog", "turning-65-medicare-checklist", "index.html"),
  "<!doctype html><title>Published</title><p>published page</p>",
);
writeFileSync(join(clientDir, "404.html"), "<!doctype html><title>Not found</title><p>published 404</p>");

const rendered: string[] = [];
const renderer: PreviewRenderer = {
  render: (url) => {
    rendered.push(url);
    return Promise.resolve({
      html: `<!doctype html><title>Preview</title><p>preview of ${url}</p>`,
      status: url.includes("missing") ? 404 : 200,
    });
  },
};
const lookup = createPreviewLookup(createPreviewClientFromEnv({ CONTENT_SPACE_FILE: spaceFile }), previewPaths);
const app = createApp(readAppEnv({ CONTENTFUL_PREVIEW_SECRET: SECRET }), {
  clientDir,
  distDir: dir,
  preview: { lookup, renderer },
});
const plain = createApp(readAppEnv({}), { clientDir, distDir: dir });

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const cookieOf = (response: Response) =>
  /__Host-tm_preview=([^;]*)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";

describe("GET /api/preview", () => {
  it("does not exist without CONTENTFUL_PREVIEW_SECRET", async () => {
    expect((await plain.request(`/api/preview?secret=${SECRET}&path=/blog/a-draft-post`)).status).toBe(404);
  });

  it("answers 401 to a wrong or missing secret, and sets no cookie", async () => {
    for (const query of ["?secret=wrong&path=/blog/a-draft-post", "?path=/blog/a-draft-post"]) {
      const response = await get(`/api/preview${query}`);
      expect(response.status).toBe(401);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("finds a draft by its path, sets a signed HttpOnly Secure SameSite=None cookie and redirects to the entry's page", async () => {
    const response = await get(`/api/preview?secret=${SECRET}&path=/blog/a-draft-post`);
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/blog/a-draft-post");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-tm_preview=v1\.\d+\.[\w-]+; Path=\/;/);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=None/);
    expect(setCookie).toMatch(new RegExp(`Max-Age=${PREVIEW_COOKIE_SECONDS}`));
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("finds an entry by type and id, and derives the path from the entry, never from the query", async () => {
    const byId = await get(`/api/preview?secret=${SECRET}&type=pageBlogPost&id=draft-post-1&path=//evil.example/`);
    expect(byId.headers.get("location")).toBe("/blog/a-draft-post");
    expect((await get(`/api/preview?secret=${SECRET}&type=video&id=draft-post-1`)).status).toBe(400);
    expect((await get(`/api/preview?secret=${SECRET}&type=pageBlogPost&id=nope`)).status).toBe(404);
    for (const path of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const response = await get(`/api/preview?secret=${SECRET}&path=${encodeURIComponent(path)}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
    }
    const missing = await get(`/api/preview?secret=${SECRET}&path=/blog/no-such-post`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/No pageBlogPost with slug "no-such-post"/);
  });
});

describe("preview pages", () => {
  it("renders pages on request while the cookie is valid, with noindex, no-store and Contentful's frame allowed", async () => {
    const cookie = cookieOf(await get(`/api/preview?secret=${SECRET}&path=/blog/a-draft-post`));
    const response = await get("/blog/a-draft-post", { cookie: `__Host-tm_preview=${cookie}` });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("preview of /blog/a-draft-post");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toMatch(
      /frame-ancestors 'self' https:\/\/app\.contentful\.com https:\/\/app\.eu\.contentful\.com/,
    );
    expect(response.headers.get("x-frame-options")).toBeNull();
    // Files and assets are never preview-rendered.
    rendered.length = 0;
    await get("/sw.js", { cookie: `__Host-tm_preview=${cookie}` });
    await get("/assets/x.js", { cookie: `__Host-tm_preview=${cookie}` });
    expect(rendered).toEqual([]);
  });

  it("serves the published site, framing denied, for no, tampered or expired cookies", async () => {
    const expired = signPreviewCookie(SECRET, Date.now() - (PREVIEW_COOKIE_SECONDS + 5) * 1000);
    const valid = signPreviewCookie(SECRET);
    for (const cookie of [
      "",
      `__Host-tm_preview=${expired}`,
      `__Host-tm_preview=${valid.slice(0, -3)}abc`,
      `__Host-tm_preview=${signPreviewCookie("some-other-secret-value")}`,
    ]) {
      const response = await get("/blog/turning-65-medicare-checklist", { cookie });
      expect(await response.text()).toContain("published page");
      expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-robots-tag")).toBeNull();
    }
    expect((await get("/blog/a-draft-post")).status).toBe(404);
  });

  it("ends preview at /api/preview/exit and returns to the same page, on this site only", async () => {
    const exit = await get("/api/preview/exit?path=%2Fblog%2Fa-draft-post");
    expect(exit.status).toBe(307);
    expect(exit.headers.get("location")).toBe("/blog/a-draft-post");
    expect(exit.headers.get("set-cookie")).toMatch(/^__Host-tm_preview=; .*Max-Age=0/);
    expect((await get("/api/preview/exit?path=%2F%2Fevil.example")).headers.get("location")).toBe("/");
  });
});
