/**
 * Built to dist/sw-runtime.js (a classic script) and loaded by the generated service worker with importScripts:
 * replays the outbox on Background Sync, and keeps pages the site showed through client-side navigation in the
 * pages cache, so every page a visitor opened reads offline.
 */
import { CACHE_PAGE_MESSAGE, OUTBOX_SYNC_TAG, PAGES_CACHE } from "../constants.js";
import { createOutbox } from "../outbox.js";
import { expirePages } from "./page-expiry.js";

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEventLike extends ExtendableEventLike {
  tag: string;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
  origin: string;
}
interface ServiceWorkerScopeLike {
  location: { origin: string };
  addEventListener(type: "sync", listener: (event: SyncEventLike) => void): void;
  addEventListener(type: "message", listener: (event: MessageEventLike) => void): void;
  addEventListener(type: "activate", listener: (event: ExtendableEventLike) => void): void;
}

const scope = globalThis as unknown as ServiceWorkerScopeLike;
// The worker has no Background Sync of its own to ask for: the browser retries a failed sync event itself.
const outbox = createOutbox({ requestSync: () => Promise.resolve() });

scope.addEventListener("sync", (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    outbox.flush().then((result) => {
      // A rejected sync is retried later by the browser.
      if (result.remaining > 0) throw new Error(`${result.remaining} saved submission(s) could not be sent yet`);
    }),
  );
});

/** Fetches a same-origin page and keeps it in the pages cache when it is a 200 HTML document. */
async function cachePage(url: string): Promise<void> {
  const target = new URL(url, scope.location.origin);
  if (target.origin !== scope.location.origin) return;
  const response = await fetch(target.href, { credentials: "same-origin", headers: { accept: "text/html" } });
  if (response.status !== 200 || !(response.headers.get("content-type") ?? "").includes("text/html")) return;
  // Never keep what the server marked no-store (draft previews, answers for a birth date or an income).
  if (/(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get("cache-control") ?? "")) return;
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(target.href, response);
  await expirePages(cache);
}

/** Applies the pages cache's bound (page-expiry.ts); its failure is only logged. */
function expireKeptPages(): Promise<void> {
  return caches
    .open(PAGES_CACHE)
    .then((cache) => expirePages(cache))
    .then(
      () => undefined,
      (error: unknown) => console.warn("[pwa] Could not remove expired pages:", error),
    );
}

// Each new version of the worker (and so at least every deploy) drops what is past the bound, pages kept by an
// older version included.
scope.addEventListener("activate", (event) => event.waitUntil(expireKeptPages()));

scope.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  if (!data || data.type !== CACHE_PAGE_MESSAGE || typeof data.url !== "string") return;
  event.waitUntil(
    cachePage(data.url).catch((error: unknown) =>
      console.warn("[pwa] Could not keep a page for offline reading:", error),
    ),
  );
});
