/**
 * Several server instances on one PostgreSQL database act as one site: a lead accepted by any of them is delivered
 * exactly once, a repeated Idempotency-Key is honoured whichever instance gets it, the per-client rate limit counts
 * across instances, and a Contentful webhook received by one instance regenerates the pages of the others (through
 * the database's change feed). Each instance serves its own private copy of dist (see instances-harness.ts).
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  freePort,
  makeRunFolder,
  startInstance,
  startLeadReceiver,
  startRecordingProxy,
  startSharedContent,
  startSharedDatabase,
  until,
  WEBHOOK_PATH,
} from "./instances-harness.js";
import type { LeadReceiver, RecordingProxy, SharedContent, SharedDatabase, SiteInstance } from "./instances-harness.js";
import type { ExportEntity } from "@tupelo-medicare/content/content-server";

test.describe.configure({ mode: "serial", timeout: 180_000 });

/** A mark unique to this run, in e-mails, keys and titles (letters and digits only: nothing to escape in HTML). */
const RUN = randomBytes(3).toString("hex");
/** The Contentful webhook secret every instance shares. */
const SECRET = randomBytes(32).toString("hex");
/** How long every instance's pending deliveries and regenerations may take at most. */
const SETTLE_TIMEOUT = 60_000;

let folder: string | undefined;
let database: SharedDatabase | undefined;
let receiver: LeadReceiver | undefined;
let content: SharedContent | undefined;
/** What A and B ask the content server (each through a pass-through of its own that notes the time). */
const proxies: Record<"A" | "B", RecordingProxy | undefined> = { A: undefined, B: undefined };
let a: SiteInstance;
let b: SiteInstance;
/** Every instance started (A, B and the rate-limited pair), for the logs and the clean-up. */
const started: SiteInstance[] = [];

/** The environment of an instance on the shared database, content server and receiver. */
function instanceEnv(rateLimit: string, contentHost = content!.content.host): Record<string, string> {
  return {
    DATABASE_URL: database!.url,
    CONTENTFUL_SPACE_ID: "embedded",
    CONTENTFUL_ACCESS_TOKEN: "local",
    CONTENTFUL_HOST: contentHost,
    CONTENTFUL_INSECURE: "true",
    CONTENTFUL_WEBHOOK_SECRET: SECRET,
    // Off: only the change feed can make an instance that got no webhook regenerate.
    CONTENT_RECONCILE_INTERVAL: "0",
    CONTENT_CDN_WAIT: "10s",
    LEAD_WEBHOOK_URL: receiver!.url,
    SUBMISSION_RETRY_DELAYS: "200ms,500ms,1s,2s",
    SUBMISSION_RATE_LIMIT: rateLimit,
    // The bursts here are the point: no site-wide ceiling (tested in submissions.test.ts).
    SUBMISSION_SITE_LIMIT: "0",
  };
}

/** `count` distinct free ports. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Starts instances at once; every one that started is kept in `started` (stopped in afterAll) even if one failed. */
async function startInstances(
  specs: Array<{ name: string; port: number; env: Record<string, string> }>,
): Promise<SiteInstance[]> {
  const results = await Promise.allSettled(
    specs.map(({ name, port, env }) => startInstance({ name, folder: `${folder}/${name}`, port, env })),
  );
  for (const result of results) if (result.status === "fulfilled") started.push(result.value);
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<SiteInstance>).value);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = makeRunFolder("instances");
  database = await startSharedDatabase(`site_${RUN}`);
  receiver = await startLeadReceiver();
  // The content server's webhooks go to A only; A's port is chosen before either starts.
  const [portA, portB] = (await freePorts(2)) as [number, number];
  content = await startSharedContent({
    folder,
    webhookUrl: `http://127.0.0.1:${portA}${WEBHOOK_PATH}`,
    secret: SECRET,
  });
  proxies.A = await startRecordingProxy(content.content.host);
  proxies.B = await startRecordingProxy(content.content.host);
  // Both start at once on the empty database: one applies the migrations while the other waits for it.
  [a, b] = (await startInstances([
    { name: "A", port: portA, env: instanceEnv("0", proxies.A.host) },
    { name: "B", port: portB, env: instanceEnv("0", proxies.B.host) },
  ])) as [SiteInstance, SiteInstance];
});

test.afterAll(async () => {
  await Promise.allSettled(started.map((instance) => instance.stop()));
  await Promise.allSettled([content?.close(), receiver?.close(), proxies.A?.close(), proxies.B?.close()]);
  try {
    database?.stop();
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status === testInfo.expectedStatus) return;
  const body = [
    `database ${database?.url ?? "(none)"}, receiver ${receiver?.url ?? "(none)"}: ${receiver?.deliveries.length ?? 0} deliveries`,
    ...started.map((instance) => instance.describe()),
    "--- content server ---",
    ...(content?.logs ?? []),
  ].join("\n");
  await testInfo.attach("servers.log", { body, contentType: "text/plain" });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A valid lead body, as the Medicare guide form sends it. */
const lead = (tag: string, index: number) => ({
  firstName: "Shared",
  lastName: `Lead ${index}`,
  email: `${tag}-${RUN}-${index}@example.com`,
  phone: "6625550142",
  zipCode: "38804",
  source: "Blog Sidebar",
  timestamp: new Date().toISOString(),
  leadType: "Medicare Guide Download",
});

interface Answer {
  status: number;
  body: { ok?: boolean; id?: string; duplicate?: boolean; error?: string };
  retryAfter: string | null;
}

async function postLead(instance: SiteInstance, body: object, key?: string): Promise<Answer> {
  const response = await fetch(`${instance.url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer["body"],
    retryAfter: response.headers.get("retry-after"),
  };
}

/** Waits until the receiver has a delivery for each e-mail. */
async function waitForDeliveries(emails: string[], timeout = SETTLE_TIMEOUT): Promise<void> {
  await until(
    `deliveries of ${emails.length} lead(s)`,
    () => {
      const got = receiver!.byEmail();
      return emails.every((email) => got.has(email)) ? true : undefined;
    },
    timeout,
  );
}

/** Waits until an instance's health reports nothing waiting for delivery; returns that report. */
const settledHealth = (instance: SiteInstance) =>
  until(
    `instance ${instance.name} reporting nothing waiting for delivery`,
    async () => {
      const health = await instance.health();
      return health.submissions.waitingForDelivery === 0 ? health : undefined;
    },
    SETTLE_TIMEOUT,
  );

test("a lead accepted by any instance is delivered exactly once", async () => {
  const total = 200;
  const answers: Array<{ email: string; instance: string; answer: Answer }> = [];
  let next = 0;
  // 20 clients at once, each sending its next lead to A or B in turn.
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let index = next++; index < total; index = next++) {
        const instance = index % 2 === 0 ? a : b;
        const body = lead("bulk", index);
        answers.push({
          email: body.email,
          instance: instance.name,
          answer: await postLead(instance, body, `bulk-${RUN}-${index}`),
        });
      }
    }),
  );
  expect(answers).toHaveLength(total);
  expect(answers.filter(({ answer }) => answer.status !== 202)).toEqual([]);
  expect(answers.filter(({ instance }) => instance === "B")).toHaveLength(total / 2);
  const ids = answers.map(({ answer }) => answer.body.id);
  expect(new Set(ids).size).toBe(total);

  const emails = answers.map(({ email }) => email);
  await waitForDeliveries(emails);
  // Anything delivered twice would show within moments (the retry schedule here is 200 ms to 2 s).
  await sleep(3000);
  const ours = receiver!.deliveries.filter((delivery) => delivery.email.startsWith(`bulk-${RUN}-`));
  const byEmail = receiver!.byEmail();
  const byKey = receiver!.byKey();
  expect(ours).toHaveLength(total);
  expect(emails.filter((email) => byEmail.get(email) !== 1)).toEqual([]);
  // Each delivery carries its submission's own stable Idempotency-Key, sent once.
  expect(new Set(ours.map((delivery) => delivery.idempotencyKey))).toEqual(new Set(ids.map((id) => `lead-${id}`)));
  expect(ours.filter((delivery) => byKey.get(delivery.idempotencyKey) !== 1)).toEqual([]);

  for (const instance of [a, b]) {
    const health = await settledHealth(instance);
    expect(health.ok, instance.name).toBe(true);
    expect(health.database, instance.name).toMatchObject({ ok: true, dialect: "postgres", error: null });
    expect(health.database.schemaVersion, instance.name).toBeGreaterThanOrEqual(1);
    expect(health.database.schemaVersion, instance.name).toBe(health.database.latestSchemaVersion);
    expect(health.submissions, instance.name).toMatchObject({ waitingForDelivery: 0, dead: 0 });
  }
});

test("a repeated Idempotency-Key is honoured across instances", async () => {
  // The browser's outbox sends a submission again with its key when the first answer was lost.
  const first = lead("same-key", 1);
  const firstKey = `same-key-${RUN}-1`;
  const toA = await postLead(a, first, firstKey);
  expect(toA).toMatchObject({ status: 202, body: { ok: true } });
  expect(toA.body.duplicate).toBeUndefined();
  const toB = await postLead(b, first, firstKey);
  expect(toB).toMatchObject({ status: 200, body: { ok: true, duplicate: true, id: toA.body.id } });

  // The same key to both at the same moment: one submission, the other answer names it.
  const second = lead("same-key", 2);
  const secondKey = `same-key-${RUN}-2`;
  const [oneOf, other] = await Promise.all([postLead(a, second, secondKey), postLead(b, second, secondKey)]);
  expect([oneOf.status, other.status].sort()).toEqual([200, 202]);
  expect((oneOf.status === 200 ? oneOf : other).body.duplicate).toBe(true);
  expect(oneOf.body.id).toBeDefined();
  expect(other.body.id).toBe(oneOf.body.id);

  await waitForDeliveries([first.email, second.email]);
  await sleep(2500);
  const delivered = receiver!.deliveries.filter((delivery) => delivery.email.startsWith(`same-key-${RUN}-`));
  expect(delivered.map((delivery) => [delivery.email, delivery.idempotencyKey]).sort()).toEqual(
    [
      [first.email, `lead-${toA.body.id}`],
      [second.email, `lead-${oneOf.body.id}`],
    ].sort(),
  );
});

test.describe("with a rate limit", () => {
  const LIMIT = 5;
  let c: SiteInstance;
  let d: SiteInstance;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Two more instances on the same database whose limit is 5 submissions per client per minute.
    const [portC, portD] = (await freePorts(2)) as [number, number];
    [c, d] = (await startInstances([
      { name: "C", port: portC, env: instanceEnv(String(LIMIT)) },
      { name: "D", port: portD, env: instanceEnv(String(LIMIT)) },
    ])) as [SiteInstance, SiteInstance];
  });

  test.afterAll(async () => {
    // Stopped now: the webhook test below is about A and B only.
    await Promise.allSettled([c, d].map((instance) => instance?.stop()));
  });

  test("the rate limit counts per client across instances", async () => {
    // The limit is a sliding minute estimated from whole-minute windows: start clear of a window's edge.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await sleep(60_000 - intoMinute + 200);

    const answers: Array<{ instance: string; email: string; answer: Answer }> = [];
    for (let index = 0; index < 2 * LIMIT; index += 1) {
      const instance = index % 2 === 0 ? c : d;
      const body = lead("limited", index);
      answers.push({ instance: instance.name, email: body.email, answer: await postLead(instance, body) });
    }
    // Both instances count the one client (127.0.0.1): the first five are accepted, C, D, C, D, C; then none.
    expect(answers.map(({ instance, answer }) => `${instance} ${answer.status}`)).toEqual([
      "C 202",
      "D 202",
      "C 202",
      "D 202",
      "C 202",
      "D 429",
      "C 429",
      "D 429",
      "C 429",
      "D 429",
    ]);
    for (const { answer } of answers.slice(LIMIT)) {
      expect(answer.body.ok).toBe(false);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    // The accepted ones are delivered (once); the refused ones were never kept.
    const accepted = answers.slice(0, LIMIT).map(({ email }) => email);
    await waitForDeliveries(accepted);
    await sleep(1000);
    const byEmail = receiver!.byEmail();
    expect(accepted.map((email) => byEmail.get(email))).toEqual(accepted.map(() => 1));
    expect(answers.slice(LIMIT).filter(({ email }) => byEmail.has(email))).toEqual([]);
    // A and B have no limit: the same client still gets through them.
    expect((await postLead(a, lead("limited", 100))).status).toBe(202);
  });
});

test("a webhook to instance A reaches instance B within seconds and B regenerates its own pages", async () => {
  const post = content!
    .readSpace()
    .entries.find(
      (item: ExportEntity) =>
        item.sys.contentType?.sys.id === "pageBlogPost" && typeof item.fields.slug?.["en-US"] === "string",
    );
  if (!post) throw new Error("The space has no blog post");
  const id = post.sys.id;
  const slug = String(post.fields.slug!["en-US"]);
  const newTitle = `Shared Change ${RUN}`;
  const served = async (instance: SiteInstance) => {
    const response = await fetch(`${instance.url}/blog/${slug}`);
    return response.status === 200 && (await response.text()).includes(newTitle);
  };
  for (const instance of [a, b]) {
    expect((await fetch(`${instance.url}/blog/${slug}`)).status, instance.name).toBe(200);
    expect(await served(instance), instance.name).toBe(false);
  }

  const fromA = a.logs.length;
  const fromB = b.logs.length;
  const webhooksBefore = content!.logs.length;
  const editedAt = Date.now();
  content!.editSpace((space) => {
    const item = space.entries.find((entry) => entry.sys.id === id);
    item!.fields.title!["en-US"] = newTitle;
  });

  // Polled together, so that neither instance's time includes waiting for the other. A pass re-renders every page
  // that shows the title (the post, the lists, related posts): on a busy machine that takes a while.
  const seen: Partial<Record<"A" | "B", number>> = {};
  await until(
    `/blog/${slug} showing '${newTitle}' on A and B`,
    async () => {
      await Promise.all(
        [a, b].map(async (instance) => {
          const name = instance.name as "A" | "B";
          if (seen[name] === undefined && (await served(instance))) seen[name] = Date.now();
        }),
      );
      return seen.A !== undefined && seen.B !== undefined ? true : undefined;
    },
    150_000,
  );

  // A got the signed webhook; B got none and regenerated from the change feed alone.
  const webhook = await a.waitForLog(
    new RegExp(`^\\[webhook\\] ContentManagement\\.Entry\\.publish ${id} revision \\d+: queued`),
    { from: fromA, timeout: 5000 },
  );
  const webhookAt = a.logs[webhook.index]!.at;
  const passA = await a.waitForLog(/^\[regenerate\] 1 change\(s\): rendered/, { from: fromA, timeout: 5000 });
  const passB = await b.waitForLog(/^\[regenerate\] 1 change\(s\): rendered/, { from: fromB, timeout: 5000 });
  expect(b.logs.slice(fromB).filter((line) => line.text.startsWith("[webhook]"))).toEqual([]);
  expect(content!.logs.slice(webhooksBefore).filter((line) => line.startsWith("Webhook "))).toEqual([
    `Webhook ContentManagement.Entry.publish ${id} -> 202`,
  ]);
  // The first thing each does for the change: ask the Delivery API whether it serves the new revision yet.
  const asked = (name: "A" | "B") =>
    proxies[name]!.requests.find(
      (request) =>
        request.at >= editedAt &&
        /sys\.id(%5Bin%5D|\[in\])=/i.test(request.url) &&
        decodeURIComponent(request.url).includes(id),
    )?.at;
  const askedA = asked("A");
  const askedB = asked("B");
  expect(askedA, "A asked the Delivery API about the change").toBeDefined();
  expect(askedB, "B asked the Delivery API about the change").toBeDefined();

  const figure =
    `edit -> webhook at A ${webhookAt - editedAt} ms; webhook at A -> B hears it (asks the Delivery API) ` +
    `${askedB! - webhookAt} ms (A: ${askedA! - webhookAt} ms); edit -> A serves the new title ${seen.A! - editedAt} ms, ` +
    `-> B serves it ${seen.B! - editedAt} ms (B's pass: ${passB.line.replace(/^.* in /, "")}, A's: ${passA.line.replace(/^.* in /, "")})`;
  console.info(`[several-instances] ${figure}`);
  test.info().annotations.push({ type: "webhook A -> B", description: figure });
  // The change feed's part: B hears of A's webhook within 3 s (NOTIFY; the fallback poll is every 2 s).
  expect(askedB! - webhookAt).toBeLessThan(3000);
});
