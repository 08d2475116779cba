import type { ContentClient, FoundationalPage } from "@tupelo-medicare/content";
import { stateSlug } from "@tupelo-medicare/content/rules";
import type { Prefetch } from "../../app/page-types.js";
import { pageQuery } from "../../app/queries.js";
import { statePageSlug } from "../../app/site-routes.js";

/** A state page's address. */
export const statePagePath = (page: Pick<FoundationalPage, "pageSlug">): string =>
  `/medicare/by-state/${stateSlug(page.pageSlug)}`;

export const prefetch: Prefetch = async (queryClient, { params }) => {
  await queryClient.fetchQuery(pageQuery(statePageSlug(params.state ?? "")));
};

/** Every state page the content defines. */
export async function listPaths(content: ContentClient): Promise<string[]> {
  const pages = await content.getStatePages();
  return pages.map(statePagePath);
}
