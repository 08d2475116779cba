/**
 * Every address the renderer writes goes through here. safeHref and isExternalHref (the content package's shared
 * rules, which also refuse addresses that decode to a script scheme) decide what is allowed; this adds the
 * classification the renderer needs and the browser quirks that make a relative-looking address leave the site.
 */
import { assetUrl, isExternalHref, safeHref } from "@tupelo-medicare/content/rules";

export type HrefKind = "internal" | "external" | "contact";

export interface SafeHref {
  href: string;
  kind: HrefKind;
}

/** The address and how to open it, or null when it must not become a link. */
export function classifyHref(uri: unknown): SafeHref | null {
  const href = safeHref(uri);
  if (!href) return null;
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
