/**
 * The queue's rows: when the next delivery is due, leasing due deliveries to one process, recording an attempt and
 * its outcome only while that process still holds the lease, giving a lease back, and making a delivery due again.
 * Claims and outcomes join the SQLite batcher's batches beside the accepts.
 */
import { sql } from "kysely";
import type { CompiledQuery } from "kysely";
import type { DeliveryAttempt, SubmissionRecord } from "../types.js";
import { Duplicate } from "./accept-plan.js";
import { attemptRow, iso, parseBody } from "./rows.js";
import type { SubmissionRow } from "./rows.js";
import type { Row } from "./sqlite-batcher.js";
import type { StoreContext } from "./store-context.js";
import type { SubmissionReads } from "./reads.js";

export interface DeliveryOutcome {
  state: "pending" | "delivered" | "dead";
  nextAttemptAt: number | null;
  deliveredAt: number | null;
  deadReason: string | null;
}

/**
 * What a delivery needs of a submission: its webhook body, key and attempt count. Its consent record and attempt
 * history stay in the database (`get` reads them).
 */
export type DeliveryRecord = Pick<SubmissionRecord, "id" | "kind" | "receivedAt" | "idempotencyKey" | "body"> & {
  delivery: Pick<SubmissionRecord["delivery"], "attemptCount">;
};

export interface ClaimedDelivery {
  record: DeliveryRecord;
  /** When a previous attempt was cut off (its process stopped mid-attempt), or null. */
  cutOffAt: string | null;
}

export interface DeliveryRows {
  /** When the next pending delivery is due (ms), or null. */
  nextDueAt(): Promise<number | null>;
  /** Leases up to `limit` due deliveries, the longest due first, to `owner` until now + leaseMs. */
  claim(options: { owner: string; now: number; leaseMs: number; limit: number }): Promise<ClaimedDelivery[]>;
  /** Records an attempt and its outcome, if `owner` still holds the lease; false when it lost it. */
  finish(
    id: string,
    owner: string,
    attempt: DeliveryAttempt & { number: number },
    outcome: DeliveryOutcome,
  ): Promise<boolean>;
  /** Gives a lease back (a stopping process), leaving the delivery due now. */
  release(id: string, owner: string, now?: number): Promise<void>;
  /** Makes a dead or waiting submission due now; returns it as it was before, or null when unknown. */
  markDue(id: string, now?: number): Promise<SubmissionRecord | null>;
}

/** The columns a claim returns. */
type ClaimedRow = Pick<
  SubmissionRow,
  "id" | "kind" | "received_at" | "delivery_key" | "body" | "attempt_count" | "cut_off_at"
>;

export function createDeliveryRows(context: StoreContext, reads: Pick<SubmissionReads, "get">): DeliveryRows {
  const { db, postgres, reuse } = context;

  /**
   * The lease of up to `most` due deliveries, as one statement. Its SQL is compiled once per limit: the limit is
   * written into it, since SQLite prepares a statement again whenever a LIMIT parameter of a subquery is bound anew
   * (measured: a re-prepare on every claim).
   */
  const leaseStatement = (most: number, parameters: readonly [string, number, number, number, number, number]) =>
    reuse(`${postgres ? "claim postgres" : "claim"} ${most}`, parameters, () => {
      const [leaseOwner, leaseUntil, nextAttempt, startedAt, dueAt, leaseEnded] = parameters;
      const due = sql`select id from submissions where state = 'pending' and next_attempt_at <= ${dueAt} and (lease_until is null or lease_until < ${leaseEnded}) order by next_attempt_at limit ${sql.lit(most)}${postgres ? sql` for update skip locked` : sql``}`;
      // A leased delivery is next due when its lease runs out (its process died mid-attempt): without moving
      // next_attempt_at, every queue would find it due at once and look again and again while the attempt runs.
      const update = sql`update submissions set lease_owner = ${leaseOwner}, lease_until = ${leaseUntil}, next_attempt_at = ${nextAttempt}, cut_off_at = attempt_started_at, attempt_started_at = ${startedAt} where id in (${due}) returning id, kind, received_at, delivery_key, body, attempt_count, cut_off_at`;
      return { compile: () => update.compile(db) };
    });

  return {
    async nextDueAt() {
      // Asked after every look and every poll: compiled once.
      const { rows } = await db.executeQuery<{ next_attempt_at: number | null }>(
        reuse("next due", ["pending", 1], () =>
          db
            .selectFrom("submissions")
            .select("next_attempt_at")
            .where("state", "=", "pending")
            .where("next_attempt_at", "is not", null)
            .orderBy("state")
            .orderBy("next_attempt_at")
            .limit(1),
        ),
      );
      const row = rows[0];
      return row?.next_attempt_at == null ? null : Number(row.next_attempt_at);
    },

    async claim({ owner, now, leaseMs, limit }) {
      const most = Math.max(1, Math.floor(limit));
      let rows: ClaimedRow[] = [];
      const plan = function* (): Generator<CompiledQuery, void, Row[]> {
        rows = (yield leaseStatement(most, [owner, now + leaseMs, now + leaseMs, now, now, now])) as ClaimedRow[];
      };
      // SQLite: in the batch of the moment (one commit with the accepts and outcomes beside it, whose pages it
      // shares), answered at its commit: a lease needs no flush to disk, and waiting for one cost more than the
      // commit. PostgreSQL: one statement, FOR UPDATE SKIP LOCKED, committed at once.
      await context.runPlan(plan, { lease: true });
      return rows.map((row) => ({
        record: {
          id: row.id,
          kind: row.kind,
          receivedAt: iso(row.received_at)!,
          idempotencyKey: row.delivery_key,
          body: parseBody(row.body, row.id),
          delivery: { attemptCount: Number(row.attempt_count) },
        },
        cutOffAt: iso(row.cut_off_at),
      }));
    },

    async finish(id, owner, attempt, outcome) {
      const plan = function* (): Generator<CompiledQuery, void, Row[]> {
        const set = [outcome.state, outcome.nextAttemptAt, outcome.deliveredAt, outcome.deadReason] as const;
        const updated = yield reuse("finish", [...set, null, null, null, null, id, owner], () =>
          db
            .updateTable("submissions")
            .set({
              state: set[0],
              next_attempt_at: set[1],
              delivered_at: set[2],
              dead_reason: set[3],
              attempt_started_at: null,
              cut_off_at: null,
              lease_owner: null,
              lease_until: null,
              attempt_count: sql<number>`attempt_count + 1`,
            })
            .where("id", "=", id)
            .where("lease_owner", "=", owner)
            .returning("id"),
        );
        // Another process holds the lease now (ours ran out): its outcome, not ours, is the record.
        if (updated.length === 0) throw new Duplicate(id);
        const row = attemptRow(id, attempt.number, attempt, owner);
        yield reuse("insert attempt", Object.values(row), () =>
          db
            .insertInto("delivery_attempts")
            .values(row)
            .onConflict((conflict) => conflict.columns(["submission_id", "number"]).doNothing()),
        );
      };
      try {
        await context.runPlan(plan);
        return true;
      } catch (error) {
        if (error instanceof Duplicate) return false;
        throw error;
      }
    },

    async release(id, owner, now = Date.now()) {
      await db
        .updateTable("submissions")
        .set({ lease_owner: null, lease_until: null, attempt_started_at: null, next_attempt_at: now })
        .where("id", "=", id)
        .where("lease_owner", "=", owner)
        .where("state", "=", "pending")
        .execute();
    },

    async markDue(id, now = Date.now()) {
      const before = await reads.get(id);
      if (!before) return null;
      if (before.delivery.state === "dead" || before.delivery.state === "pending")
        await db
          .updateTable("submissions")
          .set({ state: "pending", next_attempt_at: now, dead_reason: null })
          .where("id", "=", id)
          .where("state", "in", ["dead", "pending"])
          .where("attempt_started_at", "is", null)
          .execute();
      await context.durable();
      return before;
    },
  };
}
