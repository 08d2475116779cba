import type { QueryClient } from "@tanstack/react-query";

/** What a page's data module receives when the prerender (or a test) fills the query cache for it. */
export interface PrefetchContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  /** Props the route passes to the page (e.g. the content slug of a foundational page). */
  props: Record<string, string>;
}

/** Fills the query cache with everything a page shows, so the prerendered HTML carries it. */
export type Prefetch = (queryClient: QueryClient, context: PrefetchContext) => Promise<void>;
