/**
 * POST /api/contentful-webhook: Contentful's publish, unpublish, delete and archive webhooks for entries and assets
 * queue a regeneration of exactly what they changed; a content type change queues a full one. It exists only when
 * CONTENTFUL_WEBHOOK_SECRET is set. Every request must carry Contentful's request signature (HMAC-SHA256 over the
 * canonical request, within the timestamp TTL, compared in constant time): otherwise 401 and nothing happens. The
 * raw body is read whatever its content type (Contentful sends application/vnd.contentful.management.v1+json), up
 * to a size limit. The answer is 202 at once; the work happens after. A repeated X-Contentful-Idempotency-Key is
 * answered 200 and does nothing.
 */
import type { Context } from "hono";
import { parseWebhook, verifyRequest, WebhookParseError } from "@tupelo-medicare/content/webhooks";
import type { Regenerator } from "../regenerate/regenerator.js";

export const CONTENTFUL_WEBHOOK_PATH = "/api/contentful-webhook";
/** Webhook bodies are one entity; Contentful's own limit for an entry is 1 MB. */
export const WEBHOOK_BODY_LIMIT = 2 * 1024 * 1024;
/** Seconds a signature stays valid (as @contentful/node-apps-toolkit). */
export const WEBHOOK_SIGNATURE_TTL = 30;

const REGENERATING_ACTIONS = new Set(["publish", "unpublish", "delete", "archive"]);

export interface WebhookHandlerOptions {
  secret: string;
  regenerator: Pick<Regenerator, "enqueue" | "enqueueAll">;
  log?: (message: string) => void;
  /** Remembered idempotency keys. @defaultValue 10000 */
  rememberKeys?: number;
  now?: () => number;
}

export function createContentfulWebhookHandler(
  options: WebhookHandlerOptions,
): (context: Context) => Promise<Response> {
  const log = options.log ?? ((message: string) => console.info(message));
  const seen = new Set<string>();
  const remember = (key: string) => {
    seen.add(key);
    if (seen.size > (options.rememberKeys ?? 10_000)) seen.delete(seen.values().next().value!);
  };
  return async (context) => {
    const request = context.req.raw;
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > WEBHOOK_BODY_LIMIT) return context.json({ message: "Webhook body too large." }, 413);
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.length > WEBHOOK_BODY_LIMIT) return context.json({ message: "Webhook body too large." }, 413);
    const body = new TextDecoder().decode(bytes);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const verified = verifyRequest(
      options.secret,
      { method: request.method, path: url.pathname + url.search, headers, body },
      { ttlSeconds: WEBHOOK_SIGNATURE_TTL, ...(options.now ? { now: options.now() } : {}) },
    );
    if (!verified.ok) {
      log(`[webhook] refused: signature ${verified.reason}`);
      return context.json({ message: "Invalid or missing request signature." }, 401);
    }
    const key = request.headers.get("x-contentful-idempotency-key");
    if (key && seen.has(key)) return context.json({ accepted: true, duplicate: true }, 200);
    let webhook;
    try {
      webhook = parseWebhook(request.headers.get("x-contentful-topic") ?? undefined, body);
    } catch (error) {
      if (error instanceof WebhookParseError) return context.json({ message: error.message }, 400);
      throw error;
    }
    if (key) remember(key);
    if (webhook.kind === "ContentType") {
      log(`[webhook] ${webhook.topic} ${webhook.id}: full regeneration queued`);
      options.regenerator.enqueueAll();
    } else if (
      (webhook.kind === "Entry" || webhook.kind === "Asset") &&
      REGENERATING_ACTIONS.has(webhook.action) &&
      webhook.id
    ) {
      log(`[webhook] ${webhook.topic} ${webhook.id}${webhook.revision ? ` revision ${webhook.revision}` : ""}: queued`);
      options.regenerator.enqueue([
        {
          kind: webhook.kind,
          id: webhook.id,
          contentType: webhook.contentType,
          revision: webhook.removed ? undefined : webhook.revision,
          removed: webhook.removed,
        },
      ]);
    } else {
      return context.json({ accepted: true, ignored: `${webhook.topic} does not change delivered content` }, 202);
    }
    return context.json({ accepted: true }, 202);
  };
}
