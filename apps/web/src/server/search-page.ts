/**
 * GET /search?q=…: the prerendered /search page with the search island filled with the query's results, so search
 * works with no JavaScript. The index (search-index.json) is read once and again whenever a regeneration replaces
 * it; the engine and the island's render come from the SSR bundle (no page code of the server's own).
 * The query is cut to MAX_QUERY_LENGTH and reaches the page only as text (escaped, never as a replacement pattern).
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

type EntryServer = Awaited<ReturnType<typeof loadEntryServer>>;
type Index = ReturnType<EntryServer["loadSearchIndex"]>;

/** The longest query answered, in UTF-16 code units (longer ones are cut; the search box and the island cut at 200 too). */
export const MAX_QUERY_LENGTH = 200;
/** Results on the server's page. */
export const SERVER_RESULT_LIMIT = 20;

export interface SearchPageOptions {
  distDir: string;
  config: PublicConfig;
  log?: (message: string, context?: Context) => void;
}

export function createSearchPage(options: SearchPageOptions): (context: Context) => Promise<Response | undefined> {
  const clientDir = join(options.distDir, "client");
  const indexFile = join(clientDir, SEARCH_INDEX_FILE);
  const shellFile = join(clientDir, htmlFileFor("/search")!);
  let cached: { stamp: string; index: Index } | undefined;

  const readIndex = async (server: EntryServer): Promise<Index> => {
    const info = await stat(indexFile);
    const stamp = `${info.mtimeMs}:${info.size}:${info.ino}`;
    if (cached?.stamp !== stamp) cached = { stamp, index: server.loadSearchIndex(await readFile(indexFile, "utf8")) };
    return cached.index;
  };

  return async (context) => {
    const query = (new URL(context.req.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
    if (!query) return undefined;
    try {
      const server = await loadEntryServer(options.distDir);
      const [index, shell] = await Promise.all([readIndex(server), readFile(shellFile, "utf8")]);
      const results = server.search(index, query, { limit: SERVER_RESULT_LIMIT });
      const suggestion = results.length === 0 ? server.suggest(index, query) : null;
      const html = server.fillSearchRegion(shell, { query, results, suggestion });
      // Compressed like the prerendered pages (a results page is about 30 KB, 6 KB with brotli).
      return renderedPageResponse(context, html);
    } catch (error) {
      // Never the query itself: it is the visitor's own words.
      options.log?.(`[search] a query is answered in the browser instead: ${logText(error)}`, context);
      return undefined;
    }
  };
}
