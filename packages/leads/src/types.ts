/** The records the store reads and writes, as the queue, the CLI and the server see them. */

/** What a visitor submits. */
export type SubmissionKind = "lead" | "contact" | "appointment";
/** A row of the store: a visitor's submission, or a message the site sends about one (an appointment's e-mail). */
export type RecordKind = SubmissionKind | "message";

/**
 * 'pending': waiting for (another) delivery attempt; 'delivered': the webhook answered 2xx; 'dead': every retry
 * failed (kept, reported); 'kept': no webhook is configured, the office reads it with `pnpm leads`.
 */
export type DeliveryState = "pending" | "delivered" | "dead" | "kept";

export const DELIVERY_STATES: readonly DeliveryState[] = ["pending", "delivered", "dead", "kept"];

/** One delivery attempt, without personal data. */
export interface DeliveryAttempt {
  at: string;
  ok: boolean;
  /** HTTP status, or 0 for a network error or timeout. */
  status: number;
  error?: string;
  durationMs: number;
}

/** What the visitor was shown and agreed to; never sent in the webhook body. */
export interface ConsentRecord {
  /** The consent the visitor ticked (contact form) as the browser sent it; null on the lead dialog. */
  consentText: string | null;
  consentVersion: string | null;
  /** The agent-contact disclosure as the browser sent it. */
  disclosureText: string | null;
  disclosureVersion: string | null;
  /** The wording the server served for that form (null: the site's details could not be read). */
  served: {
    consentText: string | null;
    consentVersion: string | null;
    disclosureText: string | null;
    disclosureVersion: string | null;
  } | null;
  /** true: what the browser sent is what the server served; false: it differs (see `mismatch`); null: not compared. */
  wordingMatches: boolean | null;
  mismatch: string | null;
  /** The TPMO disclaimer on the site when the submission arrived. */
  tpmoDisclaimer: { version: string; effectiveDate: string | null } | null;
  /** The page's path and query. */
  page: string | null;
  /** The lead source (documented source field). */
  source: string;
  receivedAt: string;
  userAgent: string | null;
}

export interface SubmissionRecord<T = unknown> {
  id: string;
  kind: RecordKind;
  receivedAt: string;
  /** Sent as the Idempotency-Key header (and the webhook-id) of every delivery of this submission. */
  idempotencyKey: string;
  /** The documented webhook body, exactly as it is delivered. */
  body: T;
  consent: ConsentRecord | null;
  /** The file an import read it from, if any. */
  importedFrom: string | null;
  delivery: {
    state: DeliveryState;
    /** How many attempts were made. */
    attemptCount: number;
    /** The attempts (read by `get`; lists leave it empty). */
    attempts: DeliveryAttempt[];
    /** When the next attempt is due (pending only). */
    nextAttemptAt: string | null;
    /** Set while an attempt is under way: one found so after a crash may have reached the webhook. */
    attemptStartedAt: string | null;
    deliveredAt: string | null;
    deadReason: string | null;
    /** The process holding the delivery, and until when. */
    leaseOwner: string | null;
    leaseUntil: string | null;
  };
}

/** A file of the old file store that could not be imported; kept aside for the office. */
export interface ImportProblem {
  file: string;
  reason: string;
  keptAt: string;
  foundAt: string;
}
