/**
 * The loading, error and not-found states shared by the content pages (foundational, state, generic, agent,
 * breakdown and avoid-mistakes pages): docs/product.md (States, Errors and messages).
 */
import { Button, ButtonLink, LoadingRegion, Seo, Skeleton } from "@tupelo-medicare/ui";

/** docs/product.md (Errors and messages): what a content page shows when its content failed to load. */
export const CONTENT_ERROR_TITLE = "Unable to load content";
export const CONTENT_ERROR_TEXT = "Please try again later or contact support if the issue persists.";
/** docs/product.md (Errors and messages): what a content page shows when its content does not exist. */
export const CONTENT_NOT_FOUND_TITLE = "Page not found";

const PAGE_WIDTH = "mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-12";

function SkeletonLines({ lines }: { lines: number }) {
  return (
    <div className="flex flex-col gap-3">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={index === lines - 1 ? "h-5 w-2/3" : "h-5 w-full"} />
      ))}
    </div>
  );
}

/**
 * The skeleton of a content page: breadcrumb, heading, description, body and (optionally) the right sidebar,
 * laid out like the loaded page so nothing shifts.
 */
function ContentPageSkeleton({
  sidebar = true,
  breadcrumb = true,
  trail = false,
  label = "Loading page...",
}: {
  sidebar?: boolean;
  breadcrumb?: boolean;
  /** Also stands in for the row of sibling-page links under the breadcrumb. */
  trail?: boolean;
  label?: string;
}) {
  return (
    <LoadingRegion label={label} className={PAGE_WIDTH} data-testid="content-page-skeleton">
      {breadcrumb ? <Skeleton className="mb-6 h-11 w-72 max-w-full" /> : null}
      {trail ? <Skeleton className="-mt-4 mb-8 h-11 w-full max-w-2xl rounded-full" /> : null}
      <div className={sidebar ? "grid gap-10 lg:grid-cols-3" : "mx-auto max-w-4xl"}>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Skeleton className="h-12 w-5/6" />
          <SkeletonLines lines={2} />
          <Skeleton className="mt-4 aspect-video w-full rounded-card" />
          <SkeletonLines lines={5} />
          <Skeleton className="mt-2 h-8 w-1/2" />
          <SkeletonLines lines={4} />
        </div>
        {sidebar ? (
          <div className="hidden flex-col gap-6 lg:flex">
            <Skeleton className="h-56 w-full rounded-card" />
            <Skeleton className="h-80 w-full rounded-card" />
            <Skeleton className="h-44 w-full rounded-card" />
          </div>
        ) : null}
      </div>
    </LoadingRegion>
  );
}

/** 'Unable to load content' with the documented advice and a retry button. */
function ContentLoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className={PAGE_WIDTH}>
      <Seo title={CONTENT_ERROR_TITLE} noindex />
      <div
        role="alert"
        className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card border border-danger-700 bg-danger-50 p-8 text-center"
      >
        <h1 className="text-3xl font-bold text-danger-700">{CONTENT_ERROR_TITLE}</h1>
        <p className="text-ink">{CONTENT_ERROR_TEXT}</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** 'Page not found' for a content page whose entry does not exist; marked noindex. */
function ContentNotFound() {
  return (
    <div className={PAGE_WIDTH}>
      <Seo title={CONTENT_NOT_FOUND_TITLE} noindex />
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card border border-border-subtle bg-surface-alt p-8 text-center">
        <h1 className="text-3xl font-bold text-primary-900">{CONTENT_NOT_FOUND_TITLE}</h1>
        <p className="text-muted">The page you are looking for doesn&apos;t exist or has been moved.</p>
        <ButtonLink href="/" variant="primary">
          Return to Home
        </ButtonLink>
      </div>
    </div>
  );
}

export { ContentPageSkeleton, ContentLoadError, ContentNotFound, PAGE_WIDTH };
