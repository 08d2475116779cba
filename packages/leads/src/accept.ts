/**
 * The leads core: `accept(kind, fields, context)` takes one submission (the fields as the forms post them, with the
 * submission context and the hidden field) and answers with a typed outcome; it never sees a Request. In order: the
 * visitor's key is checked, a filled hidden field is dropped, the fields are validated again with the forms' own
 * schemas (unknown fields dropped, so the webhook body is exactly the documented one), then the submission is kept
 * with its consent record in one committed transaction, counted against the client's rate limit in the database, and
 * left to the delivery queue. The HTTP doors (the JSON route in handler.ts, the site's no-script form posts) only
 * translate: `answerOf` is the one mapping from an outcome to a status, a JSON body and headers.
 */
import {
  APPOINTMENT_MESSAGES,
  appointmentSubmissionSchema,
  contactSubmissionSchema,
  HONEYPOT_FIELD,
  leadSubmissionSchema,
  RATE_LIMITED_MESSAGE,
  SUBMISSION_CONTEXT_KEY,
} from "@tupelo-medicare/lead-forms/contract";
import type { AppointmentSubmission, ContactSubmission, LeadSubmission } from "@tupelo-medicare/lead-forms/contract";
import { appointmentBody, emailKey, phoneKey, soaRecordOf } from "./appointment-body.js";
import type { AppointmentContext } from "./appointment-body.js";
import { buildConsentRecord } from "./consent-record.js";
import type { TpmoDisclaimer, WordingDetails } from "./consent-record.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import { newSubmissionId } from "./submission-store.js";
import type { SubmissionStore } from "./submission-store.js";
import type { SubmissionKind } from "./types.js";

/** What a submission is answered (503) when it cannot be stored now; the forms show their own error text. */
export const SUBMISSION_UNAVAILABLE_MESSAGE =
  "The submission could not be saved just now. Please try again in a few minutes.";

/** The seconds a client is asked to wait when the store cannot take a submission. */
const UNAVAILABLE_RETRY_SECONDS = 30;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** The fields of each kind of submission, as validated and delivered. */
export interface SubmissionFields {
  lead: LeadSubmission;
  contact: ContactSubmission;
  appointment: AppointmentSubmission;
}

/** What a booking is answered when its time's last seat went to someone else a moment before. */
export const SLOT_TAKEN_MESSAGE = "That time was just taken.";
/** What a third upcoming booking by one e-mail or phone is answered. */
export const CONTACT_LIMIT_MESSAGE =
  "You already have two upcoming appointments with us. To book another, please call the office.";
/** The default of `maxUpcomingPerContact`. */
export const DEFAULT_MAX_UPCOMING_PER_CONTACT = 2;

/** The first message for each field that failed, keyed by the field's name. */
export type FieldErrors<K extends SubmissionKind = SubmissionKind> = Partial<
  Record<keyof SubmissionFields[K] & string, string>
>;

/** One validation message, as the JSON route lists them (`field` is the path joined by dots; "" for the body). */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Why a submission was refused without being kept:
 * - 'rate-limited': the client passed its per-minute limit (retry after `retryAfterSeconds`);
 * - 'busy': the site took as many submissions this minute as it takes from everyone together;
 * - 'unavailable': the store cannot take it now (unreachable, disk full);
 * - 'too-large': the body passed its limit before it was read;
 * - 'invalid-key': the visitor's Idempotency-Key is malformed.
 */
export type RefusalReason = "rate-limited" | "busy" | "unavailable" | "too-large" | "invalid-key";

export interface Refused {
  outcome: "refused";
  reason: RefusalReason;
  /** The text the JSON route answers with. */
  message: string;
  /** Set for a refusal that passes: when to try again. */
  retryAfterSeconds?: number;
}

/** What became of one submission. */
export type AcceptOutcome<K extends SubmissionKind = SubmissionKind> =
  /** Kept, with its id; 'queued' for delivery to the kind's webhook, or 'kept' for the office (no webhook). */
  | { outcome: "accepted"; id: string; delivery: "queued" | "kept" }
  /** The visitor's key was seen before: the submission it named is kept already (nothing new stored). */
  | { outcome: "duplicate"; id: string }
  /** A bot filled the hidden field: nothing kept, answered as if accepted so it learns nothing. */
  | { outcome: "dropped" }
  /** The fields did not validate: nothing kept. */
  | { outcome: "invalid"; errors: FieldErrors<K>; issues: FieldIssue[] }
  /** An appointment whose time has no free seat left: nothing kept. */
  | { outcome: "slot-taken" }
  /** This e-mail or phone already holds `maxUpcomingPerContact` upcoming appointments: nothing kept. */
  | { outcome: "contact-limit" }
  | Refused;

/** Who a submission comes from. */
export interface AcceptContext {
  /** The key the client is rate-limited under (an IPv4 address, or an IPv6 /64). @defaultValue one shared client */
  client?: string | undefined;
  /** The client's Idempotency-Key: a repeat with the same key is a duplicate, never stored twice. */
  key?: string | null | undefined;
  /** The visitor's user agent, for the consent record. */
  userAgent?: string | null | undefined;
  /** For an appointment (required then): the time and seats the server checked, and the SOA it served. */
  appointment?: AppointmentContext | undefined;
}

/** Takes one submission of `kind`. Never throws for a store that fails: that is refused as 'unavailable'. */
export type Accept = <K extends SubmissionKind>(
  kind: K,
  fields: unknown,
  context?: AcceptContext,
) => Promise<AcceptOutcome<K>>;

export interface AcceptOptions {
  /** The store, or undefined while it cannot take submissions (refused 'unavailable', nothing of it read). */
  store: () => SubmissionStore | undefined;
  /** The queue delivering a kind's submissions; undefined (no webhook for it): kept for the office. */
  queue?: (kind: SubmissionKind) => DeliveryQueue | undefined;
  /** Called after a booking is kept: its e-mails were queued beside it (the queue looks for them now). */
  queuedMessages?: (() => void) | undefined;
  /** Submissions a client may make per minute, across every process (0 or absent: no limit). */
  rateLimitPerMinute?: number | undefined;
  /** The TPMO disclaimer in force, for the consent record. */
  tpmo?: (() => Promise<TpmoDisclaimer | null>) | undefined;
  /** The site's brand and office hours, from which the served wording is computed. */
  wording?: (() => Promise<WordingDetails | null>) | undefined;
  logger?: Pick<Console, "error" | "info"> | undefined;
}

/** A refusal with its own message (and the default wait where the reason has one). */
export function refusal(reason: RefusalReason, retryAfterSeconds?: number): Refused {
  const message = {
    "rate-limited": RATE_LIMITED_MESSAGE,
    busy: SUBMISSION_UNAVAILABLE_MESSAGE,
    unavailable: SUBMISSION_UNAVAILABLE_MESSAGE,
    "too-large": "The submission is too large.",
    "invalid-key": "The Idempotency-Key is not valid.",
  }[reason];
  const wait = retryAfterSeconds ?? (reason === "unavailable" ? UNAVAILABLE_RETRY_SECONDS : undefined);
  return { outcome: "refused", reason, message, ...(wait !== undefined ? { retryAfterSeconds: wait } : {}) };
}

/** An outcome as the JSON route answers it. */
export interface SubmissionAnswer {
  status: number;
  body: { ok: boolean; [key: string]: unknown };
  headers: Record<string, string>;
}

const REFUSED_STATUS: Record<RefusalReason, number> = {
  "rate-limited": 429,
  busy: 503,
  unavailable: 503,
  "too-large": 413,
  "invalid-key": 400,
};

/** The HTTP status, JSON body and headers of an outcome (the JSON route's answer; a form post takes its status). */
export function answerOf(outcome: AcceptOutcome): SubmissionAnswer {
  switch (outcome.outcome) {
    case "accepted":
      return { status: outcome.delivery === "queued" ? 202 : 201, body: { ok: true, id: outcome.id }, headers: {} };
    case "duplicate":
      return { status: 200, body: { ok: true, duplicate: true, id: outcome.id }, headers: {} };
    case "dropped":
      return { status: 202, body: { ok: true }, headers: {} };
    case "invalid":
      return {
        status: 422,
        body: { ok: false, error: "The submission is not valid.", issues: outcome.issues },
        headers: {},
      };
    case "slot-taken":
      return { status: 409, body: { ok: false, error: SLOT_TAKEN_MESSAGE, reason: "slot-taken" }, headers: {} };
    case "contact-limit":
      return { status: 409, body: { ok: false, error: CONTACT_LIMIT_MESSAGE, reason: "contact-limit" }, headers: {} };
    case "refused":
      return {
        status: REFUSED_STATUS[outcome.reason],
        body: { ok: false, error: outcome.message },
        headers: outcome.retryAfterSeconds !== undefined ? { "retry-after": String(outcome.retryAfterSeconds) } : {},
      };
  }
}

/** An outcome as a JSON Response (never cached). */
export function submissionResponse(outcome: AcceptOutcome): Response {
  const { status, body, headers } = answerOf(outcome);
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/** Whether a bot filled the hidden field (at the top level or in the posted context). */
function filledTrap(raw: unknown): boolean {
  if (typeof raw !== "object" || raw === null) return false;
  const record = raw as Record<string, unknown>;
  const context = record[SUBMISSION_CONTEXT_KEY];
  const values = [
    record[HONEYPOT_FIELD],
    typeof context === "object" && context !== null ? (context as Record<string, unknown>)[HONEYPOT_FIELD] : undefined,
  ];
  return values.some((value) => typeof value === "string" && value.trim() !== "");
}

const SCHEMAS = {
  lead: leadSubmissionSchema,
  contact: contactSubmissionSchema,
  appointment: appointmentSubmissionSchema,
} as const;

/** Why an appointment's context cannot be used (a bug in the door that calls accept), or null. */
function contextProblem(context: AppointmentContext | undefined): string | null {
  if (!context) return "no context.appointment (the time checked against the schedule) was given";
  const { start, end, capacity, soa } = context;
  if (!(start instanceof Date) || !(end instanceof Date) || Number.isNaN(start.getTime()) || !(end > start))
    return "context.appointment's start and end are not a time range";
  if (!Number.isInteger(capacity) || capacity < 1)
    return "context.appointment.capacity is not a whole number of 1 or more";
  if (!soa || typeof soa.text !== "string" || !soa.text.trim() || typeof soa.version !== "string" || !soa.version)
    return "context.appointment.soa has no wording or version";
  return null;
}

/** What a booking's fields say that the server's own check contradicts, as the field's message. */
function bookingMismatch(
  fields: AppointmentSubmission,
  context: AppointmentContext,
): { field: "start" | "soaVersion"; message: string } | null {
  if (Date.parse(fields.start) !== context.start.getTime())
    return { field: "start", message: APPOINTMENT_MESSAGES.start };
  if (fields.soaVersion !== context.soa.version)
    return {
      field: "soaVersion",
      message: "The Scope of Appointment changed while you were booking. Please read it again and confirm.",
    };
  return null;
}

/** The leads core over a store (see the module's comment for the order of the checks). */
export function createAccept(options: AcceptOptions): Accept {
  const logger = options.logger ?? console;
  const rateLimit = options.rateLimitPerMinute && options.rateLimitPerMinute > 0 ? options.rateLimitPerMinute : 0;

  const keep = async <K extends SubmissionKind>(
    kind: K,
    raw: unknown,
    body: { source: string },
    store: SubmissionStore,
    context: AcceptContext,
  ): Promise<AcceptOutcome<K>> => {
    const receivedAt = new Date();
    // The consent record is kept either way (the submission is never refused for it), and the log names what it lacks.
    const orNone = <T>(what: string, read: (() => Promise<T | null>) | undefined): Promise<T | null> | null =>
      read
        ? read().catch((error: unknown) => {
            logger.error(
              `[leads] A ${kind}'s consent record is kept without ${what}, which could not be read: ${error instanceof Error ? error.message : String(error)}`,
            );
            return null;
          })
        : null;
    const [tpmo, details] = await Promise.all([
      orNone("the TPMO disclaimer", options.tpmo),
      orNone("the served wording", options.wording),
    ]);
    const consent = buildConsentRecord({
      kind,
      raw,
      source: body.source,
      receivedAt,
      userAgent: context.userAgent ?? null,
      tpmo,
      details,
    });
    const queue = options.queue?.(kind);
    const id = newSubmissionId(receivedAt);
    let kept: unknown = body;
    let booking: Parameters<SubmissionStore["accept"]>[0]["appointment"];
    if (kind === "appointment") {
      const fields = body as AppointmentSubmission;
      const checked = context.appointment!;
      const made = appointmentBody({ id, receivedAt, fields, context: checked, consent });
      kept = made;
      booking = {
        start: checked.start,
        end: checked.end,
        capacity: checked.capacity,
        method: fields.method,
        products: fields.products,
        emailKey: emailKey(fields.email),
        phoneKey: phoneKey(fields.phone),
        maxUpcomingPerContact: checked.maxUpcomingPerContact ?? DEFAULT_MAX_UPCOMING_PER_CONTACT,
        now: checked.now ?? receivedAt,
        soa: soaRecordOf(made),
      };
    }
    try {
      const result = await store.accept({
        id,
        kind,
        body: kept,
        appointment: booking,
        consent,
        state: queue ? "pending" : "kept",
        receivedAt,
        clientKey: context.key ?? null,
        rateLimit: rateLimit ? { client: context.client ?? "all", perMinute: rateLimit } : undefined,
      });
      switch (result.status) {
        case "duplicate":
          return { outcome: "duplicate", id: result.id };
        case "limited":
          return refusal("rate-limited", result.retryAfterSeconds);
        case "slot-taken":
          return { outcome: "slot-taken" };
        case "contact-limit":
          return { outcome: "contact-limit" };
        case "created":
          queue?.submit(result.record.id);
          if (kind === "appointment") options.queuedMessages?.();
          return { outcome: "accepted", id: result.record.id, delivery: queue ? "queued" : "kept" };
      }
    } catch (error) {
      logger.error(`[leads] Could not store a ${kind}: ${error instanceof Error ? error.message : String(error)}`);
      return refusal("unavailable");
    }
  };

  return async (kind, fields, context = {}) => {
    if (context.key != null && !IDEMPOTENCY_KEY.test(context.key)) return refusal("invalid-key");
    if (filledTrap(fields)) {
      logger.info(`[leads] Dropped a ${kind} that filled the hidden field`);
      return { outcome: "dropped" };
    }
    const parsed = SCHEMAS[kind].safeParse(fields);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        if (issue.path.length > 0) errors[String(issue.path[0])] ??= issue.message;
      return { outcome: "invalid", errors: errors as FieldErrors<typeof kind>, issues };
    }
    if (kind === "appointment") {
      const problem = contextProblem(context.appointment);
      if (problem) {
        logger.error(`[leads] An appointment was refused: ${problem}`);
        return refusal("unavailable");
      }
      const mismatch = bookingMismatch(parsed.data as AppointmentSubmission, context.appointment!);
      if (mismatch)
        return {
          outcome: "invalid",
          errors: { [mismatch.field]: mismatch.message } as FieldErrors<typeof kind>,
          issues: [mismatch],
        };
    }
    const store = options.store();
    if (!store) return refusal("unavailable");
    return keep(kind, fields, parsed.data, store, context);
  };
}
