import type { ContentClient } from "@tupelo-medicare/content";
import type { Prefetch } from "../../app/page-types.js";
import { guidesQuery, PAGE_SIZES } from "../../app/queries.js";

/** The page number from the query string (?page=), from 1. */
export function guideListPage(search: URLSearchParams): number {
  const page = Number.parseInt(search.get("page") ?? "", 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/** The address of a page of the guides list: '/resources/guides', '/resources/guides?page=2'. */
export function guideListPath(page: number): string {
  return page > 1 ? `/resources/guides?page=${page}` : "/resources/guides";
}

/** Number of pages for a total (at least 1). */
export function guidePageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZES.guides));
}

export const prefetch: Prefetch = async (queryClient, { search }) => {
  await queryClient.fetchQuery(guidesQuery(guideListPage(search)));
};

/** Every page of the guides list. */
export async function listPaths(content: ContentClient): Promise<string[]> {
  const first = await content.getResourceGuides({ page: 1, limit: PAGE_SIZES.guides });
  return Array.from({ length: guidePageCount(first.total) }, (_, index) => guideListPath(index + 1));
}
