/**
 * The search index of the site (build and regeneration only, in the SSR bundle): every page a visitor reads, at the
 * path this site serves it.
 *
 * The index is made of one document per post and per content page (each read on its own, by slug) and the guides and
 * videos (read as lists). A regeneration reads again only the documents whose reads a change reached and reuses the
 * others (`reuse`), so a one-post edit on a 1,000-post space reads one post, not a thousand; the documents, their
 * order and so the file are the same as a build that reads everything (documentsFromContent's order: posts, pages,
 * guides, videos).
 */
import { createSearchIndex } from "@tupelo-medicare/site-search";
import type { SearchDocument } from "@tupelo-medicare/site-search";
import {
  blogPostDocument,
  defaultPagePath,
  foundationalPageDocument,
  resourceGuideDocument,
  videoDocument,
} from "@tupelo-medicare/site-search/content";
import type { ContentClient, FoundationalPage, Paged } from "@tupelo-medicare/content";
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

/** A document read on its own: `post:<slug>` or `page:<slug>`. */
export type SearchDocumentKey = `post:${string}` | `page:${string}`;

export interface SearchIndexOptions {
  /** The content client one document is read with (e.g. one that records that document's reads). @defaultValue the lists' client */
  documentClient?: (key: SearchDocumentKey) => ContentClient;
  /**
   * A document kept from an earlier build whose reads no change has reached since (null: that entry has no
   * document); undefined reads it again.
   */
  reuse?: (key: SearchDocumentKey) => SearchDocument | null | undefined;
  /** Called with every document read or reused, by key (to keep them for the next build). */
  onDocument?: (key: SearchDocumentKey, document: SearchDocument | null) => void;
}

/** Documents read at once (documentsFromContent's default). */
const CONCURRENCY = 8;

async function mapLimited<T, R>(items: readonly T[], map: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(CONCURRENCY, items.length)) }, worker));
  return results;
}

async function allPages<T>(read: (page: number) => Promise<Paged<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await read(page);
    items.push(...batch.items);
    if (batch.items.length === 0 || batch.skip + batch.items.length >= batch.total) return items;
  }
}

/** Every document of the index, in documentsFromContent's order (see the module comment). */
export async function searchDocuments(
  content: ContentClient,
  options: SearchIndexOptions = {},
): Promise<SearchDocument[]> {
  const [postSlugs, pageSlugs, videos, guides] = await Promise.all([
    content.getAllSlugs("blogPost"),
    content.getAllSlugs("foundationalPage"),
    allPages((page) => content.getVideos({ page, limit: 100 })),
    allPages((page) => content.getResourceGuides({ page, limit: 100 })),
  ]);
  const one = async (
    key: SearchDocumentKey,
    read: (client: ContentClient) => Promise<SearchDocument | null>,
  ): Promise<SearchDocument | null> => {
    const kept = options.reuse?.(key);
    const document = kept !== undefined ? kept : await read(options.documentClient?.(key) ?? content);
    options.onDocument?.(key, document);
    return document;
  };
  const posts = await mapLimited(postSlugs, (slug) =>
    one(`post:${slug}`, async (client) => {
      const post = await client.getBlogPost(slug);
      return post ? blogPostDocument(post) : null;
    }),
  );
  const pages = await mapLimited(pageSlugs, (slug) =>
    one(`page:${slug}`, async (client) => {
      const page = await client.getFoundationalPage(slug);
      const url = page ? sitePagePath(page) : null;
      return page && url ? foundationalPageDocument(page, url) : null;
    }),
  );
  return [
    ...posts.filter((document) => document !== null),
    ...pages.filter((document) => document !== null),
    ...guides.map(resourceGuideDocument),
    ...videos.map(videoDocument),
  ];
}

/** The index file's text: posts, content and state pages, guides and videos (transcripts included). */
export async function buildSearchIndexJson(content: ContentClient, options: SearchIndexOptions = {}): Promise<string> {
  return JSON.stringify(createSearchIndex(await searchDocuments(content, options)));
}
