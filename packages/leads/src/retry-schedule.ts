/**
 * When a failed delivery is tried again: the schedule (SUBMISSION_RETRY_DELAYS, e.g. `10s,1m,5m,30m,2h,6h`), one
 * delay per retry, each spread by ±20 % jitter so a webhook that comes back is not hit by every waiting submission
 * at once. After the last delay's attempt fails, the submission is dead (kept and reported).
 */

/** The default schedule: 10 retries over a little more than 3 days. */
export const DEFAULT_RETRY_DELAYS = "10s,1m,5m,30m,2h,6h,12h,18h,18h,18h";

/** How far a delay is spread either way. */
export const RETRY_JITTER = 0.2;

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Parses `10s,1m,5m` into milliseconds; throws an Error naming the bad part. */
export function parseRetryDelays(text: string): number[] {
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0)
    throw new Error("SUBMISSION_RETRY_DELAYS must list at least one delay, e.g. 10s,1m,5m,30m,2h,6h");
  if (parts.length > 50) throw new Error("SUBMISSION_RETRY_DELAYS lists more than 50 delays");
  return parts.map((part) => {
    const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(part);
    if (!match) throw new Error(`SUBMISSION_RETRY_DELAYS: "${part}" is not a delay such as 30s, 5m, 2h or 1d`);
    const ms = Math.round(Number(match[1]) * UNITS[match[2]!]!);
    if (ms < 100 || ms > 7 * 86_400_000)
      throw new Error(`SUBMISSION_RETRY_DELAYS: "${part}" must be between 100ms and 7d`);
    return ms;
  });
}

/** The delay before the next attempt after `failures` failed attempts, or null when the schedule is spent. */
export function retryDelay(
  delaysMs: readonly number[],
  failures: number,
  random: () => number = Math.random,
): number | null {
  const base = delaysMs[failures - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
}

/** A delay as people read it: 45s, 5m 2s, 2h 10m. */
export function formatDelay(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m${seconds % 60 ? ` ${seconds % 60}s` : ""}`;
  const hours = Math.floor(minutes / 60);
  return `${hours}h${minutes % 60 ? ` ${minutes % 60}m` : ""}`;
}
