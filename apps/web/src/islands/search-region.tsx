/**
 * Where the search island sits on /search, between two empty <template> markers: the server swaps what lies between
 * them for the island filled with a query's results (see fillSearchRegion), without rendering the whole page again.
 */
import { fillIslandRegions } from "./fill-island-regions.js";
import { IslandRegion, SEARCH_REGION } from "./island-region.js";
import { withSearchTitle } from "../tools/search/region.js";
import type { SearchIslandProps } from "../tools/search/search-island.js";
import SearchIsland from "../tools/search/search-island.js";

export const EMPTY_SEARCH: SearchIslandProps = { query: "", results: null, suggestion: null };

export function SearchRegion() {
  return <IslandRegion region={SEARCH_REGION} name="search" props={EMPTY_SEARCH} />;
}

/**
 * The prerendered /search page with the island showing `props` (a query's results) and the title naming the query;
 * the island shows the business the page was rendered with (its boot data).
 * Throws when the page has no search region (a build from before search).
 */
export function fillSearchRegion(shell: string, props: SearchIslandProps): string {
  return withSearchTitle(
    fillIslandRegions(shell, SEARCH_REGION, SearchIsland, () => props),
    props.query,
  );
}
