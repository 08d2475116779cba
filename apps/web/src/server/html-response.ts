/**
 * A page rendered on request (search results, a bookmarked timeline or calculator): HTML for this address only, made
 * from what the visitor typed, so `no-store` (never kept by the browser's cache, a shared proxy or the service
 * worker: a birth date or an income must not stay on a shared computer), kept out of search engines, and compressed
 * like the prerendered pages (brotli quality 5, else gzip).
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { PERSONAL_QUERY_NAMES } from "../islands/regions.js";

/**
 * Query parameters that hold a visitor's personal input, as each region names them (islands/regions.ts): the
 * timeline's birth date, Social Security answer and coverage end (short and form names), every money calculator
 * field (income, savings, household, state…), and a search query (free text that may name a person or a health
 * condition). A page asked for with any of them is answered `no-store`, whatever answers it (the page rendered for
 * it, or the prerendered page when that fails).
 */
export { PERSONAL_QUERY_NAMES };

/** Whether a query string (with or without its `?`) holds personal input (PERSONAL_QUERY_NAMES). */
export function holdsPersonalQuery(search: string): boolean {
  if (search.length <= 1) return false;
  for (const name of new URLSearchParams(search).keys()) if (PERSONAL_QUERY_NAMES.has(name)) return true;
  return false;
}

export function renderedPageResponse(
  context: Context,
  html: string,
  /** Another status (a form's 400, say); another Cache-Control only for a page that holds nothing typed. */
  { status = 200, cacheControl = "no-store" }: { status?: ContentfulStatusCode; cacheControl?: string } = {},
): Response {
  const headers: Record<string, string> = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": cacheControl,
    "x-robots-tag": "noindex, follow",
    vary: "Accept-Encoding",
  };
  const accepts = context.req.header("accept-encoding") ?? "";
  if (/\bbr\b/.test(accepts)) {
    headers["content-encoding"] = "br";
    return context.body(
      new Uint8Array(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })),
      status,
      headers,
    );
  }
  if (/\bgzip\b/.test(accepts)) {
    headers["content-encoding"] = "gzip";
    return context.body(new Uint8Array(gzipSync(html, { level: 6 })), status, headers);
  }
  return context.body(html, status, headers);
}
