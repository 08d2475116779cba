/** The delivery queue's transitions and backoff, on fake time with an in-memory store and a scripted webhook. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDeliveryQueue } from "./delivery-queue.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import type { ConsentRecord } from "./consent-record.js";
import { newSubmissionId } from "./submission-store.js";
import type { SubmissionKind, SubmissionRecord, SubmissionStore } from "./submission-store.js";

const consent: ConsentRecord = {
  consentText: null,
  consentVersion: null,
  disclosureText: null,
  disclosureVersion: null,
  tpmoDisclaimer: null,
  page: "/",
  source: "Blog Sidebar",
  receivedAt: "",
  userAgent: null,
};

/** A store in memory (copies in and out, as files would be). */
function memoryStore(): SubmissionStore & { records: Map<string, SubmissionRecord>; saves: number } {
  const records = new Map<string, SubmissionRecord>();
  const copy = <T>(value: T): T => structuredClone(value);
  const store = {
    dir: "memory",
    records,
    saves: 0,
    create<T>(init: {
      kind: SubmissionKind;
      body: T;
      consent: ConsentRecord;
      state: "pending" | "kept";
      receivedAt?: Date;
    }) {
      const receivedAt = init.receivedAt ?? new Date();
      const id = newSubmissionId(receivedAt);
      const record: SubmissionRecord<T> = {
        id,
        kind: init.kind,
        receivedAt: receivedAt.toISOString(),
        idempotencyKey: `${init.kind}-${id}`,
        body: init.body,
        consent: init.consent,
        delivery: {
          state: init.state,
          attempts: [],
          nextAttemptAt: receivedAt.toISOString(),
          attemptStartedAt: null,
          deliveredAt: null,
          deadReason: null,
        },
      };
      records.set(id, copy(record));
      return Promise.resolve(record);
    },
    save(record: SubmissionRecord) {
      store.saves += 1;
      records.set(record.id, copy(record));
      return Promise.resolve();
    },
    get: (id: string) => Promise.resolve(records.has(id) ? copy(records.get(id)!) : null),
    list: () => Promise.resolve([...records.values()].map(copy)),
    remove: (id: string) => Promise.resolve(void records.delete(id)),
    idForClientKey: () => Promise.resolve(null),
    rememberClientKey: () => Promise.resolve(),
  };
  return store;
}

const BODY = { firstName: "Ada", email: "ada@example.com" };
let answers: Array<number | "network">;
let calls: Array<{ key: string; body: string }>;
const fakeFetch: typeof fetch = (_input, init) => {
  calls.push({
    key: String((init?.headers as Record<string, string>)["idempotency-key"]),
    body: typeof init?.body === "string" ? init.body : "",
  });
  const next = answers.shift() ?? 200;
  return next === "network"
    ? Promise.reject(new TypeError("fetch failed"))
    : Promise.resolve(new Response("x", { status: next }));
};

let queue: DeliveryQueue | undefined;
let lines: string[];
beforeEach(() => {
  vi.useFakeTimers({
    now: new Date("2026-11-23T10:00:00.000Z"),
    toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
  });
  answers = [];
  calls = [];
  lines = [];
});
afterEach(async () => {
  await queue?.stop();
  queue = undefined;
  vi.useRealTimers();
});

const start = async (store: SubmissionStore, delays = [10_000, 60_000, 300_000]) => {
  queue = createDeliveryQueue({
    store,
    webhooks: { lead: "http://hook.test/leads" },
    retryDelaysMs: delays,
    fetch: fakeFetch,
    random: () => 0.5,
    log: (line) => lines.push(line),
    rescanMs: 0,
  });
  await queue.start();
  return queue;
};

describe("delivery queue", () => {
  it("tries at once, then after each delay of the schedule, with one Idempotency-Key, until the webhook answers", async () => {
    const store = memoryStore();
    const q = await start(store);
    answers = [503, "network", 200];
    const record = await store.create({ kind: "lead", body: BODY, consent, state: "pending" });
    q.submit(record);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    let saved = store.records.get(record.id)!;
    expect(saved.delivery).toMatchObject({
      state: "pending",
      nextAttemptAt: "2026-11-23T10:00:10.000Z",
      attemptStartedAt: null,
    });
    expect(q.health()).toEqual({ waiting: 1, dead: 0, oldestWaitingSeconds: 0 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(3);
    saved = store.records.get(record.id)!;
    expect(saved.delivery.state).toBe("delivered");
    expect(saved.delivery.attempts.map((attempt) => [attempt.status, attempt.ok])).toEqual([
      [503, false],
      [0, false],
      [200, true],
    ]);
    expect(new Set(calls.map((call) => call.key))).toEqual(new Set([`lead-${record.id}`]));
    expect(calls.every((call) => call.body === JSON.stringify(BODY))).toBe(true);
    expect(q.health()).toEqual({ waiting: 0, dead: 0, oldestWaitingSeconds: null });
    // One line per failed attempt, none with personal data.
    expect(lines).toEqual([
      `[submissions] lead ${record.id} attempt 1 failed (HTTP 503); next attempt in 10s`,
      `[submissions] lead ${record.id} attempt 2 failed (network error); next attempt in 1m`,
      `[submissions] lead ${record.id} delivered on attempt 3`,
    ]);
    expect(lines.join("\n")).not.toContain("ada@example.com");
  });

  it("spreads each delay by the jitter", async () => {
    const store = memoryStore();
    queue = createDeliveryQueue({
      store,
      webhooks: { lead: "http://hook.test" },
      retryDelaysMs: [10_000],
      fetch: fakeFetch,
      random: () => 1,
      log: () => {},
      rescanMs: 0,
    });
    answers = [500];
    const record = await store.create({ kind: "lead", body: BODY, consent, state: "pending" });
    queue.submit(record);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.records.get(record.id)!.delivery.nextAttemptAt).toBe("2026-11-23T10:00:12.000Z");
  });

  it("marks a submission dead with the reason after the last retry, keeps it, reports it, and retries it on demand", async () => {
    const store = memoryStore();
    const q = await start(store, [1_000, 2_000]);
    answers = [500, 500, 502];
    const record = await store.create({ kind: "lead", body: BODY, consent, state: "pending" });
    q.submit(record);
    await vi.advanceTimersByTimeAsync(3_000);
    const dead = store.records.get(record.id)!;
    expect(dead.delivery.state).toBe("dead");
    expect(dead.delivery.deadReason).toBe("3 attempts failed; the last: HTTP 502");
    expect(q.health()).toMatchObject({ waiting: 0, dead: 1 });
    expect(lines.at(-1)).toMatch(new RegExp(`lead ${record.id} is dead after 3 failed attempts \\(last: HTTP 502\\)`));
    answers = [200];
    await q.retry(record.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.records.get(record.id)!.delivery.state).toBe("delivered");
    expect(q.health()).toMatchObject({ waiting: 0, dead: 0 });
  });

  it("recovers after a restart: an attempt cut off goes again at once (same key), a waiting one at its time", async () => {
    const store = memoryStore();
    const cut = await store.create({ kind: "lead", body: BODY, consent, state: "pending" });
    cut.delivery.attemptStartedAt = "2026-11-23T09:59:59.000Z";
    cut.delivery.nextAttemptAt = "2026-11-23T09:59:59.000Z";
    await store.save(cut);
    const later = await store.create({
      kind: "lead",
      body: { ...BODY, firstName: "Grace" },
      consent,
      state: "pending",
      receivedAt: new Date("2026-11-23T09:00:00.000Z"),
    });
    later.delivery.nextAttemptAt = "2026-11-23T10:05:00.000Z";
    await store.save(later);
    const q = await start(store);
    expect(q.health()).toEqual({ waiting: 2, dead: 0, oldestWaitingSeconds: 3600 });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.key)).toEqual([`lead-${cut.id}`]);
    expect(lines[0]).toMatch(/was cut off \(restart\); sending again with the same Idempotency-Key/);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(calls.map((call) => call.key)).toEqual([`lead-${cut.id}`, `lead-${later.id}`]);
    expect([...store.records.values()].every((record) => record.delivery.state === "delivered")).toBe(true);
  });

  it("marks the attempt started before posting and delivered after, so a crash in between is the only double", async () => {
    const store = memoryStore();
    const q = await start(store);
    const record = await store.create({ kind: "lead", body: BODY, consent, state: "pending" });
    const states: Array<[string, string | null]> = [];
    const save = store.save.bind(store);
    store.save = (next) => {
      states.push([next.delivery.state, next.delivery.attemptStartedAt]);
      return save(next);
    };
    q.submit(record);
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual([
      ["pending", "2026-11-23T10:00:00.000Z"],
      ["delivered", null],
    ]);
  });

  it("takes a sooner time another process wrote to the store (pnpm leads retry) at its next read", async () => {
    const store = memoryStore();
    queue = createDeliveryQueue({
      store,
      webhooks: { lead: "http://hook.test" },
      retryDelaysMs: [3_600_000],
      fetch: fakeFetch,
      random: () => 0.5,
      log: () => {},
      rescanMs: 30_000,
    });
    await queue.start();
    answers = [503, 200];
    const record = await store.create({ kind: "lead", body: BODY, consent, state: "pending" });
    queue.submit(record);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    const due = store.records.get(record.id)!;
    due.delivery.nextAttemptAt = new Date(Date.now()).toISOString();
    store.records.set(record.id, due);
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(2);
    expect(store.records.get(record.id)!.delivery.state).toBe("delivered");
  });

  it("leaves kept submissions (no webhook) alone", async () => {
    const store = memoryStore();
    const q = await start(store);
    const record = await store.create({ kind: "contact", body: BODY, consent, state: "kept" });
    q.submit(record);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([]);
    expect(q.health().waiting).toBe(0);
  });
});
