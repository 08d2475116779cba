/**
 * The office's calendar feed (GET /api/appointments/calendar.ics?token=…) on the site's server with a real leads
 * service on SQLite in a folder of its own: bookings taken by the leads core, the feed parsed by ical.js (local times
 * across the March 2027 change to daylight time, what each description holds), a cancelled appointment gone, and
 * the answers for no token, a wrong one, no APPOINTMENT_CALENDAR_TOKEN, too many requests and no database.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { readAppEnv } from "../env.js";
import { createApp } from "./app.js";
import {
  APPOINTMENTS_FEED_PATH,
  FEED_LIMITED_MESSAGE,
  FEED_RATE_LIMIT,
  FEED_UNAVAILABLE_MESSAGE,
} from "./appointments-feed.js";
import { createSubmissions } from "./submissions.js";
import { leadsBooker } from "../test-support/booking-fixtures.js";

const TOKEN = "feed-token-0123456789abcdef0123456789abcdef";
const NOT_FOUND_PAGE = "<!doctype html><title>Page not found</title><p>We could not find that page.</p>";
const SITE_URL = "https://www.example.com";
const feedUrl = (token: string | null = TOKEN) =>
  token === null ? APPOINTMENTS_FEED_PATH : `${APPOINTMENTS_FEED_PATH}?token=${encodeURIComponent(token)}`;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The site's server (a client folder holding only its 404 page) on a leads database of its own. */
async function site(options: { env?: Record<string, string>; start?: boolean } = {}) {
  const root = await mkdtemp(join(tmpdir(), "appointments-feed-"));
  const clientDir = join(root, "dist", "client");
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, "404.html"), NOT_FOUND_PAGE);
  const env = readAppEnv({
    DATA_DIR: join(root, "data"),
    SITE_URL,
    SUBMISSION_RATE_LIMIT: "0",
    APPOINTMENT_CALENDAR_TOKEN: TOKEN,
    ...options.env,
  });
  const submissions = createSubmissions(env, { log: () => undefined });
  const app = createApp(env, { clientDir, distDir: join(root, "dist"), submissions });
  if (options.start !== false) await submissions.start();
  cleanups.push(async () => {
    await submissions.stop();
    await rm(root, { recursive: true, force: true });
  });
  /** A booking taken by the leads core: the fields as /book posts them, the time as /book checked it. */
  const book = leadsBooker(submissions.service);
  return { app, submissions, book };
}

/** The feed's calendar and events, its VTIMEZONEs registered (so local times convert by the feed's own rules). */
function parse(text: string) {
  const calendar = ICAL.Component.fromString(text);
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events, byId: (id: string) => events.find((event) => event.description.includes(id)) };
}

describe("the office's calendar feed", () => {
  it("holds the upcoming appointments at their local time across a change to daylight time, with what the agent needs", async () => {
    const { app, book } = await site();
    // 10:00 in Tupelo on Friday 12 March 2027 (CST, UTC-6) and on Tuesday 16 March 2027 (CDT, UTC-5).
    const friday = await book(new Date("2027-03-12T16:00:00.000Z"), 30);
    const tuesday = await book(new Date("2027-03-16T15:00:00.000Z"), 45, {
      method: "office",
      products: ["medicare-advantage"],
      firstName: "Grace",
      lastName: "Hopper",
      phone: "(662) 555-0199",
      email: "grace@example.com",
      zip: "38801",
      forWhom: "someone-else",
      beneficiaryFirstName: "Mary",
      beneficiaryLastName: "Hopper",
      relationship: "daughter",
    });
    // Under way (started 10 minutes ago, 30 minutes long): still in the feed; over an hour ago: not.
    const underWay = await book(new Date(Date.now() - 10 * 60_000), 30);
    const over = await book(new Date(Date.now() - 3 * 3_600_000), 30);

    const response = await app.request(feedUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const { calendar, events, byId } = parse(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const brand = (await createEmbeddedContentClient().getSiteSettings())!.business.brand;
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${brand} appointments`);
    expect(events).toHaveLength(3);
    expect(byId(over)).toBeUndefined();
    expect(byId(underWay)).toBeDefined();

    const first = byId(friday)!;
    const second = byId(tuesday)!;
    for (const event of [first, second]) {
      expect(event.startDate.zone?.tzid).toBe("America/Chicago");
      expect([event.startDate.hour, event.startDate.minute]).toEqual([10, 0]);
    }
    expect([first.startDate.day, second.startDate.day]).toEqual([12, 16]);
    expect(first.startDate.toJSDate().toISOString()).toBe("2027-03-12T16:00:00.000Z");
    expect(first.endDate.toJSDate().toISOString()).toBe("2027-03-12T16:30:00.000Z");
    expect(second.startDate.toJSDate().toISOString()).toBe("2027-03-16T15:00:00.000Z");
    expect(second.endDate.toJSDate().toISOString()).toBe("2027-03-16T15:45:00.000Z");
    // Four days and the hour daylight time takes.
    expect(second.startDate.toJSDate().getTime() - first.startDate.toJSDate().getTime()).toBe(
      4 * 86_400_000 - 3_600_000,
    );

    expect(first.uid).toBe(`appt-${friday}@www.example.com`);
    expect(second.uid).toBe(`appt-${tuesday}@www.example.com`);
    expect(first.summary).toBe("Medicare appointment: Ada Lovelace (by phone)");
    expect(first.description.split("\n")).toEqual([
      "For: Ada Lovelace",
      "How: By phone",
      "Products: Prescription drug plans (Part D); Medicare Supplement (Medigap)",
      "Phone: (662) 555-1001",
      "E-mail: ada-1@example.com",
      "ZIP: 38804",
      `Appointment ID: ${friday}`,
    ]);
    expect(first.location).toBeFalsy();
    expect(second.summary).toBe("Medicare appointment: Mary Hopper (at our office)");
    expect(second.description.split("\n")).toEqual([
      "For: Mary Hopper",
      "Booked by: Grace Hopper (daughter)",
      "How: At our office",
      "Products: Medicare Advantage (Part C) and Cost plans",
      "Phone (of who booked): (662) 555-0199",
      "E-mail (of who booked): grace@example.com",
      "ZIP: 38801",
      `Appointment ID: ${tuesday}`,
    ]);
    // An office meeting is at the office's address (the site settings').
    expect(second.location).toMatch(/\d+ .+, .+, [A-Z]{2} \d{5}/);

    // The same appointment has the same UID in the next fetch.
    const again = parse(await (await app.request(feedUrl())).text());
    expect(again.byId(friday)!.uid).toBe(first.uid);
  });

  it("drops an appointment once it is cancelled", async () => {
    const { app, submissions, book } = await site();
    const kept = await book(new Date("2027-03-12T16:00:00.000Z"), 30);
    const cancelled = await book(new Date("2027-03-12T17:00:00.000Z"), 30);
    expect(parse(await (await app.request(feedUrl())).text()).events).toHaveLength(2);
    const store = submissions.service.store()!;
    expect((await store.appointments.cancel(cancelled, "the visitor called to cancel")).status).toBe("cancelled");
    const { events, byId } = parse(await (await app.request(feedUrl())).text());
    expect(events).toHaveLength(1);
    expect(byId(kept)).toBeDefined();
    expect(byId(cancelled)).toBeUndefined();
  });

  it("answers without the token, or with another, with the not-found page", async () => {
    const { app, book } = await site();
    await book(new Date("2027-03-12T16:00:00.000Z"), 30);
    for (const token of [null, "", "wrong", TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase()]) {
      const response = await app.request(feedUrl(token));
      expect(response.status, String(token)).toBe(404);
      const text = await response.text();
      expect(text).toBe(NOT_FOUND_PAGE);
      expect(text).not.toContain("Lovelace");
    }
  });

  it("does not exist without APPOINTMENT_CALENDAR_TOKEN", async () => {
    const { app, book } = await site({ env: { APPOINTMENT_CALENDAR_TOKEN: "" } });
    await book(new Date("2027-03-12T16:00:00.000Z"), 30);
    const response = await app.request(feedUrl());
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND_PAGE);
  });

  it("answers 429 with Retry-After past its limit a minute for a client, and counts each client apart", async () => {
    const { app } = await site();
    /** A request from `remoteAddress` (a Node socket's, as @hono/node-server gives it). */
    const from = (remoteAddress: string, token: string | null = TOKEN) =>
      app.request(
        feedUrl(token),
        {},
        { incoming: { socket: { remoteAddress, remotePort: 50_000, remoteFamily: "IPv4" } } },
      );
    for (let index = 0; index < FEED_RATE_LIMIT; index += 1) expect((await from("203.0.113.7")).status).toBe(200);
    const limited = await from("203.0.113.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(limited.headers.get("cache-control")).toBe("no-store");
    expect(await limited.text()).toBe(FEED_LIMITED_MESSAGE);
    // Wrong tokens count too: a guesser is slowed like anyone else.
    expect((await from("203.0.113.7", "wrong")).status).toBe(429);
    // Another client has its own count.
    expect((await from("198.51.100.20")).status).toBe(200);
    expect((await from("198.51.100.20", "wrong")).status).toBe(404);
  });

  it("answers 503 with Retry-After while the leads database cannot be read", async () => {
    // Not opened yet (or failing to open at start).
    const { app } = await site({ start: false });
    const closed = await app.request(feedUrl());
    expect(closed.status).toBe(503);
    expect(closed.headers.get("retry-after")).toBe("60");
    expect(closed.headers.get("cache-control")).toBe("no-store");
    expect(await closed.text()).toBe(FEED_UNAVAILABLE_MESSAGE);

    // Opened, then its connection gone: the read fails.
    const gone = await site();
    await gone.book(new Date("2027-03-12T16:00:00.000Z"), 30);
    await gone.submissions.stop();
    const failed = await gone.app.request(feedUrl());
    expect(failed.status).toBe(503);
    expect(failed.headers.get("retry-after")).toBe("60");
    expect(await failed.text()).toBe(FEED_UNAVAILABLE_MESSAGE);
  });

  it("refuses a short APPOINTMENT_CALENDAR_TOKEN at start, saying why", () => {
    expect(() => readAppEnv({ APPOINTMENT_CALENDAR_TOKEN: "short-token" })).toThrow(
      /APPOINTMENT_CALENDAR_TOKEN must be at least 32 characters/,
    );
    expect(() => readAppEnv({ APPOINTMENT_CALENDAR_TOKEN: `${"a".repeat(31)} b` })).toThrow(
      /APPOINTMENT_CALENDAR_TOKEN/,
    );
    expect(readAppEnv({ APPOINTMENT_CALENDAR_TOKEN: ` ${TOKEN} ` }).appointmentCalendarToken).toBe(TOKEN);
    expect(readAppEnv({}).appointmentCalendarToken).toBeUndefined();
  });
});
