// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchResult } from "@tupelo-medicare/site-search";
import type { SearchRunner } from "./search-client.js";
import SearchIsland from "./search-island.js";
import { queryOf, unansweredQuery } from "./address-query.js";
import { ISLANDS } from "../../islands/islands.js";
import { TestSite } from "../../test-support/page-harness.js";

const hit = (title: string): SearchResult => ({
  id: title,
  kind: "page",
  title,
  url: `/${title}`,
  score: 1,
  excerpt: [],
});

beforeEach(() => window.history.replaceState(null, "", "/search"));
afterEach(cleanup);

describe("search island", () => {
  it("shows the server's answer without searching again", () => {
    window.history.replaceState(null, "", "/search?q=irmaa");
    const runner = vi.fn<SearchRunner>();
    render(<SearchIsland query="irmaa" results={[hit("IRMAA")]} suggestion={null} runner={runner} />, {
      wrapper: TestSite,
    });
    expect(screen.getByRole("link", { name: "IRMAA" })).toBeTruthy();
    expect(runner).not.toHaveBeenCalled();
  });

  it("answers a new query in the browser, puts it in the address, and the back button brings the last one back", async () => {
    window.history.replaceState(null, "", "/search?q=irmaa");
    const runner = vi.fn<SearchRunner>((query) =>
      Promise.resolve({ results: [hit(`About ${query}`)], suggestion: null }),
    );
    render(<SearchIsland query="irmaa" results={[hit("IRMAA")]} suggestion={null} runner={runner} />, {
      wrapper: TestSite,
    });
    const box = screen.getByRole("searchbox");
    fireEvent.change(box, { target: { value: "plan g" } });
    fireEvent.submit(screen.getByRole("search"));
    expect(await screen.findByRole("link", { name: "About plan g" })).toBeTruthy();
    expect(window.location.search).toBe("?q=plan+g");
    expect(screen.getByRole("status").textContent).toContain("1 result for “plan g”.");
    expect(document.title).toContain("plan g");

    window.history.replaceState(null, "", "/search?q=irmaa");
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(await screen.findByRole("link", { name: "About irmaa" })).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe("irmaa");
  });

  it("answers a query the server never saw (the prerendered page offline)", async () => {
    window.history.replaceState(null, "", "/search?q=medigap");
    const runner = vi.fn<SearchRunner>(() => Promise.resolve({ results: [], suggestion: "medicare" }));
    render(<SearchIsland query="" results={null} suggestion={null} runner={runner} />, { wrapper: TestSite });
    expect(await screen.findByRole("heading", { name: "We could not find a page for “medigap”" })).toBeTruthy();
    expect(runner).toHaveBeenCalledWith("medigap");
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("medigap");
  });

  it("says search is unavailable when the index cannot load, and tries again on the next query", async () => {
    const runner = vi
      .fn<SearchRunner>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ results: [hit("Found")], suggestion: null });
    render(<SearchIsland query="" results={null} suggestion={null} runner={runner} />, { wrapper: TestSite });
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "part d" } });
    fireEvent.submit(screen.getByRole("search"));
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Search is not available right now."));
    fireEvent.submit(screen.getByRole("search"));
    expect(await screen.findByRole("link", { name: "Found" })).toBeTruthy();
  });

  it("reads q from the address, trimmed and cut to 200 characters", () => {
    expect(queryOf("?q=%20plan%20g%20")).toBe("plan g");
    expect(queryOf("")).toBe("");
    expect(queryOf(`?q=${"a".repeat(300)}`)).toHaveLength(200);
  });

  it("waits for the visitor unless the address asks a query the server did not answer (the cached page, offline)", () => {
    expect(ISLANDS.search.hydrate).toBe("interaction");
    const served = { query: "plan g", results: [] };
    // The server's answer for the address: nothing to do at load.
    expect(unansweredQuery(served, "?q=plan+g")).toBe(false);
    expect(unansweredQuery({ query: "", results: null }, "")).toBe(false);
    // The prerendered page answering /search?q=… (the service worker's copy): answered at load.
    expect(unansweredQuery({ query: "", results: null }, "?q=irmaa")).toBe(true);
    expect(unansweredQuery({ query: "irmaa", results: null }, "?q=irmaa")).toBe(true);
    expect(unansweredQuery(served, "?q=part+d")).toBe(true);
    vi.stubGlobal("location", { search: "?q=irmaa" });
    try {
      expect(ISLANDS.search.atLoad?.({ query: "", results: null, suggestion: null })).toBe(true);
      expect(ISLANDS.search.atLoad?.({ query: "irmaa", results: [], suggestion: null })).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
