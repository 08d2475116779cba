import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RATE_LIMITED_MESSAGE } from "../constants.js";
import { contactConsentText, contactDisclosureText, leadDisclosureText } from "../consent-text.js";
import { buildContactSubmission, buildLeadSubmission } from "../payloads.js";
import { withContext } from "../submission-context.js";
import { startReceiver } from "../test-support/receiver.js";
import { createDeliveryQueue } from "./delivery-queue.js";
import { createSubmissionHandler } from "./handler.js";
import { createRateLimiter } from "./rate-limit.js";
import { createSubmissionStore } from "./submission-store.js";
import type { SubmissionStore } from "./submission-store.js";

let dataDir: string;
let store: SubmissionStore;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "lead-forms-"));
  store = createSubmissionStore(dataDir);
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const lead = buildLeadSubmission(
  { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "6625550142", zipCode: "38804" },
  "Blog Sidebar",
  new Date("2026-11-22T10:00:00.000Z"),
);
const contact = buildContactSubmission(
  { name: "Ada", email: "ada@example.com", phone: "", message: "Please call me about Part D.", marketingConsent: true },
  new Date("2026-11-22T10:00:00.000Z"),
);
const post = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://site.test/api/leads", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const keyed = (body: unknown, key: string) =>
  post(body, { "content-type": "application/json", "idempotency-key": key });
const quiet = { error: vi.fn(), info: vi.fn() };

describe("submission handler without a webhook (the embedded default)", () => {
  it("keeps a lead durably in the store, with its consent record, and answers 201", async () => {
    const handler = createSubmissionHandler({
      kind: "lead",
      store,
      logger: quiet,
      tpmo: () => Promise.resolve({ text: "We do not offer every plan.", effectiveDate: "2026-10-01" }),
    });
    const shown = { consent: { disclosureText: leadDisclosureText("Acme Medicare") } };
    const response = await handler(
      new Request("http://site.test/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "TestBrowser/1.0" },
        body: JSON.stringify({ ...lead, submissionContext: { ...shown, page: "/medicare-breakdown?x=1" } }),
      }),
    );
    expect(response.status).toBe(201);
    const [record] = await store.list();
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
    expect(JSON.stringify(record?.body)).not.toContain("submissionContext");
  });

  it("validates again on the server and drops unknown fields", async () => {
    const handler = createSubmissionHandler({ kind: "lead", store, logger: quiet });
    const invalid = await handler(post({ ...lead, email: "nope" }));
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({
      ok: false,
      issues: [{ field: "email", message: "Invalid email address" }],
    });
    expect((await handler(post({ ...lead, medicareNumber: "1EG4-TE5-MK73" }))).status).toBe(201);
    expect((await store.list())[0]?.body).not.toHaveProperty("medicareNumber");
  });

  it("refuses other methods, non-JSON, bad JSON and oversized bodies", async () => {
    const handler = createSubmissionHandler({ kind: "lead", store, logger: quiet });
    expect((await handler(new Request("http://site.test/api/leads"))).status).toBe(405);
    expect((await handler(post(lead, { "content-type": "text/plain" }))).status).toBe(415);
    expect((await handler(post("{not json"))).status).toBe(400);
    expect((await handler(post({ ...lead, firstName: "a".repeat(20_000) }))).status).toBe(413);
    expect(await store.list()).toEqual([]);
  });

  it("drops quietly what fills the hidden field, and keeps nothing of it", async () => {
    const handler = createSubmissionHandler({ kind: "contact", store, logger: quiet });
    const trapped = await handler(
      post({ ...withContext(contact, { consent: { disclosureText: "x" } }), website: "http://spam.example" }),
    );
    expect(trapped.status).toBe(202);
    expect(await trapped.json()).toEqual({ ok: true });
    expect((await handler(post({ ...contact, submissionContext: { website: "spam" } }))).status).toBe(202);
    expect(await store.list()).toEqual([]);
    expect((await handler(post({ ...contact, website: "" }))).status).toBe(201);
  });

  it("limits submissions per client per minute with a clear 429", async () => {
    let time = 0;
    const handler = createSubmissionHandler({
      kind: "contact",
      store,
      logger: quiet,
      rateLimiter: createRateLimiter(2, () => time),
      clientOf: (request) => request.headers.get("x-client") ?? "",
    });
    const from = (client: string) =>
      new Request("http://site.test/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-client": client },
        body: JSON.stringify(contact),
      });
    expect((await handler(from("a"))).status).toBe(201);
    expect((await handler(from("a"))).status).toBe(201);
    const limited = await handler(from("a"));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ ok: false, error: RATE_LIMITED_MESSAGE });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await handler(from("b"))).status).toBe(201);
    time += 60_000;
    expect((await handler(from("a"))).status).toBe(201);
  });
});

describe("submission handler with a webhook: accept durably, then deliver", () => {
  it("answers 202 once the submission is stored, before a slow webhook answers, and delivers the webhook body once", async () => {
    const receiver = await startReceiver(200, 3000);
    const queue = createDeliveryQueue({
      store,
      webhooks: { lead: receiver.url, contact: receiver.url },
      retryDelaysMs: [100],
      rescanMs: 0,
      log: () => {},
    });
    try {
      const handler = createSubmissionHandler({ kind: "contact", store, queue, logger: quiet });
      const response = await handler(
        post(
          withContext(contact, {
            consent: {
              consentText: contactConsentText("Acme"),
              disclosureText: contactDisclosureText("Acme", "Mon-Fri"),
            },
          }),
        ),
      );
      expect(response.status).toBe(202);
      expect(receiver.answered()).toBe(0);
      await queue.idle();
      expect(receiver.received.map((request) => request.body)).toEqual([JSON.stringify(contact)]);
      expect(receiver.received[0]?.idempotencyKey).toMatch(/^contact-sub_/);
      const [record] = await store.list();
      expect(record?.delivery.state).toBe("delivered");
      expect(record?.consent.consentText).toBe(contactConsentText("Acme"));
    } finally {
      await queue.stop();
      await receiver.close();
    }
  });

  it("accepts while the webhook is down and delivers when it returns", async () => {
    const receiver = await startReceiver([503, 200]);
    const queue = createDeliveryQueue({
      store,
      webhooks: { lead: receiver.url },
      retryDelaysMs: [50, 50, 50, 50],
      rescanMs: 0,
      log: () => {},
    });
    try {
      const handler = createSubmissionHandler({ kind: "lead", store, queue, logger: quiet });
      expect((await handler(post(lead))).status).toBe(202);
      await queue.idle(1000);
      const [record] = await store.list();
      expect(record?.delivery.state).toBe("delivered");
      expect(record?.delivery.attempts.map((attempt) => attempt.status)).toEqual([503, 200]);
      expect(receiver.received.filter((request) => request.idempotencyKey === record?.idempotencyKey)).toHaveLength(2);
    } finally {
      await queue.stop();
      await receiver.close();
    }
  });
});

describe("submission handler: Idempotency-Key (replays from the browser's outbox)", () => {
  it("stores a submission once and answers a replay with the same key 200, also after a restart", async () => {
    const handler = createSubmissionHandler({ kind: "lead", store, logger: quiet });
    const first = await handler(keyed(lead, "key-00000001"));
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const replay = await handler(keyed(lead, "key-00000001"));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ ok: true, duplicate: true, id });
    const restarted = createSubmissionHandler({ kind: "lead", store: createSubmissionStore(dataDir), logger: quiet });
    expect((await restarted(keyed(lead, "key-00000001"))).status).toBe(200);
    expect((await handler(keyed(lead, "key-00000002"))).status).toBe(201);
    expect(await store.list()).toHaveLength(2);
  });

  it("stores once when the same key arrives twice at the same time", async () => {
    const handler = createSubmissionHandler({ kind: "contact", store, logger: quiet });
    const answers = await Promise.all([
      handler(keyed(contact, "key-concurrent")),
      handler(keyed(contact, "key-concurrent")),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await store.list()).toHaveLength(1);
  });

  it("refuses a malformed key", async () => {
    const handler = createSubmissionHandler({ kind: "lead", store, logger: quiet });
    expect((await handler(keyed(lead, "short"))).status).toBe(400);
    expect((await handler(keyed(lead, "bad key with spaces"))).status).toBe(400);
  });
});

describe("submission handler: a crash between the key and the record", () => {
  it("stores a resent request under the id its key names, never twice", async () => {
    const handler = createSubmissionHandler({ kind: "lead", store, logger: quiet });
    // The server wrote the key's mapping, then stopped before the record.
    await store.rememberClientKey("lead", "key-crashed-1", "sub_000000001_aaaaaaaaaaaa");
    const resent = await handler(keyed(lead, "key-crashed-1"));
    expect(resent.status).toBe(201);
    expect(await resent.json()).toEqual({ ok: true, id: "sub_000000001_aaaaaaaaaaaa" });
    expect((await store.list()).map((record) => record.id)).toEqual(["sub_000000001_aaaaaaaaaaaa"]);
    expect((await handler(keyed(lead, "key-crashed-1"))).status).toBe(200);
    expect(await store.list()).toHaveLength(1);
  });
});
