/**
 * The free guide landing page (docs/product.md, Pages and routes 'Avoid mistakes page'): body, optional video, related articles, and the
 * side card 'Avoid Costly Medicare Mistakes' whose 'Download Free Guide' button opens the lead dialog.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import type { FoundationalPage } from "@tupelo-medicare/content";
import { pageTitle } from "@tupelo-medicare/content/rules";
import { Breadcrumb } from "@tupelo-medicare/ui";
import { pageQuery } from "../../app/queries.js";
import { AVOID_MISTAKES_SLUG } from "./avoid-mistakes.data.js";
import { PageBody, PageVideo } from "./content-page-body.js";
import { ContentNotFound, PAGE_WIDTH } from "./content-page-states.js";
import { RelatedArticles } from "./content-related-articles.js";
import { FreeGuideButton } from "./content-sidebar.js";
import { ContentPageSeo } from "./content-page-seo.js";

/** The lead source of this page's guide button (docs/product.md: Constants). */
const SOURCE = "Avoid Mistakes with Medicare Page";
const CANONICAL = "/avoid-mistakes-with-medicare";

function GuideCard() {
  return (
    <section
      aria-labelledby="guide-card-title"
      className="rounded-card border-2 border-accent-600 bg-accent-50 p-6 shadow-sm"
    >
      <h2 id="guide-card-title" className="text-2xl font-bold text-primary-900">
        Avoid Costly Medicare Mistakes
      </h2>
      <p className="mt-1 text-lg font-semibold text-accent-700">Your Free Guide to Smart Decisions</p>
      <p className="mt-4 text-ink">
        Learn the common Medicare mistakes that cost people money, and how to avoid them. Free, in plain language.
      </p>
      <FreeGuideButton source={SOURCE} className="mt-6 w-full" />
    </section>
  );
}

function LoadedPage({ page }: { page: FoundationalPage }) {
  const title = pageTitle(page);
  const description = page.metadata.description.trim();
  return (
    <div className={PAGE_WIDTH}>
      <ContentPageSeo page={page} title={title} canonical={CANONICAL} />
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: title }]} />
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <header className="flex flex-col gap-4 lg:col-span-2">
          <h1 className="text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">{title}</h1>
          {description ? <p className="text-xl text-muted">{description}</p> : null}
        </header>
        {/* The guide card comes right after the heading on phones and sits in the right column on large screens. */}
        <aside aria-label="Free guide" className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-[calc(var(--sticky-header-height)+1rem)]">
            <GuideCard />
          </div>
        </aside>
        <div className="min-w-0 lg:col-span-2 lg:col-start-1">
          <PageVideo value={page.youTubeVideo} title={title} className="mt-0" />
          <PageBody document={page.body} />
          <RelatedArticles posts={page.relatedBlogs} />
        </div>
      </div>
    </div>
  );
}

export default function AvoidMistakesPage() {
  const query = useSuspenseQuery(pageQuery(AVOID_MISTAKES_SLUG));
  if (!query.data) return <ContentNotFound />;
  return <LoadedPage page={query.data} />;
}
