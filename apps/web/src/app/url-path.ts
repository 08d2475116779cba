/**
 * The one place a path is trimmed or joined (server, static paths, preview, form posts, pages). Every function is a
 * single pass over its input: no regular expression that backtracks (`/\/+$/` is quadratic on a long run of slashes
 * followed by another character, and a request path may hold 15,000 of them).
 */

const SLASH = 0x2f;

/** `path` without the slashes it ends with ('/blog//' -> '/blog', '///' -> ''). */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === SLASH) end -= 1;
  return end === path.length ? path : path.slice(0, end);
}

/** `path` without the slashes it starts with ('//blog' -> 'blog'). */
export function trimLeadingSlashes(path: string): string {
  let start = 0;
  while (start < path.length && path.charCodeAt(start) === SLASH) start += 1;
  return start === 0 ? path : path.slice(start);
}

/** `path` without slashes at either end ('/medicare/by-state/' -> 'medicare/by-state'). */
export function trimSlashes(path: string): string {
  return trimLeadingSlashes(trimTrailingSlashes(path));
}

/** A page's path as the site names it: no trailing slash, '/' for the home page ('/blog/' -> '/blog', '//' -> '/'). */
export function pagePath(pathname: string): string {
  return trimTrailingSlashes(pathname) || "/";
}

/** `base` and `path` joined by exactly one slash ('https://x.test/' + '/a' -> 'https://x.test/a'); `base` alone when `path` is empty. */
export function joinPath(base: string, path: string): string {
  return path ? `${trimTrailingSlashes(base)}/${trimLeadingSlashes(path)}` : base;
}
