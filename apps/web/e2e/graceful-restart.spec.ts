/**
 * A deploy's restart (SIGTERM, then a new start) in the middle of a burst of submissions and a regeneration pass:
 * the server answers what it accepted, exits 0, and after the start every accepted submission reaches the lead
 * automation exactly once, the content change that was being rendered reaches the pages, and every page is whole.
 * Runs in the several-instances project (alone, after the others): a server of its own, a slow automation.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { leadBody } from "./hostile-harness.js";
import { startRegenerationSite, until } from "./regeneration-harness.js";
import type { RegenerationSite } from "./regeneration-harness.js";

test.describe.configure({ mode: "serial", timeout: 300_000 });

const RUN = randomBytes(3).toString("hex");
const LEADS = 30;
/** The automation takes this long to answer each delivery, so some are under way at the stop. */
const AUTOMATION_MS = 1500;

let site: RegenerationSite | undefined;
let automation: Server | undefined;
/** Every delivery the automation received: the lead's e-mail, in order. */
const delivered: string[] = [];

test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => automation?.close(resolve));
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (site && testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("servers.log", { body: site.describe(), contentType: "text/plain" });
});

async function startAutomation(): Promise<string> {
  automation = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () =>
      setTimeout(() => {
        const email = /restart-[0-9a-f]+-\d+@example\.com/.exec(Buffer.concat(chunks).toString("utf8"));
        delivered.push(email ? email[0] : "(no e-mail in the delivery)");
        res.end("ok");
      }, AUTOMATION_MS),
    );
  });
  await new Promise<void>((resolve) => automation!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(automation.address() as AddressInfo).port}/lead`;
}

test("SIGTERM during a burst of submissions and a regeneration: nothing lost, nothing twice, every page whole", async () => {
  const webhook = await startAutomation();
  site = await startRegenerationSite({
    cdnWait: "10s",
    reconcileInterval: "0",
    env: {
      LEAD_WEBHOOK_URL: webhook,
      SUBMISSION_RATE_LIMIT: "0",
      SUBMISSION_SITE_LIMIT: "0",
      SUBMISSION_RETRY_DELAYS: "1s,2s,5s",
    },
  });
  const url = site.url;

  // A content change whose pass will be under way at the stop.
  const postId = "post-initial-enrollment-period-explained";
  const newTitle = `Initial Enrollment Period Explained ${RUN}`;
  const space = site.readSpace();
  const post = space.entries.find((entry) => entry.sys.id === postId);
  const slug = String(post?.fields.slug?.["en-US"]);
  const from = site.logs.length;

  // The burst: every submission answered is kept; the ones the stop refused (connection closed, 503) are not counted.
  const submissions = Array.from({ length: LEADS }, async (_, index) => {
    const response = await fetch(`${url}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `${RUN}-${index}` },
      body: leadBody(`restart-${RUN}`, index),
    }).catch(() => undefined);
    return response?.ok ? `restart-${RUN}-${index}@example.com` : undefined;
  });
  site.editSpace((edited) => {
    edited.entries.find((entry) => entry.sys.id === postId)!.fields.title!["en-US"] = newTitle;
  });
  const accepted = (await Promise.all(submissions)).filter((email): email is string => email !== undefined);
  expect(accepted.length, "the burst before the stop was accepted").toBe(LEADS);
  // The pass has started (the Delivery API serves the edit): stop now, with deliveries to the slow automation under way.
  await site.waitForLog(/^\[regenerate\] the Delivery API serves all/, { from, timeout: 60_000 });
  expect(delivered.length, "deliveries were still under way at the stop").toBeLessThan(LEADS);

  const exited = await site.restart();
  expect(exited, "the server exits 0 on SIGTERM").toBe("code 0");
  const lines = site.logs.slice(from).map((line) => line.text);
  expect(lines.some((line) => line.startsWith("[server] SIGTERM: stopping"))).toBe(true);
  expect(lines.some((line) => /^\[server\] stopped in \d+ ms$/.test(line))).toBe(true);
  // Either the pass finished before the stop, or its changes were kept and are picked up again at the start.
  const finished = lines.some((line) => /^\[regenerate\] \d+ change\(s\).*: rendered \d+ page\(s\)/.test(line));
  const kept = lines.some((line) => line.includes("not yet on the pages kept for the next start"));
  expect(finished || kept, "the pass finished or its work was kept").toBe(true);
  if (kept) await site.waitForLog(/^\[regenerate\] resuming what the last stop left: 1 change\(s\)/, { from });

  // After the start: the edit reaches its page; every accepted lead reaches the automation exactly once.
  await until(
    `/blog/${slug} showing the new title`,
    async () => {
      const html = await (await fetch(`${url}/blog/${slug}`)).text();
      return html.includes(newTitle) ? true : undefined;
    },
    90_000,
  );
  await until(
    `all ${accepted.length} accepted leads delivered`,
    () => (accepted.every((email) => delivered.includes(email)) ? true : undefined),
    90_000,
  );
  // Deliveries still retrying would arrive within their retry delays: give them time to show up twice.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const twice = accepted.filter((email) => delivered.filter((seen) => seen === email).length > 1);
  expect(twice, "no lead reached the automation twice").toEqual([]);
  expect(delivered.filter((email) => !accepted.includes(email))).toEqual([]);
  // The figures (the stop time, the leads accepted and delivered once, the pass kept), printed with the run.
  const stopped = lines.find((line) => /^\[server\] stopped in \d+ ms$/.test(line));
  console.info(
    `graceful restart: ${stopped}; ${accepted.length} of ${LEADS} leads accepted, each delivered once; the pass ${finished ? "finished before the stop" : "was kept and resumed"}`,
  );

  // Every page whole: each page of the sitemap answers 200 with a complete document.
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(50);
  const broken: string[] = [];
  for (const path of paths) {
    const response = await fetch(`${url}${path}`);
    const html = await response.text();
    if (response.status !== 200 || !html.trimEnd().endsWith("</html>")) broken.push(`${path} (${response.status})`);
  }
  expect(broken).toEqual([]);
});
