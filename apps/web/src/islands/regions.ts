/**
 * Every request-time region of the site, described once: which island it holds, whether a request asks for it (from
 * the path and query alone, before any file is read), and the island's props for that request. The prerender puts
 * each region's island between two empty <template> markers (`<IslandRegion>`, island-region.tsx); on request the
 * server's one middleware (server/region-pages.ts) reads the prerendered page once and the SSR bundle's fillRegions
 * (fill-regions.tsx) renders again every region the request asks for; the island hydrates those props as it would
 * the prerendered ones. A region with no `asks` is filled only by its no-script post (the contact form, the guide
 * request). This module holds no component: the server imports it as it is.
 */
import type { SearchIndex } from "@tupelo-medicare/site-search";
import type { IslandName, IslandPropsOf } from "./islands.js";
import { search, suggest } from "@tupelo-medicare/site-search";
import { SEARCH_PATH } from "../app/search-path.js";
import {
  askedCalculators,
  MAX_MONEY_QUERY_LENGTH,
  MONEY_FIELDS,
  moneyFieldsFromQuery,
} from "../calculators/money-query.js";
import { FIELD_NAMES, fieldsFromQuery } from "../timeline/timeline-query.js";
import { officeToday } from "../timeline/office-today.js";

/** What a region's props may read of the request. */
export interface RegionRequest {
  /** The address asked for. */
  url: URL;
  /** When the request came. */
  now: Date;
  /** The site's search index, read by the server (search-index.json). */
  searchIndex: () => Promise<SearchIndex>;
}

export interface RegionDefinition<N extends IslandName = IslandName> {
  /** The island between the region's markers. */
  island: N;
  /** What the server's one log line says when it cannot answer: `[log] failure: error` (never the query). */
  log: string;
  failure: string;
  /** Query parameters that hold personal input: an address holding any is answered no-store, whatever answers it. */
  personal: readonly string[];
  /** Whether a GET asks for the region; absent: only the region's no-script post fills it. */
  asks?: (url: URL) => boolean;
  /** The island's props for a request that asks for the region, from the props it was prerendered with. */
  props?: (prerendered: IslandPropsOf<N>, request: RegionRequest) => IslandPropsOf<N> | Promise<IslandPropsOf<N>>;
  /** The page around the filled region, for the props it shows (search's title). */
  page?: (html: string, props: IslandPropsOf<N>) => string;
}

const region = <N extends IslandName>(definition: RegionDefinition<N>): RegionDefinition<N> => definition;

/** The longest query answered, in UTF-16 code units (longer ones are cut; the search box and the island cut at 200 too). */
export const MAX_QUERY_LENGTH = 200;
/** Results on the server's page. */
export const SERVER_RESULT_LIMIT = 20;
/** The longest query string read, in UTF-16 code units (a timeline's is under 100; the rest is cut). */
export const MAX_TIMELINE_QUERY_LENGTH = 1024;

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

const timelineFieldsOf = (url: URL) => fieldsFromQuery(url.search.slice(0, MAX_TIMELINE_QUERY_LENGTH));

export const REGIONS = {
  // /search?q=…: the query's results ("did you mean" when there are none), and the query in the title.
  search: region({
    island: "search",
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
  }),
  // 'Your Medicare timeline' wherever it is embedded, asked for a timeline (?dob=…, or the form's own names): its
  // dates as of today in the office's time zone, or the form's messages under its fields.
  timeline: region({
    island: "timeline-tool",
    log: "timeline",
    failure: "a timeline is answered in the browser instead",
    personal: ["dob", "coverageEnds", ...Object.values(FIELD_NAMES)],
    asks: (url) => timelineFieldsOf(url).asked,
    props: (prerendered, request) => ({
      tool: prerendered.tool,
      initial: { fields: timelineFieldsOf(request.url).fields, today: officeToday(request.now) },
    }),
  }),
  // The Medicare money calculators wherever they are embedded: each one the query asks for (?magi=…) shows its answer
  // or its fields' messages; the others stay as prerendered.
  money: region({
    island: "money-calculator",
    log: "calculators",
    failure: "a calculator is answered in the browser instead",
    personal: Object.values(MONEY_FIELDS).flat(),
    asks: (url) => askedCalculators(url.search.slice(0, MAX_MONEY_QUERY_LENGTH)).length > 0,
    props: (prerendered, request) => {
      const search = request.url.search.slice(0, MAX_MONEY_QUERY_LENGTH);
      const { fields, asked } = moneyFieldsFromQuery(prerendered.calculator.kind, search);
      return asked ? { calculator: prerendered.calculator, initial: { fields } } : prerendered;
    },
  }),
  // The contact form and the guide request: filled by their no-script posts (server/contact-form-post.ts,
  // lead-form-post.ts) with the answer to the post.
  contact: region({ island: "contact-form", log: "contact", failure: "", personal: [] }),
  guide: region({ island: "lead-form", log: "guide", failure: "", personal: [] }),
};

export type RegionName = keyof typeof REGIONS;

/** A set of regions (the site's REGIONS; a test's own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any island's region
export type Regions = Readonly<Record<string, RegionDefinition<any>>>;

/** The regions a GET of `url` asks for, in registry order. */
export function regionsAskedBy(url: URL, regions: Regions = REGIONS): string[] {
  return Object.keys(regions).filter((name) => regions[name]!.asks?.(url) === true);
}

/** Every query parameter that holds a visitor's personal input, of every region. */
export const PERSONAL_QUERY_NAMES: ReadonlySet<string> = new Set(
  Object.values<Regions[string]>(REGIONS).flatMap((definition) => definition.personal),
);
