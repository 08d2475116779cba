import { describe, expect, it } from "vitest";
import { classifyHref, httpsSrc, internalHref, mediaSrc } from "./hrefs.js";

describe("classifyHref", () => {
  it.each([
    ["/contact-us", "internal"],
    ["guides/medigap", "internal"],
    ["#costs", "internal"],
    ["https://www.medicare.gov", "external"],
    ["HTTP://example.com", "external"],
    ["//cdn.example.com/x", "external"],
    ["/\\evil.example", "external"],
    ["\\\\evil.example", "external"],
    ["/\t/evil.example", "external"],
    ["https:\\\\evil.example", "external"],
    ["mailto:help@example.com", "contact"],
    ["TEL:+16625550142", "contact"],
  ])("classifies %j as %s", (uri, kind) => {
    expect(classifyHref(uri)?.kind).toBe(kind);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058x",
    "%6A%61%76%61%73%63%72%69%70%74%3Ax",
    "%2526%2523106;avascript:x",
    "",
    null,
    42,
  ])("refuses %j", (uri) => {
    expect(classifyHref(uri)).toBeNull();
  });

  it("keeps ordinary encoded characters in allowed addresses", () => {
    expect(classifyHref("/search?q=part%20d%3A%20costs")?.href).toBe("/search?q=part%20d%3A%20costs");
    expect(classifyHref("https://example.com/?next=javascript%3Ax")?.kind).toBe("external");
  });
});

describe("internalHref", () => {
  it("accepts only addresses that stay on the site", () => {
    expect(internalHref("/blog/x")).toBe("/blog/x");
    expect(internalHref("//evil.example")).toBeNull();
    expect(internalHref("/\\evil.example")).toBeNull();
    expect(internalHref("mailto:a@b.c")).toBeNull();
    expect(internalHref(null)).toBeNull();
  });
});

describe("mediaSrc and httpsSrc", () => {
  it("adds https: to protocol-relative addresses and refuses mailto/tel and scripts", () => {
    expect(mediaSrc("//images.ctfassets.net/a.png")).toBe("https://images.ctfassets.net/a.png");
    expect(mediaSrc("/a.png")).toBe("/a.png");
    expect(mediaSrc("tel:1")).toBeNull();
    expect(mediaSrc("javascript:alert(1)")).toBeNull();
    expect(mediaSrc(undefined)).toBeNull();
  });

  it("allows only https for frames", () => {
    expect(httpsSrc("//player.vimeo.com/video/1")).toBe("https://player.vimeo.com/video/1");
    expect(httpsSrc("http://player.vimeo.com/video/1")).toBeNull();
    expect(httpsSrc("/embed/1")).toBeNull();
  });
});
