/**
 * The tables, as Kysely sees them. Times are milliseconds since the epoch (BIGINT): the same in SQLite and
 * PostgreSQL, compared and indexed as numbers. Flags are 0/1 integers for the same reason. JSON is kept as text.
 */
import type { Generated } from "kysely";

export interface SubmissionsTable {
  id: string;
  kind: "lead" | "contact" | "appointment" | "message";
  received_at: number;
  /** Sent as the Idempotency-Key and webhook-id of every delivery. */
  delivery_key: string;
  /** The webhook body, JSON. */
  body: string;
  source: string;
  page: string | null;
  /** pending | delivered | dead | kept */
  state: string;
  next_attempt_at: number | null;
  /** Set while an attempt is under way (committed before the POST). */
  attempt_started_at: number | null;
  /** The attempt a claim found cut off (its process died mid-attempt), until the next attempt is recorded. */
  cut_off_at: number | null;
  attempt_count: Generated<number>;
  lease_owner: string | null;
  lease_until: number | null;
  delivered_at: number | null;
  dead_reason: string | null;
  /** The file an import read it from, or null. */
  imported_from: string | null;
}

export interface DeliveryAttemptsTable {
  submission_id: string;
  number: number;
  at: number;
  ok: number;
  /** HTTP status, 0 for none (network error, timeout). */
  status: number;
  error: string | null;
  duration_ms: number;
  /** Which process made it. */
  owner: string | null;
}

export interface ConsentRecordsTable {
  submission_id: string;
  /** What the browser sent. */
  consent_text: string | null;
  consent_version: string | null;
  disclosure_text: string | null;
  disclosure_version: string | null;
  /** What the server served for that form (the same wording functions the forms render). */
  served_consent_text: string | null;
  served_consent_version: string | null;
  served_disclosure_text: string | null;
  served_disclosure_version: string | null;
  /** 1 matches, 0 differs, null could not be compared (the served wording was unknown). */
  wording_matches: number | null;
  /** What differs, in words. */
  mismatch: string | null;
  tpmo_version: string | null;
  tpmo_effective_date: string | null;
  page: string | null;
  source: string;
  received_at: number;
  user_agent: string | null;
}

export interface IdempotencyKeysTable {
  kind: string;
  /** sha256 of the visitor's Idempotency-Key, hex. */
  key_hash: string;
  submission_id: string;
  created_at: number;
}

export interface RateLimitWindowsTable {
  client: string;
  window_start: number;
  count: number;
}

export interface ImportProblemsTable {
  /** The file as it was named in DATA_DIR. */
  file: string;
  reason: string;
  /** Where it was set aside. */
  kept_at: string;
  found_at: number;
}

export interface SiteChangesTable {
  id: Generated<number>;
  created_at: number;
  /** The process that published it (it does not act on its own changes twice). */
  origin: string;
  /** JSON. */
  payload: string;
}

export interface AppointmentsTable {
  /** The booking's submission id. */
  id: string;
  start_at: number;
  end_at: number;
  /** phone | office | video */
  method: string;
  /** The product ids, JSON. */
  products: string;
  /** booked | cancelled */
  status: string;
  booked_at: number;
  cancelled_at: number | null;
  cancel_reason: string | null;
  /** Raised by every move (the invitation's SEQUENCE); 0 as booked. */
  sequence: number;
  /** The last move, or null. */
  moved_at: number | null;
  /** The contact keys the per-contact limit counts under: the e-mail lower-cased, the phone's digits. */
  email: string;
  phone: string;
}

export interface AppointmentSeatsTable {
  start_at: number;
  /** 1..capacity at the time it was taken. */
  seat: number;
  appointment_id: string;
}

export interface SoaRecordsTable {
  appointment_id: string;
  /** The product ids, JSON. */
  products: string;
  soa_version: string;
  /** The wording exactly as the server served it. */
  soa_text: string;
  /** beneficiary | representative */
  completed_by: string;
  representative_name: string | null;
  representative_relationship: string | null;
  /** "online form" */
  method: string;
  agreed_at: number;
  appointment_start: number;
  appointment_end: number;
  beneficiary_first_name: string;
  beneficiary_last_name: string;
  contact_email: string;
  contact_phone: string;
  contact_zip: string;
  email_key: string;
  phone_key: string;
}

export interface Database {
  appointments: AppointmentsTable;
  appointment_seats: AppointmentSeatsTable;
  soa_records: SoaRecordsTable;
  submissions: SubmissionsTable;
  delivery_attempts: DeliveryAttemptsTable;
  consent_records: ConsentRecordsTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_limit_windows: RateLimitWindowsTable;
  import_problems: ImportProblemsTable;
  site_changes: SiteChangesTable;
}
