/**
 * Each unit of the submission store alone, on the shared context and a real database of each dialect (the composed
 * store is tested in ../submission-store.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, openTestDatabase } from "../test-support/test-database.js";
import type { TestDatabase } from "../test-support/test-database.js";
import { sampleConsent, sampleLead } from "../test-support/records.js";
import { createAccept, RATE_WINDOW_MS } from "./accept-plan.js";
import { createDeliveryRows } from "./delivery-rows.js";
import { createImport } from "./import-rows.js";
import { createReads } from "./reads.js";
import { createRetention } from "./retention.js";
import { newRecord, newSubmissionId } from "./rows.js";
import { createStoreContext } from "./store-context.js";
import type { StoreContext } from "./store-context.js";
import type { RecordKind } from "../types.js";

const start = Date.parse("2026-06-01T12:00:00.000Z");

describe.each(DIALECTS)("the store's units on %s", (dialect) => {
  let test: TestDatabase;
  let context: StoreContext;
  beforeEach(async () => {
    test = await openTestDatabase(dialect);
    context = createStoreContext(test.database);
  });
  afterEach(() => test.dispose());

  /** Rows brought in through the import unit: `count` of `kind` in `state`, one minute apart from `from`. */
  const bring = async (
    count: number,
    state: "pending" | "delivered" | "dead" | "kept",
    kind: RecordKind = "lead",
    from = start,
  ) => {
    const submissions = Array.from({ length: count }, (_, index) => {
      const receivedAt = new Date(from + index * 60_000);
      const id = newSubmissionId(receivedAt);
      const record = newRecord({
        id,
        kind,
        receivedAt,
        idempotencyKey: `${kind}-${id}`,
        body: sampleLead(index),
        consent: kind === "message" ? null : sampleConsent(),
        state: state === "pending" ? "pending" : "kept",
      });
      return {
        record: { ...record, delivery: { ...record.delivery, state } },
        keyHashes: [`hash-${state}-${kind}-${index}`],
      };
    });
    const fresh = await createImport(context).importAll(submissions, []);
    expect(fresh.size).toBe(count);
    return submissions.map(({ record }) => record.id);
  };

  it("accept: a repeated key rolls back its own submission and answers the first one's id", async () => {
    const unit = createAccept(context, undefined);
    const input = {
      kind: "lead" as const,
      body: sampleLead(1),
      consent: sampleConsent(),
      state: "pending" as const,
      clientKey: "key-1",
    };
    const first = await unit.accept(input);
    const second = await unit.accept({ ...input, body: sampleLead(2) });
    expect(first.status).toBe("created");
    expect(second).toEqual({ status: "duplicate", id: first.status === "created" ? first.record.id : "" });
    expect(await unit.idForClientKey("lead", "key-1")).toBe(first.status === "created" ? first.record.id : "");
    expect((await createReads(context).counts()).total).toBe(1);
  });

  it("accept: over the client's limit nothing is written and the wait is named", async () => {
    const unit = createAccept(context, undefined);
    const receivedAt = new Date(start + 10_000);
    const input = (index: number) => ({
      kind: "lead" as const,
      body: sampleLead(index),
      consent: sampleConsent(),
      state: "pending" as const,
      receivedAt,
      rateLimit: { client: "203.0.113.9", perMinute: 2 },
    });
    expect((await unit.accept(input(1))).status).toBe("created");
    expect((await unit.accept(input(2))).status).toBe("created");
    expect(await unit.accept(input(3))).toEqual({ status: "limited", retryAfterSeconds: 50 });
    expect((await createReads(context).counts()).total).toBe(2);
    expect(await createRetention(context).pruneRateLimits(start + 3 * RATE_WINDOW_MS)).toBe(1);
  });

  it("reads: every submission in keyset batches, either order, never the queue's e-mails, counted exactly", async () => {
    const leads = await bring(7, "pending");
    await bring(2, "delivered", "lead", start + 3_600_000);
    await bring(3, "pending", "message");
    const reads = createReads(context);
    const ascending = [];
    for await (const record of reads.iterate({ batchSize: 2 })) ascending.push(record.id);
    expect(ascending).toHaveLength(9);
    expect(ascending.slice(0, 7)).toEqual(leads);
    const descending = [];
    for await (const record of reads.iterate({ batchSize: 3, order: "desc", before: start + 3_600_000 }))
      descending.push(record.id);
    expect(descending).toEqual([...leads].reverse());
    expect(await reads.counts()).toEqual({ pending: 7, delivered: 2, dead: 0, kept: 0, total: 9 });
    expect(await reads.counts(start + 3_600_000)).toMatchObject({ pending: 0, delivered: 2, total: 2 });
    const health = await reads.health(start + 3_600_000);
    expect(health).toEqual({
      waiting: 7,
      dead: 0,
      oldestWaitingSeconds: 3600,
      oldestKeptAt: new Date(start).toISOString(),
    });
    expect(await reads.mailHealth(start + 60_000)).toEqual({
      waiting: 2,
      scheduled: 1,
      dead: 0,
      oldestWaitingSeconds: 60,
    });
    expect((await reads.get(leads[0]!))?.consent?.disclosureText).toBe("By requesting the guide, you agree.");
    expect(await reads.get("not-an-id")).toBeNull();
  });

  it("delivery rows: a lease goes to one owner, only its holder records the outcome, a release makes it due", async () => {
    const [id] = await bring(1, "pending");
    const reads = createReads(context);
    const rows = createDeliveryRows(context, reads);
    const now = start + 60_000;
    expect(await rows.nextDueAt()).toBe(start);
    const claimed = await rows.claim({ owner: "a", now, leaseMs: 30_000, limit: 5 });
    expect(claimed.map((each) => each.record.id)).toEqual([id]);
    expect(await rows.claim({ owner: "b", now, leaseMs: 30_000, limit: 5 })).toEqual([]);
    const attempt = { number: 1, at: new Date(now).toISOString(), ok: false, status: 503, durationMs: 12 };
    const retry = { state: "pending" as const, nextAttemptAt: now + 60_000, deliveredAt: null, deadReason: null };
    expect(await rows.finish(id!, "b", attempt, retry)).toBe(false);
    expect((await reads.get(id!))?.delivery.attempts).toEqual([]);
    expect(await rows.finish(id!, "a", attempt, retry)).toBe(true);
    const after = await reads.get(id!);
    expect(after?.delivery).toMatchObject({
      attemptCount: 1,
      leaseOwner: null,
      nextAttemptAt: new Date(now + 60_000).toISOString(),
    });
    expect(after?.delivery.attempts).toEqual([{ at: attempt.at, ok: false, status: 503, durationMs: 12 }]);
    expect(await rows.claim({ owner: "c", now: now + 60_000, leaseMs: 30_000, limit: 1 })).toHaveLength(1);
    await rows.release(id!, "c", now + 61_000);
    expect(await rows.nextDueAt()).toBe(now + 61_000);
    const dead = { state: "dead" as const, nextAttemptAt: null, deliveredAt: null, deadReason: "410 Gone" };
    await rows.claim({ owner: "d", now: now + 62_000, leaseMs: 30_000, limit: 1 });
    expect(await rows.finish(id!, "d", { ...attempt, number: 2 }, dead)).toBe(true);
    expect((await rows.markDue(id!, now + 70_000))?.delivery.state).toBe("dead");
    expect((await reads.get(id!))?.delivery).toMatchObject({ state: "pending", deadReason: null });
  });

  it("retention: a dry run counts, a purge removes delivered, dead and kept before the cut-off, never a waiting one", async () => {
    await bring(3, "delivered");
    await bring(2, "dead");
    await bring(1, "kept");
    const [waiting] = await bring(2, "pending");
    await bring(1, "delivered", "lead", start + 86_400_000);
    const retention = createRetention(context);
    const cutoff = start + 3_600_000;
    const counted = await retention.purge(cutoff, { dryRun: true });
    expect(counted).toEqual({ removed: { pending: 0, delivered: 3, dead: 2, kept: 1 }, waiting: 2 });
    expect((await createReads(context).counts()).total).toBe(9);
    expect(await retention.purge(cutoff)).toEqual(counted);
    expect(await createReads(context).counts()).toEqual({ pending: 2, delivered: 1, dead: 0, kept: 0, total: 3 });
    expect((await createReads(context).get(waiting!))?.consent).not.toBeNull();
  });
});
