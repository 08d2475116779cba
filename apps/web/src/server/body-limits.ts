/**
 * Size limits applied while a request body streams in: a chunked or mislabelled body is cut off at the limit and
 * answered 413, so no connection holds more than the limit in memory. The rest of an oversized upload is not kept:
 * once the 413 is sent, @hono/node-server discards what still arrives for at most half a second (and 64 MB), so the
 * client can read the answer, and then closes the connection.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_SUBMISSION_BYTES } from "@tupelo-medicare/leads";

/** The lead and contact forms (/api/leads, /api/contact): the leads handler's own limit, 16 KB. */
export const FORM_BODY_LIMIT = MAX_SUBMISSION_BYTES;

/**
 * The same forms posted by the browser itself (no script: application/x-www-form-urlencoded): percent-encoding can
 * take three bytes for each byte of UTF-8 (every letter of a message in Vietnamese or Chinese), so a form whose
 * fields fit FORM_BODY_LIMIT as JSON always fits three times that once encoded.
 */
export const FORM_POST_BODY_LIMIT = 3 * MAX_SUBMISSION_BYTES;

/** What a form is answered when its body passes FORM_BODY_LIMIT (the leads handler's own wording). */
export const FORM_TOO_LARGE = { ok: false, error: "The submission is too large." } as const;

/** Answers 413 with `body` (JSON) once a request body passes `maxSize` bytes, reading no further. */
export function limitBody(maxSize: number, body: Record<string, unknown>): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (context) => context.json(body, 413, { "cache-control": "no-store" }),
  });
}
