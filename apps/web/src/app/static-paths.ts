/**
 * Where each prerendered page lives on disk. List pages keep their state in the query string (docs/product.md: ?category=,
 * and ?page=), so each combination is prerendered to its own file and the server maps the query onto it.
 */
import { pagePath } from "./url-path.js";

/** The query parameters each list page reads, in canonical order. */
export const LIST_QUERY_PARAMS: Record<string, readonly string[]> = {
  "/blog": ["category", "page"],
  "/videos": ["page"],
  "/resources/guides": ["page"],
};

const SAFE_VALUE = /^[a-z0-9-]{1,80}$/;

/** The canonical query of a list page ('' for the first page of everything), or null when the values are invalid. */
export function canonicalListQuery(pathname: string, search: URLSearchParams): string | null {
  const names = LIST_QUERY_PARAMS[pathname];
  if (!names) return "";
  const parts: string[] = [];
  for (const name of names) {
    const value = search.get(name)?.trim().toLowerCase();
    if (!value) continue;
    if (name === "page") {
      if (!/^\d{1,4}$/.test(value)) return null;
      if (Number(value) > 1) parts.push(`page=${Number(value)}`);
    } else if (name === "category") {
      if (!SAFE_VALUE.test(value)) return null;
      if (value !== "all") parts.push(`category=${value}`);
    }
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

/** The HTML file (relative to the client folder) for a path, e.g. '/blog?category=x&page=2' -> 'blog/_q/category-x/page-2/index.html'. */
export function htmlFileFor(pathWithQuery: string): string | null {
  const url = new URL(pathWithQuery, "http://site.local");
  const pathname = pagePath(url.pathname);
  const query = canonicalListQuery(pathname, url.searchParams);
  if (query === null) return null;
  const base = pathname === "/" ? "" : `${pathname.slice(1)}/`;
  if (!query) return `${base}index.html`;
  const segments = query
    .slice(1)
    .split("&")
    .map((pair) => pair.replace("=", "-"));
  return `${base}_q/${segments.join("/")}/index.html`;
}
