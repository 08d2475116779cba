/**
 * GET /search?q=…: the prerendered /search page with the search island filled with the query's results, so search
 * works with no JavaScript. The index (search-index.json) is read once and again whenever a regeneration replaces
 * it; the engine and the island's render come from the SSR bundle (no page code of the server's own).
 * The query is cut to MAX_QUERY_LENGTH and reaches the page only as text (escaped, never as a replacement pattern).
 * Ceilings: a client (IPv4 address, IPv6 /64) may ask SEARCH_RATE_LIMIT results pages a minute and its network
 * (IPv4 /24, IPv6 /48) ten times that (beyond: 429 with Retry-After and a short plain page); an answer is kept
 * SEARCH_CACHE_TTL_MS for the same query (SEARCH_CACHE_ENTRIES at most, least recently used dropped first), and
 * forgotten at once when the index or the /search page changes; past SEARCH_BUDGET_MS_PER_SECOND of rendering in a
 * second, the prerendered page answers (its island searches in the browser).
 * No query, or anything going wrong (no index yet, an unreadable file): the prerendered page itself answers, and
 * its island searches in the browser or says plainly that search is unavailable.
 */
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Context } from "hono";
import { SEARCH_INDEX_FILE } from "../app/search-path.js";
import { htmlFileFor } from "../app/static-paths.js";
import type { PublicConfig } from "../env.js";
import { loadEntryServer } from "../regenerate/site-renderer.js";
import { renderedPageResponse } from "./html-response.js";
import { logText } from "./log-text.js";
import { createWindowLimiter, networkKey } from "./request-limits.js";
import { rateLimitKey } from "./client-address.js";

type EntryServer = Awaited<ReturnType<typeof loadEntryServer>>;
type Index = ReturnType<EntryServer["loadSearchIndex"]>;

/** The longest query answered, in UTF-16 code units (longer ones are cut; the search box and the island cut at 200 too). */
export const MAX_QUERY_LENGTH = 200;
/** Results on the server's page. */
export const SERVER_RESULT_LIMIT = 20;
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

export interface SearchPageOptions {
  distDir: string;
  config: PublicConfig;
  log?: (message: string, context?: Context) => void;
  /** The client's address (TRUST_PROXY applied), for the rate limit; null when unknown. */
  clientOf?: (context: Context) => string | null;
  /** Results pages a client may ask per minute (0: no limit). @defaultValue 0 */
  rateLimitPerMinute?: number;
  /** @defaultValue SEARCH_BUDGET_MS_PER_SECOND */
  budgetMsPerSecond?: number;
  now?: () => number;
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

export interface SearchPage {
  (context: Context): Promise<Response | undefined>;
  /** Results pages rendered, answered again from memory, and left to the prerendered page past the time budget. */
  readonly stats: { rendered: number; fromCache: number; overBudget: number };
}

export function createSearchPage(options: SearchPageOptions): SearchPage {
  const clientDir = join(options.distDir, "client");
  const indexFile = join(clientDir, SEARCH_INDEX_FILE);
  const shellFile = join(clientDir, htmlFileFor("/search")!);
  const now = options.now ?? Date.now;
  let cached: { stamp: string; index: Index } | undefined;
  // Answers by query, least recently used first (a Map keeps insertion order; a hit is moved to the end).
  const answers = new Map<string, CachedAnswer>();
  let answersStamp = "";
  const perMinute = options.rateLimitPerMinute ?? 0;
  const clients = createWindowLimiter({ perMinute, now });
  const networks = createWindowLimiter({ perMinute: perMinute * SEARCH_NETWORK_FACTOR, now });

  const stampOf = async (file: string) => {
    const info = await stat(file);
    return `${info.mtimeMs}:${info.size}:${info.ino}`;
  };
  const readIndex = async (server: EntryServer, stamp: string): Promise<Index> => {
    if (cached?.stamp !== stamp) cached = { stamp, index: server.loadSearchIndex(await readFile(indexFile, "utf8")) };
    return cached.index;
  };
  const limited = (context: Context): Response | undefined => {
    if (perMinute <= 0) return undefined;
    const address = options.clientOf?.(context) ?? null;
    const wait = networks.take(networkKey(address)) ?? clients.take(rateLimitKey(address));
    if (wait === undefined) return undefined;
    return context.html(SEARCH_LIMITED_PAGE, 429, { "retry-after": String(wait), "cache-control": "no-store" });
  };

  const stats = { rendered: 0, fromCache: 0, overBudget: 0 };
  const budgetMs = options.budgetMsPerSecond ?? SEARCH_BUDGET_MS_PER_SECOND;
  // The time spent rendering results in the current second (by `now`), and when the last line about it was written.
  const spent = { second: -1, ms: 0 };
  let budgetWarnedAt = -Infinity;
  const page = async (context: Context): Promise<Response | undefined> => {
    const query = (new URL(context.req.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
    if (!query) return undefined;
    const refused = limited(context);
    if (refused) return refused;
    try {
      const [indexStamp, shellStamp] = await Promise.all([stampOf(indexFile), stampOf(shellFile)]);
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
      const server = await loadEntryServer(options.distDir);
      const [index, shell] = await Promise.all([readIndex(server, indexStamp), readFile(shellFile, "utf8")]);
      const started = performance.now();
      const results = server.search(index, query, { limit: SERVER_RESULT_LIMIT });
      const suggestion = results.length === 0 ? server.suggest(index, query) : null;
      const html = server.fillSearchRegion(shell, { query, results, suggestion });
      stats.rendered += 1;
      // Compressed like the prerendered pages (a results page is about 30 KB, 6 KB with brotli).
      const response = renderedPageResponse(context, html);
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
    } catch (error) {
      // Never the query itself: it is the visitor's own words.
      options.log?.(`[search] a query is answered in the browser instead: ${logText(error)}`, context);
      return undefined;
    }
  };
  return Object.assign(page, { stats });
}
