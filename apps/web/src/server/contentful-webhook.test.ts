import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { signRequest } from "@tupelo-medicare/content/webhooks";
import type { AnnouncedChange } from "../regenerate/regenerator.js";
import { readAppEnv } from "../env.js";
import { createApp } from "./app.js";
import { CONTENTFUL_WEBHOOK_PATH, createContentfulWebhookHandler, WEBHOOK_BODY_LIMIT } from "./contentful-webhook.js";

const SECRET = "a".repeat(64);
const URL_BASE = "http://site.test";

function recorder() {
  const changes: AnnouncedChange[] = [];
  let all = 0;
  return {
    changes,
    get all() {
      return all;
    },
    enqueue: (more: AnnouncedChange[]) => changes.push(...more),
    enqueueAll: () => (all += 1),
  };
}

function appWith(regenerator: ReturnType<typeof recorder>) {
  const app = new Hono();
  app.post(
    CONTENTFUL_WEBHOOK_PATH,
    createContentfulWebhookHandler({ secret: SECRET, regenerator, log: () => undefined }),
  );
  return app;
}

function signed(
  topic: string,
  body: unknown,
  options: { key?: string; secret?: string; timestamp?: number } = {},
): RequestInit {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = {
    "content-type": "application/vnd.contentful.management.v1+json",
    "x-contentful-topic": topic,
    "x-contentful-idempotency-key": options.key ?? Math.random().toString(16).slice(2),
  };
  const signature = signRequest(
    options.secret ?? SECRET,
    { method: "POST", path: CONTENTFUL_WEBHOOK_PATH, headers, body: raw },
    options.timestamp,
  );
  return { method: "POST", headers: { ...headers, ...signature }, body: raw };
}

const publishBody = {
  sys: { id: "post-a", type: "Entry", contentType: { sys: { id: "pageBlogPost" } }, publishedCounter: 3 },
  fields: { title: { "en-US": "A" } },
};
const tombstone = { sys: { id: "post-a", type: "DeletedEntry", contentType: { sys: { id: "pageBlogPost" } } } };

describe("POST /api/contentful-webhook", () => {
  it("does not exist without CONTENTFUL_WEBHOOK_SECRET", async () => {
    const app = createApp(readAppEnv({}), { clientDir: "/nonexistent", regenerator: recorder() });
    expect(
      (
        await app.request(
          `${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`,
          signed("ContentManagement.Entry.publish", publishBody),
        )
      ).status,
    ).toBe(404);
  });

  it("exists with the secret set", async () => {
    const regenerator = recorder();
    const app = createApp(readAppEnv({ CONTENTFUL_WEBHOOK_SECRET: SECRET }), {
      clientDir: "/nonexistent",
      regenerator,
    });
    expect(
      (
        await app.request(
          `${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`,
          signed("ContentManagement.Entry.publish", publishBody),
        )
      ).status,
    ).toBe(202);
    expect(regenerator.changes).toHaveLength(1);
  });

  it("accepts a signed publish at once (202) and queues the entry with the revision it announces", async () => {
    const regenerator = recorder();
    const response = await appWith(regenerator).request(
      `${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`,
      signed("ContentManagement.Entry.publish", publishBody),
    );
    expect(response.status).toBe(202);
    expect(regenerator.changes).toEqual([
      { kind: "Entry", id: "post-a", contentType: "pageBlogPost", revision: 3, removed: false },
    ]);
  });

  it("queues unpublish and delete tombstones (no slug) as removals, and assets too", async () => {
    const regenerator = recorder();
    const app = appWith(regenerator);
    await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, signed("ContentManagement.Entry.unpublish", tombstone));
    await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, signed("ContentManagement.Entry.delete", tombstone));
    await app.request(
      `${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`,
      signed("ContentManagement.Asset.publish", { sys: { id: "img", type: "Asset", publishedCounter: 2 }, fields: {} }),
    );
    expect(regenerator.changes).toEqual([
      { kind: "Entry", id: "post-a", contentType: "pageBlogPost", revision: undefined, removed: true },
      { kind: "Entry", id: "post-a", contentType: "pageBlogPost", revision: undefined, removed: true },
      { kind: "Asset", id: "img", contentType: undefined, revision: 2, removed: false },
    ]);
  });

  it("queues a full regeneration for a content type change", async () => {
    const regenerator = recorder();
    const response = await appWith(regenerator).request(
      `${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`,
      signed("ContentManagement.ContentType.publish", { sys: { id: "pageBlogPost", type: "ContentType" } }),
    );
    expect(response.status).toBe(202);
    expect(regenerator.all).toBe(1);
  });

  it("ignores drafts (save, auto_save) without regenerating", async () => {
    const regenerator = recorder();
    const response = await appWith(regenerator).request(
      `${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`,
      signed("ContentManagement.Entry.auto_save", publishBody),
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ ignored: expect.any(String) });
    expect(regenerator.changes).toHaveLength(0);
  });

  it("answers 401 and does nothing for a bad, missing or expired signature", async () => {
    const regenerator = recorder();
    const app = appWith(regenerator);
    const wrong = signed("ContentManagement.Entry.publish", publishBody, { secret: "b".repeat(64) });
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, wrong)).status).toBe(401);
    const unsigned = {
      method: "POST",
      headers: { "x-contentful-topic": "ContentManagement.Entry.publish" },
      body: JSON.stringify(publishBody),
    };
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, unsigned)).status).toBe(401);
    const expired = signed("ContentManagement.Entry.publish", publishBody, { timestamp: Date.now() - 5 * 60_000 });
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, expired)).status).toBe(401);
    const tampered = signed("ContentManagement.Entry.publish", publishBody);
    expect(
      (
        await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, {
          ...tampered,
          body: JSON.stringify({ ...publishBody, sys: { ...publishBody.sys, id: "other" } }),
        })
      ).status,
    ).toBe(401);
    expect(regenerator.changes).toHaveLength(0);
  });

  it("does nothing twice for a repeated idempotency key", async () => {
    const regenerator = recorder();
    const app = appWith(regenerator);
    const first = await app.request(
      `${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`,
      signed("ContentManagement.Entry.publish", publishBody, { key: "same" }),
    );
    const again = await app.request(
      `${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`,
      signed("ContentManagement.Entry.publish", publishBody, { key: "same" }),
    );
    expect([first.status, again.status]).toEqual([202, 200]);
    expect(regenerator.changes).toHaveLength(1);
  });

  it("refuses an oversized body (413) and a malformed one (400)", async () => {
    const regenerator = recorder();
    const app = appWith(regenerator);
    const big = signed("ContentManagement.Entry.publish", {
      sys: publishBody.sys,
      fields: { body: { "en-US": "x".repeat(WEBHOOK_BODY_LIMIT) } },
    });
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, big)).status).toBe(413);
    const headers = { "x-contentful-topic": "ContentManagement.Entry.publish" };
    const body = "{not json";
    const malformed = {
      method: "POST",
      headers: { ...headers, ...signRequest(SECRET, { method: "POST", path: CONTENTFUL_WEBHOOK_PATH, headers, body }) },
      body,
    };
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, malformed)).status).toBe(400);
    expect(regenerator.changes).toHaveLength(0);
  });
});
