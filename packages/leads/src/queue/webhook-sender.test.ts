import { describe, expect, it, vi } from "vitest";
import { createWebhookSender } from "./webhook-sender.js";
import type { WebhookPost } from "../webhook-post.js";

const record = {
  id: "sub_0000abcd_0123456789ab",
  kind: "lead" as const,
  receivedAt: "2026-11-20T15:00:00.000Z",
  idempotencyKey: "lead-sub_0000abcd_0123456789ab",
  body: { firstName: "Test" },
  delivery: { attemptCount: 0 },
};
const sender = (post: WebhookPost, signer?: Parameters<typeof createWebhookSender>[0]["signer"]) =>
  createWebhookSender({ url: "https://hooks.example.com/leads", post, signer, timeoutMs: 10_000, now: () => 0 });

describe("the webhook sender", () => {
  it("posts the body with its Idempotency-Key and signature, and a 2xx is delivered", async () => {
    const post = vi.fn<WebhookPost>(() => Promise.resolve({ status: 202, location: null }));
    const signer = vi.fn(() => ({ "webhook-signature": "v1,abc" }));
    expect(await sender(post, signer).send(record)).toEqual({ ok: true, status: 202 });
    const [url, request] = post.mock.calls[0]!;
    expect(url).toBe("https://hooks.example.com/leads");
    expect(request.body).toBe('{"firstName":"Test"}');
    expect(request.headers).toMatchObject({
      "idempotency-key": record.idempotencyKey,
      "content-type": "application/json",
      "webhook-signature": "v1,abc",
    });
    expect(signer).toHaveBeenCalledWith(record.idempotencyKey, request.body, new Date(0));
  });

  it("never follows a redirect, naming only the host it pointed to", async () => {
    const post: WebhookPost = () =>
      Promise.resolve({ status: 302, location: "https://elsewhere.example.net/x?email=a" });
    expect(await sender(post).send(record)).toEqual({
      ok: false,
      status: 302,
      error:
        "HTTP 302: redirected to elsewhere.example.net; redirects are not followed (set the webhook address to its final address)",
    });
  });

  it("answers a refusal, a timeout and a network error as failed attempts", async () => {
    expect(await sender(() => Promise.resolve({ status: 500, location: null })).send(record)).toEqual({
      ok: false,
      status: 500,
      error: "HTTP 500",
    });
    const timeout = Object.assign(new Error("timed out"), { name: "TimeoutError" });
    expect(await sender(() => Promise.reject(timeout)).send(record)).toEqual({
      ok: false,
      status: 0,
      error: "no answer within 10s",
    });
    expect(await sender(() => Promise.reject(new Error("ECONNREFUSED"))).send(record)).toEqual({
      ok: false,
      status: 0,
      error: "network error",
    });
  });
});
