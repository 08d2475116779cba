/**
 * The generic content page (docs/product.md, Pages and routes: calculators, glossary, privacy, terms and agent landing pages): a foundational
 * page's title, description and rich body with its embedded entries, its call to action and related articles.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { FoundationalPage } from "@tupelo-medicare/content";
import { pageTitle } from "@tupelo-medicare/content/rules";
import { Breadcrumb, cn } from "@tupelo-medicare/ui";
import type { StructuredData } from "@tupelo-medicare/ui";
import { pageQuery } from "../../app/queries.js";
import { PageCallToAction } from "./content-call-to-action.js";
import { PageBody, PageVideo } from "./content-page-body.js";
import { ContentNotFound, PAGE_WIDTH } from "./content-page-states.js";
import { RelatedArticles } from "./content-related-articles.js";
import { useInspector } from "../../preview/inspector.js";
import { ContentPageSeo } from "./content-page-seo.js";

interface GenericContentPageProps {
  slug: string;
  canonical: string;
  /** A right-hand column (large screens; below the heading on phones). */
  aside?: ReactNode;
  /** Label of the aside region. */
  asideLabel?: string;
  /** Structured data beyond the webpage description. */
  extraStructuredData?: StructuredData[];
  /** Shown instead of 'Page not found' when the content has no such page. */
  notFound?: ReactNode;
}

function LoadedPage({
  page,
  canonical,
  aside,
  asideLabel,
  extraStructuredData = [],
}: Omit<GenericContentPageProps, "slug" | "notFound"> & { page: FoundationalPage }) {
  const title = pageTitle(page);
  const description = page.metadata.description.trim();
  const inspect = useInspector();
  return (
    <div className={PAGE_WIDTH}>
      <ContentPageSeo page={page} title={title} canonical={canonical} extra={extraStructuredData} />
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: page.pageName.trim() || title }]} />
      <div className={cn("mt-8", aside ? "grid gap-10 lg:grid-cols-3" : "mx-auto max-w-4xl")}>
        <header className={cn("flex flex-col gap-4", aside && "lg:col-span-2")}>
          <h1 className="text-4xl leading-tight font-bold text-primary-900 sm:text-5xl" {...inspect(page.id, "title")}>
            {title}
          </h1>
          {description ? <p className="text-xl text-muted">{description}</p> : null}
        </header>
        {aside ? (
          <aside aria-label={asideLabel} className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
            <div className="flex flex-col gap-6 lg:sticky lg:top-[calc(var(--sticky-header-height)+1rem)]">{aside}</div>
          </aside>
        ) : null}
        <div className={cn("min-w-0", aside ? "lg:col-span-2 lg:col-start-1" : "mt-8")}>
          <PageVideo value={page.youTubeVideo} title={title} className="mt-0" />
          <PageBody document={page.body} />
          <PageCallToAction cta={page.callToAction} />
          <RelatedArticles posts={page.relatedBlogs} />
        </div>
      </div>
    </div>
  );
}

/** Loads the foundational page `slug` and shows it, or the loading, error or not-found state. */
function GenericContentPage({ slug, notFound, ...props }: GenericContentPageProps) {
  const query = useSuspenseQuery(pageQuery(slug));
  if (!query.data) return notFound ?? <ContentNotFound />;
  return <LoadedPage page={query.data} {...props} />;
}

export { GenericContentPage };
export type { GenericContentPageProps };
