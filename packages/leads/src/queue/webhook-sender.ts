/**
 * A kind's webhook as a delivery sender: the submission's body posted with its stable Idempotency-Key (and, with a
 * signing secret, the Standard Webhooks headers), bounded by the timeout. A redirect is a failed attempt, never
 * followed; a network error or timeout is status 0.
 */
import { formatDelay } from "../retry-schedule.js";
import type { WebhookPost } from "../webhook-post.js";
import type { WebhookSigner } from "../webhook-signing.js";
import type { DeliveryRecord } from "../submission-store.js";
import type { DeliverySender, SendResult } from "./sender.js";

export interface WebhookSenderOptions {
  url: string;
  post: WebhookPost;
  signer?: WebhookSigner | undefined;
  timeoutMs: number;
  now: () => number;
}

const redirected = (status: number, location: string | null | undefined, url: string): SendResult => {
  let where: string;
  try {
    where = location ? ` to ${new URL(location, url).host}` : "";
  } catch {
    where = "";
  }
  return {
    ok: false,
    status,
    error: `HTTP ${status}: redirected${where}; redirects are not followed (set the webhook address to its final address)`,
  };
};

export function createWebhookSender({ url, post, signer, timeoutMs, now }: WebhookSenderOptions): DeliverySender {
  return {
    repeatNote: "sending again with the same Idempotency-Key",
    async send(record: DeliveryRecord): Promise<SendResult> {
      const body = JSON.stringify(record.body);
      try {
        const response = await post(url, {
          headers: {
            "content-type": "application/json",
            "idempotency-key": record.idempotencyKey,
            "user-agent": "tupelo-medicare-leads",
            ...(signer ? signer(record.idempotencyKey, body, new Date(now())) : {}),
          },
          body,
          timeoutMs,
        });
        // A redirect could carry personal data anywhere: it is a failed attempt, never followed.
        if (response.status >= 300 && response.status < 400) return redirected(response.status, response.location, url);
        return response.status >= 200 && response.status < 300
          ? { ok: true, status: response.status }
          : { ok: false, status: response.status, error: `HTTP ${response.status}` };
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        return {
          ok: false,
          status: 0,
          error: timedOut
            ? `no answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : formatDelay(timeoutMs)}`
            : "network error",
        };
      }
    },
  };
}
