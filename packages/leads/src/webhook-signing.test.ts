/**
 * Signed deliveries: the secret's check, and deliveries the queue makes verified at a real receiver by the
 * `standardwebhooks` library, as the receiving automation would verify them.
 */
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDeliveryQueue } from "./delivery-queue.js";
import type { DeliveryQueue } from "./delivery-queue.js";
import { createSubmissionStore } from "./submission-store.js";
import type { SubmissionStore } from "./submission-store.js";
import { startReceiver } from "./test-support/receiver.js";
import type { Receiver } from "./test-support/receiver.js";
import { sampleConsent, sampleLead } from "./test-support/records.js";
import { openTestDatabase } from "./test-support/test-database.js";
import type { TestDatabase } from "./test-support/test-database.js";
import { checkWebhookSecret, createWebhookSigner } from "./webhook-signing.js";

const secretOf = (bytes: number) => `whsec_${randomBytes(bytes).toString("base64")}`;

describe("checkWebhookSecret", () => {
  it("accepts whsec_ followed by base64 of 32 random bytes", () => {
    expect(checkWebhookSecret(secretOf(32))).toBeNull();
    expect(checkWebhookSecret(secretOf(24))).toBeNull();
    expect(checkWebhookSecret(secretOf(64))).toBeNull();
  });

  it("refuses a secret without the whsec_ prefix, saying how to make one", () => {
    const problem = checkWebhookSecret(randomBytes(32).toString("base64"));
    expect(problem).toMatch(/^must start with whsec_/);
    expect(problem).toContain("randomBytes(32)");
  });

  it("refuses a secret that is not standard base64", () => {
    expect(checkWebhookSecret("whsec_not base64!!")).toMatch(/standard base64/);
    // URL-safe base64 and unpadded text are not what the specification's libraries read.
    expect(checkWebhookSecret(`whsec_${randomBytes(32).toString("base64url")}`)).toMatch(/standard base64/);
  });

  it("refuses a secret too short (8 bytes) or too long to be a good key", () => {
    expect(checkWebhookSecret(secretOf(8))).toBe("must hold 24 to 64 bytes after whsec_ (it holds 8)");
    expect(checkWebhookSecret(secretOf(65))).toMatch(/it holds 65/);
  });

  it("makes no signer from a bad secret", () => {
    expect(() => createWebhookSigner("whsec_c2hvcnQ=")).toThrow(/^LEAD_WEBHOOK_SECRET must hold 24 to 64 bytes/);
  });
});

describe("signed deliveries", () => {
  let test: TestDatabase;
  let store: SubmissionStore;
  let receiver: Receiver;
  let queue: DeliveryQueue | undefined;
  beforeEach(async () => {
    test = await openTestDatabase("sqlite");
    store = createSubmissionStore(test.database);
  });
  afterEach(async () => {
    await queue?.stop();
    queue = undefined;
    await receiver.close();
    await test.dispose();
  });

  it("are verified by the standardwebhooks library, with the Idempotency-Key as a webhook-id kept across retries", async () => {
    const secret = secretOf(32);
    receiver = await startReceiver([503, 200]);
    queue = createDeliveryQueue({
      store,
      webhooks: { lead: receiver.url },
      retryDelaysMs: [50],
      random: () => 0.5,
      pollMs: 50,
      signer: createWebhookSigner(secret),
      log: () => {},
    });
    const accepted = await store.accept({
      kind: "lead",
      body: sampleLead(1),
      consent: sampleConsent(),
      state: "pending",
    });
    if (accepted.status !== "created") throw new Error("not created");
    const { id, idempotencyKey } = accepted.record;
    queue.start();
    queue.submit(id);
    const deadline = Date.now() + 10_000;
    while ((await store.get(id))?.delivery.state !== "delivered") {
      if (Date.now() > deadline) throw new Error("not delivered in time");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(receiver.received).toHaveLength(2);
    const webhook = new Webhook(secret);
    for (const request of receiver.received) {
      expect(request.headerValues["webhook-id"]).toBe(idempotencyKey);
      expect(request.idempotencyKey).toBe(idempotencyKey);
      expect(request.headerValues["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(webhook.verify(request.body, request.headerValues)).toEqual(sampleLead(1));
    }
  });

  it("fail verification when the body was changed or another secret signed them", async () => {
    const secret = secretOf(32);
    receiver = await startReceiver(200);
    queue = createDeliveryQueue({
      store,
      webhooks: { lead: receiver.url },
      retryDelaysMs: [],
      signer: createWebhookSigner(secret),
      log: () => {},
    });
    const accepted = await store.accept({
      kind: "lead",
      body: sampleLead(2),
      consent: sampleConsent(),
      state: "pending",
    });
    if (accepted.status !== "created") throw new Error("not created");
    queue.start();
    queue.submit(accepted.record.id);
    await queue.idle();
    const [request] = receiver.received;
    expect(request).toBeDefined();
    const { body, headerValues } = request!;
    expect(() => new Webhook(secret).verify(body, headerValues)).not.toThrow();
    const forged = body.replace("lead-2@example.com", "someone-else@example.com");
    expect(forged).not.toBe(body);
    expect(() => new Webhook(secret).verify(forged, headerValues)).toThrow();
    expect(() => new Webhook(secretOf(32)).verify(body, headerValues)).toThrow();
  });
});
