/**
 * The free Medicare guide page (docs/product.md, Pages and routes 'Medicare Breakdown page'): the rich body plus a sidebar with the
 * free-guide button (lead source 'Medicare Breakdown Page') and the blog sidebar.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import type { FoundationalPage } from "@tupelo-medicare/content";
import { pageTitle } from "@tupelo-medicare/content/rules";
import { Breadcrumb } from "@tupelo-medicare/ui";
import { pageQuery } from "../../app/queries.js";
import { PageBody, PageVideo } from "./content-page-body.js";
import { ContentNotFound, PAGE_WIDTH } from "./content-page-states.js";
import { FreeGuideButton, FreeGuideCard, ReadOurBlog } from "./content-sidebar.js";
import { MEDICARE_BREAKDOWN_SLUG } from "./medicare-breakdown.data.js";
import { ContentPageSeo } from "./content-page-seo.js";

/** The lead source of this page's guide buttons (docs/product.md: Constants). */
export const MEDICARE_BREAKDOWN_SOURCE = "Medicare Breakdown Page";
const CANONICAL = "/medicare-breakdown";

function LoadedPage({ page }: { page: FoundationalPage }) {
  const title = pageTitle(page);
  const description = page.metadata.description.trim();
  return (
    <div className={PAGE_WIDTH}>
      <ContentPageSeo page={page} title={title} canonical={CANONICAL} />
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: page.pageName.trim() || title }]} />
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <article className="min-w-0 lg:col-span-2" aria-labelledby="page-title">
          <header className="flex flex-col items-start gap-4">
            <h1 id="page-title" className="text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">
              {title}
            </h1>
            {description ? <p className="text-xl text-muted">{description}</p> : null}
            {/* On phones the sidebar comes after the body: offer the guide straight away too. */}
            <FreeGuideButton source={MEDICARE_BREAKDOWN_SOURCE} className="lg:hidden" />
          </header>
          <PageVideo value={page.youTubeVideo} title={title} />
          <PageBody document={page.body} className="mt-8" />
        </article>
        <aside aria-label="Free guide and blog" className="flex flex-col gap-6">
          <FreeGuideCard
            title="Get Your Free Copy"
            text="The Medicare Breakdown explains Medicare in plain language. Tell us where to send it and we will e-mail it to you."
            source={MEDICARE_BREAKDOWN_SOURCE}
          />
          <ReadOurBlog />
        </aside>
      </div>
    </div>
  );
}

export default function MedicareBreakdownPage() {
  const query = useSuspenseQuery(pageQuery(MEDICARE_BREAKDOWN_SLUG));
  if (!query.data) return <ContentNotFound />;
  return <LoadedPage page={query.data} />;
}
