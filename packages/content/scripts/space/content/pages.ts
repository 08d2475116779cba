/**
 * Foundational pages (content type foundationalPage, entry id `page-{pageSlug}`): each is content/pages/{slug}.md,
 * front matter for the fields and Markdown for the body. Also the page illustrations (assets `img-page-{name}`,
 * files in embedded-assets/pages/), the Medicare timeline tool entry the calculators page embeds, and the Medicare money
 * calculators it embeds below the timeline with the year's figures entry they link.
 */
import type { Document } from "@contentful/rich-text-types";
import { z } from "zod";
import { FIGURES_2026 } from "@tupelo-medicare/medicare-costs";
import { registerAsset } from "../assets.js";
import { assetLink, entryLink } from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import { checkAllListed, isoTime, loadMarkdown } from "../markdown/load-content.js";

/** The author of a page that names none. */
const AGENT = "Dana Whitfield";

/** The pages, in the order they are added to the space, by menu section (parentSlug in each file). */
const PAGE_SLUGS = {
  plans: ["medicare-advantage", "medicare-supplement", "medicarepartd", "additional-coverage"],
  medicare: [
    "what-is-medicare",
    "medicare-eligibility",
    "four-parts-of-medicare",
    "enrollment-periods",
    "medicare-costs",
  ],
  brand: ["medicare-breakdown", "avoid-mistakes-with-medicare", "dana-whitfield-insurance", "about-us"],
  legal: ["privacy-policy", "terms-of-service", "accessibility"],
  resources: ["calculators", "glossary"],
  states: [
    "medicare-by-state-mississippi",
    "medicare-by-state-alabama",
    "medicare-by-state-tennessee",
    "medicare-by-state-arkansas",
    "medicare-by-state-louisiana",
  ],
} as const;

export interface TimelineItem {
  year: number;
  title: string;
  text: string;
}

export interface PageMetadata {
  title?: string;
  description: string;
  keywords: string[];
  heroImage?: string;
  timeline?: TimelineItem[];
}

export interface PageDef {
  slug: string;
  parent: string;
  pageName?: string;
  title?: string;
  author?: string;
  body: Document;
  youTubeVideo?: string;
  shareImage?: string;
  excerpt: string;
  metadata: PageMetadata;
  /** Blog post slugs; linked as `post-{slug}`. */
  relatedBlogs?: string[];
  /** A websiteCta entry id. */
  callToAction?: string;
  /** Entry ids. */
  sections?: string[];
  createdAt: string;
  updatedAt: string;
}

/** A page's front matter: everything but the body (key order = the order the fields are written in). */
const pageFrontMatter = z.strictObject({
  slug: z.string().min(1),
  parent: z.string().min(1),
  pageName: z.string().optional(),
  title: z.string().optional(),
  author: z.string().optional(),
  youTubeVideo: z.string().optional(),
  shareImage: z.string().optional(),
  excerpt: z.string().min(1),
  metadata: z.strictObject({
    title: z.string().optional(),
    description: z.string().min(1),
    keywords: z.array(z.string()),
    heroImage: z.string().optional(),
    timeline: z
      .array(z.strictObject({ year: z.number().int(), title: z.string().min(1), text: z.string().min(1) }))
      .optional(),
  }),
  relatedBlogs: z.array(z.string()).optional(),
  callToAction: z.string().optional(),
  sections: z.array(z.string()).optional(),
  createdAt: isoTime,
  updatedAt: isoTime,
}) satisfies z.ZodType<Omit<PageDef, "body">, unknown>;

export const pageId = (slug: string): string => `page-${slug}`;
const postId = (slug: string): string => `post-${slug}`;

export function loadPage(slug: string): PageDef {
  const { data, document } = loadMarkdown("pages", slug, pageFrontMatter);
  return { ...data, body: document };
}

export function addPage(builder: SpaceBuilder, page: PageDef): void {
  builder.entry(
    "foundationalPage",
    pageId(page.slug),
    {
      pageName: page.pageName,
      pageSlug: page.slug,
      parentSlug: page.parent,
      title: page.title,
      author: page.author ?? AGENT,
      fBodyContent: page.body,
      youTubeVideo: page.youTubeVideo,
      fShareImage: page.shareImage ? assetLink(page.shareImage) : undefined,
      fPageExcerpt: page.excerpt,
      metadata: page.metadata,
      relatedBlogs: page.relatedBlogs?.length ? page.relatedBlogs.map((slug) => entryLink(postId(slug))) : undefined,
      callToAction: page.callToAction ? entryLink(page.callToAction) : undefined,
      sections: page.sections?.length ? page.sections.map((id) => entryLink(id)) : undefined,
    },
    { createdAt: page.createdAt, updatedAt: page.updatedAt },
  );
}

/** The 'Your Medicare timeline' tool, embedded in the calculators page's body. */
function addTimelineTool(builder: SpaceBuilder): void {
  builder.entry(
    "medicareTimelineTool",
    "tool-medicare-timeline",
    {
      title: "Medicare timeline tool (2026 figures)",
      heading: "Your Medicare timeline",
      intro:
        "Enter your birth date to see your own sign-up window, when your coverage can start, and the deadlines that matter after that. What you enter stays in your browser unless you ask us to email you your timeline.",
      figures: entryLink(FIGURES_2026_ENTRY),
    },
    { createdAt: "2026-11-20T15:00:00.000Z" },
  );
}

/** The id of the 2026 figures entry the money calculators link. */
export const FIGURES_2026_ENTRY = "medicare-cost-figures-2026";

/**
 * The Medicare money calculators: the 2026 figures entry (the seed of @tupelo-medicare/medicare-costs, each
 * figure with its source) and one medicareMoneyCalculator entry per calculator, embedded in the calculators page.
 */
function addMoneyCalculators(builder: SpaceBuilder): void {
  const createdAt = "2026-11-26T15:00:00.000Z";
  builder.entry(
    "medicareCostFigures",
    FIGURES_2026_ENTRY,
    { title: "Medicare cost figures 2026", year: FIGURES_2026.year, figures: structuredClone(FIGURES_2026) },
    { createdAt },
  );
  const calculators = [
    {
      id: "calculator-irmaa",
      calculator: "irmaa",
      title: "IRMAA calculator",
      heading: "Will you pay more for Part B and Part D because of your income?",
      intro:
        "People with higher incomes pay more for Part B and Part D. This is called IRMAA (the income-related monthly adjustment amount). Enter the income from your tax return of two years ago to see which bracket applies to you, and why.",
    },
    {
      id: "calculator-late-penalties",
      calculator: "late-penalties",
      title: "Late penalty calculator (Part B and Part D)",
      heading: "Late penalty calculator: Part B and Part D",
      intro:
        "If you signed up for Part B or Part D late, you may pay a late enrollment penalty every month. Answer the Part B question, the Part D questions, or both, to see the penalty in dollars.",
    },
    {
      id: "calculator-help-paying",
      calculator: "help-paying",
      title: "Help paying for Medicare screener",
      heading: "Could you get help paying for Medicare?",
      intro:
        "The Medicare Savings Programs and Extra Help pay some or all of your Medicare costs if your income and savings are limited. Answer three questions to see if you may qualify and how to apply.",
    },
  ];
  for (const { id, ...fields } of calculators) {
    builder.entry("medicareMoneyCalculator", id, { ...fields, figures: entryLink(FIGURES_2026_ENTRY) }, { createdAt });
  }
}

export function addPageContent(builder: SpaceBuilder): void {
  const { plans, medicare, brand, legal, resources, states } = PAGE_SLUGS;
  checkAllListed("pages", Object.values(PAGE_SLUGS).flat());
  registerPageImages(builder);
  for (const slug of [...plans, ...medicare, ...brand, ...legal]) addPage(builder, loadPage(slug));
  addTimelineTool(builder);
  addMoneyCalculators(builder);
  for (const slug of [...resources, ...states]) addPage(builder, loadPage(slug));
}

// ---- images -------------------------------------------------------------------------------------------------

/**
 * The page illustrations. Each has an SVG source, a 1200x630 JPG (registered as asset `img-page-{name}`, used as
 * the share image and embeddable in rich text) and a WebP used as metadata.heroImage. Two diagrams are PNGs.
 */
const ILLUSTRATIONS: Record<string, { title: string; description: string }> = {
  "what-is-medicare": { title: "What is Medicare", description: "A health coverage card with a heart symbol." },
  "four-parts": {
    title: "The four parts of Medicare",
    description: "Four tiles labeled A, B, C and D, one for each part of Medicare.",
  },
  eligibility: { title: "Medicare eligibility", description: "A birthday cake with the number 65 on it." },
  "enrollment-calendar": {
    title: "Medicare enrollment periods",
    description: "A calendar with one highlighted day and a check mark.",
  },
  costs: { title: "Medicare costs", description: "A receipt next to a stack of coins and a dollar sign." },
  calculator: { title: "Medicare cost calculators", description: "A calculator showing $38.99, next to a coin." },
  advantage: {
    title: "Medicare Advantage",
    description: "An umbrella over tiles labeled A, B and D, showing one plan that bundles coverage.",
  },
  supplement: {
    title: "Medicare Supplement (Medigap)",
    description: "A shield with a plus sign in front of a coverage card.",
  },
  partd: { title: "Medicare Part D", description: "A prescription bottle with two capsules beside it." },
  "add-on": {
    title: "Add-on coverage",
    description: "A tooth, a pair of glasses and sound waves, for dental, vision and hearing coverage.",
  },
  guide: { title: "The Medicare Breakdown guide", description: "An open booklet with a ribbon bookmark." },
  mistakes: {
    title: "Avoid costly Medicare mistakes",
    description: "A checklist on a clipboard next to a warning sign.",
  },
  "about-storefront": {
    title: "Our office on Main Street",
    description: "A two-story brick office building with an awning and a tree on a main street.",
  },
  agent: {
    title: "Dana Whitfield, licensed Medicare agent",
    description: "An illustration of a friendly agent wearing a headset next to a speech bubble.",
  },
  legal: { title: "Policies", description: "A document with a padlock." },
  glossary: { title: "Medicare glossary", description: "A book with A to Z on the cover." },
  "state-mississippi": {
    title: "Medicare in Mississippi",
    description: "A simple map of Mississippi and its neighbors, with a star marking Tupelo.",
  },
  "state-alabama": {
    title: "Medicare in Alabama",
    description: "A simple map of Alabama and its neighbors, with a star marking Tupelo, Mississippi.",
  },
  "state-tennessee": {
    title: "Medicare in Tennessee",
    description: "A simple map of Tennessee and its neighbors, with a star marking Tupelo, Mississippi.",
  },
  "state-arkansas": {
    title: "Medicare in Arkansas",
    description: "A simple map of Arkansas and its neighbors, with a star marking Tupelo, Mississippi.",
  },
  "state-louisiana": {
    title: "Medicare in Louisiana",
    description: "A simple map of Louisiana and its neighbors, with a star marking Tupelo, Mississippi.",
  },
};

const DIAGRAMS: Record<string, { title: string; description: string }> = {
  "region-map": {
    title: "Where we help",
    description:
      "A map of Mississippi, Alabama, Tennessee, Arkansas and Louisiana with a star marking our office in Tupelo, Mississippi.",
  },
  "iep-timeline": {
    title: "The Initial Enrollment Period",
    description:
      "Seven boxes for the seven months of the Initial Enrollment Period: three months before your 65th birthday month, the birthday month, and three months after. Signing up in the first three months starts coverage in your birthday month; later, coverage starts the month after you sign up.",
  },
};

/** Asset id of a page illustration or diagram. */
export const img = (name: string): string => `img-page-${name}`;
/** Site path of an illustration's WebP hero version. */
export const hero = (name: string): string => `/embedded-assets/pages/${name}.webp`;

export function registerPageImages(builder: SpaceBuilder): void {
  for (const [name, meta] of Object.entries(ILLUSTRATIONS))
    registerAsset(builder, img(name), `pages/${name}.jpg`, meta);
  for (const [name, meta] of Object.entries(DIAGRAMS)) registerAsset(builder, img(name), `pages/${name}.png`, meta);
}
