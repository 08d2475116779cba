/** The CDA engine: authenticates a request, routes it and answers with a CDA-shaped response. */
import { parseCollectionQuery, resolveLocale } from "./entity-query.js";
import { runCollection } from "./collection.js";
import { accessTokenInvalid, CdaError, notFound } from "./errors.js";
import { rejectUnknownParams, toQueryParams } from "./query-input.js";
import type { QueryParams } from "./query-input.js";
import { newRequestId } from "./request-id.js";
import { entityTypeOf, parseRoute } from "./router.js";
import type { Resource, Route } from "./router.js";
import { contentTypeCollection, localeCollection, spaceBody, tagCollection } from "./simple-collections.js";
import { SpaceIndex } from "./space-index.js";
import type { ContentfulExport } from "../export-file/types.js";

export const CDA_CONTENT_TYPE = "application/vnd.contentful.delivery.v1+json";

/** A request to the engine: a CDA path, its query and headers. */
export interface CdaRequest {
  path: string;
  query: URLSearchParams | Record<string, string>;
  headers?: Record<string, string | undefined>;
}

/** The engine's answer: HTTP status, headers and the JSON body (shared engine data: do not mutate). */
export interface CdaResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface CdaEngineOptions {
  spaceId?: string;
  environmentId?: string;
  accessToken?: string;
  /**
   * Answer as the Content Preview API (preview.contentful.com): entries and assets without `publishedVersion`
   * (drafts) and with changes since publishing are delivered as the export holds them; archived ones are not.
   * @defaultValue false
   */
  preview?: boolean;
}

/** A CDA-compatible engine over one exported space. */
export interface CdaEngine {
  readonly spaceId: string;
  readonly environmentId: string;
  /** true when the engine answers as the Content Preview API. */
  readonly preview: boolean;
  handle(request: CdaRequest): CdaResponse;
  /** Indexes the export now (its default locale's view too), not at the first request. */
  prepare(): void;
}

const SINGLE_ENTITY_PARAMS: ReadonlySet<string> = new Set(["locale"]);
const NO_PARAMS: ReadonlySet<string> = new Set();

function headerValue(headers: CdaRequest["headers"], name: string): string | undefined {
  if (!headers) return undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return value;
  }
  return undefined;
}

function tokenOf(request: CdaRequest): string | undefined {
  const authorization = headerValue(request.headers, "authorization");
  const bearer = authorization ? /^Bearer\s+(.+)$/i.exec(authorization.trim())?.[1] : undefined;
  if (bearer) return bearer.trim();
  const { query } = request;
  const fromQuery = query instanceof URLSearchParams ? query.get("access_token") : query.access_token;
  return fromQuery || undefined;
}

function singleEntity(index: SpaceIndex, resource: "entries" | "assets", id: string, params: QueryParams): unknown {
  rejectUnknownParams(params, SINGLE_ENTITY_PARAMS);
  const view = index.view(resolveLocale(params.get("locale"), index.locales));
  const item = resource === "entries" ? view.entryById.get(id) : view.assetById.get(id);
  if (!item)
    throw notFound({
      type: entityTypeOf(resource),
      id,
      space: index.options.spaceId,
      environment: index.options.environmentId,
    });
  return item.body;
}

function singleRecord(
  index: SpaceIndex,
  resource: Resource,
  id: string,
  records: readonly { id: string; body: unknown }[],
): unknown {
  const record = records.find((candidate) => candidate.id === id);
  if (!record)
    throw notFound({
      type: entityTypeOf(resource),
      id,
      space: index.options.spaceId,
      environment: index.options.environmentId,
    });
  return record.body;
}

function answer(index: SpaceIndex, route: Route, params: QueryParams): unknown {
  if (route.resource === "space") {
    rejectUnknownParams(params, NO_PARAMS);
    return spaceBody(index, index.options.spaceId);
  }
  const { resource, id } = route;
  switch (resource) {
    case "entries":
    case "assets":
      if (id !== undefined) return singleEntity(index, resource, id, params);
      return runCollection(index, parseCollectionQuery(params, resource === "entries" ? "Entry" : "Asset", index));
    case "content_types":
      if (id === undefined) return contentTypeCollection(index, params);
      rejectUnknownParams(params, NO_PARAMS);
      return singleRecord(index, resource, id, index.contentTypes);
    case "tags":
      if (id === undefined) return tagCollection(index, params);
      rejectUnknownParams(params, NO_PARAMS);
      return singleRecord(index, resource, id, index.tags);
    case "locales":
      if (id === undefined) return localeCollection(index, params);
      throw notFound({ type: "Locale", id, space: index.options.spaceId, environment: index.options.environmentId });
    default:
      return resource satisfies never;
  }
}

const respond = (status: number, body: unknown, requestId: string): CdaResponse => ({
  status,
  headers: { "content-type": CDA_CONTENT_TYPE, "x-contentful-request-id": requestId },
  body,
});

/** A CDA response for an error raised outside the engine (e.g. an unsupported HTTP method). */
export function cdaErrorResponse(error: CdaError): CdaResponse {
  const requestId = newRequestId();
  return respond(error.status, error.toBody(requestId), requestId);
}

/** Creates a CDA-compatible engine over a Contentful export; the export is indexed on first use. */
export function createCdaEngine(space: ContentfulExport, options: CdaEngineOptions = {}): CdaEngine {
  const spaceId = options.spaceId ?? "embedded";
  const environmentId = options.environmentId ?? "master";
  let index: SpaceIndex | undefined;
  const indexed = () =>
    (index ??= new SpaceIndex(space, { spaceId, environmentId, preview: options.preview === true }));
  return {
    spaceId,
    environmentId,
    preview: options.preview === true,
    prepare() {
      const prepared = indexed();
      prepared.view(resolveLocale(undefined, prepared.locales));
    },
    handle(request) {
      const requestId = newRequestId();
      try {
        const token = tokenOf(request);
        if (!token || (options.accessToken !== undefined && token !== options.accessToken)) throw accessTokenInvalid();
        const route = parseRoute(request.path, spaceId, environmentId);
        return respond(200, answer(indexed(), route, toQueryParams(request.query)), requestId);
      } catch (error) {
        if (error instanceof CdaError) return respond(error.status, error.toBody(requestId), requestId);
        const message = error instanceof Error ? error.message : String(error);
        return respond(500, { sys: { type: "Error", id: "ServerError" }, message, requestId }, requestId);
      }
    },
  };
}
