/**
 * Where the search island sits on /search, between two empty <template> markers: the server swaps what lies between
 * them for the island filled with a query's results (see fillSearchRegion), without rendering the whole page again.
 */
import { renderToString } from "react-dom/server";
import { Island } from "../islands/island.js";
import { ISLANDS } from "../islands/islands.js";
import type { SearchIslandProps } from "../islands/search-island.js";
import SearchIsland from "../islands/search-island.js";
import { IslandFrame } from "../islands/island-frame.js";
import { islandIdPrefix } from "../islands/island-ids.js";
import { bootOf } from "../app/boot.js";

const START = '<template data-search-region="start"></template>';
const END = '<template data-search-region="end"></template>';

export const EMPTY_SEARCH: SearchIslandProps = { query: "", results: null, suggestion: null };

export function SearchRegion() {
  return (
    <>
      <template data-search-region="start" />
      <Island name="search" props={EMPTY_SEARCH} />
      <template data-search-region="end" />
    </>
  );
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The prerendered /search page with the island showing `props` (a query's results) and the title naming the query;
 * the island shows the business the page was rendered with (its boot data).
 * Throws when the page has no search region (a build from before search).
 */
export function fillSearchRegion(shell: string, props: SearchIslandProps): string {
  const start = shell.indexOf(START);
  const end = shell.indexOf(END, start);
  if (start < 0 || end < 0) throw new Error("The /search page has no search region");
  // The island's React ids follow document order, as in the prerender.
  const order = shell.slice(0, start).split("data-island=").length - 1;
  const inner = renderToString(
    <IslandFrame site={bootOf(shell).site}>
      <SearchIsland {...props} />
    </IslandFrame>,
    { identifierPrefix: islandIdPrefix(order) },
  );
  const island = `<div data-island="search" data-hydrate="${ISLANDS.search.hydrate}" data-props="${escapeHtml(JSON.stringify(props))}" class="contents">${inner}</div>`;
  const title = props.query ? escapeHtml(`Search results for “${props.query}”`) : "Search";
  // A function replacer: the query's `$&`, `$'`, `` $` `` or `$1` stay text (a string would be read as patterns).
  return (shell.slice(0, start + START.length) + island + shell.slice(end)).replace(
    /<title>Search(?= \||<)/,
    () => `<title>${title}`,
  );
}
