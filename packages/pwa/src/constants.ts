/**
 * The least time 'App Ready Offline' stays on a visible page, in milliseconds: after it, the visitor's next press or
 * focus move elsewhere hides it. It never hides by this timer alone (WCAG 2.2.1); Escape or its close button hide it.
 */
export const OFFLINE_READY_NOTICE_MS = 5000;

/** How often the service worker script is re-fetched to look for a new version, in milliseconds. */
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;

/** Where the service worker script is served. */
export const SERVICE_WORKER_URL = "/sw.js";

/** The scope the service worker is registered with. */
export const SERVICE_WORKER_SCOPE = "/";

/** The titles of the notices shown at the bottom right. */
export const NOTICE_TEXTS = {
  updateAvailable: "App Update Available",
  offlineReady: "App Ready Offline",
  offline: "Working Offline",
  outboxExpired: "Request Not Sent",
} as const;

/** The IndexedDB database that keeps submissions made offline. */
export const OUTBOX_DB_NAME = "tupelo-outbox";

/** The Background Sync tag the service worker replays the outbox on. */
export const OUTBOX_SYNC_TAG = "tupelo-outbox";

/** The runtime cache of files pages fetch and keep for offline use (e.g. a search index). */
export const RUNTIME_FILES_CACHE = "files";

/** The runtime cache of pages (network-first navigations). */
export const PAGES_CACHE = "pages";

/**
 * How long a page stays in the pages cache for offline reading, and how many: each is dropped 7 days after it was
 * last fetched (an online visit refreshes it), the oldest first beyond 50. Pages marked `no-store` (personal answers,
 * draft previews) never enter it.
 */
export const PAGES_CACHE_EXPIRATION = { maxEntries: 50, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;

/** The message a page posts to the service worker to keep a page it showed through client-side navigation. */
export const CACHE_PAGE_MESSAGE = "CACHE_PAGE";
