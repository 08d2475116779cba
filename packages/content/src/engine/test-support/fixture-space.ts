/**
 * A small export for the engine's tests, written with the site's space builder and content model: categories,
 * blog posts chained by related posts (a -> b -> c -> d -> e) with rich text embedding entries and assets, a link to
 * a missing entry and asset, an unpublished draft, videos, settings, a tag and two extra locales.
 */
import {
  SpaceBuilder,
  assetLink,
  bold,
  doc,
  embedAsset,
  embedEntry,
  entryHyperlink,
  entryLink,
  h2,
  p,
} from "../../../scripts/space/builder.js";
import type { ContentfulExport, ExportLink } from "../../export-file/types.js";
import { contentModel } from "../../../scripts/space/model.js";
import { EXAMPLE_BUSINESS_FIELDS } from "../../test-support/example-business.js";

export const MISSING_ENTRY = "missing-entry-for-tests";
export const MISSING_ASSET = "missing-asset-for-tests";

const day = (date: string): string => `${date}T09:00:00.000Z`;

function image(builder: SpaceBuilder, id: string, title: string, contentType: string, createdAt: string): void {
  const extension = contentType.split("/")[1] ?? "bin";
  builder.asset(
    id,
    {
      title,
      description: `${title} description`,
      url: `//images.ctfassets.net/embedded/${id}/hash/${id}.${extension}`,
      fileName: `${id}.${extension}`,
      contentType,
      size: 1000 + title.length,
      ...(contentType.startsWith("image/") ? { width: 1200, height: 630 } : {}),
    },
    day(createdAt),
  );
}

export function buildFixtureSpace(): ContentfulExport {
  const builder = new SpaceBuilder({ spaceId: "embedded" });
  for (const type of contentModel) builder.contentType(type);

  const categories: Array<[string, string, string]> = [
    ["cat-medicare", "Medicare Basics", "medicare-basics"],
    ["cat-advantage", "Medicare Advantage", "medicare-advantage"],
    ["cat-partd", "Part D", "part-d"],
    ["cat-supplement", "Medigap", "medigap"],
  ];
  categories.forEach(([id, name, slug], position) =>
    builder.entry("category", id, { name, slug }, { createdAt: day(`2024-01-0${position + 1}`) }),
  );

  image(builder, "asset-hero", "Hero image", "image/jpeg", "2024-01-01");
  image(builder, "asset-chart", "Enrollment chart", "image/png", "2024-01-02");
  image(builder, "asset-guide", "Printable guide", "application/pdf", "2024-01-03");

  builder.entry(
    "websiteCta",
    "cta-agent",
    {
      ctaTitle: "Talk to a licensed agent",
      ctaButtonText: "Call now",
      ctaButtonLink: "tel:+18005550100",
      ctaImage: assetLink("asset-hero"),
    },
    { createdAt: day("2024-01-05") },
  );

  const post = (id: string, fields: Record<string, unknown>, createdAt: string, updatedAt?: string) =>
    builder.entry(
      "pageBlogPost",
      id,
      { internalName: id, ...fields },
      { createdAt: day(createdAt), updatedAt: updatedAt && day(updatedAt) },
    );

  post(
    "post-a",
    {
      title: "Understanding Medicare Part A",
      slug: "understanding-part-a",
      publishedDate: "2024-03-01",
      author: "Jane Doe",
      category: [entryLink("cat-medicare")],
      featuredImage: assetLink("asset-hero"),
      excerpt: "Hospital insurance explained in plain words.",
      contentBody: doc(
        h2("What Part A covers"),
        p("Part A is ", bold("hospital insurance"), " for inpatient stays and skilled nursing."),
        embedEntry("post-b"),
        embedAsset("asset-chart"),
        p("See also ", entryHyperlink(MISSING_ENTRY, "a retired article"), "."),
      ),
      seoFields: { title: "Medicare Part A", noIndex: false, priority: 3 },
      relatedBlogPosts: [entryLink("post-b"), entryLink("post-c")],
      callToAction: entryLink("cta-agent"),
    },
    "2024-03-01",
    "2024-03-05",
  );
  post(
    "post-b",
    {
      title: "Medicare Advantage Plans Explained",
      slug: "advantage-explained",
      publishedDate: "2024-02-15",
      author: "John Roe",
      category: [entryLink("cat-advantage"), entryLink("cat-medicare")],
      excerpt: "Part C bundles hospital and medical coverage.",
      contentBody: doc(p("Advantage plans are offered by private insurers.")),
      seoFields: { title: "Medicare Advantage", noIndex: true, priority: 1 },
      relatedBlogPosts: [entryLink("post-c")],
    },
    "2024-02-15",
  );
  post(
    "post-c",
    {
      title: "Choosing a Part D Plan",
      slug: "choosing-part-d",
      publishedDate: "2024-02-15",
      author: "Jane Doe",
      category: [entryLink("cat-partd")],
      excerpt: "Prescription drug coverage compared.",
      relatedBlogPosts: [entryLink("post-d")],
    },
    "2024-02-16",
  );
  post(
    "post-d",
    {
      title: "Medigap Basics",
      slug: "medigap-basics",
      publishedDate: "2024-01-10",
      category: [entryLink("cat-supplement")],
      relatedBlogPosts: [entryLink("post-e")],
    },
    "2024-01-10",
  );
  post(
    "post-e",
    {
      title: "Enrollment Periods",
      slug: "enrollment-periods",
      publishedDate: "2023-12-01",
      author: "Ann Lee",
      category: [],
      featuredImage: assetLink(MISSING_ASSET),
      relatedBlogPosts: [entryLink("draft-post")],
    },
    "2023-12-01",
  );
  builder.entry(
    "pageBlogPost",
    "draft-post",
    { title: "Draft Post", slug: "draft-post", publishedDate: "2024-04-01", category: [entryLink("cat-medicare")] },
    { createdAt: day("2024-04-01"), draft: true },
  );

  builder.entry(
    "video",
    "video-enrollment",
    {
      slug: "enrollment-video",
      title: "When to enroll",
      isSelfHosted: false,
      keywords: ["medicare", "enrollment"],
      uploadDate: "2024-02-01",
    },
    { createdAt: day("2024-02-01") },
  );
  builder.entry(
    "video",
    "video-drugs",
    {
      slug: "drug-plans-video",
      title: "Drug plans",
      isSelfHosted: true,
      keywords: ["part d", "drugs", "medicare"],
      uploadDate: "2024-02-20",
    },
    { createdAt: day("2024-02-20") },
  );
  builder.entry(
    "video",
    "video-untagged",
    { slug: "untagged-video", title: "Untagged", uploadDate: "2024-03-01" },
    { createdAt: day("2024-03-02") },
  );

  builder.entry(
    "siteSettings",
    "settings-2023",
    { name: "Settings 2023", ...EXAMPLE_BUSINESS_FIELDS, beneficiariesServed: 9000, servingSince: 2009 },
    { createdAt: day("2023-01-01") },
  );
  builder.entry(
    "siteSettings",
    "settings-2024",
    { name: "Settings 2024", ...EXAMPLE_BUSINESS_FIELDS, beneficiariesServed: 12000, servingSince: 2009 },
    { createdAt: day("2024-01-01") },
  );
  builder.entry(
    "siteSettings",
    "settings-empty",
    { name: "Settings without numbers", ...EXAMPLE_BUSINESS_FIELDS },
    { createdAt: day("2024-01-02") },
  );

  return localize(builder.toExport());
}

/**
 * Adds de-DE (falls back to en-US) and fr-FR (no fallback), both allowing required fields to be empty (`optional`,
 * as Contentful requires a required field in every other locale), a localized title and a public tag.
 */
function localize(space: ContentfulExport): ContentfulExport {
  const [english] = space.locales;
  if (!english) throw new Error("The builder wrote no locale");
  space.locales.push(
    {
      ...english,
      name: "German (Germany)",
      code: "de-DE",
      fallbackCode: "en-US",
      default: false,
      optional: true,
      sys: { ...english.sys, id: "locale-de" },
    },
    {
      ...english,
      name: "French (France)",
      code: "fr-FR",
      fallbackCode: null,
      default: false,
      optional: true,
      sys: { ...english.sys, id: "locale-fr" },
    },
  );
  const blogPost = space.contentTypes.find((type) => type.sys.id === "pageBlogPost");
  const title = blogPost?.fields.find((field) => field.id === "title");
  if (title) title.localized = true;
  const postA = space.entries.find((entry) => entry.sys.id === "post-a");
  if (postA?.fields.title) postA.fields.title["de-DE"] = "Medicare Teil A verstehen";
  const featured: ExportLink<"Tag"> = { sys: { type: "Link", linkType: "Tag", id: "featured" } };
  if (postA) ((postA.metadata ??= {}).tags ??= []).push(featured);
  const tags = (space.tags ??= []);
  tags.push({
    name: "Featured",
    sys: {
      id: "featured",
      type: "Tag",
      visibility: "public",
      createdAt: day("2024-01-01"),
      updatedAt: day("2024-01-01"),
      version: 1,
    },
  });
  tags.push({
    name: "Internal",
    sys: {
      id: "internal",
      type: "Tag",
      visibility: "private",
      createdAt: day("2024-01-01"),
      updatedAt: day("2024-01-01"),
      version: 1,
    },
  });
  return space;
}
