/** An axios adapter that answers contentful.js requests from the engine in process, as real HTTP would. */
import type { CreateClientParams } from "contentful";
import { cdaErrorResponse } from "./engine.js";
import type { CdaEngine, CdaResponse } from "./engine.js";
import { methodNotAllowed } from "./errors.js";
import { isRecord, jsonCopy } from "./json-values.js";

/** The axios adapter function type contentful's `createClient({ adapter })` accepts. */
export type CdaAxiosAdapter = Extract<NonNullable<CreateClientParams["adapter"]>, (...args: never[]) => unknown>;
type AdapterConfig = Parameters<CdaAxiosAdapter>[0];
type AdapterResponse = Awaited<ReturnType<CdaAxiosAdapter>>;

export interface CdaAdapterOptions {
  /** A path prefix before `/spaces/` to strip (by default everything before the first `/spaces/`). */
  basePath?: string;
  /**
   * Hand each response a fresh copy (the default). The contentful SDK copies a response before resolving its
   * links, so a client used only through the SDK can pass false and skip a second copy of the engine's frozen data.
   * @defaultValue true
   */
  copy?: boolean;
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: "OK",
  400: "Bad Request",
  401: "Unauthorized",
  404: "Not Found",
  405: "Method Not Allowed",
  500: "Internal Server Error",
};

const isAbsolute = (url: string): boolean => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);

function joinUrl(baseURL: string | undefined, url: string | undefined): string {
  const relative = url ?? "";
  if (!baseURL || isAbsolute(relative)) return relative;
  return relative ? `${baseURL.replace(/\/+$/, "")}/${relative.replace(/^\/+/, "")}` : baseURL;
}

function fallbackSerialize(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value)
      ? value.map(String).join(",")
      : typeof value === "object"
        ? JSON.stringify(value)
        : `${value as string | number | boolean}`;
    search.append(key, text);
  }
  return search.toString();
}

/** Serialises config.params the way axios would: with the configured paramsSerializer (qs in contentful.js). */
function serializeParams(config: AdapterConfig): string {
  const params: unknown = config.params;
  if (!isRecord(params) && !(params instanceof URLSearchParams)) return "";
  if (params instanceof URLSearchParams) return params.toString();
  const serializer: unknown = config.paramsSerializer;
  if (typeof serializer === "function") return String((serializer as (value: unknown) => unknown)(params));
  if (isRecord(serializer) && typeof serializer.serialize === "function") {
    return String((serializer.serialize as (value: unknown, options: unknown) => unknown)(params, serializer));
  }
  return fallbackSerialize(params);
}

function requestHeaders(config: AdapterConfig): Record<string, string> {
  const source: unknown = config.headers;
  const plain: unknown =
    isRecord(source) && typeof source.toJSON === "function" ? (source.toJSON as () => unknown).call(source) : source;
  const headers: Record<string, string> = {};
  if (!isRecord(plain)) return headers;
  for (const [key, value] of Object.entries(plain)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      headers[key.toLowerCase()] = String(value);
    }
  }
  return headers;
}

/**
 * Splits a URL into path and query without validating the origin: in process the host is never contacted, so a
 * placeholder or even malformed host (e.g. `https://embedded.invalid:443undefined`) must not matter.
 */
function splitUrl(url: string): { pathname: string; search: URLSearchParams } {
  const withoutHash = url.split("#")[0] ?? "";
  const queryStart = withoutHash.indexOf("?");
  const beforeQuery = queryStart >= 0 ? withoutHash.slice(0, queryStart) : withoutHash;
  const query = queryStart >= 0 ? withoutHash.slice(queryStart + 1) : "";
  const pathname = beforeQuery.replace(/^([a-z][a-z\d+\-.]*:)?\/\/[^/]*/i, "") || "/";
  return { pathname, search: new URLSearchParams(query) };
}

function enginePath(pathname: string, basePath: string | undefined): string {
  if (basePath) {
    const prefix = `/${basePath.split("/").filter(Boolean).join("/")}`;
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  }
  const start = pathname.indexOf("/spaces/");
  return start >= 0 ? pathname.slice(start) : pathname;
}

function toAxiosResponse(result: CdaResponse, config: AdapterConfig, url: string, copy: boolean): AdapterResponse {
  return {
    // A fresh copy per response, so the SDK (and its caller) never touch the engine's shared, frozen data.
    data: copy ? jsonCopy(result.body) : result.body,
    status: result.status,
    statusText: STATUS_TEXT[result.status] ?? "",
    headers: { ...result.headers },
    config,
    request: { method: String(config.method ?? "get").toUpperCase(), url },
  };
}

/** An axios error as axios' `settle` builds it, with plain `config` and `response` the SDK's error handler reads. */
function toAxiosError(response: AdapterResponse): Error {
  const code = response.status >= 500 ? "ERR_BAD_RESPONSE" : "ERR_BAD_REQUEST";
  const error = new Error(`Request failed with status code ${response.status}`);
  error.name = "AxiosError";
  return Object.assign(error, {
    code,
    config: response.config,
    request: response.request as unknown,
    response,
    status: response.status,
    isAxiosError: true,
    toJSON: () => ({ name: error.name, message: error.message, code, status: response.status }),
  });
}

/** Creates an axios adapter for `createClient({ adapter })` that serves requests from the engine in process. */
export function createCdaAdapter(engine: CdaEngine, options: CdaAdapterOptions = {}): CdaAxiosAdapter {
  return (config) => {
    try {
      const fullUrl = joinUrl(config.baseURL, config.url);
      const query = serializeParams(config);
      const withQuery = query ? `${fullUrl}${fullUrl.includes("?") ? "&" : "?"}${query}` : fullUrl;
      const url = splitUrl(withQuery);
      const method = (config.method ?? "get").toUpperCase();
      const result: CdaResponse =
        method === "GET" || method === "HEAD"
          ? engine.handle({
              path: enginePath(url.pathname, options.basePath),
              query: url.search,
              headers: requestHeaders(config),
            })
          : cdaErrorResponse(methodNotAllowed(method));
      const response = toAxiosResponse(result, config, withQuery, options.copy ?? true);
      // As axios' settle: no validateStatus (or null) accepts every status.
      const validateStatus = config.validateStatus;
      const valid = !response.status || !validateStatus || validateStatus(response.status);
      return valid ? Promise.resolve(response) : Promise.reject(toAxiosError(response));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
