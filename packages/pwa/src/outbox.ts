import { OUTBOX_DB_NAME, OUTBOX_SYNC_TAG } from "./constants.js";
export { OUTBOX_DB_NAME, OUTBOX_SYNC_TAG } from "./constants.js";
import { openKeyedStore } from "./internal/idb.js";
import type { KeyedStore } from "./internal/idb.js";

/**
 * How long a submission may wait on the device, in milliseconds: 7 days. One still unsent then is removed (its body
 * gone at once; a bodiless marker stays until a page tells the visitor, see `takeExpired`): a lead typed on a shared
 * or borrowed computer must not stay there, and one a week old is better sent again (or phoned in) by the visitor.
 */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The header that carries a submission's id, so a server can answer a replayed duplicate without acting twice. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** One submission kept on the device until it is delivered. */
export interface OutboxEntry {
  /** The submission's id, sent as the `Idempotency-Key` header on every attempt. */
  id: string;
  url: string;
  body: unknown;
  /** ISO time it was queued. */
  createdAt: string;
  /** Replays the server answered with a temporary failure (5xx, 408, 429). */
  attempts: number;
  /** Set when it expired unsent (OUTBOX_MAX_AGE_MS): its body is gone, and it is kept only until a page says so. */
  expiredAt?: string;
}

/** 'sent': the server accepted it now; 'queued': kept on the device, sent when the connection returns. */
export type DeliveryOutcome = "sent" | "queued";

export interface FlushResult {
  /** Delivered (or already known to the server) and removed. */
  sent: number;
  /** Refused for good (4xx, or too many temporary failures) and removed; logged to the console. */
  dropped: number;
  /** Still kept for a later replay. */
  remaining: number;
  /** Kept longer than `maxAgeMs` unsent, and removed unsent by this replay (see `Outbox.takeExpired`). */
  expired: number;
}

/** The server answered a submission with a non-OK status (not queued: the caller shows its error). */
export class DeliveryRefusedError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The submission was refused (${status}).`);
    this.name = "DeliveryRefusedError";
    this.status = status;
  }
}

export interface OutboxOptions {
  /** @defaultValue `'tupelo-outbox'` */
  dbName?: string;
  /** @defaultValue `globalThis.indexedDB`; without one, network errors are not queued but rethrown */
  indexedDB?: IDBFactory | undefined;
  /** @defaultValue `globalThis.fetch` */
  fetch?: (input: string, init: RequestInit) => Promise<Pick<Response, "ok" | "status">>;
  /** @defaultValue reads `navigator.onLine` (true where there is no navigator) */
  isOnline?: () => boolean;
  /** @defaultValue `crypto.randomUUID()` */
  createId?: () => string;
  /** Called after a submission is queued; by default registers a Background Sync (tag `'tupelo-outbox'`) where the browser has it. */
  requestSync?: () => Promise<void>;
  /** Serialises replays across tabs and the service worker. @defaultValue `navigator.locks` where available */
  locks?: Pick<LockManager, "request"> | undefined;
  /**
   * Temporary failures (5xx, 408, 429: the server is up but could not take it now) after which a queued submission is
   * dropped. @defaultValue no limit: it is kept and sent again until it expires (`maxAgeMs`), when the visitor is told
   */
  maxAttempts?: number;
  /** @defaultValue `() => new Date()` */
  now?: () => Date;
  /** How long a submission may wait unsent before it is removed. @defaultValue `OUTBOX_MAX_AGE_MS` (7 days) */
  maxAgeMs?: number;
}

export interface Outbox {
  /** POSTs `body` as JSON with an `Idempotency-Key`; queues it when offline, on a network error or a 503; throws `DeliveryRefusedError` on another non-OK answer (or a 503 where the device keeps nothing). */
  send(url: string, body: unknown): Promise<DeliveryOutcome>;
  /** Replays every queued submission once, oldest first, keeping those that still cannot be delivered. */
  flush(): Promise<FlushResult>;
  /** The queued submissions, oldest first (not those that expired). */
  entries(): Promise<OutboxEntry[]>;
  /** Removes the bodies of submissions older than `maxAgeMs` without sending them; resolves how many expired now. */
  expire(): Promise<number>;
  /**
   * How many submissions expired unsent since the last call (here, in another tab or in the service worker), and
   * forgets them: what a page calls when it can tell the visitor.
   */
  takeExpired(): Promise<number>;
}

const defaultIsOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false;

const isTemporary = (status: number): boolean => status >= 500 || status === 408 || status === 429;

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Registers a one-off Background Sync with the active service worker registration, where the browser has the API. */
async function registerBackgroundSync(tag: string): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  // Background Sync is not in TypeScript's DOM types yet.
  const registration: unknown = await navigator.serviceWorker.getRegistration();
  await (registration as { sync?: SyncManagerLike } | undefined)?.sync?.register(tag);
}

/** Creates the device outbox: submissions that cannot reach the server now are kept in IndexedDB and replayed later, exactly once. */
export function createOutbox({
  dbName = OUTBOX_DB_NAME,
  indexedDB: factory = typeof indexedDB === "undefined" ? undefined : indexedDB,
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  isOnline = defaultIsOnline,
  createId = () => crypto.randomUUID(),
  requestSync = () => registerBackgroundSync(OUTBOX_SYNC_TAG),
  locks = typeof navigator !== "undefined" && "locks" in navigator ? navigator.locks : undefined,
  maxAttempts = Number.POSITIVE_INFINITY,
  now = () => new Date(),
  maxAgeMs = OUTBOX_MAX_AGE_MS,
}: OutboxOptions = {}): Outbox {
  let store: KeyedStore<OutboxEntry> | undefined;
  const getStore = (): KeyedStore<OutboxEntry> | undefined =>
    (store ??= factory ? openKeyedStore<OutboxEntry>(factory, dbName) : undefined);

  const post = (url: string, body: unknown, id: string) =>
    fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", [IDEMPOTENCY_HEADER]: id },
      body: JSON.stringify(body),
    });

  const allEntries = async (): Promise<OutboxEntry[]> => {
    const all = (await getStore()?.getAll()) ?? [];
    return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  };
  const entries = async (): Promise<OutboxEntry[]> => (await allEntries()).filter((entry) => !entry.expiredAt);

  const isExpired = (entry: OutboxEntry, at: Date): boolean => {
    const created = Date.parse(entry.createdAt);
    // An unreadable time counts as expired: nothing stays on the device without a bound.
    return !Number.isFinite(created) || at.getTime() - created > maxAgeMs;
  };

  /** Replaces each expired submission by a bodiless marker; resolves how many expired now. */
  const expireNow = async (): Promise<number> => {
    const target = getStore();
    if (!target) return 0;
    const at = now();
    let count = 0;
    for (const entry of await entries()) {
      if (!isExpired(entry, at)) continue;
      await target.put({ ...entry, body: null, expiredAt: at.toISOString() });
      count += 1;
      console.warn(
        `[pwa] A submission to ${entry.url} kept on this device could not be sent within ${Math.round(maxAgeMs / 86_400_000)} days and was removed unsent.`,
      );
    }
    return count;
  };

  const enqueue = async (entry: OutboxEntry, cause: unknown): Promise<DeliveryOutcome> => {
    const target = getStore();
    if (!target) throw cause;
    try {
      await target.put(entry);
    } catch (error) {
      console.error("[pwa] Could not keep the submission on this device:", error);
      throw cause;
    }
    requestSync().catch((error: unknown) =>
      console.warn(
        "[pwa] Background Sync is unavailable; the submission is replayed when the app next opens or goes online:",
        error,
      ),
    );
    return "queued";
  };

  // Replays in one tab never overlap; across tabs and the service worker the Web Locks API serialises them.
  let chain: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = locks ? () => locks.request(`${dbName}-flush`, task) as Promise<T> : task;
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  };

  const flushNow = async (): Promise<FlushResult> => {
    const result: FlushResult = { sent: 0, dropped: 0, remaining: 0, expired: await expireNow() };
    const queued = await entries();
    const target = getStore();
    for (const [index, entry] of queued.entries()) {
      let status: number;
      try {
        const response = await post(entry.url, entry.body, entry.id);
        status = response.ok ? 200 : response.status;
      } catch {
        // Still offline: keep this one and the rest for the next replay.
        result.remaining += queued.length - index;
        break;
      }
      if (status === 200) {
        await target?.delete(entry.id);
        result.sent += 1;
      } else if (isTemporary(status) && entry.attempts + 1 < maxAttempts) {
        await target?.put({ ...entry, attempts: entry.attempts + 1 });
        result.remaining += 1;
      } else {
        console.error(
          `[pwa] A queued submission to ${entry.url} was refused (${status}) and is dropped from this device.`,
        );
        await target?.delete(entry.id);
        result.dropped += 1;
      }
    }
    return result;
  };

  return {
    async send(url, body) {
      const entry: OutboxEntry = { id: createId(), url, body, createdAt: now().toISOString(), attempts: 0 };
      if (!isOnline() && getStore()) return enqueue(entry, new TypeError("Offline"));
      let response: Pick<Response, "ok" | "status">;
      try {
        response = await post(url, body, entry.id);
      } catch (error) {
        if (error instanceof TypeError) return enqueue(entry, error);
        throw error;
      }
      // 503: the server is up but could not save it now (its database is away): keep it on the device and send it
      // again later, exactly as if the connection had dropped. Any other refusal is shown by the caller.
      if (response.status === 503) return enqueue(entry, new DeliveryRefusedError(503));
      if (!response.ok) throw new DeliveryRefusedError(response.status);
      return "sent";
    },
    flush: () =>
      getStore() ? exclusive(flushNow) : Promise.resolve({ sent: 0, dropped: 0, remaining: 0, expired: 0 }),
    entries,
    expire: () => (getStore() ? exclusive(expireNow) : Promise.resolve(0)),
    takeExpired: () =>
      getStore()
        ? exclusive(async () => {
            const gone = (await allEntries()).filter((entry) => entry.expiredAt);
            for (const entry of gone) await getStore()?.delete(entry.id);
            return gone.length;
          })
        : Promise.resolve(0),
  };
}

export interface OutboxReplayOptions {
  /** @defaultValue `window` */
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
  /** @defaultValue reads `navigator.onLine` */
  isOnline?: () => boolean;
  /**
   * Told how many submissions expired unsent (OUTBOX_MAX_AGE_MS), here or earlier in the service worker: at start
   * (online or not) and after each replay. The page shows its notice; each expired submission is told once.
   */
  onExpired?: (count: number) => void;
}

/**
 * Replays the outbox now (when online) and whenever the browser comes back online, and removes what waited too long
 * (now, online or not); returns a stop function.
 */
export function startOutboxReplay(
  outbox: Pick<Outbox, "flush"> & Partial<Pick<Outbox, "expire" | "takeExpired">>,
  { target = window, isOnline = defaultIsOnline, onExpired }: OutboxReplayOptions = {},
): () => void {
  const tell = async (): Promise<void> => {
    const count = (await outbox.takeExpired?.()) ?? 0;
    if (count > 0) onExpired?.(count);
  };
  const replay = (): void => {
    outbox
      .flush()
      .then(tell)
      .catch((error: unknown) => console.warn("[pwa] Replaying saved submissions failed:", error));
  };
  if (isOnline()) replay();
  else
    void (outbox.expire?.() ?? Promise.resolve(0))
      .then(tell)
      .catch((error: unknown) => console.warn("[pwa] Removing expired submissions failed:", error));
  target.addEventListener("online", replay);
  return () => target.removeEventListener("online", replay);
}
