/**
 * The same-origin content route of docs/product.md (Calls): GET /contentful-api/spaces/{space}/environments/{env}/{resource}.
 * With a Contentful space configured it forwards to Contentful with the server's token (the token never reaches
 * the browser); otherwise the embedded space's CDA-compatible engine answers.
 */
import { createCdaFetchHandler } from "@tupelo-medicare/content/engine";
import { getEmbeddedEngine } from "@tupelo-medicare/content/embedded";
import type { ContentEnv } from "@tupelo-medicare/content";

export const CONTENT_PROXY_BASE = "/contentful-api";

export function createContentProxy(content: ContentEnv): (request: Request) => Promise<Response> {
  const source = content.source;
  if (!source) return createCdaFetchHandler(getEmbeddedEngine(), { basePath: CONTENT_PROXY_BASE });
  const origin = `${source.insecure ? "http" : "https"}://${source.host ?? "cdn.contentful.com"}`;
  return async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return new Response(null, { status: 405, headers: { allow: "GET, HEAD" } });
    }
    const url = new URL(request.url);
    // The browser always asks for space 'embedded' on master; map that onto the configured space and environment.
    const rest = url.pathname.slice(CONTENT_PROXY_BASE.length).replace(/^\/spaces\/[^/]+(\/environments\/[^/]+)?/, "");
    const target = `${origin}/spaces/${source.space}/environments/${source.environment ?? "master"}${rest}${url.search}`;
    const upstream = await fetch(target, {
      headers: { authorization: `Bearer ${source.accessToken}`, accept: "application/json" },
    });
    const headers = new Headers();
    for (const name of ["content-type", "x-contentful-request-id", "x-contentful-ratelimit-reset"]) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set("cache-control", "public, max-age=60");
    return new Response(upstream.body, { status: upstream.status, headers });
  };
}
