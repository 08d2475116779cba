/** The query of a location's `?q=` (trimmed, at most 200 characters). */
export const queryOf = (search: string) => (new URLSearchParams(search).get("q") ?? "").trim().slice(0, 200);

/**
 * Whether the address asks a query the server did not answer: the prerendered page from the service worker's cache
 * (offline), whose island must answer it at once.
 */
export function unansweredQuery(props: { query: string; results: unknown[] | null }, search: string): boolean {
  const asked = queryOf(search);
  return asked !== props.query || (asked !== "" && props.results === null);
}
