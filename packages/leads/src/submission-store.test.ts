import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSubmissionStore, hashClientKey } from "./submission-store.js";
import type { SubmissionStore } from "./submission-store.js";
import { DIALECTS, openTestDatabase } from "./test-support/test-database.js";
import type { TestDatabase } from "./test-support/test-database.js";
import { sampleConsent, sampleLead } from "./test-support/records.js";

describe("hashClientKey", () => {
  it("is the key's sha256 in hex, as every kept key (and the old file store's) was stored", () => {
    for (const key of ["bench-1", "clé-ü-😀", "x".repeat(300)])
      expect(hashClientKey(key)).toBe(createHash("sha256").update(key).digest("hex"));
  });
});

describe.each(DIALECTS)("the submission store on %s", (dialect) => {
  let test: TestDatabase;
  let store: SubmissionStore;
  beforeEach(async () => {
    test = await openTestDatabase(dialect);
    store = createSubmissionStore(test.database);
  });
  afterEach(() => test.dispose());

  const accept = (index: number, extra: Partial<Parameters<SubmissionStore["accept"]>[0]> = {}) =>
    store.accept({ kind: "lead", body: sampleLead(index), consent: sampleConsent(), state: "pending", ...extra });

  it("keeps a submission with its consent record and reads it back", async () => {
    const result = await accept(1);
    expect(result.status).toBe("created");
    if (result.status !== "created") return;
    const record = await store.get(result.record.id);
    expect(record?.body).toEqual(sampleLead(1));
    expect(record?.consent?.disclosureText).toBe("By requesting the guide, you agree.");
    expect(record?.delivery.state).toBe("pending");
    expect(record?.idempotencyKey).toBe(`lead-${result.record.id}`);
  });

  it("answers a repeated Idempotency-Key with the first submission's id, also from another connection", async () => {
    const first = await accept(1, { clientKey: "key-12345678" });
    const other = createSubmissionStore(test.reopen());
    const second = await other.accept({
      kind: "lead",
      body: sampleLead(1),
      consent: sampleConsent(),
      state: "pending",
      clientKey: "key-12345678",
    });
    expect(first.status).toBe("created");
    expect(second).toEqual({ status: "duplicate", id: first.status === "created" ? first.record.id : "" });
    expect((await store.counts()).total).toBe(1);
  });

  it("resolves the same key sent at once (PostgreSQL: over two connections) to one submission", async () => {
    // One process holds one SQLite connection (a second one in the same thread would wait on the first's lock
    // while blocking it); PostgreSQL is where several connections write at once.
    const other = dialect === "postgres" ? createSubmissionStore(test.reopen()) : store;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 ? other : store).accept({
          kind: "lead",
          body: sampleLead(1),
          consent: sampleConsent(),
          state: "pending",
          clientKey: "same-key-at-once",
        }),
      ),
    );
    expect(results.filter((result) => result.status === "created")).toHaveLength(1);
    expect((await store.counts()).total).toBe(1);
  });

  it("limits submissions per client across connections, writing nothing over the limit", async () => {
    const other = createSubmissionStore(test.reopen());
    const at = new Date("2026-11-20T15:00:10Z");
    const statuses = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push(
        (
          await (index % 2 ? other : store).accept({
            kind: "lead",
            body: sampleLead(index),
            consent: sampleConsent(),
            state: "pending",
            receivedAt: at,
            rateLimit: { client: "203.0.113.9", perMinute: 3 },
          })
        ).status,
      );
    expect(statuses).toEqual(["created", "created", "created", "limited", "limited"]);
    expect((await store.counts()).total).toBe(3);
    const elsewhere = await accept(9, { receivedAt: at, rateLimit: { client: "198.51.100.7", perMinute: 3 } });
    expect(elsewhere.status).toBe("created");
  });

  it("reads every submission in order in batches, and counts exactly", async () => {
    for (let index = 0; index < 23; index += 1)
      await accept(index, { receivedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index % 7)) });
    const ascending = [];
    for await (const record of store.iterate({ batchSize: 5 })) ascending.push(record);
    expect(ascending).toHaveLength(23);
    const keys = ascending.map((record) => `${record.receivedAt} ${record.id}`);
    expect(keys).toEqual([...keys].sort());
    const descending = [];
    for await (const record of store.iterate({ order: "desc", batchSize: 4 })) descending.push(record.id);
    expect(descending).toEqual(ascending.map((record) => record.id).reverse());
    expect(await store.counts()).toMatchObject({ pending: 23, total: 23 });
  });

  it("leases a due delivery to one owner only", async () => {
    const created = await accept(1);
    const id = created.status === "created" ? created.record.id : "";
    const now = Date.now() + 1000;
    const other = createSubmissionStore(test.reopen());
    const [a, b] = await Promise.all([
      store.claim({ owner: "a", now, leaseMs: 60_000, limit: 5 }),
      other.claim({ owner: "b", now, leaseMs: 60_000, limit: 5 }),
    ]);
    expect(a.length + b.length).toBe(1);
    const owner = a.length ? "a" : "b";
    expect(await store.claim({ owner: "c", now: now + 1000, leaseMs: 60_000, limit: 5 })).toEqual([]);
    // The lease runs out (its process died): another takes it over and sees the attempt was cut off.
    const taken = await store.claim({ owner: "c", now: now + 61_000, leaseMs: 60_000, limit: 5 });
    expect(taken).toHaveLength(1);
    expect(taken[0]!.cutOffAt).not.toBeNull();
    // A claim carries what the delivery sends, nothing more (the consent record stays in the database).
    expect(taken[0]!.record).toEqual({
      id,
      kind: "lead",
      receivedAt: created.status === "created" ? created.record.receivedAt : "",
      idempotencyKey: created.status === "created" ? created.record.idempotencyKey : "",
      body: sampleLead(1),
      delivery: { attemptCount: 0 },
    });
    // The first owner's late answer is not recorded over the new owner's.
    const attempt = { number: 1, at: new Date(now).toISOString(), ok: true, status: 200, durationMs: 5 };
    const outcome = { state: "delivered" as const, nextAttemptAt: null, deliveredAt: now, deadReason: null };
    expect(await store.finish(id, owner, attempt, outcome)).toBe(false);
    expect(await store.finish(id, "c", attempt, outcome)).toBe(true);
    const record = await store.get(id);
    expect(record?.delivery).toMatchObject({ state: "delivered", attemptCount: 1, leaseOwner: null });
    expect(record?.delivery.attempts).toHaveLength(1);
  });

  it("purges old delivered, dead and kept submissions with their keys and consent, never a waiting one", async () => {
    const old = new Date("2020-01-01T00:00:00Z");
    const kept = await accept(1, { receivedAt: old, state: "kept", clientKey: "purged-key-1" });
    await accept(2, { receivedAt: old });
    await accept(3);
    const dry = await store.purge(Date.parse("2021-01-01"), { dryRun: true });
    expect(dry).toEqual({ removed: { pending: 0, delivered: 0, dead: 0, kept: 1 }, waiting: 1 });
    expect((await store.counts()).total).toBe(3);
    const result = await store.purge(Date.parse("2021-01-01"));
    expect(result.removed.kept).toBe(1);
    expect((await store.counts()).total).toBe(2);
    expect(await store.idForClientKey("lead", "purged-key-1")).toBeNull();
    const id = kept.status === "created" ? kept.record.id : "";
    const left = await test.database.db
      .selectFrom("consent_records")
      .select("submission_id")
      .where("submission_id", "=", id)
      .execute();
    expect(left).toEqual([]);
  });

  it("keeps accepts that arrive together apart: a duplicate or one over the limit rolls back alone", async () => {
    // On SQLite these share one commit (group commit), each in a savepoint of its own.
    const at = new Date("2026-11-20T15:00:10Z");
    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_, index) =>
        accept(index, { receivedAt: at, rateLimit: { client: "203.0.113.50", perMinute: 3 } }),
      ),
      accept(10, { clientKey: "together-key-1" }),
      accept(11, { clientKey: "together-key-1" }),
      accept(12),
    ]);
    const statuses = results.map((result) => result.status);
    expect(statuses.slice(0, 5).filter((status) => status === "created")).toHaveLength(3);
    expect(statuses.slice(0, 5).filter((status) => status === "limited")).toHaveLength(2);
    expect(statuses.slice(5, 7).sort()).toEqual(["created", "duplicate"]);
    expect(statuses[7]).toBe("created");
    const counts = await store.counts();
    expect(counts.total).toBe(5);
    const created = results.filter((result) => result.status === "created");
    for (const result of created) expect(await store.get(result.record.id)).not.toBeNull();
    const duplicate = results.find((result) => result.status === "duplicate");
    const lastNameOf = (body: unknown) => (body as { lastName: string }).lastName;
    const first = created.find((result) => ["Lead 10", "Lead 11"].includes(lastNameOf(result.record.body)));
    expect(duplicate?.status === "duplicate" && duplicate.id).toBe(first?.record.id);
  });
});
