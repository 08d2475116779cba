/**
 * POST /api/contentful-webhook: Contentful's publish, unpublish, delete and archive webhooks for entries and assets
 * queue a regeneration of exactly what they changed; a content type change queues a full one. It exists only when
 * CONTENTFUL_WEBHOOK_SECRET is set. Every request must carry Contentful's request signature (HMAC-SHA256 over the
 * canonical request, within the timestamp TTL, compared in constant time): otherwise 401 and nothing happens.
 * The signature headers, the timestamp's freshness and what the signature covers are checked before a byte of the
 * body is read. X-Contentful-Topic and X-Contentful-Idempotency-Key count only when the signature covers them (listed
 * in x-contentful-signed-headers), so a captured request cannot be replayed with another topic or key: an uncovered
 * topic is not believed (the entity named by the signed body is re-read from the Delivery API and rendered as it is
 * served, which is harmless however often it is replayed), and an uncovered key is not remembered. The raw body is then read whatever its content
 * type (Contentful sends application/vnd.contentful.management.v1+json) while it streams, up to a size limit
 * (413 beyond it). The answer is 202 at once; the work happens after. A repeated idempotency key is answered 200 and
 * does nothing.
 */
import type { Context } from "hono";
import { readLimitedText } from "@tupelo-medicare/leads";
import { parseWebhook, verifyRequest, WebhookParseError } from "@tupelo-medicare/content/webhooks";
import type { Regenerator } from "@tupelo-medicare/site-build";
import { logText } from "./log-text.js";
import { logInRequest } from "./logger.js";

export const CONTENTFUL_WEBHOOK_PATH = "/api/contentful-webhook";
/** Webhook bodies are one entity; Contentful's own limit for an entry is 1 MB. */
export const WEBHOOK_BODY_LIMIT = 2 * 1024 * 1024;
/** Seconds a signature stays valid (as @contentful/node-apps-toolkit). */
export const WEBHOOK_SIGNATURE_TTL = 30;

const SIGNATURE_HEADER = "x-contentful-signature";
const TIMESTAMP_HEADER = "x-contentful-timestamp";
const SIGNED_HEADERS_HEADER = "x-contentful-signed-headers";
const TOPIC_HEADER = "x-contentful-topic";
const IDEMPOTENCY_KEY_HEADER = "x-contentful-idempotency-key";

const REGENERATING_ACTIONS = new Set(["publish", "unpublish", "delete", "archive"]);

export interface WebhookHandlerOptions {
  secret: string;
  regenerator: Pick<Regenerator, "enqueue" | "enqueueAll">;
  log?: (message: string, context?: Context) => void;
  /** Remembered idempotency keys. @defaultValue 10000 */
  rememberKeys?: number;
  now?: () => number;
}

/**
 * Why a webhook is refused on its headers alone (before its body is read), or undefined when they may carry a valid
 * signature: all three signature headers, a well-formed signature, a timestamp within WEBHOOK_SIGNATURE_TTL of `now`
 * either way.
 */
export function refuseSignatureHeaders(headers: Headers, now: number): string | undefined {
  const signature = headers.get(SIGNATURE_HEADER)?.trim();
  const timestampText = headers.get(TIMESTAMP_HEADER)?.trim();
  const signedText = headers.get(SIGNED_HEADERS_HEADER)?.trim();
  if (!signature || !timestampText || !signedText) {
    return `the request is not signed (${SIGNATURE_HEADER}, ${TIMESTAMP_HEADER} and ${SIGNED_HEADERS_HEADER} are all required)`;
  }
  if (!/^[0-9a-f]{64}$/.test(signature)) return `${SIGNATURE_HEADER} is not a hex HMAC-SHA256`;
  const timestamp = /^\d{1,16}$/.test(timestampText) ? Number(timestampText) : Number.NaN;
  if (!Number.isSafeInteger(timestamp)) return `${TIMESTAMP_HEADER} is not a time in milliseconds`;
  if (Math.abs(now - timestamp) >= WEBHOOK_SIGNATURE_TTL * 1000) {
    return `the signature is stale (${TIMESTAMP_HEADER} is more than ${WEBHOOK_SIGNATURE_TTL} s from the server's clock)`;
  }
  return undefined;
}

/** The headers x-contentful-signed-headers lists (lower-case). */
function signedHeaderNames(headers: Headers): Set<string> {
  return new Set(
    (headers.get(SIGNED_HEADERS_HEADER) ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The topic to act on when the signature does not cover X-Contentful-Topic: only what the signed body says. A
 * tombstone (DeletedEntry, DeletedAsset) is a removal; any other entity is re-read as served (a publish topic whose
 * announced revision is then dropped, so nothing waits for a revision the body may not have published).
 */
function topicFromSignedBody(body: string): string | undefined {
  try {
    const type = (JSON.parse(body) as { sys?: { type?: unknown } }).sys?.type;
    if (type === "DeletedEntry") return "ContentManagement.Entry.delete";
    if (type === "DeletedAsset") return "ContentManagement.Asset.delete";
    if (type === "Entry" || type === "Asset" || type === "ContentType") return `ContentManagement.${type}.publish`;
  } catch {
    // Not JSON: parseWebhook says so below.
  }
  return undefined;
}

export function createContentfulWebhookHandler(
  options: WebhookHandlerOptions,
): (context: Context) => Promise<Response> {
  const log = options.log ?? ((message: string, context?: Context) => logInRequest("info", message, context));
  const now = options.now ?? Date.now;
  const seen = new Set<string>();
  const remember = (key: string) => {
    seen.add(key);
    if (seen.size > (options.rememberKeys ?? 10_000)) seen.delete(seen.values().next().value!);
  };
  const refuse = (context: Context, reason: string) => {
    log(`[webhook] refused: ${reason}`, context);
    return context.json({ message: `Invalid or missing request signature: ${reason}.` }, 401, {
      "cache-control": "no-store",
    });
  };
  return async (context) => {
    const request = context.req.raw;
    const at = now();
    // Nothing of the body is read for a request that cannot be signed, or whose signature is stale.
    const early = refuseSignatureHeaders(request.headers, at);
    if (early) return refuse(context, early);
    const body = await readLimitedText(request, WEBHOOK_BODY_LIMIT);
    if (body === null) {
      return context.json({ message: `Webhook body too large (the limit is ${WEBHOOK_BODY_LIMIT} bytes).` }, 413, {
        "cache-control": "no-store",
      });
    }
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const verified = verifyRequest(
      options.secret,
      { method: request.method, path: url.pathname + url.search, headers, body },
      { ttlSeconds: WEBHOOK_SIGNATURE_TTL, now: at },
    );
    if (!verified.ok) return refuse(context, `signature ${verified.reason}`);
    const signed = signedHeaderNames(request.headers);
    // An idempotency key the signature does not cover could be anything: it is neither checked nor remembered.
    const key = signed.has(IDEMPOTENCY_KEY_HEADER) ? request.headers.get(IDEMPOTENCY_KEY_HEADER) : null;
    if (key && seen.has(key)) return context.json({ accepted: true, duplicate: true }, 200);
    const topicSigned = signed.has(TOPIC_HEADER);
    const topic = topicSigned ? (request.headers.get(TOPIC_HEADER) ?? undefined) : topicFromSignedBody(body);
    let webhook;
    try {
      webhook = parseWebhook(topic, body);
    } catch (error) {
      if (error instanceof WebhookParseError) return context.json({ message: error.message }, 400);
      throw error;
    }
    if (!topicSigned) {
      log(
        `[webhook] X-Contentful-Topic is not covered by the signature: acting on the signed body alone (${logText(webhook.kind)} ${logText(webhook.id ?? "")})`,
        context,
      );
      webhook = { ...webhook, revision: undefined };
    }
    if (key) remember(key);
    const named = `${logText(webhook.topic)} ${logText(webhook.id)}`;
    if (webhook.kind === "ContentType") {
      log(`[webhook] ${named}: full regeneration queued`, context);
      options.regenerator.enqueueAll();
    } else if (
      (webhook.kind === "Entry" || webhook.kind === "Asset") &&
      REGENERATING_ACTIONS.has(webhook.action) &&
      webhook.id
    ) {
      log(`[webhook] ${named}${webhook.revision ? ` revision ${webhook.revision}` : ""}: queued`, context);
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
