/**
 * The route table of docs/product.md (Pages and routes) as data: every path, the page it shows (by name), the props
 * it passes and its status, and the one matcher. No React and no page code, so the layers below the pages (search
 * index, draft preview, server) can ask which page a path is; src/site/routes.tsx maps each page name to its
 * component and data.
 */
import { GUIDE_REQUEST_PATH } from "./guide-request-path.js";
import { SEARCH_PATH } from "./search-path.js";
import { BOOK_PATH } from "./booking-path.js";

/** Every page component of the site, by name (src/site/routes.tsx: PAGES). */
export type PageName =
  | "home"
  | "foundational"
  | "breakdown"
  | "avoidMistakes"
  | "stateIndex"
  | "statePage"
  | "genericPage"
  | "accessibility"
  | "blogList"
  | "blogPost"
  | "videoLibrary"
  | "videoPage"
  | "guideList"
  | "guidePage"
  | "about"
  | "team"
  | "contact"
  | "reviews"
  | "plansHub"
  | "resourcesHub"
  | "sitemap"
  | "agent"
  | "notFound"
  | "offline"
  | "search"
  | "freeGuide"
  | "book";

/** Props a page receives from its route (strings only, so they serialise). */
export type PageProps = Record<string, string>;

export interface SiteRoute {
  path: string;
  page: PageName;
  props?: PageProps;
  status?: number;
}

interface FoundationalRoute {
  path: string;
  slug: string;
  canonical: string;
  section: "plans" | "medicare";
}

/** The foundational pages at their main paths: route path, content slug and section (each is its own canonical). */
const FOUNDATIONAL_PAGES: Array<Omit<FoundationalRoute, "canonical">> = [
  { path: "/plans/medicare-advantage", slug: "medicare-advantage", section: "plans" },
  { path: "/plans/medicare-supplements", slug: "medicare-supplement", section: "plans" },
  { path: "/plans/medicarepartd", slug: "medicarepartd", section: "plans" },
  { path: "/plans/medicare-add-on-coverage-options", slug: "additional-coverage", section: "plans" },
  { path: "/medicare/what-is-medicare", slug: "what-is-medicare", section: "medicare" },
  { path: "/medicare/four-parts-of-medicare", slug: "four-parts-of-medicare", section: "medicare" },
  { path: "/medicare/enrollment-periods", slug: "enrollment-periods", section: "medicare" },
  { path: "/medicare/medicare-costs", slug: "medicare-costs", section: "medicare" },
  { path: "/medicare/eligibility", slug: "medicare-eligibility", section: "medicare" },
];

/**
 * Top-level aliases (docs/product.md: Pages and routes): alias path → main path. They render the main page's entry;
 * their canonical link points at the main path.
 */
const FOUNDATIONAL_ALIASES: Record<string, string> = {
  "/medicarepartd": "/plans/medicarepartd",
  "/medicare-supplements": "/plans/medicare-supplements",
  "/what-is-medicare": "/medicare/what-is-medicare",
  "/enrollment-periods": "/medicare/enrollment-periods",
  "/eligibility": "/medicare/eligibility",
  "/four-parts-of-medicare": "/medicare/four-parts-of-medicare",
  "/medicare-costs": "/medicare/medicare-costs",
};

/** Foundational pages: route path, content slug, and the canonical path (the main path, for an alias). */
export const FOUNDATIONAL_ROUTES: FoundationalRoute[] = [
  ...FOUNDATIONAL_PAGES.map((page) => ({ ...page, canonical: page.path })),
  ...Object.entries(FOUNDATIONAL_ALIASES).map(([path, main]) => {
    const page = FOUNDATIONAL_PAGES.find((each) => each.path === main);
    if (!page) throw new Error(`The alias ${path} names ${main}, which is not a foundational page`);
    return { ...page, path, canonical: main };
  }),
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

const AGENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-insurance$/;

/** Whether a single-segment path is an agent landing page: '{name}-insurance' in lower-case letters, digits and hyphens. */
export function isAgentSlug(slug: string): boolean {
  return slug.length <= 120 && AGENT_SLUG.test(slug);
}

/** A state page's content slug: medicare-by-state- plus the lower-cased state (docs/product.md: Content model). */
export const statePageSlug = (state: string): string => `medicare-by-state-${state.trim().toLowerCase()}`;

export const SITE_ROUTES: SiteRoute[] = [
  { path: "/", page: "home" },
  { path: "/medicare-breakdown", page: "breakdown" },
  { path: "/avoid-mistakes-with-medicare", page: "avoidMistakes" },
  ...FOUNDATIONAL_ROUTES.map((route) => ({
    path: route.path,
    page: "foundational" as const,
    props: { slug: route.slug, canonical: route.canonical, section: route.section },
  })),
  { path: "/medicare/by-state", page: "stateIndex" },
  { path: "/medicare/by-state/:state", page: "statePage" },
  { path: "/plans", page: "plansHub" },
  { path: "/resources", page: "resourcesHub" },
  { path: "/resources/guides", page: "guideList" },
  { path: "/resources/guides/:slug", page: "guidePage" },
  ...GENERIC_ROUTES.map((route) => ({ path: route.path, page: "genericPage" as const, props: { slug: route.slug } })),
  // The accessibility statement: the generic content page beside the office's contact details; props.slug names its
  // entry for the prefetch and the preview.
  { path: "/accessibility", page: "accessibility", props: { slug: "accessibility" } },
  // Embedded resource cards link to /resources/{slug} (docs/product.md: Pages and routes): the guide page, canonical at /resources/guides/{slug}.
  { path: "/resources/:slug", page: "guidePage" },
  { path: "/blog", page: "blogList" },
  { path: "/blog/:slug", page: "blogPost" },
  { path: "/videos", page: "videoLibrary" },
  { path: "/videos/watch/:slug", page: "videoPage" },
  { path: "/about-us", page: "about" },
  { path: "/team", page: "team" },
  { path: "/contact-us", page: "contact", props: { canonical: "/contact-us" } },
  { path: "/contact", page: "contact", props: { canonical: "/contact-us" } },
  { path: "/client-reviews", page: "reviews" },
  { path: "/sitemap", page: "sitemap" },
  { path: OFFLINE_PATH, page: "offline" },
  { path: SEARCH_PATH, page: "search" },
  { path: GUIDE_REQUEST_PATH, page: "freeGuide" },
  // The booking flow (src/tools/booking): its first question prerendered, every step a post to it.
  { path: BOOK_PATH, page: "book" },
  // /{name}-insurance agent landing pages; any other single segment is not found.
  { path: "/:slug", page: "agent" },
  { path: "*", page: "notFound", status: 404 },
];

/** The catch-all not-found route. */
export const NOT_FOUND_ROUTE = SITE_ROUTES[SITE_ROUTES.length - 1]!;

export interface MatchedRoute {
  route: SiteRoute;
  params: Record<string, string | undefined>;
  status: number;
}

/**
 * A route path as a matcher, as React Router compiles it: case-insensitive, trailing slashes allowed, each
 * `:name` one segment (an encoded slash in it decoded).
 */
function compile(path: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  const source = path.replace(/[\\.*+^${}|()[\]]/g, "\\$&").replace(/\/:([\w-]+)/g, (_, name: string) => {
    names.push(name);
    return "/([^\\/]+)";
  });
  const pattern = new RegExp(`^${source}\\/*$`, "i");
  return (pathname) => {
    const found = pattern.exec(pathname);
    if (!found) return null;
    return Object.fromEntries(names.map((name, index) => [name, (found[index + 1] ?? "").replace(/%2F/g, "/")]));
  };
}

const MATCHERS = new Map(
  SITE_ROUTES.filter((route) => route.path !== "*").map((route) => [route, compile(route.path)]),
);

/** The route for a path, ranked like React Router (static segments before dynamic ones, '*' last). */
export function matchSiteRoute(pathname: string): MatchedRoute {
  const matching = (dynamic: boolean) =>
    SITE_ROUTES.filter((route) => route.path !== "*" && route.path.includes(":") === dynamic)
      .map((route) => ({ route, params: MATCHERS.get(route)!(pathname) }))
      .find((found) => found.params !== null);
  const found = matching(false) ?? matching(true);
  if (!found) return { route: NOT_FOUND_ROUTE, params: {}, status: 404 };
  const { route } = found;
  const params = found.params ?? {};
  const status = route.status ?? (route.page === "agent" && !isAgentSlug(params.slug ?? "") ? 404 : 200);
  return { route, params, status };
}
