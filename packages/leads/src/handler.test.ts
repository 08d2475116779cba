/**
 * The submission endpoints against a real store (SQLite and PostgreSQL): what they refuse before touching the
 * database, what they keep (with its consent record), replays of an Idempotency-Key and the rate limit across
 * processes, and a database that cannot take the submission (503, nothing written).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Mock } from "vitest";
import {
  CONTACT_SOURCE,
  contactConsentText,
  contactDisclosureText,
  LEAD_TYPE,
  leadDisclosureText,
  RATE_LIMITED_MESSAGE,
} from "@tupelo-medicare/lead-forms/contract";
import { createDeliveryQueue } from "./delivery-queue.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import { createSubmissionHandler, MAX_SUBMISSION_BYTES, SUBMISSION_UNAVAILABLE_MESSAGE } from "./handler.js";
import type { SubmissionHandlerOptions } from "./handler.js";
import { createSubmissionStore } from "./submission-store.js";
import type { SubmissionStore } from "./submission-store.js";
import { startReceiver } from "./test-support/receiver.js";
import type { LeadsDatabase } from "./database/open-database.js";
import { DIALECTS, openTestDatabase } from "./test-support/test-database.js";
import type { TestDatabase } from "./test-support/test-database.js";

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

const lead = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "6625550142",
  zipCode: "38804",
  source: "Blog Sidebar",
  timestamp: "2026-11-22T10:00:00.000Z",
  leadType: LEAD_TYPE,
};
const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "6625550142",
  message: "Please call me about Part D.",
  marketingConsent: true,
  source: CONTACT_SOURCE,
  timestamp: "2026-11-22T10:00:00.000Z",
};
const details = { brand: "Acme Medicare", weekdayHours: "Mon-Fri 9-5" };

const JSON_TYPE = { "content-type": "application/json" };
const post = (body: unknown, headers: Record<string, string> = JSON_TYPE) =>
  new Request("http://site.test/api/leads", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const keyed = (body: unknown, key: string) => post(body, { ...JSON_TYPE, "idempotency-key": key });
const from = (client: string, body: unknown = contact) => post(body, { ...JSON_TYPE, "x-client": client });

/** A store that fails the test if the handler reads anything of it. */
function untouchableStore(): { store: SubmissionStore; touched: () => boolean } {
  let touched = false;
  const store = new Proxy({} as SubmissionStore, {
    get(_target, property) {
      touched = true;
      throw new Error(`the store was read (${String(property)})`);
    },
  });
  return { store, touched: () => touched };
}

let logger: { error: Mock<(line: string) => void>; info: Mock<(line: string) => void> };
beforeEach(() => {
  logger = { error: vi.fn<(line: string) => void>(), info: vi.fn<(line: string) => void>() };
});

describe("the submission handler before the store", () => {
  it("answers 413 to a chunked body over 16 KB without reading all of it, and cancels the stream", async () => {
    const { store, touched } = untouchableStore();
    const handler = createSubmissionHandler({ kind: "lead", store, logger });
    let pulled = 0;
    let cancelled = false;
    const chunk = new TextEncoder().encode(" ".repeat(1024));
    // 1 MB on offer, one 1 KB chunk per pull and no content-length: only the handler's own count can stop it.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          if (pulled > 1024) controller.close();
          else controller.enqueue(chunk);
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://site.test/api/leads", {
      method: "POST",
      headers: JSON_TYPE,
      body,
      duplex: "half",
    });
    expect(request.headers.get("content-length")).toBeNull();
    const response = await handler(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: "The submission is too large." });
    expect(cancelled).toBe(true);
    // 16 KB is 16 chunks; the 17th passes the limit. A little read-ahead is fine, reading on to the end is not.
    expect(pulled).toBeGreaterThanOrEqual(MAX_SUBMISSION_BYTES / 1024 + 1);
    expect(pulled).toBeLessThan(40);
    expect(touched()).toBe(false);
  });

  it("refuses a malformed Idempotency-Key with 400", async () => {
    const { store, touched } = untouchableStore();
    const handler = createSubmissionHandler({ kind: "lead", store, logger });
    for (const key of ["short", "bad key with spaces", "x".repeat(201)]) {
      const response = await handler(keyed(lead, key));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, error: "The Idempotency-Key is not valid." });
    }
    expect(touched()).toBe(false);
  });

  it("answers 503 at once without reading the store when it is not available", async () => {
    const { store, touched } = untouchableStore();
    const handler = createSubmissionHandler({ kind: "lead", store, logger, available: () => false });
    const response = await handler(keyed(lead, "key-unavailable-1"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: SUBMISSION_UNAVAILABLE_MESSAGE });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(touched()).toBe(false);
  });
});

describe.each(DIALECTS)("the submission handler on %s", (dialect) => {
  let test: TestDatabase;
  let store: SubmissionStore;
  let queue: DeliveryQueue | undefined;
  // One database per dialect (making one takes most of a second on PostgreSQL), emptied before every test.
  beforeAll(async () => {
    test = await openTestDatabase(dialect);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await emptyTables(test.database);
    store = createSubmissionStore(test.database);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await queue?.stop();
    queue = undefined;
  });

  const handlerFor = (options: Partial<SubmissionHandlerOptions> = {}) =>
    createSubmissionHandler({ kind: "lead", store, logger, ...options });
  /** Another server process: on PostgreSQL its own connection; on SQLite the one connection this process has. */
  const otherStore = () => (dialect === "postgres" ? createSubmissionStore(test.reopen()) : store);
  const total = async (on: SubmissionStore = store) => (await on.counts()).total;
  const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;

  it("keeps a lead without a webhook (201) with its consent record, the webhook body without the context", async () => {
    const handler = handlerFor({
      tpmo: () => Promise.resolve({ text: "We do not offer every plan.", effectiveDate: "2026-10-01" }),
    });
    const response = await handler(
      new Request("http://site.test/api/leads", {
        method: "POST",
        headers: { ...JSON_TYPE, "user-agent": "TestBrowser/1.0" },
        body: JSON.stringify({
          ...lead,
          submissionContext: {
            consent: { disclosureText: leadDisclosureText("Acme Medicare") },
            page: "/medicare-breakdown?x=1",
          },
        }),
      }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const id = await idOf(response);
    const record = await store.get(id);
    expect(record?.delivery.state).toBe("kept");
    expect(record?.body).toEqual(lead);
    expect(record?.consent).toMatchObject({
      consentText: null,
      disclosureText: leadDisclosureText("Acme Medicare"),
      disclosureVersion: expect.stringMatching(/^sha256:[0-9a-f]{16}$/),
      tpmoDisclaimer: { version: expect.stringMatching(/^sha256:/), effectiveDate: "2026-10-01" },
      page: "/medicare-breakdown?x=1",
      source: "Blog Sidebar",
      userAgent: "TestBrowser/1.0",
    });
  });

  it("validates again on the server: 422 with the issues, and unknown fields dropped from what is kept", async () => {
    const handler = handlerFor();
    const invalid = await handler(post({ ...lead, email: "nope" }));
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      ok: false,
      issues: [{ field: "email", message: "Invalid email address" }],
    });
    expect(await total()).toBe(0);
    const extra = await handler(post({ ...lead, medicareNumber: "1EG4-TE5-MK73" }));
    expect(extra.status).toBe(201);
    const record = await store.get(await idOf(extra));
    expect(record?.body).toEqual(lead);
    expect(record?.body).not.toHaveProperty("medicareNumber");
  });

  it("refuses other methods (405), non-JSON (415), bad JSON (400) and bodies over 16 KB (413), keeping nothing", async () => {
    const handler = handlerFor();
    expect((await handler(new Request("http://site.test/api/leads"))).status).toBe(405);
    expect((await handler(post(lead, { "content-type": "text/plain" }))).status).toBe(415);
    const bad = await handler(post("{not json"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, error: "The submission is not valid JSON." });
    expect((await handler(post({ ...lead, firstName: "a".repeat(20_000) }))).status).toBe(413);
    expect(await total()).toBe(0);
  });

  it("drops quietly what fills the hidden field (202), keeping nothing of it", async () => {
    const handler = handlerFor({ kind: "contact" });
    const trapped = await handler(post({ ...contact, website: "http://spam.example" }));
    expect(trapped.status).toBe(202);
    expect(await trapped.json()).toEqual({ ok: true });
    expect((await handler(post({ ...contact, submissionContext: { website: "spam" } }))).status).toBe(202);
    expect(await total()).toBe(0);
    expect(logger.info).toHaveBeenCalledWith("[leads] Dropped a contact that filled the hidden field");
    // An empty hidden field is what people send.
    expect((await handler(post({ ...contact, website: "" }))).status).toBe(201);
    expect(await total()).toBe(1);
  });

  it("answers 202 with a queue once the submission is stored, before a slow webhook answers, then delivers it", async () => {
    const receiver = await startReceiver(200, { delayMs: 500 });
    try {
      queue = createDeliveryQueue({ store, webhooks: { contact: receiver.url }, retryDelaysMs: [], log: () => {} });
      queue.start();
      const handler = handlerFor({ kind: "contact", queue });
      const response = await handler(
        post({
          ...contact,
          submissionContext: {
            consent: {
              consentText: contactConsentText("Acme"),
              disclosureText: contactDisclosureText("Acme", "Mon-Fri"),
            },
          },
        }),
      );
      expect(response.status).toBe(202);
      expect(receiver.answered()).toBe(0);
      const id = await idOf(response);
      expect((await store.get(id))?.delivery.state).toBe("pending");
      await queue.idle();
      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0]!.body)).toEqual(contact);
      const record = await store.get(id);
      expect(record?.delivery.state).toBe("delivered");
      expect(record?.consent?.consentText).toBe(contactConsentText("Acme"));
      expect(receiver.received[0]!.idempotencyKey).toBe(record?.idempotencyKey);
    } finally {
      await receiver.close();
    }
  });

  it("answers a replay of an Idempotency-Key 200 with the first id, also from another process", async () => {
    const handler = handlerFor();
    const first = await handler(keyed(lead, "key-00000001"));
    expect(first.status).toBe(201);
    const id = await idOf(first);
    const replay = await handler(keyed(lead, "key-00000001"));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ ok: true, duplicate: true, id });
    const elsewhere = handlerFor({ store: otherStore() });
    const restarted = await elsewhere(keyed(lead, "key-00000001"));
    expect(restarted.status).toBe(200);
    expect(await idOf(restarted)).toBe(id);
    expect((await handler(keyed(lead, "key-00000002"))).status).toBe(201);
    expect(await total()).toBe(2);
  });

  it("stores once when the same key arrives twice at the same time (PostgreSQL: at two processes)", async () => {
    const one = handlerFor({ kind: "contact" });
    const two = handlerFor({ kind: "contact", store: otherStore() });
    const answers = await Promise.all([one(keyed(contact, "key-concurrent")), two(keyed(contact, "key-concurrent"))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const ids = await Promise.all(answers.map(idOf));
    expect(ids[0]).toBe(ids[1]);
    expect(await total()).toBe(1);
  });

  it("limits submissions per client per minute with 429, Retry-After and the forms' message, across processes", async () => {
    // The limit counts per minute window: the clock is pinned 10 s into one, so the answer is exact.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-20T15:00:10.000Z") });
    const options = {
      kind: "contact" as const,
      rateLimitPerMinute: 2,
      clientOf: (request: Request) => request.headers.get("x-client") ?? "",
    };
    const one = handlerFor(options);
    const two = handlerFor({ ...options, store: otherStore() });
    expect((await one(from("a"))).status).toBe(201);
    expect((await two(from("a"))).status).toBe(201);
    for (const handler of [one, two]) {
      const limited = await handler(from("a"));
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ ok: false, error: RATE_LIMITED_MESSAGE });
      expect(limited.headers.get("retry-after")).toBe("50");
    }
    expect(await total()).toBe(2);
    // Another client is counted on its own; the first may send again once its minute has passed.
    expect((await two(from("b"))).status).toBe(201);
    vi.setSystemTime(new Date("2026-11-20T15:02:10.000Z"));
    expect((await one(from("a"))).status).toBe(201);
    expect(await total()).toBe(4);
  });

  it("records the wording the server served: a match, and a differing disclosure kept with wordingMatches false", async () => {
    const handler = handlerFor({ wording: () => Promise.resolve(details) });
    const served = leadDisclosureText(details.brand);
    const matching = await handler(post({ ...lead, submissionContext: { consent: { disclosureText: served } } }));
    expect(matching.status).toBe(201);
    expect((await store.get(await idOf(matching)))?.consent).toMatchObject({
      disclosureText: served,
      served: { consentText: null, disclosureText: served },
      wordingMatches: true,
      mismatch: null,
    });
    const differing = await handler(
      post({ ...lead, submissionContext: { consent: { disclosureText: "You agree to anything." } } }),
    );
    // Kept all the same: the visitor's submission is never refused over wording.
    expect(differing.status).toBe(201);
    const record = await store.get(await idOf(differing));
    expect(record?.consent).toMatchObject({
      disclosureText: "You agree to anything.",
      served: { disclosureText: served },
      wordingMatches: false,
      mismatch: "the disclosure text differs from the one served",
    });
  });

  it("keeps a submission uncompared when the site's wording cannot be read", async () => {
    const handler = handlerFor({ wording: () => Promise.reject(new Error("settings unavailable")) });
    const response = await handler(post(lead));
    expect(response.status).toBe(201);
    const record = await store.get(await idOf(response));
    expect(record?.consent).toMatchObject({ served: null, wordingMatches: null });
    expect(record?.consent?.mismatch).toMatch(/^not compared/);
  });

  it("answers 503 with a Retry-After when the database fails at a submission, writing nothing", async () => {
    // A connection of its own, closed: the handler's next query fails as on a database that went away.
    const gone = test.reopen();
    // Used once first: Kysely makes its connection on first use, and a close before that would leave nothing closed.
    await gone.db.selectFrom("submissions").select("id").limit(1).execute();
    await gone.close();
    const handler = handlerFor({ store: createSubmissionStore(gone) });
    const response = await handler(keyed(lead, "key-database-down"));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: SUBMISSION_UNAVAILABLE_MESSAGE });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^\[leads\] Could not store a lead: /));
    expect(await total()).toBe(0);
    expect(await store.idForClientKey("lead", "key-database-down")).toBeNull();
  });

  it("answers 503 when the store refuses the submission (a full disk), and the same key is accepted later", async () => {
    let failing = true;
    const refusing: SubmissionStore = {
      ...store,
      accept: (input) => (failing ? Promise.reject(new Error("database or disk is full")) : store.accept(input)),
    };
    const handler = handlerFor({ store: refusing });
    const refused = await handler(keyed(lead, "key-disk-full-1"));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ ok: false, error: SUBMISSION_UNAVAILABLE_MESSAGE });
    expect(refused.headers.get("retry-after")).not.toBeNull();
    expect(await total()).toBe(0);
    // The browser's outbox sends it again with the same key: it is kept now, once.
    failing = false;
    expect((await handler(keyed(lead, "key-disk-full-1"))).status).toBe(201);
    expect(await total()).toBe(1);
  });
});
