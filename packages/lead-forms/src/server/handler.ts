/**
 * The site server's submission endpoints (POST /api/leads, /api/contact): validate again with the same schemas
 * (unknown fields dropped, so the webhook body is exactly the documented one), keep the submission durably with its consent
 * record, answer, and leave delivery to the queue. A slow or failing webhook never holds the visitor: once the
 * submission is on disk it is accepted. Abuse is refused early: a size limit, JSON only, a per-client rate limit, and
 * a hidden field people never fill (submissions that fill it are dropped quietly).
 */
import { contactSubmissionSchema, leadSubmissionSchema } from "../schemas.js";
import { HONEYPOT_FIELD, RATE_LIMITED_MESSAGE } from "../constants.js";
import { SUBMISSION_CONTEXT_KEY } from "../submission-context.js";
import { buildConsentRecord } from "./consent-record.js";
import type { TpmoDisclaimer } from "./consent-record.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import type { RateLimiter } from "./rate-limit.js";
import { newSubmissionId } from "./submission-store.js";
import type { SubmissionKind, SubmissionStore } from "./submission-store.js";

/** The request header carrying a submission's id. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** Largest accepted request body. */
export const MAX_SUBMISSION_BYTES = 16 * 1024;

export interface SubmissionHandlerOptions {
  kind: SubmissionKind;
  store: SubmissionStore;
  /** Delivers accepted submissions; without it (no webhook for this kind) they are kept in the store for the office. */
  queue?: DeliveryQueue | undefined;
  rateLimiter?: RateLimiter | undefined;
  /** The client a request counts against (the connection's address). @defaultValue one shared client */
  clientOf?: (request: Request) => string;
  /** The TPMO disclaimer in force, for the consent record. */
  tpmo?: () => Promise<TpmoDisclaimer | null>;
  logger?: Pick<Console, "error" | "info">;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const json = ({ status, body, headers = {} }: Answer) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });

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

/** A `Request => Response` handler for POST /api/leads or /api/contact. */
export function createSubmissionHandler(options: SubmissionHandlerOptions): (request: Request) => Promise<Response> {
  const schema = options.kind === "lead" ? leadSubmissionSchema : contactSubmissionSchema;
  const logger = options.logger ?? console;
  const inFlight = new Map<string, Promise<Answer>>();

  const limit = (request: Request): Answer | null => {
    const limited = options.rateLimiter?.take(options.clientOf?.(request) ?? "all");
    return limited && !limited.ok
      ? {
          status: 429,
          body: { ok: false, error: RATE_LIMITED_MESSAGE },
          headers: { "retry-after": String(limited.retryAfterSeconds) },
        }
      : null;
  };

  /**
   * Stores a submission. With a visitor's key, the key's mapping to the new id is written (flushed) before the
   * record: a crash between the two leaves a mapping without a record, and the resent request then creates the record
   * under that same id. So a resent request never makes a second submission.
   */
  const accept = async (
    raw: unknown,
    body: { source: string },
    request: Request,
    key: string | null,
    reservedId: string | null,
  ): Promise<Answer> => {
    const receivedAt = new Date();
    const tpmo = options.tpmo ? await options.tpmo().catch(() => null) : null;
    const consent = buildConsentRecord({
      raw,
      source: body.source,
      receivedAt,
      userAgent: request.headers.get("user-agent"),
      tpmo,
    });
    let record;
    try {
      const id = reservedId ?? newSubmissionId(receivedAt);
      if (key && !reservedId) await options.store.rememberClientKey(options.kind, key, id);
      record = await options.store.create({
        kind: options.kind,
        body,
        consent,
        state: options.queue ? "pending" : "kept",
        receivedAt,
        id,
      });
    } catch (error) {
      logger.error(
        `[submissions] Could not store a ${options.kind}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return { status: 500, body: { ok: false, error: "The submission could not be saved." } };
    }
    options.queue?.submit(record);
    return options.queue
      ? { status: 202, body: { ok: true, id: record.id } }
      : { status: 201, body: { ok: true, id: record.id } };
  };

  return async (request) => {
    if (request.method !== "POST") return json({ status: 405, body: { ok: false, error: "Use POST." } });
    if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
      return json({ status: 415, body: { ok: false, error: "Send JSON (Content-Type: application/json)." } });
    }
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > MAX_SUBMISSION_BYTES)
      return json({ status: 413, body: { ok: false, error: "The submission is too large." } });
    const text = await request.text();
    if (new TextEncoder().encode(text).byteLength > MAX_SUBMISSION_BYTES)
      return json({ status: 413, body: { ok: false, error: "The submission is too large." } });
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return json({ status: 400, body: { ok: false, error: "The submission is not valid JSON." } });
    }
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    if (key !== null && !IDEMPOTENCY_KEY.test(key))
      return json({ status: 400, body: { ok: false, error: "The Idempotency-Key is not valid." } });
    if (filledTrap(raw)) {
      logger.info(`[submissions] Dropped a ${options.kind} that filled the hidden field`);
      return json({ status: 202, body: { ok: true } });
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      return json({
        status: 422,
        body: {
          ok: false,
          error: "The submission is not valid.",
          issues: parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
        },
      });
    }
    if (key === null) return json(limit(request) ?? (await accept(raw, parsed.data, request, null, null)));
    // The same key twice at once (a replay from the page and the service worker): the second waits for the first.
    const running = inFlight.get(key);
    if (running) return json(duplicateOf(await running));
    const answer = (async (): Promise<Answer> => {
      // A replay of a submission already accepted is answered as before, and does not count against the limit.
      const existing = await options.store.idForClientKey(options.kind, key).catch(() => null);
      if (existing && (await options.store.get(existing).catch(() => null)))
        return { status: 200, body: { ok: true, duplicate: true, id: existing } };
      // A key without its record: the server stopped between the two writes; store it under the id the key names.
      return limit(request) ?? (await accept(raw, parsed.data, request, key, existing));
    })();
    inFlight.set(key, answer);
    try {
      return json(await answer);
    } finally {
      inFlight.delete(key);
    }
  };
}

/** The answer for a request that repeated one in flight: success is reported as a duplicate, a failure as it was. */
function duplicateOf(answer: Answer): Answer {
  return answer.status < 300
    ? { status: 200, body: { ...(answer.body as object), ok: true, duplicate: true } }
    : answer;
}
