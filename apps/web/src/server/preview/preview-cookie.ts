/**
 * The draft-preview cookie: `v1.<expiry seconds>.<HMAC-SHA256>`, signed with a key derived from
 * CONTENTFUL_PREVIEW_SECRET. HttpOnly, Secure and SameSite=None (the page is framed by Contentful's web app), with a
 * short life. Its name has the `__Host-` prefix, so browsers take it only when it is Secure, for Path=/ and with no
 * Domain: no sibling subdomain (or an http page) can set or shadow it. A tampered, expired or foreign cookie reads as no cookie: the visitor gets the published site.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const PREVIEW_COOKIE = "__Host-tm_preview";
/** How long one opening of preview lasts. */
export const PREVIEW_COOKIE_SECONDS = 60 * 60;

const VERSION = "v1";

const keyOf = (secret: string): Buffer =>
  createHmac("sha256", secret).update("tupelo-medicare draft preview cookie").digest();
const mac = (secret: string, expires: number): string =>
  createHmac("sha256", keyOf(secret)).update(`${VERSION}.${expires}`).digest("base64url");

/** A cookie value that opens preview until `now + PREVIEW_COOKIE_SECONDS`. */
export function signPreviewCookie(secret: string, now: number = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREVIEW_COOKIE_SECONDS;
  return `${VERSION}.${expires}.${mac(secret, expires)}`;
}

/** Whether a cookie value is one this secret signed and has not expired. */
export function verifyPreviewCookie(secret: string, value: string | undefined, now: number = Date.now()): boolean {
  if (!value || value.length > 200) return false;
  const [version, expiresText, signature, ...rest] = value.split(".");
  if (version !== VERSION || rest.length > 0 || !expiresText || !signature || !/^\d{1,12}$/.test(expiresText))
    return false;
  const expires = Number(expiresText);
  if (expires * 1000 <= now || expires * 1000 > now + PREVIEW_COOKIE_SECONDS * 1000 + 60_000) return false;
  const expected = Buffer.from(mac(secret, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Compares a given secret with the configured one in constant time (digests of equal length). */
export function secretMatches(secret: string, given: unknown): boolean {
  if (typeof given !== "string" || given.length === 0 || given.length > 1024) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(secret), digest(given));
}

/** Set-Cookie for an opened preview. */
export function previewCookieHeader(value: string): string {
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${PREVIEW_COOKIE_SECONDS}; HttpOnly; Secure; SameSite=None`;
}

/** Set-Cookie that ends preview. */
export function clearPreviewCookieHeader(): string {
  return `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=None`;
}

/** The preview cookie's value in a Cookie header. */
export function readPreviewCookie(cookieHeader: string | undefined | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === PREVIEW_COOKIE) return value.join("=");
  }
  return undefined;
}
