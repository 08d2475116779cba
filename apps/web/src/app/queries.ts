/** Query options for every content read of the site (one key per SPEC §7 operation and its parameters). */
import { queryOptions } from "@tanstack/react-query";
import { getContentClient } from "./content-client.js";

export const PAGE_SIZES = { blog: 6, videos: 9, guides: 9, sidebarBlogs: 3, homePosts: 3 } as const;

export const pageQuery = (slug: string) =>
  queryOptions({ queryKey: ["page", slug], queryFn: async () => (await getContentClient()).getFoundationalPage(slug) });

export const blogPostsQuery = (options: { page: number; limit: number; category?: string }) =>
  queryOptions({
    queryKey: ["blogPosts", options.page, options.limit, options.category ?? "all"],
    queryFn: async () => (await getContentClient()).getBlogPosts({ page: options.page, limit: options.limit, category: options.category ?? "all" }),
  });

export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: ["blogPost", slug], queryFn: async () => (await getContentClient()).getBlogPost(slug) });

export const categoriesQuery = () =>
  queryOptions({ queryKey: ["categories"], queryFn: async () => (await getContentClient()).getCategories() });

export const videosQuery = (page: number) =>
  queryOptions({ queryKey: ["videos", page], queryFn: async () => (await getContentClient()).getVideos({ page, limit: PAGE_SIZES.videos }) });

export const videoQuery = (slug: string) =>
  queryOptions({ queryKey: ["video", slug], queryFn: async () => (await getContentClient()).getVideo(slug) });

export const guidesQuery = (page: number) =>
  queryOptions({ queryKey: ["guides", page], queryFn: async () => (await getContentClient()).getResourceGuides({ page, limit: PAGE_SIZES.guides }) });

export const guideQuery = (slug: string) =>
  queryOptions({ queryKey: ["guide", slug], queryFn: async () => (await getContentClient()).getResourceGuide(slug) });

export const teamQuery = () => queryOptions({ queryKey: ["team"], queryFn: async () => (await getContentClient()).getTeamMembers() });

export const statePagesQuery = () => queryOptions({ queryKey: ["statePages"], queryFn: async () => (await getContentClient()).getStatePages() });

export const reviewsQuery = () => queryOptions({ queryKey: ["reviews"], queryFn: async () => (await getContentClient()).getPlaceReviews() });

export const siteSettingsQuery = () =>
  queryOptions({ queryKey: ["siteSettings"], queryFn: async () => (await getContentClient()).getSiteSettings() });
