import type { ContentClient } from "@tupelo-medicare/content";
import { blogPostPath } from "@tupelo-medicare/content";
import type { Prefetch } from "../../app/page-types.js";
import { blogPostQuery, categoriesQuery } from "../../app/queries.js";

export const prefetch: Prefetch = async (queryClient, { params }) => {
  const slug = params.slug ?? "";
  await Promise.all([queryClient.fetchQuery(blogPostQuery(slug)), queryClient.fetchQuery(categoriesQuery())]);
};

/** Every post's page. */
export async function listPaths(content: ContentClient): Promise<string[]> {
  return (await content.getAllSlugs("blogPost")).map((slug) => blogPostPath(slug));
}
