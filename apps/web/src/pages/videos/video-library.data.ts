import type { ContentClient, Video } from "@tupelo-medicare/content";
import { formatLongDate } from "@tupelo-medicare/content";
import type { Prefetch } from "../../app/page-types.js";
import { PAGE_SIZES, videosQuery } from "../../app/queries.js";

/** The page number from the query string (?page=), from 1. */
export function videoLibraryPage(search: URLSearchParams): number {
  const page = Number.parseInt(search.get("page") ?? "", 10);
  return Number.isFinite(page) && page > 1 ? page : 1;
}

/** The address of a page of the library: '/videos', '/videos?page=2'. */
export function videoLibraryPath(page: number): string {
  return page > 1 ? `/videos?page=${page}` : "/videos";
}

/** Number of pages for a total (at least 1). */
export function videoPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZES.videos));
}

export const prefetch: Prefetch = async (queryClient, { search }) => {
  await queryClient.fetchQuery(videosQuery(videoLibraryPage(search)));
};

/** Every page of the library. */
export async function listPaths(content: ContentClient): Promise<string[]> {
  const first = await content.getVideos({ page: 1, limit: PAGE_SIZES.videos });
  return Array.from({ length: videoPageCount(first.total) }, (_, index) => videoLibraryPath(index + 1));
}

/** A video's upload date ('January 5, 2025'), or 'Unknown date'. */
export function videoDate(video: Pick<Video, "uploadDate">): string {
  return formatLongDate(video.uploadDate) || "Unknown date";
}
