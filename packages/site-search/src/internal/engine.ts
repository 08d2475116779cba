/** The MiniSearch set-up shared by building and loading, and the loaded state behind a SearchIndex. */
import MiniSearch from "minisearch";
import type { Options } from "minisearch";
import { FIELD_BOOSTS } from "../constants.js";
import { tokenize } from "../tokenize.js";
import type { SearchDocument, StoredDocument } from "../types.js";
import type { SynonymLookup } from "./query-plan.js";

export type IndexedField = keyof typeof FIELD_BOOSTS;

export const FIELDS = Object.keys(FIELD_BOOSTS) as IndexedField[];

export const MINISEARCH_OPTIONS: Options<SearchDocument> = {
  fields: FIELDS,
  storeFields: [],
  extractField: (document, field) => {
    const value = (document as unknown as Record<string, unknown>)[field];
    if (Array.isArray(value)) return value.join("\n");
    return typeof value === "string" ? value : field === "id" ? String(value) : "";
  },
  tokenize: (text) => tokenize(text),
  processTerm: (term) => term,
};

export interface Engine {
  miniSearch: MiniSearch<SearchDocument>;
  documents: Map<string, StoredDocument>;
  synonyms: SynonymLookup;
  /** Index term -> the word as most often written in the stored text (for "did you mean"). */
  surfaceForms?: Map<string, string>;
}

export const engines = new WeakMap<object, Engine>();

export function createMiniSearch(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>(MINISEARCH_OPTIONS);
}
