/**
 * zod schemas for every entity of the content model (docs/product.md: Content model), parsing plain entries (see internal/plain.ts)
 * into the view models of view-models.ts, with the model's defaults.
 */
import { z } from "zod";
import type { Document } from "@contentful/rich-text-types";
import { checkMedicareCostFigures } from "@tupelo-medicare/medicare-costs";
import { assetUrl } from "./assets.js";
import { firstParagraphText } from "./rich-text-text.js";
import type {
  BusinessFacts,
  BlogPost,
  BlogPostSummary,
  CallToAction,
  MedicareTimelineTool,
  MedicareMoneyCalculator,
  MoneyCalculatorFigures,
  MoneyCalculatorKind,
  Category,
  ContentImage,
  FoundationalPage,
  PageMetadata,
  PlaceReviews,
  RelatedBlogPost,
  RelatedResource,
  ResourceGuide,
  Review,
  SiteSettings,
  TeamMember,
  Video,
  VideoSummary,
} from "./view-models.js";
import type { PlainEntry } from "./internal/plain.js";

export const DEFAULT_VIDEO_DURATION = "PT0M0S";
export const DEFAULT_VIDEO_KEYWORDS: readonly string[] = ["Medicare", "Insurance", "Education"];
export const DEFAULT_RESOURCE_TYPE = "Guide";

// ---- building blocks ---------------------------------------------------------------------------------------

const text = z.string().default("");
const textList = z.array(z.string()).default([]);
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), { message: "Expected an ISO date" });

const linkSchema = z.object({ sys: z.object({ type: z.literal("Link"), linkType: z.string(), id: z.string() }) });

const plainAssetSchema = z.object({
  sys: z.object({ id: z.string(), type: z.literal("Asset") }),
  fields: z.object({
    title: z.string().optional(),
    description: z.string().optional(),
    file: z
      .object({
        url: z.string().optional(),
        fileName: z.string().optional(),
        contentType: z.string().optional(),
        details: z
          .object({
            size: z.number().optional(),
            image: z.object({ width: z.number().optional(), height: z.number().optional() }).optional(),
          })
          .optional(),
      })
      .optional(),
  }),
});

const plainEntrySchema = z.object({
  sys: z.object({
    id: z.string(),
    type: z.literal("Entry"),
    contentType: z.object({ sys: z.object({ id: z.string() }) }),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  fields: z.record(z.string(), z.unknown()),
});

type PlainAssetInput = z.infer<typeof plainAssetSchema>;

function toImage(asset: PlainAssetInput): ContentImage | null {
  const file = asset.fields.file;
  if (!file?.url) return null;
  return {
    id: asset.sys.id,
    url: assetUrl(file.url),
    title: asset.fields.title ?? "",
    description: asset.fields.description ?? "",
    width: file.details?.image?.width ?? null,
    height: file.details?.image?.height ?? null,
    contentType: file.contentType ?? "",
    fileName: file.fileName ?? "",
  };
}

/** An asset field: a resolved asset becomes a ContentImage; a missing field or an unresolved link becomes null. */
const assetField = z
  .union([plainAssetSchema, linkSchema])
  .optional()
  .transform((value) => (value && "fields" in value ? toImage(value) : null));

/** A link to one entry: the plain entry, or null when missing or unresolved. */
const entryField = z
  .union([plainEntrySchema, linkSchema])
  .optional()
  .transform((value): PlainEntry | null => (value && "fields" in value ? value : null));

/** A list of links: only the resolved entries, in order. */
const entryListField = z
  .array(z.union([plainEntrySchema, linkSchema]))
  .optional()
  .transform((values): PlainEntry[] => (values ?? []).filter((value) => "fields" in value) as PlainEntry[]);

const richTextNode: z.ZodType<unknown> = z.looseObject({ nodeType: z.string() });

/** A rich-text field; embedded targets are slimmed to what a renderer shows. */
const richTextField = z
  .looseObject({ nodeType: z.literal("document"), content: z.array(richTextNode) })
  .optional()
  .transform((value): Document | null => (value ? (slimDocument(value) as unknown as Document) : null));

// ---- rich text ---------------------------------------------------------------------------------------------

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Keeps scalar fields, lists of strings, assets and a CTA's copy on embedded entries; drops nested link lists and bodies. */
function slimTarget(target: unknown): unknown {
  if (!isObject(target) || !isObject(target.sys) || target.sys.type !== "Entry" || !isObject(target.fields))
    return target;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(target.fields)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === "string")) fields[key] = value;
    else if (isObject(value) && isObject(value.sys) && value.sys.type === "Asset") fields[key] = value;
    else if (isObject(value) && value.nodeType === "document" && key === "ctaCopy") fields[key] = slimDocument(value);
    else if (isFiguresEntry(value)) fields[key] = slimTarget(value);
    else if (isObject(value) && !Array.isArray(value) && !("sys" in value) && !("nodeType" in value))
      fields[key] = value;
  }
  return { sys: target.sys, fields };
}

/** A money calculator's linked figures entry (medicareCostFigures), kept on the embedded calculator. */
export const isFiguresEntry = (value: unknown): boolean =>
  isObject(value) &&
  isObject(value.sys) &&
  value.sys.type === "Entry" &&
  isObject(value.sys.contentType) &&
  isObject(value.sys.contentType.sys) &&
  value.sys.contentType.sys.id === "medicareCostFigures";

function slimDocument(node: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...node };
  if (isObject(node.data) && "target" in node.data) out.data = { ...node.data, target: slimTarget(node.data.target) };
  if (Array.isArray(node.content)) {
    out.content = (node.content as unknown[]).map((child): unknown => (isObject(child) ? slimDocument(child) : child));
  }
  return out;
}

export { firstParagraphText };

// ---- entities ----------------------------------------------------------------------------------------------

export const categoryFieldsSchema = z.object({ name: z.string().min(1), slug: z.string().min(1) });

export const websiteCtaFieldsSchema = z.object({
  ctaTitle: text,
  ctaCopy: richTextField,
  ctaButtonText: text,
  ctaButtonLink: text,
  ctaImage: assetField,
});

export const medicareTimelineToolFieldsSchema = z.object({
  title: text,
  heading: z.string().optional(),
  intro: z.string().optional(),
  figures: entryField,
});

/**
 * The Medicare timeline tool's settings, only when the entry is a medicareTimelineTool. Its figures are the linked
 * year's medicareCostFigures entry, the one the money calculators read (toMedicareCostFigures): one place to edit a
 * figure. Figures that cannot be used give `figures: null` and `figuresProblems`, never null for the tool.
 */
export function toMedicareTimelineTool(entry: PlainEntry | null): MedicareTimelineTool | null {
  if (!entry || entry.sys.contentType.sys.id !== "medicareTimelineTool") return null;
  const parsed = medicareTimelineToolFieldsSchema.safeParse(entry.fields);
  if (!parsed.success) return null;
  const linked = toMedicareCostFigures(parsed.data.figures);
  return {
    id: entry.sys.id,
    heading: parsed.data.heading?.trim() || "Your Medicare timeline",
    intro: parsed.data.intro?.trim() ?? "",
    figures: linked.ok
      ? {
          year: linked.value.year,
          partBPremium: linked.value.partB.standardPremium.value,
          partDBasePremium: linked.value.partD.basePremium.value,
        }
      : null,
    figuresEntry: { id: linked.entryId, title: linked.title },
    figuresProblems: linked.ok ? [] : linked.problems,
  };
}

/** The calculators a medicareMoneyCalculator entry can place. */
export const MONEY_CALCULATOR_KINDS = [
  "irmaa",
  "late-penalties",
  "help-paying",
] as const satisfies readonly MoneyCalculatorKind[];

const DEFAULT_CALCULATOR_HEADINGS: Record<MoneyCalculatorKind, string> = {
  irmaa: "Will you pay more because of your income? (IRMAA)",
  "late-penalties": "Late penalty calculator: Part B and Part D",
  "help-paying": "Could you get help paying for Medicare?",
};

export const medicareCostFiguresFieldsSchema = z.object({
  title: text,
  year: z.number().int().min(2000).max(2100),
  figures: z.record(z.string(), z.unknown()),
});

export const medicareMoneyCalculatorFieldsSchema = z.object({
  title: text,
  calculator: z.enum(MONEY_CALCULATOR_KINDS),
  heading: z.string().optional(),
  intro: z.string().optional(),
  figures: entryField,
});

/**
 * A year's figures entry (medicareCostFigures) read with checkMedicareCostFigures: the figures, or one sentence per
 * problem naming the field (a missing or unresolved link, another content type, a figures year that is not the
 * entry's year, a malformed table).
 */
export function toMedicareCostFigures(entry: PlainEntry | null): MoneyCalculatorFigures {
  if (!entry) return { ok: false, entryId: null, title: "", problems: ["No medicareCostFigures entry is linked."] };
  const entryId = entry.sys.id;
  const title = typeof entry.fields.title === "string" ? entry.fields.title : "";
  if (entry.sys.contentType.sys.id !== "medicareCostFigures") {
    return {
      ok: false,
      entryId,
      title,
      problems: [`The linked entry is a ${entry.sys.contentType.sys.id}, not a medicareCostFigures.`],
    };
  }
  const parsed = medicareCostFiguresFieldsSchema.safeParse(entry.fields);
  if (!parsed.success) {
    return {
      ok: false,
      entryId,
      title,
      problems: parsed.error.issues.map((issue) => `${issue.path.map(String).join(".") || "fields"}: ${issue.message}`),
    };
  }
  const checked = checkMedicareCostFigures(parsed.data.figures);
  if (!checked.ok)
    return { ok: false, entryId, title, problems: checked.problems.map((problem) => `figures.${problem}`) };
  if (checked.value.year !== parsed.data.year) {
    return {
      ok: false,
      entryId,
      title,
      problems: [`figures.year (${checked.value.year}) is not the entry's year (${parsed.data.year}).`],
    };
  }
  return { ok: true, entryId, title: parsed.data.title.trim(), year: parsed.data.year, value: checked.value };
}

/**
 * A Medicare money calculator's settings, only when the entry is a medicareMoneyCalculator naming a known calculator;
 * its figures are checked (toMedicareCostFigures), so malformed figures give `figures.ok === false`, never null.
 */
export function toMedicareMoneyCalculator(entry: PlainEntry | null): MedicareMoneyCalculator | null {
  if (!entry || entry.sys.contentType.sys.id !== "medicareMoneyCalculator") return null;
  const parsed = medicareMoneyCalculatorFieldsSchema.safeParse(entry.fields);
  if (!parsed.success) return null;
  return {
    id: entry.sys.id,
    calculator: parsed.data.calculator,
    heading: parsed.data.heading?.trim() || DEFAULT_CALCULATOR_HEADINGS[parsed.data.calculator],
    intro: parsed.data.intro?.trim() ?? "",
    figures: toMedicareCostFigures(parsed.data.figures),
  };
}

/** A CTA view model, only when the linked entry is a websiteCta. */
export function toCallToAction(entry: PlainEntry | null): CallToAction | null {
  if (!entry || entry.sys.contentType.sys.id !== "websiteCta") return null;
  const parsed = websiteCtaFieldsSchema.safeParse(entry.fields);
  if (!parsed.success) return null;
  return {
    id: entry.sys.id,
    title: parsed.data.ctaTitle.trim(),
    text: firstParagraphText(parsed.data.ctaCopy),
    buttonText: parsed.data.ctaButtonText.trim(),
    buttonLink: parsed.data.ctaButtonLink.trim(),
    image: parsed.data.ctaImage,
  };
}

const slugify = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** Category as a string, a list of strings, a linked category or a list of linked categories. */
const categoryField = z
  .union([z.string(), z.array(z.union([z.string(), plainEntrySchema, linkSchema])), plainEntrySchema, linkSchema])
  .optional()
  .transform((value): Category[] => {
    const items = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const categories: Category[] = [];
    for (const item of items) {
      if (typeof item === "string") {
        if (item.trim()) categories.push({ id: slugify(item), name: item.trim(), slug: slugify(item) });
      } else if ("fields" in item) {
        const parsed = categoryFieldsSchema.safeParse(item.fields);
        if (parsed.success) categories.push({ id: item.sys.id, ...parsed.data });
      }
    }
    return categories;
  });

const seoField = z
  .object({ title: text, description: text, keywords: z.union([textList, z.string()]) })
  .partial()
  .optional()
  .transform((value) => ({
    title: value?.title ?? "",
    description: value?.description ?? "",
    keywords:
      typeof value?.keywords === "string"
        ? value.keywords
            .split(",")
            .map((k) => k.trim())
            .filter(Boolean)
        : (value?.keywords ?? []),
  }));

export const blogPostFieldsSchema = z.object({
  internalName: text,
  title: z.string().min(1),
  slug: z.string().min(1),
  publishedDate: isoDate,
  author: text,
  category: categoryField,
  featuredImage: assetField,
  excerpt: text,
  contentBody: richTextField,
  seoFields: seoField,
  relatedBlogPosts: entryListField,
  callToAction: entryField,
});

/**
 * The fields of a post's card in a list (toBlogPostSummary): the blog lists ask the Delivery API for these alone
 * (`select`), never a post's body or its related posts.
 */
export const blogPostCardFieldsSchema = blogPostFieldsSchema.pick({
  title: true,
  slug: true,
  publishedDate: true,
  author: true,
  category: true,
  featuredImage: true,
  excerpt: true,
});

const relatedPostFieldsSchema = z.object({
  title: z.string().min(1),
  slug: z.string().min(1),
  featuredImage: assetField,
  excerpt: text,
});

function toRelatedPosts(entries: PlainEntry[]): RelatedBlogPost[] {
  return entries.flatMap((entry) => {
    if (entry.sys.contentType.sys.id !== "pageBlogPost") return [];
    const parsed = relatedPostFieldsSchema.safeParse(entry.fields);
    return parsed.success ? [{ id: entry.sys.id, ...parsed.data }] : [];
  });
}

export function toBlogPost(entry: PlainEntry, fields: z.output<typeof blogPostFieldsSchema>): BlogPost {
  return {
    ...toBlogPostSummary(entry, fields),
    internalName: fields.internalName,
    contentBody: fields.contentBody,
    seo: fields.seoFields,
    relatedBlogPosts: toRelatedPosts(fields.relatedBlogPosts),
    callToAction: toCallToAction(fields.callToAction),
  };
}

export function toBlogPostSummary(
  entry: PlainEntry,
  fields: z.output<typeof blogPostCardFieldsSchema>,
): BlogPostSummary {
  return {
    id: entry.sys.id,
    title: fields.title,
    slug: fields.slug,
    publishedDate: fields.publishedDate,
    author: fields.author,
    category: fields.category[0]?.name ?? null,
    categories: fields.category,
    featuredImage: fields.featuredImage,
    excerpt: fields.excerpt,
  };
}

const timelineSchema = z.array(z.object({ year: z.number().int(), title: text, text })).default([]);

const metadataField = z
  .object({
    title: text,
    description: text,
    keywords: z.union([textList, z.string()]),
    heroImage: text,
    timeline: timelineSchema,
  })
  .partial()
  .optional()
  .transform((value): PageMetadata => ({
    title: value?.title ?? "",
    description: value?.description ?? "",
    keywords:
      typeof value?.keywords === "string"
        ? value.keywords
            .split(",")
            .map((k) => k.trim())
            .filter(Boolean)
        : (value?.keywords ?? []),
    heroImage: value?.heroImage ? assetUrl(value.heroImage) : "",
    timeline: value?.timeline ?? [],
  }));

export const foundationalPageFieldsSchema = z.object({
  pageName: text,
  pageSlug: z.string().min(1),
  parentSlug: text,
  title: text,
  author: text,
  fBodyContent: richTextField,
  youTubeVideo: text,
  fShareImage: assetField,
  fPageExcerpt: text,
  metadata: metadataField,
  relatedBlogs: entryListField,
  callToAction: entryField,
  sections: entryListField,
});

export function toFoundationalPage(
  entry: PlainEntry,
  fields: z.output<typeof foundationalPageFieldsSchema>,
): FoundationalPage {
  return {
    id: entry.sys.id,
    pageName: fields.pageName,
    pageSlug: fields.pageSlug,
    parentSlug: fields.parentSlug,
    title: fields.title,
    author: fields.author,
    body: fields.fBodyContent,
    youTubeVideo: fields.youTubeVideo.trim(),
    shareImage: fields.fShareImage,
    excerpt: fields.fPageExcerpt,
    metadata: fields.metadata,
    relatedBlogs: toRelatedPosts(fields.relatedBlogs),
    callToAction: toCallToAction(fields.callToAction),
    sections: fields.sections.map((section) => slimTarget(section)),
    updatedAt: entry.sys.updatedAt,
  };
}

const videoSummaryFieldsSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  description: text,
  thumbnailImage: assetField,
});

export const videoFieldsSchema = videoSummaryFieldsSchema.extend({
  videoUrl: text,
  isSelfHosted: z.boolean().default(false),
  youTubeLink: text,
  transcript: text,
  duration: z.string().default(DEFAULT_VIDEO_DURATION),
  keywords: z.array(z.string()).default([...DEFAULT_VIDEO_KEYWORDS]),
  author: text,
  uploadDate: isoDate.optional(),
  relatedVideos: entryListField,
});

export function toVideo(entry: PlainEntry, fields: z.output<typeof videoFieldsSchema>): Video {
  return {
    id: entry.sys.id,
    slug: fields.slug,
    title: fields.title,
    description: fields.description,
    thumbnail: fields.thumbnailImage,
    videoUrl: fields.videoUrl.trim(),
    isSelfHosted: fields.isSelfHosted,
    youTubeLink: fields.youTubeLink.trim(),
    transcript: fields.transcript,
    duration: fields.duration || DEFAULT_VIDEO_DURATION,
    keywords: fields.keywords.length > 0 ? fields.keywords : [...DEFAULT_VIDEO_KEYWORDS],
    author: fields.author,
    uploadDate: fields.uploadDate ?? null,
    relatedVideos: fields.relatedVideos.flatMap((related): VideoSummary[] => {
      if (related.sys.contentType.sys.id !== "video") return [];
      const parsed = videoSummaryFieldsSchema.safeParse(related.fields);
      return parsed.success
        ? [
            {
              id: related.sys.id,
              slug: parsed.data.slug,
              title: parsed.data.title,
              description: parsed.data.description,
              thumbnail: parsed.data.thumbnailImage,
            },
          ]
        : [];
    }),
    createdAt: entry.sys.createdAt,
  };
}

export const resourceGuideFieldsSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  description: text,
  summary: text,
  content: richTextField,
  coverImage: assetField,
  featuredImage: assetField,
  downloadUrl: text,
  tags: textList,
  category: text,
  resourceType: z.string().default(DEFAULT_RESOURCE_TYPE),
  relatedResources: entryListField,
  updatedDate: isoDate.optional(),
});

const relatedResourceFieldsSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  description: text,
  resourceType: z.string().default(DEFAULT_RESOURCE_TYPE),
});

export function toResourceGuide(entry: PlainEntry, fields: z.output<typeof resourceGuideFieldsSchema>): ResourceGuide {
  return {
    id: entry.sys.id,
    slug: fields.slug,
    title: fields.title,
    description: fields.description,
    summary: fields.summary,
    content: fields.content,
    coverImage: fields.coverImage ?? fields.featuredImage,
    downloadUrl: assetUrl(fields.downloadUrl),
    tags: fields.tags,
    category: fields.category,
    resourceType: fields.resourceType || DEFAULT_RESOURCE_TYPE,
    relatedResources: fields.relatedResources.flatMap((related): RelatedResource[] => {
      if (related.sys.contentType.sys.id !== "resourceGuide") return [];
      const parsed = relatedResourceFieldsSchema.safeParse(related.fields);
      return parsed.success
        ? [
            {
              id: related.sys.id,
              slug: parsed.data.slug,
              title: parsed.data.title,
              type: parsed.data.resourceType,
              description: parsed.data.description,
            },
          ]
        : [];
    }),
    updatedDate: fields.updatedDate ?? entry.sys.updatedAt,
  };
}

export const teamMemberFieldsSchema = z.object({
  employeeName: z.string().min(1),
  employeeTitle: text,
  employeeEmail: z.union([z.email(), z.literal("")]).default(""),
  employeeDept: text,
  headshot: assetField,
});

export function toTeamMember(entry: PlainEntry, fields: z.output<typeof teamMemberFieldsSchema>): TeamMember {
  return {
    id: entry.sys.id,
    name: fields.employeeName,
    title: fields.employeeTitle,
    email: fields.employeeEmail,
    department: fields.employeeDept,
    headshot: fields.headshot,
  };
}

export const reviewSchema = z.object({
  author_name: z.string().default(""),
  profile_photo_url: z.string().default(""),
  relative_time_description: z.string().default(""),
  rating: z.number().min(1).max(5),
  text: z.string().default(""),
  author_url: z.string().default(""),
  time: z.number(),
}) satisfies z.ZodType<Review, unknown>;

export const placeReviewsFieldsSchema = z.object({
  name: z.string().min(1),
  listingUrl: text,
  placeData: z.object({
    name: z.string().default(""),
    rating: z.number().min(0).max(5),
    user_ratings_total: z.number().int().min(0),
    reviews: z.array(reviewSchema).default([]),
  }),
});

export function toPlaceReviews(fields: z.output<typeof placeReviewsFieldsSchema>): PlaceReviews {
  return {
    name: fields.name,
    listingUrl: fields.listingUrl,
    placeData: {
      ...fields.placeData,
      reviews: fields.placeData.reviews.map((review) => ({
        ...review,
        profile_photo_url: assetUrl(review.profile_photo_url),
      })),
    },
  };
}

const optionalCount = z
  .number()
  .int()
  .min(0)
  .optional()
  .transform((value) => value ?? null);

const required = (what: string) =>
  z
    .string({ error: `${what} is required in the site settings` })
    .trim()
    .min(1, `${what} is required in the site settings`);
const webAddress = (what: string) =>
  required(what).pipe(z.url({ protocol: /^https?$/, error: `${what} must be a web address (https://…)` }));
const optionalWebAddress = (what: string) => webAddress(what).optional();

/** The site settings entry: the business facts (required, flat as editors fill them in), the stated claims and the TPMO disclaimer. */
export const siteSettingsFieldsSchema = z
  .object({
    brandName: required("Brand name"),
    defaultTitle: required("Default title"),
    defaultDescription: required("Default description"),
    phoneDisplay: required("Phone (as shown)"),
    phoneNumber: required("Phone number").regex(
      /^\+[1-9]\d{6,14}$/,
      "Phone number must be in international form, e.g. +16625550142",
    ),
    ttyNumber: required("TTY number"),
    email: required("E-mail").pipe(z.email({ error: "E-mail must be an e-mail address" })),
    streetAddress: required("Street address"),
    city: required("City"),
    region: required("State"),
    postalCode: required("ZIP code"),
    country: z.string().trim().min(2).default("US"),
    weekdayHours: required("Weekday hours"),
    weekendHours: required("Weekend hours"),
    openingHours: required("Opening hours (schema.org)"),
    facebookUrl: optionalWebAddress("Facebook address"),
    youtubeUrl: optionalWebAddress("YouTube address"),
    linkedinUrl: optionalWebAddress("LinkedIn address"),
    schedulerUrl: webAddress("Scheduler address"),
    beneficiariesServed: optionalCount,
    servingSince: optionalCount,
    fiveStarReviews: optionalCount,
    eventAgents: optionalCount,
    eventYear: optionalCount,
    organizationsRepresented: optionalCount,
    plansRepresented: optionalCount,
    tpmoDisclaimer: text,
    tpmoEffectiveDate: text,
    leadershipOrder: textList,
  })
  .transform(
    ({
      brandName,
      defaultTitle,
      defaultDescription,
      phoneDisplay,
      phoneNumber,
      ttyNumber,
      email,
      streetAddress,
      city,
      region,
      postalCode,
      country,
      weekdayHours,
      weekendHours,
      openingHours,
      facebookUrl,
      youtubeUrl,
      linkedinUrl,
      schedulerUrl,
      ...claims
    }): SiteSettings => ({
      business: {
        brand: brandName,
        defaultTitle,
        defaultDescription,
        phone: { display: phoneDisplay, href: `tel:${phoneNumber}`, tty: ttyNumber },
        email,
        address: { street: streetAddress, locality: city, region, postalCode, country },
        officeHours: { weekdays: weekdayHours, weekends: weekendHours, openingHours },
        social: {
          ...(facebookUrl ? { facebook: facebookUrl } : {}),
          ...(youtubeUrl ? { youtube: youtubeUrl } : {}),
          ...(linkedinUrl ? { linkedin: linkedinUrl } : {}),
        },
        schedulerUrl,
      } satisfies BusinessFacts,
      ...claims,
    }),
  ) satisfies z.ZodType<SiteSettings, unknown>;
