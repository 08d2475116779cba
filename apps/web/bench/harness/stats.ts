/** The value at percentile `p` of `values` (nearest rank; the values need not be sorted), NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** The middle value (the upper one of an even count), NaN for none: the benches' "median of N runs". */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
