/**
 * `@tupelo-medicare/site-build`: publishing a prerendered site. The site supplies a renderer and where its files go
 * (`SiteDefinition`); this package runs the full build and every regeneration through one pass function, on one
 * render pool, and keeps the site record (what every page read, which pages a change reaches, down to the fields an
 * entry showed), the change queue, the build folder's lock, atomic file writes and the sitemap. See ARCHITECTURE.md.
 *
 * This entry carries what the site (apps/web: its server, scripts, benches and tests) uses; the package's own tests
 * import its modules directly.
 */
// The site's part.
export type {
  RecordedRead,
  SearchIndexDocument,
  ServiceWorkerRefresh,
  SiteDefinition,
  SiteRenderer,
} from "./site-renderer.js";

// One pass: the build, a regeneration (under the build folder's lock, or not).
export {
  buildSite,
  regenerateSite,
  regenerateSiteLocked,
  sweepUnderLock,
  OFFLINE_FILE,
  PASS_MARKER,
  POOL_THRESHOLD,
  COLD_POOL_THRESHOLD,
} from "./site-pass.js";
export type { RegenerateResult, SitePassOptions } from "./site-pass.js";

// One render pool, and the worker script's one call.
export { RenderPool, withRenderPool } from "./render-pool.js";
export { runRenderWorker } from "./render-worker.js";

// The change queue of a running site (started by startRunningSite, below).
export type { AnnouncedChange, Regenerator, RegeneratorStatus, UnfinishedWork } from "./regenerator.js";

// The site record and what the Delivery API serves.
export { SEARCH_PAGE, SITE_RECORD_FILE, readSiteRecord, recordFile, writeSiteRecord } from "./site-record.js";
export { emptyDependencies } from "./rules/page-dependencies.js";
export type { ContentChange } from "./rules/page-dependencies.js";
export { diffDeliveredState, readDeliveredState } from "./content-state.js";
export { SEARCH_DOCUMENTS_FILE } from "./kept-search-documents.js";

// Files and the lock.
export { compressPage, stageFile, COMPRESS_MIN_BYTES } from "./site-files.js";
export { SITE_LOCK_NAME, withSiteLock } from "./site-lock.js";
export type { SiteLease } from "./site-lock.js";

// A running site's regeneration, start to stop: the queue, pending work kept across a stop, reconciliation, the
// record watch.
export { startRunningSite } from "./lifecycle/running-site.js";
export type { RunningSite, RunningSiteOptions } from "./lifecycle/running-site.js";
export { PENDING_FILE } from "./lifecycle/pending-work.js";
