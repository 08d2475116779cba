/**
 * Delivers accepted submissions to their webhook: at once (short timeout), then again on the retry schedule with
 * jitter until it answers 2xx or the schedule is spent (dead: kept, reported). Every attempt carries the
 * submission's stable Idempotency-Key. State lives in the store, so pending deliveries survive a restart or `kill -9`.
 *
 * Exactly once, as nearly as HTTP allows: an attempt is marked started (flushed) before the POST and delivered
 * (flushed) right after the 2xx. Only a crash between the webhook accepting and that second flush sends a
 * submission twice, with the same Idempotency-Key, so the receiver can drop the copy.
 */
import { formatDelay, retryDelay } from "./retry-schedule.js";
import type { DeliveryAttempt, SubmissionKind, SubmissionRecord, SubmissionStore } from "./submission-store.js";

/** How long one attempt waits for the webhook. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How often the queue re-reads the store for deliveries another process asked for (`pnpm leads retry`). */
export const STORE_RESCAN_MS = 30_000;

export interface DeliveryQueueOptions {
  store: SubmissionStore;
  /** Where each kind is delivered; a kind without one is kept, not queued. */
  webhooks: Partial<Record<SubmissionKind, string>>;
  retryDelaysMs: readonly number[];
  timeoutMs?: number;
  /** Attempts at once. @defaultValue 4 */
  concurrency?: number;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** One line per failed attempt, dead submission or recovery (no personal data). */
  log?: (line: string) => void;
  /** @defaultValue STORE_RESCAN_MS; 0: never */
  rescanMs?: number;
}

export interface DeliveryHealth {
  /** Submissions waiting for delivery (including one being attempted). */
  waiting: number;
  dead: number;
  /** Age of the oldest waiting submission in seconds, or null. */
  oldestWaitingSeconds: number | null;
}

export interface DeliveryQueue {
  /** Reads the store and schedules every pending delivery (those cut off mid-attempt at once). */
  start(): Promise<void>;
  /** Delivers a just-accepted submission now (does not wait for it). */
  submit(record: SubmissionRecord): void;
  /** Makes a dead (or waiting) submission due now. */
  retry(id: string): Promise<SubmissionRecord | null>;
  health(): DeliveryHealth;
  /** Resolves when no attempt is running or due within `withinMs` (tests, benchmarks). */
  idle(withinMs?: number): Promise<void>;
  stop(): Promise<void>;
}

interface Waiting {
  record: SubmissionRecord;
  timer: NodeJS.Timeout | undefined;
  running: boolean;
}

export function createDeliveryQueue(options: DeliveryQueueOptions): DeliveryQueue {
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const log = options.log ?? ((line: string) => console.warn(line));
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const concurrency = options.concurrency ?? 4;
  const waiting = new Map<string, Waiting>();
  const deadIds = new Set<string>();
  const running = new Set<Promise<void>>();
  const slots: Array<() => void> = [];
  let active = 0;
  let stopped = false;
  let rescan: NodeJS.Timeout | undefined;

  const acquire = async () => {
    if (active < concurrency) {
      active += 1;
      return;
    }
    await new Promise<void>((resolve) => slots.push(resolve));
  };
  const release = () => {
    const next = slots.shift();
    if (next) next();
    else active -= 1;
  };

  const schedule = (record: SubmissionRecord) => {
    if (stopped) return;
    const entry = waiting.get(record.id) ?? { record, timer: undefined, running: false };
    entry.record = record;
    waiting.set(record.id, entry);
    if (entry.running) return;
    if (entry.timer) clearTimeout(entry.timer);
    const due = record.delivery.nextAttemptAt ? Date.parse(record.delivery.nextAttemptAt) - now() : 0;
    entry.timer = setTimeout(() => run(record.id), Math.max(0, Math.min(due, 2 ** 31 - 1)));
    entry.timer.unref?.();
  };

  const run = (id: string) => {
    const entry = waiting.get(id);
    if (!entry || entry.running || stopped) return;
    entry.running = true;
    entry.timer = undefined;
    const attempt = (async () => {
      await acquire();
      try {
        await deliverOnce(entry);
      } catch (error) {
        // A store write failed: try again later, from what is on disk.
        log(
          `[submissions] ${entry.record.kind} ${id}: could not record a delivery attempt (${error instanceof Error ? error.message : String(error)}); retrying in 1m`,
        );
        entry.record = {
          ...entry.record,
          delivery: { ...entry.record.delivery, nextAttemptAt: new Date(now() + 60_000).toISOString() },
        };
      } finally {
        release();
        entry.running = false;
        if (entry.record.delivery.state === "pending") schedule(entry.record);
        else waiting.delete(id);
      }
    })();
    running.add(attempt);
    void attempt.finally(() => running.delete(attempt));
  };

  const deliverOnce = async (entry: Waiting) => {
    const url = options.webhooks[entry.record.kind];
    if (!url) {
      // No webhook for this kind any more: keep waiting (reported by health) and look again later.
      entry.record = {
        ...entry.record,
        delivery: { ...entry.record.delivery, nextAttemptAt: new Date(now() + 5 * 60_000).toISOString() },
      };
      return;
    }
    const started = now();
    let record: SubmissionRecord = {
      ...entry.record,
      delivery: { ...entry.record.delivery, attemptStartedAt: new Date(started).toISOString() },
    };
    await options.store.save(record);
    entry.record = record;
    const result = await post(url, record);
    const attempts = [
      ...record.delivery.attempts,
      { ...result, at: new Date(started).toISOString(), durationMs: Math.round(now() - started) },
    ];
    const number = attempts.length;
    if (result.ok) {
      record = {
        ...record,
        delivery: {
          ...record.delivery,
          state: "delivered",
          attempts,
          attemptStartedAt: null,
          nextAttemptAt: null,
          deliveredAt: new Date(now()).toISOString(),
        },
      };
      await options.store.save(record);
      if (number > 1) log(`[submissions] ${record.kind} ${record.id} delivered on attempt ${number}`);
    } else {
      const delay = retryDelay(options.retryDelaysMs, number, options.random);
      const reason = describe(result);
      if (delay === null) {
        record = {
          ...record,
          delivery: {
            ...record.delivery,
            state: "dead",
            attempts,
            attemptStartedAt: null,
            nextAttemptAt: null,
            deadReason: `${number} attempts failed; the last: ${reason}`,
          },
        };
        await options.store.save(record);
        deadIds.add(record.id);
        log(
          `[submissions] ${record.kind} ${record.id} is dead after ${number} failed attempts (last: ${reason}); it is kept: pnpm leads show ${record.id}, pnpm leads retry ${record.id}`,
        );
      } else {
        record = {
          ...record,
          delivery: {
            ...record.delivery,
            attempts,
            attemptStartedAt: null,
            nextAttemptAt: new Date(now() + delay).toISOString(),
          },
        };
        await options.store.save(record);
        log(
          `[submissions] ${record.kind} ${record.id} attempt ${number} failed (${reason}); next attempt in ${formatDelay(delay)}`,
        );
      }
    }
    entry.record = record;
  };

  const post = async (
    url: string,
    record: SubmissionRecord,
  ): Promise<Pick<DeliveryAttempt, "ok" | "status" | "error">> => {
    try {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": record.idempotencyKey },
        body: JSON.stringify(record.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      return response.ok
        ? { ok: true, status: response.status }
        : { ok: false, status: response.status, error: `HTTP ${response.status}` };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      return { ok: false, status: 0, error: timedOut ? `no answer within ${formatDelay(timeoutMs)}` : "network error" };
    }
  };

  const load = async () => {
    for (const record of await options.store.list()) {
      if (record.delivery.state === "dead") deadIds.add(record.id);
      else deadIds.delete(record.id);
      if (record.delivery.state !== "pending") continue;
      const known = waiting.get(record.id);
      if (known) {
        // Another process (pnpm leads retry) made it due sooner: take the store's schedule.
        const sooner =
          Date.parse(record.delivery.nextAttemptAt ?? "") < Date.parse(known.record.delivery.nextAttemptAt ?? "");
        if (!known.running && sooner) schedule(record);
        continue;
      }
      if (record.delivery.attemptStartedAt) {
        log(
          `[submissions] ${record.kind} ${record.id}: an attempt was cut off (restart); sending again with the same Idempotency-Key`,
        );
        record.delivery.nextAttemptAt = new Date(now()).toISOString();
      }
      schedule(record);
    }
  };

  return {
    async start() {
      await load();
      const every = options.rescanMs ?? STORE_RESCAN_MS;
      if (every > 0) {
        rescan = setInterval(
          () =>
            void load().catch((error: unknown) =>
              log(`[submissions] could not read the store: ${error instanceof Error ? error.message : String(error)}`),
            ),
          every,
        );
        rescan.unref?.();
      }
    },
    submit(record) {
      if (record.delivery.state === "pending") schedule(record);
    },
    async retry(id) {
      const record = waiting.get(id)?.record ?? (await options.store.get(id));
      if (!record || record.delivery.state === "delivered" || record.delivery.state === "kept") return record;
      const due: SubmissionRecord = {
        ...record,
        delivery: {
          ...record.delivery,
          state: "pending",
          nextAttemptAt: new Date(now()).toISOString(),
          deadReason: null,
        },
      };
      await options.store.save(due);
      deadIds.delete(id);
      schedule(due);
      return due;
    },
    health() {
      let oldest: number | null = null;
      for (const { record } of waiting.values()) {
        const received = Date.parse(record.receivedAt);
        if (oldest === null || received < oldest) oldest = received;
      }
      return {
        waiting: waiting.size,
        dead: deadIds.size,
        oldestWaitingSeconds: oldest === null ? null : Math.max(0, Math.round((now() - oldest) / 1000)),
      };
    },
    async idle(withinMs = 0) {
      for (;;) {
        const soon = [...waiting.values()].some(
          (entry) => entry.running || Date.parse(entry.record.delivery.nextAttemptAt ?? "0") - now() <= withinMs,
        );
        if (!soon && running.size === 0) return;
        // Timers must get their turn: never wait on an already settled promise alone.
        const tick = new Promise((resolve) => setTimeout(resolve, 20));
        await (running.size > 0 ? Promise.race([Promise.allSettled([...running]), tick]) : tick);
      }
    },
    async stop() {
      stopped = true;
      if (rescan) clearInterval(rescan);
      for (const entry of waiting.values()) if (entry.timer) clearTimeout(entry.timer);
      await Promise.allSettled([...running]);
    },
  };
}

function describe(result: Pick<DeliveryAttempt, "status" | "error">): string {
  return result.error ?? `HTTP ${result.status}`;
}
