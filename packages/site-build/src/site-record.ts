/**
 * The build's record of what every page read (kept in dist/, beside dist/client, so it is never served). It answers
 * "which pages change when entry X changes" and "which pages exist because of entry X", and keeps the content state
 * the site was last rendered from, the slug moves (301s) and the sitemap's lastmod dates.
 */
import { readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteDependencies } from "./rules/page-dependencies.js";

export const SITE_RECORD_FILE = "site-record.json";
export const SITE_RECORD_VERSION = 1;

/** Pseudo pages: the path list itself, the not-found page and the offline page. */
export const PATHS_PAGE = "#paths";
export const NOT_FOUND_PAGE = "#not-found";
export const OFFLINE_RECORD_PAGE = "#offline";
/** The search index (search-index.json): what building it read. */
export const SEARCH_PAGE = "#search";

/** What the site was rendered from: every delivered entry and asset with its revision (for reconciliation). */
export interface ContentState {
  entries: Record<string, { revision: number; contentType: string }>;
  assets: Record<string, number>;
}

export interface SiteRecord {
  version: number;
  /** When the full build ran (ISO). */
  builtAt: string;
  /** When a page last changed (ISO). */
  updatedAt: string;
  /** The site's pages in sitemap order (list pages with their query). */
  paths: string[];
  deps: SiteDependencies;
  /** Old path -> new path, for pages whose entry changed slug (answered with 301). */
  redirects: Record<string, string>;
  content: ContentState;
  /** The generation of the search index's kept documents (search-documents.json) this state goes with, if any. */
  searchDocuments?: string | undefined;
}

export function recordFile(distDir: string): string {
  return join(distDir, SITE_RECORD_FILE);
}

/**
 * The last record read or written per file, with the file's identity then (inode, size, modification time): a
 * long-lived server does not parse the same several megabytes again for every webhook and every pass. A rename
 * (every write) gives the file a new inode, so another process's write is always read.
 */
const remembered = new Map<string, { stamp: string; record: SiteRecord }>();

const stampOf = (file: string): string | undefined => {
  try {
    const stat = statSync(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
};

/**
 * The record of the build in `distDir`, or null when there is none (or it is from another version). The object is
 * shared with later readers: do not change it, unless taken with `{ forChange: true }` (a pass that updates it and
 * writes it back), which leaves nothing remembered until it is written.
 */
export function readSiteRecord(distDir: string, options: { forChange?: boolean } = {}): SiteRecord | null {
  const file = recordFile(distDir);
  const stamp = stampOf(file);
  if (stamp === undefined) return null;
  const known = remembered.get(file);
  if (options.forChange) remembered.delete(file);
  if (known?.stamp === stamp) return known.record;
  try {
    const record = JSON.parse(readFileSync(file, "utf8")) as SiteRecord;
    if (record.version !== SITE_RECORD_VERSION) return null;
    if (!options.forChange) remembered.set(file, { stamp, record });
    return record;
  } catch {
    return null;
  }
}

/** Writes the record atomically (temporary file, then rename), and remembers it as the file's record. */
export function writeSiteRecord(distDir: string, record: SiteRecord): void {
  const file = recordFile(distDir);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(record));
  renameSync(temp, file);
  const stamp = stampOf(file);
  if (stamp) remembered.set(file, { stamp, record });
  else remembered.delete(file);
}
