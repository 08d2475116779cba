import { describe, expect, it } from "vitest";
import { entryAtPath, pathOfEntry, sitePath } from "./preview-paths.js";

const entry = (contentTypeId: string, fields: Record<string, unknown>) => ({ id: "e1", contentTypeId, fields });

describe("sitePath", () => {
  it("keeps pages of this site, rebuilt from their parts", () => {
    expect(sitePath("/blog/turning-65-medicare-checklist")).toBe("/blog/turning-65-medicare-checklist");
    expect(sitePath("/blog/?category=medicare-basics&page=2&x=1")).toBe("/blog?category=medicare-basics&page=2");
    expect(sitePath("/")).toBe("/");
  });

  it("refuses anything that could leave the site or is not a page", () => {
    for (const bad of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "blog/x",
      "",
      "/%0d%0aSet-Cookie:x",
      undefined,
      42,
    ]) {
      expect(sitePath(bad)).toBeNull();
    }
    expect(sitePath("/no/such/page/here")).toBeNull();
    expect(sitePath("/no/such/page/here", { knownOnly: false })).toBe("/no/such/page/here");
  });
});

describe("pathOfEntry", () => {
  it("derives each content type's page from the entry", () => {
    expect(pathOfEntry(entry("pageBlogPost", { slug: "a-new-post" }))).toBe("/blog/a-new-post");
    expect(pathOfEntry(entry("video", { slug: "enrollment-video" }))).toBe("/videos/watch/enrollment-video");
    expect(pathOfEntry(entry("resourceGuide", { slug: "medigap-guide" }))).toBe("/resources/guides/medigap-guide");
    expect(pathOfEntry(entry("category", { slug: "medicare-basics" }))).toBe("/blog?category=medicare-basics");
    expect(pathOfEntry(entry("foundationalPage", { pageSlug: "medicare-supplement", parentSlug: "plans" }))).toBe(
      "/plans/medicare-supplements",
    );
    expect(pathOfEntry(entry("foundationalPage", { pageSlug: "glossary", parentSlug: "resources" }))).toBe(
      "/resources/glossary",
    );
    expect(
      pathOfEntry(
        entry("foundationalPage", { pageSlug: "medicare-by-state-mississippi", parentSlug: "medicare/by-state" }),
      ),
    ).toBe("/medicare/by-state/mississippi");
    expect(pathOfEntry(entry("foundationalPage", { pageSlug: "dana-whitfield-insurance", parentSlug: "/" }))).toBe(
      "/dana-whitfield-insurance",
    );
    expect(pathOfEntry(entry("teamMemberCards", {}))).toBe("/team");
    expect(pathOfEntry(entry("placeReviews", {}))).toBe("/client-reviews");
    expect(pathOfEntry(entry("siteSettings", {}))).toBe("/");
  });

  it("has no page for entries without a slug, hostile slugs or embedded-only types", () => {
    expect(pathOfEntry(entry("pageBlogPost", {}))).toBeNull();
    expect(pathOfEntry(entry("pageBlogPost", { slug: "//evil.example" }))).toBe("/blog/evil.example");
    expect(pathOfEntry(entry("foundationalPage", { pageSlug: "not-a-page", parentSlug: "/" }))).toBeNull();
    expect(pathOfEntry(entry("websiteCta", { ctaTitle: "x" }))).toBeNull();
  });
});

describe("entryAtPath", () => {
  it("names the entry a page shows", () => {
    expect(entryAtPath("/blog/a-post")).toEqual({ contentType: "pageBlogPost", field: "slug", value: "a-post" });
    expect(entryAtPath("/resources/guides/g")).toEqual({ contentType: "resourceGuide", field: "slug", value: "g" });
    expect(entryAtPath("/medicare/by-state/alabama")).toEqual({
      contentType: "foundationalPage",
      field: "pageSlug",
      value: "medicare-by-state-alabama",
    });
    expect(entryAtPath("/plans/medicare-supplements")).toEqual({
      contentType: "foundationalPage",
      field: "pageSlug",
      value: "medicare-supplement",
    });
    expect(entryAtPath("/resources/glossary")).toEqual({
      contentType: "foundationalPage",
      field: "pageSlug",
      value: "glossary",
    });
    expect(entryAtPath("/blog")).toBeNull();
    expect(entryAtPath("/")).toBeNull();
  });
});
