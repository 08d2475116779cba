/**
 * The /search page's form and results, as plain props: the server renders it for `?q=…` (no JavaScript needed) and
 * the island renders the same markup in the browser for later queries and offline.
 */
import { Search } from "lucide-react";
import { useSiteConfig } from "@tupelo-medicare/ui";
import type { SearchDocumentKind, SearchResult } from "@tupelo-medicare/site-search";
import { SEARCH_PATH } from "../../app/search-path.js";

/** What the page shows: nothing searched yet, results (maybe none), or search unavailable (offline, no index). */
export type SearchState =
  | { status: "idle" }
  | { status: "done"; query: string; results: SearchResult[]; suggestion: string | null }
  | { status: "unavailable"; query: string };

export const KIND_LABELS: Record<SearchDocumentKind, string> = {
  article: "Article",
  guide: "Guide",
  video: "Video",
  page: "Page",
};

/** Topics people ask about most, offered when nothing matched (each runs that search). */
export const POPULAR_TOPICS = [
  "When to sign up for Medicare",
  "Medigap Plan G",
  "Medicare Advantage",
  "Part D late penalty",
  "IRMAA",
  "Dental, vision and hearing",
] as const;

const longDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "January 5, 2025" for an ISO date, or null when it is not a date. */
export function formatResultDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const time = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(time) ? null : longDate.format(time);
}

export const searchHref = (query: string) => `${SEARCH_PATH}?${new URLSearchParams({ q: query }).toString()}`;

/** The page title for a query, keeping the site name that follows " | " in `current`. */
export function searchTitle(query: string, current: string): string {
  const at = current.lastIndexOf(" | ");
  const site = at >= 0 ? current.slice(at) : "";
  return query ? `Search results for “${query}”${site}` : `Search${site}`;
}

/** The sentence the status region announces. */
export function statusText(state: SearchState): string {
  if (state.status === "idle") return "";
  if (state.status === "unavailable") return `Search is not available right now.`;
  const count = state.results.length;
  if (count === 0) return `No results for “${state.query}”.`;
  return `${count} ${count === 1 ? "result" : "results"} for “${state.query}”.`;
}

export interface SearchViewProps {
  state: SearchState;
  /** The text in the box (the query being typed). */
  value: string;
  busy?: boolean;
  onValueChange?: (value: string) => void;
  onSubmit?: (query: string, event: React.FormEvent<HTMLFormElement>) => void;
}

function ResultItem({ result }: { result: SearchResult }) {
  const date = formatResultDate(result.date);
  return (
    <li className="border-b border-border-subtle py-6 last:border-b-0">
      <article>
        <p className="m-0 text-base font-bold tracking-wide text-muted uppercase">
          {KIND_LABELS[result.kind]}
          {date ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <time dateTime={result.date}>{date}</time>
            </>
          ) : null}
        </p>
        <h2 className="mt-1 mb-2 text-2xl leading-snug font-bold">
          <a href={result.url} className="text-primary-700 underline underline-offset-4 hover:decoration-2">
            {result.title}
          </a>
        </h2>
        {result.excerpt.length > 0 ? (
          <p className="m-0 text-lg text-ink">
            {result.excerpt.map((segment, index) =>
              segment.match ? (
                <mark key={index} className="rounded-sm bg-accent-50 px-0.5 font-bold text-ink">
                  {segment.text}
                </mark>
              ) : (
                <span key={index}>{segment.text}</span>
              ),
            )}
          </p>
        ) : null}
      </article>
    </li>
  );
}

function NoResults({ query, suggestion }: { query: string; suggestion: string | null }) {
  const config = useSiteConfig();
  return (
    <div className="rounded-xl border border-border-subtle bg-surface-alt p-6">
      <h2 className="mt-0 mb-3 text-2xl font-bold text-primary-900">We could not find a page for “{query}”</h2>
      {suggestion ? (
        <p className="mt-0 text-lg">
          Did you mean{" "}
          <a href={searchHref(suggestion)} className="font-bold text-primary-700 underline underline-offset-4">
            {suggestion}
          </a>
          ?
        </p>
      ) : null}
      <p className="text-lg">Try fewer or simpler words, or one of these popular topics:</p>
      <PopularTopics />
      <p className="mb-0 text-lg">
        Or call us and a licensed agent will answer your question:{" "}
        <a
          href={config.phone.href}
          className="font-bold min-[20.5rem]:whitespace-nowrap text-primary-700 underline underline-offset-4"
        >
          {config.phone.display}
        </a>{" "}
        (TTY {config.phone.tty}).
      </p>
    </div>
  );
}

function PopularTopics() {
  return (
    <ul className="my-4 flex list-none flex-wrap gap-3 p-0">
      {POPULAR_TOPICS.map((topic) => (
        <li key={topic}>
          <a
            href={searchHref(topic)}
            className="inline-flex min-h-11 items-center rounded-full border-2 border-primary-700 px-4 text-lg font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            {topic}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The search page's field (the island reads what was typed in it before it was live). */
export const SEARCH_FIELD_ID = "search-page-q";

export function SearchView({ state, value, busy = false, onValueChange, onSubmit }: SearchViewProps) {
  const config = useSiteConfig();
  return (
    <div data-slot="site-search" className="flex flex-col gap-6">
      <form
        role="search"
        aria-label="Search Medicare topics"
        action={SEARCH_PATH}
        method="get"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        // What the field holds (typed before the island was live, too), not only what the island last saw.
        onSubmit={(event) => {
          const typed = new FormData(event.currentTarget).get("q");
          onSubmit?.(typeof typed === "string" ? typed : value, event);
        }}
      >
        <div className="flex grow flex-col gap-2">
          <label htmlFor={SEARCH_FIELD_ID} className="text-lg font-bold text-ink">
            What would you like to know about Medicare?
          </label>
          <input
            id={SEARCH_FIELD_ID}
            name="q"
            type="search"
            maxLength={200}
            enterKeyHint="search"
            autoComplete="off"
            value={value}
            onChange={(event) => onValueChange?.(event.target.value)}
            aria-describedby="search-page-hint"
            className="min-h-12 w-full rounded-lg border-2 border-border bg-surface px-4 text-xl text-ink"
          />
        </div>
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-primary-700 px-6 text-xl font-bold text-white hover:bg-primary-800"
        >
          <Search aria-hidden="true" className="size-6" />
          Search
        </button>
      </form>
      <p id="search-page-hint" className="m-0 text-base text-muted">
        Spelling does not need to be perfect. Try “Plan G”, “Part D penalty” or “turning 65”.
      </p>
      <p role="status" className="m-0 text-xl font-bold text-ink">
        {statusText(state)}
      </p>
      {state.status === "done" && state.results.length > 0 ? (
        <ol aria-label={`Results for “${state.query}”`} className="m-0 list-none p-0">
          {state.results.map((result) => (
            <ResultItem key={result.id} result={result} />
          ))}
        </ol>
      ) : null}
      {state.status === "done" && state.results.length === 0 ? (
        <NoResults query={state.query} suggestion={state.suggestion} />
      ) : null}
      {state.status === "unavailable" ? (
        <div className="rounded-xl border border-border-subtle bg-surface-alt p-6 text-lg">
          <p className="mt-0">
            We could not load search. If you are offline, please try again when you are connected, or call us at{" "}
            <a
              href={config.phone.href}
              className="font-bold min-[20.5rem]:whitespace-nowrap text-primary-700 underline underline-offset-4"
            >
              {config.phone.display}
            </a>
            .
          </p>
          <p className="mb-0">
            <a href={searchHref(state.query)} className="font-bold text-primary-700 underline underline-offset-4">
              Try again
            </a>
          </p>
        </div>
      ) : null}
      {state.status === "idle" ? (
        <div>
          <h2 className="mt-0 mb-2 text-2xl font-bold text-primary-900">Popular topics</h2>
          <PopularTopics />
        </div>
      ) : null}
    </div>
  );
}
