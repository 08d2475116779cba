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
 * (413 beyond it), within a deadline (408), and only WEBHOOK_CONCURRENT_READS at once (503 with Retry-After beyond). The answer is 202 at once; the work happens after. A repeated idempotency key is answered 200 and
 * does nothing.
 */
import type { Context } from "hono";
import { parseWebhook, verifyRequest, WebhookParseError } from "@tupelo-medicare/content/webhooks";
import type { Regenerator } from "@tupelo-medicare/site-build";
import { logText } from "./log-text.js";
import { logInRequest } from "./logger.js";

export const CONTENTFUL_WEBHOOK_PATH = "/api/contentful-webhook";
/**
 * Webhook bodies are one entity, and Contentful takes no request over 1 MB (its technical limits: an entry is never
 * larger): 1 MB and 64 KB for what the webhook adds around it.
 */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024 + 64 * 1024;
/**
 * Bodies read (and HMACs computed) at once: anyone can send headers that pass the pre-check (a fresh timestamp and
 * any 64 hex digits), so more than this wait for Contentful's retry (503 with Retry-After) instead of memory.
 * Contentful sends one webhook per publish, a bulk publish a few a second.
 */
export const WEBHOOK_CONCURRENT_READS = 4;
/** How long a webhook body may take to arrive (Contentful sends it at once; a trickle is cut off: 408). */
export const WEBHOOK_READ_TIMEOUT_MS = 10_000;
/** The Retry-After of a webhook refused because WEBHOOK_CONCURRENT_READS are being read. */
export const WEBHOOK_BUSY_RETRY_AFTER_SECONDS = 5;
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
  /** @defaultValue WEBHOOK_CONCURRENT_READS */
  concurrentReads?: number;
  /** @defaultValue WEBHOOK_READ_TIMEOUT_MS */
  readTimeoutMs?: number;
}

/**
 * A body as text, never holding more than `limit` bytes nor waiting more than `timeoutMs` for it: "too large" as soon
 * as it passes the limit (declared or streamed), "timeout" at the deadline; the stream is cancelled either way.
 */
export async function readWebhookBody(
  request: Request,
  limit: number,
  timeoutMs: number,
): Promise<{ text: string } | "too large" | "timeout"> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) {
    // Refused unread: a stream the client already closed cannot be cancelled, and nothing of it is kept.
    await request.body?.cancel().catch(() => undefined);
    return "too large";
  }
  if (!request.body) return { text: "" };
  const reader: ReadableStreamDefaultReader<Uint8Array> = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === "timeout") {
        await reader.cancel().catch(() => undefined);
        return "timeout";
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return "too large";
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  return { text: new TextDecoder().decode(Buffer.concat(chunks)) };
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
  const concurrentReads = options.concurrentReads ?? WEBHOOK_CONCURRENT_READS;
  const readTimeoutMs = options.readTimeoutMs ?? WEBHOOK_READ_TIMEOUT_MS;
  // Bodies being read (and verified) now: the semaphore of WEBHOOK_CONCURRENT_READS.
  let reading = 0;
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
    // Only a few bodies at once: the rest are asked to come back (Contentful retries a 5xx).
    if (reading >= concurrentReads) {
      log(`[webhook] ${concurrentReads} bodies are being read: answered 503 (Contentful retries)`, context);
      return context.json({ message: "Busy: please retry shortly." }, 503, {
        "cache-control": "no-store",
        "retry-after": String(WEBHOOK_BUSY_RETRY_AFTER_SECONDS),
      });
    }
    reading += 1;
    let body: string;
    let verified: ReturnType<typeof verifyRequest>;
    try {
      const read = await readWebhookBody(request, WEBHOOK_BODY_LIMIT, readTimeoutMs);
      if (read === "too large") {
        return context.json({ message: `Webhook body too large (the limit is ${WEBHOOK_BODY_LIMIT} bytes).` }, 413, {
          "cache-control": "no-store",
        });
      }
      if (read === "timeout") {
        log(`[webhook] refused: the body did not arrive within ${readTimeoutMs} ms`, context);
        return context.json({ message: "The webhook body took too long to arrive." }, 408, {
          "cache-control": "no-store",
          connection: "close",
        });
      }
      body = read.text;
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      verified = verifyRequest(
        options.secret,
        { method: request.method, path: url.pathname + url.search, headers, body },
        { ttlSeconds: WEBHOOK_SIGNATURE_TTL, now: at },
      );
    } finally {
      reading -= 1;
    }
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
