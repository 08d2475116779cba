import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyDependencies, writeSiteRecord } from "@tupelo-medicare/site-build";
import { readAppEnv } from "../env.js";
import { createApp } from "./app.js";

let distDir: string;
let clientDir: string;
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${"x".repeat(2000)}</body></html>`;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), "site-files-"));
  clientDir = join(distDir, "client");
  await mkdir(join(clientDir, "blog", "post-a"), { recursive: true });
  await mkdir(join(clientDir, "blog", "_q", "page-2"), { recursive: true });
  await writeFile(join(clientDir, "blog", "post-a", "index.html"), page("A plain"));
  await writeFile(join(clientDir, "blog", "post-a", "index.html.br"), brotliCompressSync(page("A br")));
  await writeFile(join(clientDir, "blog", "_q", "page-2", "index.html"), page("Blog page 2"));
  await writeFile(join(clientDir, "404.html"), page("Not found"));
  writeSiteRecord(distDir, {
    version: 1,
    builtAt: "",
    updatedAt: "",
    paths: [],
    deps: emptyDependencies(),
    redirects: { "/blog/old-slug": "/blog/post-a" },
    content: { entries: {}, assets: {} },
  });
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

describe("serving the site's files", () => {
  it("serves a page whole, with its precompressed variant when the browser accepts it", async () => {
    const app = createApp(readAppEnv({}), { clientDir, distDir });
    const plain = await app.request("/blog/post-a");
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(plain.headers.get("cache-control")).toBe("no-cache");
    expect(await plain.text()).toContain("A plain");
    const br = await app.request("/blog/post-a/", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toContain("A br");
  });

  it("maps a list page's query onto its prerendered file, and answers 404 for one that was not built", async () => {
    const app = createApp(readAppEnv({}), { clientDir, distDir });
    expect(await (await app.request("/blog?page=2")).text()).toContain("Blog page 2");
    const missing = await app.request("/blog?page=9");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Not found");
  });

  it("answers a moved page's old address with a 301 to the new one", async () => {
    const app = createApp(readAppEnv({}), { clientDir, distDir });
    const moved = await app.request("/blog/old-slug");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog/post-a");
    // Not kept forever by the browser: the page may move back.
    expect(moved.headers.get("cache-control")).toBe("no-cache");
  });

  it("never serves outside the folder, and reads the 404 page fresh each time", async () => {
    const app = createApp(readAppEnv({}), { clientDir, distDir });
    expect((await app.request("/..%2fsite-record.json")).status).toBe(404);
    expect((await app.request("/site-record.json")).status).toBe(404);
    await writeFile(join(clientDir, "404.html"), page("Regenerated not found"));
    expect(await (await app.request("/nowhere")).text()).toContain("Regenerated not found");
  });

  it("answers a path segment longer than the file system allows with the 404 page, not an error", async () => {
    const errors: unknown[] = [];
    const app = createApp(readAppEnv({}), { clientDir, distDir });
    app.onError((error) => {
      errors.push(error);
      return new Response("error", { status: 500 });
    });
    // 300 bytes in one segment: the lookup fails with ENAMETOOLONG (the limit is 255).
    for (const path of [`/${"a".repeat(300)}`, `/blog/${"b".repeat(300)}`, `/${"c".repeat(300)}.html`]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Regenerated not found");
    }
    expect(errors).toEqual([]);
  });
});
