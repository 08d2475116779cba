/**
 * The pages cache's bound, applied by the worker's additions to every page it holds: Workbox's ExpirationPlugin
 * tracks only the pages its own navigation route stored, so a page kept through CACHE_PAGE_MESSAGE would otherwise
 * stay for ever. A page's age is its `Date` header (when the server answered it); the oldest go first beyond
 * `maxEntries`, and anything older than `maxAgeSeconds` goes (a page without a readable date counts as old).
 */
import { PAGES_CACHE_EXPIRATION } from "../constants.js";

export interface CacheLike {
  keys(): Promise<readonly Request[]>;
  match(request: Request): Promise<Response | undefined>;
  delete(request: Request): Promise<boolean>;
}

/** Deletes the pages past the bound; resolves how many went. */
export async function expirePages(
  cache: CacheLike,
  { maxEntries, maxAgeSeconds }: { maxEntries: number; maxAgeSeconds: number } = PAGES_CACHE_EXPIRATION,
  now: number = Date.now(),
): Promise<number> {
  const dated: Array<{ request: Request; at: number }> = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const at = Date.parse(response?.headers.get("date") ?? "");
    dated.push({ request, at: Number.isFinite(at) ? at : Number.NEGATIVE_INFINITY });
  }
  dated.sort((a, b) => b.at - a.at);
  const gone = dated.filter((page, index) => index >= maxEntries || now - page.at > maxAgeSeconds * 1000);
  for (const page of gone) await cache.delete(page.request);
  return gone.length;
}
