/**
 * Where a previewed entry lives on the site, and which entry a site path shows. Draft preview redirects only to a
 * path derived here from the entry itself (or a path of the route table, re-built from its parts), never to an
 * address taken from the request as it came: no open redirect.
 */
import { blogPostPath, foundationalPagePath, resourceGuidePath, videoPath } from "@tupelo-medicare/content";
import { stateSlug } from "@tupelo-medicare/content/rules";
import { FOUNDATIONAL_ROUTES, GENERIC_ROUTES, matchSiteRoute, statePageSlug } from "../app/site-routes.js";
import { localPath } from "./local-path.js";
import { trimSlashes } from "../app/url-path.js";

/** An entry as the Preview API returns it (one locale). */
export interface PreviewEntry {
  id: string;
  contentTypeId: string;
  fields: Record<string, unknown>;
}

/** The entry a path shows: found by one field of one content type. */
export interface EntryAtPath {
  contentType: string;
  field: string;
  value: string;
}

const BY_STATE_PARENT = "medicare/by-state";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * A site path from a request parameter, rebuilt from its parsed parts (see localPath), that the route table knows
 * (unless `knownOnly: false`). null for anything else.
 */
export function sitePath(raw: unknown, options: { knownOnly?: boolean } = {}): string | null {
  const path = localPath(raw);
  if (path === null || options.knownOnly === false) return path;
  const { pathname } = new URL(path, "http://site.invalid");
  return matchSiteRoute(pathname).status === 404 ? null : path;
}

/** The page of an entry, or null when it has none of its own (a call to action, a video embed) or no slug yet. */
export function pathOfEntry(entry: PreviewEntry): string | null {
  const slug = text(entry.fields.slug);
  let path: string | null;
  switch (entry.contentTypeId) {
    case "pageBlogPost":
      path = slug ? blogPostPath(slug) : null;
      break;
    case "video":
      path = slug ? videoPath(slug) : null;
      break;
    case "resourceGuide":
      path = slug ? resourceGuidePath(slug) : null;
      break;
    case "category":
      path = slug ? `/blog?category=${encodeURIComponent(slug)}` : null;
      break;
    case "foundationalPage":
      path = foundationalPath(text(entry.fields.pageSlug), text(entry.fields.parentSlug));
      break;
    case "teamMemberCards":
      path = "/team";
      break;
    case "placeReviews":
      path = "/client-reviews";
      break;
    case "siteSettings":
      path = "/";
      break;
    default:
      path = null;
  }
  return path === null ? null : sitePath(path);
}

function foundationalPath(pageSlug: string, parentSlug: string): string | null {
  if (!pageSlug) return null;
  const foundational = FOUNDATIONAL_ROUTES.find((route) => route.slug === pageSlug);
  if (foundational) return foundational.canonical;
  const generic = GENERIC_ROUTES.find((route) => route.slug === pageSlug);
  if (generic) return generic.path;
  if (trimSlashes(parentSlug) === BY_STATE_PARENT) return `/medicare/by-state/${stateSlug(pageSlug)}`;
  return foundationalPagePath(pageSlug, parentSlug);
}

/** The entry a site path shows (null: a page of no single entry, such as the home page or a list). */
export function entryAtPath(path: string): EntryAtPath | null {
  const { pathname } = new URL(path, "http://site.invalid");
  const match = matchSiteRoute(pathname);
  const params = match.params;
  switch (match.route.path) {
    case "/blog/:slug":
      return { contentType: "pageBlogPost", field: "slug", value: params.slug ?? "" };
    case "/videos/watch/:slug":
      return { contentType: "video", field: "slug", value: params.slug ?? "" };
    case "/resources/guides/:slug":
    case "/resources/:slug":
      return { contentType: "resourceGuide", field: "slug", value: params.slug ?? "" };
    case "/medicare/by-state/:state":
      return { contentType: "foundationalPage", field: "pageSlug", value: statePageSlug(params.state ?? "") };
    case "/:slug":
      return { contentType: "foundationalPage", field: "pageSlug", value: params.slug ?? "" };
    default: {
      const slug = (match.route.props as { slug?: unknown } | undefined)?.slug;
      return typeof slug === "string" ? { contentType: "foundationalPage", field: "pageSlug", value: slug } : null;
    }
  }
}
