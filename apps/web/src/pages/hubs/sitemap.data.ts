/**
 * Data of the HTML sitemap (/sitemap): every blog post, video, resource guide, state page and agent landing page
 * the content defines, as slim {title, href} links. Posts, videos and guides are read as links only (slug and title,
 * `getAllLinks`), never as whole entries: at 1,000 posts whole entries made this one page cost seconds to render.
 */
import { queryOptions } from "@tanstack/react-query";
import {
  blogPostPath,
  pageTitle,
  resourceGuidePath,
  stateSlug,
  statePageName,
  videoPath,
} from "@tupelo-medicare/content/rules";
import { contentClientOf } from "../../app/content-client.js";
import type { Prefetch } from "../../app/page-types.js";
import { isAgentSlug } from "../../app/site-routes.js";

/** A link of the sitemap. */
export interface SitemapLink {
  title: string;
  href: string;
}

const byTitle = (a: SitemapLink, b: SitemapLink) => a.title.localeCompare(b.title);

export const sitemapBlogPostsQuery = () =>
  queryOptions({
    queryKey: ["sitemap", "blogPosts"],
    queryFn: async ({ client }): Promise<SitemapLink[]> => {
      const posts = await contentClientOf(client).getAllLinks("blogPost");
      return posts.map((post) => ({ title: post.title, href: blogPostPath(post.slug) }));
    },
  });

export const sitemapVideosQuery = () =>
  queryOptions({
    queryKey: ["sitemap", "videos"],
    queryFn: async ({ client }): Promise<SitemapLink[]> => {
      const videos = await contentClientOf(client).getAllLinks("video");
      return videos.map((video) => ({ title: video.title, href: videoPath(video.slug) }));
    },
  });

export const sitemapGuidesQuery = () =>
  queryOptions({
    queryKey: ["sitemap", "guides"],
    queryFn: async ({ client }): Promise<SitemapLink[]> => {
      const guides = await contentClientOf(client).getAllLinks("resourceGuide");
      return guides.map((guide) => ({ title: guide.title, href: resourceGuidePath(guide.slug) }));
    },
  });

export const sitemapStatePagesQuery = () =>
  queryOptions({
    queryKey: ["sitemap", "statePages"],
    queryFn: async ({ client }): Promise<SitemapLink[]> => {
      const content = contentClientOf(client);
      const pages = await content.getStatePages();
      return pages
        .map((page) => ({ title: statePageName(page), href: `/medicare/by-state/${stateSlug(page.pageSlug)}` }))
        .sort(byTitle);
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
