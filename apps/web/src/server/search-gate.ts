/**
 * /search?q=…'s ceilings, around the answer region-pages.ts renders: a client (IPv4 address, IPv6 /64) may ask
 * SEARCH_RATE_LIMIT results pages a minute and its network (IPv4 /24, IPv6 /48) ten times that (beyond: 429 with
 * Retry-After and a short plain page); an answer is kept SEARCH_CACHE_TTL_MS for the same query
 * (SEARCH_CACHE_ENTRIES at most, least recently used dropped first), and forgotten at once when the index or the
 * /search page changes; past SEARCH_BUDGET_MS_PER_SECOND of rendering in a second, the prerendered page answers (its
 * island searches in the browser). The index (search-index.json) is read once and again whenever a regeneration
 * replaces it.
 */
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Context } from "hono";
import type { SearchIndex } from "@tupelo-medicare/site-search";
import { SEARCH_INDEX_FILE } from "../app/search-path.js";
import { searchQueryOf } from "../tools/search/region.js";
import type { EntryServer } from "./ssr-bundle.js";
import { rateLimitKey } from "./client-address.js";
import { createWindowLimiter, networkKey } from "./request-limits.js";

export { MAX_QUERY_LENGTH, SERVER_RESULT_LIMIT } from "../tools/search/region.js";

/** How long a results page is answered again from memory for the same query. */
export const SEARCH_CACHE_TTL_MS = 60_000;
/** Results pages kept (each its answer in the encodings asked for: about 6 KB brotli, 30 KB plain). */
export const SEARCH_CACHE_ENTRIES = 256;
/** A network (IPv4 /24, IPv6 /48) may ask this many times a client's limit. */
export const SEARCH_NETWORK_FACTOR = 10;
/**
 * The event loop's time results pages may take in any one second (search, "did you mean", render, compression):
 * past it, queries not kept in memory get the prerendered /search page (its island searches in the browser), so a
 * burst of searches from many addresses costs the site at most a quarter of its one thread.
 */
export const SEARCH_BUDGET_MS_PER_SECOND = 250;

export const SEARCH_LIMITED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Too many searches</title></head>
<body><main><h1>Too many searches just now</h1><p>Please wait a minute, then search again. Every page of the site can still be reached from the <a href="/">home page</a>.</p></main></body></html>
`;

export interface SearchGateOptions {
  /** The client's address (TRUST_PROXY applied), for the rate limit; null when unknown. */
  clientOf?: (context: Context) => string | null;
  /** Results pages a client may ask per minute (0: no limit). @defaultValue 0 */
  rateLimitPerMinute?: number;
  /** @defaultValue SEARCH_BUDGET_MS_PER_SECOND */
  budgetMsPerSecond?: number;
  now?: () => number;
}

/** Results pages rendered, answered again from memory, and left to the prerendered page past the time budget. */
export interface SearchStats {
  rendered: number;
  fromCache: number;
  overBudget: number;
}

export interface SearchGate {
  /** The answer for /search?q=… in `file` (the prerendered page), `render` rendering it when nothing kept answers. */
  (context: Context, file: string, render: () => Promise<Response | undefined>): Promise<Response | undefined>;
  /** The site's index, read again only when its file changed. */
  index(server: EntryServer): Promise<SearchIndex>;
  readonly stats: SearchStats;
}

interface CachedAnswer {
  at: number;
  /** The answer as sent, per encoding asked for. */
  bodies: Map<string, { body: Uint8Array<ArrayBuffer>; headers: [string, string][]; status: number }>;
}

/** Which of renderedPageResponse's encodings an Accept-Encoding gets (the cache keeps one answer per encoding). */
function encodingOf(context: Context): string {
  const accepts = context.req.header("accept-encoding") ?? "";
  return /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : "identity";
}

const stampOf = async (file: string) => {
  const info = await stat(file);
  return `${info.mtimeMs}:${info.size}:${info.ino}`;
};

export function createSearchGate(
  clientDir: string,
  options: SearchGateOptions & { log?: (message: string, context?: Context) => void },
): SearchGate {
  const indexFile = join(clientDir, SEARCH_INDEX_FILE);
  const now = options.now ?? Date.now;
  let cached: { stamp: string; index: SearchIndex } | undefined;
  // Answers by query, least recently used first (a Map keeps insertion order; a hit is moved to the end).
  const answers = new Map<string, CachedAnswer>();
  let answersStamp = "";
  const perMinute = options.rateLimitPerMinute ?? 0;
  const clients = createWindowLimiter({ perMinute, now });
  const networks = createWindowLimiter({ perMinute: perMinute * SEARCH_NETWORK_FACTOR, now });

  const limited = (context: Context): Response | undefined => {
    if (perMinute <= 0) return undefined;
    const address = options.clientOf?.(context) ?? null;
    const wait = networks.take(networkKey(address)) ?? clients.take(rateLimitKey(address));
    if (wait === undefined) return undefined;
    return context.html(SEARCH_LIMITED_PAGE, 429, { "retry-after": String(wait), "cache-control": "no-store" });
  };

  const stats: SearchStats = { rendered: 0, fromCache: 0, overBudget: 0 };
  const budgetMs = options.budgetMsPerSecond ?? SEARCH_BUDGET_MS_PER_SECOND;
  // The time spent rendering results in the current second (by `now`), and when the last line about it was written.
  const spent = { second: -1, ms: 0 };
  let budgetWarnedAt = -Infinity;
  const gate = async (
    context: Context,
    file: string,
    render: () => Promise<Response | undefined>,
  ): Promise<Response | undefined> => {
    const query = searchQueryOf(new URL(context.req.url));
    const refused = limited(context);
    if (refused) return refused;
    const [indexStamp, shellStamp] = await Promise.all([stampOf(indexFile), stampOf(file)]);
    // A regeneration replaced the index or the page: nothing kept is answered again.
    if (answersStamp !== `${indexStamp}|${shellStamp}`) {
      answers.clear();
      answersStamp = `${indexStamp}|${shellStamp}`;
    }
    const encoding = encodingOf(context);
    let entry = answers.get(query);
    if (entry && now() - entry.at >= SEARCH_CACHE_TTL_MS) {
      answers.delete(query);
      entry = undefined;
    }
    const kept = entry?.bodies.get(encoding);
    if (entry && kept) {
      answers.delete(query);
      answers.set(query, entry);
      stats.fromCache += 1;
      return new Response(kept.body, { status: kept.status, headers: new Headers(kept.headers) });
    }
    const second = Math.floor(now() / 1000);
    if (spent.second !== second) Object.assign(spent, { second, ms: 0 });
    if (spent.ms >= budgetMs) {
      stats.overBudget += 1;
      if (now() - budgetWarnedAt >= 60_000) {
        budgetWarnedAt = now();
        options.log?.(
          `[search] results pages took ${budgetMs} ms of this second: queries are answered by the prerendered page (searched in the browser) until the next`,
          context,
        );
      }
      return undefined;
    }
    const started = performance.now();
    const response = await render();
    if (!response) return undefined;
    stats.rendered += 1;
    const body = new Uint8Array(await response.arrayBuffer());
    if (spent.second === second) spent.ms += performance.now() - started;
    const headers = [...response.headers.entries()];
    if (!entry) {
      entry = { at: now(), bodies: new Map() };
      answers.set(query, entry);
      if (answers.size > SEARCH_CACHE_ENTRIES) answers.delete(answers.keys().next().value!);
    }
    entry.bodies.set(encoding, { body, headers, status: response.status });
    return new Response(body, { status: response.status, headers: new Headers(headers) });
  };
  const index = async (server: EntryServer): Promise<SearchIndex> => {
    const stamp = await stampOf(indexFile);
    if (cached?.stamp !== stamp) cached = { stamp, index: server.loadSearchIndex(await readFile(indexFile, "utf8")) };
    return cached.index;
  };
  return Object.assign(gate, { index, stats });
}
