import * as React from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../lib/cn";
import { SmartLink } from "../internal/smart-link";
import type { LinkComponent } from "../site-config/site-config";
import { buttonVariants } from "./button";

type PaginationProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** The address of a page: works with any router and with prerendered pages (e.g. p => `/blog?page=${p}`). */
  hrefForPage: (page: number) => string;
  /**
   * `simple`: Previous / 'Page X of Y' / Next (blog list). `numbered`: arrows around page numbers (videos, guides).
   * @defaultValue 'simple'
   */
  variant?: "simple" | "numbered";
  /** Page numbers shown on each side of the current one in the numbered form. @defaultValue 1 */
  siblingCount?: number;
  LinkComponent?: LinkComponent;
};

type PageSlot = number | "gap-start" | "gap-end";

/** The page numbers to show: first, last, the current with its siblings, and gaps. */
function pageSlots(page: number, totalPages: number, siblingCount: number): PageSlot[] {
  const windowSize = siblingCount * 2 + 5;
  if (totalPages <= windowSize) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - siblingCount, totalPages - siblingCount * 2 - 2));
  const end = Math.min(totalPages - 1, Math.max(page + siblingCount, siblingCount * 2 + 3));
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    ...(start > 2 ? (["gap-start"] as const) : []),
    ...middle,
    ...(end < totalPages - 1 ? (["gap-end"] as const) : []),
    totalPages,
  ];
}

const stepClass = cn(buttonVariants({ variant: "secondary", size: "default" }));
// Keeps Previous/Next in place when the other end has no link.
const spacerClass = "hidden min-h-12 min-w-32 sm:inline-block";

/**
 * Pagination as links built by `hrefForPage`, in the two forms the site uses (numbered pages, or Previous / Next with "Page X of Y"). Renders nothing for a single page;
 * at the ends there is no Previous/Next link (an empty spacer keeps the layout).
 */
function Pagination({
  page: pageProp,
  totalPages,
  hrefForPage,
  variant = "simple",
  siblingCount = 1,
  LinkComponent,
  className,
  ...props
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const page = Math.min(Math.max(1, Math.trunc(pageProp)), totalPages);
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;

  if (variant === "simple") {
    return (
      <nav
        data-slot="pagination"
        data-variant="simple"
        aria-label="Pagination"
        className={cn("flex flex-wrap items-center justify-between gap-4", className)}
        {...props}
      >
        {hasPrevious ? (
          <SmartLink href={hrefForPage(page - 1)} LinkComponent={LinkComponent} rel="prev" className={stepClass}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </SmartLink>
        ) : (
          <span aria-hidden="true" className={spacerClass} />
        )}
        <p className="m-0 font-semibold">
          Page {page} of {totalPages}
        </p>
        {hasNext ? (
          <SmartLink href={hrefForPage(page + 1)} LinkComponent={LinkComponent} rel="next" className={stepClass}>
            Next
            <ChevronRight aria-hidden="true" />
          </SmartLink>
        ) : (
          <span aria-hidden="true" className={spacerClass} />
        )}
      </nav>
    );
  }

  const numberClass =
    "inline-flex size-12 items-center justify-center rounded-lg border-2 font-semibold transition-colors";
  return (
    <nav
      data-slot="pagination"
      data-variant="numbered"
      aria-label="Pagination"
      className={cn("flex justify-center", className)}
      {...props}
    >
      <ul className="m-0 flex list-none flex-wrap items-center justify-center gap-2 p-0">
        <li>
          {hasPrevious ? (
            <SmartLink
              href={hrefForPage(page - 1)}
              LinkComponent={LinkComponent}
              rel="prev"
              aria-label="Previous page"
              className={cn(numberClass, "border-primary-700 text-primary-700 hover:bg-primary-50")}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </SmartLink>
          ) : (
            <span aria-hidden="true" className="inline-flex size-12" />
          )}
        </li>
        {pageSlots(page, totalPages, siblingCount).map((slot) =>
          typeof slot === "number" ? (
            <li key={slot}>
              {slot === page ? (
                <span aria-current="page" className={cn(numberClass, "border-primary-700 bg-primary-700 text-white")}>
                  <span className="sr-only">Page </span>
                  {slot}
                </span>
              ) : (
                <SmartLink
                  href={hrefForPage(slot)}
                  LinkComponent={LinkComponent}
                  aria-label={`Page ${slot}`}
                  className={cn(
                    numberClass,
                    "border-border text-primary-700 hover:border-primary-700 hover:bg-primary-50",
                  )}
                >
                  {slot}
                </SmartLink>
              )}
            </li>
          ) : (
            <li key={slot} aria-hidden="true" className="inline-flex size-12 items-center justify-center text-muted">
              …
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <SmartLink
              href={hrefForPage(page + 1)}
              LinkComponent={LinkComponent}
              rel="next"
              aria-label="Next page"
              className={cn(numberClass, "border-primary-700 text-primary-700 hover:bg-primary-50")}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </SmartLink>
          ) : (
            <span aria-hidden="true" className="inline-flex size-12" />
          )}
        </li>
      </ul>
    </nav>
  );
}

export { Pagination, pageSlots };
export type { PaginationProps };
