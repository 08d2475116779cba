import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { signRequest } from "@tupelo-medicare/content/webhooks";
import type { AnnouncedChange } from "@tupelo-medicare/site-build";
import { readAppEnv } from "../env.js";
import { createApp } from "./app.js";
import {
  CONTENTFUL_WEBHOOK_PATH,
  createContentfulWebhookHandler,
  WEBHOOK_BODY_LIMIT,
  WEBHOOK_BUSY_RETRY_AFTER_SECONDS,
  WEBHOOK_CONCURRENT_READS,
  WEBHOOK_SIGNATURE_TTL,
} from "./contentful-webhook.js";

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

function appWith(regenerator: ReturnType<typeof recorder>, logs: string[] = []) {
  const app = new Hono();
  app.post(
    CONTENTFUL_WEBHOOK_PATH,
    createContentfulWebhookHandler({ secret: SECRET, regenerator, log: (line) => logs.push(line) }),
  );
  return app;
}

/** A body that counts what is read of it (nothing is read until something asks). */
function countedBody(text: string) {
  const bytes = new TextEncoder().encode(text);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= bytes.length) return controller.close();
        const next = bytes.subarray(pulled, pulled + 1024);
        pulled += next.length;
        controller.enqueue(next);
      },
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    get pulled() {
      return pulled;
    },
  };
}

function signed(
  topic: string,
  body: unknown,
  options: { key?: string; secret?: string; timestamp?: number; unsigned?: Record<string, string> } = {},
): { method: string; headers: Record<string, string>; body: string } {
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
  // `unsigned`: headers added after signing (as an attacker replaying a captured request would).
  return { method: "POST", headers: { ...headers, ...signature, ...options.unsigned }, body: raw };
}

/** A request signed over `headers` only (what Contentful's signature covered), with `added` put on afterwards. */
function signedOver(headers: Record<string, string>, added: Record<string, string>, body: unknown): RequestInit {
  const raw = JSON.stringify(body);
  const signature = signRequest(SECRET, { method: "POST", path: CONTENTFUL_WEBHOOK_PATH, headers, body: raw });
  return { method: "POST", headers: { ...headers, ...signature, ...added }, body: raw };
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

  it("refuses a request without signature headers, or with a stale or future timestamp, without reading its body", async () => {
    const regenerator = recorder();
    const logs: string[] = [];
    const app = appWith(regenerator, logs);
    const good = signed("ContentManagement.Entry.publish", publishBody);
    const now = Date.now();
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      ["unsigned", { "x-contentful-topic": "ContentManagement.Entry.publish" }, /the request is not signed/],
      [
        "no signed-headers list",
        { ...good.headers, "x-contentful-signed-headers": "" },
        /x-contentful-signed-headers are all required/,
      ],
      ["malformed signature", { ...good.headers, "x-contentful-signature": "zz" }, /not a hex HMAC-SHA256/],
      ["malformed timestamp", { ...good.headers, "x-contentful-timestamp": "yesterday" }, /not a time in milliseconds/],
      [
        "stale",
        { ...good.headers, "x-contentful-timestamp": String(now - (WEBHOOK_SIGNATURE_TTL + 5) * 1000) },
        /the signature is stale/,
      ],
      [
        "from the future",
        { ...good.headers, "x-contentful-timestamp": String(now + (WEBHOOK_SIGNATURE_TTL + 5) * 1000) },
        /the signature is stale/,
      ],
    ];
    for (const [name, headers, reason] of cases) {
      const body = countedBody(JSON.stringify(publishBody));
      const response = await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, {
        method: "POST",
        headers,
        body: body.stream,
        duplex: "half",
      } as RequestInit);
      expect(response.status, name).toBe(401);
      expect(((await response.json()) as { message: string }).message, name).toMatch(reason);
      expect(body.pulled, name).toBe(0);
    }
    expect(logs).toHaveLength(cases.length);
    expect(regenerator.changes).toHaveLength(0);
  });

  it("believes a topic or idempotency key only when the signature covers them, so a capture cannot be replayed with others", async () => {
    const regenerator = recorder();
    const logs: string[] = [];
    const app = appWith(regenerator, logs);
    const base = { "content-type": "application/vnd.contentful.management.v1+json" };
    // Signed without the topic, a delete topic added afterwards to a publish body: the topic is not believed; the
    // entry the signed body names is re-read as served (no removal, no revision to wait for).
    const unsignedTopic = signedOver(base, { "x-contentful-topic": "ContentManagement.Entry.delete" }, publishBody);
    const topicResponse = await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, unsignedTopic);
    expect(topicResponse.status).toBe(202);
    expect(regenerator.changes).toHaveLength(1);
    expect(regenerator.changes[0]).toMatchObject({ kind: "Entry", id: publishBody.sys.id, removed: false });
    expect(regenerator.changes[0]!.revision).toBeUndefined();
    expect(logs.some((line) => /X-Contentful-Topic is not covered by the signature/.test(line))).toBe(true);
    // A signed tombstone is a removal whatever the unsigned topic says.
    const unsignedTombstone = signedOver(base, { "x-contentful-topic": "ContentManagement.Entry.publish" }, tombstone);
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, unsignedTombstone)).status).toBe(202);
    expect(regenerator.changes[1]).toMatchObject({ kind: "Entry", id: tombstone.sys.id, removed: true });
    // A covered key is remembered: the same request again is a duplicate.
    const keyed = () =>
      signedOver(
        { ...base, "x-contentful-topic": "ContentManagement.Entry.publish", "x-contentful-idempotency-key": "k-1" },
        {},
        publishBody,
      );
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, keyed())).status).toBe(202);
    const again = await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, keyed());
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect(regenerator.changes).toHaveLength(3);
    // An uncovered key (added to a captured request to pass the duplicate check) is neither checked nor remembered:
    // the key a later genuine webhook carries is not burnt by it.
    const unsignedKey = signedOver(
      { ...base, "x-contentful-topic": "ContentManagement.Entry.publish" },
      { "x-contentful-idempotency-key": "k-2" },
      publishBody,
    );
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, unsignedKey)).status).toBe(202);
    const genuine = signedOver(
      { ...base, "x-contentful-topic": "ContentManagement.Entry.publish", "x-contentful-idempotency-key": "k-2" },
      {},
      publishBody,
    );
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, genuine)).status).toBe(202);
    expect(regenerator.changes).toHaveLength(5);
    // A signed topic swapped for another: the signature no longer matches.
    const swapped = signed("ContentManagement.Entry.publish", publishBody);
    swapped.headers["x-contentful-topic"] = "ContentManagement.Entry.delete";
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, swapped)).status).toBe(401);
    expect(regenerator.changes).toHaveLength(5);
  });

  it("logs what it queued on one line, whatever the signed body's id holds", async () => {
    const logs: string[] = [];
    const app = appWith(recorder(), logs);
    const forged = { ...publishBody, sys: { ...publishBody.sys, id: "post-a\n[webhook] forged line" } };
    expect(
      (await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, signed("ContentManagement.Entry.publish", forged)))
        .status,
    ).toBe(202);
    expect(logs).toEqual([
      "[webhook] ContentManagement.Entry.publish post-a\\n[webhook] forged line revision 3: queued",
    ]);
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

describe("unverified bodies: a few at a time, with a deadline", () => {
  /** Headers that pass the pre-check (fresh timestamp, any 64 hex digits) with a body that arrives only when released. */
  function forged() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent) return controller.close();
        await released;
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"sys":{"type":"Entry"}}'));
      },
    });
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers: {
        "x-contentful-signature": "f".repeat(64),
        "x-contentful-timestamp": String(Date.now()),
        "x-contentful-signed-headers": "x-contentful-timestamp,x-contentful-signed-headers",
      },
      body,
      duplex: "half",
    };
    return { init, release };
  }

  it("answers the 5th concurrent unverified body 503 with Retry-After, and reads again once one is done", async () => {
    const regenerator = recorder();
    const app = appWith(regenerator);
    const held = Array.from({ length: WEBHOOK_CONCURRENT_READS }, () => forged());
    const pending = held.map(({ init }) => Promise.resolve(app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, init)));
    // Let the four reach their reads.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fifth = forged();
    const busy = await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, fifth.init);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe(String(WEBHOOK_BUSY_RETRY_AFTER_SECONDS));
    for (const { release } of held) release();
    expect((await Promise.all(pending)).map((response) => response.status)).toEqual(
      Array(WEBHOOK_CONCURRENT_READS).fill(401),
    );
    // The slots are free again: the next forged body is read (and refused on its signature).
    const next = forged();
    next.release();
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, next.init)).status).toBe(401);
    expect(regenerator.changes).toHaveLength(0);
  });

  it("answers a body that does not arrive within the read deadline 408, and frees its slot", async () => {
    const app = new Hono();
    app.post(
      CONTENTFUL_WEBHOOK_PATH,
      createContentfulWebhookHandler({ secret: SECRET, regenerator: recorder(), log: () => {}, readTimeoutMs: 50 }),
    );
    const slow = Array.from({ length: WEBHOOK_CONCURRENT_READS }, () => forged());
    const answers = await Promise.all(
      slow.map(({ init }) => Promise.resolve(app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, init))),
    );
    expect(answers.map((response) => response.status)).toEqual(Array(WEBHOOK_CONCURRENT_READS).fill(408));
    const next = forged();
    next.release();
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, next.init)).status).toBe(401);
  });

  it("takes a real 1 MB entry and refuses anything over WEBHOOK_BODY_LIMIT (1 MB + 64 KB) unread", async () => {
    expect(WEBHOOK_BODY_LIMIT).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
    const regenerator = recorder();
    const app = appWith(regenerator);
    const entry = signed("ContentManagement.Entry.publish", {
      sys: publishBody.sys,
      fields: { body: { "en-US": "x".repeat(1000 * 1000) } },
    });
    expect((await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, entry)).status).toBe(202);
    const counted = countedBody("x".repeat(WEBHOOK_BODY_LIMIT + 100_000));
    const forgedHeaders = forged().init.headers as Record<string, string>;
    const response = await app.request(`${URL_BASE}${CONTENTFUL_WEBHOOK_PATH}`, {
      method: "POST",
      headers: forgedHeaders,
      body: counted.stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(counted.pulled).toBeLessThanOrEqual(WEBHOOK_BODY_LIMIT + 1024);
  });
});
