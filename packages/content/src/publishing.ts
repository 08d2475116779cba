/**
 * `@tupelo-medicare/content/publishing`: the bookkeeping of publishing a prerendered site from this content (what
 * each page read, which pages a change reaches, down to the fields an entry showed; what the Delivery API serves
 * now). A site that only reads content needs none of it: the root export is the content SDK alone.
 */
export { createReadCache, describeRead, collectReferences, readKey } from "./reads/content-reads.js";
export type { ContentRead, ReadCache } from "./reads/content-reads.js";
export {
  emptyDependencies,
  recordPage,
  forgetPage,
  pruneReads,
  pagesUsingReads,
  readsReaching,
  queryResultChanged,
  pageUpdatedAt,
  pageOwner,
  keepEntryFields,
} from "./reads/page-dependencies.js";
export { changedFields } from "./reads/field-hashes.js";
export type { EntryFields } from "./reads/field-hashes.js";
export type { ContentChange, PageDependencies, SiteDependencies } from "./reads/page-dependencies.js";
export { readDeliveredState, diffDeliveredState, deliveredRevision } from "./reads/content-state.js";
export type { DeliveredState } from "./reads/content-state.js";
export { deliveredRevisions, REVISIONS_PER_CALL } from "./reads/delivered-revisions.js";
