/**
 * A state page (docs/product.md, Pages and routes, /medicare/by-state/:state): breadcrumbs Home > Medicare by State > the page title, heading,
 * description, body, optional video, related articles and a sticky side panel (contents and appointment).
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import type { FoundationalPage } from "@tupelo-medicare/content";
import { stateNameFromSlug, statePageName } from "@tupelo-medicare/content/rules";
import { getContentsList } from "@tupelo-medicare/rich-text";
import { Breadcrumb } from "@tupelo-medicare/ui";
import { pageQuery } from "../../app/queries.js";
import { PageCallToAction } from "../content/content-call-to-action.js";
import { PageBody, PageVideo } from "../content/content-page-body.js";
import { ContentNotFound, PAGE_WIDTH } from "../content/content-page-states.js";
import { RelatedArticles } from "../content/content-related-articles.js";
import { ExploreThisPage, ScheduleAppointment } from "../content/content-sidebar.js";
import { statePagePath } from "./state-page.data.js";
import { statePageSlug } from "../../app/site-routes.js";
import { usePageRoute } from "../../app/page-route.js";
import { ContentPageSeo } from "../content/content-page-seo.js";

/** The page's heading: its title, else metadata title, else page name, else 'Medicare in {state}' (docs/product.md: Display rules). */
function stateTitle(page: FoundationalPage, state: string): string {
  const named = page.title.trim() || page.metadata.title.trim() || statePageName(page);
  if (named !== "Unknown State") return named;
  const fromRoute = stateNameFromSlug(state);
  return fromRoute ? `Medicare in ${fromRoute}` : named;
}

function LoadedPage({ page, state }: { page: FoundationalPage; state: string }) {
  const title = stateTitle(page, state);
  const description = page.metadata.description.trim();
  const canonical = statePagePath(page);
  const contents = getContentsList(page.body);
  return (
    <div className={PAGE_WIDTH}>
      <ContentPageSeo
        page={page}
        title={title}
        canonical={canonical}
        ogType="article"
        extra={[{ type: "insurance" }]}
      />
      <Breadcrumb
        items={[
          { label: "Home", href: "/" },
          { label: "Medicare by State", href: "/medicare/by-state" },
          { label: title },
        ]}
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <article className="min-w-0 lg:col-span-2" aria-labelledby="page-title">
          <header className="flex flex-col gap-4">
            <h1 id="page-title" className="text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">
              {title}
            </h1>
            {description ? <p className="text-xl text-muted">{description}</p> : null}
          </header>
          <PageVideo value={page.youTubeVideo} title={title} />
          <PageBody document={page.body} className="mt-8" />
          <PageCallToAction cta={page.callToAction} />
          <RelatedArticles posts={page.relatedBlogs} />
        </article>
        <aside
          aria-label="On this page"
          className="lg:self-start lg:sticky lg:top-[calc(var(--sticky-header-height)+1rem)]"
        >
          <div className="flex flex-col gap-6">
            <ExploreThisPage items={contents} className="hidden lg:block" />
            <ScheduleAppointment />
          </div>
        </aside>
      </div>
    </div>
  );
}

export default function StatePage() {
  const state = (usePageRoute().params.state ?? "").toLowerCase();
  const query = useSuspenseQuery(pageQuery(statePageSlug(state)));
  if (!query.data) return <ContentNotFound />;
  return <LoadedPage page={query.data} state={state} />;
}
