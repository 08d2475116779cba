import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { serve } from "@hono/node-server";
import type { ServerType } from "@hono/node-server";
import { createClient } from "contentful";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { readAppEnv } from "../env.js";

let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = createApp(readAppEnv({}));
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("content proxy route on the embedded space", () => {
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

describe("GET /api/health", () => {
  it("reports the database, its schema version and the submissions waiting or dead, without personal data", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "web-health-"));
    try {
      // A webhook nobody answers: the lead waits.
      const app = createApp(
        readAppEnv({ DATA_DIR: dataDir, LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hook", SUBMISSION_RETRY_DELAYS: "1h" }),
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
      const health = await app.request("/api/health");
      expect(health.status).toBe(200);
      expect(health.headers.get("cache-control")).toBe("no-store");
      const text = await health.text();
      expect(JSON.parse(text)).toEqual({
        ok: true,
        database: {
          ok: true,
          dialect: "sqlite",
          location: join(dataDir, "leads.sqlite"),
          schemaVersion: 1,
          latestSchemaVersion: 1,
          error: null,
        },
        submissions: {
          waitingForDelivery: 1,
          dead: 0,
          oldestWaitingSeconds: expect.any(Number),
          oldestKeptAt: expect.any(String),
          retentionDays: 1826,
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
      const app = createApp(readAppEnv({ DATA_DIR: join(parent, "file", "data") }));
      await app.submissions.start();
      const health = await app.request("/api/health");
      expect(health.status).toBe(503);
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
