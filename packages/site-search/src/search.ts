import type { Query } from "minisearch";
import { FIELD_BOOSTS } from "./constants.js";
import { engines } from "./internal/engine.js";
import type { Engine } from "./internal/engine.js";
import { planQuery } from "./internal/query-plan.js";
import type { QueryPart } from "./internal/query-plan.js";
import { excerpt } from "./excerpt.js";
import type { SearchIndex } from "./search-index.js";
import { foldCase, termSpans, tokenize } from "./tokenize.js";
import type { SearchOptions, SearchResult } from "./types.js";

/**
 * The ceilings of one query's work (a search box is not a document): longer queries are cut to MAX_QUERY_LENGTH,
 * only the first MAX_QUERY_TERMS terms count, each cut to MAX_TERM_LENGTH letters (no word of the site is longer;
 * a fuzzy match's cost grows with the term), and "did you mean" looks at most MAX_SUGGEST_EDITS edits away.
 */
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_TERMS = 6;
export const MAX_TERM_LENGTH = 24;
export const MAX_SUGGEST_EDITS = 2;

const capTerm = (term: string): string => (term.length > MAX_TERM_LENGTH ? term.slice(0, MAX_TERM_LENGTH) : term);

/** Typos allowed in a term: none up to 3 letters, 1 for 4-6, 2 from 7; none in numbers ("2025" is not "2026"). */
export function fuzzyDistance(term: string): number {
  if (/\d/.test(term) || term.length <= 3) return 0;
  return term.length <= 6 ? 1 : 2;
}

const identity = (value: string): string => value;
const oneTerm = (value: string): string[] => [value];

function engineOf(index: SearchIndex): Engine {
  const engine = engines.get(index);
  if (!engine) throw new Error("Not a search index: load it with loadSearchIndex.");
  return engine;
}

function queryTerms(query: string): string[] {
  return tokenize(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_TERMS).map(capTerm);
}

/** One term as its own query: fuzzy by length, prefix only for the last typed term (2+ letters, not a number). */
function termQuery(term: string, options: { last: boolean; exact: boolean }): Query {
  return {
    queries: [term],
    tokenize: oneTerm,
    processTerm: identity,
    fuzzy: options.exact ? false : fuzzyDistance(term),
    prefix: !options.exact && options.last && term.length >= 2 && !/^\d+$/.test(term),
  };
}

function phraseQuery(terms: readonly string[], lastIsTyped: boolean, exact: boolean): Query {
  const queries = terms.map((term, i) => termQuery(term, { last: lastIsTyped && i === terms.length - 1, exact }));
  return queries.length === 1 ? queries[0]! : { combineWith: "AND", queries };
}

interface PartHit {
  score: number;
  terms: Set<string>;
  /** The part matched in the title. */
  inTitle: boolean;
}

/** A document whose title holds every part of the query counts this much more: the page named for the query wins. */
const WHOLE_TITLE_BONUS = 1.5;

/**
 * The documents matching one part of the query: its own phrase (typo-tolerant) or any alternative (exact). A
 * document scores its best match, not the sum, so a page full of synonyms does not beat the page on the words typed.
 */
function matchPart(engine: Engine, part: QueryPart, isLastPart: boolean): Map<string, PartHit> {
  const hits = new Map<string, PartHit>();
  const runs = [
    { terms: part.terms, weight: 1, exact: false },
    ...part.alternatives.map((alternative) => ({ ...alternative, exact: true })),
  ];
  for (const run of runs) {
    // MiniSearch multiplies a score by the number of query terms matched; undo it, then put phrases of different
    // lengths on one scale.
    const scale = (run.weight * part.terms.length) / run.terms.length;
    for (const hit of engine.miniSearch.search(phraseQuery(run.terms, isLastPart && !run.exact, run.exact), {
      boost: { ...FIELD_BOOSTS },
    })) {
      const id = String(hit.id);
      const score = (hit.score / Math.max(1, hit.queryTerms.length)) * scale;
      const titleTerms = Object.values(hit.match).filter((fields) => fields.includes("title")).length;
      const inTitle = titleTerms >= run.terms.length;
      const existing = hits.get(id);
      if (existing) {
        existing.score = Math.max(existing.score, score);
        existing.inTitle ||= inTitle;
        for (const term of hit.terms) existing.terms.add(term);
      } else hits.set(id, { score, terms: new Set(hit.terms), inTitle });
    }
  }
  return hits;
}

/**
 * Parts combined: AND keeps documents matching every part, OR any. The score is the parts' sum times the number
 * of parts matched, times WHOLE_TITLE_BONUS when the title matched them all.
 */
function combine(
  parts: ReadonlyArray<Map<string, PartHit>>,
  combineWith: "AND" | "OR",
): Array<{ id: string; score: number; terms: Set<string> }> {
  const totals = new Map<string, { score: number; terms: Set<string>; parts: number; inTitle: number }>();
  for (const part of parts) {
    for (const [id, hit] of part) {
      const total = totals.get(id) ?? { score: 0, terms: new Set<string>(), parts: 0, inTitle: 0 };
      total.score += hit.score;
      total.parts += 1;
      if (hit.inTitle) total.inTitle += 1;
      for (const term of hit.terms) total.terms.add(term);
      totals.set(id, total);
    }
  }
  return [...totals]
    .filter(([, total]) => combineWith === "OR" || total.parts === parts.length)
    .map(([id, total]) => ({
      id,
      score: total.score * total.parts * (total.inTitle === parts.length ? WHOLE_TITLE_BONUS : 1),
      terms: total.terms,
    }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/**
 * The documents matching a query, best first. All terms must match (AND); when that finds nothing, any term may
 * (OR). Terms are typo-tolerant by length, the last one also matches as a prefix, and synonyms count as the term.
 */
export function search(index: SearchIndex, query: string, options: SearchOptions = {}): SearchResult[] {
  const engine = engineOf(index);
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const parts = planQuery(terms, engine.synonyms);
  const partHits = parts.map((part, i) => matchPart(engine, part, i === parts.length - 1));
  let found = combine(partHits, "AND");
  if (found.length === 0 && parts.length > 1) found = combine(partHits, "OR");
  const kinds = options.kinds ? new Set(options.kinds) : null;
  const limit = Math.max(0, Math.trunc(options.limit ?? 20));
  const results: SearchResult[] = [];
  for (const hit of found) {
    if (results.length >= limit) break;
    const document = engine.documents.get(hit.id);
    if (!document || (kinds && !kinds.has(document.kind))) continue;
    const fromText = excerpt(document.text, hit.terms, options.excerptLength);
    const useDescription =
      !fromText.some((segment) => segment.match) &&
      document.description !== undefined &&
      termSpans(document.description).some((span) => hit.terms.has(span.term));
    const result: SearchResult = {
      id: document.id,
      kind: document.kind,
      title: document.title,
      url: document.url,
      score: hit.score,
      excerpt: useDescription ? excerpt(document.description!, hit.terms, options.excerptLength) : fromText,
    };
    if (document.date) result.date = document.date;
    if (document.description) result.description = document.description;
    results.push(result);
  }
  return results;
}

/** Levenshtein distance, for ranking "did you mean" candidates. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

function surfaceForms(engine: Engine): Map<string, string> {
  if (engine.surfaceForms) return engine.surfaceForms;
  const counts = new Map<string, Map<string, number>>();
  for (const document of engine.documents.values()) {
    for (const text of [document.title, document.description ?? "", document.text]) {
      for (const span of termSpans(text)) {
        const word = foldCase(text.slice(span.start, span.end));
        const forms = counts.get(span.term) ?? new Map<string, number>();
        forms.set(word, (forms.get(word) ?? 0) + 1);
        counts.set(span.term, forms);
      }
    }
  }
  const forms = new Map<string, string>();
  for (const [term, words] of counts) forms.set(term, [...words].sort((a, b) => b[1] - a[1])[0]![0]);
  engine.surfaceForms = forms;
  return forms;
}

/**
 * Wider than search's typo tolerance for short words (suggestions are for the queries that search could not
 * rescue), never more than MAX_SUGGEST_EDITS: the work of a fuzzy lookup grows steeply with its distance.
 */
const suggestDistance = (term: string): number =>
  /\d/.test(term) ? 0 : Math.min(MAX_SUGGEST_EDITS, term.length <= 3 ? 1 : 2);

/**
 * A corrected query for "did you mean", or null: each word the index does not know is replaced by the closest
 * indexed word (fewest edits, then most documents). Only offered when the corrected query finds something.
 */
export function suggest(index: SearchIndex, query: string): string | null {
  const engine = engineOf(index);
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const spans = termSpans(text)
    .slice(0, MAX_QUERY_TERMS)
    .map((span) => ({ ...span, term: capTerm(span.term) }));
  if (spans.length === 0) return null;
  const forms = surfaceForms(engine);
  let suggestion = "";
  let at = 0;
  let changed = false;
  for (const span of spans) {
    const exact = engine.miniSearch.search({ queries: [span.term], tokenize: oneTerm, processTerm: identity });
    let replacement: string | null = null;
    if (exact.length === 0) {
      const distance = suggestDistance(span.term);
      const candidates = new Map<string, number>();
      if (distance > 0) {
        const near = engine.miniSearch.search({
          queries: [span.term],
          tokenize: oneTerm,
          processTerm: identity,
          fuzzy: distance,
          maxFuzzy: distance,
        });
        for (const hit of near) for (const term of hit.terms) candidates.set(term, (candidates.get(term) ?? 0) + 1);
      }
      const best = [...candidates]
        .map(([term, documents]) => ({ term, documents, edits: editDistance(span.term, term) }))
        .sort((a, b) => a.edits - b.edits || b.documents - a.documents)[0];
      if (best) replacement = forms.get(best.term) ?? best.term;
    }
    suggestion += text.slice(at, span.start) + (replacement ?? text.slice(span.start, span.end));
    at = span.end;
    if (replacement !== null) changed = true;
  }
  suggestion = (suggestion + text.slice(at)).replace(/\s+/g, " ").trim();
  if (!changed) return null;
  return search(index, suggestion, { limit: 1 }).length > 0 ? suggestion : null;
}
