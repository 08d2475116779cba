/**
 * Server only: fills each island marker of a rendered page with the island's own render (its own React root). The
 * islands' code must be loaded first (loadIslands: renderPage does it).
 */
import { renderToString } from "react-dom/server";
import type { ComponentType } from "react";
import type { SiteIdentity } from "../app/site-identity.js";
import { loadedIsland } from "./islands.js";
import { islandIdPrefix } from "./island-ids.js";
import { ISLAND_MARKER } from "./island.js";
import type { IslandCollector } from "./island.js";
import { IslandFrame } from "./island-frame.js";

export function renderIslands(html: string, collector: IslandCollector, site: SiteIdentity): string {
  let index = 0;
  return html.replace(ISLAND_MARKER, (_marker, key: string) => {
    const record = collector.records.get(key);
    if (!record) throw new Error(`The island marked ${key} was not recorded during the render`);
    const Component = loadedIsland(record.name) as ComponentType<object> | undefined;
    if (!Component)
      throw new Error(`The ${record.name} island's code is not loaded: await loadIslands() before rendering`);
    return renderToString(
      <IslandFrame site={site}>
        <Component {...record.props} />
      </IslandFrame>,
      { identifierPrefix: islandIdPrefix(index++) },
    );
  });
}
