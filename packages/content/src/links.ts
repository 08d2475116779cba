/** Link rules of SPEC §2 shared by the rich-text renderer, the UI kit and the site. */

const collapseSlashes = (path: string): string => path.replace(/\/{2,}/g, "/");
const trimSlashes = (value: string): string => value.trim().replace(/^\/+|\/+$/g, "");

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
/** A resource guide's path from an embedded card (SPEC §2: /resources/{slug}). */
export const resourceCardPath = (slug: string): string => entryPath("resources", slug);
/** A resource guide's page. */
export const resourceGuidePath = (slug: string): string => collapseSlashes(`/resources/guides/${trimSlashes(slug)}`);
/** A video's page. */
export const videoPath = (slug: string): string => collapseSlashes(`/videos/watch/${trimSlashes(slug)}`);

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
// Browsers drop ASCII tab/newline anywhere and C0 controls/spaces at the ends before reading a scheme.
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

/**
 * The address if it is safe to put in an href: http, https, mailto, tel or relative; null for anything else
 * (javascript:, data:, vbscript:, unknown schemes), however it is cased or padded.
 */
export function safeHref(uri: unknown): string | null {
  if (typeof uri !== "string") return null;
  const trimmed = uri.trim();
  if (!trimmed || trimmed.length > 2048) return null;
  const normalised = trimmed.replace(IGNORED_BY_BROWSERS, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normalised)?.[1]?.toLowerCase();
  if (scheme !== undefined) return ALLOWED_SCHEMES.has(scheme) ? trimmed : null;
  // No scheme: relative. Reject anything that could still be read as a scheme after entity or escape decoding.
  if (/^[a-z0-9+.-]*(&|%|\\u)/i.test(normalised) && /(script|data)/i.test(normalised)) return null;
  return trimmed;
}

/** Whether an address leaves the site (http(s) or protocol-relative); such links open with rel="noopener noreferrer". */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}
