import { QueryClient } from "@tanstack/react-query";
import type { ContentClient } from "@tupelo-medicare/content";
import { bindContentClient } from "./content-client.js";

/**
 * Freshness (docs/product.md: Constants): fresh for 5 minutes, kept 10 minutes. One retry policy: the content client's (up to 5
 * retries with increasing waits on 5xx, 429 and connection errors, never on other 4xx); the query cache does
 * not retry on top of it, so a failing read costs at most the client's retries, not 3 × 6 calls.
 */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  queryRetries: 0,
  mutationRetries: 1,
} as const;

/** A query cache for one render, reading `content`. */
export function createQueryClient({ content }: { content: ContentClient }): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        retry: QUERY_DEFAULTS.queryRetries,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: QUERY_DEFAULTS.mutationRetries },
    },
  });
  return bindContentClient(queryClient, content);
}
