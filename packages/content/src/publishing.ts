/**
 * `@tupelo-medicare/content/publishing`: what a site that prerenders from this content needs of the client itself:
 * each call a render made, described (`describeRead`, through the client's `onRead`), a read cache a pass shares, and
 * the hashes of the fields an entry showed. The rules built on them (which pages a change reaches, what the Delivery
 * API serves now) live with publishing, in the site's build package. A site that only reads content needs none of
 * it: the root export is the content SDK alone.
 */
export { createReadCache, describeRead, collectReferences, readKey } from "./reads/content-reads.js";
export type { ContentRead, ReadCache } from "./reads/content-reads.js";
export { changedFields, fieldHashes, mergeEntryFields } from "./reads/field-hashes.js";
export type { EntryFields } from "./reads/field-hashes.js";
