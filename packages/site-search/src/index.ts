export { createSearchIndex, createSearchIndexAsync, loadSearchIndex } from "./search-index.js";
export type { SearchIndex } from "./search-index.js";
export {
  search,
  suggest,
  fuzzyDistance,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TERMS,
  MAX_TERM_LENGTH,
  MAX_SUGGEST_EDITS,
} from "./search.js";
export { DEFAULT_SYNONYMS, extendSynonyms } from "./synonyms.js";
export { tokenize, STOP_WORDS } from "./tokenize.js";
export { highlight } from "./excerpt.js";
export { FIELD_BOOSTS, SEARCH_INDEX_VERSION } from "./constants.js";
export type {
  CreateSearchIndexOptions,
  ExcerptSegment,
  LoadSearchIndexOptions,
  SearchDocument,
  SearchDocumentKind,
  SearchIndexJson,
  SearchOptions,
  SearchResult,
  StoredDocument,
  Synonyms,
} from "./types.js";
