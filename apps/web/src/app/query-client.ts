import { QueryClient } from "@tanstack/react-query";

/** SPEC §7/§9: fresh for 5 minutes, kept 10 minutes; reads retried up to 2 times (never on 4xx); mutations once. */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  queryRetries: 2,
  mutationRetries: 1,
} as const;

/** The HTTP status carried by an error, if any. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error) {
    const status = error.status;
    return typeof status === "number" ? status : undefined;
  }
  return undefined;
}

/** Whether a failed read is tried again: up to 2 retries, never for 400-499. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status <= 499) return false;
  return failureCount < QUERY_DEFAULTS.queryRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTime,
        gcTime: QUERY_DEFAULTS.gcTime,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: QUERY_DEFAULTS.mutationRetries },
    },
  });
}
