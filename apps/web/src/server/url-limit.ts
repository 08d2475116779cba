/**
 * The first middleware: an address longer than MAX_URL_BYTES (path and query, as sent) is answered 414 before any
 * other work (no request id, no parsing, no lookup). No page of the site has an address near it: the longest real
 * one is a list page with its category and page, well under 200 bytes; the no-script forms post their fields in
 * the body, and a bookmarked timeline or calculator query is under 300.
 */
import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";

/** The longest address answered (path + query, in bytes as sent): longer ones get 414 URI Too Long. */
export const MAX_URL_BYTES = 2048;

export const URL_TOO_LONG_MESSAGE = "URI Too Long: this address is longer than the site answers (2,048 bytes at most).";

/** The request target's length in bytes: Node's own (the request line as sent) when served by node:http. */
function targetBytes(context: Context): number {
  const raw = (context.env as Partial<HttpBindings> | undefined)?.incoming?.url;
  // node:http's request target is the line's bytes read as latin1: its length is its size.
  if (typeof raw === "string") return raw.length;
  const url = new URL(context.req.url);
  return Buffer.byteLength(url.pathname + url.search);
}

/** 414 for an address over MAX_URL_BYTES; `finish` adds what every answer carries (the security headers). */
export function urlLengthLimit(finish: (context: Context) => Promise<unknown>): MiddlewareHandler {
  return async (context, next) => {
    if (targetBytes(context) <= MAX_URL_BYTES) return next();
    context.res = new Response(URL_TOO_LONG_MESSAGE, {
      status: 414,
      headers: new Headers({
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        // The connection is not kept for more of the same.
        connection: "close",
      }),
    });
    await finish(context);
    return context.res;
  };
}
