import { randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, rateLimitKey } from "./client-address.js";
import { createSubmissions } from "./submissions.js";
import { readAppEnv } from "../env.js";
import type { TrustProxy } from "../env.js";

const randomIPv4 = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const headers = (values: Record<string, string>) => new Headers(values);

describe("clientAddress without TRUST_PROXY", () => {
  it("is the connection's address, whatever X-Forwarded-For or Forwarded say", () => {
    for (let i = 0; i < 50; i++) {
      const spoofed = headers({ "x-forwarded-for": randomIPv4(), forwarded: `for=${randomIPv4()}` });
      expect(clientAddress("203.0.113.7", spoofed, false)).toBe("203.0.113.7");
    }
  });

  it("writes IPv4-mapped IPv6 as IPv4 and IPv6 compressed in lower case", () => {
    expect(clientAddress("::ffff:198.51.100.4", headers({}), false)).toBe("198.51.100.4");
    expect(clientAddress("2001:DB8:0:0:0:0:0:1", headers({}), false)).toBe("2001:db8::1");
  });

  it("is null when the connection has no address", () => {
    expect(clientAddress(undefined, headers({ "x-forwarded-for": "198.51.100.4" }), { hops: 1 })).toBeNull();
    expect(rateLimitKey(null)).toBe("unknown");
  });
});

describe("clientAddress with a number of hops", () => {
  it("under TRUST_PROXY=1, 200 requests with a fresh spoofed X-Forwarded-For from one client are one key", () => {
    const keys = new Set<string>();
    for (let i = 0; i < 200; i++) {
      // The visitor writes the left part; the proxy (the connection, on loopback) appends the address it saw.
      const spoofed = i % 2 === 0 ? randomIPv4() : `${randomIPv4()}, ${randomIPv4()}`;
      const request = headers({ "x-forwarded-for": `${spoofed}, 198.51.100.23` });
      keys.add(rateLimitKey(clientAddress("127.0.0.1", request, { hops: 1 })));
    }
    expect([...keys]).toEqual(["198.51.100.23"]);
  });

  it("with 2 hops takes the second address from the right of the chain", () => {
    // client -> CDN (appends the client) -> nginx (appends the CDN) -> this server
    const chain = headers({ "x-forwarded-for": "10.9.9.9, 198.51.100.23, 203.0.113.50" });
    expect(clientAddress("127.0.0.1", chain, { hops: 2 })).toBe("198.51.100.23");
    expect(clientAddress("127.0.0.1", chain, { hops: 1 })).toBe("203.0.113.50");
    expect(clientAddress("127.0.0.1", chain, { hops: 3 })).toBe("10.9.9.9");
  });

  it("with fewer entries than hops is the leftmost entry", () => {
    expect(clientAddress("127.0.0.1", headers({ "x-forwarded-for": "198.51.100.23" }), { hops: 3 })).toBe(
      "198.51.100.23",
    );
    expect(clientAddress("127.0.0.1", headers({}), { hops: 2 })).toBe("127.0.0.1");
  });

  it("stops at an entry that is not an IP address: the address before it is the client", () => {
    const chain = headers({ "x-forwarded-for": "198.51.100.1, not-an-ip, 203.0.113.50" });
    expect(clientAddress("127.0.0.1", chain, { hops: 3 })).toBe("203.0.113.50");
    expect(clientAddress("127.0.0.1", headers({ "x-forwarded-for": "127.1" }), { hops: 1 })).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", headers({ "x-forwarded-for": "0x7f.0.0.1" }), { hops: 1 })).toBe("127.0.0.1");
  });

  it("reads entries with ports, brackets and IPv4-mapped IPv6", () => {
    expect(clientAddress("127.0.0.1", headers({ "x-forwarded-for": "198.51.100.23:51234" }), { hops: 1 })).toBe(
      "198.51.100.23",
    );
    expect(clientAddress("127.0.0.1", headers({ "x-forwarded-for": "[2001:db8::5]:443" }), { hops: 1 })).toBe(
      "2001:db8::5",
    );
    expect(clientAddress("::ffff:127.0.0.1", headers({ "x-forwarded-for": "::ffff:198.51.100.23" }), { hops: 1 })).toBe(
      "198.51.100.23",
    );
  });

  it("reads several X-Forwarded-For headers as one list", () => {
    const request = new Headers();
    request.append("x-forwarded-for", "10.1.1.1");
    request.append("x-forwarded-for", "198.51.100.23");
    expect(clientAddress("127.0.0.1", request, { hops: 1 })).toBe("198.51.100.23");
    expect(clientAddress("127.0.0.1", request, { hops: 2 })).toBe("10.1.1.1");
  });
});

describe("clientAddress with proxy addresses and CIDR ranges", () => {
  const trust: TrustProxy = { addresses: ["10.0.0.0/8", "fd00::/8", "loopback"] };

  it("is the rightmost address that is not a trusted proxy", () => {
    const chain = headers({ "x-forwarded-for": "203.0.113.9, 198.51.100.23, 10.0.3.4, 10.0.0.2" });
    expect(clientAddress("127.0.0.1", chain, trust)).toBe("198.51.100.23");
  });

  it("ignores X-Forwarded-For from a connection that is not a trusted proxy", () => {
    const chain = headers({ "x-forwarded-for": "10.0.0.2" });
    expect(clientAddress("198.51.100.77", chain, trust)).toBe("198.51.100.77");
    expect(clientAddress("2001:db8::77", chain, trust)).toBe("2001:db8::77");
  });

  it("walks IPv6 proxies and clients", () => {
    const chain = headers({ "x-forwarded-for": "2001:db8:1:2::abcd, fd12:3456::1" });
    expect(clientAddress("fd12:3456::2", chain, trust)).toBe("2001:db8:1:2::abcd");
    expect(clientAddress("::1", chain, trust)).toBe("2001:db8:1:2::abcd");
    // An IPv6 range does not cover IPv4 clients, nor an IPv4 range IPv6 ones.
    expect(clientAddress("fd12:3456::2", headers({ "x-forwarded-for": "10.0.0.1, 198.51.100.1" }), trust)).toBe(
      "198.51.100.1",
    );
    expect(
      clientAddress("2001:db8::9", headers({ "x-forwarded-for": "10.0.0.1" }), { addresses: ["10.0.0.0/8"] }),
    ).toBe("2001:db8::9");
  });

  it("treats an IPv4-mapped connection like its IPv4 address", () => {
    const chain = headers({ "x-forwarded-for": "198.51.100.23" });
    expect(clientAddress("::ffff:10.0.0.2", chain, trust)).toBe("198.51.100.23");
    expect(clientAddress("::ffff:198.51.100.9", chain, trust)).toBe("198.51.100.9");
  });

  it("is the leftmost address when every entry is a trusted proxy, and stops at garbage", () => {
    expect(clientAddress("10.0.0.1", headers({ "x-forwarded-for": "10.0.0.3, 10.0.0.2" }), trust)).toBe("10.0.0.3");
    expect(clientAddress("10.0.0.1", headers({ "x-forwarded-for": "198.51.100.1, unknown, 10.0.0.2" }), trust)).toBe(
      "10.0.0.2",
    );
  });
});

describe("clientAddress from the Forwarded header (RFC 7239)", () => {
  it("reads for= nodes when X-Forwarded-For is absent, with quoted IPv6, brackets and ports", () => {
    const forwarded = headers({
      forwarded: 'for=198.51.100.1;proto=https, for="[2001:db8:cafe::17]:4711";by=10.0.0.1, For="192.0.2.60:8080"',
    });
    expect(clientAddress("127.0.0.1", forwarded, { hops: 1 })).toBe("192.0.2.60");
    expect(clientAddress("127.0.0.1", forwarded, { hops: 2 })).toBe("2001:db8:cafe::17");
    expect(clientAddress("127.0.0.1", forwarded, { hops: 3 })).toBe("198.51.100.1");
  });

  it("reads several Forwarded headers, and quoted values holding commas and semicolons", () => {
    const request = new Headers();
    request.append("forwarded", 'for=198.51.100.1;host="a,b;c"');
    request.append("forwarded", "for=192.0.2.60");
    expect(clientAddress("127.0.0.1", request, { hops: 2 })).toBe("198.51.100.1");
  });

  it("stops at an obfuscated, unknown or missing node", () => {
    expect(clientAddress("127.0.0.1", headers({ forwarded: "for=198.51.100.1, for=_hidden" }), { hops: 2 })).toBe(
      "127.0.0.1",
    );
    expect(clientAddress("127.0.0.1", headers({ forwarded: "for=198.51.100.1, for=unknown" }), { hops: 2 })).toBe(
      "127.0.0.1",
    );
    expect(clientAddress("127.0.0.1", headers({ forwarded: "for=198.51.100.1, proto=https" }), { hops: 2 })).toBe(
      "127.0.0.1",
    );
  });

  it("is not read when X-Forwarded-For is there", () => {
    const both = headers({ "x-forwarded-for": "198.51.100.23", forwarded: "for=192.0.2.60" });
    expect(clientAddress("127.0.0.1", both, { hops: 1 })).toBe("198.51.100.23");
    expect(clientAddress("127.0.0.1", both, { addresses: ["loopback"] })).toBe("198.51.100.23");
  });
});

describe("rateLimitKey", () => {
  it("keeps IPv4 addresses as they are", () => {
    expect(rateLimitKey("198.51.100.23")).toBe("198.51.100.23");
    expect(rateLimitKey("198.51.100.24")).toBe("198.51.100.24");
    expect(rateLimitKey("::ffff:198.51.100.23")).toBe("198.51.100.23");
  });

  it("groups IPv6 addresses by their /64", () => {
    expect(rateLimitKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2:ffff:eeee:dddd:cccc")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:DB8:1:2:0:0:0:abcd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80::/64");
  });

  it("gives the clients of one /64 one key through clientAddress, and another /64 its own", () => {
    const key = (address: string) =>
      rateLimitKey(clientAddress("127.0.0.1", headers({ "x-forwarded-for": address }), { hops: 1 }));
    expect(key("2001:db8:1:2::1")).toBe(key("2001:db8:1:2:a:b:c:d"));
    expect(key("2001:db8:1:3::1")).not.toBe(key("2001:db8:1:2::1"));
  });
});

/** Serves the lead endpoint on 127.0.0.1 (so the connection's address is real) and posts `count` leads. */
async function postLeads(
  env: Record<string, string>,
  forwardedFor: (index: number) => string | undefined,
  count: number,
) {
  const dataDir = await mkdtemp(join(tmpdir(), "web-client-address-"));
  const submissions = createSubmissions(readAppEnv({ DATA_DIR: dataDir, ...env }));
  const app = new Hono();
  app.post("/api/leads", (context) => submissions.lead(context));
  await submissions.start();
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  try {
    const { port } = server.address() as AddressInfo;
    const statuses: number[] = [];
    for (let index = 0; index < count; index++) {
      const forwarded = forwardedFor(index);
      const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(forwarded ? { "x-forwarded-for": forwarded } : {}) },
        body: JSON.stringify({
          firstName: "Ada",
          lastName: "Lovelace",
          email: `ada${index}@example.com`,
          phone: "6625550142",
          zipCode: "38804",
          source: "Medicare Breakdown",
          timestamp: "2026-11-22T10:00:00.000Z",
          leadType: "Medicare Guide Download",
        }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    return statuses;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await submissions.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const accepted = (statuses: number[]) => statuses.filter((status) => status === 201).length;
const limited = (statuses: number[]) => statuses.filter((status) => status === 429).length;

describe("the lead endpoint's rate limit", () => {
  // The limit is a sliding minute: across a minute's turn one more may pass, never dozens.
  it("under TRUST_PROXY=1 counts 200 submissions with a fresh spoofed X-Forwarded-For as one client", async () => {
    const statuses = await postLeads(
      { TRUST_PROXY: "1", SUBMISSION_RATE_LIMIT: "10" },
      () => `${randomIPv4()}, 198.51.100.23`,
      200,
    );
    expect(accepted(statuses)).toBeGreaterThanOrEqual(10);
    expect(accepted(statuses)).toBeLessThanOrEqual(11);
    expect(limited(statuses)).toBe(200 - accepted(statuses));
  });

  it("under TRUST_PROXY=1 gives each client the proxy reports its own bucket", async () => {
    const statuses = await postLeads(
      { TRUST_PROXY: "1", SUBMISSION_RATE_LIMIT: "2" },
      (index) => `198.51.100.${index % 5}`,
      10,
    );
    expect(accepted(statuses)).toBe(10);
  });

  it("without TRUST_PROXY ignores X-Forwarded-For: every submission counts against the connection", async () => {
    const statuses = await postLeads({ SUBMISSION_RATE_LIMIT: "10" }, () => randomIPv4(), 40);
    expect(accepted(statuses)).toBeGreaterThanOrEqual(10);
    expect(accepted(statuses)).toBeLessThanOrEqual(11);
  });
});
