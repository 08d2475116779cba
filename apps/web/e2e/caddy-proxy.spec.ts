/**
 * The production setup of deploy/: the real Caddy (Debian's caddy package) with its internal certificate authority,
 * configured by deploy/site.caddy, in front of the built server on https://localhost:PORT. Pages, a lead, a signed
 * Contentful webhook through the proxy, the rate limit counting the forwarded client, not the proxy, and an address
 * over 2 KB answered 414 by Caddy itself.
 * Runs in the several-instances project (alone, after the others): a server and a Caddy of its own.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { createServer, request as httpRequest } from "node:http";
import type { ClientRequest, IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { signRequest } from "@tupelo-medicare/content/webhooks";
import { leadBody } from "./hostile-harness.js";
import { freePort, startRegenerationSite, until, WEBHOOK_PATH } from "./regeneration-harness.js";
import { WEB_DIR } from "./site-process.js";
import type { RegenerationSite } from "./regeneration-harness.js";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const DEPLOY_DIR = join(WEB_DIR, "..", "..", "deploy");
const RATE_LIMIT = 2;

let site: RegenerationSite | undefined;
let caddy: ChildProcess | undefined;
let automation: Server | undefined;
let folder = "";
let origin = "";
let ca = "";
const caddyOutput: string[] = [];
const delivered: string[] = [];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to Caddy over TLS, checked against Caddy's own root certificate; from `localAddress` when given. */
function viaCaddy(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port,
        path,
        method: options.method ?? "GET",
        headers: { host: `localhost:${port}`, ...options.headers },
        ca,
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The body's bytes as sent (not decompressed). */
function rawBytes(req: ClientRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    req.on("response", (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks)));
    });
    req.on("error", reject);
    req.end();
  });
}

const postLead = (index: number, from: string, headers: Record<string, string> = {}) =>
  viaCaddy("/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: leadBody(`caddy-${from.replace(/\./g, "-")}`, index),
    localAddress: from,
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  automation = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      delivered.push(Buffer.concat(chunks).toString("utf8"));
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => automation!.listen(0, "127.0.0.1", resolve));
  const httpsPort = await freePort();
  const httpPort = await freePort();
  origin = `https://localhost:${httpsPort}`;
  site = await startRegenerationSite({
    env: {
      SITE_URL: origin,
      TRUST_PROXY: "loopback",
      SUBMISSION_RATE_LIMIT: String(RATE_LIMIT),
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${(automation.address() as AddressInfo).port}/lead`,
    },
  });
  folder = join(WEB_DIR, "test-results", `caddy-${httpsPort}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  // Test-only global options (no admin endpoint, the internal CA, this test's ports); the site block is deploy's own.
  const config = join(folder, "Caddyfile");
  writeFileSync(
    config,
    `{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n}\n\nlocalhost:${httpsPort} {\n\ttls internal\n\timport ${join(DEPLOY_DIR, "site.caddy")}\n}\n`,
  );
  caddy = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH,
      HOME: folder,
      XDG_DATA_HOME: join(folder, "data"),
      XDG_CONFIG_HOME: join(folder, "config"),
      UPSTREAM: new URL(site.url).host,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [caddy.stdout, caddy.stderr])
    stream?.on("data", (chunk: Buffer) => caddyOutput.push(chunk.toString()));
  const rootCert = join(folder, "data", "caddy", "pki", "authorities", "local", "root.crt");
  await until(
    `Caddy answering on ${origin}`,
    async () => {
      ca = readFileSync(rootCert, "utf8");
      return (await viaCaddy("/")).status === 200 ? true : undefined;
    },
    60_000,
    () => (caddy?.exitCode !== null ? `caddy exited: ${caddyOutput.join("")}` : undefined),
  );
});

test.afterAll(async () => {
  caddy?.kill("SIGTERM");
  await site?.stop();
  await new Promise((resolve) => automation?.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (site && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("servers.log", {
      body: `${site.describe()}\n--- caddy ---\n${caddyOutput.join("")}`,
      contentType: "text/plain",
    });
});

test("pages come over https from Caddy's certificate, with HSTS and the server's own precompressed bytes", async ({
  browser,
}) => {
  const home = await viaCaddy("/", { headers: { "accept-encoding": "br" } });
  expect(home.status).toBe(200);
  expect(home.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(home.headers["content-encoding"]).toBe("br");
  // The very bytes the server sends (its precompressed page): Caddy neither recompresses nor alters them.
  const { port } = new URL(origin);
  const raw = await rawBytes(
    httpsRequest({
      host: "127.0.0.1",
      servername: "localhost",
      port,
      path: "/",
      headers: { host: `localhost:${port}`, "accept-encoding": "br" },
      ca,
      agent: false,
    }),
  );
  const direct = await rawBytes(httpRequest(`${site!.url}/`, { headers: { "accept-encoding": "br" }, agent: false }));
  expect(raw.length).toBeGreaterThan(0);
  expect(raw.equals(direct)).toBe(true);

  // A browser: the page over https (Caddy's CA is not in the browser's store here, so its errors are ignored). Chromium
  // fetches a service worker's script without the context's ignoreHTTPSErrors, so an untrusted certificate fails
  // the worker's registration, and a blocked worker fails it too (each a console error, depending on timing): the
  // worker is not what this checks, so that one failure is left out and every other error still counts.
  const context = await browser.newContext({ ignoreHTTPSErrors: true, serviceWorkers: "block" });
  const page = await context.newPage();
  const errors: string[] = [];
  const workerRegistration = (text: string) =>
    text.startsWith("[pwa] Service worker registration failed") ||
    (/ServiceWorker/i.test(text) && /SSL certificate/i.test(text));
  page.on("console", (message) => {
    if (message.type() === "error" && !workerRegistration(message.text())) errors.push(message.text());
  });
  const response = await page.goto(`${origin}/medicare/what-is-medicare`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(page.url().startsWith("https://localhost:")).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test("/api/health through Caddy says ok and nothing else; on the machine itself it gives the details", async () => {
  // Caddy's connection to the server comes from loopback, but carries X-Forwarded-For: a visitor, not the machine.
  const public_ = await viaCaddy("/api/health");
  expect(public_.status).toBe(200);
  expect(public_.body).toBe('{"ok":true}');
  const local = (await (await fetch(`${site!.url}/api/health`)).json()) as { ok: boolean; database?: object };
  expect(local).toMatchObject({ ok: true, database: { ok: true } });
});

test("a lead through the proxy reaches the automation", async () => {
  const answer = await postLead(0, "127.0.0.3");
  expect(answer.status, answer.body).toBeLessThan(300);
  await until(
    "the lead delivered",
    () => (delivered.some((body) => body.includes("caddy-127-0-0-3-0@")) ? true : undefined),
    30_000,
  );
});

test("a signed Contentful webhook passes through unchanged (its signature covers the path); a bad one is refused", async () => {
  const space = site!.readSpace();
  const body = JSON.stringify({
    sys: {
      type: "Entry",
      id: space.entries[0]!.sys.id,
      revision: 1,
      space: { sys: { id: "embedded" } },
      environment: { sys: { id: "master" } },
      contentType: { sys: { id: space.entries[0]!.sys.contentType!.sys.id } },
    },
  });
  const headers = {
    "content-type": "application/vnd.contentful.management.v1+json",
    "x-contentful-topic": "ContentManagement.Entry.publish",
  };
  const signed = signRequest(site!.secret, { method: "POST", path: WEBHOOK_PATH, headers, body });
  const accepted = await viaCaddy(WEBHOOK_PATH, { method: "POST", headers: { ...headers, ...signed }, body });
  expect(accepted.status, accepted.body).toBe(202);
  const forged = await viaCaddy(WEBHOOK_PATH, {
    method: "POST",
    headers: {
      ...headers,
      ...signRequest("another-secret-of-at-least-32-characters!!", {
        method: "POST",
        path: WEBHOOK_PATH,
        headers,
        body,
      }),
    },
    body,
  });
  expect(forged.status).toBe(401);
});

test("the rate limit counts the forwarded client, not the proxy, and a forged X-Forwarded-For changes nothing", async () => {
  // Client A (127.0.0.4): its limit, then 429.
  for (let index = 0; index < RATE_LIMIT; index += 1)
    expect((await postLead(index, "127.0.0.4")).status).toBeLessThan(300);
  expect((await postLead(RATE_LIMIT, "127.0.0.4")).status).toBe(429);
  // Client B (127.0.0.5) behind the same proxy is not held by A's count.
  expect((await postLead(0, "127.0.0.5")).status).toBeLessThan(300);
  // A writing another address into X-Forwarded-For is still A.
  expect((await postLead(RATE_LIMIT + 1, "127.0.0.4", { "x-forwarded-for": "203.0.113.9" })).status).toBe(429);
});

test("an address over 2 KB is answered 414 by Caddy itself; one of 2 KB reaches the server", async () => {
  // The server's own answers carry its security headers (a CSP); Caddy's 414 does not: it never reached the server.
  // Path segments of 99 characters, as a file name can be no longer than 255 bytes.
  const longPath = (bytes: number) => `/${"a".repeat(99)}`.repeat(Math.ceil(bytes / 100)).slice(0, bytes);
  const fromServer = await viaCaddy(longPath(2048));
  expect(fromServer.status).toBe(404);
  expect(fromServer.headers["content-security-policy"]).toBeDefined();
  for (const path of [longPath(2049), `/search?q=${"b".repeat(2040)}`]) {
    const answer = await viaCaddy(path);
    expect(answer.status, path.slice(0, 20)).toBe(414);
    expect(answer.body).toContain("URI Too Long");
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    expect(answer.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  }
  // A page meanwhile is answered as ever.
  expect((await viaCaddy("/")).status).toBe(200);
});
