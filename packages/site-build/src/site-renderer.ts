/**
 * What a site supplies to publishing: a renderer for one pass (made afresh per pass, in the pass's thread and in every
 * render worker, from the same serialisable options), and where its files go. Everything else (the record, what a
 * change reaches, the queue, the lock, the files, the pool) is this package's.
 */
import type { ContentfulClientApi } from "contentful";
import type { ContentRead, ReadCache } from "@tupelo-medicare/content/publishing";
import type { SearchDocument } from "@tupelo-medicare/site-search";

/** A call a render made, keyed as in the site record (`readKey` of the content SDK's publishing export). */
export interface RecordedRead {
  key: string;
  read: ContentRead;
}

export interface RenderedPage {
  path: string;
  html: string;
  status: number;
  reads: RecordedRead[];
}

/** One document of the search index (null: its entry has none), with what reading it read. */
export interface SearchIndexDocument {
  document: SearchDocument | null;
  reads: RecordedRead[];
}

export interface SearchIndexBuild {
  json: string;
  /** What building it read: the lists, and every document's reads (reused ones included). */
  reads: RecordedRead[];
  /** Every document read or reused, by key (`post:<slug>`, `page:<slug>`). */
  documents: Map<string, SearchIndexDocument>;
}

/** One pass's renderer: every render reads through its own recording content client over one Delivery client. */
export interface SiteRenderer {
  /** The Delivery client of this pass (shared by every render). */
  readonly delivery: ContentfulClientApi<undefined>;
  /** Identical calls of this pass are made once. */
  readonly cache: ReadCache;
  /** Every path the content defines, and what listing them read. */
  listPaths(): Promise<{ paths: string[]; reads: RecordedRead[] }>;
  render(path: string, options?: { scripts?: boolean }): Promise<RenderedPage>;
  /**
   * The search index file's text, and what building it read. `reuse` hands back a document kept from an earlier
   * pass (with what reading it read), or undefined to read it again.
   */
  searchIndex(options?: { reuse?: (key: string) => SearchIndexDocument | undefined }): Promise<SearchIndexBuild>;
  /** The path the offline fallback page (offline.html) is rendered at. */
  readonly offlinePath: string;
}

/** Makes one pass's renderer from options that survive `postMessage` (the render workers get the same). */
export type CreateSiteRenderer<O> = (options: O) => Promise<SiteRenderer>;

/** sw.js after a pass: whether its precache list was written again. */
export interface ServiceWorkerRefresh {
  /** Whether sw.js changed (its precache revisions, or the files it precaches). */
  rewritten: boolean;
  /** Files precached. */
  count: number;
  /** Named files left out (missing, or over the size limit). */
  warnings: string[];
}

/** The site: its renderer, and where its files go. */
export interface SiteDefinition<O = unknown> {
  /** Serialisable: handed to `createRenderer` here and, through worker data, in every render worker. */
  rendererOptions: O;
  createRenderer: CreateSiteRenderer<O>;
  /** The site's public address, without a trailing slash (sitemap.xml). */
  siteUrl: string;
  /** The file (under client/) a route's page is written to; null or undefined for a path that has none. */
  fileFor(path: string): string | null | undefined;
  /** The search index file (under client/), recorded as the pseudo page '#search'. */
  searchIndexFile: string;
  /** Listed paths left out of sitemap.xml (pages kept out of search engines). @defaultValue none */
  sitemapExcludes?: readonly string[];
  /** Files (under client/) the service worker precaches: a pass reports whether one changed. @defaultValue none */
  precachedFiles?: readonly string[];
  /**
   * Brings sw.js up to date after a regeneration's swap, still under the lock; `beforeCommit` (the lease's check) can
   * still refuse, and then nothing is written. A failure is logged and caught up by the next pass.
   */
  refreshServiceWorker?(
    clientDir: string,
    options: { beforeCommit?: () => void; signal?: AbortSignal },
  ): Promise<ServiceWorkerRefresh>;
}
