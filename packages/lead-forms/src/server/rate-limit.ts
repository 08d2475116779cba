/**
 * A per-client limit on submissions (SUBMISSION_RATE_LIMIT per minute): a sliding one-minute window of accepted
 * submission times per client key (the connection's address), in memory.
 */
export interface RateLimiter {
  /** Counts one submission for `client`; `ok: false` with the seconds until one is allowed again when over. */
  take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export const RATE_WINDOW_MS = 60_000;

export function createRateLimiter(limitPerMinute: number, now: () => number = Date.now): RateLimiter {
  const seen = new Map<string, number[]>();
  let lastSweep = now();
  return {
    take(client) {
      const time = now();
      if (time - lastSweep > RATE_WINDOW_MS) {
        for (const [key, times] of seen) if (times.every((at) => time - at >= RATE_WINDOW_MS)) seen.delete(key);
        lastSweep = time;
      }
      const recent = (seen.get(client) ?? []).filter((at) => time - at < RATE_WINDOW_MS);
      if (recent.length >= limitPerMinute) {
        seen.set(client, recent);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + RATE_WINDOW_MS - time) / 1000)) };
      }
      recent.push(time);
      seen.set(client, recent);
      return { ok: true };
    },
  };
}
