/**
 * Hostile traffic against the built server (a child process of its own, TRUST_PROXY=1 as behind one proxy): endless
 * chunked uploads are cut off at their limit while pages keep answering and memory stays flat; a fresh spoofed
 * X-Forwarded-For per submission does not escape the rate limit; replacement patterns in a search are shown as typed;
 * bad files and a read-only DATA_DIR at start leave the pages served.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "@playwright/test";
import { SUBMISSION_UNAVAILABLE_MESSAGE } from "@tupelo-medicare/leads";
import {
  heldWebhook,
  leadBody,
  postChunked,
  rawGet,
  sampleResident,
  SLASH_RUN_PATH,
  spoofedSubmission,
  uploadHeaders,
} from "./hostile-harness.js";
import { regenerateAll, startRegenerationSite } from "./regeneration-harness.js";
import { freePort, spawnSite, until, WEB_DIR } from "./site-process.js";
import type { SiteProcess } from "./site-process.js";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const RUN = randomBytes(3).toString("hex");
const folder = join(WEB_DIR, "test-results", `hostile-${RUN}`);
const dataDir = join(folder, "data");
let site: SiteProcess;
let url: string;

/** Starts a server on `data` and waits until it serves pages (its database may still be opening). */
async function startServer(data: string, env: Record<string, string> = {}, user?: string) {
  const port = await freePort();
  const server = spawnSite({
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: data,
      TRUST_PROXY: "1",
      SUBMISSION_RATE_LIMIT: "10",
      CONTENTFUL_WEBHOOK_SECRET: randomBytes(32).toString("hex"),
      CONTENT_RECONCILE_INTERVAL: "0",
      ...env,
    },
    ...(user ? { user } : {}),
  });
  const address = `http://127.0.0.1:${port}`;
  await until(
    `the server at ${address}`,
    async () => ((await fetch(`${address}/`).catch(() => undefined))?.ok ? true : undefined),
    60_000,
    () => (server.exited ? `the server exited (${server.exited}):\n${server.output()}` : undefined),
  );
  return { server, address };
}

test.beforeAll(async () => {
  // Files an earlier version left, two of them unreadable: the start names and sets them aside.
  mkdirSync(join(dataDir, "submissions"), { recursive: true });
  mkdirSync(join(dataDir, "inbox", "leads"), { recursive: true });
  writeFileSync(join(dataDir, "submissions", "sub_corrupt0001.json"), '{"id": "sub_corrupt0001", "kind": ');
  writeFileSync(join(dataDir, "inbox", "leads", "2024-01-01T00-00-00-000Z-broken.json"), "\u0000\u0001 not json");
  ({ server: site, address: url } = await startServer(dataDir));
  await until("the leads database", async () => ((await fetch(`${url}/api/health`)).ok ? true : undefined), 60_000);
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(folder, { recursive: true, force: true });
});

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to reach testInfo
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("server", { body: site.output() });
});

test("corrupt files left in DATA_DIR are named in the log and set aside; the site starts and takes submissions", async () => {
  await site.waitForLog(/sub_corrupt0001\.json/, { timeout: 10_000 });
  await site.waitForLog(/2024-01-01T00-00-00-000Z-broken\.json/, { timeout: 10_000 });
  const aside = readdirSync(join(dataDir, "imported-submissions", "needs-attention"), { recursive: true }).map(String);
  expect(aside.some((name) => name.endsWith("sub_corrupt0001.json"))).toBe(true);
  expect(aside.some((name) => name.endsWith("broken.json"))).toBe(true);
  expect((await fetch(`${url}/`)).status).toBe(200);
  const accepted = await fetch(`${url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
    body: leadBody(`start-${RUN}`, 1),
  });
  // 201: kept for the office (no webhook is configured here).
  expect(accepted.status).toBe(201);
});

test("a 100 MB chunked body to each POST route answers 413 while pages keep answering, memory flat", async () => {
  const routes = ["/api/leads", "/api/contact", "/api/contentful-webhook"];
  const memory = sampleResident(site.pid);
  let pages = 0;
  const pageStatuses = new Set<number>();
  let uploading = true;
  const pageLoop = (async () => {
    while (uploading) {
      const response = await fetch(`${url}/medicare-supplements`);
      await response.arrayBuffer();
      pageStatuses.add(response.status);
      pages += 1;
    }
  })();
  const results = await Promise.all(
    routes.flatMap((path) => [0, 1].map(() => postChunked(url, path, 100 * 1024 * 1024, uploadHeaders(path)))),
  );
  uploading = false;
  await pageLoop;
  const { first, peak } = memory.stop();
  test.info().annotations.push({
    type: "hostile uploads",
    description: `6 chunked 100 MB uploads: answered ${results.map((result) => `${result.status} after ${Math.round(result.sent / 1024)} KB`).join(", ")}; ${pages} page requests meanwhile; resident memory ${first.toFixed(0)} -> peak ${peak.toFixed(0)} MB`,
  });
  for (const result of results) {
    expect(result.status, JSON.stringify(result)).toBe(413);
    // Cut off long before the end (the client writes on while the answer travels; the server reads no further).
    expect(result.sent).toBeLessThan(50 * 1024 * 1024);
  }
  expect([...pageStatuses]).toEqual([200]);
  expect(pages).toBeGreaterThan(0);
  expect(peak - first).toBeLessThan(50);
});

test("200 submissions with a fresh spoofed X-Forwarded-For each, through one proxy, are limited as one client", async () => {
  const statuses: number[] = [];
  for (let index = 0; index < 200; index += 10)
    statuses.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, offset) => spoofedSubmission(url, "198.51.100.23", index + offset, RUN)),
      )),
    );
  const accepted = statuses.filter((status) => status === 201).length;
  // 10 a minute; a window turning over during the run may let one more through.
  expect(accepted).toBeGreaterThanOrEqual(10);
  expect(accepted).toBeLessThanOrEqual(11);
  expect(statuses.filter((status) => status === 429)).toHaveLength(200 - accepted);
  // Another client behind the same proxy has a limit of its own.
  expect(await spoofedSubmission(url, "198.51.100.77", 1, `${RUN}-other`)).toBe(201);
});

test("the slash run (/blog, 15,500 slashes, x) and any address over 2 KB are 414; with 8 in flight the home page answers", async () => {
  expect((await rawGet(url, `/search?q=${"a".repeat(2100)}`)).status).toBe(414);
  expect((await rawGet(url, `/search?q=${"a".repeat(2000)}`)).status).not.toBe(414);
  const runs = Array.from({ length: 8 }, () => rawGet(url, SLASH_RUN_PATH));
  const home = await rawGet(url, "/");
  const answered = await Promise.all(runs);
  test.info().annotations.push({
    type: "slash run",
    description: `8 slash runs answered ${answered.map((run) => `${run.status} in ${run.ms.toFixed(0)} ms`).join(", ")}; the home page meanwhile ${home.status} in ${home.ms.toFixed(0)} ms`,
  });
  expect(answered.map((run) => run.status)).toEqual(Array(8).fill(414));
  expect(home.status).toBe(200);
  // A behaviour check with a generous bound (before: 1.8 s); the figures are pnpm bench:hostile's.
  expect(home.ms).toBeLessThan(1000);
  // Under the limit, a run of slashes ending in another character is trimmed in one pass: a plain 404, at once.
  const shorter = await rawGet(url, `/blog${"/".repeat(2000)}x`);
  expect(shorter.status).toBe(404);
  expect(shorter.ms).toBeLessThan(1000);
});

test("webhook bodies whose headers pass the pre-check are read 4 at a time: the 5th is answered 503 with Retry-After", async () => {
  const held = Array.from({ length: 4 }, () => heldWebhook(url));
  try {
    // The four are being read once their headers are in: until then a fifth may still find a slot.
    const fifth = await until("a busy answer to a fifth webhook", async () => {
      const response = await fetch(`${url}/api/contentful-webhook`, {
        method: "POST",
        headers: uploadHeaders("/api/contentful-webhook"),
        body: "{}",
      });
      return response.status === 503 ? response : undefined;
    });
    expect(fifth.headers.get("retry-after")).toMatch(/^\d+$/);
  } finally {
    for (const request of held) request.abort();
  }
  // The slots free as the held connections go: a forged body is read again (and refused on its signature).
  const again = await until("the webhook reading again", async () => {
    const response = await fetch(`${url}/api/contentful-webhook`, {
      method: "POST",
      headers: uploadHeaders("/api/contentful-webhook"),
      body: "{}",
    });
    return response.status === 401 ? response.status : undefined;
  });
  expect(again).toBe(401);
});

test("a search for replacement patterns shows the query as typed", async ({ page }) => {
  for (const query of ["$'", "$&", "$`", "$1", "a$'b$&c"]) {
    await page.goto(`${url}/search?q=${encodeURIComponent(query)}`);
    expect(await page.title()).toContain(query);
    expect(await page.title()).not.toContain("<");
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue(query);
    const html = await (await fetch(`${url}/search?q=${encodeURIComponent(query)}`)).text();
    // One document: no copy of the page inside its own title.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
  }
});

test("a read-only DATA_DIR at start: pages served, /api/health says what is wrong, submissions answered 503", async () => {
  const readOnly = join(folder, "read-only-data");
  mkdirSync(readOnly, { recursive: true });
  chmodSync(readOnly, 0o555);
  chmodSync(folder, 0o755);
  // As root the folder's mode would not apply: the server runs as nobody then.
  const { server, address } = await startServer(readOnly, {}, "nobody");
  try {
    expect((await fetch(`${address}/`)).status).toBe(200);
    expect((await fetch(`${address}/medicare-supplements`)).status).toBe(200);
    const health = await until("a health report naming the database", async () => {
      const response = await fetch(`${address}/api/health`);
      const body = (await response.json()) as { ok: boolean; database: { ok: boolean; error: string | null } };
      return body.database.error ? { status: response.status, body } : undefined;
    });
    expect(health.status).toBe(503);
    expect(health.body.ok).toBe(false);
    expect(health.body.database.error).toMatch(/cannot open the database/);
    const refused = await fetch(`${address}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: leadBody(`ro-${RUN}`, 1),
    });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: string }).error).toBe(SUBMISSION_UNAVAILABLE_MESSAGE);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(server.exited).toBeUndefined();
    expect(existsSync(join(readOnly, "leads.sqlite"))).toBe(false);
  } finally {
    await server.stop();
    chmodSync(readOnly, 0o755);
  }
});

test("a stale regeneration lock left by another live process is taken over, and the pass runs", async () => {
  const regen = await startRegenerationSite();
  try {
    // A first pass: once it is through, the server's start-up sweep (which takes the lock too) is over, and the lock
    // planted below is the only one.
    await regenerateAll(regen, 120_000);
    // The lock as a pass that hung (or a process with the same pid after a restart) leaves it: the lease directory,
    // not renewed for ten minutes, with a live process's id beside it.
    const lock = join(dirname(regen.spaceFile), "dist", ".regenerate.lock");
    mkdirSync(lock, { recursive: true });
    writeFileSync(join(lock, "owner"), String(process.pid));
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    utimesSync(lock, tenMinutesAgo, tenMinutesAgo);
    const from = regen.logs.length;
    const line = await regenerateAll(regen, 120_000);
    expect(line).toMatch(/rendered/);
    await regen.waitForLog(/took over the stale lock/, { from, timeout: 1000 });
    expect(existsSync(lock)).toBe(false);
  } catch (error) {
    await test.info().attach("regeneration site", { body: regen.describe() });
    throw error;
  } finally {
    await regen.stop();
  }
});
