/**
 * The foundational page template (docs/product.md, Pages and routes: plan pages, Medicare pages and their top-level aliases): breadcrumb,
 * H1, description, rich body in two thirds of the width, optional video, call to action, related articles and, on
 * large screens, the right sidebar ('Explore This Page', 'Read Our Blog', 'Schedule an Appointment').
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import type { FoundationalPage as FoundationalPageData } from "@tupelo-medicare/content";
import { pageTitle } from "@tupelo-medicare/content/rules";
import { getContentsList } from "@tupelo-medicare/rich-text";
import { Breadcrumb, cn } from "@tupelo-medicare/ui";
import type { BreadcrumbItem } from "@tupelo-medicare/ui";
import { pageQuery } from "../../app/queries.js";
import { PageCallToAction } from "./content-call-to-action.js";
import { PageBody, PageVideo } from "./content-page-body.js";
import { ContentNotFound, PAGE_WIDTH } from "./content-page-states.js";
import { RelatedArticles } from "./content-related-articles.js";
import { ExploreThisPage, ReadOurBlog, ScheduleAppointment } from "./content-sidebar.js";
import { BOOKING_PRODUCT_OF_PAGE } from "../../app/booking-path.js";
import { Inspected, useInspector } from "../../preview/inspector.js";
import { ContentPageSeo } from "./content-page-seo.js";

type Section = "plans" | "medicare";

interface SectionTrail {
  /** The section's crumb between Home and the page. */
  crumb: BreadcrumbItem;
  /** The pages of the section, shown as a trail of siblings. */
  pages: { label: string; href: string }[];
}

/** docs/product.md (Pages and routes): /plans/* shows the four plan pages as a trail, /medicare/* the five Medicare pages. */
const SECTION_TRAILS: Record<Section, SectionTrail> = {
  plans: {
    crumb: { label: "Medicare Plans", href: "/plans" },
    pages: [
      { label: "Medicare Advantage", href: "/plans/medicare-advantage" },
      { label: "Medicare Supplements", href: "/plans/medicare-supplements" },
      { label: "Part D", href: "/plans/medicarepartd" },
      { label: "Add-On Coverage", href: "/plans/medicare-add-on-coverage-options" },
    ],
  },
  medicare: {
    crumb: { label: "Understand Medicare" },
    pages: [
      { label: "What Is Medicare?", href: "/medicare/what-is-medicare" },
      { label: "Four Parts of Medicare", href: "/medicare/four-parts-of-medicare" },
      { label: "Enrollment Periods", href: "/medicare/enrollment-periods" },
      { label: "Medicare Costs", href: "/medicare/medicare-costs" },
      { label: "Eligibility", href: "/medicare/eligibility" },
    ],
  },
};

const isSection = (value: string | undefined): value is Section => value === "plans" || value === "medicare";

/** The breadcrumb: Home > section > page for the plan and Medicare sections, otherwise a single crumb. */
function foundationalBreadcrumb(section: string | undefined, title: string): BreadcrumbItem[] {
  if (!isSection(section)) return [{ label: title }];
  return [{ label: "Home", href: "/" }, SECTION_TRAILS[section].crumb, { label: title }];
}

/** The sibling pages of the section as a trail, the current one marked. */
function SectionPages({ section, current }: { section: string | undefined; current: string }) {
  if (!isSection(section)) return null;
  const trail = SECTION_TRAILS[section];
  return (
    <nav aria-label={`${trail.crumb.label} pages`} className="mt-2">
      <ol className="m-0 flex list-none flex-wrap gap-2 p-0">
        {trail.pages.map((page) => {
          const active = page.href === current;
          return (
            <li key={page.href}>
              <a
                href={page.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border-2 px-4 text-base font-semibold",
                  active
                    ? "border-primary-700 bg-primary-700 text-white"
                    : "border-primary-100 bg-surface text-primary-700 underline-offset-4 hover:underline",
                )}
              >
                {page.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function LoadedPage({
  page,
  slug,
  canonical,
  section,
}: {
  page: FoundationalPageData;
  slug: string;
  canonical: string;
  section: string | undefined;
}) {
  const product = BOOKING_PRODUCT_OF_PAGE[slug];
  const title = pageTitle(page);
  const description = page.metadata.description.trim();
  const contents = getContentsList(page.body);
  const inspect = useInspector();
  return (
    <div className={PAGE_WIDTH}>
      <ContentPageSeo
        page={page}
        title={title}
        canonical={canonical}
        ogType="article"
        extra={section === "plans" ? [{ type: "insurance" }] : []}
      />
      <Breadcrumb items={foundationalBreadcrumb(section, title)} />
      <SectionPages section={section} current={canonical} />
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <article className="min-w-0 lg:col-span-2" aria-labelledby="page-title">
          <header className="flex flex-col gap-4">
            <h1
              id="page-title"
              className="text-4xl leading-tight font-bold text-primary-900 sm:text-5xl"
              {...inspect(page.id, "title")}
            >
              {title}
            </h1>
            {description ? <p className="text-xl text-muted">{description}</p> : null}
          </header>
          <PageVideo value={page.youTubeVideo} title={title} />
          <Inspected attributes={inspect(page.id, "fBodyContent")}>
            <PageBody document={page.body} className="mt-8" />
          </Inspected>
          <PageCallToAction cta={page.callToAction} />
          <RelatedArticles posts={page.relatedBlogs} />
        </article>
        <aside aria-label="More on this topic" className="hidden flex-col gap-6 lg:flex">
          <ExploreThisPage items={contents} />
          <ReadOurBlog />
          <ScheduleAppointment products={product ? [product] : []} />
        </aside>
      </div>
    </div>
  );
}

/** Props from the route: the content slug, the canonical path (aliases point at the main path) and the section. */
interface FoundationalPageProps {
  slug?: string;
  canonical?: string;
  section?: string;
}

export default function FoundationalPage({ slug = "", canonical = "", section }: FoundationalPageProps) {
  const query = useSuspenseQuery(pageQuery(slug));
  if (!query.data) return <ContentNotFound />;
  return <LoadedPage page={query.data} slug={slug} canonical={canonical} section={section} />;
}
