/**
 * Server only: fills each island marker of a rendered page with the island's own render (its own React root). The
 * islands' code must be loaded first (loadIslands: renderPage does it).
 *
 * An island is a function of its props and the site (IslandFrame), so with a cache (one per build or regeneration
 * pass: IslandHtmlCache) the HTML of an island a page renders as an earlier page did (the header off the menu's
 * pages, the appointment bar, a call to action) is reused, not rendered again.
 */
import { renderToString } from "react-dom/server";
import type { ComponentType } from "react";
import type { SiteIdentity } from "../app/site-identity.js";
import { loadedIsland } from "./islands.js";
import { islandIdPrefix } from "./island-ids.js";
import { ISLAND_MARKER } from "./island.js";
import type { IslandCollector } from "./island.js";
import { IslandFrame } from "./island-frame.js";

/** Islands' HTML by island, props, site and place on the page; kept for one pass, at most ISLAND_CACHE_LIMIT. */
export type IslandHtmlCache = Map<string, string>;

/** The most island renders a cache keeps before it starts again. */
export const ISLAND_CACHE_LIMIT = 500;

export function renderIslands(
  html: string,
  collector: IslandCollector,
  site: SiteIdentity,
  cache?: IslandHtmlCache,
): string {
  let index = 0;
  const siteKey = cache ? JSON.stringify(site) : "";
  return html.replace(ISLAND_MARKER, (_marker, key: string) => {
    const record = collector.records.get(key);
    if (!record) throw new Error(`The island marked ${key} was not recorded during the render`);
    const Component = loadedIsland(record.name) as ComponentType<object> | undefined;
    if (!Component)
      throw new Error(`The ${record.name} island's code is not loaded: await loadIslands() before rendering`);
    const identifierPrefix = islandIdPrefix(index++);
    const cacheKey = cache ? JSON.stringify([record.name, identifierPrefix, record.props, siteKey]) : "";
    const kept = cache?.get(cacheKey);
    if (kept !== undefined) return kept;
    const rendered = renderToString(
      <IslandFrame site={site}>
        <Component {...record.props} />
      </IslandFrame>,
      { identifierPrefix },
    );
    if (cache) {
      if (cache.size >= ISLAND_CACHE_LIMIT) cache.clear();
      cache.set(cacheKey, rendered);
    }
    return rendered;
  });
}
