/**
 * A pass's last phase: the last files (the search index, the sitemap) staged, then, unless the pass was abandoned
 * meanwhile, swapped in with every page not yet live in one synchronous step; the pages that left removed; the
 * search index's documents kept beside the record; the record written. Then sw.js follows its precached files.
 */
import { join } from "node:path";
import { writeKeptSearchDocuments } from "../kept-search-documents.js";
import { compressPage, removeFile, stageFiles } from "../site-files.js";
import type { PageVariants } from "../site-files.js";
import { writeSiteRecord } from "../site-record.js";
import type { SiteRecord } from "../site-record.js";
import type { ServiceWorkerRefresh } from "../site-renderer.js";
import type { PassContext } from "./context.js";
import { messageOf } from "../error-text.js";
import { fileOf, safeRead, sitemapOf } from "./pass-tools.js";
import type { SearchIndex, Stage } from "./render-and-stage.js";

/** The precached files' contents now: read before anything is swapped in, compared after (precacheChanged). */
export function readPrecached<O>(ctx: PassContext<O>): () => boolean {
  const precached = (ctx.site.precachedFiles ?? []).map((file) => join(ctx.clientDir, file));
  const before = precached.map(safeRead);
  return () => precached.some((file, i) => before[i] !== safeRead(file));
}

export async function commitPass<O>(
  ctx: PassContext<O>,
  stage: Stage,
  pass: {
    ordered: readonly string[];
    rendered: number;
    removed: readonly string[];
    searchIndex: SearchIndex | undefined;
    /** The record as this pass leaves it (its search documents are set here). */
    next: SiteRecord;
  },
): Promise<void> {
  const { site, clientDir, signal, timed, options, tag, log } = ctx;
  const { searchIndex, next } = pass;
  const last: Array<{ file: string; variants: () => Promise<PageVariants> }> = [];
  if (searchIndex) last.push({ file: site.searchIndexFile, variants: () => compressPage(searchIndex.json) });
  if (!stage.sitemapSwapped && (pass.rendered > 0 || pass.removed.length > 0))
    last.push({ file: "sitemap.xml", variants: () => compressPage(sitemapOf(site, next)) });
  timed("record updated");
  const staged = [...stage.files.take(pass.ordered), ...(await stageFiles(clientDir, last, signal))];
  timed("files staged");
  stage.commit(staged);
  for (const path of pass.removed) removeFile(clientDir, fileOf(site, path));
  timed("files swapped");
  if (searchIndex) {
    try {
      next.searchDocuments = writeKeptSearchDocuments(options.distDir, searchIndex.documents);
    } catch (error) {
      // The pages are live: the record is written without kept documents, and the next index is read whole.
      next.searchDocuments = undefined;
      log(`${tag} the search index's documents were not kept (the next index reads them all): ${messageOf(error)}`);
    }
  }
  writeSiteRecord(options.distDir, next);
  timed("record written");
}

/**
 * sw.js follows its precached files, still under the lock (not for the build, which writes it after the pages).
 * Pages are live by now, so only a lost lease stops it; sw.js is compared with what it should be on every pass, so
 * one that could not be written is caught up next time.
 */
export async function followServiceWorker<O>(ctx: PassContext<O>): Promise<ServiceWorkerRefresh | undefined> {
  const { site, options, clientDir, log } = ctx;
  let serviceWorker: ServiceWorkerRefresh | undefined;
  if (site.refreshServiceWorker && !ctx.request.build) {
    try {
      serviceWorker = await site.refreshServiceWorker(clientDir, {
        ...(options.lease ? { signal: options.lease.signal, beforeCommit: () => options.lease!.assertHeld() } : {}),
      });
      if (serviceWorker.rewritten) log(`[regenerate] sw.js rewritten: ${serviceWorker.count} files precached`);
      for (const warning of serviceWorker.warnings) log(`[regenerate] sw.js: ${warning}`);
    } catch (error) {
      log(`[regenerate] sw.js was not refreshed (the next pass tries again): ${messageOf(error)}`);
    }
  }
  ctx.timed("sw.js");
  return serviceWorker;
}
