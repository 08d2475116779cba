/**
 * Query options for every content read of the site (one key per docs/product.md (Calls) operation and its parameters). Each query
 * reads the content client bound to the query client running it (see content-client.ts).
 */
import { queryOptions } from "@tanstack/react-query";
import { contentClientOf } from "./content-client.js";

export const PAGE_SIZES = { blog: 6, videos: 9, guides: 9, sidebarBlogs: 3, homePosts: 3 } as const;

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: ["page", slug],
    queryFn: ({ client }) => contentClientOf(client).getFoundationalPage(slug),
  });

export const blogPostsQuery = (options: { page: number; limit: number; category?: string }) =>
  queryOptions({
    queryKey: ["blogPosts", options.page, options.limit, options.category ?? "all"],
    queryFn: ({ client }) =>
      contentClientOf(client).getBlogPosts({
        page: options.page,
        limit: options.limit,
        category: options.category ?? "all",
      }),
  });

export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: ["blogPost", slug], queryFn: ({ client }) => contentClientOf(client).getBlogPost(slug) });

export const categoriesQuery = () =>
  queryOptions({ queryKey: ["categories"], queryFn: ({ client }) => contentClientOf(client).getCategories() });

export const videosQuery = (page: number) =>
  queryOptions({
    queryKey: ["videos", page],
    queryFn: ({ client }) => contentClientOf(client).getVideos({ page, limit: PAGE_SIZES.videos }),
  });

export const videoQuery = (slug: string) =>
  queryOptions({ queryKey: ["video", slug], queryFn: ({ client }) => contentClientOf(client).getVideo(slug) });

export const guidesQuery = (page: number) =>
  queryOptions({
    queryKey: ["guides", page],
    queryFn: ({ client }) => contentClientOf(client).getResourceGuides({ page, limit: PAGE_SIZES.guides }),
  });

export const guideQuery = (slug: string) =>
  queryOptions({ queryKey: ["guide", slug], queryFn: ({ client }) => contentClientOf(client).getResourceGuide(slug) });

export const teamQuery = () =>
  queryOptions({ queryKey: ["team"], queryFn: ({ client }) => contentClientOf(client).getTeamMembers() });

export const statePagesQuery = () =>
  queryOptions({ queryKey: ["statePages"], queryFn: ({ client }) => contentClientOf(client).getStatePages() });

export const reviewsQuery = () =>
  queryOptions({ queryKey: ["reviews"], queryFn: ({ client }) => contentClientOf(client).getPlaceReviews() });

/** The office's appointment settings (booking on or off, meeting types, hours): every page's appointment links. */
export const appointmentSettingsQuery = () =>
  queryOptions({
    queryKey: ["appointmentSettings"],
    queryFn: ({ client }) => contentClientOf(client).getAppointmentSettings(),
  });

export const siteSettingsQuery = () =>
  queryOptions({ queryKey: ["siteSettings"], queryFn: ({ client }) => contentClientOf(client).getSiteSettings() });
