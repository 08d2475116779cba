/** Link rules of docs/product.md (Pages and routes) shared by the rich-text renderer, the UI kit and the site. */

// Browsers read a backslash in a path as a slash, so '/\\evil.example' would leave the site: treat it as one.
const collapseSlashes = (path: string): string => path.replace(/\\/g, "/").replace(/\/{2,}/g, "/");
const trimSlashes = (value: string): string =>
  value
    .trim()
    .replace(/\\/g, "/")
    .replace(/^\/+|\/+$/g, "");

/** The path of an entry linked from rich text: /{contentType}/{slug}. */
export function entryPath(contentType: string, slug: string): string {
  return collapseSlashes(`/${trimSlashes(contentType)}/${trimSlashes(slug)}`);
}

/** A foundational page's path: /{pageSlug} when its parent is '/' (or empty), else /{parent}/{pageSlug}. */
export function foundationalPagePath(pageSlug: string, parentSlug?: string | null): string {
  const parent = trimSlashes(parentSlug ?? "");
  return collapseSlashes(parent ? `/${parent}/${trimSlashes(pageSlug)}` : `/${trimSlashes(pageSlug)}`);
}

/** A blog post's path. */
export const blogPostPath = (slug: string): string => entryPath("blog", slug);
/** A resource guide's path from an embedded card (docs/product.md, Pages and routes: /resources/{slug}). */
export const resourceCardPath = (slug: string): string => entryPath("resources", slug);
/** A resource guide's page. */
export const resourceGuidePath = (slug: string): string => collapseSlashes(`/resources/guides/${trimSlashes(slug)}`);
/** A video's page. */
export const videoPath = (slug: string): string => collapseSlashes(`/videos/watch/${trimSlashes(slug)}`);

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
// Browsers drop ASCII tab/newline anywhere and C0 controls/spaces at the ends before reading a scheme.
const IGNORED_BY_BROWSERS =
  // eslint-disable-next-line no-control-regex -- the control characters are what this strips
  /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

/**
 * The address if it is safe to put in an href: http, https, mailto, tel or relative; null for anything else
 * (javascript:, data:, vbscript:, unknown schemes), however it is cased or padded.
 */
export function safeHref(uri: unknown): string | null {
  if (typeof uri !== "string") return null;
  const trimmed = uri.trim();
  if (!trimmed || trimmed.length > 2048) return null;
  // Check the address as written and as it would read after entity, percent or escape decoding by anything
  // downstream, repeated a few rounds for layered encodings.
  let candidate = trimmed;
  for (let round = 0; round < 4; round += 1) {
    for (const form of [candidate, decodeEntities(candidate)]) {
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(form.replace(IGNORED_BY_BROWSERS, ""))?.[1]?.toLowerCase();
      if (scheme !== undefined && !ALLOWED_SCHEMES.has(scheme)) return null;
    }
    const decoded = decodeEscapes(safeDecodeURIComponent(decodeEntities(candidate)));
    if (decoded === candidate) break;
    candidate = decoded;
  }
  return trimmed;
}

const NAMED_ENTITIES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  amp: "&",
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** JavaScript-style escapes (\\u006a, \\x6a, \\u{6a}) that a careless consumer might unescape. */
function decodeEscapes(value: string): string {
  return value.replace(
    /\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})/gi,
    (_match, braced?: string, four?: string, two?: string) =>
      String.fromCodePoint(parseInt(braced ?? four ?? two ?? "0", 16)),
  );
}

function safeDecodeURIComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether an address leaves the site (http(s) or protocol-relative); such links open with rel="noopener noreferrer". */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?[\\/]{2}/i.test(href.trim());
}
