/** A query's terms, grouped where a synonym or misspelling phrase matched. */
import { tokenize } from "../tokenize.js";
import type { Synonyms } from "../types.js";

/** A phrase that can stand for a query phrase, and how much its matches count (a correction 1, a synonym less). */
export interface Alternative {
  terms: string[];
  weight: number;
}

/** One position of the query: its own terms, and other phrases (as terms) that mean the same. */
export interface QueryPart {
  terms: string[];
  alternatives: Alternative[];
}

export interface SynonymLookup {
  /** Phrase key (terms joined by a space) -> the other phrases of its groups and its corrections. */
  byPhrase: Map<string, Alternative[]>;
  longest: number;
}

/** How much a synonym's matches count against the words typed: less, so a page about the words typed wins. */
export const SYNONYM_WEIGHT = 0.6;

const key = (terms: readonly string[]): string => terms.join(" ");

/** Normalises every phrase the way queries are, so "Part D" and "part d" are one key. */
export function buildSynonymLookup(synonyms: Synonyms): SynonymLookup {
  const byPhrase = new Map<string, Alternative[]>();
  let longest = 1;
  const add = (from: string[], to: string[], weight: number) => {
    if (from.length === 0 || to.length === 0 || key(from) === key(to)) return;
    const list = byPhrase.get(key(from)) ?? [];
    const existing = list.find((alternative) => key(alternative.terms) === key(to));
    if (existing) existing.weight = Math.max(existing.weight, weight);
    else list.push({ terms: to, weight });
    byPhrase.set(key(from), list);
    longest = Math.max(longest, from.length);
  };
  for (const group of synonyms.groups) {
    const phrases = group.map(tokenize).filter((terms) => terms.length > 0);
    for (const from of phrases) for (const to of phrases) add(from, to, SYNONYM_WEIGHT);
  }
  for (const [wrong, right] of Object.entries(synonyms.misspellings)) {
    const from = tokenize(wrong);
    const to = tokenize(right);
    add(from, to, 1);
    // A misspelling also reaches the correct phrase's synonyms ("irma" -> "irmaa" -> "income related ...").
    for (const further of byPhrase.get(key(to)) ?? []) add(from, further.terms, further.weight);
  }
  return { byPhrase, longest };
}

/** Splits query terms into parts, taking the longest synonym phrase at each position. */
export function planQuery(terms: readonly string[], lookup: SynonymLookup): QueryPart[] {
  const parts: QueryPart[] = [];
  let index = 0;
  while (index < terms.length) {
    let matched: QueryPart | undefined;
    for (let length = Math.min(lookup.longest, terms.length - index); length >= 1; length -= 1) {
      const phrase = terms.slice(index, index + length);
      const alternatives = lookup.byPhrase.get(key(phrase));
      if (alternatives) {
        matched = { terms: phrase, alternatives };
        break;
      }
    }
    matched ??= { terms: [terms[index]!], alternatives: [] };
    parts.push(matched);
    index += matched.terms.length;
  }
  return parts;
}
