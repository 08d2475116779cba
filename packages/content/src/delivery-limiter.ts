/**
 * A cap on Delivery API requests in flight. `createContentClient` puts the process's shared limiter in the transport
 * of every client it builds for a remote host, so regeneration, reconciliation and preview together keep at most
 * `maxInFlight` requests out; the others wait their turn, first come first served. Each attempt counts, retries
 * included. A 429 holds every request not yet sent for its X-Contentful-RateLimit-Reset time, not only the one the
 * SDK retries; the shared limiter also tells the limiters of the process's worker threads (a BroadcastChannel), so
 * render workers hold too. The cap itself is per thread: a render worker has its own.
 */

export interface DeliveryLimiterOptions {
  /** Requests in flight at most. @defaultValue 4 */
  maxInFlight?: number;
  /** The longest one 429 holds requests, whatever its reset header says. @defaultValue 60000 */
  maxPauseMs?: number;
  /** Limiters created with the same channel name, in any thread of the process, pause together after a 429. */
  channel?: string;
}

export interface DeliveryLimiterStats {
  /** Requests sent (each retry counts). */
  requests: number;
  /** 429 answers met. */
  rateLimited: number;
  inFlight: number;
  /** Requests waiting for a slot or for the end of a pause. */
  waiting: number;
  /** The most requests that were in flight at once. */
  peakInFlight: number;
  /** Until when requests are held after a 429 (ms since the epoch); 0 when they are not. */
  pausedUntil: number;
}

export interface DeliveryLimiter {
  readonly maxInFlight: number;
  /** Waits for a slot (and for the end of a pause); resolves with the function that gives the slot back. */
  acquire(): Promise<() => void>;
  /** Tells the limiter the Delivery API answered 429: requests not yet sent wait `resetMs` (counted once). */
  rateLimited(resetMs: number): void;
  stats(): DeliveryLimiterStats;
  /** Stops listening for other threads' pauses. */
  close(): void;
}

/** The default cap: with Contentful's usual 50-150 ms per call it stays under the CDA's 55 uncached requests/s. */
export const DEFAULT_MAX_IN_FLIGHT = 4;
const DEFAULT_MAX_PAUSE_MS = 60_000;
const SHARED_CHANNEL = "@tupelo-medicare/content:delivery-limiter";
const SHARED_KEY = Symbol.for(SHARED_CHANNEL);

type PauseMessage = { pausedUntil: number };
const isPauseMessage = (data: unknown): data is PauseMessage =>
  typeof data === "object" && data !== null && typeof (data as PauseMessage).pausedUntil === "number";

/** A limiter of its own (tests, or a client that must not share the process's cap). */
export function createDeliveryLimiter(options: DeliveryLimiterOptions = {}): DeliveryLimiter {
  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  if (!Number.isInteger(maxInFlight) || maxInFlight < 1)
    throw new RangeError(`A delivery limiter needs maxInFlight of at least 1 (got ${maxInFlight}).`);
  const maxPauseMs = options.maxPauseMs ?? DEFAULT_MAX_PAUSE_MS;
  const waiters: Array<(release: () => void) => void> = [];
  const counts = { requests: 0, rateLimited: 0, peakInFlight: 0 };
  let inFlight = 0;
  let pausedUntil = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const channel =
    options.channel !== undefined && typeof BroadcastChannel === "function"
      ? new BroadcastChannel(options.channel)
      : undefined;
  if (channel) {
    // Node: the channel alone must not keep a process alive (a waiting request keeps the pause timer instead).
    (channel as { unref?: () => void }).unref?.();
    channel.onmessage = (event: MessageEvent) => {
      if (isPauseMessage(event.data)) holdUntil(event.data.pausedUntil);
    };
  }

  function holdUntil(until: number): void {
    if (until <= pausedUntil) return;
    pausedUntil = until;
    pump();
  }

  function grant(): () => void {
    inFlight += 1;
    counts.requests += 1;
    counts.peakInFlight = Math.max(counts.peakInFlight, inFlight);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      inFlight -= 1;
      pump();
    };
  }

  function pump(): void {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    const wait = pausedUntil - Date.now();
    if (wait > 0) {
      if (waiters.length > 0) timer = setTimeout(pump, wait);
      return;
    }
    while (inFlight < maxInFlight && waiters.length > 0) waiters.shift()!(grant());
  }

  return {
    maxInFlight,
    acquire() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        pump();
      });
    },
    rateLimited(resetMs) {
      counts.rateLimited += 1;
      const wait = Math.min(maxPauseMs, Math.max(0, Number.isFinite(resetMs) ? resetMs : 1000));
      const until = Date.now() + wait;
      if (until <= pausedUntil) return;
      holdUntil(until);
      channel?.postMessage({ pausedUntil: until } satisfies PauseMessage);
    },
    stats: () => ({
      ...counts,
      inFlight,
      waiting: waiters.length,
      pausedUntil: pausedUntil > Date.now() ? pausedUntil : 0,
    }),
    close() {
      channel?.close();
    },
  };
}

/**
 * The process's limiter (one per thread, created on first use; its pauses reach the other threads): what
 * `createContentClient` uses for a remote host unless told otherwise.
 */
export function sharedDeliveryLimiter(): DeliveryLimiter {
  // On globalThis: two copies of this module (two bundles of the package) still share one limiter.
  const holder = globalThis as { [SHARED_KEY]?: DeliveryLimiter };
  holder[SHARED_KEY] ??= createDeliveryLimiter({
    ...(globalThis.process?.versions?.node ? { channel: SHARED_CHANNEL } : {}),
  });
  return holder[SHARED_KEY];
}
