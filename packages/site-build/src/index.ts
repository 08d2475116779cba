/**
 * `@tupelo-medicare/site-build`: publishing a prerendered site. The site supplies a renderer and where its files go
 * (`SiteDefinition`); this package runs the full build and every regeneration through one pass function, on one
 * render pool, and keeps the site record (what every page read, which pages a change reaches, down to the fields an
 * entry showed), the change queue, the build folder's lock, atomic file writes and the sitemap. See ARCHITECTURE.md.
 */
// The site's part.
export type {
  CreateSiteRenderer,
  RecordedRead,
  RenderedPage,
  SearchIndexBuild,
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
  NOT_FOUND_RENDER_PATH,
  OFFLINE_FILE,
  PASS_MARKER,
  POOL_THRESHOLD,
  COLD_POOL_THRESHOLD,
  rankPages,
  rendersOnPool,
} from "./site-pass.js";
export type {
  BuildResult,
  LockedPassOptions,
  PoolState,
  RegenerateRequest,
  RegenerateResult,
  SitePassOptions,
} from "./site-pass.js";

// One render pool, and the worker script's one call.
export {
  RenderPool,
  withRenderPool,
  defaultPoolSize,
  DEFAULT_JOB_TIMEOUT_MS,
  DEFAULT_RESOURCE_LIMITS,
} from "./render-pool.js";
export type { RenderPassOptions, RenderPoolOptions } from "./render-pool.js";
export { runRenderWorker } from "./render-worker.js";
export type { RenderAnswer, RenderJob, RenderWorkerData } from "./render-worker.js";

// The change queue of a running site.
export { createRegenerator, REVISION_STEP_LIMIT } from "./regenerator.js";
export type {
  AnnouncedChange,
  Regenerator,
  RegeneratorOptions,
  RegeneratorStatus,
  UnfinishedWork,
} from "./regenerator.js";

// The site record and the dependency rules.
export {
  NOT_FOUND_PAGE,
  OFFLINE_RECORD_PAGE,
  PATHS_PAGE,
  SEARCH_PAGE,
  SITE_RECORD_FILE,
  SITE_RECORD_VERSION,
  readSiteRecord,
  recordFile,
  writeSiteRecord,
} from "./site-record.js";
export type { ContentState, SiteRecord } from "./site-record.js";
export {
  emptyDependencies,
  forgetPage,
  keepEntryFields,
  pageOwner,
  pagesUsingReads,
  pageUpdatedAt,
  pruneReads,
  queryResultChanged,
  readsReaching,
  recordPage,
} from "./page-dependencies.js";
export type { ContentChange, PageDependencies, SiteDependencies } from "./page-dependencies.js";
export { deliveredRevision, diffDeliveredState, readDeliveredState } from "./content-state.js";
export type { DeliveredState } from "./content-state.js";
export { deliveredRevisions, REVISIONS_PER_CALL } from "./delivered-revisions.js";
export { SEARCH_DOCUMENTS_FILE } from "./kept-search-documents.js";

// Files, the lock, the sitemap.
export {
  commitFiles,
  compressPage,
  removeFile,
  stageFile,
  stageFiles,
  stagedFileOf,
  sweepStaleTemps,
  COMPRESS_MIN_BYTES,
  PAGE_BROTLI_QUALITY,
  PAGE_GZIP_LEVEL,
} from "./site-files.js";
export type { PageVariants, StagedFile, StagedFileDescription } from "./site-files.js";
export { withSiteLock, DEFAULT_STALE_MS, SITE_LOCK_NAME } from "./site-lock.js";
export type { SiteLease, SiteLockOptions } from "./site-lock.js";
export { sitemapXml } from "./sitemap-xml.js";
