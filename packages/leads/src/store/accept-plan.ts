/**
 * Keeping one submission: the statements that accept it as one plan (the submission, its consent record, the
 * visitor's key, the client's count, an appointment's booking), and the outcome the store answers.
 */
import { sql } from "kysely";
import type { CompiledQuery } from "kysely";
import { bookingSteps, ContactLimit, SlotTaken } from "../appointment-store.js";
import type { AppointmentBooking } from "../appointment-store.js";
import { plannedMessages } from "../appointment-mail.js";
import type { MailPlan } from "../appointment-mail.js";
import type { ConsentRecord, SubmissionKind, SubmissionRecord } from "../types.js";
import { consentRow, hashClientKey, newRecord, newSubmissionId, submissionRow } from "./rows.js";
import type { Row } from "./sqlite-batcher.js";
import type { StoreContext } from "./store-context.js";

/** The rate limit's window. */
export const RATE_WINDOW_MS = 60_000;

export interface AcceptInput<T> {
  /** The id to keep it under (one the body names already). @defaultValue a new one */
  id?: string;
  kind: SubmissionKind;
  body: T;
  consent: ConsentRecord;
  state: "pending" | "kept";
  receivedAt?: Date;
  /** The visitor's Idempotency-Key: a second submission with it answers the first one's id. */
  clientKey?: string | null;
  /** Counted per client across every process sharing the database; over the limit nothing is written. */
  rateLimit?: { client: string; perMinute: number } | undefined;
  /** An appointment's booking: its seat, the appointment and its SOA record, in the same transaction. */
  appointment?: AppointmentBooking | undefined;
}

export type AcceptResult<T> =
  | { status: "created"; record: SubmissionRecord<T> }
  | { status: "duplicate"; id: string }
  | { status: "limited"; retryAfterSeconds: number }
  /** No free seat at the appointment's time: nothing kept. */
  | { status: "slot-taken" }
  /** The contact already holds as many upcoming appointments as it may: nothing kept. */
  | { status: "contact-limit" };

export interface SubmissionAccept {
  accept<T>(input: AcceptInput<T>): Promise<AcceptResult<T>>;
  /** The submission a visitor's Idempotency-Key already created, if any. */
  idForClientKey(kind: SubmissionKind, key: string): Promise<string | null>;
}

/** Thrown inside a plan to roll back its writes: the row it names was another's (a key, a lease). */
export class Duplicate extends Error {
  constructor(readonly id: string) {
    super("duplicate");
  }
}
class Limited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("limited");
  }
}

/**
 * The statements that accept one submission, in order, as a plan the caller runs inside a transaction (feeding
 * each statement's rows back): the submission and its consent record, the visitor's key (a conflict means another
 * request with the same key won: Duplicate), and the client's count in this minute's window (over the limit:
 * Limited). Throwing rolls the plan's writes back. One plan, run by Kysely on PostgreSQL and by the SQLite batcher.
 */
export const acceptPlan = (
  { db, postgres, reuse, insertRow, messageInserts }: StoreContext,
  mail: MailPlan | undefined,
  record: SubmissionRecord,
  keyHash: string | null,
  rateLimit: AcceptInput<unknown>["rateLimit"],
  now: number,
  appointment: AppointmentBooking | undefined,
) =>
  function* (): Generator<CompiledQuery, void, Row[]> {
    // The first statement writes, so SQLite takes its write lock at once (no read-then-upgrade race).
    const row = submissionRow(record);
    yield insertRow("submissions", row, () => db.insertInto("submissions").values(row));
    if (record.consent) {
      const consent = consentRow(record.id, record.consent);
      yield insertRow("consent_records", consent, () => db.insertInto("consent_records").values(consent));
    }
    if (keyHash) {
      const inserted = yield reuse("insert key", [record.kind, keyHash, record.id, now], () =>
        db
          .insertInto("idempotency_keys")
          .values({ kind: record.kind, key_hash: keyHash, submission_id: record.id, created_at: now })
          .onConflict((conflict) => conflict.columns(["kind", "key_hash"]).doNothing())
          .returning("submission_id"),
      );
      if (inserted.length === 0) {
        const other = yield db
          .selectFrom("idempotency_keys")
          .select("submission_id")
          .where("kind", "=", record.kind)
          .where("key_hash", "=", keyHash)
          .compile();
        const winner = other[0]?.submission_id;
        throw new Duplicate(typeof winner === "string" ? winner : "");
      }
    }
    if (rateLimit && rateLimit.perMinute > 0) {
      const windowStart = Math.floor(now / RATE_WINDOW_MS) * RATE_WINDOW_MS;
      const counted = yield reuse("count client", [rateLimit.client, windowStart, 1], () =>
        db
          .insertInto("rate_limit_windows")
          .values({ client: rateLimit.client, window_start: windowStart, count: 1 })
          .onConflict((conflict) =>
            conflict
              .columns(["client", "window_start"])
              .doUpdateSet({ count: sql<number>`rate_limit_windows.count + 1` }),
          )
          .returning("count"),
      );
      // A sliding minute, estimated from this window and the part of the last one that still falls in it.
      const previous = yield reuse("previous window", [rateLimit.client, windowStart - RATE_WINDOW_MS], () =>
        db
          .selectFrom("rate_limit_windows")
          .select("count")
          .where("client", "=", rateLimit.client)
          .where("window_start", "=", windowStart - RATE_WINDOW_MS),
      );
      const overlap = 1 - (now - windowStart) / RATE_WINDOW_MS;
      const estimate = Number(counted[0]?.count ?? 0) + Math.floor(Number(previous[0]?.count ?? 0) * overlap);
      if (estimate > rateLimit.perMinute)
        throw new Limited(Math.max(1, Math.ceil((windowStart + RATE_WINDOW_MS - now) / 1000)));
    }
    if (appointment) {
      const confirmation = mail
        ? messageInserts(
            plannedMessages(
              mail,
              "confirmation",
              { id: record.id, start: appointment.start.getTime(), sequence: 0 },
              now,
            ),
            now,
          )
        : [];
      yield* bookingSteps(db, postgres, record.id, appointment, now, confirmation);
    }
  };

export function createAccept(context: StoreContext, mail: MailPlan | undefined): SubmissionAccept {
  const { db } = context;
  return {
    async accept(input) {
      const receivedAt = input.receivedAt ?? new Date();
      const now = receivedAt.getTime();
      // A repeated key is found by the plan's insert of the key (no look-up before: one statement fewer for every
      // submission, and two requests with one key at the same moment are settled by the database either way).
      const keyHash = input.clientKey ? hashClientKey(input.clientKey) : null;
      const id = input.id ?? newSubmissionId(receivedAt);
      const record = newRecord({
        id,
        kind: input.kind,
        receivedAt,
        idempotencyKey: `${input.kind}-${id}`,
        body: input.body,
        consent: input.consent,
        state: input.state,
      });
      try {
        await context.runPlan(acceptPlan(context, mail, record, keyHash, input.rateLimit, now, input.appointment));
      } catch (error) {
        if (error instanceof Duplicate) return { status: "duplicate", id: error.id };
        if (error instanceof SlotTaken) return { status: "slot-taken" };
        if (error instanceof ContactLimit) return { status: "contact-limit" };
        if (error instanceof Limited) return { status: "limited", retryAfterSeconds: error.retryAfterSeconds };
        throw error;
      }
      return { status: "created", record };
    },

    async idForClientKey(kind, key) {
      const row = await db
        .selectFrom("idempotency_keys")
        .select("submission_id")
        .where("kind", "=", kind)
        .where("key_hash", "=", hashClientKey(key))
        .executeTakeFirst();
      return row?.submission_id ?? null;
    },
  };
}
