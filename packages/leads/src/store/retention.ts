/**
 * What the store forgets: submissions past their retention (delivered, dead and kept; never one still waiting),
 * removed in batches with their keys, consent records and attempts, and the rate limit's ended windows.
 */
import { checkpointAndTruncateWal } from "../database/wal-truncate.js";
import type { DeliveryState } from "../types.js";
import { RATE_WINDOW_MS } from "./accept-plan.js";
import { emptyCounts } from "./rows.js";
import type { StoreContext } from "./store-context.js";

export interface PurgeResult {
  removed: Record<DeliveryState, number>;
  /** Older submissions still waiting for delivery (never removed). */
  waiting: number;
}

export interface SubmissionRetention {
  /** Removes delivered, dead and kept submissions received before `cutoff` (with their keys, consent, attempts). */
  purge(cutoff: number, options?: { dryRun?: boolean }): Promise<PurgeResult>;
  /** Removes rate-limit windows that ended (called by the maintenance timer). */
  pruneRateLimits(now?: number): Promise<number>;
}

const REMOVABLE = ["delivered", "dead", "kept"] as const;

export function createRetention({ database, db, durable }: StoreContext): SubmissionRetention {
  const countBefore = (state: DeliveryState, cutoff: number) =>
    db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("state", "=", state)
      .where("received_at", "<", cutoff)
      .executeTakeFirst()
      .then((row) => Number(row?.count ?? 0));

  /** Removes every submission in `state` received before `cutoff`, 500 to a transaction; answers how many. */
  const removeBefore = async (state: DeliveryState, cutoff: number): Promise<number> => {
    let removed = 0;
    for (;;) {
      const ids = (
        await db
          .selectFrom("submissions")
          .select("id")
          .where("state", "=", state)
          .where("received_at", "<", cutoff)
          .limit(500)
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) return removed;
      // Keys, consent records and attempts go with their submission (ON DELETE CASCADE), in one transaction.
      const result = await db
        .transaction()
        .execute((trx) =>
          trx.deleteFrom("submissions").where("id", "in", ids).where("state", "=", state).executeTakeFirst(),
        );
      removed += Number(result.numDeletedRows);
    }
  };

  return {
    async purge(cutoff, options = {}) {
      const removed = emptyCounts();
      const waiting = await countBefore("pending", cutoff);
      for (const state of REMOVABLE)
        removed[state] = options.dryRun ? await countBefore(state, cutoff) : await removeBefore(state, cutoff);
      await durable();
      // secure_delete zeroed the rows in the pages written; the WAL's older copies of those pages go too.
      if (!options.dryRun && REMOVABLE.some((state) => removed[state] > 0)) await checkpointAndTruncateWal(database);
      return { removed, waiting };
    },

    async pruneRateLimits(now = Date.now()) {
      const result = await db
        .deleteFrom("rate_limit_windows")
        .where("window_start", "<", now - 2 * RATE_WINDOW_MS)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
