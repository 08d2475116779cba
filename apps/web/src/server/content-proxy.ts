/**
 * The fallback same-origin content route of docs/product.md (Calls), mounted only with CONTENT_PROXY=on:
 * GET or HEAD /contentful-api/spaces/{space}/environments/{environment}/{resource}?{query}. With a Contentful space
 * configured it forwards to the Delivery API of that space and environment with the server's token (the token never
 * reaches the browser); otherwise the embedded space's CDA-compatible engine answers.
 *
 * Only the reads the site's pages make pass: the resources entries, entries/{id}, assets, assets/{id},
 * content_types, content_types/{id}, tags and locales (no sync), with the query parameters of those reads
 * (CONTENT_PROXY_PARAMS; limit at most 1000, include at most 10). Anything else is refused with a CDA-style error
 * naming what is not allowed. Contentful gets CONTENT_PROXY_TIMEOUT_MS to answer (then 504). Only a 200 may be
 * cached (`public, max-age=60`); every other answer is `no-store`.
 */
import { createCdaFetchHandler } from "@tupelo-medicare/content/engine";
import { getEmbeddedEngine } from "@tupelo-medicare/content/embedded";
import type { ContentEnv } from "@tupelo-medicare/content";

export const CONTENT_PROXY_BASE = "/contentful-api";
/** How long Contentful has to answer one proxied read, body included (ms). */
export const CONTENT_PROXY_TIMEOUT_MS = 10_000;
/** The query parameters a proxied read may carry (besides fields.*, sys.* and metadata.* filters). */
export const CONTENT_PROXY_PARAMS = [
  "content_type",
  "order",
  "skip",
  "limit",
  "include",
  "select",
  "locale",
  "links_to_entry",
  "links_to_asset",
  "query",
] as const;
/** The Delivery API's own largest page. */
export const CONTENT_PROXY_MAX_LIMIT = 1000;
/** The Delivery API's own deepest link resolution. */
export const CONTENT_PROXY_MAX_INCLUDE = 10;

/** Resources that may be read one by one (`{resource}/{id}`); tags and locales only as lists. */
const BY_ID: ReadonlySet<string> = new Set(["entries", "assets", "content_types"]);
const RESOURCE_PATH =
  /^\/spaces\/[A-Za-z0-9_-]{1,64}(?:\/environments\/[A-Za-z0-9._-]{1,64})?\/(entries|assets|content_types|tags|locales)(?:\/([A-Za-z0-9._-]{1,64}))?$/;
const FILTER_PARAM = /^(?:fields|sys|metadata)\.[A-Za-z0-9_.[\]-]{1,200}$/;
const PLAIN_PARAMS: ReadonlySet<string> = new Set(CONTENT_PROXY_PARAMS);
/** What a browser is shown of the answer's headers. */
const FORWARDED_HEADERS = ["content-type", "x-contentful-request-id", "x-contentful-ratelimit-reset"];

export interface ContentProxyOptions {
  /** @defaultValue CONTENT_PROXY_TIMEOUT_MS */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A Delivery API error body (the contentful client reads these), answered never cached. */
function cdaError(status: number, id: string, message: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ sys: { type: "Error", id }, message }), {
    status,
    headers: { "content-type": "application/vnd.contentful.delivery.v1+json", "cache-control": "no-store", ...extra },
  });
}

const wholeNumberUpTo = (value: string, max: number): boolean => /^\d{1,7}$/.test(value) && Number(value) <= max;

/** The query a read may carry, rebuilt from its allowed parameters; or why it is refused. */
function allowedQuery(search: URLSearchParams): { query: URLSearchParams } | { refused: string } {
  const query = new URLSearchParams();
  for (const [name, value] of search) {
    if (!PLAIN_PARAMS.has(name) && !FILTER_PARAM.test(name)) {
      return { refused: `The query parameter '${name.slice(0, 100)}' is not allowed on this route.` };
    }
    if (name === "limit" && !wholeNumberUpTo(value, CONTENT_PROXY_MAX_LIMIT)) {
      return { refused: `limit must be a whole number from 0 to ${CONTENT_PROXY_MAX_LIMIT}.` };
    }
    if (name === "include" && !wholeNumberUpTo(value, CONTENT_PROXY_MAX_INCLUDE)) {
      return { refused: `include must be a whole number from 0 to ${CONTENT_PROXY_MAX_INCLUDE}.` };
    }
    if (name === "skip" && !wholeNumberUpTo(value, Number.MAX_SAFE_INTEGER)) {
      return { refused: "skip must be a whole number." };
    }
    query.append(name, value);
  }
  return { query };
}

/** The answer as the browser gets it: the forwarded headers, and cacheable only when it is a 200. */
function answer(status: number, headersFrom: Headers, body: BodyInit | null): Response {
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = headersFrom.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("cache-control", status === 200 ? "public, max-age=60" : "no-store");
  return new Response(body, { status, headers });
}

export function createContentProxy(
  content: ContentEnv,
  options: ContentProxyOptions = {},
): (request: Request) => Promise<Response> {
  const source = content.source;
  const timeoutMs = options.timeoutMs ?? CONTENT_PROXY_TIMEOUT_MS;
  const fetcher = options.fetch ?? fetch;
  const embedded = source ? undefined : createCdaFetchHandler(getEmbeddedEngine(), { basePath: CONTENT_PROXY_BASE });
  const origin = source ? `${source.insecure ? "http" : "https"}://${source.host ?? "cdn.contentful.com"}` : "";

  return async (request) => {
    const method = request.method.toUpperCase();
    if (method !== "GET" && method !== "HEAD") {
      return cdaError(405, "MethodNotAllowed", `${method.slice(0, 20)} is not allowed: this route only reads.`, {
        allow: "GET, HEAD",
      });
    }
    const url = new URL(request.url);
    const match = RESOURCE_PATH.exec(url.pathname.slice(CONTENT_PROXY_BASE.length));
    const [, resource = "", id] = match ?? [];
    if (!match || (id !== undefined && !BY_ID.has(resource))) {
      return cdaError(404, "NotFound", "The resource could not be found.");
    }
    const allowed = allowedQuery(url.searchParams);
    if ("refused" in allowed) return cdaError(400, "InvalidQuery", allowed.refused);
    const query = allowed.query.toString();
    const search = query ? `?${query}` : "";

    if (embedded) {
      const local = await embedded(
        new Request(`${url.origin}${url.pathname}${search}`, { method, headers: request.headers }),
      );
      return answer(local.status, local.headers, method === "HEAD" ? null : await local.arrayBuffer());
    }

    // The browser asks for space 'embedded' on master: the configured space and environment are read instead.
    const target = `${origin}/spaces/${source!.space}/environments/${source!.environment ?? "master"}/${resource}${id ? `/${id}` : ""}${search}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const upstream = await fetcher(target, {
        method,
        headers: { authorization: `Bearer ${source!.accessToken}`, accept: "application/json" },
        signal: AbortSignal.any([timeout, request.signal]),
        redirect: "error",
      });
      // The whole body within the time limit: a read cut off half way is never passed on (or cached) as a 200.
      const body = method === "HEAD" ? null : await upstream.arrayBuffer();
      return answer(upstream.status, upstream.headers, body);
    } catch (error) {
      if (timeout.aborted) {
        return cdaError(504, "GatewayTimeout", `The Content Delivery API did not answer within ${timeoutMs / 1000} s.`);
      }
      return cdaError(
        502,
        "BadGateway",
        `The Content Delivery API could not be read (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
  };
}
