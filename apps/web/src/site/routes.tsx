/**
 * The pages of the route table (src/app/site-routes.ts): each page name's component and the data it needs for
 * prerendering, and every path the content defines. Rendered only on the server, so every page is imported as is.
 */
import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { ContentClient } from "@tupelo-medicare/content";
import type { Prefetch } from "../app/page-types.js";
import { matchSiteRoute as matchRoute, OFFLINE_PATH, SITE_ROUTES } from "../app/site-routes.js";
import type { MatchedRoute, PageName, PageProps } from "../app/site-routes.js";
import { prefetchLayout } from "./layout.data.js";
import * as home from "../pages/home/home.data.js";
import * as foundational from "../pages/content/foundational-page.data.js";
import * as breakdown from "../pages/content/medicare-breakdown.data.js";
import * as avoidMistakes from "../pages/content/avoid-mistakes.data.js";
import * as stateIndex from "../pages/states/state-index.data.js";
import * as statePage from "../pages/states/state-page.data.js";
import * as genericPage from "../pages/content/generic-page.data.js";
import * as blogList from "../pages/blog/blog-list.data.js";
import * as blogPost from "../pages/blog/blog-post.data.js";
import * as videoLibrary from "../pages/videos/video-library.data.js";
import * as videoPage from "../pages/videos/video-page.data.js";
import * as guideList from "../pages/guides/guide-list.data.js";
import * as guidePage from "../pages/guides/guide-page.data.js";
import * as about from "../pages/office/about.data.js";
import * as team from "../pages/office/team.data.js";
import * as contact from "../pages/office/contact.data.js";
import * as reviews from "../pages/office/client-reviews.data.js";
import * as hubs from "../pages/hubs/hubs.data.js";
import * as sitemapPage from "../pages/hubs/sitemap.data.js";
import * as agent from "../pages/content/agent-landing.data.js";
import * as notFound from "../pages/fallbacks/not-found.data.js";
import HomePage from "../pages/home/home.js";
import FoundationalPage from "../pages/content/foundational-page.js";
import MedicareBreakdownPage from "../pages/content/medicare-breakdown.js";
import AvoidMistakesPage from "../pages/content/avoid-mistakes.js";
import StateIndexPage from "../pages/states/state-index.js";
import StatePage from "../pages/states/state-page.js";
import GenericPage from "../pages/content/generic-page.js";
import AccessibilityPage from "../pages/content/accessibility.js";
import BlogListPage from "../pages/blog/blog-list.js";
import BlogPostPage from "../pages/blog/blog-post.js";
import VideoLibraryPage from "../pages/videos/video-library.js";
import VideoPage from "../pages/videos/video-page.js";
import GuideListPage from "../pages/guides/guide-list.js";
import GuidePage from "../pages/guides/guide-page.js";
import AboutPage from "../pages/office/about.js";
import TeamPage from "../pages/office/team.js";
import ContactPage from "../pages/office/contact.js";
import ClientReviewsPage from "../pages/office/client-reviews.js";
import PlansHubPage from "../pages/hubs/plans-hub.js";
import ResourcesHubPage from "../pages/hubs/resources-hub.js";
import SitemapPage from "../pages/hubs/sitemap.js";
import AgentLandingPage from "../pages/content/agent-landing.js";
import NotFoundPage from "../pages/fallbacks/not-found.js";
import OfflinePage from "../pages/fallbacks/offline.js";
import SearchPage from "../pages/search/search.js";
import FreeGuidePage from "../pages/guides/free-guide.js";
import BookPage from "../pages/book/book.js";
import * as book from "../pages/book/book.data.js";

interface Page {
  Component: ComponentType<PageProps>;
  prefetch?: Prefetch;
}

/** Every page of the route table: its component and what it prefetches. */
export const PAGES: Record<PageName, Page> = {
  home: { Component: HomePage, prefetch: home.prefetch },
  foundational: { Component: FoundationalPage, prefetch: foundational.prefetch },
  breakdown: { Component: MedicareBreakdownPage, prefetch: breakdown.prefetch },
  avoidMistakes: { Component: AvoidMistakesPage, prefetch: avoidMistakes.prefetch },
  stateIndex: { Component: StateIndexPage, prefetch: stateIndex.prefetch },
  statePage: { Component: StatePage, prefetch: statePage.prefetch },
  genericPage: { Component: GenericPage, prefetch: genericPage.prefetch },
  accessibility: { Component: AccessibilityPage, prefetch: genericPage.prefetch },
  blogList: { Component: BlogListPage, prefetch: blogList.prefetch },
  blogPost: { Component: BlogPostPage, prefetch: blogPost.prefetch },
  videoLibrary: { Component: VideoLibraryPage, prefetch: videoLibrary.prefetch },
  videoPage: { Component: VideoPage, prefetch: videoPage.prefetch },
  guideList: { Component: GuideListPage, prefetch: guideList.prefetch },
  guidePage: { Component: GuidePage, prefetch: guidePage.prefetch },
  about: { Component: AboutPage, prefetch: about.prefetch },
  team: { Component: TeamPage, prefetch: team.prefetch },
  contact: { Component: ContactPage, prefetch: contact.prefetch },
  reviews: { Component: ClientReviewsPage, prefetch: reviews.prefetch },
  plansHub: { Component: PlansHubPage, prefetch: hubs.prefetchPlans },
  resourcesHub: { Component: ResourcesHubPage, prefetch: hubs.prefetchResources },
  sitemap: { Component: SitemapPage, prefetch: sitemapPage.prefetch },
  agent: { Component: AgentLandingPage, prefetch: agent.prefetch },
  notFound: { Component: NotFoundPage, prefetch: notFound.prefetch },
  offline: { Component: OfflinePage },
  search: { Component: SearchPage },
  freeGuide: { Component: FreeGuidePage },
  book: { Component: BookPage, prefetch: book.prefetch },
};

export interface PageMatch extends MatchedRoute {
  /** Fills the render's query cache with everything the page and the layout show. */
  prefetch: (queryClient: QueryClient, search: URLSearchParams) => Promise<void>;
}

/** The one route match of a render (app/site-routes.ts), with its page's prefetch. */
export function matchSiteRoute(pathname: string): PageMatch {
  const match = matchRoute(pathname);
  const { route, params } = match;
  return {
    ...match,
    prefetch: async (queryClient, search) => {
      await Promise.all([
        prefetchLayout(queryClient),
        PAGES[route.page].prefetch?.(queryClient, { params, search, props: route.props ?? {} }),
      ]);
    },
  };
}

/** Every path the content defines, for prerendering and sitemap.xml (query-string list pages included). */
export async function listSitePaths(content: ContentClient): Promise<string[]> {
  const fixed = SITE_ROUTES.filter(
    (route) => !route.path.includes(":") && route.path !== "*" && route.path !== OFFLINE_PATH,
  ).map((route) => route.path);
  const dynamic = await Promise.all([
    blogList.listPaths(content),
    blogPost.listPaths(content),
    videoLibrary.listPaths(content),
    videoPage.listPaths(content),
    guideList.listPaths(content),
    guidePage.listPaths(content),
    statePage.listPaths(content),
    agent.listPaths(content),
  ]);
  return [...new Set([...fixed, ...dynamic.flat()])];
}

export { OFFLINE_PATH };
export type { PageProps };
