import type { ContentClient } from "@tupelo-medicare/content";
import { resourceGuidePath } from "@tupelo-medicare/content";
import type { Prefetch } from "../../app/page-types.js";
import { guideQuery } from "../../app/queries.js";

export const prefetch: Prefetch = async (queryClient, { params }) => {
  await queryClient.fetchQuery(guideQuery(params.slug ?? ""));
};

/** Every guide, at /resources/guides/{slug} only (/resources/{slug} is an alias whose canonical is that path). */
export async function listPaths(content: ContentClient): Promise<string[]> {
  return (await content.getAllSlugs("resourceGuide")).map((slug) => resourceGuidePath(slug));
}
