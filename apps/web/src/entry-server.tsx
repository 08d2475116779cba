/**
 * The SSR bundle (dist/ssr/entry-server.js): what the build, regeneration, draft preview and the server use of the
 * page code, declared once (EntryServer). Render a page, fill the request-time regions of a prerendered page, list
 * the site's paths; and what the search index, draft preview's paths and the no-script form posts need of it.
 */
import type { QueryClient } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import type { ContentClient } from "@tupelo-medicare/content";
import type { PublicConfig } from "./env.js";
import { App } from "./site/app.js";
import { serializeBoot } from "./app/boot.js";
import type { BootAssets } from "./app/boot.js";
import { Document, promoteEntryScript } from "./site/document.js";
import { createQueryClient } from "./app/query-client.js";
import { appointmentSettingsQuery, siteSettingsQuery } from "./app/queries.js";
import { matchSiteRoute } from "./site/routes.js";
import { siteIdentity } from "./app/site-identity.js";
import { IslandCollector, IslandCollectorContext } from "./islands/island.js";
import { loadIslands } from "./islands/islands.js";
import { renderIslands } from "./islands/render-islands.js";
import type { IslandHtmlCache } from "./islands/render-islands.js";

import { listSitePaths, OFFLINE_PATH } from "./site/routes.js";
import { entryAtPath, pathOfEntry, sitePath } from "./preview/preview-paths.js";
import { buildSearchIndexJson } from "./tools/search/search-documents.js";
import { loadSearchIndex } from "@tupelo-medicare/site-search";
import { fillRegions } from "./islands/fill-regions.js";
import {
  buildContactSubmission,
  contactWordingOf,
  fillContactRegion,
  hasContactRegion,
} from "./islands/contact-region.js";
import { buildLeadSubmission, fillGuideRegion, guideWordingOf, hasGuideRegion } from "./islands/guide-region.js";
import type * as EntryServerModule from "./entry-server.js";

/** What the SSR bundle offers (loadEntryServer's type: server/ssr-bundle.ts). */
export interface EntryServer {
  /** One page, rendered complete with its data (the build, regeneration, draft preview, `pnpm dev`). */
  renderPage: typeof renderPage;
  /** A prerendered page with the regions a request asks for rendered again (server/region-pages.ts). */
  fillRegions: typeof fillRegions;
  /** Every path of the site (the build, regeneration), and the offline page's. */
  listSitePaths: typeof listSitePaths;
  OFFLINE_PATH: typeof OFFLINE_PATH;
  /** The search index: built from content (the build, regeneration), read back by the server for /search. */
  buildSearchIndexJson: typeof buildSearchIndexJson;
  loadSearchIndex: typeof loadSearchIndex;
  /** Draft preview's path rules (server/preview/preview-lookup.ts). */
  entryAtPath: typeof entryAtPath;
  pathOfEntry: typeof pathOfEntry;
  sitePath: typeof sitePath;
  /** The no-script posts of the contact form and the guide request (server/contact-form-post.ts, lead-form-post.ts). */
  hasContactRegion: typeof hasContactRegion;
  fillContactRegion: typeof fillContactRegion;
  contactWordingOf: typeof contactWordingOf;
  buildContactSubmission: typeof buildContactSubmission;
  hasGuideRegion: typeof hasGuideRegion;
  fillGuideRegion: typeof fillGuideRegion;
  guideWordingOf: typeof guideWordingOf;
  buildLeadSubmission: typeof buildLeadSubmission;
}

export {
  fillRegions,
  listSitePaths,
  OFFLINE_PATH,
  buildSearchIndexJson,
  loadSearchIndex,
  entryAtPath,
  pathOfEntry,
  sitePath,
  hasContactRegion,
  fillContactRegion,
  contactWordingOf,
  buildContactSubmission,
  hasGuideRegion,
  fillGuideRegion,
  guideWordingOf,
  buildLeadSubmission,
};

/** The module is its interface: a name it lacks, or of another type, fails the typecheck. */
type Conforms<T extends EntryServer> = T;
export type EntryServerExports = Conforms<typeof EntryServerModule>;

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
  const site = siteIdentity(
    queryClient.getQueryData(siteSettingsQuery().queryKey),
    options.config,
    queryClient.getQueryData(appointmentSettingsQuery().queryKey),
  );
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
