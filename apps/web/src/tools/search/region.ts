/**
 * /search?q=…'s region: the query's results ("did you mean" when there are none) in the search island, and the query
 * in the page's title. The query is cut to MAX_QUERY_LENGTH and reaches the page only as text (escaped, never as a
 * replacement pattern).
 */
import { search, suggest } from "@tupelo-medicare/site-search";
import { SEARCH_PATH } from "../../app/search-path.js";
import type { RegionEntry } from "../region-entry.js";
import type { SearchIslandProps } from "./search-island.js";

/** The longest query answered, in UTF-16 code units (longer ones are cut; the search box and the island cut at 200 too). */
export const MAX_QUERY_LENGTH = 200;
/** Results on the server's page. */
export const SERVER_RESULT_LIMIT = 20;

/** The query of /search?q=… as the server answers it: trimmed and cut ("" for none). */
export const searchQueryOf = (url: URL): string => (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The title of /search for a query: "Search results for “…”" (escaped), or "Search" for none. */
export function withSearchTitle(html: string, query: string): string {
  const title = query ? escapeHtml(`Search results for “${query}”`) : "Search";
  // A function replacer: the query's `$&`, `$'`, `` $` `` or `$1` stay text (a string would be read as patterns).
  return html.replace(/<title>Search(?= \||<)/, () => `<title>${title}`);
}

export const searchRegion: RegionEntry<SearchIslandProps> = {
  log: "search",
  failure: "a query is answered in the browser instead",
  personal: ["q"],
  asks: (url) => url.pathname === SEARCH_PATH && searchQueryOf(url) !== "",
  props: async (_prerendered, request) => {
    const query = searchQueryOf(request.url);
    const index = await request.searchIndex();
    const results = search(index, query, { limit: SERVER_RESULT_LIMIT });
    return { query, results, suggestion: results.length === 0 ? suggest(index, query) : null };
  },
  page: (html, props) => withSearchTitle(html, props.query),
};
