/**
 * The build's record of what every page read (kept in dist/, beside dist/client, so it is never served). It answers
 * "which pages change when entry X changes" and "which pages exist because of entry X", and keeps the content state
 * the site was last rendered from, the slug moves (301s) and the sitemap's lastmod dates.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteDependencies } from "@tupelo-medicare/content";

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

/** The record of the build in `distDir`, or null when there is none (or it is from another version). */
export function readSiteRecord(distDir: string): SiteRecord | null {
  const file = recordFile(distDir);
  if (!existsSync(file)) return null;
  try {
    const record = JSON.parse(readFileSync(file, "utf8")) as SiteRecord;
    return record.version === SITE_RECORD_VERSION ? record : null;
  } catch {
    return null;
  }
}

/** Writes the record atomically (temporary file, then rename). */
export function writeSiteRecord(distDir: string, record: SiteRecord): void {
  const file = recordFile(distDir);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(record));
  renameSync(temp, file);
}
