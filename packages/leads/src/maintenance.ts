/**
 * The store's housekeeping, run by every server process (harmless when several do it at once): retention purges
 * delivered, dead and kept submissions older than SUBMISSION_RETENTION_DAYS once a day (never a waiting one; their
 * keys, consent records and attempts go with them), and ended rate-limit windows and old content changes are
 * removed every minute. Appointments and their Scope of Appointment records have their own retention,
 * SOA_RETENTION_DAYS (ten years), and seats of appointments that are over go with it. Each query uses an index; none reads every submission.
 */
import type { SubmissionStore } from "./submission-store.js";

/** The privacy policy's five years. */
export const DEFAULT_RETENTION_DAYS = 1826;
/** Scope of Appointment records (and their appointments) are kept ten years. */
export const DEFAULT_SOA_RETENTION_DAYS = 3653;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface Maintenance {
  /** Runs the retention purge now; returns how many submissions it removed. */
  purgeNow(): Promise<number>;
  stop(): void;
}

export function startMaintenance(options: {
  store: SubmissionStore;
  retentionDays: number;
  /** Appointments and SOA records, apart from the submissions. @defaultValue DEFAULT_SOA_RETENTION_DAYS */
  soaRetentionDays?: number;
  /** Other minute-by-minute clean-ups (content changes). */
  everyMinute?: Array<() => Promise<unknown>>;
  log?: (line: string) => void;
  now?: () => number;
  /** When the first retention purge runs. @defaultValue 60 s after start */
  firstPurgeMs?: number;
}): Maintenance {
  const log = options.log ?? ((line: string) => console.info(line));
  const now = options.now ?? Date.now;
  const purgeNow = async () => {
    const soaDays = options.soaRetentionDays ?? DEFAULT_SOA_RETENTION_DAYS;
    const soaCutoff = now() - soaDays * DAY_MS;
    // A seat only matters while its time can still be booked: a day after, it goes.
    const records = await options.store.appointments.purge(soaCutoff, now() - DAY_MS);
    if (records.appointments + records.soaRecords > 0)
      log(
        `[leads] SOA retention (${soaDays} days): removed ${records.appointments} appointment${records.appointments === 1 ? "" : "s"} and ${records.soaRecords} Scope of Appointment record${records.soaRecords === 1 ? "" : "s"} from before ${new Date(soaCutoff).toISOString()}`,
      );
    const cutoff = now() - options.retentionDays * DAY_MS;
    const result = await options.store.purge(cutoff);
    const removed = result.removed.delivered + result.removed.dead + result.removed.kept;
    if (removed > 0)
      log(
        `[leads] Retention (${options.retentionDays} days): removed ${removed} submission${removed === 1 ? "" : "s"} received before ${new Date(cutoff).toISOString()} (${result.removed.delivered} delivered, ${result.removed.dead} dead, ${result.removed.kept} kept)${result.waiting ? `; ${result.waiting} older one${result.waiting === 1 ? " still waits" : "s still wait"} for delivery and ${result.waiting === 1 ? "is" : "are"} kept` : ""}`,
      );
    return removed;
  };
  const safely = (work: () => Promise<unknown>, what: string) => () =>
    void work().catch((error: unknown) =>
      log(`[leads] ${what} failed (${error instanceof Error ? error.message : String(error)}); it runs again later`),
    );
  const purge = safely(purgeNow, "The retention purge");
  const minute = safely(
    () => Promise.all([options.store.pruneRateLimits(now()), ...(options.everyMinute ?? []).map((each) => each())]),
    "Clean-up",
  );
  const timers = [
    setTimeout(purge, options.firstPurgeMs ?? MINUTE_MS),
    setInterval(purge, DAY_MS),
    setInterval(minute, MINUTE_MS),
  ];
  for (const timer of timers) timer.unref?.();
  return {
    purgeNow,
    stop() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
