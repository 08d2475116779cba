import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getManifest } from "workbox-build";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  APP_SHELL_GLOB,
  generateServiceWorker,
  noStorePlugin,
  pathPattern,
  renderServiceWorker,
  runtimeCaching,
  webManifest,
} from "./index.js";

// generateSW bundles the Workbox runtime with Rollup and Terser: seconds alone, far longer on a busy 2-core CI
// machine running every package's tests at once.
describe("generateServiceWorker", { timeout: 120_000 }, () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "pwa-build-"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "index.html"), "<!doctype html><title>Home</title>");
    await writeFile(join(dir, "offline.html"), "<!doctype html><title>Offline</title>");
    await writeFile(join(dir, "assets", "index-abc123.js"), "console.log('app');");
    await writeFile(join(dir, "assets", "index-abc123.css"), "body{margin:0}");
    await writeFile(join(dir, "assets", "font.woff2"), "font");
    await writeFile(join(dir, "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    await writeFile(join(dir, "photo.jpg"), "not precached");
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("leaves ignored files out of the precache and never caches no-store pages", async () => {
    await mkdir(join(dir, "assets", "preview"));
    await writeFile(join(dir, "assets", "preview", "live-preview-abc.js"), "console.log('editors only');");
    await generateServiceWorker({
      clientDir: dir,
      swDest: join(dir, "sw.js"),
      runtimeScript: false,
      ignore: ["assets/preview/**"],
    });
    const sw = await readFile(join(dir, "sw.js"), "utf8");
    expect(sw.includes("live-preview-abc.js")).toBe(false);
    expect(sw.includes("assets/index-abc123.js")).toBe(true);
    expect(sw.includes("cacheWillUpdate")).toBe(true);
    // The pages cache is bounded: 7 days, 50 pages (Workbox's ExpirationPlugin in the generated worker).
    expect(sw).toMatch(/maxEntries:50,maxAgeSeconds:604800/);
    const noStore = noStorePlugin.cacheWillUpdate;
    const page = (cacheControl: string) => new Response("<p>x</p>", { headers: { "cache-control": cacheControl } });
    expect(await noStore({ response: page("no-store") })).toBeNull();
    expect(await noStore({ response: page("private, no-store") })).toBeNull();
    const kept = page("no-cache");
    expect(await noStore({ response: kept })).toBe(kept);
  });

  it("writes sw.js with the app shell and the offline page precached", async () => {
    const result = await generateServiceWorker({ clientDir: dir, swDest: join(dir, "sw.js"), runtimeScript: false });
    expect(result.count).toBe(5);
    expect(result.size).toBeGreaterThan(0);
    expect(result.warnings).toEqual([]);

    const sw = await readFile(join(dir, "sw.js"), "utf8");
    const precached = [...sw.matchAll(/\{url:"([^"]+)",revision:"[0-9a-f]+"\}/g)].map((match) => match[1]).sort();
    expect(precached).toEqual([
      "assets/font.woff2",
      "assets/index-abc123.css",
      "assets/index-abc123.js",
      "logo.svg",
      "offline.html",
    ]);
    // Runtime rules: checked with booleans so a failure does not print the whole minified worker.
    expect(sw.includes('fallbackURL:"/offline.html"')).toBe(true);
    expect(sw.includes("/\\/contentful-api\\//")).toBe(true);
    expect(sw.includes('cacheName:"pages"')).toBe(true);
    expect(sw.includes('cacheName:"images"')).toBe(true);
    expect(sw.includes("maxEntries:60,maxAgeSeconds:2592e3")).toBe(true);
    expect(sw.includes('"SKIP_WAITING"===')).toBe(true);
    expect(sw.includes("self.clients.claim()")).toBe(true);
    expect(sw.includes("importScripts")).toBe(false);
  });

  it("copies the worker's additions beside sw.js, imports them and does not precache them", async () => {
    const runtime = join(dir, "..", `${dir.split("/").pop()}-runtime.js`);
    await writeFile(runtime, "self.addEventListener('sync', () => {});");
    try {
      const result = await generateServiceWorker({
        clientDir: dir,
        swDest: join(dir, "sw.js"),
        runtimeScript: runtime,
      });
      expect(result.count).toBe(5);
      expect(await readFile(join(dir, "sw-runtime.js"), "utf8")).toBe("self.addEventListener('sync', () => {});");
      const sw = await readFile(join(dir, "sw.js"), "utf8");
      expect(sw.includes('importScripts("sw-runtime.js")')).toBe(true);
      expect(sw.includes('url:"sw-runtime.js"')).toBe(false);
    } finally {
      await rm(runtime, { force: true });
    }
  });

  it("precaches extra files, answers an offline route with its precached page and keeps runtime files", async () => {
    await mkdir(join(dir, "search"));
    await writeFile(join(dir, "search", "index.html"), "<!doctype html><title>Search</title>");
    await writeFile(join(dir, "search-index.json"), "{}");
    await generateServiceWorker({
      clientDir: dir,
      swDest: join(dir, "sw.js"),
      runtimeScript: false,
      precache: ["search/index.html"],
      offlineRoutes: [{ path: "/search", fallback: "/search/index.html" }],
      runtimeFiles: ["/search-index.json"],
    });
    const sw = await readFile(join(dir, "sw.js"), "utf8");
    expect(sw).toContain('url:"search/index.html"');
    expect(sw).not.toContain('url:"search-index.json"');
    expect(sw).toContain("/search/index.html");
    expect(sw).toContain("search-index");
  });

  it("saves a template from which renderServiceWorker, without Workbox, writes what the build writes for the same files", async () => {
    await mkdir(join(dir, "search"));
    await writeFile(join(dir, "search", "index.html"), "<!doctype html><title>Search</title>");
    const templateFile = join(dir, "..", `${dir.split("/").pop()}-sw-template.json`);
    const build = () =>
      generateServiceWorker({
        clientDir: dir,
        swDest: join(dir, "sw.js"),
        runtimeScript: false,
        precache: ["search/index.html"],
        templateDest: templateFile,
      });
    try {
      await build();
      const built = await readFile(join(dir, "sw.js"), "utf8");
      expect((await renderServiceWorker({ templateFile, clientDir: dir })).source).toBe(built);

      // A regeneration rewrites the offline and search pages: the refresh from the first build's template is what a
      // new build over the same files writes, byte for byte, and differs from the first.
      await writeFile(join(dir, "offline.html"), "<!doctype html><title>Offline, edited</title>");
      await writeFile(join(dir, "search", "index.html"), "<!doctype html><title>Search, edited</title>");
      const refreshed = await renderServiceWorker({ templateFile, clientDir: dir });
      expect(refreshed.source).not.toBe(built);
      expect(refreshed.count).toBe(6);
      await build();
      expect(refreshed.source).toBe(await readFile(join(dir, "sw.js"), "utf8"));
      // Nothing is left beside the worker.
      expect((await readdir(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    } finally {
      await rm(templateFile, { force: true });
    }
  });

  it("hashes the precached files as Workbox does", async () => {
    const templateFile = join(dir, "..", `${dir.split("/").pop()}-sw-template.json`);
    try {
      await generateServiceWorker({
        clientDir: dir,
        swDest: join(dir, "sw.js"),
        runtimeScript: false,
        templateDest: templateFile,
      });
      const ours = [
        ...(await renderServiceWorker({ templateFile, clientDir: dir })).source.matchAll(
          /\{url:"([^"]+)",revision:"([0-9a-f]+)"\}/g,
        ),
      ].map((match) => `${match[1]} ${match[2]}`);
      const { manifestEntries } = await getManifest({
        globDirectory: dir,
        globPatterns: [APP_SHELL_GLOB, "offline.html"],
        globIgnores: ["sw.js"],
      });
      expect(ours.sort()).toEqual(manifestEntries.map((entry) => `${entry.url} ${entry.revision}`).sort());
    } finally {
      await rm(templateFile, { force: true });
    }
  });

  it("leaves out a named file that is missing or too large, and says so", async () => {
    const templateFile = join(dir, "..", `${dir.split("/").pop()}-sw-template.json`);
    await writeFile(join(dir, "search-index.json"), "x".repeat(2000));
    try {
      await generateServiceWorker({
        clientDir: dir,
        swDest: join(dir, "sw.js"),
        runtimeScript: false,
        precache: ["search-index.json"],
        maximumFileSizeToCacheInBytes: 1500,
        templateDest: templateFile,
      });
      const rendered = await renderServiceWorker({
        templateFile,
        clientDir: dir,
        precache: ["search-index.json", "search/index.html"],
      });
      expect(rendered.source).not.toContain("search-index.json");
      expect(rendered.warnings).toEqual([
        "search-index.json is 2000 bytes, more than the 1500 allowed (maximumFileSizeToCacheInBytes): it is left out of the precache.",
        `search/index.html is not in ${dir}: it is left out of the precache.`,
      ]);
    } finally {
      await rm(templateFile, { force: true });
    }
  });

  it("refuses glob patterns as named files, and a refresh without a template says to build again", async () => {
    await expect(
      generateServiceWorker({ clientDir: dir, swDest: join(dir, "sw.js"), runtimeScript: false, precache: ["*.html"] }),
    ).rejects.toThrow("'*.html' looks like a glob pattern");
    await expect(renderServiceWorker({ templateFile: join(dir, "nothing.json"), clientDir: dir })).rejects.toThrow(
      "did not save one (build again)",
    );
  });

  it("does not precache itself when run again", async () => {
    await generateServiceWorker({ clientDir: dir, swDest: join(dir, "sw.js"), runtimeScript: false });
    const again = await generateServiceWorker({ clientDir: dir, swDest: join(dir, "sw.js"), runtimeScript: false });
    expect(again.count).toBe(5);
  });
});

describe("webManifest", () => {
  it("returns the manifest JSON with snake_case keys and defaults", () => {
    expect(
      webManifest({
        name: "Tupelo Medicare",
        shortName: "Medicare",
        themeColor: "#0b3d91",
        backgroundColor: "#ffffff",
        icons: [{ src: "/icon-192.png", sizes: "192x192", type: "image/png" }],
      }),
    ).toEqual({
      name: "Tupelo Medicare",
      short_name: "Medicare",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#0b3d91",
      background_color: "#ffffff",
      icons: [{ src: "/icon-192.png", sizes: "192x192", type: "image/png" }],
    });
  });
});

describe("pathPattern and runtimeCaching", () => {
  it("matches the path with or without a slash and with any query, and nothing else", () => {
    const pattern = pathPattern("/search");
    for (const url of [
      "https://example.com/search",
      "https://example.com/search/",
      "https://example.com/search?q=plan+g",
      "http://localhost:4173/search/?q=x#top",
    ]) {
      expect(pattern.test(url)).toBe(true);
    }
    for (const url of [
      "https://example.com/searches",
      "https://example.com/blog/search",
      "https://example.com/search/more",
      "https://example.com/?next=/search",
    ]) {
      expect(pattern.test(url)).toBe(false);
    }
    expect(pathPattern("/search-index.json").test("https://example.com/search-index.json")).toBe(true);
    expect(pathPattern("/search-index.json").test("https://example.com/search-indexXjson")).toBe(false);
  });

  it("puts offline routes and runtime files before the generic page rule", () => {
    const rules = runtimeCaching(
      "/offline.html",
      [{ path: "/search", fallback: "/search/index.html" }],
      ["/search-index.json"],
    );
    expect(rules[0]).toMatchObject({
      handler: "NetworkOnly",
      options: { precacheFallback: { fallbackURL: "/search/index.html" } },
    });
    expect(rules[1]).toMatchObject({ handler: "NetworkFirst", options: { cacheName: "files" } });
    expect(rules[2]).toMatchObject({
      handler: "NetworkFirst",
      options: { cacheName: "pages", expiration: { maxEntries: 50, maxAgeSeconds: 604_800, purgeOnQuotaError: true } },
    });
  });

  it("keeps no-store answers out of every runtime cache", () => {
    const rules = runtimeCaching("/offline.html", [], ["/search-index.json"]);
    const caching = rules.filter((rule) => rule.handler !== "NetworkOnly");
    expect(caching).toHaveLength(4);
    for (const rule of caching) expect(rule.options?.plugins, String(rule.options?.cacheName)).toContain(noStorePlugin);
  });
});
