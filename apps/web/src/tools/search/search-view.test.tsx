// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SearchResult } from "@tupelo-medicare/site-search";
import { formatResultDate, POPULAR_TOPICS, SearchView, searchHref, searchTitle, statusText } from "./search-view.js";
import { TestSite } from "../../test-support/page-harness.js";

afterEach(cleanup);

const result = (overrides: Partial<SearchResult> = {}): SearchResult => ({
  id: "1",
  kind: "article",
  title: "What Is IRMAA?",
  url: "/blog/what-is-irmaa",
  date: "2026-01-22",
  score: 3,
  excerpt: [
    { text: "An extra charge on ", match: false },
    { text: "IRMAA", match: true },
    { text: " bills.", match: false },
  ],
  ...overrides,
});

describe("search view", () => {
  it("shows each result's kind, long date, title link and excerpt with the matched words marked", () => {
    render(
      <SearchView
        state={{
          status: "done",
          query: "irmaa",
          results: [
            result(),
            result({ id: "2", kind: "video", title: "IRMAA video", url: "/videos/watch/irmaa", date: undefined }),
          ],
          suggestion: null,
        }}
        value="irmaa"
      />,
      { wrapper: TestSite },
    );
    expect(screen.getByRole("status").textContent).toContain("2 results for “irmaa”.");
    const items = within(screen.getByRole("list", { name: "Results for “irmaa”" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain("Article");
    expect(within(items[0]!).getByText("January 22, 2026").getAttribute("datetime")).toBe("2026-01-22");
    expect(within(items[0]!).getByRole("link", { name: "What Is IRMAA?" }).getAttribute("href")).toBe(
      "/blog/what-is-irmaa",
    );
    expect(items[0]!.querySelector("mark")?.textContent).toContain("IRMAA");
    expect(items[1]!.textContent).toContain("Video");
    expect(items[1]!.querySelector("time")).toBeNull();
  });

  it("keeps markup in titles and excerpts as text", () => {
    const { container } = render(
      <SearchView
        state={{
          status: "done",
          query: "<b>x</b>",
          results: [
            result({
              title: "<img src=x onerror=alert(1)>",
              excerpt: [{ text: "<script>alert(1)</script>", match: true }],
            }),
          ],
          suggestion: null,
        }}
        value=""
      />,
      { wrapper: TestSite },
    );
    expect(container.querySelector("img, script, b")).toBeNull();
    expect(screen.getByRole("link", { name: "<img src=x onerror=alert(1)>" })).toBeTruthy();
  });

  it("says plainly when nothing matched: a suggestion, popular topics and the phone number", () => {
    render(
      <SearchView state={{ status: "done", query: "medigp", results: [], suggestion: "medigap" }} value="medigp" />,
      { wrapper: TestSite },
    );
    expect(screen.getByRole("status").textContent).toContain("No results for “medigp”.");
    expect(screen.getByRole("heading", { name: "We could not find a page for “medigp”" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "medigap" }).getAttribute("href")).toBe("/search?q=medigap");
    for (const topic of POPULAR_TOPICS)
      expect(screen.getByRole("link", { name: topic }).getAttribute("href")).toBe(searchHref(topic));
    expect(screen.getByRole("link", { name: "(662) 555-0142" }).getAttribute("href")).toBe("tel:+16625550142");
  });

  it("before any search: the form (a GET to /search) and popular topics; the status region is empty", () => {
    render(<SearchView state={{ status: "idle" }} value="" />, { wrapper: TestSite });
    const form = screen.getByRole("search", { name: "Search Medicare topics" });
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.getAttribute("method")).toBe("get");
    expect(
      screen.getByRole("searchbox", { name: "What would you like to know about Medicare?" }).getAttribute("name"),
    ).toBe("q");
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.getByRole("heading", { name: "Popular topics" })).toBeTruthy();
  });

  it("offers a way on when search cannot load (offline, no index)", () => {
    render(<SearchView state={{ status: "unavailable", query: "plan g" }} value="plan g" />, { wrapper: TestSite });
    expect(screen.getByRole("status").textContent).toContain("Search is not available right now.");
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/search?q=plan+g");
  });

  it("words and dates", () => {
    expect(statusText({ status: "done", query: "a", results: [result()], suggestion: null })).toBe("1 result for “a”.");
    expect(formatResultDate("2025-01-05")).toBe("January 5, 2025");
    expect(formatResultDate("2025-01-05T23:30:00Z")).toBe("January 5, 2025");
    expect(formatResultDate("soon")).toBeNull();
    expect(searchTitle("plan g", "Search | Trace Medicare Partners")).toBe(
      "Search results for “plan g” | Trace Medicare Partners",
    );
    expect(searchTitle("", "Search results for “x” | Trace Medicare Partners")).toBe(
      "Search | Trace Medicare Partners",
    );
  });
});
