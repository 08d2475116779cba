/**
 * The site server's submission endpoints: validate again with the same schemas (unknown fields dropped), then
 * forward exactly the SPEC §7 body to the webhook when one is configured, or keep it in the local inbox.
 * Nothing is lost: a submission whose webhook fails is kept in the inbox as 'undelivered'.
 * A submission sent with an Idempotency-Key (the browser's outbox sends one, and the same one on a replay) is acted
 * on once: a key already delivered or kept is answered 200 without forwarding again.
 */
import { postSubmission } from "../deliver.js";
import { contactSubmissionSchema, leadSubmissionSchema } from "../schemas.js";
import type { Inbox, SubmissionKind } from "./inbox.js";

/** The request header carrying a submission's id. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** Largest accepted request body. */
export const MAX_SUBMISSION_BYTES = 16 * 1024;

export interface SubmissionHandlerOptions {
  kind: SubmissionKind;
  inbox: Inbox;
  /** The webhook receiving the body; when unset, submissions are kept in the inbox. */
  webhookUrl?: string;
  fetch?: typeof fetch;
  logger?: Pick<Console, "error" | "info">;
}

interface Answer {
  status: number;
  body: unknown;
}

const json = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" } });

/** A `Request => Response` handler for POST /api/leads or /api/contact. */
export function createSubmissionHandler(options: SubmissionHandlerOptions): (request: Request) => Promise<Response> {
  const schema = options.kind === "lead" ? leadSubmissionSchema : contactSubmissionSchema;
  const logger = options.logger ?? console;
  const inFlight = new Map<string, Promise<Answer>>();

  /** Forwards to the webhook, or keeps the submission in the inbox when none is configured. */
  const handle = async (body: unknown): Promise<Answer> => {
    if (!options.webhookUrl) {
      try {
        const record = await options.inbox.save(options.kind, body, "kept");
        return { status: 201, body: { ok: true, id: record.id } };
      } catch (error) {
        logger.error(`[submissions] Could not keep a ${options.kind} in the inbox`, error);
        return { status: 500, body: { ok: false, error: "The submission could not be saved." } };
      }
    }
    try {
      await postSubmission(options.webhookUrl, body, options.fetch);
      return { status: 200, body: { ok: true } };
    } catch (error) {
      logger.error(`[submissions] The ${options.kind} webhook failed; keeping the submission in the inbox`, error);
      await options.inbox.save(options.kind, body, "undelivered").catch((saveError: unknown) => logger.error("[submissions] Inbox write failed too", saveError));
      return { status: 502, body: { ok: false, error: "The submission could not be delivered." } };
    }
  };

  return async (request) => {
    if (request.method !== "POST") return json({ status: 405, body: { ok: false, error: "Use POST." } });
    if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
      return json({ status: 415, body: { ok: false, error: "Send JSON (Content-Type: application/json)." } });
    }
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > MAX_SUBMISSION_BYTES) return json({ status: 413, body: { ok: false, error: "The submission is too large." } });
    const text = await request.text();
    if (new TextEncoder().encode(text).byteLength > MAX_SUBMISSION_BYTES) return json({ status: 413, body: { ok: false, error: "The submission is too large." } });
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return json({ status: 400, body: { ok: false, error: "The submission is not valid JSON." } });
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      return json({ status: 422, body: { ok: false, error: "The submission is not valid.", issues: parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })) } });
    }
    const body = parsed.data;
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    if (key === null) return json(await handle(body));
    if (!IDEMPOTENCY_KEY.test(key)) return json({ status: 400, body: { ok: false, error: "The Idempotency-Key is not valid." } });
    // The same key twice at once (a replay from the page and the service worker): the second waits for the first.
    const running = inFlight.get(key);
    if (running) return json(duplicateOf(await running));
    const answer = (async (): Promise<Answer> => {
      if (await options.inbox.hasKey(options.kind, key)) return { status: 200, body: { ok: true, duplicate: true } };
      const result = await handle(body);
      if (result.status < 300) {
        await options.inbox.rememberKey(options.kind, key).catch((error: unknown) => logger.error("[submissions] Could not remember an Idempotency-Key", error));
      }
      return result;
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
  return answer.status < 300 ? { status: 200, body: { ok: true, duplicate: true } } : answer;
}
