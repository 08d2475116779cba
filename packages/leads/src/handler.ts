/**
 * The site server's submission endpoints (POST /api/leads, /api/contact): validate again with the forms' own schemas
 * (unknown fields dropped, so the webhook body is exactly the documented one), keep the submission with its consent
 * record in one committed transaction, answer, and leave delivery to the queue. A slow or failing webhook never
 * holds the visitor. Abuse is refused early: a body read no further than its limit, JSON only, a per-client rate
 * limit counted in the database (so every server process counts the same client), and a hidden field people never
 * fill. When the database cannot take the submission (unreachable, disk full) the answer is 503 with
 * SUBMISSION_UNAVAILABLE_MESSAGE: nothing is half-written, and the browser's outbox keeps it to send again.
 */
import {
  contactSubmissionSchema,
  HONEYPOT_FIELD,
  leadSubmissionSchema,
  RATE_LIMITED_MESSAGE,
  SUBMISSION_CONTEXT_KEY,
} from "@tupelo-medicare/lead-forms/contract";
import { buildConsentRecord } from "./consent-record.js";
import type { TpmoDisclaimer, WordingDetails } from "./consent-record.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import type { SubmissionStore } from "./submission-store.js";
import type { SubmissionKind } from "./types.js";
import type { ReadBody } from "./incoming-body.js";

/** The request header carrying a submission's id. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** Largest accepted request body. */
export const MAX_SUBMISSION_BYTES = 16 * 1024;

/** What a submission is answered (503) when it cannot be stored now; the forms show their own error text. */
export const SUBMISSION_UNAVAILABLE_MESSAGE =
  "The submission could not be saved just now. Please try again in a few minutes.";

export interface SubmissionHandlerOptions {
  kind: SubmissionKind;
  store: SubmissionStore;
  /** Delivers accepted submissions; without it (no webhook for this kind) they are kept for the office. */
  queue?: DeliveryQueue | undefined;
  /** Submissions a client may make per minute, across every process (0 or absent: no limit). */
  rateLimitPerMinute?: number;
  /** The client a request counts against. @defaultValue one shared client */
  clientOf?: (request: Request) => string;
  /** The TPMO disclaimer in force, for the consent record. */
  tpmo?: () => Promise<TpmoDisclaimer | null>;
  /** The site's brand and office hours, from which the served wording is computed. */
  wording?: () => Promise<WordingDetails | null>;
  /** Whether the store can take submissions now (false: 503 at once, nothing read). */
  available?: () => boolean;
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

const unavailable = (): Answer => ({
  status: 503,
  body: { ok: false, error: SUBMISSION_UNAVAILABLE_MESSAGE },
  headers: { "retry-after": "30" },
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

/**
 * Reads a body as text, never holding more than `limit` bytes: a chunked or mislabelled body is cut off (and the
 * connection's stream cancelled) as soon as it passes the limit. Null when it is too large.
 */
export async function readLimitedText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) {
    // Not a byte of it is read: the connection's stream is let go at once.
    // Refused unread: a stream the client already closed cannot be cancelled, and nothing of it is kept.
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!request.body) return "";
  const reader: ReadableStreamDefaultReader<Uint8Array> = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * A `Request => Response` handler for POST /api/leads or /api/contact. `readBody` reads the body instead of
 * `request.body` (a server on node:http passes `readIncomingText` of its request), with the same limit.
 */
export function createSubmissionHandler(
  options: SubmissionHandlerOptions,
): (request: Request, readBody?: ReadBody) => Promise<Response> {
  const schema = options.kind === "lead" ? leadSubmissionSchema : contactSubmissionSchema;
  const logger = options.logger ?? console;

  const accept = async (raw: unknown, body: { source: string }, request: Request, key: string | null) => {
    const receivedAt = new Date();
    const [tpmo, details] = await Promise.all([
      options.tpmo ? options.tpmo().catch(() => null) : null,
      options.wording ? options.wording().catch(() => null) : null,
    ]);
    const consent = buildConsentRecord({
      kind: options.kind,
      raw,
      source: body.source,
      receivedAt,
      userAgent: request.headers.get("user-agent"),
      tpmo,
      details,
    });
    try {
      const result = await options.store.accept({
        kind: options.kind,
        body,
        consent,
        state: options.queue ? "pending" : "kept",
        receivedAt,
        clientKey: key,
        rateLimit:
          options.rateLimitPerMinute && options.rateLimitPerMinute > 0
            ? { client: options.clientOf?.(request) ?? "all", perMinute: options.rateLimitPerMinute }
            : undefined,
      });
      switch (result.status) {
        case "duplicate":
          return { status: 200, body: { ok: true, duplicate: true, id: result.id } };
        case "limited":
          return {
            status: 429,
            body: { ok: false, error: RATE_LIMITED_MESSAGE },
            headers: { "retry-after": String(result.retryAfterSeconds) },
          };
        case "created":
          options.queue?.submit(result.record.id);
          return { status: options.queue ? 202 : 201, body: { ok: true, id: result.record.id } };
      }
    } catch (error) {
      logger.error(
        `[leads] Could not store a ${options.kind}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return unavailable();
    }
  };

  return async (request, readBody) => {
    if (request.method !== "POST") return json({ status: 405, body: { ok: false, error: "Use POST." } });
    if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
      return json({ status: 415, body: { ok: false, error: "Send JSON (Content-Type: application/json)." } });
    }
    const text = await (readBody ? readBody(MAX_SUBMISSION_BYTES) : readLimitedText(request, MAX_SUBMISSION_BYTES));
    if (text === null) return json({ status: 413, body: { ok: false, error: "The submission is too large." } });
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
      logger.info(`[leads] Dropped a ${options.kind} that filled the hidden field`);
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
    if (options.available && !options.available()) return json(unavailable());
    return json(await accept(raw, parsed.data, request, key));
  };
}
