/**
 * Ceilings counted in this process's memory (the leads rate limit is counted in the database, across instances;
 * these guard what one process spends): a fixed one-minute window per key, and a site-wide ceiling with slots taken
 * before the work and given back when it was not accepted.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import type { TrustProxy } from "../env.js";
import { clientAddress, rateLimitKey } from "./client-address.js";

/** The client of a request (TRUST_PROXY), or null when the connection's address is unknown (app.request in tests). */
export function requestClientAddress(context: Context, trust: TrustProxy): string | null {
  let connection: string | undefined;
  try {
    connection = getConnInfo(context).remote.address;
  } catch {
    // Not served by @hono/node-server: no socket, so no address.
    connection = undefined;
  }
  return clientAddress(connection, context.req.raw.headers, trust);
}

/**
 * The network a client address belongs to, for a wider bucket than the client's own: IPv4 by its /24, IPv6 by its
 * /48 (one site's allocation: 65,536 /64 subscriber networks, so 65,536 client buckets); "unknown" without one.
 */
export function networkKey(address: string | null): string {
  const client = rateLimitKey(address);
  if (client === "unknown") return client;
  const ip = ipaddr.parse(client.replace(/\/64$/, ""));
  if (ip.kind() === "ipv4") {
    const [a, b, c] = (ip as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 3);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0, 0]).toString()}/48`;
}

export interface WindowLimiter {
  /** Counts one for `key`: undefined when allowed, else the seconds until its window ends (for Retry-After). */
  take(key: string): number | undefined;
  /** Keys counted now (for tests and the bench). */
  readonly size: number;
}

/**
 * At most `perMinute` for each key in each minute (a fixed window from the key's first count). At most `maxKeys`
 * keys are kept: past that, ended windows are dropped, and then the oldest ones (a flood of distinct keys costs
 * bounded memory and forgets the quietest clients first).
 */
export function createWindowLimiter(options: {
  perMinute: number;
  now?: () => number;
  maxKeys?: number;
}): WindowLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = new Map<string, { start: number; count: number }>();
  const prune = (at: number) => {
    for (const [key, window] of windows) if (at - window.start >= 60_000) windows.delete(key);
    // Maps iterate in insertion order: the first keys are the ones whose windows began first.
    for (const key of windows.keys()) {
      if (windows.size <= maxKeys * 0.9) break;
      windows.delete(key);
    }
  };
  return {
    take(key) {
      if (options.perMinute <= 0) return undefined;
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.start >= 60_000) {
        windows.delete(key);
        if (windows.size >= maxKeys) prune(at);
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= options.perMinute) return Math.max(1, Math.ceil((window.start + 60_000 - at) / 1000));
      window.count += 1;
      return undefined;
    },
    get size() {
      return windows.size;
    },
  };
}

export interface SiteCeiling {
  /**
   * Takes a slot for a piece of work: undefined when none is left (the seconds until one frees, for Retry-After),
   * else `done(accepted)`, to be called once the work is answered (a slot not accepted is given back).
   */
  take(): { retryAfterSeconds: number } | { done: (accepted: boolean) => void };
  /** The last 60 s as /api/health shows it: the ceiling, the work it accepted and the work it turned away. */
  status(): SiteCeilingStatus;
}

export interface SiteCeilingStatus {
  /** SUBMISSION_SITE_LIMIT (0: no ceiling). */
  perMinute: number;
  acceptedLastMinute: number;
  /** Answered 503 with Retry-After in the last 60 s (the browsers' outboxes send them again). */
  refusedLastMinute: number;
}

/**
 * At most `perMinute` accepted in any 60 s (a sliding window of acceptance times); work in flight holds a slot, so
 * a burst of concurrent requests cannot pass the ceiling before the first is answered.
 */
export function createSiteCeiling(options: { perMinute: number; now?: () => number }): SiteCeiling {
  const now = options.now ?? Date.now;
  // Acceptance times, oldest first (a ring would do; at most perMinute entries are kept).
  const accepted: number[] = [];
  let inFlight = 0;
  const expire = (at: number) => {
    let drop = 0;
    while (drop < accepted.length && at - accepted[drop]! >= 60_000) drop += 1;
    if (drop > 0) accepted.splice(0, drop);
  };
  // Refusals per second of the last minute (a flood refuses thousands: counted, not kept one by one).
  const refusedPerSecond = new Array<number>(60).fill(0);
  const refusedSecond = new Array<number>(60).fill(-1);
  const refuse = (at: number) => {
    const second = Math.floor(at / 1000);
    const slot = second % 60;
    if (refusedSecond[slot] !== second) {
      refusedSecond[slot] = second;
      refusedPerSecond[slot] = 0;
    }
    refusedPerSecond[slot]! += 1;
  };
  return {
    status() {
      const at = now();
      expire(at);
      const second = Math.floor(at / 1000);
      let refused = 0;
      for (let slot = 0; slot < 60; slot += 1)
        if (refusedSecond[slot]! > second - 60) refused += refusedPerSecond[slot]!;
      return {
        perMinute: Math.max(0, options.perMinute),
        acceptedLastMinute: accepted.length,
        refusedLastMinute: refused,
      };
    },
    take() {
      if (options.perMinute <= 0) return { done: () => {} };
      const at = now();
      expire(at);
      if (accepted.length + inFlight >= options.perMinute) {
        refuse(at);
        const oldest = accepted[0];
        const wait = oldest === undefined ? 1 : Math.ceil((oldest + 60_000 - at) / 1000);
        return { retryAfterSeconds: Math.max(1, wait) };
      }
      inFlight += 1;
      let settled = false;
      return {
        done: (wasAccepted) => {
          if (settled) return;
          settled = true;
          inFlight -= 1;
          if (wasAccepted) accepted.push(now());
        },
      };
    },
  };
}
