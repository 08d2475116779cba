/**
 * The route table of docs/product.md (Pages and routes): every path, the page module it lazy-loads, the props it passes, and the data each
 * page needs for prerendering. Page components load on demand; data modules are small and static.
 */
import { use } from "react";
import type { ComponentType } from "react";
import { matchPath } from "react-router-dom";
import type { QueryClient } from "@tanstack/react-query";
import type { ContentClient } from "@tupelo-medicare/content";
import type { Prefetch } from "./page-types.js";
import { prefetchLayout } from "./layout.data.js";
import { SEARCH_PATH } from "./search-path.js";
import { GUIDE_REQUEST_PATH } from "./guide-request-path.js";
import * as home from "../pages/home.data.js";
import * as foundational from "../pages/foundational-page.data.js";
import * as breakdown from "../pages/medicare-breakdown.data.js";
import * as avoidMistakes from "../pages/avoid-mistakes.data.js";
import * as stateIndex from "../pages/state-index.data.js";
import * as statePage from "../pages/state-page.data.js";
import * as genericPage from "../pages/generic-page.data.js";
import * as blogList from "../pages/blog-list.data.js";
import * as blogPost from "../pages/blog-post.data.js";
import * as videoLibrary from "../pages/video-library.data.js";
import * as videoPage from "../pages/video-page.data.js";
import * as guideList from "../pages/guide-list.data.js";
import * as guidePage from "../pages/guide-page.data.js";
import * as about from "../pages/about.data.js";
import * as team from "../pages/team.data.js";
import * as contact from "../pages/contact.data.js";
import * as reviews from "../pages/client-reviews.data.js";
import * as hubs from "../pages/hubs.data.js";
import * as sitemapPage from "../pages/sitemap.data.js";
import * as agent from "../pages/agent-landing.data.js";
import * as notFound from "../pages/not-found.data.js";

// Props every page component receives from its route (strings only, so they serialise).
type PageProps = Record<string, string>;

/** A page loaded on demand; `preload()` lets the prerender and the hydration render it without suspending. */
export interface PageComponent {
  (props: PageProps): React.JSX.Element;
  preload: () => Promise<void>;
}

function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>): PageComponent {
  let loaded: ComponentType<PageProps> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Page = (props: PageProps) => {
    if (!loaded) use(preload());
    const Component = loaded!;
    return <Component {...props} />;
  };
  Page.preload = preload;
  return Page;
}

export interface SiteRoute {
  path: string;
  Component: PageComponent;
  props?: PageProps;
  prefetch?: Prefetch;
  status?: number;
}

const pages = {
  home: lazyPage(() => import("../pages/home.js")),
  foundational: lazyPage(() => import("../pages/foundational-page.js")),
  breakdown: lazyPage(() => import("../pages/medicare-breakdown.js")),
  avoidMistakes: lazyPage(() => import("../pages/avoid-mistakes.js")),
  stateIndex: lazyPage(() => import("../pages/state-index.js")),
  statePage: lazyPage(() => import("../pages/state-page.js")),
  genericPage: lazyPage(() => import("../pages/generic-page.js")),
  accessibility: lazyPage(() => import("../pages/accessibility.js")),
  blogList: lazyPage(() => import("../pages/blog-list.js")),
  blogPost: lazyPage(() => import("../pages/blog-post.js")),
  videoLibrary: lazyPage(() => import("../pages/video-library.js")),
  videoPage: lazyPage(() => import("../pages/video-page.js")),
  guideList: lazyPage(() => import("../pages/guide-list.js")),
  guidePage: lazyPage(() => import("../pages/guide-page.js")),
  about: lazyPage(() => import("../pages/about.js")),
  team: lazyPage(() => import("../pages/team.js")),
  contact: lazyPage(() => import("../pages/contact.js")),
  reviews: lazyPage(() => import("../pages/client-reviews.js")),
  plansHub: lazyPage(() => import("../pages/plans-hub.js")),
  resourcesHub: lazyPage(() => import("../pages/resources-hub.js")),
  sitemap: lazyPage(() => import("../pages/sitemap.js")),
  agent: lazyPage(() => import("../pages/agent-landing.js")),
  notFound: lazyPage(() => import("../pages/not-found.js")),
  offline: lazyPage(() => import("../pages/offline.js")),
  search: lazyPage(() => import("../pages/search.js")),
  freeGuide: lazyPage(() => import("../pages/free-guide.js")),
} satisfies Record<string, PageComponent>;

/** Foundational pages: route path, content slug, and the canonical path for aliases. */
export const FOUNDATIONAL_ROUTES: Array<{
  path: string;
  slug: string;
  canonical: string;
  section: "plans" | "medicare";
}> = [
  {
    path: "/plans/medicare-advantage",
    slug: "medicare-advantage",
    canonical: "/plans/medicare-advantage",
    section: "plans",
  },
  {
    path: "/plans/medicare-supplements",
    slug: "medicare-supplement",
    canonical: "/plans/medicare-supplements",
    section: "plans",
  },
  { path: "/plans/medicarepartd", slug: "medicarepartd", canonical: "/plans/medicarepartd", section: "plans" },
  {
    path: "/plans/medicare-add-on-coverage-options",
    slug: "additional-coverage",
    canonical: "/plans/medicare-add-on-coverage-options",
    section: "plans",
  },
  {
    path: "/medicare/what-is-medicare",
    slug: "what-is-medicare",
    canonical: "/medicare/what-is-medicare",
    section: "medicare",
  },
  {
    path: "/medicare/four-parts-of-medicare",
    slug: "four-parts-of-medicare",
    canonical: "/medicare/four-parts-of-medicare",
    section: "medicare",
  },
  {
    path: "/medicare/enrollment-periods",
    slug: "enrollment-periods",
    canonical: "/medicare/enrollment-periods",
    section: "medicare",
  },
  {
    path: "/medicare/medicare-costs",
    slug: "medicare-costs",
    canonical: "/medicare/medicare-costs",
    section: "medicare",
  },
  {
    path: "/medicare/eligibility",
    slug: "medicare-eligibility",
    canonical: "/medicare/eligibility",
    section: "medicare",
  },
  // Top-level aliases (docs/product.md: Pages and routes) render the same page; their canonical link points at the main path.
  { path: "/medicarepartd", slug: "medicarepartd", canonical: "/plans/medicarepartd", section: "plans" },
  {
    path: "/medicare-supplements",
    slug: "medicare-supplement",
    canonical: "/plans/medicare-supplements",
    section: "plans",
  },
  { path: "/what-is-medicare", slug: "what-is-medicare", canonical: "/medicare/what-is-medicare", section: "medicare" },
  {
    path: "/enrollment-periods",
    slug: "enrollment-periods",
    canonical: "/medicare/enrollment-periods",
    section: "medicare",
  },
  { path: "/eligibility", slug: "medicare-eligibility", canonical: "/medicare/eligibility", section: "medicare" },
  {
    path: "/four-parts-of-medicare",
    slug: "four-parts-of-medicare",
    canonical: "/medicare/four-parts-of-medicare",
    section: "medicare",
  },
  { path: "/medicare-costs", slug: "medicare-costs", canonical: "/medicare/medicare-costs", section: "medicare" },
];

/** Generic content pages sharing one template. */
export const GENERIC_ROUTES: Array<{ path: string; slug: string }> = [
  { path: "/resources/calculators", slug: "calculators" },
  { path: "/resources/glossary", slug: "glossary" },
  { path: "/privacy-policy", slug: "privacy-policy" },
  { path: "/terms-of-service", slug: "terms-of-service" },
];

/** The offline fallback page's route; prerendered to /offline.html (no client script), never listed in the sitemap. */
export const OFFLINE_PATH = "/offline";

export const SITE_ROUTES: SiteRoute[] = [
  { path: "/", Component: pages.home, prefetch: home.prefetch },
  { path: "/medicare-breakdown", Component: pages.breakdown, prefetch: breakdown.prefetch },
  { path: "/avoid-mistakes-with-medicare", Component: pages.avoidMistakes, prefetch: avoidMistakes.prefetch },
  ...FOUNDATIONAL_ROUTES.map((route) => ({
    path: route.path,
    Component: pages.foundational,
    props: { slug: route.slug, canonical: route.canonical, section: route.section },
    prefetch: foundational.prefetch,
  })),
  { path: "/medicare/by-state", Component: pages.stateIndex, prefetch: stateIndex.prefetch },
  { path: "/medicare/by-state/:state", Component: pages.statePage, prefetch: statePage.prefetch },
  { path: "/plans", Component: pages.plansHub, prefetch: hubs.prefetchPlans },
  { path: "/resources", Component: pages.resourcesHub, prefetch: hubs.prefetchResources },
  { path: "/resources/guides", Component: pages.guideList, prefetch: guideList.prefetch },
  { path: "/resources/guides/:slug", Component: pages.guidePage, prefetch: guidePage.prefetch },
  ...GENERIC_ROUTES.map((route) => ({
    path: route.path,
    Component: pages.genericPage,
    props: { slug: route.slug },
    prefetch: genericPage.prefetch,
  })),
  // The accessibility statement: the generic content page beside the office's contact details; props.slug names its
  // entry for the prefetch and the preview.
  {
    path: "/accessibility",
    Component: pages.accessibility,
    props: { slug: "accessibility" },
    prefetch: genericPage.prefetch,
  },
  // Embedded resource cards link to /resources/{slug} (docs/product.md: Pages and routes): the guide page, canonical at /resources/guides/{slug}.
  { path: "/resources/:slug", Component: pages.guidePage, prefetch: guidePage.prefetch },
  { path: "/blog", Component: pages.blogList, prefetch: blogList.prefetch },
  { path: "/blog/:slug", Component: pages.blogPost, prefetch: blogPost.prefetch },
  { path: "/videos", Component: pages.videoLibrary, prefetch: videoLibrary.prefetch },
  { path: "/videos/watch/:slug", Component: pages.videoPage, prefetch: videoPage.prefetch },
  { path: "/about-us", Component: pages.about, prefetch: about.prefetch },
  { path: "/team", Component: pages.team, prefetch: team.prefetch },
  { path: "/contact-us", Component: pages.contact, props: { canonical: "/contact-us" }, prefetch: contact.prefetch },
  { path: "/contact", Component: pages.contact, props: { canonical: "/contact-us" }, prefetch: contact.prefetch },
  { path: "/client-reviews", Component: pages.reviews, prefetch: reviews.prefetch },
  { path: "/sitemap", Component: pages.sitemap, prefetch: sitemapPage.prefetch },
  { path: OFFLINE_PATH, Component: pages.offline },
  { path: SEARCH_PATH, Component: pages.search },
  { path: GUIDE_REQUEST_PATH, Component: pages.freeGuide },
  // /{name}-insurance agent landing pages; any other single segment is not found.
  { path: "/:slug", Component: pages.agent, prefetch: agent.prefetch },
  { path: "*", Component: pages.notFound, prefetch: notFound.prefetch, status: 404 },
];

/** The catch-all not-found route. */
export const NOT_FOUND_ROUTE = SITE_ROUTES[SITE_ROUTES.length - 1]!;

export interface MatchedRoute {
  route: SiteRoute;
  params: Record<string, string | undefined>;
  status: number;
  prefetch: (queryClient: QueryClient, search: URLSearchParams) => Promise<void>;
}

/** The route for a path, ranked like React Router (static segments before dynamic ones, '*' last). */
export function matchSiteRoute(pathname: string): MatchedRoute {
  const route =
    SITE_ROUTES.find(
      (candidate) =>
        !candidate.path.includes(":") &&
        candidate.path !== "*" &&
        matchPath({ path: candidate.path, end: true }, pathname),
    ) ??
    SITE_ROUTES.find(
      (candidate) => candidate.path !== "*" && matchPath({ path: candidate.path, end: true }, pathname),
    ) ??
    SITE_ROUTES[SITE_ROUTES.length - 1]!;
  const params = route.path === "*" ? {} : (matchPath({ path: route.path, end: true }, pathname)?.params ?? {});
  const isAgent = route.path === "/:slug";
  const status = route.status ?? (isAgent && !agent.isAgentSlug(params.slug ?? "") ? 404 : 200);
  return {
    route,
    params,
    status,
    prefetch: async (queryClient, search) => {
      await Promise.all([
        prefetchLayout(queryClient),
        route.prefetch?.(queryClient, { params, search, props: route.props ?? {} }),
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
