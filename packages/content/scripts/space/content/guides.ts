/**
 * Resource guides (type resourceGuide): twelve plain-language guides (content/guides/{slug}.md) with cover art, printable PDFs and links
 * between them. The guide text is also the source of the PDFs: `guides-pdf.ts` renders GUIDES to
 * embedded-assets/guides/{slug}.pdf, and `guides-artwork.ts` draws the cover art.
 *
 * Deliberate gaps that exercise the site's fallbacks: medicare-basics-guide has no resourceType (the SDK
 * defaults it to Guide), medicare-glossary has only a featuredImage and no relatedResources,
 * questions-to-ask-your-agent has no image at all, dental-vision-hearing-guide has no downloadUrl and no
 * updatedDate, and extra-help-and-savings-programs has no tags.
 */
import type { Block } from "@contentful/rich-text-types";
import { z } from "zod";
import { registerAsset } from "../assets.js";
import { assetLink, doc, entryLink } from "../builder.js";
import { checkAllListed, isoDay, isoTime, loadMarkdown } from "../markdown/load-content.js";
import type { SpaceBuilder } from "../builder.js";
import { LEAD_MAGNETS } from "./guides-lead-magnets.js";

/** The guides, in the order they are added to the space; each is content/guides/{slug}.md. */
export const GUIDE_SLUGS = [
  "medicare-basics-guide",
  "turning-65-checklist",
  "medicare-advantage-guide",
  "medigap-plans-compared",
  "part-d-drug-plan-guide",
  "enrollment-periods-calendar",
  "medicare-costs-2026",
  "medicare-glossary",
  "caregivers-guide",
  "extra-help-and-savings-programs",
  "dental-vision-hearing-guide",
  "questions-to-ask-your-agent",
] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];

export interface GuideDef {
  slug: GuideSlug;
  title: string;
  description: string;
  summary: string;
  category: string;
  resourceType?: "Guide" | "Checklist" | "Worksheet" | "Calendar";
  tags?: string[];
  /** ISO date (YYYY-MM-DD) shown as 'Updated: ...'. */
  updatedDate?: string;
  createdAt: string;
  updatedAt: string;
  coverImage?: string;
  featuredImage?: string;
  /** Whether a printable PDF exists at embedded-assets/guides/{slug}.pdf. */
  pdf: boolean;
  related?: GuideSlug[];
  content: Block[];
}

/** Image assets for the guides: SVG cover art plus WebP renderings used as featured images. */
export const GUIDE_IMAGES: Array<{ id: string; file: string; title: string; description: string }> = [
  {
    id: "img-guide-medicare-basics",
    file: "guides/medicare-basics.svg",
    title: "Medicare basics",
    description: "Four tiles for the four parts of Medicare: hospital, medical, plan and drug coverage.",
  },
  {
    id: "img-guide-medicare-basics-webp",
    file: "guides/medicare-basics.webp",
    title: "Medicare basics",
    description: "Four tiles for the four parts of Medicare: hospital, medical, plan and drug coverage.",
  },
  {
    id: "img-guide-turning-65",
    file: "guides/turning-65.svg",
    title: "Turning 65 checklist",
    description: "A calendar with a circled birthday next to a checklist.",
  },
  {
    id: "img-guide-turning-65-webp",
    file: "guides/turning-65.webp",
    title: "Turning 65 checklist",
    description: "A calendar with a circled birthday next to a checklist.",
  },
  {
    id: "img-guide-medicare-advantage",
    file: "guides/medicare-advantage.svg",
    title: "Medicare Advantage",
    description: "An umbrella sheltering a card with a medical cross.",
  },
  {
    id: "img-guide-medicare-advantage-webp",
    file: "guides/medicare-advantage.webp",
    title: "Medicare Advantage",
    description: "An umbrella sheltering a card with a medical cross.",
  },
  {
    id: "img-guide-medigap",
    file: "guides/medigap.svg",
    title: "Medigap plans compared",
    description: "Two columns: Medicare's share in blue and the gap a supplement fills in orange.",
  },
  {
    id: "img-guide-part-d",
    file: "guides/part-d.svg",
    title: "Part D drug plans",
    description: "A prescription bottle with capsules.",
  },
  {
    id: "img-guide-enrollment-calendar",
    file: "guides/enrollment-calendar.svg",
    title: "Enrollment periods calendar",
    description: "Twelve month blocks with a seven-month enrollment window highlighted.",
  },
  {
    id: "img-guide-costs-2026",
    file: "guides/costs-2026.svg",
    title: "Medicare costs in 2026",
    description: "A stack of coins beside a receipt.",
  },
  {
    id: "img-guide-costs-2026-webp",
    file: "guides/costs-2026.webp",
    title: "Medicare costs in 2026",
    description: "A stack of coins beside a receipt.",
  },
  {
    id: "img-guide-glossary",
    file: "guides/glossary.svg",
    title: "Medicare glossary",
    description: "An open book with a bookmark ribbon.",
  },
  {
    id: "img-guide-caregivers",
    file: "guides/caregivers.svg",
    title: "Caregivers guide",
    description: "Two people side by side under a heart.",
  },
  {
    id: "img-guide-extra-help",
    file: "guides/extra-help.svg",
    title: "Extra Help and savings programs",
    description: "A folder with an approved application and a coin.",
  },
  {
    id: "img-guide-dental-vision-hearing",
    file: "guides/dental-vision-hearing.svg",
    title: "Dental, vision and hearing",
    description: "A tooth, a pair of glasses and an ear with sound waves.",
  },
];

/** A guide's front matter: everything but the content. */
const guideFrontMatter = z.strictObject({
  slug: z.enum(GUIDE_SLUGS),
  title: z.string().min(1),
  description: z.string().min(1),
  summary: z.string().min(1),
  category: z.string().min(1),
  resourceType: z.enum(["Guide", "Checklist", "Worksheet", "Calendar"]).optional(),
  tags: z.array(z.string()).optional(),
  updatedDate: isoDay.optional(),
  createdAt: isoTime,
  updatedAt: isoTime,
  coverImage: z.string().optional(),
  featuredImage: z.string().optional(),
  pdf: z.boolean(),
  related: z.array(z.enum(GUIDE_SLUGS)).optional(),
}) satisfies z.ZodType<Omit<GuideDef, "content">, unknown>;

function loadGuides(): GuideDef[] {
  checkAllListed("guides", GUIDE_SLUGS);
  return GUIDE_SLUGS.map((slug) => {
    const { data, document } = loadMarkdown("guides", slug, guideFrontMatter);
    return { ...data, content: document.content };
  });
}

/** The guides with their content, read from content/guides/ (also the source of the PDFs). */
export const GUIDES: GuideDef[] = loadGuides();

export const guidePdfFile = (slug: GuideSlug): string => `guides/${slug}.pdf`;

export function addGuideContent(builder: SpaceBuilder): void {
  for (const image of GUIDE_IMAGES) {
    registerAsset(builder, image.id, image.file, { title: image.title, description: image.description });
  }
  for (const pdf of LEAD_MAGNETS) {
    registerAsset(builder, pdf.id, pdf.file, { title: pdf.title, description: pdf.description });
  }
  for (const guide of GUIDES) {
    if (!guide.pdf) continue;
    registerAsset(builder, `pdf-${guide.slug}`, guidePdfFile(guide.slug), {
      title: `${guide.title} (PDF)`,
      description: `Printable version of the guide "${guide.title}".`,
    });
  }

  for (const guide of GUIDES) {
    builder.entry(
      "resourceGuide",
      `guide-${guide.slug}`,
      {
        slug: guide.slug,
        title: guide.title,
        description: guide.description,
        summary: guide.summary,
        content: doc(...guide.content),
        coverImage: guide.coverImage ? assetLink(guide.coverImage) : undefined,
        featuredImage: guide.featuredImage ? assetLink(guide.featuredImage) : undefined,
        downloadUrl: guide.pdf ? `/embedded-assets/${guidePdfFile(guide.slug)}` : undefined,
        tags: guide.tags,
        category: guide.category,
        resourceType: guide.resourceType,
        relatedResources: guide.related?.map((slug) => entryLink(`guide-${slug}`)),
        updatedDate: guide.updatedDate,
      },
      { createdAt: guide.createdAt, updatedAt: guide.updatedAt },
    );
  }
}
