import { describe, expect, it } from "vitest";
import {
  blogPostPath,
  entryPath,
  foundationalPagePath,
  isExternalHref,
  resourceCardPath,
  resourceGuidePath,
  safeHref,
  videoPath,
} from "./links.js";

describe("paths", () => {
  it("links entries at /{contentType}/{slug}", () => {
    expect(entryPath("pageBlogPost", "turning-65")).toBe("/pageBlogPost/turning-65");
    expect(entryPath("/blog/", "/x/")).toBe("/blog/x");
  });
  it("links a foundational page at /{pageSlug} under '/', else /{parent}/{pageSlug}, slashes collapsed", () => {
    expect(foundationalPagePath("privacy-policy", "/")).toBe("/privacy-policy");
    expect(foundationalPagePath("privacy-policy", "")).toBe("/privacy-policy");
    expect(foundationalPagePath("privacy-policy", undefined)).toBe("/privacy-policy");
    expect(foundationalPagePath("what-is-medicare", "medicare")).toBe("/medicare/what-is-medicare");
    expect(foundationalPagePath("/medicare-by-state-mississippi", "/medicare//by-state/")).toBe(
      "/medicare/by-state/medicare-by-state-mississippi",
    );
  });
  it("has the card and page paths of docs/product.md (Pages and routes)", () => {
    expect(blogPostPath("a")).toBe("/blog/a");
    expect(resourceCardPath("a")).toBe("/resources/a");
    expect(resourceGuidePath("a")).toBe("/resources/guides/a");
    expect(videoPath("a")).toBe("/videos/watch/a");
  });
});

describe("safeHref", () => {
  it.each([
    "https://www.medicare.gov",
    "http://example.com/a?b=c",
    "mailto:hello@example.com",
    "tel:+16625550142",
    "/contact-us",
    "#section",
    "blog/x",
    "//cdn.example.com/a.pdf",
    "HTTPS://MEDICARE.GOV",
  ])("allows %s", (uri) => expect(safeHref(uri)).toBe(uri));
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "  javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "DATA:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com",
    "&#106;avascript:alert(1)",
    "javascript&colon;alert(1)",
  ])("refuses %j", (uri) => expect(safeHref(uri)).toBeNull());
  it("refuses non-strings, empty and overlong addresses", () => {
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref(42)).toBeNull();
    expect(safeHref("   ")).toBeNull();
    expect(safeHref(`/${"a".repeat(3000)}`)).toBeNull();
  });
});

describe("isExternalHref", () => {
  it("is true for http(s) and protocol-relative addresses only", () => {
    expect(isExternalHref("https://ssa.gov")).toBe(true);
    expect(isExternalHref("//cdn.example.com")).toBe(true);
    expect(isExternalHref("/contact-us")).toBe(false);
    expect(isExternalHref("mailto:a@b.c")).toBe(false);
  });
});

describe("hardening", () => {
  it.each([
    "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)",
    "&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)",
    "%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)",
    "javascript&colon;alert(1)",
    "jav&Tab;ascript:alert(1)",
    "%64ata:text/html,<script>alert(1)</script>",
  ])("refuses %j, which decodes to a script scheme", (uri) => expect(safeHref(uri)).toBeNull());
  it("keeps percent-encoded relative paths that are harmless", () => {
    expect(safeHref("/search?q=part%20d")).toBe("/search?q=part%20d");
  });
  it("never builds a path that leaves the site through a backslash", () => {
    expect(foundationalPagePath("\\evil.example", "/")).toBe("/evil.example");
    expect(foundationalPagePath("page", "\\\\evil.example")).toBe("/evil.example/page");
    expect(entryPath("blog", "\\\\evil")).toBe("/blog/evil");
    expect(isExternalHref("/\\evil.example")).toBe(true);
  });
});

describe("escape hardening", () => {
  it.each(["\\u006aavascript:alert(1)", "\\x6aavascript:alert(1)", "\\u{6a}avascript:alert(1)"])("refuses %j", (uri) =>
    expect(safeHref(uri)).toBeNull(),
  );
});
