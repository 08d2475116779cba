/**
 * The JSON door of the submission endpoints (POST /api/leads, /api/contact): a thin adapter over the leads core
 * (`accept`, accept.ts). It refuses what is not a submission before anything is read (not a POST, not JSON), reads
 * the body no further than its limit, parses it, hands the fields and the visitor's Idempotency-Key, user agent and
 * client to `accept`, and answers the outcome with `submissionResponse`: 201 kept, 202 queued (or a dropped bot),
 * 200 a duplicate, 422 with the fields' issues, 429 rate-limited, 413 too large, 400 a malformed key, 503 with
 * SUBMISSION_UNAVAILABLE_MESSAGE when the database cannot take it (nothing is half-written, and the browser's outbox
 * keeps it to send again). A slow or failing webhook never holds the visitor: delivery is the queue's.
 */
import { createAccept, refusal, submissionResponse } from "./accept.js";
import type { Accept, AcceptOptions } from "./accept.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import type { SubmissionStore } from "./submission-store.js";
import type { SubmissionKind } from "./types.js";
import type { ReadBody } from "./incoming-body.js";

export { SUBMISSION_UNAVAILABLE_MESSAGE } from "./accept.js";

/** The request header carrying a submission's id. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** Largest accepted request body. */
export const MAX_SUBMISSION_BYTES = 16 * 1024;

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
  tpmo?: AcceptOptions["tpmo"];
  /** The site's brand and office hours, from which the served wording is computed. */
  wording?: AcceptOptions["wording"];
  /** Whether the store can take submissions now (false: 503, the store never read). */
  available?: () => boolean;
  logger?: Pick<Console, "error" | "info">;
}

const json = (status: number, error: string) =>
  new Response(JSON.stringify({ ok: false, error }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

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

/** What the JSON route needs besides the request: where to read the body from, and the client it counts against. */
export interface SubmissionRouteInput {
  /** Reads the body instead of `request.body` (a server on node:http passes `readIncomingText` of its request). */
  readBody?: ReadBody | undefined;
  /** The key the client is rate-limited under. @defaultValue one shared client */
  client?: (() => string) | undefined;
}

/** The JSON route of `kind` over `accept`: `Request => Response`. */
export function submissionRoute(
  kind: SubmissionKind,
  accept: Accept,
): (request: Request, input?: SubmissionRouteInput) => Promise<Response> {
  return async (request, input = {}) => {
    if (request.method !== "POST") return json(405, "Use POST.");
    if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json"))
      return json(415, "Send JSON (Content-Type: application/json).");
    const text = await (input.readBody
      ? input.readBody(MAX_SUBMISSION_BYTES)
      : readLimitedText(request, MAX_SUBMISSION_BYTES));
    if (text === null) return submissionResponse(refusal("too-large"));
    let fields: unknown;
    try {
      fields = JSON.parse(text);
    } catch {
      return json(400, "The submission is not valid JSON.");
    }
    return submissionResponse(
      await accept(kind, fields, {
        key: request.headers.get(IDEMPOTENCY_KEY_HEADER),
        userAgent: request.headers.get("user-agent"),
        client: input.client?.(),
      }),
    );
  };
}

/**
 * A `Request => Response` handler for POST /api/leads or /api/contact over one store. `readBody` reads the body
 * instead of `request.body` (a server on node:http passes `readIncomingText` of its request), with the same limit.
 */
export function createSubmissionHandler(
  options: SubmissionHandlerOptions,
): (request: Request, readBody?: ReadBody) => Promise<Response> {
  const route = submissionRoute(
    options.kind,
    createAccept({
      store: () => (options.available && !options.available() ? undefined : options.store),
      queue: () => options.queue,
      rateLimitPerMinute: options.rateLimitPerMinute,
      tpmo: options.tpmo,
      wording: options.wording,
      logger: options.logger,
    }),
  );
  const clientOf = options.clientOf;
  return (request, readBody) => route(request, { readBody, client: clientOf ? () => clientOf(request) : undefined });
}
