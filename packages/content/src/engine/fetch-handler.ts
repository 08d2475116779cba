/** A web-standard fetch handler (Request -> Response) serving the engine over HTTP, with CORS. */
import { answerText } from "./answer-text.js";
import { cdaErrorResponse } from "./engine.js";
import type { CdaEngine, CdaResponse } from "./engine.js";
import { methodNotAllowed, notFound } from "./errors.js";

export interface CdaFetchHandlerOptions {
  /** The path prefix the CDA is mounted under, e.g. '/contentful-api'. */
  basePath?: string;
}

const CORS_HEADERS: Readonly<Record<string, string>> = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, HEAD, OPTIONS",
  "access-control-allow-headers": "Authorization, X-Contentful-User-Agent, Content-Type",
  "access-control-expose-headers": "X-Contentful-Request-Id",
  "access-control-max-age": "86400",
};

const normalizeBasePath = (basePath: string | undefined): string => {
  const segments = (basePath ?? "").split("/").filter(Boolean);
  return segments.length > 0 ? `/${segments.join("/")}` : "";
};

function toResponse(result: CdaResponse, method: string): Response {
  const headers = new Headers({ ...result.headers, ...CORS_HEADERS });
  const body = method === "HEAD" ? null : answerText(result.body);
  return new Response(body, { status: result.status, headers });
}

/** Creates a `(request: Request) => Promise<Response>` handler serving the engine under `basePath`. */
export function createCdaFetchHandler(
  engine: CdaEngine,
  options: CdaFetchHandlerOptions = {},
): (request: Request) => Promise<Response> {
  const basePath = normalizeBasePath(options.basePath);
  return (request) => {
    const method = request.method.toUpperCase();
    if (method === "OPTIONS") return Promise.resolve(new Response(null, { status: 204, headers: CORS_HEADERS }));
    if (method !== "GET" && method !== "HEAD") {
      return Promise.resolve(toResponse(cdaErrorResponse(methodNotAllowed(method)), method));
    }
    const url = new URL(request.url);
    const { pathname } = url;
    if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
      return Promise.resolve(toResponse(cdaErrorResponse(notFound({ type: "Resource", id: pathname })), method));
    }
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const result = engine.handle({ path: pathname.slice(basePath.length), query: url.searchParams, headers });
    return Promise.resolve(toResponse(result, method));
  };
}
