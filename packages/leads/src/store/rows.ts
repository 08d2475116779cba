/**
 * The submission store's rows and records: how a submission, its consent record and its attempts are written as rows
 * and read back as records. Pure functions, no database.
 */
import { hash, randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { ConsentRecordsTable, SubmissionsTable } from "../database/schema.js";
import type { ConsentRecord, DeliveryAttempt, DeliveryState, RecordKind, SubmissionRecord } from "../types.js";

const ID = /^sub_[0-9a-z]+_[0-9a-f]{12}$/;

/** A submission id (sortable by time): sub_<ms base36>_<12 hex>. */
export const newSubmissionId = (now: Date): string =>
  `sub_${now.getTime().toString(36).padStart(9, "0")}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;

export const isSubmissionId = (value: string): boolean => ID.test(value);

/** A visitor's Idempotency-Key as stored: its sha256 (the key itself is never kept). */
export const hashClientKey = (key: string): string => hash("sha256", key, "hex");

export const iso = (ms: number | null): string | null =>
  ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString();

export function parseBody(text: string, id: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Submission ${id} holds a body that is not JSON`);
  }
}

export type SubmissionRow = Selectable<SubmissionsTable>;
export type ConsentRow = Selectable<ConsentRecordsTable>;

/**
 * A record not delivered yet, as every new row starts: due at `dueAt` when pending (a new submission, an
 * appointment's event, a queued e-mail), never when kept.
 */
export function newRecord<T>(fields: {
  id: string;
  kind: RecordKind;
  receivedAt: Date;
  idempotencyKey: string;
  body: T;
  consent: ConsentRecord | null;
  state: "pending" | "kept";
  dueAt?: Date;
}): SubmissionRecord<T> {
  return {
    id: fields.id,
    kind: fields.kind,
    receivedAt: fields.receivedAt.toISOString(),
    idempotencyKey: fields.idempotencyKey,
    body: fields.body,
    consent: fields.consent,
    importedFrom: null,
    delivery: {
      state: fields.state,
      attemptCount: 0,
      attempts: [],
      nextAttemptAt: fields.state === "pending" ? (fields.dueAt ?? fields.receivedAt).toISOString() : null,
      attemptStartedAt: null,
      deliveredAt: null,
      deadReason: null,
      leaseOwner: null,
      leaseUntil: null,
    },
  };
}

export function consentOf(row: ConsentRow | undefined): ConsentRecord | null {
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

export function recordOf(row: SubmissionRow, consent?: ConsentRow, attempts: DeliveryAttempt[] = []): SubmissionRecord {
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

export function consentRow(id: string, consent: ConsentRecord): ConsentRow {
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

export function submissionRow(
  record: SubmissionRecord,
): Omit<SubmissionRow, "attempt_count"> & { attempt_count: number } {
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

export const attemptOf = (row: {
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

/** An attempt as its row in delivery_attempts (`owner`: the lease holder that made it, null when imported). */
export const attemptRow = (id: string, number: number, attempt: DeliveryAttempt, owner: string | null) => ({
  submission_id: id,
  number,
  at: Date.parse(attempt.at),
  ok: attempt.ok ? 1 : 0,
  status: attempt.status,
  error: attempt.error ?? null,
  duration_ms: attempt.durationMs,
  owner,
});

export const emptyCounts = (): Record<DeliveryState, number> => ({ pending: 0, delivered: 0, dead: 0, kept: 0 });
