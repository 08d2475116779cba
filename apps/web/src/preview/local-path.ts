/** A path on this site from a request parameter, with no page code (the server's exit route uses it). */
import { canonicalListQuery } from "../app/static-paths.js";
import { pagePath } from "../app/url-path.js";

/**
 * The path rebuilt from its parsed parts: '/'-rooted, same origin, list pages keep only their canonical query.
 * null for anything that could leave the site ('//evil', '/\\evil', 'https:', control characters).
 */
export function localPath(raw: unknown): string | null {
  if (
    typeof raw !== "string" ||
    raw.length > 2048 ||
    !raw.startsWith("/") ||
    /^\/[/\\]/.test(raw) ||
    // eslint-disable-next-line no-control-regex -- control characters (CR/LF) must never reach a Location header
    /[\u0000-\u001f\\]/.test(raw)
  )
    return null;
  let url: URL;
  try {
    url = new URL(raw, "http://site.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://site.invalid") return null;
  const pathname = pagePath(url.pathname);
  const query = canonicalListQuery(pathname, url.searchParams);
  return `${pathname}${query ?? ""}`;
}
