import { describe, expect, it } from "vitest";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { listSitePaths, OFFLINE_PATH, renderPage } from "../entry-server.js";
import { matchSiteRoute } from "./routes.js";

const config = { siteUrl: "https://www.example.com", webVitals: false };
const assets = { script: "/assets/entry.js", styles: [], preload: [] };

/** The footer's 'Legal' list of links in a rendered page: [label, href] pairs. */
function legalLinksOf(html: string): Array<[string, string]> {
  const footer = /<footer[^>]*data-slot="site-footer"[^>]*>([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? "";
  const legal = /<ul aria-label="Legal"[^>]*>([\s\S]*?)<\/ul>/.exec(footer)?.[1] ?? "";
  return [...legal.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[2]!, match[1]!]);
}

describe("the footer of every page", () => {
  it("links to the accessibility statement beside the privacy policy and terms (one page of each route, 404 and offline)", async () => {
    const content = createEmbeddedContentClient();
    const listed = await listSitePaths(content);
    expect(listed).toContain("/accessibility");
    // One prerendered page per route of the route table (list pages without their query), then the 404 and offline pages.
    const byRoute = new Map<string, string>();
    for (const path of listed.filter((path) => !path.includes("?"))) {
      const route = matchSiteRoute(path).route.path;
      if (!byRoute.has(route)) byRoute.set(route, path);
    }
    const paths = [...byRoute.values(), "/no-such-page/at-all", OFFLINE_PATH];
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const { html } = await renderPage(path, { content, assets, config, scripts: false });
      expect(legalLinksOf(html), path).toEqual([
        ["Privacy Policy", "/privacy-policy"],
        ["Terms of Service", "/terms-of-service"],
        ["Accessibility", "/accessibility"],
        ["Sitemap", "/sitemap"],
      ]);
    }
  }, 180_000);
});
