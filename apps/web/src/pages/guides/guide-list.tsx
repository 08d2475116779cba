import { useSuspenseQuery } from "@tanstack/react-query";
import { formatLongDate, imageUrl, resourceGuidePath } from "@tupelo-medicare/content/rules";
import { CardLibrary } from "../shared/card-library.js";
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
    <CardLibrary
      heading={HEADING}
      description={DESCRIPTION}
      page={page}
      pageCount={guidePageCount(guides.data.total)}
      pathOf={guideListPath}
      empty={{ title: "No resources found" }}
      cards={guides.data.items.map((guide, index) => ({
        id: guide.id,
        href: resourceGuidePath(guide.slug),
        title: guide.title,
        description: guide.summary || guide.description,
        image: {
          src: guide.coverImage?.url ? imageUrl(guide.coverImage.url, { width: 640, format: "webp" }) : null,
          alt: "",
          priority: index < 3,
        },
        eyebrow: guide.category || undefined,
        meta: updatedLine(guide.updatedDate),
        actionLabel: "Read guide",
        ...inspect(guide.id, "title"),
      }))}
    />
  );
}
