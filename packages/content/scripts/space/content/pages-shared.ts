/**
 * Shared pieces for the foundational pages: brand constants, contact links, the page-entry writer and the page
 * illustrations under embedded-assets/pages/.
 */
import type { Block, Document, Inline, Text } from "@contentful/rich-text-types";
import { a, assetLink, entryLink, italic, p, text } from "../builder.js";
import type { SpaceBuilder } from "../builder.js";
import { registerAsset } from "../assets.js";

export const BRAND = "Trace Medicare Partners";
export const AGENT = "Dana Whitfield";
export const PHONE = "(662) 555-0142";
export const TEL = "tel:+16625550142";
export const EMAIL = "hello@tracemedicarepartners.com";
export const ADDRESS = "431 West Main Street, Suite 200, Tupelo, MS 38804";
export const HOURS = "Monday to Friday, 9:00 AM to 5:00 PM";

export const MEDICARE_GOV = "https://www.medicare.gov";
export const PLAN_FINDER = "https://www.medicare.gov/plan-compare";
export const SSA_GOV = "https://www.ssa.gov";
export const SHIP_HELP = "https://www.shiphelp.org";

/** Inline links used across pages. */
export const phoneLink = (): Inline => a(TEL, PHONE);
export const emailLink = (): Inline => a(`mailto:${EMAIL}`, EMAIL);
export const contactLink = (label = "send us a message"): Inline => a("/contact-us", label);
export const medicareGovLink = (label = "Medicare.gov"): Inline => a(MEDICARE_GOV, label);
export const planFinderLink = (label = "Medicare Plan Finder"): Inline => a(PLAN_FINDER, label);
export const ssaLink = (label = "ssa.gov"): Inline => a(SSA_GOV, label);
export const shipLink = (label = "shiphelp.org"): Inline => a(SHIP_HELP, label);
export const medicareLine = (): Inline => a("tel:+18006334227", "1-800-MEDICARE (1-800-633-4227)");
export const medicareTty = (): Text => text("TTY users can call 1-877-486-2048");

/**
 * The third-party marketing organisation reminder for pages about Medicare Advantage and Part D plans. It follows the
 * wording in force from October 1, 2026 (no SHIP reference); the counts of organisations and plans live in the site
 * settings' disclaimer, which the footer shows.
 */
export function tpmoNotice(): Block {
  return p(
    italic(
      `${BRAND} is a licensed, independent insurance agency. We are not connected with or endorsed by the U.S. government or the federal Medicare program. We do not offer every plan available in your area. Any information we provide is limited to the plans we do offer in your area. To get information on all of your options, visit `,
    ),
    medicareGovLink(),
    italic(", call "),
    medicareLine(),
    italic(" (TTY 1-877-486-2048), 24 hours a day, 7 days a week."),
  );
}

/** A closing paragraph that points to the office. */
export function talkToUs(lead = "Have a question about your own situation?"): Block {
  return p(
    `${lead} Call us at `,
    phoneLink(),
    `, ${HOURS}, or `,
    contactLink(),
    ". There is no cost and no obligation to enroll.",
  );
}

// ---- the page entries ---------------------------------------------------------------------------------------

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

export const pageId = (slug: string): string => `page-${slug}`;
export const postId = (slug: string): string => `post-${slug}`;
export const guideId = (slug: string): string => `guide-${slug}`;

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
