/**
 * Signed deliveries (LEAD_WEBHOOK_SECRET), per the Standard Webhooks specification: every delivery carries
 * `webhook-id` (the submission's stable delivery key, the same on every retry), `webhook-timestamp` (seconds) and
 * `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`), made by the `standardwebhooks` library,
 * so the receiving automation verifies it with the same library and refuses forgeries and replays.
 */
import { Webhook } from "standardwebhooks";

const SECRET_PREFIX = "whsec_";

/**
 * Checks a signing secret: `whsec_` followed by base64 of 24 to 64 random bytes (what the specification
 * recommends). Returns an error message, or null when it is good.
 */
export function checkWebhookSecret(secret: string): string | null {
  if (!secret.startsWith(SECRET_PREFIX))
    return `must start with ${SECRET_PREFIX} followed by base64 of 24 to 64 random bytes (make one with: node -e "console.log('whsec_' + require('crypto').randomBytes(32).toString('base64'))")`;
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0)
    return `must be ${SECRET_PREFIX} followed by standard base64 (A-Z, a-z, 0-9, + and /, padded with =)`;
  const bytes = Buffer.from(encoded, "base64").length;
  if (bytes < 24 || bytes > 64) return `must hold 24 to 64 bytes after ${SECRET_PREFIX} (it holds ${bytes})`;
  return null;
}

export type WebhookSigner = (id: string, body: string, at: Date) => Record<string, string>;

/** The headers of a signed delivery. Throws when the secret is not a valid one (checked at start by the app). */
export function createWebhookSigner(secret: string): WebhookSigner {
  const problem = checkWebhookSecret(secret);
  if (problem) throw new Error(`LEAD_WEBHOOK_SECRET ${problem}`);
  const webhook = new Webhook(secret);
  return (id, body, at) => ({
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": webhook.sign(id, at, body),
  });
}
