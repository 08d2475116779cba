import type { ContentClient } from "@tupelo-medicare/content";
import type { Prefetch } from "../../app/page-types.js";
import { blogPostsQuery, categoriesQuery, PAGE_SIZES } from "../../app/queries.js";
import { canonicalListQuery } from "../../app/static-paths.js";
import { blogListPath } from "../../app/blog-paths.js";

export { blogListPath };

/** The blog list's state from its query string: a category slug ('all' when none) and a page from 1. */
export function readBlogListSearch(search: URLSearchParams): { category: string; page: number } {
  const category = search.get("category")?.trim().toLowerCase() || "all";
  const page = Number.parseInt(search.get("page") ?? "", 10);
  return { category, page: Number.isFinite(page) && page > 1 ? page : 1 };
}

/** Number of pages for a total (at least 1). */
export function blogPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZES.blog));
}

/** The query options of the list the address shows (the same in prefetch and in the page). */
export function blogListQuery(search: URLSearchParams) {
  const { category, page } = readBlogListSearch(search);
  return blogPostsQuery({ page, limit: PAGE_SIZES.blog, category });
}

export const prefetch: Prefetch = async (queryClient, { search }) => {
  await Promise.all([queryClient.fetchQuery(blogListQuery(search)), queryClient.fetchQuery(categoriesQuery())]);
};

/** Every page of the all-posts list and of each category (a category without posts still gets its first page). */
export async function listPaths(content: ContentClient): Promise<string[]> {
  const [all, categories] = await Promise.all([
    content.getBlogPosts({ page: 1, limit: PAGE_SIZES.blog }),
    content.getCategories(),
  ]);
  // Only slugs the server can map to a prerendered file (lower-case letters, digits and hyphens).
  const servable = categories.filter(
    (category) =>
      category.slug !== "all" &&
      canonicalListQuery("/blog", new URLSearchParams({ category: category.slug })) === `?category=${category.slug}`,
  );
  const totals = await Promise.all(
    servable.map(async (category) => ({
      slug: category.slug,
      total: (await content.getBlogPosts({ page: 1, limit: PAGE_SIZES.blog, category: category.slug })).total,
    })),
  );
  const paths: string[] = [];
  for (let page = 1; page <= blogPageCount(all.total); page += 1) paths.push(blogListPath("all", page));
  for (const { slug, total } of totals) {
    for (let page = 1; page <= blogPageCount(total); page += 1) paths.push(blogListPath(slug, page));
  }
  return [...new Set(paths)];
}
