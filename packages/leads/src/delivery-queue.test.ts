/**
 * The delivery queue against a real database (SQLite and PostgreSQL) and a real local HTTP receiver: delivery with
 * the stable Idempotency-Key, the retry schedule, refused redirects, timeouts, `pnpm leads retry`, kinds without a
 * webhook, several processes sharing one queue, a process that dies mid-attempt and a database that fails while an
 * outcome is recorded.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDeliveryQueue } from "./delivery-queue.js";
import type { DeliveryQueue, DeliveryQueueOptions } from "./delivery-queue.js";
import { createSubmissionStore } from "./submission-store.js";
import type { SubmissionStore } from "./submission-store.js";
import { startReceiver } from "./test-support/receiver.js";
import type { Receiver, ReceiverAnswer } from "./test-support/receiver.js";
import { sampleConsent, sampleLead } from "./test-support/records.js";
import type { LeadsDatabase } from "./database/open-database.js";
import { DIALECTS, openTestDatabase } from "./test-support/test-database.js";
import type { TestDatabase } from "./test-support/test-database.js";
import type { SubmissionKind, SubmissionRecord } from "./types.js";

/** Empties the tables a test writes, so one database serves every test of a dialect. */
async function emptyTables(database: LeadsDatabase): Promise<void> {
  for (const table of [
    "delivery_attempts",
    "consent_records",
    "idempotency_keys",
    "submissions",
    "rate_limit_windows",
  ] as const)
    await database.db.deleteFrom(table).execute();
}

/** Polls until `done` holds (or fails the test at the deadline), so no test depends on a fixed sleep. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not done after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(DIALECTS)("the delivery queue on %s", (dialect) => {
  let test: TestDatabase;
  let store: SubmissionStore;
  let lines: string[];
  const queues: DeliveryQueue[] = [];
  const receivers: Receiver[] = [];

  // One database per dialect (making one takes most of a second on PostgreSQL), emptied before every test; every
  // queue of a test is stopped after it, so none touches the next test's rows.
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await emptyTables(test.database);
    store = createSubmissionStore(test.database);
    lines = [];
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    for (const receiver of receivers.splice(0)) await receiver.close();
  });

  const receiver = async (answers: ReceiverAnswer | ReceiverAnswer[] = 200, options: { delayMs?: number } = {}) => {
    const started = await startReceiver(answers, options);
    receivers.push(started);
    return started;
  };

  /** A queue with a short schedule (no jitter: random 0.5) and a short poll; stopped after the test. */
  const queue = (options: Partial<DeliveryQueueOptions> & Pick<DeliveryQueueOptions, "webhooks">) => {
    const created = createDeliveryQueue({
      store,
      retryDelaysMs: [50, 50],
      random: () => 0.5,
      pollMs: 50,
      log: (line) => lines.push(line),
      ...options,
    });
    queues.push(created);
    return created;
  };

  const accept = async (index = 1, kind: SubmissionKind = "lead", into: SubmissionStore = store) => {
    const result = await into.accept({ kind, body: sampleLead(index), consent: sampleConsent(), state: "pending" });
    if (result.status !== "created") throw new Error(`not created: ${result.status}`);
    return result.record;
  };

  const attemptRows = (id: string) =>
    test.database.db
      .selectFrom("delivery_attempts")
      .select(["number", "status", "ok", "error", "owner"])
      .where("submission_id", "=", id)
      .orderBy("number")
      .execute();

  const stateOf = async (id: string) => (await store.get(id))!;

  it("delivers a submission once, with its Idempotency-Key and the webhook body exactly", async () => {
    const webhook = await receiver(200);
    const record = await accept(1);
    const delivering = queue({ webhooks: { lead: webhook.url } });
    delivering.start();
    delivering.submit(record.id);
    await delivering.idle();
    expect(webhook.received).toHaveLength(1);
    expect(webhook.received[0]).toMatchObject({
      method: "POST",
      path: "/hook",
      contentType: "application/json",
      idempotencyKey: record.idempotencyKey,
      body: JSON.stringify(sampleLead(1)),
    });
    const delivered = await stateOf(record.id);
    expect(delivered.delivery).toMatchObject({
      state: "delivered",
      attemptCount: 1,
      leaseOwner: null,
      attemptStartedAt: null,
      deadReason: null,
    });
    expect(delivered.delivery.deliveredAt).not.toBeNull();
    expect(delivered.delivery.attempts).toMatchObject([{ ok: true, status: 200 }]);
    // Nothing more is due: a later look does not send it again.
    delivering.wake();
    await delivering.idle();
    expect(webhook.received).toHaveLength(1);
  });

  it("delivers a kind through its own sender beside the webhooks; a sender that throws is a failed attempt, tried again", async () => {
    const webhook = await receiver(200);
    const lead = await accept(1, "lead");
    const contact = await accept(2, "contact");
    const sent: string[] = [];
    let calls = 0;
    const delivering = queue({
      webhooks: { lead: webhook.url },
      senders: {
        contact: {
          send(record) {
            calls += 1;
            if (calls === 1) return Promise.reject(new Error("the relay hung up"));
            sent.push(record.id);
            return Promise.resolve({ ok: true, status: 250 });
          },
        },
      },
    });
    delivering.start();
    await waitFor(
      () => stateOf(contact.id),
      (record) => record.delivery.state === "delivered",
    );
    await delivering.idle();
    expect(webhook.received.map((each) => each.idempotencyKey)).toEqual([lead.idempotencyKey]);
    expect(sent).toEqual([contact.id]);
    expect(await attemptRows(contact.id)).toMatchObject([
      { number: 1, ok: 0, status: 0, error: "could not send (the relay hung up)" },
      { number: 2, ok: 1, status: 250 },
    ]);
    expect(lines.some((line) => line.includes(`contact ${contact.id} attempt 1 failed (could not send`))).toBe(true);
  });

  it("tries again on the schedule with the same key until the webhook answers", async () => {
    const webhook = await receiver([503, 200]);
    const record = await accept(1);
    const delivering = queue({ webhooks: { lead: webhook.url } });
    delivering.start();
    delivering.submit(record.id);
    await waitFor(
      () => stateOf(record.id),
      (each) => each.delivery.state === "delivered",
    );
    expect(webhook.received.map((request) => request.idempotencyKey)).toEqual([
      record.idempotencyKey,
      record.idempotencyKey,
    ]);
    expect((await attemptRows(record.id)).map((row) => [row.number, Number(row.status)])).toEqual([
      [1, 503],
      [2, 200],
    ]);
    expect(lines).toContain(`[leads] lead ${record.id} delivered on attempt 2`);
  });

  it("marks a submission dead with the reason once the schedule is spent, recording every numbered attempt", async () => {
    const webhook = await receiver(503);
    const record = await accept(1);
    const delivering = queue({ webhooks: { lead: webhook.url }, retryDelaysMs: [50, 50] });
    delivering.start();
    delivering.submit(record.id);
    const dead = await waitFor(
      () => stateOf(record.id),
      (each) => each.delivery.state === "dead",
    );
    expect(dead.delivery.deadReason).toBe("3 attempts failed; the last: HTTP 503");
    expect(dead.delivery.attemptCount).toBe(3);
    expect(dead.delivery.nextAttemptAt).toBeNull();
    const rows = await attemptRows(record.id);
    expect(rows.map((row) => [row.number, Number(row.status), Number(row.ok), row.error])).toEqual([
      [1, 503, 0, "HTTP 503"],
      [2, 503, 0, "HTTP 503"],
      [3, 503, 0, "HTTP 503"],
    ]);
    expect(rows.every((row) => row.owner === delivering.owner)).toBe(true);
    // Each retry waited for its delay (50 ms, without jitter) and not much longer.
    const gaps = webhook.received.slice(1).map((request, index) => request.at - webhook.received[index]!.at);
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(45);
    expect(lines.at(-1)).toMatch(
      new RegExp(`^\\[leads\\] lead ${record.id} is dead after 3 failed attempts \\(last: HTTP 503\\)`),
    );
    await delivering.idle();
    expect(webhook.received).toHaveLength(3);
  });

  it("treats a redirect as a failed attempt and never follows it", async () => {
    const webhook = await receiver({ status: 302, headers: { location: "/elsewhere" } });
    const record = await accept(1);
    const delivering = queue({ webhooks: { lead: webhook.url }, retryDelaysMs: [] });
    delivering.start();
    delivering.submit(record.id);
    const dead = await waitFor(
      () => stateOf(record.id),
      (each) => each.delivery.state === "dead",
    );
    expect(dead.delivery.attempts).toHaveLength(1);
    expect(dead.delivery.attempts[0]).toMatchObject({ ok: false, status: 302 });
    expect(dead.delivery.attempts[0]!.error).toMatch(/redirected to 127\.0\.0\.1:\d+; redirects are not followed/);
    expect(dead.delivery.deadReason).toContain("redirects are not followed");
    // The redirect's target never saw the submission.
    expect(webhook.received.map((request) => request.path)).toEqual(["/hook"]);
  });

  it("counts a webhook that does not answer within the timeout as a failed attempt", async () => {
    const webhook = await receiver(200, { delayMs: 3000 });
    const record = await accept(1);
    const delivering = queue({ webhooks: { lead: webhook.url }, retryDelaysMs: [], timeoutMs: 300 });
    delivering.start();
    delivering.submit(record.id);
    const dead = await waitFor(
      () => stateOf(record.id),
      (each) => each.delivery.state === "dead",
    );
    expect(dead.delivery.attempts[0]).toMatchObject({ ok: false, status: 0 });
    expect(dead.delivery.attempts[0]!.error).toMatch(/^no answer within /);
    // Ended by the timeout, not by the answer 3 s later (a loaded machine may add a second or two to the 300 ms).
    expect(dead.delivery.attempts[0]!.durationMs).toBeLessThan(3000);
  });

  it("delivers a dead submission made due again by `pnpm leads retry` (markDue, then wake)", async () => {
    const webhook = await receiver([500, 200]);
    const record = await accept(1);
    const delivering = queue({ webhooks: { lead: webhook.url }, retryDelaysMs: [] });
    delivering.start();
    delivering.submit(record.id);
    await waitFor(
      () => stateOf(record.id),
      (each) => each.delivery.state === "dead",
    );
    // The CLI is another process: on PostgreSQL it has its own connection.
    const cli = dialect === "postgres" ? createSubmissionStore(test.reopen()) : store;
    const before = await cli.markDue(record.id);
    expect(before?.delivery.state).toBe("dead");
    delivering.wake();
    const delivered = await waitFor(
      () => stateOf(record.id),
      (each) => each.delivery.state === "delivered",
    );
    expect(delivered.delivery.deadReason).toBeNull();
    expect(delivered.delivery.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
    expect(webhook.received.map((request) => request.idempotencyKey)).toEqual([
      record.idempotencyKey,
      record.idempotencyKey,
    ]);
  });

  it("leaves a kind without a webhook pending and released, and does not deliver it", async () => {
    const webhook = await receiver(200);
    const contact = await accept(1, "contact");
    const delivering = queue({ webhooks: { lead: webhook.url } });
    delivering.start();
    await waitFor(
      () => stateOf(contact.id),
      (each) => each.delivery.nextAttemptAt !== null && Date.parse(each.delivery.nextAttemptAt) > Date.now() + 60_000,
    );
    await delivering.idle();
    const left = await stateOf(contact.id);
    expect(left.delivery).toMatchObject({
      state: "pending",
      attemptCount: 0,
      leaseOwner: null,
      leaseUntil: null,
      attemptStartedAt: null,
    });
    expect(webhook.received).toEqual([]);
  });

  it("looks for due deliveries no more than about every pollMs while an attempt is under way", async () => {
    const webhook = await receiver(200, { delayMs: 600 });
    const record = await accept(1);
    let looks = 0;
    const counting: SubmissionStore = {
      ...store,
      claim: (options) => {
        looks += 1;
        return store.claim(options);
      },
      nextDueAt: () => {
        looks += 1;
        return store.nextDueAt();
      },
    };
    const delivering = queue({ store: counting, webhooks: { lead: webhook.url }, pollMs: 200 });
    const started = Date.now();
    delivering.start();
    delivering.submit(record.id);
    await waitFor(
      () => stateOf(record.id),
      (each) => each.delivery.state === "delivered",
    );
    // Two queries per poll (claim, next due) every 200 ms, and a few around the attempt; a queue that finds its own
    // leased delivery due looks again at once, hundreds of times in 600 ms.
    expect(looks).toBeLessThanOrEqual(10 + 2 * Math.ceil((Date.now() - started) / 200));
  });

  it("delivers every submission exactly once when several queues share the database", async () => {
    const webhook = await receiver(200, { delayMs: 2 });
    // PostgreSQL: three processes, each with its own connections. SQLite: one process holds one connection, so
    // two queues share the store object.
    const stores =
      dialect === "postgres"
        ? [store, createSubmissionStore(test.reopen()), createSubmissionStore(test.reopen())]
        : [store, store];
    const count = dialect === "postgres" ? 200 : 100;
    const records: SubmissionRecord[] = [];
    for (let index = 0; index < count; index += 1)
      records.push(await accept(index, "lead", stores[index % stores.length]));
    const sharing = stores.map((each, index) =>
      queue({ store: each, webhooks: { lead: webhook.url }, owner: `process-${index}` }),
    );
    for (const each of sharing) each.start();
    // Every queue is also told about every submission at once, as every handler would be.
    for (const record of records) for (const each of sharing) each.submit(record.id);
    await waitFor(
      () => store.counts(),
      (counts) => counts.delivered === count,
      30_000,
    );
    await Promise.all(sharing.map((each) => each.idle()));
    const counts = webhook.keyCounts();
    expect(counts.size).toBe(count);
    expect([...counts.values()].every((seen) => seen === 1)).toBe(true);
    expect(new Set(counts.keys())).toEqual(new Set(records.map((record) => record.idempotencyKey)));
    const attempts = await test.database.db
      .selectFrom("delivery_attempts")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(attempts.count)).toBe(count);
  });

  it("claims the submissions accepted together in one look, not one look each, and delivers them all", async () => {
    const webhook = await receiver(200);
    const records: SubmissionRecord[] = [];
    for (let index = 0; index < 30; index += 1) records.push(await accept(index));
    let claims = 0;
    const counted: SubmissionStore = {
      ...store,
      claim: (options) => {
        claims += 1;
        return store.claim(options);
      },
    };
    const delivering = queue({ store: counted, webhooks: { lead: webhook.url }, concurrency: 30, pollMs: 60_000 });
    delivering.start();
    // As 30 handlers answering one committed batch would: every submit in the same turn of the event loop.
    for (const record of records) delivering.submit(record.id);
    await waitFor(
      () => store.counts(),
      (counts) => counts.delivered === records.length,
    );
    expect(webhook.keyCounts().size).toBe(records.length);
    // One look takes all 30. It filled every slot, so the first attempt to finish looks once more and finds none;
    // the attempts finishing during or after that look ask for no look of their own, however the machine's load
    // spreads them.
    expect(claims).toBe(2);
  });

  it("takes over a delivery whose process died mid-attempt once its lease ran out, with the same key", async () => {
    const webhook = await receiver(200);
    const record = await accept(1);
    const claimedAt = Date.now();
    const claimed = await store.claim({ owner: "dead-process", now: claimedAt, leaseMs: 100, limit: 1 });
    expect(claimed.map((each) => each.record.id)).toEqual([record.id]);
    const survivor = queue({ webhooks: { lead: webhook.url }, owner: "survivor" });
    survivor.start();
    const delivered = await waitFor(
      () => stateOf(record.id),
      (each) => each.delivery.state === "delivered",
    );
    // Not before the dead process's lease ran out.
    expect(webhook.received[0]!.at - claimedAt).toBeGreaterThanOrEqual(100);
    expect(webhook.received.map((request) => request.idempotencyKey)).toEqual([record.idempotencyKey]);
    expect(delivered.delivery.attemptCount).toBe(1);
    expect((await attemptRows(record.id)).map((row) => row.owner)).toEqual(["survivor"]);
    expect(
      lines.some((line) => line.includes(`lead ${record.id}: an attempt started`) && line.includes("was cut off")),
    ).toBe(true);
  });

  it("tries recording an outcome again when the database fails, without posting the webhook again", async () => {
    const webhook = await receiver(200);
    const record = await accept(1);
    let failures = 0;
    const flaky: SubmissionStore = {
      ...store,
      finish: (...args) => {
        if (failures < 2) {
          failures += 1;
          return Promise.reject(new Error("disk I/O error"));
        }
        return store.finish(...args);
      },
    };
    const waits: number[] = [];
    const delivering = queue({
      store: flaky,
      webhooks: { lead: webhook.url },
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    delivering.start();
    delivering.submit(record.id);
    const delivered = await waitFor(
      () => stateOf(record.id),
      (each) => each.delivery.state === "delivered",
    );
    await delivering.idle();
    expect(failures).toBe(2);
    expect(waits).toEqual([1000, 2000]);
    expect(webhook.received).toHaveLength(1);
    expect(delivered.delivery.attemptCount).toBe(1);
    expect(lines.filter((line) => line.includes("cannot reach the database (disk I/O error)"))).toHaveLength(1);
    expect(lines).toContain("[leads] the database is reachable again; deliveries resume");
  });
});
