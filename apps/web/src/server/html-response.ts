/**
 * A page rendered on request (search results, a bookmarked timeline): HTML for this address only, revalidated every
 * time, kept out of search engines, and compressed like the prerendered pages (brotli quality 5, else gzip).
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export function renderedPageResponse(
  context: Context,
  html: string,
  /** A page holding what a visitor posted is `no-store`, and may answer another status (a form's 400, say). */
  { status = 200, cacheControl = "no-cache" }: { status?: ContentfulStatusCode; cacheControl?: string } = {},
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
