/** What a search result is: drives the result's label and icon in a UI. */
export type SearchDocumentKind = "article" | "guide" | "video" | "page";

/** One page of the site as the index sees it. */
export interface SearchDocument {
  /** Unique and stable (a content entry id). */
  id: string;
  kind: SearchDocumentKind;
  title: string;
  /** The page's path on the site, e.g. /blog/what-is-irmaa. */
  url: string;
  /** ISO 8601 date (published, uploaded or updated). */
  date?: string;
  description?: string;
  keywords: string[];
  headings: string[];
  /** The page's full plain text (indexed whole; only its start is stored for excerpts). */
  body: string;
}

/** The fields of a document kept in the index file for showing results. */
export interface StoredDocument {
  id: string;
  kind: SearchDocumentKind;
  title: string;
  url: string;
  date?: string;
  description?: string;
  /** The start of the body, cut at a word boundary: the source of excerpts. */
  text: string;
}

/** The serialisable index: JSON.stringify it at build time, give it to loadSearchIndex in the browser. */
export interface SearchIndexJson {
  version: number;
  documents: StoredDocument[];
  /** MiniSearch's own serialised index (`toJSON()`). */
  index: unknown;
}

/** A part of an excerpt; `match: true` parts are the searched words (wrap them in <mark> as text, never as HTML). */
export interface ExcerptSegment {
  text: string;
  match: boolean;
}

export interface SearchResult {
  id: string;
  kind: SearchDocumentKind;
  title: string;
  url: string;
  date?: string;
  description?: string;
  score: number;
  excerpt: ExcerptSegment[];
}

/** Query-time equivalents: `groups` of interchangeable phrases, and one-way `misspellings` to their correct phrase. */
export interface Synonyms {
  groups: ReadonlyArray<readonly string[]>;
  misspellings: Readonly<Record<string, string>>;
}

export interface CreateSearchIndexOptions {
  /** Characters of body stored per document for excerpts (the full body is indexed either way). @defaultValue 600 */
  excerptSourceLength?: number;
}

export interface LoadSearchIndexOptions {
  /** @defaultValue DEFAULT_SYNONYMS */
  synonyms?: Synonyms;
}

export interface SearchOptions {
  /** @defaultValue 20 */
  limit?: number;
  /** Only these kinds of document. */
  kinds?: readonly SearchDocumentKind[];
  /** Characters of excerpt, roughly. @defaultValue 180 */
  excerptLength?: number;
}
