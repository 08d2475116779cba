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
import { formatDelay, retryDelay } from "./retry-schedule.js";
import type { ClaimedDelivery, DeliveryOutcome, SubmissionStore } from "./submission-store.js";
import type { DeliveryAttempt, RecordKind, SubmissionKind } from "./types.js";
import type { DeliveryRecord } from "./submission-store.js";
import type { WebhookSigner } from "./webhook-signing.js";
import { createWebhookPoster, type WebhookPost } from "./webhook-post.js";

/**
 * What one attempt came to: ok, or the failure (status 0 for a network error or timeout); `final` gives up at once
 * (a refusal no retry changes, such as an SMTP server's 5xx for the recipient).
 */
export type SendResult = Pick<DeliveryAttempt, "ok" | "status" | "error"> & { final?: boolean };

/** Sends the deliveries of one kind; `send` never throws (a failure is a result). */
export interface DeliverySender {
  send(record: DeliveryRecord): Promise<SendResult>;
  /** What a repeat after a cut-off attempt may cause, for the log line. */
  repeatNote?: string;
  /** Closes what the sender keeps open (connections); called by `stop()`. */
  close?(): void | Promise<void>;
}

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

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createDeliveryQueue(options: DeliveryQueueOptions): DeliveryQueue {
  const { store } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const leaseMs = timeoutMs + LEASE_MARGIN_MS;
  const concurrency = options.concurrency ?? 8;
  const poster = options.post ? undefined : createWebhookPoster({ maxSockets: concurrency });
  const send: WebhookPost = options.post ?? poster!.post;
  const pollMs = options.pollMs ?? DELIVERY_POLL_MS;
  const owner = options.owner ?? `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const running = new Set<Promise<void>>();
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let pumping: Promise<void> | undefined;
  let again = false;
  let databaseTrouble: string | null = null;
  /** The last look filled every free slot (or found none free), so more may be due when an attempt finishes. */
  let slotsWereFull = false;
  /** An attempt finished while a look was under way: that look's limit did not count the slot it freed. */
  let freedDuringLook = false;

  const reportDatabase = (error: unknown) => {
    const text = message(error);
    if (databaseTrouble !== text)
      log(`[leads] the delivery queue cannot reach the database (${text}); deliveries resume when it returns`);
    databaseTrouble = text;
  };
  const databaseBack = () => {
    if (databaseTrouble) log("[leads] the database is reachable again; deliveries resume");
    databaseTrouble = null;
  };

  const arm = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => pump(), Math.max(0, Math.min(delay, pollMs)));
    timer.unref?.();
  };

  const launch = (claimed: ClaimedDelivery) => {
    const attempt = deliver(claimed).catch((error: unknown) =>
      log(`[leads] ${claimed.record.kind} ${claimed.record.id}: delivery failed unexpectedly (${message(error)})`),
    );
    running.add(attempt);
    void attempt.finally(() => {
      running.delete(attempt);
      if (stopped) return;
      // A look under way decides when it ends whether the freed slot is worth another look.
      if (pumping) freedDuringLook = true;
      // A slot is free: look for more at once if the last look left some behind.
      else if (slotsWereFull) pump();
    });
  };

  /**
   * Claims as many due deliveries as there are free slots, then sleeps until the next is due (or pollMs). Called
   * for every accepted submission and every finished attempt; the calls of one turn of the event loop share one
   * claim (50 accepts committed together are claimed together, not one by one).
   */
  const claimDue = async () => {
    do {
      again = false;
      freedDuringLook = false;
      const free = concurrency - running.size;
      // Every slot taken: more may be due, and the next attempt to finish looks again.
      slotsWereFull = true;
      if (free <= 0) return;
      try {
        const claimed = await store.claim({ owner, now: now(), leaseMs, limit: free });
        databaseBack();
        for (const each of claimed) launch(each);
        if (claimed.length === free) {
          // Full: the slots freed meanwhile may have more to take; otherwise the next attempt to finish looks.
          if (freedDuringLook) again = true;
          continue;
        }
        // Not full: every due delivery was taken, so the slots freed meanwhile need no look of their own.
        slotsWereFull = false;
        const next = await store.nextDueAt();
        arm(next === null ? pollMs : next - now());
      } catch (error) {
        reportDatabase(error);
        arm(pollMs);
      }
    } while (again && !stopped);
  };
  let pumpScheduled = false;
  const pump = () => {
    if (stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    if (pumpScheduled) return;
    pumpScheduled = true;
    setImmediate(() => {
      pumpScheduled = false;
      if (stopped || pumping) return;
      pumping = claimDue().finally(() => {
        pumping = undefined;
        // Asked again after the last look and before this point: look once more.
        if (again) pump();
      });
    });
  };

  const postWebhook = async (url: string, record: DeliveryRecord): Promise<SendResult> => {
    const body = JSON.stringify(record.body);
    try {
      const response = await send(url, {
        headers: {
          "content-type": "application/json",
          "idempotency-key": record.idempotencyKey,
          "user-agent": "tupelo-medicare-leads",
          ...(options.signer ? options.signer(record.idempotencyKey, body, new Date(now())) : {}),
        },
        body,
        timeoutMs,
      });
      // A redirect could carry personal data anywhere: it is a failed attempt, never followed.
      if (response.status >= 300 && response.status < 400) {
        let where = "";
        try {
          where = response.location ? ` to ${new URL(response.location, url).host}` : "";
        } catch {
          where = "";
        }
        return {
          ok: false,
          status: response.status,
          error: `HTTP ${response.status}: redirected${where}; redirects are not followed (set the webhook address to its final address)`,
        };
      }
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
  };

  const webhookSender = (url: string): DeliverySender => ({
    send: (record) => postWebhook(url, record),
    repeatNote: "sending again with the same Idempotency-Key",
  });
  const senders: Partial<Record<RecordKind, DeliverySender>> = { ...options.senders };
  for (const [kind, url] of Object.entries(options.webhooks) as Array<[SubmissionKind, string | undefined]>)
    if (url && !senders[kind]) senders[kind] = webhookSender(url);

  const deliver = async (claimed: ClaimedDelivery) => {
    const { record } = claimed;
    const sender = senders[record.kind];
    if (!sender) {
      // No sender for this kind in this process: give it back, due again in 5 minutes (another may have one).
      await store.release(record.id, owner, now() + 5 * 60_000);
      return;
    }
    if (claimed.cutOffAt)
      log(
        `[leads] ${record.kind} ${record.id}: an attempt started ${claimed.cutOffAt} was cut off (its process stopped); ${sender.repeatNote ?? "sending again"}`,
      );
    const started = now();
    let result: SendResult;
    try {
      result = await sender.send(record);
    } catch (error) {
      result = { ok: false, status: 0, error: `could not send (${message(error)})` };
    }
    const number = record.delivery.attemptCount + 1;
    const attempt = {
      ok: result.ok,
      status: result.status,
      ...(result.error !== undefined ? { error: result.error } : {}),
      number,
      at: new Date(started).toISOString(),
      durationMs: Math.round(now() - started),
    };
    let outcome: DeliveryOutcome;
    let line: string | null = null;
    if (result.ok) {
      outcome = { state: "delivered", nextAttemptAt: null, deliveredAt: now(), deadReason: null };
      if (number > 1) line = `[leads] ${record.kind} ${record.id} delivered on attempt ${number}`;
    } else {
      const delay = result.final ? null : retryDelay(options.retryDelaysMs, number, options.random);
      const reason = result.error ?? `HTTP ${result.status}`;
      if (delay === null) {
        outcome = {
          state: "dead",
          nextAttemptAt: null,
          deliveredAt: null,
          deadReason: result.final
            ? `refused, not tried again: ${reason}`
            : `${number} attempts failed; the last: ${reason}`,
        };
        line = result.final
          ? `[leads] ${record.kind} ${record.id} was refused (${reason}) and is not tried again; it is kept: pnpm leads show ${record.id}, pnpm leads retry ${record.id}`
          : `[leads] ${record.kind} ${record.id} is dead after ${number} failed attempts (last: ${reason}); it is kept: pnpm leads show ${record.id}, pnpm leads retry ${record.id}`;
      } else {
        outcome = { state: "pending", nextAttemptAt: now() + delay, deliveredAt: null, deadReason: null };
        line = `[leads] ${record.kind} ${record.id} attempt ${number} failed (${reason}); next attempt in ${formatDelay(delay)}`;
      }
    }
    // Record the outcome; a database that fails here (full disk, a restart) is tried again rather than the webhook
    // being posted again. After the last try the lease runs out and the delivery is repeated with the same key.
    for (let tryNumber = 1; ; tryNumber += 1) {
      try {
        const kept = await store.finish(record.id, owner, attempt, outcome);
        databaseBack();
        if (!kept)
          log(
            `[leads] ${record.kind} ${record.id}: another process took this delivery over before its outcome was recorded (its lease ran out)`,
          );
        else if (line) log(line);
        return;
      } catch (error) {
        reportDatabase(error);
        if (tryNumber >= FINISH_TRIES) {
          log(
            `[leads] ${record.kind} ${record.id}: the outcome of attempt ${number} (${result.ok ? "delivered" : "failed"}) could not be recorded; it will be sent again with the same Idempotency-Key once the lease runs out`,
          );
          return;
        }
        await sleep(Math.min(1000 * 2 ** (tryNumber - 1), 8000));
      }
    }
  };

  return {
    owner,
    start() {
      if (!stopped) return;
      stopped = false;
      pump();
    },
    submit() {
      pump();
    },
    wake() {
      pump();
    },
    async idle(withinMs = 0) {
      for (;;) {
        const next = await store.nextDueAt().catch(() => null);
        const due = next !== null && next - now() <= withinMs;
        if (!due && running.size === 0 && !pumping && !pumpScheduled) return;
        const tick = new Promise((resolve) => setTimeout(resolve, 20));
        await (running.size > 0 ? Promise.race([Promise.allSettled([...running]), tick]) : tick);
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await pumping;
      await Promise.allSettled([...running]);
      poster?.close();
      await Promise.allSettled(Object.values(options.senders ?? {}).map(async (sender) => sender?.close?.()));
    },
  };
}
