import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildContactSubmission, buildLeadSubmission } from "../payloads.js";
import { startReceiver } from "../test-support/receiver.js";
import { createSubmissionHandler } from "./handler.js";
import { createInbox } from "./inbox.js";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "lead-forms-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const lead = buildLeadSubmission({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "6625550142", zipCode: "38804" }, "Blog Sidebar", new Date("2026-11-22T10:00:00.000Z"));
const contact = buildContactSubmission({ name: "Ada", email: "ada@example.com", phone: "", message: "Please call me about Part D.", marketingConsent: true }, new Date("2026-11-22T10:00:00.000Z"));
const post = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://site.test/api/leads", { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
const quiet = { error: vi.fn(), info: vi.fn() };

describe("submission handler without a webhook (the embedded default)", () => {
  it("keeps a lead durably in the inbox under DATA_DIR", async () => {
    const inbox = createInbox(dataDir);
    const handler = createSubmissionHandler({ kind: "lead", inbox, logger: quiet });
    const response = await handler(post(lead));
    expect(response.status).toBe(201);
    const files = await readdir(join(dataDir, "inbox", "leads"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.json$/);
    const record = JSON.parse(await readFile(join(dataDir, "inbox", "leads", files[0]!), "utf8")) as { status: string; body: unknown };
    expect(record.status).toBe("kept");
    expect(record.body).toEqual(lead);
    expect(await inbox.list("lead")).toHaveLength(1);
  });
  it("keeps contact messages in their own folder", async () => {
    const inbox = createInbox(dataDir);
    const handler = createSubmissionHandler({ kind: "contact", inbox, logger: quiet });
    expect((await handler(post(contact))).status).toBe(201);
    expect((await inbox.list("contact"))[0]?.body).toEqual(contact);
  });
  it("validates again on the server and drops unknown fields", async () => {
    const inbox = createInbox(dataDir);
    const handler = createSubmissionHandler({ kind: "lead", inbox, logger: quiet });
    const invalid = await handler(post({ ...lead, email: "nope" }));
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ ok: false, issues: [{ field: "email", message: "Invalid email address" }] });
    expect((await handler(post({ ...lead, medicareNumber: "1EG4-TE5-MK73" }))).status).toBe(201);
    expect((await inbox.list("lead"))[0]?.body).not.toHaveProperty("medicareNumber");
  });
  it("refuses other methods, non-JSON, bad JSON and oversized bodies", async () => {
    const handler = createSubmissionHandler({ kind: "lead", inbox: createInbox(dataDir), logger: quiet });
    expect((await handler(new Request("http://site.test/api/leads"))).status).toBe(405);
    expect((await handler(post(lead, { "content-type": "text/plain" }))).status).toBe(415);
    expect((await handler(post("{not json"))).status).toBe(400);
    expect((await handler(post({ ...lead, firstName: "a".repeat(20_000) }))).status).toBe(413);
  });
});

describe("submission handler with a webhook", () => {
  it("forwards exactly the SPEC's lead body and contact body", async () => {
    const receiver = await startReceiver(200);
    try {
      const inbox = createInbox(dataDir);
      expect((await createSubmissionHandler({ kind: "lead", inbox, webhookUrl: receiver.url, logger: quiet })(post(lead))).status).toBe(200);
      expect((await createSubmissionHandler({ kind: "contact", inbox, webhookUrl: receiver.url, logger: quiet })(post(contact))).status).toBe(200);
      expect(receiver.received.map((r) => r.body)).toEqual([JSON.stringify(lead), JSON.stringify(contact)]);
      expect(receiver.received.every((r) => r.contentType === "application/json")).toBe(true);
      expect(await inbox.list("lead")).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
  it("answers 502 on a non-OK webhook and keeps the submission as undelivered", async () => {
    const receiver = await startReceiver(500);
    try {
      const inbox = createInbox(dataDir);
      const response = await createSubmissionHandler({ kind: "lead", inbox, webhookUrl: receiver.url, logger: quiet })(post(lead));
      expect(response.status).toBe(502);
      expect((await inbox.list("lead")).map((r) => r.status)).toEqual(["undelivered"]);
    } finally {
      await receiver.close();
    }
  });
  it("answers 502 when the webhook cannot be reached, keeping the submission", async () => {
    const receiver = await startReceiver(200);
    await receiver.close();
    const inbox = createInbox(dataDir);
    const response = await createSubmissionHandler({ kind: "contact", inbox, webhookUrl: receiver.url, logger: quiet })(post(contact));
    expect(response.status).toBe(502);
    expect(await inbox.list("contact")).toHaveLength(1);
  });
});

describe("submission handler: Idempotency-Key (replays from the browser's outbox)", () => {
  const keyed = (body: unknown, key: string) => post(body, { "content-type": "application/json", "idempotency-key": key });

  it("forwards a submission once and answers a replay with the same key 200 without forwarding again", async () => {
    const receiver = await startReceiver(200);
    try {
      const handler = createSubmissionHandler({ kind: "lead", inbox: createInbox(dataDir), webhookUrl: receiver.url, logger: quiet });
      expect((await handler(keyed(lead, "key-00000001"))).status).toBe(200);
      const replay = await handler(keyed(lead, "key-00000001"));
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ ok: true, duplicate: true });
      // A new handler over the same DATA_DIR (a restarted server) remembers it too.
      const restarted = createSubmissionHandler({ kind: "lead", inbox: createInbox(dataDir), webhookUrl: receiver.url, logger: quiet });
      expect((await restarted(keyed(lead, "key-00000001"))).status).toBe(200);
      expect((await handler(keyed(lead, "key-00000002"))).status).toBe(200);
      expect(receiver.received).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  });

  it("forwards once when the same key arrives twice at the same time", async () => {
    const receiver = await startReceiver(200);
    try {
      const handler = createSubmissionHandler({ kind: "contact", inbox: createInbox(dataDir), webhookUrl: receiver.url, logger: quiet });
      const answers = await Promise.all([handler(keyed(contact, "key-concurrent")), handler(keyed(contact, "key-concurrent"))]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it("does not remember a key whose webhook failed, so a later replay is delivered", async () => {
    const failing = await startReceiver(500);
    const working = await startReceiver(200);
    try {
      const inbox = createInbox(dataDir);
      expect((await createSubmissionHandler({ kind: "lead", inbox, webhookUrl: failing.url, logger: quiet })(keyed(lead, "key-retry-1"))).status).toBe(502);
      expect((await createSubmissionHandler({ kind: "lead", inbox, webhookUrl: working.url, logger: quiet })(keyed(lead, "key-retry-1"))).status).toBe(200);
      expect(working.received).toHaveLength(1);
    } finally {
      await failing.close();
      await working.close();
    }
  });

  it("keeps a keyed submission in the inbox once when there is no webhook", async () => {
    const inbox = createInbox(dataDir);
    const handler = createSubmissionHandler({ kind: "lead", inbox, logger: quiet });
    expect((await handler(keyed(lead, "key-inbox-1"))).status).toBe(201);
    expect((await handler(keyed(lead, "key-inbox-1"))).status).toBe(200);
    expect(await inbox.list("lead")).toHaveLength(1);
  });

  it("refuses a malformed key", async () => {
    const handler = createSubmissionHandler({ kind: "lead", inbox: createInbox(dataDir), logger: quiet });
    expect((await handler(keyed(lead, "short"))).status).toBe(400);
    expect((await handler(keyed(lead, "bad key with spaces"))).status).toBe(400);
  });
});
