/**
 * What GET /api/health adds to the leads database's health, for an operator's uptime monitor (no personal data):
 * - regeneration: running, pending, the last pass (time, pages, duration) and the last failure; needs attention when
 *   the passes failed REGENERATION_FAILURES_ALERT times in a row (the pages are stale and the retries go on);
 * - Google reviews (when configured): the last read and its result; needs attention when no read worked for
 *   REVIEWS_STALE_MS (Google's 30-day caching limit comes next);
 * - disk: free space under DATA_DIR; needs attention below DISK_FREE_MIN_BYTES (a submission must never meet a full
 *   disk).
 * Each part says `ok`; the answer is 503 when any part is not.
 */
import { statfs } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { RegeneratorStatus } from "@tupelo-medicare/site-build";
import type { PlacesReadStatus } from "./places-refresh.js";

export const REGENERATION_FAILURES_ALERT = 3;
export const REVIEWS_STALE_MS = 3 * 24 * 60 * 60 * 1000;
export const DISK_FREE_MIN_BYTES = 512 * 1024 * 1024;

export interface SiteHealthSources {
  regeneration?: () => RegeneratorStatus;
  reviews?: () => PlacesReadStatus | undefined;
  dataDir: string;
  now?: () => number;
}

export interface SiteHealth {
  ok: boolean;
  regeneration?: RegeneratorStatus & { ok: boolean };
  reviews?: { ok: boolean; lastRead: PlacesReadStatus | null; lastGoodRead: string | null };
  disk: { ok: boolean; freeBytes: number | null; freePercent: number | null; error?: string };
}

/** The file system DATA_DIR is (or will be, before its first write) on: the nearest folder that exists. */
async function statfsOfNearest(dir: string) {
  for (let current = resolve(dir); ; current = dirname(current)) {
    try {
      return await statfs(current);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || dirname(current) === current) throw error;
    }
  }
}

/** Keeps the time of the last read that worked (the refresher reports only the last read). */
export function createSiteHealth(sources: SiteHealthSources): () => Promise<SiteHealth> {
  const now = sources.now ?? Date.now;
  const startedAt = now();
  let lastGood: string | undefined;
  return async () => {
    const health: SiteHealth = { ok: true, disk: { ok: true, freeBytes: null, freePercent: null } };
    if (sources.regeneration) {
      const status = sources.regeneration();
      health.regeneration = { ...status, ok: status.failures < REGENERATION_FAILURES_ALERT };
    }
    if (sources.reviews) {
      const last = sources.reviews();
      if (last && last.result !== "failed") lastGood = last.at;
      const since = lastGood ? Date.parse(lastGood) : startedAt;
      health.reviews = {
        ok: now() - since < REVIEWS_STALE_MS,
        lastRead: last ?? null,
        lastGoodRead: lastGood ?? null,
      };
    }
    try {
      const disk = await statfsOfNearest(sources.dataDir);
      const free = disk.bavail * disk.bsize;
      health.disk = {
        ok: free >= DISK_FREE_MIN_BYTES,
        freeBytes: free,
        freePercent: Math.round((disk.bavail / disk.blocks) * 1000) / 10,
      };
    } catch (error) {
      health.disk = {
        ok: false,
        freeBytes: null,
        freePercent: null,
        error: `DATA_DIR cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      };
    }
    health.ok = [health.regeneration, health.reviews, health.disk].every((part) => part === undefined || part.ok);
    return health;
  };
}
