/**
 * The submission store: submissions, their delivery attempts, consent records and visitors' Idempotency-Keys in SQL
 * (SQLite by default, PostgreSQL with DATABASE_URL). A submission is answered only after its transaction committed
 * and is on disk (SQLite: synchronous=FULL, or the connection's group flush), and nothing in the request path reads more than the rows it names: lists and exports
 * read in keyset-paged batches, counts and the queue's look-ups use indexes.
 */
import { hash, randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { CompiledQuery, Kysely, Selectable } from "kysely";
import type { LeadsDatabase } from "./database/open-database.js";
import type { ConsentRecordsTable, Database, SubmissionsTable } from "./database/schema.js";
import { checkpointAndTruncateWal } from "./database/wal-truncate.js";
import { createSqliteBatcher, stepPlan } from "./store/sqlite-batcher.js";
import type { Row } from "./store/sqlite-batcher.js";
import { createStatementCache } from "./store/statement-cache.js";
import { bookingSteps, ContactLimit, createAppointmentStore, SlotTaken } from "./appointment-store.js";
import type { AppointmentBooking, AppointmentStore } from "./appointment-store.js";
import { plannedMessages } from "./appointment-mail.js";
import type { MailPlan, PlannedMessage } from "./appointment-mail.js";
import { DELIVERY_STATES } from "./types.js";
import type {
  ConsentRecord,
  DeliveryAttempt,
  DeliveryState,
  ImportProblem,
  SubmissionKind,
  SubmissionRecord,
} from "./types.js";

const ID = /^sub_[0-9a-z]+_[0-9a-f]{12}$/;

/** A submission id (sortable by time): sub_<ms base36>_<12 hex>. */
export const newSubmissionId = (now: Date): string =>
  `sub_${now.getTime().toString(36).padStart(9, "0")}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;

export const isSubmissionId = (value: string): boolean => ID.test(value);

/** A visitor's Idempotency-Key as stored: its sha256 (the key itself is never kept). */
export const hashClientKey = (key: string): string => hash("sha256", key, "hex");

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

/** A submission an import brings in, with its history. */
export interface ImportedSubmission {
  record: SubmissionRecord;
  /** The visitor's Idempotency-Key hashes that named it. */
  keyHashes?: string[];
}

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

export interface PurgeResult {
  removed: Record<DeliveryState, number>;
  /** Older submissions still waiting for delivery (never removed). */
  waiting: number;
}

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

export interface SubmissionStore {
  readonly database: LeadsDatabase;
  /** Appointments, their seats and SOA records. */
  readonly appointments: AppointmentStore;
  accept<T>(input: AcceptInput<T>): Promise<AcceptResult<T>>;
  /** The submission a visitor's Idempotency-Key already created, if any. */
  idForClientKey(kind: SubmissionKind, key: string): Promise<string | null>;
  /** One submission with its attempts and consent record. */
  get(id: string): Promise<SubmissionRecord | null>;
  /** Every submission in received order, read in batches (constant memory). */
  iterate(options?: IterateOptions): AsyncGenerator<SubmissionRecord>;
  /** Submissions per state (exact), optionally received at or after `since`. */
  counts(since?: number): Promise<Record<DeliveryState, number> & { total: number }>;
  health(now?: number): Promise<StoreHealth>;
  /** The appointments' e-mails: due and not yet sent, reminders still ahead, and those given up on. */
  mailHealth(now?: number): Promise<MailQueueHealth>;
  /** Makes a dead or waiting submission due now; returns it as it was before, or null when unknown. */
  markDue(id: string, now?: number): Promise<SubmissionRecord | null>;
  /** Removes delivered, dead and kept submissions received before `cutoff` (with their keys, consent, attempts). */
  purge(cutoff: number, options?: { dryRun?: boolean }): Promise<PurgeResult>;
  /** Inserts imported submissions and problems in one transaction; returns the ids that were new. */
  importAll(submissions: ImportedSubmission[], problems: ImportProblem[]): Promise<Set<string>>;
  importProblems(): Promise<ImportProblem[]>;
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
  /** Removes rate-limit windows that ended (called by the maintenance timer). */
  pruneRateLimits(now?: number): Promise<number>;
}

class Duplicate extends Error {
  constructor(readonly id: string) {
    super("duplicate");
  }
}
class Limited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("limited");
  }
}

const iso = (ms: number | null): string | null =>
  ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString();

function parseBody(text: string, id: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Submission ${id} holds a body that is not JSON`);
  }
}

type SubmissionRow = Selectable<SubmissionsTable>;
/** The columns a claim returns. */
type ClaimedRow = Pick<
  SubmissionRow,
  "id" | "kind" | "received_at" | "delivery_key" | "body" | "attempt_count" | "cut_off_at"
>;
type ConsentRow = Selectable<ConsentRecordsTable>;

function consentOf(row: ConsentRow | undefined): ConsentRecord | null {
  if (!row) return null;
  const served =
    row.served_consent_text !== null || row.served_disclosure_text !== null
      ? {
          consentText: row.served_consent_text,
          consentVersion: row.served_consent_version,
          disclosureText: row.served_disclosure_text,
          disclosureVersion: row.served_disclosure_version,
        }
      : null;
  return {
    consentText: row.consent_text,
    consentVersion: row.consent_version,
    disclosureText: row.disclosure_text,
    disclosureVersion: row.disclosure_version,
    served,
    wordingMatches: row.wording_matches === null ? null : Number(row.wording_matches) === 1,
    mismatch: row.mismatch,
    tpmoDisclaimer: row.tpmo_version ? { version: row.tpmo_version, effectiveDate: row.tpmo_effective_date } : null,
    page: row.page,
    source: row.source,
    receivedAt: iso(row.received_at)!,
    userAgent: row.user_agent,
  };
}

function recordOf(row: SubmissionRow, consent?: ConsentRow, attempts: DeliveryAttempt[] = []): SubmissionRecord {
  return {
    id: row.id,
    kind: row.kind,
    receivedAt: iso(row.received_at)!,
    idempotencyKey: row.delivery_key,
    body: parseBody(row.body, row.id),
    consent: consentOf(consent),
    importedFrom: row.imported_from,
    delivery: {
      state: row.state as DeliveryState,
      attemptCount: Number(row.attempt_count),
      attempts,
      nextAttemptAt: iso(row.next_attempt_at),
      attemptStartedAt: iso(row.attempt_started_at),
      deliveredAt: iso(row.delivered_at),
      deadReason: row.dead_reason,
      leaseOwner: row.lease_owner,
      leaseUntil: iso(row.lease_until),
    },
  };
}

function consentRow(id: string, consent: ConsentRecord): ConsentRow {
  return {
    submission_id: id,
    consent_text: consent.consentText,
    consent_version: consent.consentVersion,
    disclosure_text: consent.disclosureText,
    disclosure_version: consent.disclosureVersion,
    served_consent_text: consent.served?.consentText ?? null,
    served_consent_version: consent.served?.consentVersion ?? null,
    served_disclosure_text: consent.served?.disclosureText ?? null,
    served_disclosure_version: consent.served?.disclosureVersion ?? null,
    wording_matches: consent.wordingMatches === null ? null : consent.wordingMatches ? 1 : 0,
    mismatch: consent.mismatch,
    tpmo_version: consent.tpmoDisclaimer?.version ?? null,
    tpmo_effective_date: consent.tpmoDisclaimer?.effectiveDate ?? null,
    page: consent.page,
    source: consent.source,
    received_at: Date.parse(consent.receivedAt),
    user_agent: consent.userAgent,
  };
}

function submissionRow(record: SubmissionRecord): Omit<SubmissionRow, "attempt_count"> & { attempt_count: number } {
  const ms = (value: string | null) => (value === null ? null : Date.parse(value));
  const body = typeof record.body === "object" && record.body !== null ? (record.body as Record<string, unknown>) : {};
  return {
    id: record.id,
    kind: record.kind,
    received_at: Date.parse(record.receivedAt),
    delivery_key: record.idempotencyKey,
    body: JSON.stringify(record.body),
    source: typeof body.source === "string" ? body.source : (record.consent?.source ?? ""),
    page: record.consent?.page ?? null,
    state: record.delivery.state,
    next_attempt_at: ms(record.delivery.nextAttemptAt),
    attempt_started_at: ms(record.delivery.attemptStartedAt),
    cut_off_at: null,
    attempt_count: record.delivery.attemptCount,
    lease_owner: null,
    lease_until: null,
    delivered_at: ms(record.delivery.deliveredAt),
    dead_reason: record.delivery.deadReason,
    imported_from: record.importedFrom,
  };
}

const attemptOf = (row: {
  at: number;
  ok: number;
  status: number;
  error: string | null;
  duration_ms: number;
}): DeliveryAttempt => ({
  at: iso(row.at)!,
  ok: Number(row.ok) === 1,
  status: Number(row.status),
  ...(row.error ? { error: row.error } : {}),
  durationMs: Number(row.duration_ms),
});

const emptyCounts = (): Record<DeliveryState, number> => ({ pending: 0, delivered: 0, dead: 0, kept: 0 });

export interface SubmissionStoreOptions {
  /** The appointments' e-mail: which messages a booking, move or cancel queues (appointment-mail.ts). */
  mail?: MailPlan | undefined;
}

export function createSubmissionStore(database: LeadsDatabase, options: SubmissionStoreOptions = {}): SubmissionStore {
  const db: Kysely<Database> = database.db;
  const postgres = database.dialect === "postgres";
  /** The rows of the messages `planned` (kind "message", due at their time), as inserts. */
  const messageInserts = (planned: PlannedMessage[], at: number): CompiledQuery[] =>
    planned.map(({ body, dueAt }) => {
      const id = newSubmissionId(new Date(at));
      const row = submissionRow({
        id,
        kind: "message",
        receivedAt: new Date(at).toISOString(),
        idempotencyKey: `message-${id}`,
        body,
        consent: null,
        importedFrom: null,
        delivery: {
          state: "pending",
          attemptCount: 0,
          attempts: [],
          nextAttemptAt: new Date(dueAt).toISOString(),
          attemptStartedAt: null,
          deliveredAt: null,
          deadReason: null,
          leaseOwner: null,
          leaseUntil: null,
        },
      });
      return insertRow("submissions", row, () => db.insertInto("submissions").values(row));
    });

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

  const { reuse, insertRow } = createStatementCache();

  /**
   * The statements that accept one submission, in order, as a plan the caller runs inside a transaction (feeding
   * each statement's rows back): the submission and its consent record, the visitor's key (a conflict means another
   * request with the same key won: Duplicate), and the client's count in this minute's window (over the limit:
   * Limited). Throwing rolls the plan's writes back. One plan, run by Kysely on PostgreSQL and by the SQLite batcher.
   */
  const acceptPlan = (
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
      if (appointment)
        yield* bookingSteps(
          db,
          postgres,
          record.id,
          appointment,
          now,
          options.mail
            ? messageInserts(
                plannedMessages(
                  options.mail,
                  "confirmation",
                  { id: record.id, start: appointment.start.getTime(), sequence: 0 },
                  now,
                ),
                now,
              )
            : [],
        );
    };

  /** Every commit so far on disk (a no-op where each commit is durable by itself). */
  const durable = async () => {
    await database.durable?.();
  };
  const batcher = database.sqlite ? createSqliteBatcher(database.sqlite, durable) : undefined;
  /**
   * Runs a plan in one transaction: on SQLite in the batcher (with whatever else arrived at the same moment, one
   * commit), on PostgreSQL through Kysely on a pooled connection.
   */
  const runPlan = async (plan: () => Generator<CompiledQuery, void, Row[]>): Promise<void> => {
    if (batcher) return batcher.run(plan, true);
    await db.transaction().execute((trx) => stepPlan(plan, (query) => trx.executeQuery(query)));
  };

  const appointments = createAppointmentStore(database, {
    durable,
    mail: options.mail,
    messages: messageInserts,
    async addEvent(trx, body, state, at) {
      const id = newSubmissionId(at);
      const row = submissionRow({
        id,
        kind: "appointment",
        receivedAt: at.toISOString(),
        idempotencyKey: `appointment-${id}`,
        body,
        consent: null,
        importedFrom: null,
        delivery: {
          state,
          attemptCount: 0,
          attempts: [],
          nextAttemptAt: state === "pending" ? at.toISOString() : null,
          attemptStartedAt: null,
          deliveredAt: null,
          deadReason: null,
          leaseOwner: null,
          leaseUntil: null,
        },
      });
      await trx.insertInto("submissions").values(row).execute();
      return id;
    },
  });

  const store: SubmissionStore = {
    database,
    appointments,

    async accept(input) {
      const receivedAt = input.receivedAt ?? new Date();
      const now = receivedAt.getTime();
      // A repeated key is found by the plan's insert of the key (no look-up before: one statement fewer for every
      // submission, and two requests with one key at the same moment are settled by the database either way).
      const keyHash = input.clientKey ? hashClientKey(input.clientKey) : null;
      const id = input.id ?? newSubmissionId(receivedAt);
      const record: SubmissionRecord<typeof input.body> = {
        id,
        kind: input.kind,
        receivedAt: receivedAt.toISOString(),
        idempotencyKey: `${input.kind}-${id}`,
        body: input.body,
        consent: input.consent,
        importedFrom: null,
        delivery: {
          state: input.state,
          attemptCount: 0,
          attempts: [],
          nextAttemptAt: input.state === "pending" ? receivedAt.toISOString() : null,
          attemptStartedAt: null,
          deliveredAt: null,
          deadReason: null,
          leaseOwner: null,
          leaseUntil: null,
        },
      };
      try {
        await runPlan(acceptPlan(record, keyHash, input.rateLimit, now, input.appointment));
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
        db
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("state", "=", "pending")
          .where("kind", "!=", "message")
          .executeTakeFirst(),
        db
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("state", "=", "dead")
          .where("kind", "!=", "message")
          .executeTakeFirst(),
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
        waiting: Number(waiting?.count ?? 0),
        dead: Number(dead?.count ?? 0),
        oldestWaitingSeconds: oldestWaiting
          ? Math.max(0, Math.round((now - Number(oldestWaiting.received_at)) / 1000))
          : null,
        oldestKeptAt: oldest ? iso(oldest.received_at) : null,
      };
    },

    async mailHealth(now = Date.now()) {
      const count = (state: string, due?: "now" | "later") => {
        let query = db
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("kind", "=", "message")
          .where("state", "=", state);
        if (due === "now") query = query.where("next_attempt_at", "<=", now);
        if (due === "later") query = query.where("next_attempt_at", ">", now);
        return query.executeTakeFirst().then((row) => Number(row?.count ?? 0));
      };
      const [waiting, scheduled, dead, oldest] = await Promise.all([
        count("pending", "now"),
        count("pending", "later"),
        count("dead"),
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
      return {
        waiting,
        scheduled,
        dead,
        oldestWaitingSeconds:
          oldest?.next_attempt_at != null
            ? Math.max(0, Math.round((now - Number(oldest.next_attempt_at)) / 1000))
            : null,
      };
    },

    async markDue(id, now = Date.now()) {
      const before = await store.get(id);
      if (!before) return null;
      if (before.delivery.state === "dead" || before.delivery.state === "pending")
        await db
          .updateTable("submissions")
          .set({ state: "pending", next_attempt_at: now, dead_reason: null })
          .where("id", "=", id)
          .where("state", "in", ["dead", "pending"])
          .where("attempt_started_at", "is", null)
          .execute();
      await durable();
      return before;
    },

    async purge(cutoff, options = {}) {
      const removed = emptyCounts();
      const removable = ["delivered", "dead", "kept"] as const;
      const waitingRow = await db
        .selectFrom("submissions")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("state", "=", "pending")
        .where("received_at", "<", cutoff)
        .executeTakeFirst();
      for (const state of removable) {
        if (options.dryRun) {
          const row = await db
            .selectFrom("submissions")
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .where("state", "=", state)
            .where("received_at", "<", cutoff)
            .executeTakeFirst();
          removed[state] = Number(row?.count ?? 0);
          continue;
        }
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
          if (ids.length === 0) break;
          // Keys, consent records and attempts go with their submission (ON DELETE CASCADE), in one transaction.
          const deleted = await db.transaction().execute(async (trx) => {
            const result = await trx
              .deleteFrom("submissions")
              .where("id", "in", ids)
              .where("state", "=", state)
              .executeTakeFirst();
            return Number(result.numDeletedRows);
          });
          removed[state] += deleted;
        }
      }
      await durable();
      // secure_delete zeroed the rows in the pages written; the WAL's older copies of those pages go too.
      if (!options.dryRun && removable.some((state) => removed[state] > 0)) await checkpointAndTruncateWal(database);
      return { removed, waiting: Number(waitingRow?.count ?? 0) };
    },

    async importAll(submissions, problems) {
      // Multi-row statements (a few hundred rows each): 30,000 submissions are a few hundred statements, not
      // 90,000, so the write lock is held briefly on SQLite and PostgreSQL is not paced by round trips.
      const chunks = <T>(items: T[], size: number): T[][] =>
        Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
          items.slice(index * size, (index + 1) * size),
        );
      // On disk before the caller moves the files away.
      const imported = await db.transaction().execute(async (trx) => {
        const inserted = new Set<string>();
        for (const chunk of chunks(submissions, 200)) {
          const rows = await trx
            .insertInto("submissions")
            .values(chunk.map(({ record }) => submissionRow(record)))
            .onConflict((conflict) => conflict.column("id").doNothing())
            .returning("id")
            .execute();
          const fresh = new Set(rows.map((row) => row.id));
          for (const id of fresh) inserted.add(id);
          const added = chunk.filter(({ record }) => fresh.has(record.id));
          const consents = added.flatMap(({ record }) =>
            record.consent ? [consentRow(record.id, record.consent)] : [],
          );
          if (consents.length) await trx.insertInto("consent_records").values(consents).execute();
          const attempts = added.flatMap(({ record }) =>
            record.delivery.attempts.map((attempt, index) => ({
              submission_id: record.id,
              number: index + 1,
              at: Date.parse(attempt.at),
              ok: attempt.ok ? 1 : 0,
              status: attempt.status,
              error: attempt.error ?? null,
              duration_ms: attempt.durationMs,
              owner: null,
            })),
          );
          for (const part of chunks(attempts, 500)) await trx.insertInto("delivery_attempts").values(part).execute();
          const keys = added.flatMap(({ record, keyHashes = [] }) =>
            keyHashes.map((keyHash) => ({
              kind: record.kind,
              key_hash: keyHash,
              submission_id: record.id,
              created_at: Date.parse(record.receivedAt),
            })),
          );
          for (const part of chunks(keys, 500))
            await trx
              .insertInto("idempotency_keys")
              .values(part)
              .onConflict((conflict) => conflict.columns(["kind", "key_hash"]).doNothing())
              .execute();
        }
        for (const problem of problems)
          await trx
            .insertInto("import_problems")
            .values({
              file: problem.file,
              reason: problem.reason,
              kept_at: problem.keptAt,
              found_at: Date.parse(problem.foundAt),
            })
            .onConflict((conflict) =>
              conflict.column("file").doUpdateSet({ reason: problem.reason, kept_at: problem.keptAt }),
            )
            .execute();
        return inserted;
      });
      await durable();
      return imported;
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
      // Its SQL is compiled once per limit: the limit is written into it, since SQLite prepares a statement again
      // whenever a LIMIT parameter of a subquery is bound anew (measured: a re-prepare on every claim). On SQLite it
      // joins the batch of the moment (one commit with the accepts and outcomes beside it, whose pages it shares) and
      // is answered at that commit: a lease needs no flush to disk, and waiting for one cost more than the commit.
      const most = Math.max(1, Math.floor(limit));
      const parameters = [owner, now + leaseMs, now + leaseMs, now, now, now] as const;
      let rows: ClaimedRow[] = [];
      const plan = function* (): Generator<CompiledQuery, void, Row[]> {
        rows = (yield reuse(`${postgres ? "claim postgres" : "claim"} ${most}`, parameters, () => {
          const [leaseOwner, leaseUntil, nextAttempt, startedAt, dueAt, leaseEnded] = parameters;
          const due = sql`select id from submissions where state = 'pending' and next_attempt_at <= ${dueAt} and (lease_until is null or lease_until < ${leaseEnded}) order by next_attempt_at limit ${sql.lit(most)}${postgres ? sql` for update skip locked` : sql``}`;
          // A leased delivery is next due when its lease runs out (its process died mid-attempt): without moving
          // next_attempt_at, every queue would find it due at once and look again and again while the attempt runs.
          const update = sql`update submissions set lease_owner = ${leaseOwner}, lease_until = ${leaseUntil}, next_attempt_at = ${nextAttempt}, cut_off_at = attempt_started_at, attempt_started_at = ${startedAt} where id in (${due}) returning id, kind, received_at, delivery_key, body, attempt_count, cut_off_at`;
          return { compile: () => update.compile(db) };
        })) as ClaimedRow[];
      };
      // SQLite: in the batch, answered at its commit (a lease needs no disk flush). PostgreSQL: one statement, FOR
      // UPDATE SKIP LOCKED, committed at once.
      if (batcher) await batcher.run(plan, false);
      else await stepPlan(plan, (query) => db.executeQuery(query));
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
        const row = {
          submission_id: id,
          number: attempt.number,
          at: Date.parse(attempt.at),
          ok: attempt.ok ? 1 : 0,
          status: attempt.status,
          error: attempt.error ?? null,
          duration_ms: attempt.durationMs,
          owner,
        };
        yield reuse("insert attempt", Object.values(row), () =>
          db
            .insertInto("delivery_attempts")
            .values(row)
            .onConflict((conflict) => conflict.columns(["submission_id", "number"]).doNothing()),
        );
      };
      try {
        await runPlan(plan);
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

    async pruneRateLimits(now = Date.now()) {
      const result = await db
        .deleteFrom("rate_limit_windows")
        .where("window_start", "<", now - 2 * RATE_WINDOW_MS)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
  return store;
}
