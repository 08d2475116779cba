/**
 * The not-found state shared by the content pages (foundational, state, generic, agent, breakdown and
 * avoid-mistakes pages): docs/product.md (States, Errors and messages). Pages are prerendered with their data, so
 * there is no loading state, and a failed read fails the render instead of showing an error.
 */
import { ButtonLink, Seo } from "@tupelo-medicare/ui";

/** docs/product.md (Errors and messages): what a content page shows when its content does not exist. */
export const CONTENT_NOT_FOUND_TITLE = "Page not found";

const PAGE_WIDTH = "mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-12";

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

export { ContentNotFound, PAGE_WIDTH };
