/**
 * Every address the renderer writes goes through here. safeHref and isExternalHref (the content package's shared
 * rules) decide what is allowed; this adds the classification the renderer needs and the browser quirks that make
 * a relative-looking address leave the site ('/\\evil.example', 'https:\\\\evil.example').
 */
import { assetUrl, isExternalHref, safeHref } from "@tupelo-medicare/content/rules";

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

function decodeOnce(value: string): string {
  const entities = value
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d{1,7});?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&colon;?/gi, ":")
    .replace(/&(tab|newline);?/gi, "");
  try {
    return decodeURIComponent(entities);
  } catch {
    return entities;
  }
}

/**
 * Defence in depth over safeHref: the scheme the address would have if something downstream decoded HTML entities
 * or percent-escapes ('&#0000106avascript:', '%6A%61vascript:'), which safeHref's relative-address check misses.
 */
function hasDisallowedDecodedScheme(href: string): boolean {
  let value = href;
  for (let round = 0; round < 3; round += 1) {
    const decoded = decodeOnce(value);
    if (decoded === value) break;
    value = decoded;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(IGNORED_BY_BROWSERS, ""))?.[1]?.toLowerCase();
  return scheme !== undefined && !ALLOWED_SCHEMES.has(scheme);
}

export type HrefKind = "internal" | "external" | "contact";

export interface SafeHref {
  href: string;
  kind: HrefKind;
}

/** The address and how to open it, or null when it must not become a link. */
export function classifyHref(uri: unknown): SafeHref | null {
  const href = safeHref(uri);
  if (!href || hasDisallowedDecodedScheme(href)) return null;
  // Browsers drop tabs and newlines anywhere in a URL and read backslashes as slashes.
  const asParsed = href.replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
  if (/^(mailto|tel):/i.test(asParsed)) return { href, kind: "contact" };
  if (isExternalHref(asParsed) || /^[a-z][a-z0-9+.-]*:/i.test(asParsed)) return { href, kind: "external" };
  return { href, kind: "internal" };
}

/** A site-relative path built from content (a slug), or null if it would not stay on the site. */
export function internalHref(path: string | null | undefined): string | null {
  const safe = classifyHref(path);
  return safe?.kind === "internal" ? safe.href : null;
}

/** An image, video or poster address: https: added to protocol-relative addresses, only http(s) or relative. */
export function mediaSrc(url: unknown): string | null {
  if (typeof url !== "string") return null;
  const safe = classifyHref(assetUrl(url));
  if (!safe || safe.kind === "contact") return null;
  return safe.href;
}

/** An iframe address: https only (protocol-relative addresses become https). */
export function httpsSrc(url: string): string | null {
  const src = mediaSrc(url);
  return src && /^https:\/\/[^/\\]/i.test(src) ? src : null;
}
