/**
 * The leads core's typed outcomes, one kind at a time, on a real store (SQLite: the outcomes do not depend on the
 * dialect; the handler and store tests run both). Each test names the behaviour its assertions fail without.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Mock } from "vitest";
import {
  CONTACT_SOURCE,
  HONEYPOT_FIELD,
  LEAD_TYPE,
  RATE_LIMITED_MESSAGE,
  SUBMISSION_CONTEXT_KEY,
} from "@tupelo-medicare/lead-forms/contract";
import { answerOf, createAccept, refusal, SUBMISSION_UNAVAILABLE_MESSAGE } from "./accept.js";
import type { AcceptOptions, AcceptOutcome } from "./accept.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import { createSubmissionStore } from "./submission-store.js";
import type { SubmissionStore } from "./submission-store.js";
import { openTestDatabase } from "./test-support/test-database.js";
import type { TestDatabase } from "./test-support/test-database.js";

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
  phone: "Not provided",
  message: "Please call me about Part D.",
  marketingConsent: true,
  source: CONTACT_SOURCE,
  timestamp: "2026-11-22T10:00:00.000Z",
};

let test: TestDatabase;
let store: SubmissionStore;
let logger: { error: Mock<(line: string) => void>; info: Mock<(line: string) => void> };
beforeAll(async () => {
  test = await openTestDatabase("sqlite");
});
afterAll(() => test.dispose());
beforeEach(async () => {
  for (const table of [
    "delivery_attempts",
    "consent_records",
    "idempotency_keys",
    "submissions",
    "rate_limit_windows",
  ] as const)
    await test.database.db.deleteFrom(table).execute();
  store = createSubmissionStore(test.database);
  logger = { error: vi.fn<(line: string) => void>(), info: vi.fn<(line: string) => void>() };
});
afterEach(() => vi.useRealTimers());

const acceptOn = (options: Partial<AcceptOptions> = {}) => createAccept({ store: () => store, logger, ...options });
const total = async () => (await store.counts()).total;

/** A queue that only records what it was given. */
function recordingQueue(): { queue: DeliveryQueue; submitted: string[] } {
  const submitted: string[] = [];
  const queue = { submit: (id: string) => submitted.push(id) } as unknown as DeliveryQueue;
  return { queue, submitted };
}

describe("accept: accepted", () => {
  it("keeps a lead for the office without a queue, with its consent record, and gives its id", async () => {
    const outcome = await acceptOn()(
      "lead",
      { ...lead, unknown: "dropped", [SUBMISSION_CONTEXT_KEY]: { page: "/free-guide" } },
      { userAgent: "Test Browser/1.0" },
    );
    expect(outcome).toEqual({ outcome: "accepted", id: expect.any(String) as string, delivery: "kept" });
    const record = await store.get((outcome as { id: string }).id);
    // Validated again: the unknown field is not part of the delivered body.
    expect(record?.body).toEqual(lead);
    expect(record?.delivery.state).toBe("kept");
    expect(record?.consent).toMatchObject({
      page: "/free-guide",
      source: "Blog Sidebar",
      userAgent: "Test Browser/1.0",
    });
  });

  it("queues a contact message for delivery when its kind has a queue, and hands the queue its id", async () => {
    const { queue, submitted } = recordingQueue();
    const outcome = await acceptOn({ queue: (kind) => (kind === "contact" ? queue : undefined) })("contact", contact);
    expect(outcome).toMatchObject({ outcome: "accepted", delivery: "queued" });
    const { id } = outcome as { id: string };
    expect(submitted).toEqual([id]);
    expect((await store.get(id))?.delivery.state).toBe("pending");
    // The lead kind has no queue here: kept.
    expect(await acceptOn({ queue: (kind) => (kind === "contact" ? queue : undefined) })("lead", lead)).toMatchObject({
      delivery: "kept",
    });
    expect(submitted).toEqual([id]);
  });
});

describe("accept: a consent record's wording that cannot be read", () => {
  it("keeps the submission and names in the log what its consent record lacks", async () => {
    const outcome = await acceptOn({
      tpmo: () => Promise.reject(new Error("content unavailable")),
      wording: () => Promise.reject(new Error("site settings unavailable")),
    })("lead", lead);
    expect(outcome).toMatchObject({ outcome: "accepted", delivery: "kept" });
    expect(await total()).toBe(1);
    expect(logger.error.mock.calls.map(([line]) => line)).toEqual([
      "[leads] A lead's consent record is kept without the TPMO disclaimer, which could not be read: content unavailable",
      "[leads] A lead's consent record is kept without the served wording, which could not be read: site settings unavailable",
    ]);
  });
});

describe("accept: duplicate", () => {
  it("answers a repeated Idempotency-Key with the first submission's id, storing nothing new", async () => {
    const accept = acceptOn();
    const first = await accept("lead", lead, { key: "visitor-key-0001" });
    const again = await accept("lead", { ...lead, firstName: "Changed" }, { key: "visitor-key-0001" });
    expect(first.outcome).toBe("accepted");
    expect(again).toEqual({ outcome: "duplicate", id: (first as { id: string }).id });
    expect(await total()).toBe(1);
  });
});

describe("accept: dropped", () => {
  it("drops a post whose hidden field is filled (at the top level or in the context), storing nothing", async () => {
    const accept = acceptOn({ store: () => store });
    expect(await accept("lead", { ...lead, [HONEYPOT_FIELD]: "http://spam.example" })).toEqual({ outcome: "dropped" });
    expect(
      await accept(
        "contact",
        { ...contact, [SUBMISSION_CONTEXT_KEY]: { [HONEYPOT_FIELD]: "x" } },
        { key: "bot-key-01" },
      ),
    ).toEqual({ outcome: "dropped" });
    // Blank is what people leave it: accepted.
    expect((await accept("lead", { ...lead, [HONEYPOT_FIELD]: "  " })).outcome).toBe("accepted");
    expect(await total()).toBe(1);
    expect(logger.info).toHaveBeenCalledWith("[leads] Dropped a lead that filled the hidden field");
  });
});

describe("accept: invalid", () => {
  it("gives each field's first message exactly as the lead form shows it, and every issue, storing nothing", async () => {
    const outcome = await acceptOn()("lead", { ...lead, firstName: " ", email: "not-an-address", zipCode: "12" });
    expect(outcome.outcome).toBe("invalid");
    const { errors, issues } = outcome as Extract<AcceptOutcome<"lead">, { outcome: "invalid" }>;
    expect(errors).toEqual({
      firstName: "First name is required",
      email: "Invalid email address",
      zipCode: "Zip code must be at least 5 digits",
    });
    expect(issues).toEqual([
      { field: "firstName", message: "First name is required" },
      { field: "email", message: "Invalid email address" },
      { field: "zipCode", message: "Zip code must be at least 5 digits" },
    ]);
    expect(await total()).toBe(0);
  });

  it("gives the contact form's messages for a contact message, and lists a body that is not an object under ''", async () => {
    const accept = acceptOn();
    const outcome = await accept("contact", { ...contact, name: "N", message: "Short", marketingConsent: false });
    expect(outcome).toMatchObject({
      outcome: "invalid",
      errors: {
        name: "Name must be at least 2 characters",
        message: "Message must be at least 10 characters",
        marketingConsent: "You must consent to receive marketing communications to submit this form",
      },
    });
    const notAnObject = await accept("contact", "a string");
    expect(notAnObject).toMatchObject({ outcome: "invalid", errors: {} });
    expect((notAnObject as { issues: Array<{ field: string }> }).issues.map((issue) => issue.field)).toEqual([""]);
    expect(await total()).toBe(0);
  });
});

describe("accept: refused", () => {
  it("refuses past the client's rate limit with the forms' message and the seconds left in the minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-20T15:00:10.000Z") });
    const accept = acceptOn({ rateLimitPerMinute: 1 });
    expect((await accept("lead", lead, { client: "203.0.113.5" })).outcome).toBe("accepted");
    expect(await accept("lead", lead, { client: "203.0.113.5" })).toEqual({
      outcome: "refused",
      reason: "rate-limited",
      message: RATE_LIMITED_MESSAGE,
      retryAfterSeconds: 50,
    });
    // Another client counts on its own.
    expect((await accept("lead", lead, { client: "198.51.100.7" })).outcome).toBe("accepted");
    expect(await total()).toBe(2);
  });

  it("refuses 'unavailable' (retry in 30 s) without reading the store while there is none", async () => {
    const read = vi.fn<() => SubmissionStore | undefined>(() => undefined);
    expect(await acceptOn({ store: read })("lead", lead)).toEqual({
      outcome: "refused",
      reason: "unavailable",
      message: SUBMISSION_UNAVAILABLE_MESSAGE,
      retryAfterSeconds: 30,
    });
    expect(read).toHaveBeenCalledTimes(1);
    // Invalid fields are answered before the store is asked for.
    expect((await acceptOn({ store: read })("lead", {})).outcome).toBe("invalid");
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("refuses 'unavailable' when the store fails, and logs why without the visitor's data", async () => {
    const failing = {
      accept: () => Promise.reject(new Error("disk I/O error")),
    } as unknown as SubmissionStore;
    expect(await acceptOn({ store: () => failing })("contact", contact)).toMatchObject({
      outcome: "refused",
      reason: "unavailable",
    });
    expect(logger.error).toHaveBeenCalledWith("[leads] Could not store a contact: disk I/O error");
    expect(logger.error.mock.calls.flat().join(" ")).not.toContain("ada@example.com");
  });

  it("refuses a malformed Idempotency-Key before anything else, a filled hidden field included", async () => {
    const read = vi.fn<() => SubmissionStore | undefined>(() => store);
    for (const key of ["short", "bad key with spaces", "x".repeat(201)])
      expect(await acceptOn({ store: read })("lead", { ...lead, [HONEYPOT_FIELD]: "x" }, { key })).toEqual({
        outcome: "refused",
        reason: "invalid-key",
        message: "The Idempotency-Key is not valid.",
      });
    expect(read).not.toHaveBeenCalled();
    expect(await total()).toBe(0);
  });
});

describe("answerOf: an outcome as the JSON route answers it", () => {
  it("maps every outcome to its status, body and headers", () => {
    const issues = [{ field: "email", message: "Invalid email address" }];
    const cases: Array<[AcceptOutcome, ReturnType<typeof answerOf>]> = [
      [
        { outcome: "accepted", id: "s1", delivery: "kept" },
        { status: 201, body: { ok: true, id: "s1" }, headers: {} },
      ],
      [
        { outcome: "accepted", id: "s1", delivery: "queued" },
        { status: 202, body: { ok: true, id: "s1" }, headers: {} },
      ],
      [
        { outcome: "duplicate", id: "s1" },
        { status: 200, body: { ok: true, duplicate: true, id: "s1" }, headers: {} },
      ],
      [{ outcome: "dropped" }, { status: 202, body: { ok: true }, headers: {} }],
      [
        { outcome: "invalid", errors: { email: "Invalid email address" }, issues },
        { status: 422, body: { ok: false, error: "The submission is not valid.", issues }, headers: {} },
      ],
      [
        refusal("rate-limited", 50),
        { status: 429, body: { ok: false, error: RATE_LIMITED_MESSAGE }, headers: { "retry-after": "50" } },
      ],
      [
        refusal("unavailable"),
        { status: 503, body: { ok: false, error: SUBMISSION_UNAVAILABLE_MESSAGE }, headers: { "retry-after": "30" } },
      ],
      [
        refusal("busy", 12),
        { status: 503, body: { ok: false, error: SUBMISSION_UNAVAILABLE_MESSAGE }, headers: { "retry-after": "12" } },
      ],
      [refusal("too-large"), { status: 413, body: { ok: false, error: "The submission is too large." }, headers: {} }],
      [
        refusal("invalid-key"),
        { status: 400, body: { ok: false, error: "The Idempotency-Key is not valid." }, headers: {} },
      ],
    ];
    for (const [outcome, answer] of cases) expect(answerOf(outcome), JSON.stringify(outcome)).toEqual(answer);
  });
});
