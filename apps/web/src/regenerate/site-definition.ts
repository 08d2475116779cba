/**
 * The site as site-build publishes it: its renderer (site-renderer.ts) and where its files go: a route's page at its
 * static file (app/static-paths.ts), the search index, the search page kept out of sitemap.xml, and sw.js refreshed
 * from the build's template when a precached file changed (service-worker.ts).
 */
import { OFFLINE_FILE } from "@tupelo-medicare/site-build";
import type { SiteDefinition } from "@tupelo-medicare/site-build";
import { SEARCH_INDEX_FILE, SEARCH_PATH } from "../app/search-path.js";
import { htmlFileFor } from "../app/static-paths.js";
import { refreshServiceWorker } from "./service-worker.js";
import { createSiteRenderer } from "./site-renderer.js";
import type { SiteRendererOptions } from "./site-renderer.js";

export function siteDefinition(options: SiteRendererOptions): SiteDefinition<SiteRendererOptions> {
  const searchPage = htmlFileFor(SEARCH_PATH);
  return {
    rendererOptions: options,
    createRenderer: createSiteRenderer,
    siteUrl: options.config.siteUrl,
    fileFor: htmlFileFor,
    searchIndexFile: SEARCH_INDEX_FILE,
    // Search results are built but kept out of search engines (noindex).
    sitemapExcludes: [SEARCH_PATH],
    precachedFiles: [OFFLINE_FILE, ...(searchPage ? [searchPage] : []), SEARCH_INDEX_FILE],
    refreshServiceWorker,
  };
}
