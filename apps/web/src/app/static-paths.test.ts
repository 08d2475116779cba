import { describe, expect, it } from "vitest";
import { canonicalListQuery, htmlFileFor } from "./static-paths.js";

describe("htmlFileFor", () => {
  it("maps pages to index.html files", () => {
    expect(htmlFileFor("/")).toBe("index.html");
    expect(htmlFileFor("/blog")).toBe("blog/index.html");
    expect(htmlFileFor("/blog/")).toBe("blog/index.html");
    expect(htmlFileFor("/blog/turning-65")).toBe("blog/turning-65/index.html");
  });
  it("maps list queries to their own files in canonical order", () => {
    expect(htmlFileFor("/blog?page=2&category=enrollment")).toBe("blog/_q/category-enrollment/page-2/index.html");
    expect(htmlFileFor("/blog?category=all&page=1")).toBe("blog/index.html");
    expect(htmlFileFor("/videos?page=3&utm_source=x")).toBe("videos/_q/page-3/index.html");
  });
  it("refuses unsafe query values", () => {
    expect(htmlFileFor("/blog?category=../../etc")).toBeNull();
    expect(htmlFileFor("/blog?page=abc")).toBeNull();
  });
});

describe("canonicalListQuery", () => {
  it("drops defaults and ignores pages without list parameters", () => {
    expect(canonicalListQuery("/blog", new URLSearchParams("category=all"))).toBe("");
    expect(canonicalListQuery("/team", new URLSearchParams("page=2"))).toBe("");
  });
});
