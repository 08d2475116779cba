/** Server rendering for the prerender: one route to a complete HTML document. */
import type { QueryClient } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import type { ContentClient } from "@tupelo-medicare/content";
import type { PublicConfig } from "./env.js";
import { App } from "./site/app.js";
import { serializeBoot } from "./app/boot.js";
import type { BootAssets } from "./app/boot.js";
import { Document, promoteEntryScript } from "./site/document.js";
import { createQueryClient } from "./app/query-client.js";
import { siteSettingsQuery } from "./app/queries.js";
import { matchSiteRoute } from "./site/routes.js";
import { siteIdentity } from "./app/site-identity.js";
import { IslandCollector, IslandCollectorContext } from "./islands/island.js";
import { loadIslands } from "./islands/islands.js";
import { renderIslands } from "./islands/render-islands.js";
import type { IslandHtmlCache } from "./islands/render-islands.js";

export { listSitePaths, OFFLINE_PATH } from "./site/routes.js";
export { entryAtPath, pathOfEntry, sitePath } from "./preview/preview-paths.js";
export { buildSearchIndexJson } from "./search/search-documents.js";
export { fillSearchRegion } from "./islands/search-region.js";
export { fillTimelineRegions, hasTimelineRegion } from "./islands/timeline-region.js";
export { fillMoneyRegions, hasMoneyRegion } from "./islands/money-region.js";
export {
  buildContactSubmission,
  contactWordingOf,
  fillContactRegion,
  hasContactRegion,
} from "./islands/contact-region.js";
export { buildLeadSubmission, fillGuideRegion, guideWordingOf, hasGuideRegion } from "./islands/guide-region.js";
export { loadSearchIndex, search, suggest } from "@tupelo-medicare/site-search";

export interface RenderResult {
  html: string;
  /** 404 for the not-found page. */
  status: number;
}

/**
 * Renders `url` after prefetching its data into a fresh query cache, so the HTML carries everything the page shows;
 * then renders each island of the page on its own, as the browser will hydrate it.
 */
export async function renderPage(
  url: string,
  options: {
    /** This render's own content client (record its reads with the client's onRead). */
    content: ContentClient;
    assets: BootAssets;
    config: PublicConfig;
    /** @defaultValue true */
    scripts?: boolean;
    /** A draft preview page: banner, noindex, Contentful inspector attributes and the live-preview script. */
    preview?: boolean;
    /** Preview only: content left out because it is incomplete, listed in the preview bar. */
    previewNotes?: string[];
    /** Islands already rendered in this pass (renderIslands): the same island, props and site are reused. */
    islandCache?: IslandHtmlCache;
  },
): Promise<RenderResult> {
  const queryClient: QueryClient = createQueryClient({ content: options.content });
  const { pathname, search } = new URL(url, "http://prerender.local");
  const match = matchSiteRoute(pathname);
  await Promise.all([match.prefetch(queryClient, new URLSearchParams(search)), loadIslands()]);
  const preview = options.preview === true;
  // The business every page shows, from the site settings entry the layout read (once per render).
  const site = siteIdentity(queryClient.getQueryData(siteSettingsQuery().queryKey), options.config);
  const boot = serializeBoot({
    config: options.config,
    site,
    notFound: match.status === 404,
    ...(preview ? { preview } : {}),
  });
  const collector = new IslandCollector();
  const { prelude } = await prerenderToNodeStream(
    <Document
      assets={options.assets}
      boot={boot}
      scripts={options.scripts}
      preview={preview ? { path: `${pathname}${search}`, notes: options.previewNotes ?? [] } : undefined}
    >
      <IslandCollectorContext.Provider value={collector}>
        <App
          queryClient={queryClient}
          config={options.config}
          site={site}
          location={{ pathname, search: new URLSearchParams(search) }}
          match={match}
          preview={preview}
        />
      </IslandCollectorContext.Provider>
    </Document>,
    // Never outline large Suspense boundaries: outlined content needs inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  // Drop the cache (and its garbage-collection timers, which would keep the build process alive).
  queryClient.clear();
  const rendered = renderIslands(Buffer.concat(chunks).toString("utf8"), collector, site, options.islandCache);
  const hydratesAtLoad = [...collector.records.values()].some((record) => record.hydrate === "load");
  const html = hydratesAtLoad ? promoteEntryScript(rendered, options.assets.script) : rendered;
  return { html, status: match.status };
}
