/**
 * Delivers accepted submissions through the sender of their kind: at once (or when the row is due, for one queued
 * for later), then again on the retry schedule with jitter until the sender succeeds or the schedule is spent (dead:
 * kept, reported). A kind's webhook is one sender (every attempt carries the submission's stable Idempotency-Key and,
 * with a signing secret, the Standard Webhooks headers); the appointments' e-mail is another (mail-sender.ts).
 *
 * Several processes share one queue through the database: due deliveries are found by an indexed query and
 * leased (`FOR UPDATE SKIP LOCKED` on PostgreSQL, a conditional update on SQLite) for longer than one attempt can
 * take. A process that dies loses its lease when it runs out, and another takes the delivery over, sending it again
 * with the same key. So every submission is delivered once, apart from one window: a process that dies between the
 * webhook's 2xx and the commit of "delivered" causes one repeat with the same Idempotency-Key, which the receiver can
 * drop.
 *
 * Idle cost: one indexed look-up of the next due time every `pollMs`; nothing grows with the kept submissions.
 */
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import type { ClaimedDelivery, SubmissionStore } from "./submission-store.js";
import type { RecordKind, SubmissionKind } from "./types.js";
import type { WebhookSigner } from "./webhook-signing.js";
import { createWebhookPoster, type WebhookPost } from "./webhook-post.js";
import { attemptOutcome } from "./queue/attempt-outcome.js";
import type { AttemptOutcome } from "./queue/attempt-outcome.js";
import { createClaimPump } from "./queue/claim-pump.js";
import type { DeliverySender, SendResult } from "./queue/sender.js";
import { createWebhookSender } from "./queue/webhook-sender.js";
import { errorText } from "./error-text.js";

export type { DeliverySender, SendResult } from "./queue/sender.js";

/** How long one attempt waits for the webhook. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How often the queue looks for due deliveries made by other processes (`pnpm leads retry`, a dead process). */
export const DELIVERY_POLL_MS = 2_000;
/** How much longer than an attempt's timeout a lease lasts. */
const LEASE_MARGIN_MS = 50_000;
/** How often recording an attempt's outcome is tried before the lease is left to run out. */
const FINISH_TRIES = 5;

export interface DeliveryQueueOptions {
  store: SubmissionStore;
  /** Where each kind is delivered by webhook; a kind without a webhook or a sender is kept, not queued. */
  webhooks: Partial<Record<SubmissionKind, string>>;
  /** Senders of other kinds (the appointments' e-mail), beside the webhooks. */
  senders?: Partial<Record<RecordKind, DeliverySender>>;
  retryDelaysMs: readonly number[];
  /** Signs every delivery (LEAD_WEBHOOK_SECRET). */
  signer?: WebhookSigner | undefined;
  timeoutMs?: number;
  /** Attempts at once in this process. @defaultValue 8 */
  concurrency?: number;
  /** @defaultValue DELIVERY_POLL_MS */
  pollMs?: number;
  /** This process's name on its leases. @defaultValue host-pid-random */
  owner?: string;
  /** Sends one delivery. @defaultValue node:http(s) with kept-alive connections, closed by `stop()` */
  post?: WebhookPost;
  now?: () => number;
  random?: () => number;
  /** One line per failed attempt, dead submission, recovery or database trouble (no personal data). */
  log?: (line: string) => void;
  /** Waits before retrying to record an outcome (tests shorten it). */
  sleep?: (ms: number) => Promise<void>;
}

export interface DeliveryQueue {
  readonly owner: string;
  /** Starts looking for due deliveries (those left by a stopped process included). */
  start(): void;
  /** Delivers a just-accepted submission now, with whatever else is due (does not wait for it). */
  submit(id: string): void;
  /** Looks for due deliveries now (another process made one due). */
  wake(): void;
  /** Resolves when no attempt is running and none is due within `withinMs` (tests, benchmarks). */
  idle(withinMs?: number): Promise<void>;
  /** Stops taking deliveries; attempts under way finish (each is bounded by the timeout). */
  stop(): Promise<void>;
}

export function createDeliveryQueue(options: DeliveryQueueOptions): DeliveryQueue {
  const { store } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const leaseMs = timeoutMs + LEASE_MARGIN_MS;
  const concurrency = options.concurrency ?? 8;
  const poster = options.post ? undefined : createWebhookPoster({ maxSockets: concurrency });
  const post: WebhookPost = options.post ?? poster!.post;
  const owner = options.owner ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;

  let databaseTrouble: string | null = null;
  const reportDatabase = (error: unknown) => {
    const text = errorText(error);
    if (databaseTrouble !== text)
      log(`[leads] the delivery queue cannot reach the database (${text}); deliveries resume when it returns`);
    databaseTrouble = text;
  };
  const databaseBack = () => {
    if (databaseTrouble) log("[leads] the database is reachable again; deliveries resume");
    databaseTrouble = null;
  };

  const senders: Partial<Record<RecordKind, DeliverySender>> = { ...options.senders };
  for (const [kind, url] of Object.entries(options.webhooks) as Array<[SubmissionKind, string | undefined]>)
    if (url && !senders[kind])
      senders[kind] = createWebhookSender({ url, post, signer: options.signer, timeoutMs, now });

  /**
   * Records an attempt's outcome; a database that fails here (full disk, a restart) is tried again rather than the
   * webhook being posted again. After the last try the lease runs out and the delivery is repeated with the same key.
   */
  const record = async (
    claimed: ClaimedDelivery,
    attempt: Parameters<SubmissionStore["finish"]>[2],
    result: SendResult,
    { outcome, line }: AttemptOutcome,
  ) => {
    const { id, kind } = claimed.record;
    for (let tryNumber = 1; ; tryNumber += 1) {
      try {
        const kept = await store.finish(id, owner, attempt, outcome);
        databaseBack();
        if (!kept)
          log(
            `[leads] ${kind} ${id}: another process took this delivery over before its outcome was recorded (its lease ran out)`,
          );
        else if (line) log(line);
        return;
      } catch (error) {
        reportDatabase(error);
        if (tryNumber >= FINISH_TRIES) {
          log(
            `[leads] ${kind} ${id}: the outcome of attempt ${attempt.number} (${result.ok ? "delivered" : "failed"}) could not be recorded; it will be sent again with the same Idempotency-Key once the lease runs out`,
          );
          return;
        }
        await sleep(Math.min(1000 * 2 ** (tryNumber - 1), 8000));
      }
    }
  };

  /** One attempt: the kind's sender, then its outcome recorded. */
  const deliver = async (claimed: ClaimedDelivery) => {
    const { record: delivery } = claimed;
    const sender = senders[delivery.kind];
    if (!sender) {
      // No sender for this kind in this process: give it back, due again in 5 minutes (another may have one).
      await store.release(delivery.id, owner, now() + 5 * 60_000);
      return;
    }
    if (claimed.cutOffAt)
      log(
        `[leads] ${delivery.kind} ${delivery.id}: an attempt started ${claimed.cutOffAt} was cut off (its process stopped); ${sender.repeatNote ?? "sending again"}`,
      );
    const started = now();
    let result: SendResult;
    try {
      result = await sender.send(delivery);
    } catch (error) {
      result = { ok: false, status: 0, error: `could not send (${errorText(error)})` };
    }
    const number = delivery.delivery.attemptCount + 1;
    const attempt = {
      ok: result.ok,
      status: result.status,
      ...(result.error !== undefined ? { error: result.error } : {}),
      number,
      at: new Date(started).toISOString(),
      durationMs: Math.round(now() - started),
    };
    const outcome = attemptOutcome(delivery, number, result, {
      retryDelaysMs: options.retryDelaysMs,
      random: options.random,
      now: now(),
    });
    await record(claimed, attempt, result, outcome);
  };

  const pump = createClaimPump<ClaimedDelivery>({
    concurrency,
    pollMs: options.pollMs ?? DELIVERY_POLL_MS,
    now,
    claim: (limit) => store.claim({ owner, now: now(), leaseMs, limit }),
    nextDueAt: () => store.nextDueAt(),
    work: (claimed) =>
      deliver(claimed).catch((error: unknown) =>
        log(`[leads] ${claimed.record.kind} ${claimed.record.id}: delivery failed unexpectedly (${errorText(error)})`),
      ),
    onReached: databaseBack,
    onTrouble: reportDatabase,
  });

  return {
    owner,
    start: () => pump.start(),
    submit: () => pump.poke(),
    wake: () => pump.poke(),
    async idle(withinMs = 0) {
      for (;;) {
        const next = await store.nextDueAt().catch(() => null);
        const due = next !== null && next - now() <= withinMs;
        const working = pump.working();
        if (!due && working.length === 0 && !pump.looking()) return;
        const tick = new Promise((resolve) => setTimeout(resolve, 20));
        await (working.length > 0 ? Promise.race([Promise.allSettled(working), tick]) : tick);
      }
    },
    async stop() {
      await pump.stop();
      poster?.close();
      await Promise.allSettled(Object.values(options.senders ?? {}).map(async (sender) => sender?.close?.()));
    },
  };
}
