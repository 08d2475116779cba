import { useSuspenseQuery } from "@tanstack/react-query";
import { blogPostPath, formatLongDate } from "@tupelo-medicare/content/rules";
import { Pagination, Seo, TextLink } from "@tupelo-medicare/ui";
import { BlogCategorySelect, ContentCard } from "../../islands/index.js";
import { categoriesQuery } from "../../app/queries.js";
import { blogListPath, blogListQuery, blogPageCount, readBlogListSearch } from "./blog-list.data.js";
import { BlogPromos, blogCardImage } from "./blog-shared.js";
import { useInspector } from "../../preview/inspector.js";
import { usePageRoute } from "../../app/page-route.js";

const HEADING = "Blogs & Insights";
const DESCRIPTION =
  "Plain-language articles about Medicare Advantage, Medicare Supplements, Part D drug plans and enrollment from your local Medicare agents in Tupelo, MS.";

function publishedLine(date: string): string | undefined {
  const formatted = formatLongDate(date);
  return formatted ? `Published ${formatted}` : undefined;
}

/** The blog list (/blog?category=&page=): 2-column post cards, a category filter, pagination and guide promos. */
export default function BlogList() {
  const searchParams = usePageRoute().search;
  const { category, page } = readBlogListSearch(searchParams);
  const posts = useSuspenseQuery(blogListQuery(searchParams));
  const categories = useSuspenseQuery(categoriesQuery());
  const inspect = useInspector();

  const categoryName = category === "all" ? undefined : categories.data.find((item) => item.slug === category)?.name;
  const totalPages = blogPageCount(posts.data.total);
  const titleParts = [HEADING, categoryName, page > 1 ? `Page ${page}` : undefined].filter(Boolean);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <Seo
        title={titleParts.join(": ")}
        description={DESCRIPTION}
        canonical={blogListPath(category, page)}
        structuredData={{
          type: "collectionpage",
          name: categoryName ? `${HEADING}: ${categoryName}` : HEADING,
          description: DESCRIPTION,
          items: posts.data.items.map((post) => ({ name: post.title, url: blogPostPath(post.slug) })),
        }}
      />
      <header className="mb-8 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-3">
          <h1 className="text-4xl font-bold text-primary-900 sm:text-5xl">{HEADING}</h1>
          <p className="max-w-prose text-lg text-muted">
            {categoryName
              ? `Articles about ${categoryName}, written in plain language.`
              : "Helpful articles about Medicare, written in plain language."}
          </p>
        </div>
        <div className="w-full md:max-w-xs">
          <BlogCategorySelect categories={categories.data} value={category} label="Filter by category" />
        </div>
      </header>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label="Blog posts" className="flex flex-col gap-10">
          {posts.data.items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-card border border-border-subtle bg-surface-alt p-8 text-center">
              <h2 className="text-2xl font-bold text-primary-900">No blog posts found</h2>
              {category !== "all" ? <TextLink href="/blog">See all blog posts</TextLink> : null}
            </div>
          ) : (
            <>
              <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2">
                {posts.data.items.map((post, index) => (
                  <li key={post.id}>
                    <ContentCard
                      href={blogPostPath(post.slug)}
                      title={post.title}
                      description={post.excerpt}
                      image={{ ...blogCardImage(post.featuredImage), priority: index < 2 }}
                      eyebrow={post.category ?? undefined}
                      meta={publishedLine(post.publishedDate)}
                      headingLevel={2}
                      {...inspect(post.id, "title")}
                    />
                  </li>
                ))}
              </ul>
              <Pagination page={page} totalPages={totalPages} hrefForPage={(next) => blogListPath(category, next)} />
            </>
          )}
        </section>
        <aside aria-label="Free guides and appointments">
          <BlogPromos />
        </aside>
      </div>
    </div>
  );
}
