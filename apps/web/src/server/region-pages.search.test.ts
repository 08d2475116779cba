import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { SEARCH_INDEX_FILE } from "../app/search-path.js";
import type { renderPage } from "../entry-server.js";
import { loadEntryServer } from "./ssr-bundle.js";
import { createRegionPages } from "./region-pages.js";
import { MAX_QUERY_LENGTH, SEARCH_CACHE_TTL_MS, SEARCH_LIMITED_PAGE } from "./search-gate.js";
import type { SearchGateOptions } from "./search-gate.js";

/** These pages have no booking region: reading the appointments is a bug. */
const noAppointments = () => Promise.reject(new Error("no appointments in this test"));

const CONFIG = {
  schedulerUrl: "https://scheduler.example.com/book",
  siteUrl: "https://www.example.com",
  webVitals: false,
};

const pageApp = (distDir: string, logs: string[]) => {
  const page = createRegionPages({ appointments: noAppointments, distDir, log: (message) => logs.push(message) });
  return new Hono()
    .get("/search", async (context, next) => (await page(context)) ?? next())
    .get("/search", (context) => context.text("prerendered page"));
};

describe("GET /search", () => {
  let distDir: string;
  beforeEach(async () => {
    distDir = await mkdtemp(join(tmpdir(), "search-page-"));
  });
  afterEach(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  it("leaves a request with no query to the prerendered page", async () => {
    const logs: string[] = [];
    for (const url of ["/search", "/search?q=", "/search?q=%20%20"])
      expect(await (await pageApp(distDir, logs).request(url)).text()).toBe("prerendered page");
    expect(logs).toEqual([]);
  });

  it("falls back to the prerendered page (which searches in the browser) when the build has no index, and says why without the query", async () => {
    const logs: string[] = [];
    const response = await pageApp(distDir, logs).request("/search?q=plan+g%0A%5Bleads%5D+forged+line");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("prerendered page");
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^\[search\] a query is answered in the browser instead: /);
    expect(logs[0]).not.toContain("plan g");
    expect(logs[0]).not.toContain("forged");
    expect(logs[0]).not.toContain("\n");
  });
});

/** Text as the browser shows it: React's text separators dropped, entities decoded. */
const shown = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("GET /search?q= on a built site (the real /search page and index)", () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), "search-page-built-"));
    // The SSR bundle is the app's own entry (what `pnpm build` bundles into dist/ssr).
    await mkdir(join(distDir, "ssr"));
    const entry = fileURLToPath(new URL("../entry-server.tsx", import.meta.url));
    await writeFile(join(distDir, "ssr", "entry-server.js"), `export * from ${JSON.stringify(entry)};\n`);
    const server = (await loadEntryServer(distDir)) as Awaited<ReturnType<typeof loadEntryServer>> & {
      renderPage: typeof renderPage;
    };
    const content = createEmbeddedContentClient();
    const { html } = await server.renderPage("/search", {
      content,
      assets: { script: "/assets/entry.js", styles: [], preload: [] },
      config: CONFIG,
    });
    await mkdir(join(distDir, "client", "search"), { recursive: true });
    await writeFile(join(distDir, "client", "search", "index.html"), html);
    await writeFile(join(distDir, "client", SEARCH_INDEX_FILE), await server.buildSearchIndexJson(content));
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  it("shows a query holding replacement patterns ($' $& $` $1 $$ $<n>) as typed in the title, the box and the results line", async () => {
    const logs: string[] = [];
    for (const query of ["$'", "$&", "$`", "$1", "$$", "$<n>", "a $` b $' c"]) {
      const response = await pageApp(distDir, logs).request(`/search?q=${encodeURIComponent(query)}`);
      expect(response.status, query).toBe(200);
      const html = await response.text();
      const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => shown(match[1]!));
      expect(titles, query).toHaveLength(1);
      expect(titles[0]!.startsWith(`Search results for “${query}” | `), `${query}: ${titles[0]}`).toBe(true);
      expect(shown(/<input[^>]*id="search-page-q"[^>]*value="([^"]*)"/.exec(html)![1]!), query).toBe(query);
      // The results line of the search region (the page's press placeholders have a status line of their own).
      const region = html.slice(html.indexOf("data-search-region"));
      const status = shown(/<p role="status"[^>]*>(.*?)<\/p>/.exec(region)![1]!);
      expect(status, query).toMatch(/^(No|\d+) results? for “/);
      expect(status.endsWith(` for “${query}”.`), `${query}: ${status}`).toBe(true);
      expect(html.match(/data-search-region/g), query).toHaveLength(2);
    }
    expect(logs).toEqual([]);
  });

  it(`cuts the query at MAX_QUERY_LENGTH (${MAX_QUERY_LENGTH}) characters on the server`, async () => {
    expect(MAX_QUERY_LENGTH).toBe(200);
    const query = "medigap ".repeat(40);
    const html = await (await pageApp(distDir, []).request(`/search?q=${encodeURIComponent(query)}`)).text();
    const cut = query.trim().slice(0, MAX_QUERY_LENGTH);
    expect(shown(/<input[^>]*id="search-page-q"[^>]*value="([^"]*)"/.exec(html)![1]!)).toBe(cut);
    expect(shown(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toContain(`“${cut}”`);
    expect(html).not.toContain(query.trim());
  });

  const limitedApp = (extra: SearchGateOptions) => {
    const page = createRegionPages({ appointments: noAppointments, distDir, search: extra });
    const app = new Hono()
      .get("/search", async (context, next) => (await page(context)) ?? next())
      .get("/search", (context) => context.text("prerendered page"));
    return { app, page };
  };

  it("answers the same query again from memory for SEARCH_CACHE_TTL_MS, then renders it again", async () => {
    let now = 1_000_000;
    const { app, page } = limitedApp({ now: () => now });
    const first = await (
      await app.request("/search?q=medigap", { headers: { "accept-encoding": "br" } })
    ).arrayBuffer();
    const again = await app.request("/search?q=medigap", { headers: { "accept-encoding": "br" } });
    expect(again.headers.get("content-encoding")).toBe("br");
    expect(again.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(first))).toBe(true);
    expect(page.stats.search).toEqual({ rendered: 1, fromCache: 1, overBudget: 0 });
    // Another encoding is its own answer; another query its own.
    expect((await app.request("/search?q=medigap")).headers.get("content-encoding")).toBeNull();
    await app.request("/search?q=irmaa");
    expect(page.stats.search).toEqual({ rendered: 3, fromCache: 1, overBudget: 0 });
    now += SEARCH_CACHE_TTL_MS;
    await app.request("/search?q=medigap", { headers: { "accept-encoding": "br" } });
    expect(page.stats.search).toEqual({ rendered: 4, fromCache: 1, overBudget: 0 });
  });

  it("forgets what it kept when the index or the /search page is replaced", async () => {
    const { app, page } = limitedApp({});
    await app.request("/search?q=medigap");
    const shell = join(distDir, "client", "search", "index.html");
    await writeFile(shell, await readFile(shell, "utf8"));
    const later = new Date(Date.now() + 5_000);
    await utimes(shell, later, later);
    await app.request("/search?q=medigap");
    expect(page.stats.search).toEqual({ rendered: 2, fromCache: 0, overBudget: 0 });
  });

  it("limits a client (IPv4 address, IPv6 /64) to SEARCH_RATE_LIMIT results pages a minute: 429 with Retry-After and a plain page", async () => {
    let client = "203.0.113.5";
    let now = 5_000_000;
    const { app } = limitedApp({ rateLimitPerMinute: 2, clientOf: () => client, now: () => now });
    expect((await app.request("/search?q=medigap")).status).toBe(200);
    expect((await app.request("/search?q=irmaa")).status).toBe(200);
    const refused = await app.request("/search?q=dental");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await refused.text()).toBe(SEARCH_LIMITED_PAGE);
    // Another client is not refused; two addresses of one IPv6 /64 count as one client.
    client = "198.51.100.7";
    expect((await app.request("/search?q=dental")).status).toBe(200);
    client = "2001:db8:1:2::1";
    await app.request("/search?q=dental");
    client = "2001:db8:1:2:ffff::9";
    await app.request("/search?q=dental");
    expect((await app.request("/search?q=dental")).status).toBe(429);
    // A minute later the first client may search again.
    client = "203.0.113.5";
    now += 60_000;
    expect((await app.request("/search?q=dental")).status).toBe(200);
  });

  it("limits a network (IPv6 /48, IPv4 /24) to ten times a client's limit, however many /64s it spreads over", async () => {
    let client = "";
    const { app } = limitedApp({ rateLimitPerMinute: 1, clientOf: () => client });
    for (let subnet = 1; subnet <= 10; subnet += 1) {
      client = `2001:db8:7:${subnet.toString(16)}::1`;
      expect((await app.request("/search?q=medigap")).status, client).toBe(200);
    }
    client = "2001:db8:7:ff::1";
    expect((await app.request("/search?q=medigap")).status).toBe(429);
    client = "2001:db8:8::1";
    expect((await app.request("/search?q=medigap")).status).toBe(200);
  });

  it("past its time budget in a second, leaves new queries to the prerendered page (kept ones are still answered)", async () => {
    let now = 7_000_000;
    const logs: string[] = [];
    const page = createRegionPages({
      appointments: noAppointments,
      distDir,
      search: { now: () => now, budgetMsPerSecond: 0.001 },
      log: (message) => logs.push(message),
    });
    const app = new Hono()
      .get("/search", async (context, next) => (await page(context)) ?? next())
      .get("/search", (context) => context.text("prerendered page"));
    expect(await (await app.request("/search?q=medigap")).text()).not.toBe("prerendered page");
    expect(await (await app.request("/search?q=irmaa")).text()).toBe("prerendered page");
    expect(await (await app.request("/search?q=medigap")).text()).not.toBe("prerendered page");
    expect(page.stats.search).toEqual({ rendered: 1, fromCache: 1, overBudget: 1 });
    expect(logs.filter((line) => line.startsWith("[search] results pages took"))).toHaveLength(1);
    expect(logs.join("\n")).not.toContain("irmaa");
    now += 1000;
    expect(await (await app.request("/search?q=irmaa")).text()).not.toBe("prerendered page");
  });
});
