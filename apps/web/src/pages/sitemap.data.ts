/**
 * Data of the HTML sitemap (/sitemap): every blog post, video, resource guide, state page and agent landing page
 * the content defines, read in full (paging through each collection) and kept as slim {title, href} links so the
 * prerendered page does not carry whole entries.
 */
import { queryOptions } from "@tanstack/react-query";
import { blogPostPath, pageTitle, resourceGuidePath, stateSlug, statePageName, videoPath } from "@tupelo-medicare/content/rules";
import type { Paged } from "@tupelo-medicare/content";
import { contentClientOf } from "../app/content-client.js";
import type { Prefetch } from "../app/page-types.js";
import { isAgentSlug } from "./agent-landing.data.js";

/** A link of the sitemap. */
export interface SitemapLink {
  title: string;
  href: string;
}

/** Items read per request when paging through a collection. */
export const SITEMAP_PAGE_SIZE = 100;

/** Every item of a paged collection. */
export async function readAll<T>(read: (page: number) => Promise<Paged<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await read(page);
    items.push(...result.items);
    if (result.items.length === 0 || items.length >= result.total) return items;
  }
}

const byTitle = (a: SitemapLink, b: SitemapLink) => a.title.localeCompare(b.title);

export const sitemapBlogPostsQuery = () =>
  queryOptions({
    queryKey: ["sitemap", "blogPosts"],
    queryFn: async ({ client }): Promise<SitemapLink[]> => {
      const content = contentClientOf(client);
      const posts = await readAll((page) => content.getBlogPosts({ page, limit: SITEMAP_PAGE_SIZE }));
      return posts.map((post) => ({ title: post.title, href: blogPostPath(post.slug) }));
    },
  });

export const sitemapVideosQuery = () =>
  queryOptions({
    queryKey: ["sitemap", "videos"],
    queryFn: async ({ client }): Promise<SitemapLink[]> => {
      const content = contentClientOf(client);
      const videos = await readAll((page) => content.getVideos({ page, limit: SITEMAP_PAGE_SIZE }));
      return videos.map((video) => ({ title: video.title, href: videoPath(video.slug) }));
    },
  });

export const sitemapGuidesQuery = () =>
  queryOptions({
    queryKey: ["sitemap", "guides"],
    queryFn: async ({ client }): Promise<SitemapLink[]> => {
      const content = contentClientOf(client);
      const guides = await readAll((page) => content.getResourceGuides({ page, limit: SITEMAP_PAGE_SIZE }));
      return guides.map((guide) => ({ title: guide.title, href: resourceGuidePath(guide.slug) }));
    },
  });

export const sitemapStatePagesQuery = () =>
  queryOptions({
    queryKey: ["sitemap", "statePages"],
    queryFn: async ({ client }): Promise<SitemapLink[]> => {
      const content = contentClientOf(client);
      const pages = await content.getStatePages();
      return pages.map((page) => ({ title: statePageName(page), href: `/medicare/by-state/${stateSlug(page.pageSlug)}` })).sort(byTitle);
    },
  });

export const sitemapAgentPagesQuery = () =>
  queryOptions({
    queryKey: ["sitemap", "agentPages"],
    queryFn: async ({ client }): Promise<SitemapLink[]> => {
      const content = contentClientOf(client);
      const slugs = (await content.getAllSlugs("foundationalPage")).filter(isAgentSlug);
      const pages = await Promise.all(slugs.map((slug) => content.getFoundationalPage(slug)));
      return pages
        .flatMap((page) => (page ? [{ title: pageTitle(page), href: `/${page.pageSlug}` }] : []))
        .sort(byTitle);
    },
  });

/** The sitemap's lists, in the order the page shows them. */
export const SITEMAP_QUERIES = {
  statePages: sitemapStatePagesQuery,
  guides: sitemapGuidesQuery,
  blogPosts: sitemapBlogPostsQuery,
  videos: sitemapVideosQuery,
  agentPages: sitemapAgentPagesQuery,
} as const;

/** Sitemap: every content-defined page, as links. */
export const prefetch: Prefetch = async (queryClient) => {
  await Promise.all(Object.values(SITEMAP_QUERIES).map((query) => queryClient.fetchQuery(query())));
};
