/**
 * The browser's search: the engine (its own chunk) and the index file load once, on the first query the browser
 * runs itself, and both stay for the visit. The service worker precaches both, so this works offline.
 */
import type { SearchIndex, SearchResult } from "@tupelo-medicare/site-search";
import type * as SiteSearch from "@tupelo-medicare/site-search";
import { SEARCH_INDEX_FILE } from "../../app/search-path.js";

export interface SearchAnswer {
  results: SearchResult[];
  suggestion: string | null;
}

export type SearchRunner = (query: string) => Promise<SearchAnswer>;

/** Results per page of results. */
export const RESULT_LIMIT = 20;

/** A runner over the index at `indexUrl`; a failed load is forgotten, so the next query tries again. */
export function createSearchRunner(
  indexUrl = `/${SEARCH_INDEX_FILE}`,
  fetcher: typeof fetch = (...args) => fetch(...args),
): SearchRunner {
  let loading: Promise<{ index: SearchIndex; engine: typeof SiteSearch }> | undefined;
  const load = () =>
    (loading ??= Promise.all([
      import("@tupelo-medicare/site-search"),
      fetcher(indexUrl).then((response) => {
        if (!response.ok) throw new Error(`The search index answered ${response.status}`);
        return response.text();
      }),
    ]).then(([engine, text]) => ({ engine, index: engine.loadSearchIndex(text) })));
  return async (query) => {
    let loaded;
    try {
      loaded = await load();
    } catch (error) {
      loading = undefined;
      throw error;
    }
    const results = loaded.engine.search(loaded.index, query, { limit: RESULT_LIMIT });
    return { results, suggestion: results.length === 0 ? loaded.engine.suggest(loaded.index, query) : null };
  };
}
