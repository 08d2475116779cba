/**
 * The blog: categories, 15 posts (content/blog/{slug}.md), the website calls to action they use, and the blog's images.
 * Figures are the 2026 ones of docs/medicare-facts.md. The set also exercises every rich-text node and
 * mark and the edge cases the site must handle (no image, no excerpt, no category, an empty CTA, a CTA that is
 * not a websiteCta, embeds the renderer must skip and one deliberately unresolved embed).
 */
import type { Document } from "@contentful/rich-text-types";
import { z } from "zod";
import { assetLink, doc, entryLink, p } from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import { registerAsset } from "../assets.js";
import { checkAllListed, isoDay, loadMarkdown } from "../markdown/load-content.js";

const AUTHORS = ["Dana Whitfield", "Marcus Bell", "Renee Holloway"] as const;
type Author = (typeof AUTHORS)[number];

interface SeoFields {
  title: string;
  description: string;
  keywords: string[];
}

interface PostDef {
  slug: string;
  title: string;
  /** Day of publication, YYYY-MM-DD; stored at noon UTC so it shows as the same day in every U.S. time zone. */
  published: string;
  updated?: string;
  author: Author;
  categories?: CategorySlug[];
  image?: string;
  excerpt?: string;
  body: Document;
  seo?: SeoFields;
  related?: string[];
  callToAction?: string;
}

const PHONE = "(662) 555-0142";
const PHONE_LINK = "tel:+16625550142";

const CATEGORIES = {
  "medicare-basics": "Medicare Basics",
  "medicare-advantage": "Medicare Advantage",
  "medicare-supplements": "Medicare Supplements",
  "prescription-drugs": "Prescription Drugs",
  enrollment: "Enrollment",
  caregiving: "Caregiving",
  "community-news": "Community News",
} as const;
type CategorySlug = keyof typeof CATEGORIES;

const atNoon = (day: string): string => `${day}T12:00:00.000Z`;
const post = (slug: string): string => `post-${slug}`;

// ---- images -------------------------------------------------------------------------------------------------

const IMAGES: Array<[id: string, file: string, title: string, description: string]> = [
  [
    "img-blog-turning-65",
    "blog/featured-turning-65.webp",
    "Turning 65 checklist",
    "A clipboard with three checked boxes and a badge that reads 65.",
  ],
  [
    "img-blog-initial-enrollment",
    "blog/featured-initial-enrollment.webp",
    "Initial Enrollment Period",
    "A calendar with seven months highlighted, March through September.",
  ],
  [
    "img-blog-advantage-vs-medigap",
    "blog/featured-advantage-vs-medigap.webp",
    "Medicare Advantage or Medigap",
    "Two cards side by side, one labeled Advantage and one labeled Medigap.",
  ],
  [
    "img-blog-advantage-covers",
    "blog/featured-advantage-covers.webp",
    "What Medicare Advantage covers",
    "A blue shield with a white plus sign.",
  ],
  [
    "img-blog-plan-g-vs-n",
    "blog/featured-plan-g-vs-n.webp",
    "Medigap Plan G or Plan N",
    "Two cards side by side, labeled Plan G and Plan N.",
  ],
  [
    "img-blog-medigap-timing",
    "blog/featured-medigap-timing.webp",
    "Medigap timing",
    "A clock ringed by six orange segments, one for each month of the window.",
  ],
  [
    "img-blog-part-d-cap",
    "blog/featured-part-d-cap.webp",
    "The 2026 Part D cap",
    "A bar chart whose bars stop at a dashed line marked $2,100 cap.",
  ],
  [
    "img-blog-part-d-penalty",
    "blog/featured-part-d-penalty.webp",
    "Part D late penalty",
    "A calendar with every month filled in, labeled No gaps.",
  ],
  [
    "img-blog-aep-checklist",
    "blog/featured-aep-checklist.webp",
    "Annual Enrollment Period",
    "A calendar with October, November and December highlighted.",
  ],
  [
    "img-blog-part-b-2026",
    "blog/featured-part-b-2026.webp",
    "2026 Part B costs",
    "Two cards: a $202.90 monthly Part B premium and a $283 deductible.",
  ],
  [
    "img-blog-irmaa",
    "blog/featured-irmaa.webp",
    "IRMAA",
    "Rising bars crossing a dashed income line, with a dollar sign.",
  ],
  [
    "img-blog-dental-vision-hearing",
    "blog/featured-dental-vision-hearing.webp",
    "Dental, vision and hearing",
    "Icons of a tooth, a pair of glasses and a speaker.",
  ],
  [
    "img-blog-helping-a-parent",
    "blog/featured-helping-a-parent.webp",
    "Helping a parent",
    "Two people under the roof of a house, with a heart between them.",
  ],
  [
    "img-blog-working-past-65",
    "blog/featured-working-past-65.webp",
    "Working past 65",
    "A briefcase next to an insurance card.",
  ],
  [
    "img-blog-iep-timeline",
    "blog/iep-timeline.png",
    "Initial Enrollment Period timeline",
    "Seven boxes from March to September, with June marked as the birthday month.",
  ],
  [
    "img-blog-part-d-cap-chart",
    "blog/part-d-cap-chart.png",
    "Part D out-of-pocket cap chart",
    "Monthly bars of drug costs that rise until they reach the $2,100 cap in September, then stay flat.",
  ],
  [
    "img-blog-aep-calendar",
    "blog/aep-calendar.png",
    "Annual Enrollment Period dates",
    "October 15 the window opens, December 7 the last day for changes, January 1 new coverage starts.",
  ],
  [
    "img-blog-rural-roads",
    "blog/rural-roads.png",
    "Country road",
    "Rolling hills with a winding road between small houses.",
  ],
  [
    "img-blog-plan-g-vs-n-chart",
    "blog/plan-g-vs-n-chart.jpg",
    "Plan G and Plan N at a glance",
    "A table comparing what you pay under Medigap Plan G and Plan N.",
  ],
  [
    "img-blog-medigap-window",
    "blog/medigap-window.gif",
    "Medigap open enrollment window",
    "An animation of six month boxes filling in one by one.",
  ],
  [
    "img-blog-coverage-icons-svg",
    "blog/coverage-icons.svg",
    "Dental, vision and hearing icons (SVG)",
    "Icons of a tooth, glasses and a speaker.",
  ],
  [
    "img-blog-coverage-icons-webp",
    "blog/coverage-icons.webp",
    "Dental, vision and hearing icons (WebP)",
    "Icons of a tooth, glasses and a speaker.",
  ],
  [
    "img-blog-cta-free-guide",
    "blog/cta-free-guide.webp",
    "Free Medicare Breakdown guide",
    "A checklist on a clipboard, labeled Free guide.",
  ],
  [
    "img-blog-cta-schedule",
    "blog/cta-schedule.webp",
    "Talk with a local agent",
    "Two people under the roof of a house.",
  ],
];

// ---- calls to action ------------------------------------------------------------------------------------------

function addCallsToAction(builder: SpaceBuilder): void {
  const created = { createdAt: "2024-06-03T15:00:00.000Z", updatedAt: "2026-10-01T15:00:00.000Z" };
  builder.entry(
    "websiteCta",
    "cta-free-guide",
    {
      ctaTitle: "Get Your Free Medicare Breakdown",
      ctaCopy: doc(
        p(
          "A plain-language guide to the parts of Medicare, the key dates and the 2026 costs, with worksheets you can print.",
        ),
      ),
      ctaButtonText: "Download Free Guide",
      ctaButtonLink: "/medicare-breakdown",
      ctaImage: assetLink("img-blog-cta-free-guide"),
    },
    created,
  );
  builder.entry(
    "websiteCta",
    "cta-schedule",
    {
      ctaTitle: "Talk It Through With a Local Agent",
      ctaCopy: doc(
        p(
          "Sit down with a licensed agent in our Tupelo office, or by phone. Bring your questions and your list of medicines. There is no cost to meet with us.",
        ),
      ),
      ctaButtonText: "Schedule an Appointment",
      ctaButtonLink: "/contact-us",
      ctaImage: assetLink("img-blog-cta-schedule"),
    },
    created,
  );
  builder.entry(
    "websiteCta",
    "cta-call-us",
    {
      ctaTitle: "Prefer to Talk by Phone?",
      ctaCopy: doc(
        p("Call our Tupelo office Monday through Friday, 9:00 AM to 5:00 PM. We are glad to answer your questions."),
      ),
      ctaButtonText: `Call ${PHONE}`,
      ctaButtonLink: PHONE_LINK,
    },
    created,
  );
  builder.entry(
    "websiteCta",
    "cta-title-only",
    {
      ctaTitle: "Questions About Your Dates?",
      ctaCopy: doc(
        p(
          "Every person's Medicare timeline is a little different. Write yours down and bring it to your next appointment.",
        ),
      ),
    },
    created,
  );
  // No fields at all: a call to action with nothing in it must not render.
  builder.entry("websiteCta", "cta-empty", {}, created);
}

// ---- posts ----------------------------------------------------------------------------------------------------

/** The posts, in the order they are added to the space; each is content/blog/{slug}.md. */
const POST_SLUGS = [
  "turning-65-medicare-checklist",
  "initial-enrollment-period-explained",
  "medicare-advantage-vs-medigap",
  "what-medicare-advantage-covers",
  "medigap-plan-g-vs-plan-n",
  "medigap-open-enrollment-why-timing-matters",
  "part-d-2100-out-of-pocket-cap",
  "avoiding-the-part-d-late-penalty",
  "annual-enrollment-period-checklist",
  "2026-part-b-premium-and-deductible",
  "what-is-irmaa",
  "dental-vision-hearing-coverage-options",
  "helping-a-parent-with-medicare",
  "working-past-65-and-medicare",
  "medicare-in-rural-mississippi",
];

/** A post's front matter: everything but the body. */
const postFrontMatter = z.strictObject({
  slug: z.string().min(1),
  title: z.string().min(1),
  published: isoDay,
  updated: isoDay.optional(),
  author: z.enum(AUTHORS),
  categories: z.array(z.enum(Object.keys(CATEGORIES) as [CategorySlug, ...CategorySlug[]])).optional(),
  image: z.string().optional(),
  excerpt: z.string().optional(),
  seo: z.strictObject({ title: z.string(), description: z.string(), keywords: z.array(z.string()) }).optional(),
  related: z.array(z.string()).optional(),
  callToAction: z.string().optional(),
}) satisfies z.ZodType<Omit<PostDef, "body">, unknown>;

function loadPosts(): PostDef[] {
  checkAllListed("blog", POST_SLUGS);
  return POST_SLUGS.map((slug) => {
    const { data, document } = loadMarkdown("blog", slug, postFrontMatter);
    return { ...data, body: document };
  });
}

/** Adds the blog's categories, posts, calls to action and images to the space. */
export function addBlogContent(builder: SpaceBuilder): void {
  for (const [id, file, title, description] of IMAGES) registerAsset(builder, id, file, { title, description });

  for (const [slug, name] of Object.entries(CATEGORIES)) {
    builder.entry("category", `cat-${slug}`, { name, slug }, { createdAt: "2024-06-01T15:00:00.000Z" });
  }

  addCallsToAction(builder);

  for (const def of loadPosts()) {
    builder.entry(
      "pageBlogPost",
      post(def.slug),
      {
        internalName: `Blog post: ${def.title}`,
        title: def.title,
        slug: def.slug,
        publishedDate: atNoon(def.published),
        author: def.author,
        category: def.categories?.map((slug) => entryLink(`cat-${slug}`)),
        featuredImage: def.image ? assetLink(def.image) : undefined,
        excerpt: def.excerpt,
        contentBody: def.body,
        seoFields: def.seo,
        relatedBlogPosts: def.related?.map((slug) => entryLink(post(slug))),
        callToAction: def.callToAction ? entryLink(def.callToAction) : undefined,
      },
      { createdAt: atNoon(def.published), updatedAt: atNoon(def.updated ?? def.published) },
    );
  }
}
