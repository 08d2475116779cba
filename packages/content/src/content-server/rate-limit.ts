/**
 * The content server's rate limit (option `rateLimit`): at most N Delivery API requests answered in any one-second
 * window; above that it answers 429 RateLimitExceeded with X-Contentful-RateLimit-Reset: 1, as Contentful does above
 * a space's limit. Refused requests do not count toward the window. It counts what it saw, for tests that
 * measure how gently a client reads.
 */

export interface RateLimitStats {
  /** The limit (requests per second). */
  perSecond: number;
  /** Delivery API requests received (refused ones included). */
  requests: number;
  /** Requests answered 429. */
  refused: number;
}

export class RequestRateLimit {
  private readonly accepted: number[] = [];
  readonly stats: RateLimitStats;

  constructor(perSecond: number) {
    if (!Number.isInteger(perSecond) || perSecond < 1)
      throw new Error(
        `createContentServer: rateLimit must be a whole number of requests per second from 1 (got ${perSecond})`,
      );
    this.stats = { perSecond, requests: 0, refused: 0 };
  }

  /** Counts a request; false when it must be answered 429. */
  take(now = Date.now()): boolean {
    this.stats.requests += 1;
    while (this.accepted.length > 0 && this.accepted[0]! <= now - 1000) this.accepted.shift();
    if (this.accepted.length >= this.stats.perSecond) {
      this.stats.refused += 1;
      return false;
    }
    this.accepted.push(now);
    return true;
  }
}
