import { describe, expect, it } from "vitest";
import {
  clearPreviewCookieHeader,
  PREVIEW_COOKIE,
  PREVIEW_COOKIE_SECONDS,
  previewCookieHeader,
  readPreviewCookie,
  secretMatches,
  signPreviewCookie,
  verifyPreviewCookie,
} from "./preview-cookie.js";

const SECRET = "a-preview-secret-of-some-length";
const NOW = Date.UTC(2026, 10, 23, 12);

describe("preview cookie", () => {
  it("verifies its own signature until it expires", () => {
    const value = signPreviewCookie(SECRET, NOW);
    expect(verifyPreviewCookie(SECRET, value, NOW)).toBe(true);
    expect(verifyPreviewCookie(SECRET, value, NOW + (PREVIEW_COOKIE_SECONDS - 1) * 1000)).toBe(true);
    expect(verifyPreviewCookie(SECRET, value, NOW + PREVIEW_COOKIE_SECONDS * 1000)).toBe(false);
  });

  it("refuses tampered, foreign and malformed values", () => {
    const value = signPreviewCookie(SECRET, NOW);
    const [version, expires, signature] = value.split(".");
    expect(verifyPreviewCookie("another-secret-entirely", value, NOW)).toBe(false);
    expect(verifyPreviewCookie(SECRET, `${version}.${Number(expires) + 3600}.${signature}`, NOW)).toBe(false);
    expect(verifyPreviewCookie(SECRET, `${version}.${expires}.${signature!.slice(0, -2)}AA`, NOW)).toBe(false);
    for (const bad of [undefined, "", "v1", "v1.1.x", "v2.1.x", `${value}.extra`, "x".repeat(500)])
      expect(verifyPreviewCookie(SECRET, bad, NOW)).toBe(false);
  });

  it("compares secrets in full", () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(SECRET, `${SECRET}x`)).toBe(false);
    expect(secretMatches(SECRET, SECRET.slice(0, -1))).toBe(false);
    expect(secretMatches(SECRET, undefined)).toBe(false);
    expect(secretMatches(SECRET, "")).toBe(false);
  });

  it("is HttpOnly, Secure, SameSite=None and short-lived, and reads back from a Cookie header", () => {
    const header = previewCookieHeader("v1.2.abc");
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=None/);
    expect(header).toMatch(new RegExp(`Max-Age=${PREVIEW_COOKIE_SECONDS}`));
    expect(clearPreviewCookieHeader()).toMatch(/Max-Age=0/);
    expect(readPreviewCookie("a=1; __Host-tm_preview=v1.2.abc=; b=2")).toBe("v1.2.abc=");
    expect(readPreviewCookie("a=1")).toBeUndefined();
  });

  it("is a __Host- cookie: Secure, Path=/ and no Domain (so no subdomain or http page can set or shadow it)", () => {
    expect(PREVIEW_COOKIE).toBe("__Host-tm_preview");
    for (const header of [previewCookieHeader("v1.2.abc"), clearPreviewCookieHeader()]) {
      const [pair, ...attributes] = header.split(/;\s*/);
      expect(pair!.startsWith("__Host-tm_preview=")).toBe(true);
      expect(attributes).toContain("Secure");
      expect(attributes).toContain("Path=/");
      expect(attributes.some((attribute) => /^domain=/i.test(attribute))).toBe(false);
    }
    // The unprefixed name (which a sibling subdomain could set) is not read.
    expect(readPreviewCookie("tm_preview=v1.2.abc")).toBeUndefined();
  });
});
