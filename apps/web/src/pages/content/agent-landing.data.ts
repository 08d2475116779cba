import type { ContentClient } from "@tupelo-medicare/content";
import type { Prefetch } from "../../app/page-types.js";
import { pageQuery } from "../../app/queries.js";
import { isAgentSlug } from "../../app/site-routes.js";

/** The agent's foundational page; other slugs are the not-found page, which reads nothing. */
export const prefetch: Prefetch = async (queryClient, { params }) => {
  const slug = params.slug ?? "";
  if (!isAgentSlug(slug)) return;
  await queryClient.fetchQuery(pageQuery(slug));
};

/** Every foundational page whose slug ends with '-insurance'. */
export async function listPaths(content: ContentClient): Promise<string[]> {
  const slugs = await content.getAllSlugs("foundationalPage");
  return slugs.filter(isAgentSlug).map((slug) => `/${slug}`);
}
