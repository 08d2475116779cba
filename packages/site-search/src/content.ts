/**
 * Search documents from the site's content (`@tupelo-medicare/site-search/content`): for the build, never the
 * browser. Needs `@tupelo-medicare/content` (a peer dependency).
 */
import type { BlogPost, ContentClient, FoundationalPage, Paged, ResourceGuide, Video } from "@tupelo-medicare/content";
import {
  blogPostPath,
  foundationalPagePath,
  pageTitle,
  resourceGuidePath,
  stateSlug,
  videoPath,
} from "@tupelo-medicare/content/rules";
import { richTextPlain } from "./internal/rich-text-plain.js";
import type { SearchDocument } from "./types.js";

export interface DocumentsFromContentOptions {
  /**
   * A foundational page's path on the site, or null to leave it out of search. The default: state pages at
   * /medicare/by-state/{state}, every other page at foundationalPagePath(pageSlug, parentSlug).
   */
  pagePath?: (page: FoundationalPage) => string | null;
  /** Entries read at once. @defaultValue 8 */
  concurrency?: number;
  /**
   * The content client one post or page is read with (for example one that records that document's reads).
   * @defaultValue the client the lists are read with
   */
  documentClient?: (key: SearchDocumentKey) => ContentClient;
  /**
   * A post's or page's document kept from an earlier build whose reads no change has reached since (null: that entry
   * has no document); undefined reads it again. Lets a rebuild read only what changed.
   */
  reuse?: (key: SearchDocumentKey) => SearchDocument | null | undefined;
  /** Called with every post's and page's document, read or reused, by key (to keep them for the next build). */
  onDocument?: (key: SearchDocumentKey, document: SearchDocument | null) => void;
}

/** A document read on its own: `post:<slug>` or `page:<slug>`. */
export type SearchDocumentKey = `post:${string}` | `page:${string}`;

const STATE_PARENT = "medicare/by-state";
const STATE_PREFIX = "medicare-by-state-";
// The content model's default video keywords say nothing about one video.
const GENERIC_VIDEO_KEYWORDS = new Set(["medicare", "insurance", "education"]);

/** The default page paths: state pages under /medicare/by-state, others by their parent slug. */
export function defaultPagePath(page: FoundationalPage): string {
  const parent = page.parentSlug.replace(/^\/+|\/+$/g, "");
  if (parent === STATE_PARENT || page.pageSlug.startsWith(STATE_PREFIX))
    return `/medicare/by-state/${stateSlug(page.pageSlug)}`;
  return foundationalPagePath(page.pageSlug, page.parentSlug);
}

const unique = (values: Iterable<string>): string[] => [
  ...new Set([...values].map((value) => value.trim()).filter(Boolean)),
];

/** A blog post as a search document. */
export function blogPostDocument(post: BlogPost): SearchDocument {
  const { headings, body } = richTextPlain(post.contentBody);
  return {
    id: post.id,
    kind: "article",
    title: post.title,
    url: blogPostPath(post.slug),
    ...(post.publishedDate ? { date: post.publishedDate } : {}),
    description: post.seo.description || post.excerpt,
    keywords: unique([...post.seo.keywords, ...post.categories.map((category) => category.name)]),
    headings,
    body,
  };
}

/** A foundational page as a search document at `url`. */
export function foundationalPageDocument(page: FoundationalPage, url: string): SearchDocument {
  const { headings, body } = richTextPlain(page.body);
  const timeline = page.metadata.timeline.map((item) => `${item.year} ${item.title}. ${item.text}`);
  return {
    id: page.id,
    kind: "page",
    title: pageTitle(page),
    url,
    description: page.metadata.description || page.excerpt,
    keywords: unique([page.pageName, ...page.metadata.keywords]),
    headings,
    body: [body, ...timeline].filter(Boolean).join("\n"),
  };
}

/** A resource guide as a search document. */
export function resourceGuideDocument(guide: ResourceGuide): SearchDocument {
  const { headings, body } = richTextPlain(guide.content);
  return {
    id: guide.id,
    kind: "guide",
    title: guide.title,
    url: resourceGuidePath(guide.slug),
    ...(guide.updatedDate ? { date: guide.updatedDate } : {}),
    description: guide.description || guide.summary,
    keywords: unique([...guide.tags, guide.category]),
    headings,
    body: [guide.summary, body].filter(Boolean).join("\n"),
  };
}

/** A video as a search document (its transcript is the body). */
export function videoDocument(video: Video): SearchDocument {
  return {
    id: video.id,
    kind: "video",
    title: video.title,
    url: videoPath(video.slug),
    ...(video.uploadDate ? { date: video.uploadDate } : {}),
    description: video.description,
    keywords: unique(video.keywords.filter((keyword) => !GENERIC_VIDEO_KEYWORDS.has(keyword.trim().toLowerCase()))),
    headings: [],
    body: video.transcript,
  };
}

async function mapLimited<T, R>(items: readonly T[], concurrency: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
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

/**
 * Every searchable page of the site as search documents: blog posts, foundational and state pages, resource
 * guides and videos. Use a strict content client at build time, so that a failed read fails the build.
 */
export async function documentsFromContent(
  content: ContentClient,
  options: DocumentsFromContentOptions = {},
): Promise<SearchDocument[]> {
  const concurrency = options.concurrency ?? 8;
  const pagePath = options.pagePath ?? defaultPagePath;
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
  const posts = await mapLimited(postSlugs, concurrency, (slug) =>
    one(`post:${slug}`, async (client) => {
      const post = await client.getBlogPost(slug);
      return post ? blogPostDocument(post) : null;
    }),
  );
  const pages = await mapLimited(pageSlugs, concurrency, (slug) =>
    one(`page:${slug}`, async (client) => {
      const page = await client.getFoundationalPage(slug);
      const url = page ? pagePath(page) : null;
      return page && url ? foundationalPageDocument(page, url) : null;
    }),
  );
  const documents: SearchDocument[] = [];
  for (const document of [...posts, ...pages]) if (document) documents.push(document);
  for (const guide of guides) documents.push(resourceGuideDocument(guide));
  for (const video of videos) documents.push(videoDocument(video));
  return documents;
}
