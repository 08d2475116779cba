import * as React from "react";
import { Search } from "lucide-react";
import { cn } from "../lib/cn";

type HeaderSearchProps = {
  /** Where the form sends its GET request (`?q=…`). */
  action: string;
  /** Distinguishes the ids of the two copies (wide screens, phones). */
  idPrefix: string;
  className?: string;
  /** Text colours for a dark bar. */
  inverse?: boolean;
  /** The search landmark's name (the two copies differ, so landmarks stay unique wherever both are exposed). */
  landmarkLabel: string;
};

/** A plain GET form (`action?q=…`): works with no JavaScript at all. */
function HeaderSearchForm({ action, idPrefix, className, inverse = false, landmarkLabel }: HeaderSearchProps) {
  const inputId = `${idPrefix}-q`;
  return (
    <form
      role="search"
      aria-label={landmarkLabel}
      action={action}
      method="get"
      className={cn("flex items-center gap-2", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        Search this site
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        maxLength={200}
        enterKeyHint="search"
        autoComplete="off"
        placeholder="e.g. Part D penalty"
        className={cn(
          "min-h-11 w-full min-w-0 rounded-lg border-2 px-3 text-base",
          inverse
            ? "border-white/70 bg-primary-800 text-white placeholder:text-white/85"
            : "border-border bg-surface text-ink placeholder:text-muted",
        )}
      />
      <button
        type="submit"
        className={cn(
          "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg px-3 font-bold",
          inverse ? "bg-white text-primary-900" : "bg-primary-700 text-white",
        )}
      >
        <Search aria-hidden="true" className="size-5" />
        <span>Search</span>
      </button>
    </form>
  );
}

/**
 * The header's search. Wide screens: the form in the top bar. Phones: a 'Search' disclosure (`<details>`, no
 * JavaScript needed) that opens the same form under the header.
 */
function HeaderSearch({ action }: { action: string }) {
  return (
    <HeaderSearchForm
      action={action}
      idPrefix="site-search-wide"
      landmarkLabel="Site search"
      inverse
      className="hidden w-96 py-1 md:flex"
    />
  );
}

function HeaderSearchDisclosure({ action }: { action: string }) {
  return (
    <details data-slot="header-search" className="group md:hidden">
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-lg border-2 border-border px-3 font-bold text-primary-900 [&::-webkit-details-marker]:hidden">
        <Search aria-hidden="true" className="size-5" />
        <span>Search</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-border-subtle bg-surface px-4 py-3 shadow-md">
        <HeaderSearchForm action={action} idPrefix="site-search-narrow" landmarkLabel="Search the site" />
      </div>
    </details>
  );
}

export { HeaderSearch, HeaderSearchDisclosure, HeaderSearchForm };
export type { HeaderSearchProps };
