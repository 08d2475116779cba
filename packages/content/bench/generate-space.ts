/** Generates a space of N blog posts (plus categories, videos, guides, pages, team) for benchmarks. */
import { SpaceBuilder, assetLink, doc, entryLink, h1, h2, p, ul, embedEntry, a } from "../scripts/space/builder.js";
import type { ContentfulExport } from "../src/export-file/types.js";
import { contentModel } from "../scripts/space/model.js";

const day = (n: number): string => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString();

export function generateSpace(postCount: number): ContentfulExport {
  const b = new SpaceBuilder({ spaceId: "embedded" });
  for (const type of contentModel) b.contentType(type);
  b.asset("img-bench", {
    title: "Bench image",
    url: "//images.ctfassets.net/space/img/bench.jpg",
    fileName: "bench.jpg",
    contentType: "image/jpeg",
    size: 20_000,
    width: 1200,
    height: 675,
  });
  const categories = ["basics", "advantage", "supplements", "drugs", "enrollment", "caregiving"];
  for (const slug of categories)
    b.entry("category", `cat-${slug}`, { name: slug[0]!.toUpperCase() + slug.slice(1), slug }, { createdAt: day(0) });
  b.entry(
    "websiteCta",
    "cta-bench",
    { ctaTitle: "Talk to us", ctaCopy: doc(p("We can help.")), ctaButtonText: "Call", ctaButtonLink: "/contact-us" },
    { createdAt: day(0) },
  );
  for (let i = 0; i < postCount; i += 1) {
    b.entry(
      "pageBlogPost",
      `post-${i}`,
      {
        internalName: `Post ${i}`,
        title: `Understanding Medicare, part ${i}`,
        slug: `post-${i}`,
        publishedDate: day(i),
        author: "Bench Author",
        category: [entryLink(`cat-${categories[i % categories.length]!}`)],
        featuredImage: assetLink("img-bench"),
        excerpt: `A short excerpt for post ${i} about Medicare choices.`,
        contentBody: doc(
          h1(`Section one of ${i}`),
          p("Medicare has four parts. ", a("https://www.medicare.gov", "Medicare.gov"), " explains them."),
          h2("Details"),
          ul("Part A", "Part B", "Part C", "Part D"),
          embedEntry(`post-${(i + 1) % postCount}`),
          h1("Section two"),
          p("Call us when you are ready."),
        ),
        seoFields: { title: `Post ${i}`, description: "Bench post", keywords: ["medicare"] },
        relatedBlogPosts: [entryLink(`post-${(i + 2) % postCount}`), entryLink(`post-${(i + 3) % postCount}`)],
        callToAction: entryLink("cta-bench"),
      },
      { createdAt: day(i) },
    );
  }
  for (let i = 0; i < 50; i += 1) {
    b.entry(
      "video",
      `video-${i}`,
      {
        slug: `video-${i}`,
        title: `Video ${i}`,
        description: "About Medicare",
        youTubeLink: "https://youtu.be/abcdefghijk",
        thumbnailImage: assetLink("img-bench"),
        relatedVideos: [entryLink(`video-${(i + 1) % 50}`)],
      },
      { createdAt: day(i) },
    );
    b.entry(
      "resourceGuide",
      `guide-${i}`,
      {
        slug: `guide-${i}`,
        title: `Guide ${i}`,
        description: "A guide",
        tags: ["medicare"],
        relatedResources: [entryLink(`guide-${(i + 1) % 50}`)],
      },
      { createdAt: day(i) },
    );
    b.entry(
      "teamMemberCards",
      `team-${i}`,
      { employeeName: `Person ${i}`, employeeTitle: "Agent", employeeDept: "Sales", headshot: assetLink("img-bench") },
      { createdAt: day(i) },
    );
  }
  for (const state of ["mississippi", "alabama", "tennessee", "arkansas", "louisiana"]) {
    b.entry(
      "foundationalPage",
      `page-state-${state}`,
      {
        pageName: state,
        pageSlug: `medicare-by-state-${state}`,
        parentSlug: "medicare/by-state",
        title: `Medicare in ${state}`,
        fBodyContent: doc(h1("Overview"), p("Plans vary by county.")),
        relatedBlogs: [entryLink("post-1")],
      },
      { createdAt: day(1) },
    );
  }
  b.entry(
    "foundationalPage",
    "page-what-is-medicare",
    {
      pageName: "What is Medicare",
      pageSlug: "what-is-medicare",
      parentSlug: "medicare",
      title: "What Is Medicare?",
      fBodyContent: doc(h1("Overview"), p("Medicare is health insurance for people 65 or older.")),
      relatedBlogs: [entryLink("post-1"), entryLink("post-2")],
    },
    { createdAt: day(1) },
  );
  return b.toExport();
}
