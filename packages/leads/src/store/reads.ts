/**
 * Reading submissions: one with its history, all of them in keyset-paged batches (constant memory), the exact counts
 * per state, the queue's health for the office, and the import's problems. Reads only, on indexes.
 */
import type { ConsentRow } from "./rows.js";
import { attemptOf, emptyCounts, isSubmissionId, iso, recordOf } from "./rows.js";
import type { StoreContext } from "./store-context.js";
import { DELIVERY_STATES } from "../types.js";
import type { DeliveryAttempt, DeliveryState, ImportProblem, SubmissionRecord } from "../types.js";

export interface IterateOptions {
  order?: "asc" | "desc";
  /** Received at or after (ms). */
  since?: number | undefined;
  /** Received before (ms). */
  before?: number | undefined;
  /** With each record's attempts (one query per batch). */
  withAttempts?: boolean;
  batchSize?: number;
}

export interface MailQueueHealth {
  /** Due and not sent yet (being sent, or waiting for a retry). */
  waiting: number;
  /** Reminders queued for later. */
  scheduled: number;
  /** Every try failed (kept: `pnpm leads show ID`, `pnpm leads retry ID`). */
  dead: number;
  /** How long the longest-waiting due message has waited, or null. */
  oldestWaitingSeconds: number | null;
}

export interface StoreHealth {
  /** Submissions waiting for delivery (including one being attempted). */
  waiting: number;
  dead: number;
  /** Age of the oldest waiting submission in seconds, or null. */
  oldestWaitingSeconds: number | null;
  /** When the oldest kept submission (any state) arrived, or null. */
  oldestKeptAt: string | null;
}

export interface SubmissionReads {
  /** One submission with its attempts and consent record. */
  get(id: string): Promise<SubmissionRecord | null>;
  /** Every submission in received order, read in batches (constant memory). */
  iterate(options?: IterateOptions): AsyncGenerator<SubmissionRecord>;
  /** Submissions per state (exact), optionally received at or after `since`. */
  counts(since?: number): Promise<Record<DeliveryState, number> & { total: number }>;
  health(now?: number): Promise<StoreHealth>;
  /** The appointments' e-mails: due and not yet sent, reminders still ahead, and those given up on. */
  mailHealth(now?: number): Promise<MailQueueHealth>;
  importProblems(): Promise<ImportProblem[]>;
}

const secondsSince = (now: number, at: number | null | undefined): number | null =>
  at == null ? null : Math.max(0, Math.round((now - Number(at)) / 1000));

export function createReads({ db }: StoreContext): SubmissionReads {
  const attemptsFor = async (ids: string[]): Promise<Map<string, DeliveryAttempt[]>> => {
    const map = new Map<string, DeliveryAttempt[]>();
    if (ids.length === 0) return map;
    const rows = await db
      .selectFrom("delivery_attempts")
      .selectAll()
      .where("submission_id", "in", ids)
      .orderBy("submission_id")
      .orderBy("number")
      .execute();
    for (const row of rows) {
      const list = map.get(row.submission_id) ?? [];
      list.push(attemptOf(row));
      map.set(row.submission_id, list);
    }
    return map;
  };

  const consentsFor = async (ids: string[]): Promise<Map<string, ConsentRow>> => {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom("consent_records").selectAll().where("submission_id", "in", ids).execute();
    return new Map(rows.map((row) => [row.submission_id, row]));
  };

  /** Submissions (never the appointments' e-mails, which are rows of the queue) in `state`, counted. */
  const countIn = (state: DeliveryState) =>
    db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("state", "=", state)
      .where("kind", "!=", "message")
      .executeTakeFirst()
      .then((row) => Number(row?.count ?? 0));

  /** The appointments' e-mails in `state`, counted; due now, later, or either. */
  const countMessages = (state: DeliveryState, now: number, due?: "now" | "later") => {
    let query = db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("kind", "=", "message")
      .where("state", "=", state);
    if (due === "now") query = query.where("next_attempt_at", "<=", now);
    if (due === "later") query = query.where("next_attempt_at", ">", now);
    return query.executeTakeFirst().then((row) => Number(row?.count ?? 0));
  };

  return {
    async get(id) {
      if (!isSubmissionId(id)) return null;
      const row = await db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const [consents, attempts] = await Promise.all([consentsFor([id]), attemptsFor([id])]);
      return recordOf(row, consents.get(id), attempts.get(id) ?? []);
    },

    async *iterate(options = {}) {
      const order = options.order ?? "asc";
      const batchSize = options.batchSize ?? 500;
      let after: { receivedAt: number; id: string } | null = null;
      for (;;) {
        // The appointments' e-mails are rows of the queue, not submissions: never listed, exported or counted.
        let query = db.selectFrom("submissions").selectAll().where("kind", "!=", "message");
        if (options.since !== undefined) query = query.where("received_at", ">=", options.since);
        if (options.before !== undefined) query = query.where("received_at", "<", options.before);
        if (after) {
          const { receivedAt, id } = after;
          // A row-value comparison, which both databases answer from the (received_at, id) index: an OR of two
          // conditions made SQLite read and sort every remaining row for each batch.
          query = query.where((eb) =>
            eb(eb.refTuple("received_at", "id"), order === "asc" ? ">" : "<", eb.tuple(receivedAt, id)),
          );
        }
        const rows = await query.orderBy("received_at", order).orderBy("id", order).limit(batchSize).execute();
        if (rows.length === 0) return;
        const ids = rows.map((row) => row.id);
        const [consents, attempts] = await Promise.all([
          consentsFor(ids),
          options.withAttempts ? attemptsFor(ids) : Promise.resolve(new Map<string, DeliveryAttempt[]>()),
        ]);
        for (const row of rows) yield recordOf(row, consents.get(row.id), attempts.get(row.id) ?? []);
        const last = rows[rows.length - 1]!;
        after = { receivedAt: Number(last.received_at), id: last.id };
        if (rows.length < batchSize) return;
      }
    },

    async counts(since) {
      let query = db
        .selectFrom("submissions")
        .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
        .where("kind", "!=", "message")
        .groupBy("state");
      if (since !== undefined) query = query.where("received_at", ">=", since);
      const rows = await query.execute();
      const counts = { ...emptyCounts(), total: 0 };
      for (const row of rows) {
        const state = row.state as DeliveryState;
        const count = Number(row.count);
        if (DELIVERY_STATES.includes(state)) counts[state] += count;
        counts.total += count;
      }
      return counts;
    },

    async health(now = Date.now()) {
      const [waiting, dead, oldestWaiting, oldest] = await Promise.all([
        countIn("pending"),
        countIn("dead"),
        db
          .selectFrom("submissions")
          .select("received_at")
          .where("state", "=", "pending")
          .where("kind", "!=", "message")
          .orderBy("state")
          .orderBy("received_at")
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom("submissions")
          .select("received_at")
          .where("kind", "!=", "message")
          .orderBy("received_at")
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        waiting,
        dead,
        oldestWaitingSeconds: secondsSince(now, oldestWaiting?.received_at),
        oldestKeptAt: oldest ? iso(oldest.received_at) : null,
      };
    },

    async mailHealth(now = Date.now()) {
      const [waiting, scheduled, dead, oldest] = await Promise.all([
        countMessages("pending", now, "now"),
        countMessages("pending", now, "later"),
        countMessages("dead", now),
        db
          .selectFrom("submissions")
          .select("next_attempt_at")
          .where("kind", "=", "message")
          .where("state", "=", "pending")
          .where("next_attempt_at", "<=", now)
          .orderBy("next_attempt_at")
          .limit(1)
          .executeTakeFirst(),
      ]);
      return { waiting, scheduled, dead, oldestWaitingSeconds: secondsSince(now, oldest?.next_attempt_at) };
    },

    async importProblems() {
      const rows = await db.selectFrom("import_problems").selectAll().orderBy("file").execute();
      return rows.map((row) => ({
        file: row.file,
        reason: row.reason,
        keptAt: row.kept_at,
        foundAt: iso(row.found_at)!,
      }));
    },
  };
}
