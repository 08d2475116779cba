import { describe, expect, it } from "vitest";
import { signRequest as toolkitSign, verifyRequest as toolkitVerify } from "@contentful/node-apps-toolkit";
import { normalizePath, signRequest, verifyRequest } from "./index.js";
import type { SignableRequest } from "./index.js";

const SECRET = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
const OTHER_SECRET = "f".repeat(64);
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const request = (overrides: Partial<SignableRequest> = {}): SignableRequest => ({
  method: "POST",
  path: "/api/contentful-webhook",
  headers: {
    "Content-Type": "application/vnd.contentful.management.v1+json",
    "X-Contentful-Topic": "ContentManagement.Entry.publish",
  },
  body: JSON.stringify({ sys: { id: "post-1", type: "Entry" }, fields: { title: { "en-US": "Hello" } } }),
  ...overrides,
});

/** The request as it arrives: its own headers plus the signing headers. */
const signed = (req: SignableRequest, secret = SECRET, at = NOW): SignableRequest => ({
  ...req,
  headers: { ...req.headers, ...signRequest(secret, req, at) },
});

describe("signRequest / verifyRequest", () => {
  it("signs with the three Contentful headers and verifies", () => {
    const headers = signRequest(SECRET, request(), NOW);
    expect(Object.keys(headers).sort()).toEqual([
      "x-contentful-signature",
      "x-contentful-signed-headers",
      "x-contentful-timestamp",
    ]);
    expect(headers["x-contentful-signature"]).toMatch(/^[0-9a-f]{64}$/);
    expect(headers["x-contentful-timestamp"]).toBe(String(NOW));
    expect(headers["x-contentful-signed-headers"]).toBe(
      "content-type,x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic",
    );
    expect(verifyRequest(SECRET, signed(request()), { now: NOW + 1000 })).toEqual({ ok: true });
  });

  it("matches a hand-computed HMAC over the canonical string", async () => {
    const { createHmac } = await import("node:crypto");
    const req = request({ headers: { "X-Contentful-Topic": " ContentManagement.Entry.publish " }, body: "{}" });
    const canonical = [
      "POST",
      "/api/contentful-webhook",
      `x-contentful-signed-headers:x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic;x-contentful-timestamp:${NOW};x-contentful-topic:ContentManagement.Entry.publish`,
      "{}",
    ].join("\n");
    expect(signRequest(SECRET, req, NOW)["x-contentful-signature"]).toBe(
      createHmac("sha256", SECRET).update(canonical).digest("hex"),
    );
  });

  it("rejects a tampered body, path, method or signed header", () => {
    const good = signed(request());
    const now = { now: NOW };
    expect(verifyRequest(SECRET, { ...good, body: good.body.replace("Hello", "Hellp") }, now)).toEqual({
      ok: false,
      reason: "mismatch",
    });
    expect(verifyRequest(SECRET, { ...good, path: "/api/other" }, now)).toEqual({ ok: false, reason: "mismatch" });
    expect(verifyRequest(SECRET, { ...good, method: "PUT" }, now)).toEqual({ ok: false, reason: "mismatch" });
    const topic = { ...good.headers, "X-Contentful-Topic": "ContentManagement.Entry.delete" };
    expect(verifyRequest(SECRET, { ...good, headers: topic }, now)).toEqual({ ok: false, reason: "mismatch" });
  });

  it("ignores headers that were not signed", () => {
    const good = signed(request());
    const headers = { ...good.headers, "X-Forwarded-For": "10.0.0.1" };
    expect(verifyRequest(SECRET, { ...good, headers }, { now: NOW })).toEqual({ ok: true });
  });

  it("rejects the wrong secret", () => {
    expect(verifyRequest(OTHER_SECRET, signed(request()), { now: NOW })).toEqual({ ok: false, reason: "mismatch" });
  });

  it("reports missing signing headers", () => {
    const good = signed(request());
    for (const name of ["x-contentful-signature", "x-contentful-signed-headers", "x-contentful-timestamp"]) {
      const headers = { ...good.headers, [name]: undefined };
      expect(verifyRequest(SECRET, { ...good, headers }, { now: NOW })).toEqual({ ok: false, reason: "missing" });
    }
    expect(verifyRequest(SECRET, request(), { now: NOW })).toEqual({ ok: false, reason: "missing" });
  });

  it("reports malformed signing headers", () => {
    const good = signed(request());
    const withHeader = (name: string, value: string) => ({ ...good, headers: { ...good.headers, [name]: value } });
    expect(verifyRequest(SECRET, withHeader("x-contentful-signature", "abc"), { now: NOW })).toEqual({
      ok: false,
      reason: "malformed",
    });
    expect(verifyRequest(SECRET, withHeader("x-contentful-timestamp", "yesterday"), { now: NOW })).toEqual({
      ok: false,
      reason: "malformed",
    });
    expect(
      verifyRequest(SECRET, withHeader("x-contentful-signed-headers", "x-contentful-timestamp"), { now: NOW }),
    ).toEqual({ ok: false, reason: "malformed" });
  });

  it("rejects a timestamp older than the TTL (default 30 s), accepts one within it", () => {
    const good = signed(request());
    expect(verifyRequest(SECRET, good, { now: NOW + 29_999 })).toEqual({ ok: true });
    expect(verifyRequest(SECRET, good, { now: NOW + 30_000 })).toEqual({ ok: false, reason: "expired" });
    expect(verifyRequest(SECRET, good, { now: NOW + 90_000, ttlSeconds: 120 })).toEqual({ ok: true });
    expect(verifyRequest(SECRET, good, { now: NOW + 10 * 86_400_000, ttlSeconds: 0 })).toEqual({ ok: true });
  });

  it("rejects a timestamp further in the future than the TTL", () => {
    const good = signed(request());
    expect(verifyRequest(SECRET, good, { now: NOW - 5_000 })).toEqual({ ok: true });
    expect(verifyRequest(SECRET, good, { now: NOW - 31_000 })).toEqual({ ok: false, reason: "expired" });
  });

  it("treats header names case-insensitively and trims values", () => {
    const good = signed(request());
    const shouted = Object.fromEntries(Object.entries(good.headers).map(([key, value]) => [key.toUpperCase(), value]));
    expect(verifyRequest(SECRET, { ...good, headers: shouted }, { now: NOW })).toEqual({ ok: true });
    const lower = Object.fromEntries(
      Object.entries(good.headers).map(([key, value]) => [key.toLowerCase(), ` ${value} `]),
    );
    expect(verifyRequest(SECRET, { ...good, headers: lower }, { now: NOW })).toEqual({ ok: true });
  });

  it("normalizes paths with a query like the toolkit", () => {
    expect(normalizePath("/hook")).toBe("/hook");
    expect(normalizePath("/hook?a=1&b=x y")).toBe("/hook?a%253D1%2526b%253Dx%2520y");
    expect(normalizePath("/ä b")).toBe("/%C3%A4%20b");
  });

  it("throws on an unsignable request", () => {
    expect(() => signRequest("", request())).toThrow(/secret/);
    expect(() => signRequest(SECRET, request({ path: "hook" }))).toThrow(/path/);
  });
});

describe("compatibility with @contentful/node-apps-toolkit", () => {
  const paths = ["/api/contentful-webhook", "/hooks/content?token=a b&x=ü", "/a/b%20c"];

  it.each(paths)("the toolkit verifies our signature (%s)", (path) => {
    const req = request({ path });
    const now = Date.now();
    const headers = { ...req.headers, ...signRequest(SECRET, req, now) };
    const defined = Object.fromEntries(
      Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(toolkitVerify(SECRET, { method: "POST", path, headers: defined, body: req.body })).toBe(true);
    expect(toolkitVerify(OTHER_SECRET, { method: "POST", path, headers: defined, body: req.body })).toBe(false);
  });

  it.each(paths)("we verify the toolkit's signature (%s)", (path) => {
    const headers = { "X-Contentful-Topic": "ContentManagement.Asset.unpublish", "X-Contentful-Webhook-Name": "site" };
    const body = '{"sys":{"type":"DeletedAsset","id":"img-1"}}';
    const toolkitHeaders = toolkitSign(SECRET, { method: "POST", path, headers, body }, NOW);
    const incoming = { method: "POST", path, headers: { ...headers, ...toolkitHeaders }, body };
    expect(verifyRequest(SECRET, incoming, { now: NOW })).toEqual({ ok: true });
    expect(toolkitHeaders).toEqual(signRequest(SECRET, { method: "POST", path, headers, body }, NOW));
    expect(verifyRequest(SECRET, { ...incoming, body: body.replace("img-1", "img-2") }, { now: NOW })).toEqual({
      ok: false,
      reason: "mismatch",
    });
  });

  it("agrees with the toolkit on a GET without body or extra headers", () => {
    const req = { method: "GET", path: "/status", headers: {}, body: "" };
    expect(signRequest(SECRET, req, NOW)).toEqual(toolkitSign(SECRET, { method: "GET", path: "/status" }, NOW));
  });
});
