/**
 * The site server's submission endpoints: validate again with the same schemas (unknown fields dropped), then
 * forward exactly the SPEC §7 body to the webhook when one is configured, or keep it in the local inbox.
 * Nothing is lost: a submission whose webhook fails is kept in the inbox as 'undelivered'.
 */
import { postSubmission } from "../deliver.js";
import { contactSubmissionSchema, leadSubmissionSchema } from "../schemas.js";
import type { Inbox, SubmissionKind } from "./inbox.js";

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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" } });

/** A `Request => Response` handler for POST /api/leads or /api/contact. */
export function createSubmissionHandler(options: SubmissionHandlerOptions): (request: Request) => Promise<Response> {
  const schema = options.kind === "lead" ? leadSubmissionSchema : contactSubmissionSchema;
  const logger = options.logger ?? console;
  return async (request) => {
    if (request.method !== "POST") return json(405, { ok: false, error: "Use POST." });
    if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
      return json(415, { ok: false, error: "Send JSON (Content-Type: application/json)." });
    }
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > MAX_SUBMISSION_BYTES) return json(413, { ok: false, error: "The submission is too large." });
    const text = await request.text();
    if (new TextEncoder().encode(text).byteLength > MAX_SUBMISSION_BYTES) return json(413, { ok: false, error: "The submission is too large." });
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return json(400, { ok: false, error: "The submission is not valid JSON." });
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      return json(422, { ok: false, error: "The submission is not valid.", issues: parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })) });
    }
    const body = parsed.data;
    if (!options.webhookUrl) {
      try {
        const record = await options.inbox.save(options.kind, body, "kept");
        return json(201, { ok: true, id: record.id });
      } catch (error) {
        logger.error(`[submissions] Could not keep a ${options.kind} in the inbox`, error);
        return json(500, { ok: false, error: "The submission could not be saved." });
      }
    }
    try {
      await postSubmission(options.webhookUrl, body, options.fetch);
      return json(200, { ok: true });
    } catch (error) {
      logger.error(`[submissions] The ${options.kind} webhook failed; keeping the submission in the inbox`, error);
      await options.inbox.save(options.kind, body, "undelivered").catch((saveError: unknown) => logger.error("[submissions] Inbox write failed too", saveError));
      return json(502, { ok: false, error: "The submission could not be delivered." });
    }
  };
}
