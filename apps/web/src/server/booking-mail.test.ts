/**
 * The booking flow with the appointments' e-mail on (SMTP_URL to a real SMTP server on loopback): Confirm on /book
 * sends the visitor the confirmation with its invitation and a change-or-cancel link that names the booking, and the
 * office its notice at OFFICE_EMAIL; /api/health says the e-mail is on and nothing waits.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtp } from "@tupelo-medicare/leads/testing";
import type { TestSmtp } from "@tupelo-medicare/leads/testing";
import { readAppEnv } from "../env.js";
import { prerenderedDist } from "../test-support/form-post-site.js";
import { createApp } from "./app.js";
import { createAppointmentsRead } from "./appointments-read.js";
import { manageTokenId } from "./manage-link.js";
import { createSubmissions } from "./submissions.js";
import { everyDaySettings } from "../test-support/booking-fixtures.js";

const SECRET = "m".repeat(40);
const HEALTH_TOKEN = "h".repeat(40);
const DAY_MS = 86_400_000;
const SETTINGS = everyDaySettings({ meetingTypes: [{ method: "phone", minutes: 30 }] });

let distDir: string;
let smtp: TestSmtp;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  distDir = await prerenderedDist(["/book"]);
}, 60_000);
afterAll(() => rm(distDir, { recursive: true, force: true }));
afterEach(async () => {
  await close?.();
  close = undefined;
  await smtp?.close();
});

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
function hidden(html: string): Array<[string, string]> {
  const form = [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)].find(
    (one) => one[1]!.includes("/book#") && !one[1]!.includes('id="booking-controls"'),
  );
  return [...form![2]!.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((input) => [
    decode(/name="([^"]*)"/.exec(input[0])![1]!),
    decode(/value="([^"]*)"/.exec(input[0])?.[1] ?? ""),
  ]);
}

describe("booking with the appointments' e-mail on", () => {
  it("sends the confirmation with its invitation and change link, and the office's notice", async () => {
    smtp = await startSmtp();
    const dataDir = await mkdtemp(join(tmpdir(), "booking-mail-"));
    const env = readAppEnv({
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Example Medicare" <appointments@example.com>',
      OFFICE_EMAIL: "office@example.com",
      APPOINTMENT_LINK_SECRET: SECRET,
      HEALTH_TOKEN,
      SITE_URL: "https://www.example.com",
    });
    const submissions = createSubmissions(env);
    const appointments = createAppointmentsRead(env, submissions, { read: () => Promise.resolve(SETTINGS) });
    const app = createApp(env, { clientDir: join(distDir, "client"), distDir, submissions, appointments });
    await submissions.start();
    close = async () => {
      await submissions.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
    const post = async (html: string, answers: Array<[string, string]>, go = "continue") => {
      const response = await app.request("/book", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        body: new URLSearchParams([...hidden(html), ...answers, ["go", go]]).toString(),
      });
      return { response, html: await response.text() };
    };
    const first = await (await app.request("/book?products=part-d")).text();
    const how = await post(first, [["products", "part-d"]]);
    const when = await post(how.html, [["method", "phone"]]);
    const start = decode(/<input[^>]*name="start"[^>]*value="([^"]*)"/.exec(when.html)![1]!);
    const about = await post(when.html, [["start", start]]);
    const check = await post(about.html, [
      ["firstName", "Ada"],
      ["lastName", "Lovelace"],
      ["phone", "(662) 555-0142"],
      ["email", "ada.mail@example.com"],
      ["zip", "38801"],
      ["forWhom", "me"],
    ]);
    const done = await post(check.html, [], "confirm");
    expect(done.response.status).toBe(303);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(2);

    const [record] = await (async () => {
      const all = [];
      for await (const each of submissions.service.store()!.appointments.iterate()) all.push(each);
      return all;
    })();
    const visitor = smtp.received.find((mail) => mail.to.includes("ada.mail@example.com"))!;
    expect(visitor.from).toBe("appointments@example.com");
    const link = /https:\/\/www\.example\.com\/book\/manage\?t=([A-Za-z0-9_.-]+)/.exec(visitor.text);
    expect(link).not.toBeNull();
    expect(manageTokenId(SECRET, link![1])).toBe(record!.id);
    expect(visitor.calendar).toContain("METHOD:REQUEST");
    expect(visitor.calendar).toContain(`UID:appt-${record!.id}@www.example.com`);
    expect(visitor.calendar).toContain("BEGIN:VTIMEZONE");
    const office = smtp.received.find((mail) => mail.to.includes("office@example.com"))!;
    expect(office.text).toContain("Ada Lovelace");
    expect(office.text).not.toContain("/book/manage");

    const health = (await (
      await app.request("/api/health", { headers: { authorization: `Bearer ${HEALTH_TOKEN}` } })
    ).json()) as { mail: unknown };
    expect(health.mail).toMatchObject({
      enabled: true,
      waiting: 0,
      dead: 0,
      scheduled: expect.any(Number),
      reminders: ["24h"],
    });
    expect(Date.parse(start) - Date.now()).toBeLessThan(15 * DAY_MS);
  });
});
