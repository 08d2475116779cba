/** A small space exercising every entity, default and failure of the content client's operations. */
import {
  SpaceBuilder,
  a,
  assetLink,
  doc,
  embedAsset,
  embedEntry,
  entryLink,
  h1,
  h2,
  p,
} from "../../scripts/space/builder.js";
import type { ContentfulExport } from "../export-file/types.js";
import { contentModel } from "../../scripts/space/model.js";
import { EXAMPLE_BUSINESS_FIELDS } from "./example-business.js";

const at = (day: number) => new Date(Date.UTC(2025, 0, 1 + day)).toISOString();

export function buildFixtureSpace(): ContentfulExport {
  const b = new SpaceBuilder({ spaceId: "embedded" });
  for (const type of contentModel) b.contentType(type);
  b.asset("img-hero", {
    title: "Hero",
    description: "A hero image",
    url: "//images.ctfassets.net/sp/img-hero/tok/hero.jpg",
    fileName: "hero.jpg",
    contentType: "image/jpeg",
    size: 1000,
    width: 1200,
    height: 675,
  });
  b.asset("img-local", {
    title: "Local",
    url: "/embedded-assets/team/a.svg",
    fileName: "a.svg",
    contentType: "image/svg+xml",
    size: 900,
    width: 600,
    height: 600,
  });

  b.entry("category", "cat-basics", { name: "Medicare Basics", slug: "medicare-basics" }, { createdAt: at(0) });
  b.entry("category", "cat-drugs", { name: "Prescription Drugs", slug: "prescription-drugs" }, { createdAt: at(0) });
  b.entry("category", "cat-empty", { name: "Community News", slug: "community-news" }, { createdAt: at(0) });

  b.entry(
    "websiteCta",
    "cta-guide",
    {
      ctaTitle: "Free guide",
      ctaCopy: doc(p("Get the ", a("/medicare-breakdown", "guide")), p("Second.")),
      ctaButtonText: "Download Free Guide",
      ctaButtonLink: "/medicare-breakdown",
      ctaImage: assetLink("img-hero"),
    },
    { createdAt: at(0) },
  );
  b.entry(
    "video",
    "video-a",
    {
      slug: "video-a",
      title: "Video A",
      description: "About A",
      youTubeLink: "https://youtu.be/abcdefghijk",
      uploadDate: "2025-03-01",
      duration: "PT3M2S",
      keywords: ["Part D"],
      thumbnailImage: assetLink("img-hero"),
      relatedVideos: [entryLink("video-b"), entryLink("missing-entry-for-tests")],
    },
    { createdAt: at(10) },
  );
  b.entry("video", "video-b", { slug: "video-b", title: "Video B" }, { createdAt: at(11) });
  b.entry(
    "video",
    "video-c",
    { slug: "video-c", title: "Video C", videoUrl: "https://vimeo.com/76979871" },
    { createdAt: at(12) },
  );

  for (let i = 1; i <= 8; i += 1) {
    b.entry(
      "pageBlogPost",
      `post-${i}`,
      {
        internalName: `Post ${i}`,
        title: `Post number ${i}`,
        slug: `post-${i}`,
        publishedDate: at(i * 3).slice(0, 10),
        author: "Dana Whitfield",
        category: i % 2 === 0 ? [entryLink("cat-drugs")] : [entryLink("cat-basics"), entryLink("cat-drugs")],
        featuredImage: i === 3 ? undefined : assetLink("img-hero"),
        excerpt: `Excerpt ${i}`,
        contentBody: doc(
          h1("First"),
          p("Text"),
          embedEntry("video-a"),
          embedEntry("cta-guide"),
          embedAsset("img-hero"),
          embedEntry("missing-entry-for-tests"),
          h2("Sub"),
          embedEntry(`post-${(i % 8) + 1}`),
        ),
        seoFields:
          i === 4
            ? undefined
            : { title: `SEO ${i}`, description: `Description ${i}`, keywords: ["medicare", "part d"] },
        relatedBlogPosts: [entryLink(`post-${(i % 8) + 1}`), entryLink("missing-entry-for-tests")],
        callToAction: i === 2 ? entryLink("video-a") : entryLink("cta-guide"),
      },
      { createdAt: at(i) },
    );
  }
  // Category as a plain string (an older model), and an invalid post (bad date) that lists must skip.
  b.entry(
    "pageBlogPost",
    "post-string-category",
    { title: "String category", slug: "string-category", publishedDate: "2024-06-01", category: "Medicare Basics" },
    { createdAt: at(40) },
  );
  b.entry(
    "pageBlogPost",
    "post-invalid",
    { title: "Broken", slug: "broken", publishedDate: "someday" },
    { createdAt: at(41) },
  );
  b.entry(
    "pageBlogPost",
    "post-draft",
    { title: "Draft", slug: "draft", publishedDate: "2026-01-01" },
    { createdAt: at(42), draft: true },
  );

  b.entry(
    "resourceGuide",
    "guide-a",
    {
      slug: "guide-a",
      title: "Guide A",
      description: "A",
      summary: "Sum A",
      featuredImage: assetLink("img-hero"),
      downloadUrl: "//assets.ctfassets.net/sp/pdf/a.pdf",
      tags: ["costs"],
      category: "Costs",
      relatedResources: [entryLink("guide-b")],
      updatedDate: "2026-02-01",
    },
    { createdAt: at(5) },
  );
  b.entry(
    "resourceGuide",
    "guide-b",
    { slug: "guide-b", title: "Guide B", resourceType: "Checklist", coverImage: assetLink("img-local") },
    { createdAt: at(6), updatedAt: at(30) },
  );

  b.entry(
    "teamMemberCards",
    "team-z",
    {
      employeeName: "Zoe Adams",
      employeeTitle: "Office Manager",
      employeeEmail: "zoe@example.com",
      employeeDept: "Administrative",
      headshot: assetLink("img-local"),
    },
    { createdAt: at(1) },
  );
  b.entry(
    "teamMemberCards",
    "team-a",
    { employeeName: "Al Brown", employeeTitle: "Agent", employeeDept: "Sales" },
    { createdAt: at(2) },
  );
  b.entry(
    "teamMemberCards",
    "team-bad",
    { employeeName: "Bad Email", employeeEmail: "not-an-email" },
    { createdAt: at(3) },
  );

  const page = (slug: string, fields: Record<string, unknown>) =>
    b.entry("foundationalPage", `page-${slug}`, { pageSlug: slug, ...fields }, { createdAt: at(1) });
  page("what-is-medicare", {
    pageName: "What is Medicare",
    parentSlug: "medicare",
    title: "What Is Medicare?",
    fBodyContent: doc(h1("Overview"), p("Health insurance at 65.")),
    youTubeVideo: " abcdefghijk ",
    metadata: { title: "Meta", description: "Desc", keywords: "a, b" },
    relatedBlogs: [entryLink("post-1"), entryLink("post-2")],
    callToAction: entryLink("cta-guide"),
    fShareImage: assetLink("img-hero"),
  });
  page("about-us", {
    pageName: "About",
    parentSlug: "/",
    metadata: { timeline: [{ year: 2014, title: "Opened", text: "We opened." }] },
  });
  page("medicare-by-state-mississippi", { pageName: "Mississippi", parentSlug: "medicare/by-state" });
  page("medicare-by-state-alabama", { parentSlug: "medicare/by-state" });
  page("state-medicare-by-state-notes", { pageName: "Not a state page", parentSlug: "/" });

  b.entry(
    "placeReviews",
    "place-reviews",
    {
      name: "Trace",
      listingUrl: "https://maps.example/trace",
      placeData: {
        name: "Trace",
        rating: 4.8,
        user_ratings_total: 2,
        reviews: [
          { author_name: "A", rating: 5, text: "Great", time: 2, profile_photo_url: "//images.ctfassets.net/a.jpg" },
          { author_name: "B", rating: 4, time: 1 },
        ],
      },
    },
    { createdAt: at(1) },
  );
  b.entry(
    "siteSettings",
    "site-settings",
    {
      name: "Site",
      ...EXAMPLE_BUSINESS_FIELDS,
      beneficiariesServed: 50000,
      servingSince: 1992,
      tpmoDisclaimer: "We do not offer every plan.",
      leadershipOrder: ["Dana Whitfield"],
    },
    { createdAt: at(1) },
  );
  return b.toExport();
}
