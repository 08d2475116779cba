import { useSuspenseQuery } from "@tanstack/react-query";
import { formatLongDate, imageUrl, resourceGuidePath } from "@tupelo-medicare/content/rules";
import { Pagination, Seo } from "@tupelo-medicare/ui";
import { ContentCard } from "../../islands/index.js";
import { guidesQuery } from "../../app/queries.js";
import { guideListPage, guideListPath, guidePageCount } from "./guide-list.data.js";
import { useInspector } from "../../preview/inspector.js";
import { usePageRoute } from "../../app/page-route.js";

const HEADING = "Medicare Resources & Guides";
const DESCRIPTION =
  "Free Medicare guides, checklists and worksheets you can read online or print and bring to your appointment.";

function updatedLine(date: string): string | undefined {
  const formatted = formatLongDate(date);
  return formatted ? `Updated: ${formatted}` : undefined;
}

/** The resource guides list (/resources/guides?page=): 3-column guide cards with numbered pagination. */
export default function GuideList() {
  const searchParams = usePageRoute().search;
  const page = guideListPage(searchParams);
  const guides = useSuspenseQuery(guidesQuery(page));
  const inspect = useInspector();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <Seo
        title={page > 1 ? `${HEADING}: Page ${page}` : HEADING}
        description={DESCRIPTION}
        canonical={guideListPath(page)}
        structuredData={{
          type: "collectionpage",
          name: HEADING,
          description: DESCRIPTION,
          items: guides.data.items.map((guide) => ({ name: guide.title, url: resourceGuidePath(guide.slug) })),
        }}
      />
      <header className="mb-8 flex flex-col gap-3">
        <h1 className="text-4xl font-bold text-primary-900 sm:text-5xl">{HEADING}</h1>
        <p className="max-w-prose text-lg text-muted">{DESCRIPTION}</p>
      </header>
      {guides.data.items.length === 0 ? (
        <div className="rounded-card border border-border-subtle bg-surface-alt p-8 text-center">
          <h2 className="text-2xl font-bold text-primary-900">No resources found</h2>
        </div>
      ) : (
        <div className="flex flex-col gap-10">
          <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {guides.data.items.map((guide, index) => (
              <li key={guide.id}>
                <ContentCard
                  href={resourceGuidePath(guide.slug)}
                  title={guide.title}
                  description={guide.summary || guide.description}
                  image={{
                    src: guide.coverImage?.url ? imageUrl(guide.coverImage.url, { width: 640, format: "webp" }) : null,
                    alt: "",
                    priority: index < 3,
                  }}
                  eyebrow={guide.category || undefined}
                  meta={updatedLine(guide.updatedDate)}
                  actionLabel="Read guide"
                  headingLevel={2}
                  {...inspect(guide.id, "title")}
                />
              </li>
            ))}
          </ul>
          <Pagination
            variant="numbered"
            page={page}
            totalPages={guidePageCount(guides.data.total)}
            hrefForPage={guideListPath}
          />
        </div>
      )}
    </div>
  );
}
