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

/**
 * The start of a text, at most `max` characters, cut at a word boundary. Only a prefix is cleaned when it is long
 * enough (whitespace runs shrink it; a post's body can be long): the same result as cleaning the whole text.
 */
export function leadText(text: string, max: number): string {
  const window = 4 * max + 16;
  if (text.length > window) {
    const start = text.slice(0, window).replace(/\s+/g, " ").trimStart();
    // Longer than max + 1 once cleaned, the prefix decides the cut (the end it lacks lies past it).
    if (start.length > max + 1) return cutLead(start, max);
  }
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  return cutLead(clean, max);
}

function cutLead(clean: string, max: number): string {
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
 * createSearchIndex that yields to the event loop between chunks of documents (MiniSearch's addAllAsync, then the
 * display fields), for a server that builds the index while it answers visitors: the same index, the same file.
 * A chunk of 10 documents keeps each turn of the loop to some milliseconds on a 1,000-post site.
 */
export async function createSearchIndexAsync(
  documents: readonly SearchDocument[],
  options: CreateSearchIndexOptions & { chunkSize?: number } = {},
): Promise<SearchIndexJson> {
  checkIds(documents);
  const chunkSize = options.chunkSize ?? 10;
  const miniSearch = createMiniSearch();
  await miniSearch.addAllAsync(documents, { chunkSize });
  const excerptSourceLength = options.excerptSourceLength ?? 600;
  const stored: StoredDocument[] = [];
  for (let start = 0; start < documents.length; start += chunkSize) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const document of documents.slice(start, start + chunkSize))
      stored.push(storedDocument(document, excerptSourceLength));
  }
  return indexJsonOf(miniSearch, stored);
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
  return indexJsonOf(
    miniSearch,
    documents.map((document) => storedDocument(document, excerptSourceLength)),
  );
}

/** The index file's object: its version, the documents' display fields and MiniSearch's index. */
function indexJsonOf(miniSearch: ReturnType<typeof createMiniSearch>, stored: StoredDocument[]): SearchIndexJson {
  return { version: SEARCH_INDEX_VERSION, documents: stored, index: miniSearch.toJSON() };
}

/** What the index keeps of a document to show it: its title, address, date, description and lead text. */
function storedDocument(document: SearchDocument, excerptSourceLength: number): StoredDocument {
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
