import MiniSearch from "minisearch";
import type { AsPlainObject } from "minisearch";
import { SEARCH_INDEX_VERSION } from "./constants.js";
import { createMiniSearch, engines, MINISEARCH_OPTIONS } from "./internal/engine.js";
import { buildSynonymLookup } from "./internal/query-plan.js";
import { DEFAULT_SYNONYMS } from "./synonyms.js";
import type {
  CreateSearchIndexOptions,
  LoadSearchIndexOptions,
  SearchDocument,
  SearchIndexJson,
  StoredDocument,
} from "./types.js";

/** A loaded index, ready for search() and suggest(). */
export interface SearchIndex {
  readonly version: number;
  readonly documentCount: number;
}

/** The start of a text, at most `max` characters, cut at a word boundary. */
function leadText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : clean.slice(0, max)).trim();
}

/** Indexes the documents (the whole body) and returns the serialisable index with their display fields. */
export function createSearchIndex(
  documents: readonly SearchDocument[],
  options: CreateSearchIndexOptions = {},
): SearchIndexJson {
  checkIds(documents);
  const miniSearch = createMiniSearch();
  miniSearch.addAll(documents);
  return indexJson(miniSearch, documents, options);
}

/**
 * createSearchIndex that yields to the event loop between chunks of documents (MiniSearch's addAllAsync), for a
 * server that builds the index while it answers visitors: the same index, the same file.
 */
export async function createSearchIndexAsync(
  documents: readonly SearchDocument[],
  options: CreateSearchIndexOptions & { chunkSize?: number } = {},
): Promise<SearchIndexJson> {
  checkIds(documents);
  const miniSearch = createMiniSearch();
  await miniSearch.addAllAsync(documents, { chunkSize: options.chunkSize ?? 25 });
  return indexJson(miniSearch, documents, options);
}

function checkIds(documents: readonly SearchDocument[]): void {
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document.id)) throw new Error(`Two search documents have the id '${document.id}'.`);
    seen.add(document.id);
  }
}

function indexJson(
  miniSearch: ReturnType<typeof createMiniSearch>,
  documents: readonly SearchDocument[],
  options: CreateSearchIndexOptions,
): SearchIndexJson {
  const excerptSourceLength = options.excerptSourceLength ?? 600;
  const stored = documents.map((document): StoredDocument => {
    const entry: StoredDocument = {
      id: document.id,
      kind: document.kind,
      title: document.title,
      url: document.url,
      text: leadText(document.body, excerptSourceLength),
    };
    if (document.date) entry.date = document.date;
    if (document.description?.trim()) entry.description = document.description.trim();
    return entry;
  });
  return { version: SEARCH_INDEX_VERSION, documents: stored, index: miniSearch.toJSON() };
}

/** Loads an index made by createSearchIndex (the object or its JSON text). A file of another version is an error. */
export function loadSearchIndex(json: SearchIndexJson | string, options: LoadSearchIndexOptions = {}): SearchIndex {
  const data = (typeof json === "string" ? JSON.parse(json) : json) as Partial<SearchIndexJson> | null;
  if (!data || typeof data !== "object" || !Array.isArray(data.documents) || !data.index) {
    throw new Error("This is not a search index file: build it with createSearchIndex.");
  }
  if (data.version !== SEARCH_INDEX_VERSION) {
    throw new Error(
      `The search index is version ${String(data.version)}; this package reads version ${SEARCH_INDEX_VERSION}. Rebuild the index.`,
    );
  }
  const miniSearch = MiniSearch.loadJS<SearchDocument>(data.index as AsPlainObject, MINISEARCH_OPTIONS);
  const index: SearchIndex = Object.freeze({ version: data.version, documentCount: data.documents.length });
  engines.set(index, {
    miniSearch,
    documents: new Map(data.documents.map((document) => [document.id, document])),
    synonyms: buildSynonymLookup(options.synonyms ?? DEFAULT_SYNONYMS),
  });
  return index;
}
