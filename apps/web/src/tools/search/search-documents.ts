/**
 * The search index of the site (build and regeneration only, in the SSR bundle): every page a visitor reads, at the
 * path this site serves it.
 *
 * The index is made of one document per post and per content page (each read on its own, by slug) and the guides and
 * videos (read as lists). A regeneration reads again only the documents whose reads a change reached and reuses the
 * others (documentsFromContent's `reuse`), so a one-post edit on a 1,000-post space reads one post, not a thousand;
 * the documents, their order and so the file are the same as a build that reads everything (posts, pages, guides,
 * videos).
 */
import { createSearchIndexAsync } from "@tupelo-medicare/site-search";
import type { SearchDocument } from "@tupelo-medicare/site-search";
import { defaultPagePath, documentsFromContent } from "@tupelo-medicare/site-search/content";
import type { DocumentsFromContentOptions, SearchDocumentKey } from "@tupelo-medicare/site-search/content";
import type { ContentClient, FoundationalPage } from "@tupelo-medicare/content";
import { FOUNDATIONAL_ROUTES, GENERIC_ROUTES, matchSiteRoute } from "../../app/site-routes.js";

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

export type { SearchDocumentKey };

/** What a rebuild passes to read only the documents a change reached (site-search's documentsFromContent options). */
export type SearchIndexOptions = Pick<DocumentsFromContentOptions, "documentClient" | "reuse" | "onDocument">;

/** Every document of the index (documentsFromContent's order), content pages at this site's paths. */
export function searchDocuments(content: ContentClient, options: SearchIndexOptions = {}): Promise<SearchDocument[]> {
  return documentsFromContent(content, { ...options, pagePath: sitePagePath });
}

/** The index file's text: posts, content and state pages, guides and videos (transcripts included). */
export async function buildSearchIndexJson(content: ContentClient, options: SearchIndexOptions = {}): Promise<string> {
  // Built in chunks that let the event loop run: a regeneration builds it in the server, after the pages are live.
  return JSON.stringify(await createSearchIndexAsync(await searchDocuments(content, options)));
}
