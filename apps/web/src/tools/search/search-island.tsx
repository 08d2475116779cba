import { useCallback, useEffect, useRef, useState } from "react";
import type { SearchResult } from "@tupelo-medicare/site-search";
import { SEARCH_FIELD_ID, SearchView, searchHref, searchTitle } from "./search-view.js";
import { formChanges } from "../address-form/form-changes.js";
import type { SearchState } from "./search-view.js";
import { createSearchRunner } from "./search-client.js";
import { queryOf, unansweredQuery } from "./address-query.js";
import type { SearchRunner } from "./search-client.js";

export interface SearchIslandProps {
  /** The query the server answered ("" on the prerendered page, which answers none). */
  query: string;
  /** The server's results for `query`; null when the server did not search (the prerendered page, offline). */
  results: SearchResult[] | null;
  suggestion: string | null;
}

let sharedRunner: SearchRunner | undefined;

/**
 * /search: the server's answer first (works with no JavaScript); then the browser answers later queries itself,
 * keeping the address (`?q=`) and the back button in step, and answers queries the server never saw (the
 * prerendered page from the service worker's cache, offline).
 */
export default function SearchIsland({
  query,
  results,
  suggestion,
  runner,
}: SearchIslandProps & { runner?: SearchRunner }) {
  const run = runner ?? (sharedRunner ??= createSearchRunner());
  const [state, setState] = useState<SearchState>(
    results ? { status: "done", query, results, suggestion } : { status: "idle" },
  );
  const [value, setValue] = useState(query);
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);

  const answer = useCallback(
    async (next: string) => {
      const ticket = ++latest.current;
      if (!next) {
        setState({ status: "idle" });
        return;
      }
      setBusy(true);
      try {
        const found = await run(next);
        if (ticket === latest.current) setState({ status: "done", query: next, ...found });
      } catch {
        if (ticket === latest.current) setState({ status: "unavailable", query: next });
      } finally {
        if (ticket === latest.current) setBusy(false);
      }
    },
    [run],
  );

  // A query in the address the server did not answer (offline, from the cached page): answer it here.
  useEffect(() => {
    // What the visitor typed while the code loaded (it hydrates on interaction) stays in the field.
    const field = document.getElementById(SEARCH_FIELD_ID);
    const typed = field instanceof HTMLInputElement ? formChanges(field.form).q : undefined;
    if (typed !== undefined) setValue(typed);
    if (unansweredQuery({ query, results }, window.location.search)) {
      const fromUrl = queryOf(window.location.search);
      setValue(fromUrl);
      void answer(fromUrl);
    }
    const onPopState = () => {
      const previous = queryOf(window.location.search);
      setValue(previous);
      void answer(previous);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
    // Runs once, at hydration: the props are the server's answer and never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the island's props are fixed for its life
  }, []);

  const onSubmit = (typed: string, event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = typed.trim().slice(0, 200);
    if (next !== queryOf(window.location.search))
      window.history.pushState(null, "", next ? searchHref(next) : window.location.pathname);
    document.title = searchTitle(next, document.title);
    void answer(next);
  };

  return <SearchView state={state} value={value} busy={busy} onValueChange={setValue} onSubmit={onSubmit} />;
}
