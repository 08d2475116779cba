import { describe, expect, it } from "vitest";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { renderPage } from "../entry-server.js";
import type { IslandHtmlCache } from "./render-islands.js";

const config = { siteUrl: "https://www.example.com", webVitals: false };
const assets = { script: "/assets/entry.js", styles: [], preload: [] };
const PAGES = [
  "/",
  "/blog",
  "/blog/turning-65-medicare-checklist",
  "/blog/initial-enrollment-period-explained",
  "/plans/medicarepartd",
  "/resources/calculators",
];

describe("renderIslands' cache (one per pass)", () => {
  it("gives every page the same HTML as rendering each island anew", async () => {
    const content = createEmbeddedContentClient();
    const cache: IslandHtmlCache = new Map();
    for (const path of PAGES) {
      const fresh = await renderPage(path, { content, assets, config });
      const cached = await renderPage(path, { content, assets, config, islandCache: cache });
      expect(cached.html, path).toBe(fresh.html);
    }
    expect(cache.size).toBeGreaterThan(0);
  }, 120_000);

  it("reuses an island rendered by an earlier page of the pass: the header off the menu, the appointment bar", async () => {
    const content = createEmbeddedContentClient();
    const cache: IslandHtmlCache = new Map();
    await renderPage("/blog/turning-65-medicare-checklist", { content, assets, config, islandCache: cache });
    // Mark what the first page rendered: a later page that shows a mark took it from the cache.
    for (const [key, html] of cache) cache.set(key, `<!--kept-->${html}`);
    const { html } = await renderPage("/blog/initial-enrollment-period-explained", {
      content,
      assets,
      config,
      islandCache: cache,
    });
    const header = /<div data-island="header"[^>]*>(<!--kept-->)?/.exec(html);
    const bar = /<div data-island="mobile-bar"[^>]*>(<!--kept-->)?/.exec(html);
    expect(header?.[1]).toBe("<!--kept-->");
    expect(bar?.[1]).toBe("<!--kept-->");
    // A page on the menu marks its own link: its header is its own.
    const onMenu = await renderPage("/plans/medicarepartd", { content, assets, config, islandCache: cache });
    expect(/<div data-island="header"[^>]*>(<!--kept-->)?/.exec(onMenu.html)?.[1]).toBeUndefined();
    expect(onMenu.html).toMatch(
      /aria-current="page"[^>]*href="\/plans\/medicarepartd"|href="\/plans\/medicarepartd"[^>]*aria-current="page"/,
    );
  }, 120_000);
});
