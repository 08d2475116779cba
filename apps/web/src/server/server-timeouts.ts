/**
 * How long node:http waits for a client (the server's options at creation: Node checks them every
 * `connectionsCheckingInterval`, which cannot be changed later). Node's own defaults let a request take 300 s and
 * its headers 60 s, checked every 30 s: a connection trickling a byte a second holds its memory that long.
 *
 * - headers: 20 s from the first byte of a request to the end of its headers (a browser sends them at once);
 * - the whole request, body included: 30 s (the largest body taken, a webhook's 1 MB, needs 35 KB/s; a form is
 *   16 KB); the webhook's own read deadline is shorter (contentful-webhook.ts);
 * - an idle kept-alive connection: 10 s (Node's 5 s is shorter than most proxies keep theirs, and a proxy that
 *   reuses a connection the server has just closed must retry; Caddy does, for 10 s);
 * - checked every 2 s, so a timeout is enforced within 2 s of its time.
 */
import type { ServerOptions } from "node:http";

export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;
export const CONNECTIONS_CHECKING_INTERVAL_MS = 2_000;

/** The options the site's node:http server is created with (`serve({ serverOptions })`). */
export function serverTimeouts(): ServerOptions {
  return {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
  };
}
