/** Parses CDA paths: /spaces/{space}[/environments/{env}][/{resource}[/{id}]]. */
import { notFound } from "./errors.js";

export const RESOURCES = ["entries", "assets", "content_types", "locales", "tags"] as const;
export type Resource = (typeof RESOURCES)[number];

export type Route = { readonly resource: "space" } | { readonly resource: Resource; readonly id: string | undefined };

const ENTITY_TYPES: Readonly<Record<Resource, string>> = {
  entries: "Entry",
  assets: "Asset",
  content_types: "ContentType",
  locales: "Locale",
  tags: "Tag",
};

/** The entity type named in NotFound details for a resource. */
export const entityTypeOf = (resource: Resource): string => ENTITY_TYPES[resource];

const isResource = (value: string): value is Resource => (RESOURCES as readonly string[]).includes(value);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function parseRoute(rawPath: string, spaceId: string, environmentId: string): Route {
  const path = rawPath.split("?")[0] ?? "";
  const segments = path.split("/").filter(Boolean).map(decode);
  const [root, space, ...rest] = segments;
  if (root !== "spaces" || space === undefined) throw notFound({ type: "Resource", id: path });
  if (space !== spaceId) throw notFound({ type: "Space", id: space });
  if (rest.length === 0) return { resource: "space" };
  let environment = "master";
  let tail = rest;
  if (rest[0] === "environments") {
    environment = rest[1] ?? "";
    tail = rest.slice(2);
  }
  if (environment !== environmentId) throw notFound({ type: "Environment", id: environment, space });
  const [resource, id, ...extra] = tail;
  if (resource === undefined || !isResource(resource) || extra.length > 0) {
    throw notFound({ type: "Resource", id: tail.join("/"), space, environment });
  }
  return { resource, id };
}
