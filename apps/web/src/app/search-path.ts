/** The site search page; the header's form sends `?q=…` here. */
export const SEARCH_PATH = "/search";
/** The search index, written by the build and every regeneration that changes what it holds. */
export const SEARCH_INDEX_FILE = "search-index.json";
