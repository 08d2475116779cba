import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { serve } from "@hono/node-server";
import type { ServerType } from "@hono/node-server";
import { createClient } from "contentful";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.js";
import { readAppEnv } from "../env.js";
import { createSubmissions } from "./submissions.js";

let server: ServerType;
let port: number;

beforeAll(async () => {
  // The content proxy route is mounted only with CONTENT_PROXY=on (content-proxy.test.ts: off by default).
  const app = createApp(readAppEnv({ CONTENT_PROXY: "on" }));
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("content proxy route on the embedded space (CONTENT_PROXY=on)", () => {
  it("serves the embedded space to the real contentful client (space 'embedded', basePath contentful-api)", async () => {
    const client = createClient({
      space: "embedded",
      accessToken: "any",
      host: `localhost:${port}`,
      basePath: "contentful-api",
      insecure: true,
    });
    const posts = await client.getEntries({
      content_type: "pageBlogPost",
      order: ["-fields.publishedDate"],
      limit: 3,
      include: 2,
    });
    expect(posts.total).toBeGreaterThanOrEqual(14);
    expect(posts.items).toHaveLength(3);
    const types = await client.getContentTypes();
    expect(types.items.map((type) => type.sys.id)).toEqual(
      expect.arrayContaining([
        "foundationalPage",
        "pageBlogPost",
        "resourceGuide",
        "teamMemberCards",
        "video",
        "youTubeEmbed",
        "websiteCta",
        "category",
      ]),
    );
  });

  it("answers CDA errors with the CDA's statuses", async () => {
    const response = await fetch(
      `http://127.0.0.1:${port}/contentful-api/spaces/embedded/environments/master/entries?limit=5000`,
      {
        headers: { authorization: "Bearer any" },
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ sys: { type: "Error", id: "InvalidQuery" } });
    const unauthorised = await fetch(
      `http://127.0.0.1:${port}/contentful-api/spaces/embedded/environments/master/entries`,
    );
    expect(unauthorised.status).toBe(401);
  });
});

describe("embedded assets", () => {
  it("serves the embedded space's files with caching, and nothing outside the folder", async () => {
    const client = createClient({
      space: "embedded",
      accessToken: "any",
      host: `localhost:${port}`,
      basePath: "contentful-api",
      insecure: true,
    });
    const assets = await client.getAssets({ limit: 1 });
    const url = assets.items[0]?.fields.file?.url;
    expect(url).toMatch(/^\/embedded-assets\//);
    const response = await fetch(`http://127.0.0.1:${port}${String(url)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const traversal = await fetch(`http://127.0.0.1:${port}/embedded-assets/..%2fpackage.json`);
    expect(traversal.status).toBe(404);
  });
});

describe("submission endpoints", () => {
  it("keeps a lead in the leads database under DATA_DIR when no webhook is set, and never serves it", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "web-inbox-"));
    try {
      const app = createApp(readAppEnv({ DATA_DIR: dataDir }));
      await app.submissions.start();
      const body = {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        phone: "6625550142",
        zipCode: "38804",
        source: "Medicare Breakdown",
        timestamp: "2026-11-22T10:00:00.000Z",
        leadType: "Medicare Guide Download",
      };
      const response = await app.request("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect((await app.submissions.service.store()?.get(id))?.body).toEqual(body);
      expect(await readdir(dataDir)).toContain("leads.sqlite");
      expect((await app.request("/leads.sqlite")).status).toBe(404);
      expect((await app.request("/.data/leads.sqlite")).status).toBe(404);
      expect((await app.request(`/submissions/${id}.json`)).status).toBe(404);
      await app.submissions.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

const HEALTH_TOKEN = "health-token-0123456789abcdef0123456789";
const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe("GET /api/health", () => {
  it("reports the database, its schema version and the submissions waiting or dead, without personal data", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "web-health-"));
    try {
      // A webhook nobody answers: the lead waits.
      const app = createApp(
        readAppEnv({
          DATA_DIR: dataDir,
          LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hook",
          SUBMISSION_RETRY_DELAYS: "1h",
          HEALTH_TOKEN,
        }),
      );
      await app.submissions.start();
      const body = {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        phone: "6625550142",
        zipCode: "38804",
        source: "Medicare Breakdown",
        timestamp: "2026-11-22T10:00:00.000Z",
        leadType: "Medicare Guide Download",
      };
      expect(
        (
          await app.request("/api/leads", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          })
        ).status,
      ).toBe(202);
      await app.submissions.service.queue()?.idle();
      // Without the token (and not from this machine): ok, and nothing internal.
      const open = await app.request("/api/health");
      expect(open.status).toBe(200);
      expect(open.headers.get("cache-control")).toBe("no-store");
      expect(await open.text()).toBe('{"ok":true}');
      // A wrong token, a token of another scheme or a prefix of the right one: the same.
      for (const init of [
        withToken(`${HEALTH_TOKEN}x`),
        withToken(HEALTH_TOKEN.slice(0, -1)),
        { headers: { authorization: `Basic ${HEALTH_TOKEN}` } },
        { headers: { authorization: HEALTH_TOKEN } },
      ]) {
        expect(await (await app.request("/api/health", init)).text()).toBe('{"ok":true}');
      }
      const health = await app.request("/api/health", withToken(HEALTH_TOKEN));
      expect(health.status).toBe(200);
      expect(health.headers.get("cache-control")).toBe("no-store");
      const text = await health.text();
      expect(JSON.parse(text)).toEqual({
        ok: true,
        disk: { ok: true, freeBytes: expect.any(Number) as number, freePercent: expect.any(Number) as number },
        database: {
          ok: true,
          dialect: "sqlite",
          location: join(dataDir, "leads.sqlite"),
          schemaVersion: 3,
          latestSchemaVersion: 3,
          error: null,
        },
        appointments: { waitingForDelivery: 0, upcoming: 0, soaRetentionDays: 3653 },
        // No SMTP_URL: the appointments' e-mail is off, and said so.
        mail: { enabled: false },
        submissions: {
          waitingForDelivery: 1,
          dead: 0,
          oldestWaitingSeconds: expect.any(Number),
          oldestKeptAt: expect.any(String),
          retentionDays: 1826,
          // SUBMISSION_SITE_LIMIT's last minute: the one lead above.
          siteLimit: { perMinute: 120, acceptedLastMinute: 1, refusedLastMinute: 0 },
        },
      });
      expect(text).not.toContain("ada@example.com");
      await app.submissions.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("GET /api/health when the database cannot be used", () => {
  it("answers 503 saying what is wrong, while pages are still served and submissions get 503", async () => {
    const parent = await mkdtemp(join(tmpdir(), "web-health-bad-"));
    try {
      // DATA_DIR under a regular file can never be created.
      await writeFile(join(parent, "file"), "not a folder");
      const app = createApp(readAppEnv({ DATA_DIR: join(parent, "file", "data"), HEALTH_TOKEN }));
      await app.submissions.start();
      // The public answer: not ok, and neither the path nor the error.
      const open = await app.request("/api/health");
      expect(open.status).toBe(503);
      expectSecurityHeaders(open);
      expect(await open.text()).toBe('{"ok":false}');
      const health = await app.request("/api/health", withToken(HEALTH_TOKEN));
      expect(health.status).toBe(503);
      expectSecurityHeaders(health);
      const report = (await health.json()) as { ok: boolean; database: { ok: boolean; error: string } };
      expect(report.ok).toBe(false);
      expect(report.database.error).toMatch(/cannot open the database/);
      const lead = await app.request("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          phone: "6625550142",
          zipCode: "38804",
          source: "Medicare Breakdown",
          timestamp: "2026-11-22T10:00:00.000Z",
          leadType: "Medicare Guide Download",
        }),
      });
      expect(lead.status).toBe(503);
      expect(lead.headers.get("retry-after")).toBe("30");
      await app.submissions.stop();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

describe("readAppEnv", () => {
  it("reads DATABASE_URL, LEAD_WEBHOOK_SECRET and SUBMISSION_RETENTION_DAYS, and refuses bad ones naming the range", () => {
    expect(readAppEnv({}).databaseUrl).toBeUndefined();
    expect(readAppEnv({ DATABASE_URL: "postgres://site:pw@db.internal:5432/leads" }).databaseUrl).toBe(
      "postgres://site:pw@db.internal:5432/leads",
    );
    expect(() => readAppEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a PostgreSQL address/);
    expect(readAppEnv({}).submissionRetentionDays).toBe(1826);
    expect(() => readAppEnv({ SUBMISSION_RETENTION_DAYS: "5" })).toThrow(/from 30 to 36500/);
    expect(() => readAppEnv({ SUBMISSION_RATE_LIMIT: "100000" })).toThrow(/from 0 to 10000/);
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    expect(readAppEnv({ LEAD_WEBHOOK_SECRET: secret }).leadWebhookSecret).toBe(secret);
    expect(() => readAppEnv({ LEAD_WEBHOOK_SECRET: "hunter2" })).toThrow(/LEAD_WEBHOOK_SECRET must start with whsec_/);
  });

  it("stops in production on an http:// webhook address other than localhost, naming the variable", () => {
    expect(() => readAppEnv({ NODE_ENV: "production", LEAD_WEBHOOK_URL: "http://hooks.example/lead" })).toThrow(
      /LEAD_WEBHOOK_URL must be an https:\/\/ address in production/,
    );
    expect(() => readAppEnv({ NODE_ENV: "production", CONTACT_WEBHOOK_URL: "http://10.0.0.5/c" })).toThrow(
      /CONTACT_WEBHOOK_URL/,
    );
    expect(readAppEnv({ NODE_ENV: "production", LEAD_WEBHOOK_URL: "http://127.0.0.1:9000/l" }).leadWebhookUrl).toBe(
      "http://127.0.0.1:9000/l",
    );
    expect(readAppEnv({ NODE_ENV: "production", LEAD_WEBHOOK_URL: "https://hooks.example/l" }).leadWebhookUrl).toBe(
      "https://hooks.example/l",
    );
    expect(readAppEnv({ LEAD_WEBHOOK_URL: "http://hooks.example/lead" }).leadWebhookUrl).toBe(
      "http://hooks.example/lead",
    );
  });

  it("reads the submission retry schedule and rate limit, and refuses bad ones", () => {
    expect(readAppEnv({}).submissionRetryDelaysMs).toHaveLength(10);
    expect(readAppEnv({ SUBMISSION_RETRY_DELAYS: "10s,1m" }).submissionRetryDelaysMs).toEqual([10_000, 60_000]);
    expect(readAppEnv({}).submissionRateLimit).toBe(10);
    expect(readAppEnv({ SUBMISSION_RATE_LIMIT: "0" }).submissionRateLimit).toBe(0);
    expect(() => readAppEnv({ SUBMISSION_RETRY_DELAYS: "soon" })).toThrow(/SUBMISSION_RETRY_DELAYS/);
    expect(() => readAppEnv({ SUBMISSION_RATE_LIMIT: "lots" })).toThrow(/SUBMISSION_RATE_LIMIT/);
  });

  it("defaults to port 4173 on localhost with .data for the inbox", () => {
    const env = readAppEnv({}, "/srv/site");
    expect(env).toMatchObject({
      port: 4173,
      host: "localhost",
      dataDir: "/srv/site/.data",
      leadWebhookUrl: undefined,
      contactWebhookUrl: undefined,
    });
  });
  it("honours PORT, HOST and the webhooks, and refuses bad values", () => {
    expect(readAppEnv({ PORT: "8080", HOST: "0.0.0.0", LEAD_WEBHOOK_URL: "https://hooks.example/lead" })).toMatchObject(
      { port: 8080, host: "0.0.0.0", leadWebhookUrl: "https://hooks.example/lead" },
    );
    expect(() => readAppEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => readAppEnv({ CONTACT_WEBHOOK_URL: "ftp://x" })).toThrow(
      /CONTACT_WEBHOOK_URL must be an http\(s\) URL/,
    );
  });
});

describe("installable-app files", () => {
  it("serves sw.js and the manifest revalidated on every load, with matching precompressed variants, under a CSP that allows them", async () => {
    const clientDir = await mkdtemp(join(tmpdir(), "web-client-"));
    const worker = `self.addEventListener("fetch", () => {});${" ".repeat(2048)}`;
    await writeFile(join(clientDir, "sw.js"), worker);
    await writeFile(join(clientDir, "sw.js.br"), brotliCompressSync(worker));
    await writeFile(
      join(clientDir, "manifest.webmanifest"),
      JSON.stringify({ name: "Trace Medicare Partners", start_url: "/" }),
    );
    const app = createApp(readAppEnv({}), { clientDir });
    try {
      const sw = await app.request("/sw.js", { headers: { "accept-encoding": "br" } });
      expect(sw.status).toBe(200);
      expect(sw.headers.get("cache-control")).toBe("no-cache");
      expect(sw.headers.get("content-type")).toMatch(/^text\/javascript/);
      expect(sw.headers.get("content-encoding")).toBe("br");
      const csp = sw.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("script-src 'self';");
      const manifest = await app.request("/manifest.webmanifest");
      expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
      expect(manifest.headers.get("cache-control")).toBe("no-cache");
      expect(await manifest.json()).toMatchObject({ start_url: "/" });
    } finally {
      await rm(clientDir, { recursive: true, force: true });
    }
  });
});

describe("nothing personal kept by a cache", () => {
  it("answers an address holding a birth date, an income or a search no-store, whatever answers it; others no-cache", async () => {
    const clientDir = await mkdtemp(join(tmpdir(), "web-no-store-"));
    await mkdir(join(clientDir, "resources", "calculators"), { recursive: true });
    // The prerendered page only (no SSR bundle here): the calculator and timeline handlers fall back to it.
    await writeFile(join(clientDir, "resources", "calculators", "index.html"), "<!doctype html><p>calculators</p>");
    const app = createApp(readAppEnv({}), { clientDir });
    try {
      for (const query of [
        "?magi=150000&filingStatus=single",
        "?monthlyIncome=1800&householdSize=1",
        "?dob=1961-08-15&ss=no",
        "?dobMonth=8&dobDay=15&dobYear=1961",
        "?coverageEndsMonth=3&coverageEndsYear=2027",
        "?utm_source=mail&resources=4000",
        "?q=dialysis",
      ]) {
        const response = await app.request(`/resources/calculators${query}`);
        expect(response.status, query).toBe(200);
        expect(await response.text(), query).toContain("calculators");
        expect(response.headers.get("cache-control"), query).toBe("no-store");
        expectSecurityHeaders(response);
      }
      // A 404 for such an address too.
      expect((await app.request("/no-such-page?magi=1")).headers.get("cache-control")).toBe("no-store");
      for (const query of ["", "?utm_source=mail", "?message=sent"]) {
        const response = await app.request(`/resources/calculators${query}`);
        expect(response.headers.get("cache-control"), query).toBe("no-cache");
      }
    } finally {
      await rm(clientDir, { recursive: true, force: true });
    }
  });
});

/** The headers every answer carries, whatever its status. */
function expectSecurityHeaders(response: Response): void {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
}

const lead = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "6625550142",
  zipCode: "38804",
  source: "Medicare Breakdown",
  timestamp: "2026-11-22T10:00:00.000Z",
  leadType: "Medicare Guide Download",
};
/** What @hono/node-server gives a request (getConnInfo reads the socket's address). */
const fromVisitor = {
  incoming: { socket: { remoteAddress: "203.0.113.7", remotePort: 50_000, remoteFamily: "IPv4" } },
};

describe("security headers on every answer", () => {
  it("are on a 404", async () => {
    const response = await createApp(readAppEnv({}), { clientDir: "/nonexistent" }).request("/no-such-page");
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });

  it("are on a 413 (a form and the webhook)", async () => {
    const app = createApp(readAppEnv({ CONTENTFUL_WEBHOOK_SECRET: "s".repeat(64) }), {
      clientDir: "/nonexistent",
      regenerator: { enqueue: () => undefined, enqueueAll: () => undefined },
    });
    const form = await app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(20 * 1024) }),
    });
    expect(form.status).toBe(413);
    expectSecurityHeaders(form);
    const webhook = await app.request("/api/contentful-webhook", {
      method: "POST",
      headers: {
        "content-length": String(3 * 1024 * 1024),
        "x-contentful-topic": "ContentManagement.Entry.publish",
        "x-contentful-signature": "a".repeat(64),
        "x-contentful-timestamp": String(Date.now()),
        "x-contentful-signed-headers": "x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic",
      },
      body: "{}",
    });
    expect(webhook.status).toBe(413);
    expectSecurityHeaders(webhook);
  });

  it("are on a 429", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "web-429-"));
    try {
      const app = createApp(readAppEnv({ DATA_DIR: dataDir, SUBMISSION_RATE_LIMIT: "1" }), {
        clientDir: "/nonexistent",
      });
      await app.submissions.start();
      const post = () =>
        app.request(
          "/api/leads",
          { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(lead) },
          fromVisitor,
        );
      expect((await post()).status).toBe(201);
      const limited = await post();
      expect(limited.status).toBe(429);
      expectSecurityHeaders(limited);
      await app.submissions.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("are on a 500 from an error thrown in a handler, which is answered without details and logged on one line", async () => {
    const env = readAppEnv({});
    const submissions = createSubmissions(env);
    const failing = {
      ...submissions,
      health: () => Promise.reject(new Error("database on fire\n[leads] forged line for ada@example.com")),
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const app = createApp(env, { clientDir: "/nonexistent", submissions: failing });
    const response = await app.request("/api/health?email=ada@example.com");
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      ok: false,
      error: "Something went wrong on the server. Please try again shortly.",
    });
    expect(body).not.toContain("database on fire");
    // (serveStatic also warns here that /nonexistent does not exist.)
    const lines = logged.mock.calls.map((call) => String(call[0])).filter((text) => text.startsWith("[server]"));
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toMatch(/^\[server\] GET \/api\/health failed: Error: database on fire\\n\[leads\] forged line/);
    expect(line).not.toContain("\n");
    expect(line).not.toContain("?email=");
  });

  it("are on a 500 page for a page request too (plain text, not JSON)", async () => {
    const env = readAppEnv({});
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const app = createApp(env, { clientDir: "/nonexistent" });
    app.get("/broken-page", () => {
      throw new Error("render failed");
    });
    // Added after createApp: the site-files middleware finds no such file and passes the request on to it.
    const response = await app.request("/broken-page");
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("are on a 500 from an error thrown in the headers middleware itself (outside it, nothing else would add them)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const app = createApp(readAppEnv({}), { clientDir: "/nonexistent" });
    // Response.redirect's headers cannot be changed: setting the security headers on it throws.
    app.get("/frozen", () => Response.redirect("https://www.example.com/", 302));
    const response = await app.request("/frozen");
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
  });

  it("include Strict-Transport-Security only when SITE_URL is https", async () => {
    const https = await createApp(readAppEnv({ SITE_URL: "https://www.example.com" }), {
      clientDir: "/nonexistent",
    }).request("/no-such-page");
    expect(https.headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
    const plain = await createApp(readAppEnv({ SITE_URL: "http://localhost:4173" }), {
      clientDir: "/nonexistent",
    }).request("/no-such-page");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expectSecurityHeaders(plain);
  });
});
