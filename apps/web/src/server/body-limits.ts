/**
 * Size limits applied while a request body streams in: a chunked or mislabelled body is cut off at the limit and
 * answered 413, so no connection holds more than the limit in memory. The JSON forms are limited by the leads
 * handler itself (MAX_SUBMISSION_BYTES, 16 KB), the Contentful webhook by WEBHOOK_BODY_LIMIT (1 MB + 64 KB). The rest of an oversized upload is not kept:
 * once the 413 is sent, @hono/node-server discards what still arrives for at most half a second (and 64 MB), so the
 * client can read the answer, and then closes the connection.
 */
import { MAX_SUBMISSION_BYTES } from "@tupelo-medicare/leads";

/**
 * The forms posted by the browser itself (no script: application/x-www-form-urlencoded): percent-encoding can take
 * three bytes for each byte of UTF-8 (every letter of a message in Vietnamese or Chinese), so a form whose fields
 * fit MAX_SUBMISSION_BYTES as JSON always fits three times that once encoded.
 */
export const FORM_POST_BODY_LIMIT = 3 * MAX_SUBMISSION_BYTES;
