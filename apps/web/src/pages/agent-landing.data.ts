import type { ContentClient } from "@tupelo-medicare/content";
import type { Prefetch } from "../app/page-types.js";
import { pageQuery } from "../app/queries.js";

const AGENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-insurance$/;

/** Whether a single-segment path is an agent landing page: '{name}-insurance' in lower-case letters, digits and hyphens. */
export function isAgentSlug(slug: string): boolean {
  return slug.length <= 120 && AGENT_SLUG.test(slug);
}

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
