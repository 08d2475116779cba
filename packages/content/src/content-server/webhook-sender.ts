/**
 * Sends webhooks like Contentful: POST with Contentful's headers, signed when a secret is set, one attempt plus
 * a retry after each delay on 429, 5xx or a network error. Calls go out one at a time, in order.
 */
import { randomBytes } from "node:crypto";
import { signRequest } from "../webhooks/signing.js";
import type { ContentServerLogger } from "./logger.js";

export const WEBHOOK_CONTENT_TYPE = "application/vnd.contentful.management.v1+json";
export const WEBHOOK_NAME = "content-serve";
/** Contentful: 1 attempt + 2 retries, 30 s apart. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [30_000, 30_000];
const ATTEMPT_TIMEOUT_MS = 30_000;

export interface WebhookCall {
  readonly topic: string;
  readonly id: string;
  readonly body: unknown;
}

export interface WebhookSenderOptions {
  readonly url: string;
  readonly secret?: string | undefined;
  readonly retryDelaysMs?: readonly number[] | undefined;
  readonly logger: ContentServerLogger;
}

export interface WebhookStats {
  sent: number;
  failed: number;
  pending: number;
  lastStatus: number | string | null;
}

const retryable = (status: number): boolean => status === 429 || status >= 500;

export class WebhookSender {
  readonly stats: WebhookStats = { sent: 0, failed: 0, pending: 0, lastStatus: null };
  private readonly controller = new AbortController();
  private readonly retryDelays: readonly number[];

  constructor(private readonly options: WebhookSenderOptions) {
    this.retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  /** Sends the calls in order; resolves when each was delivered or given up. Never rejects. */
  async sendAll(calls: readonly WebhookCall[]): Promise<void> {
    this.stats.pending += calls.length;
    for (const call of calls) {
      if (this.controller.signal.aborted) break;
      const ok = await this.send(call);
      this.stats.pending -= 1;
      if (ok) this.stats.sent += 1;
      else this.stats.failed += 1;
    }
    if (this.controller.signal.aborted) this.stats.pending = 0;
  }

  /** Stops retries and aborts a call in flight. */
  close(): void {
    this.controller.abort();
  }

  private headers(call: WebhookCall, body: string, idempotencyKey: string): Record<string, string> {
    const contentfulHeaders = {
      "x-contentful-topic": call.topic,
      "x-contentful-webhook-name": WEBHOOK_NAME,
      "x-contentful-idempotency-key": idempotencyKey,
    };
    const headers = { "content-type": WEBHOOK_CONTENT_TYPE, ...contentfulHeaders };
    if (!this.options.secret) return headers;
    const url = new URL(this.options.url);
    const signing = signRequest(this.options.secret, {
      method: "POST",
      path: `${url.pathname}${url.search}`,
      headers: contentfulHeaders,
      body,
    });
    return { ...headers, ...signing };
  }

  private async send(call: WebhookCall): Promise<boolean> {
    const body = JSON.stringify(call.body);
    const idempotencyKey = randomBytes(16).toString("hex");
    const attempts = this.retryDelays.length + 1;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const outcome = await this.attempt(call, body, idempotencyKey);
      this.stats.lastStatus = outcome.status;
      const label = `Webhook ${call.topic} ${call.id} -> ${outcome.status}`;
      if (outcome.ok) {
        this.options.logger.info(label);
        return true;
      }
      const delay = this.retryDelays[attempt - 1];
      if (!outcome.retry || delay === undefined || this.controller.signal.aborted) {
        this.options.logger.warn(`${label}, giving up${attempt > 1 ? ` after ${attempt} attempts` : ""}`);
        return false;
      }
      this.options.logger.warn(`${label}, retry ${attempt} of ${attempts - 1} in ${delay} ms`);
      if (!(await this.sleep(delay))) return false;
    }
    return false;
  }

  private async attempt(
    call: WebhookCall,
    body: string,
    idempotencyKey: string,
  ): Promise<{ ok: boolean; retry: boolean; status: number | string }> {
    try {
      const signal = AbortSignal.any([this.controller.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]);
      // Signed per attempt: a retry 30 s later would otherwise fail the receiver's 30 s TTL.
      const response = await fetch(this.options.url, {
        method: "POST",
        headers: this.headers(call, body, idempotencyKey),
        body,
        signal,
      });
      await response.arrayBuffer().catch(() => undefined);
      return { ok: response.ok, retry: retryable(response.status), status: response.status };
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const reason = cause instanceof Error ? ((cause as NodeJS.ErrnoException).code ?? cause.message) : String(cause);
      return { ok: false, retry: true, status: `network error (${reason})` };
    }
  }

  /** Resolves true after `ms`, false at once when the sender is closed. */
  private sleep(ms: number): Promise<boolean> {
    const { signal } = this.controller;
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const onAbort = () => {
        clearTimeout(timer);
        resolve(false);
      };
      const timer = setTimeout(() => {
        signal.removeEventListener("abort", onAbort);
        resolve(true);
      }, ms);
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }
}
