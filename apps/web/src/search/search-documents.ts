/**
 * The search index of the site (build and regeneration only, in the SSR bundle): every page a visitor reads, at the
 * path this site serves it.
 */
import { createSearchIndex } from "@tupelo-medicare/site-search";
import { defaultPagePath, documentsFromContent } from "@tupelo-medicare/site-search/content";
import type { ContentClient, FoundationalPage } from "@tupelo-medicare/content";
import { FOUNDATIONAL_ROUTES, GENERIC_ROUTES, matchSiteRoute } from "../app/routes.js";

const canonicalBySlug = new Map<string, string>();
for (const route of FOUNDATIONAL_ROUTES)
  if (!canonicalBySlug.has(route.slug)) canonicalBySlug.set(route.slug, route.canonical);
for (const route of GENERIC_ROUTES) if (!canonicalBySlug.has(route.slug)) canonicalBySlug.set(route.slug, route.path);

/** A content page's path on this site (its route table's canonical path), or null when the site has no page for it. */
export function sitePagePath(page: FoundationalPage): string | null {
  const path = canonicalBySlug.get(page.pageSlug) ?? defaultPagePath(page);
  const match = matchSiteRoute(path);
  return match.status === 200 && match.route.path !== "*" ? path : null;
}

/** The index file's text: posts, content and state pages, guides and videos (transcripts included). */
export async function buildSearchIndexJson(content: ContentClient): Promise<string> {
  const documents = await documentsFromContent(content, { pagePath: sitePagePath });
  return JSON.stringify(createSearchIndex(documents));
}
