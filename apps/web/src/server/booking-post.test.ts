import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SLOT_PROBLEM_MESSAGES, soaStatements, soaText } from "@tupelo-medicare/appointments";
import type { AppointmentSettings } from "@tupelo-medicare/content";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { readAppEnv } from "../env.js";
import { FORM_POST_CONFIG, prerenderedDist, shownText } from "../test-support/form-post-site.js";
import { createApp } from "./app.js";
import { createAppointmentsRead } from "./appointments-read.js";
import { FORM_POST_BODY_LIMIT } from "./body-limits.js";
import { MAX_UPCOMING_PER_CONTACT } from "./booking-confirm.js";
import { SLOT_TAKEN_MESSAGE } from "./booking-pages.js";
import { createSubmissions } from "./submissions.js";
import { everyDaySettings } from "../test-support/booking-fixtures.js";

const WEBHOOK = "https://hooks.example.com/appointments";
const DAY_MS = 86_400_000;

/** The office's calendar date `days` after today (America/Chicago). */
const officeDate = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date(Date.now() + days * DAY_MS));

/** Every day 9 to 5, one agent, two hours' notice, two weeks ahead, closed three days from now. */
const SETTINGS = everyDaySettings({ closedDates: [officeDate(3)] });

const ADA = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(662) 555-0142",
  email: "ada.booking@example.com",
  zip: "38801",
  forWhom: "me",
};

let distDir: string;
let offDistDir: string;
beforeAll(async () => {
  distDir = await prerenderedDist(["/book"]);
  const embedded = createEmbeddedContentClient();
  const off: typeof embedded = {
    ...embedded,
    getAppointmentSettings: async () => ({ ...(await embedded.getAppointmentSettings()), bookingEnabled: false }),
  };
  offDistDir = await prerenderedDist(["/book"], off);
}, 60_000);
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
  await rm(offDistDir, { recursive: true, force: true });
});
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/**
 * The site's server on a built /book with a leads database of its own (webhooks answer 200) and `settings`;
 * `stale` reads no seats taken (a visitor whose When page was read before someone else booked).
 */
async function site(options: { settings?: Partial<AppointmentSettings>; stale?: boolean; dist?: string } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "booking-post-"));
  const delivered: Array<{ url: string; body: unknown }> = [];
  const env = readAppEnv({ DATA_DIR: dataDir, APPOINTMENT_WEBHOOK_URL: WEBHOOK });
  const submissions = createSubmissions(env, {
    post: (url, request) => {
      delivered.push({ url, body: JSON.parse(request.body) as unknown });
      return Promise.resolve({ status: 200, location: null });
    },
  });
  const settings = { ...SETTINGS, ...options.settings };
  const read = createAppointmentsRead(env, submissions, { read: () => Promise.resolve(settings) });
  const appointments = options.stale
    ? async () => ({ ...(await read()), takenSeats: () => Promise.resolve(new Map<string, number>()) })
    : read;
  const dist = options.dist ?? distDir;
  const app = createApp(env, { clientDir: join(dist, "client"), distDir: dist, submissions, appointments });
  await submissions.start();
  close = async () => {
    await submissions.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  const post = (fields: Array<[string, string]>) =>
    app.request("/book", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: new URLSearchParams(fields).toString(),
    });
  const booked = async () => {
    const records = [];
    for await (const record of submissions.service.store()!.appointments.iterate()) records.push(record);
    return records;
  };
  return { app, submissions, delivered, post, booked };
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The hidden fields of the page's question form, or of its controls form (Back, Change, 'Show more days'). */
function hiddenOf(html: string, which: "question" | "controls"): Array<[string, string]> {
  const forms = [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)].filter((form) => form[1]!.includes("/book#"));
  const form = forms.find((one) => one[1]!.includes('id="booking-controls"') === (which === "controls"));
  if (!form) throw new Error(`no ${which} form on the page`);
  return [...form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((input) => [
    decode(/name="([^"]*)"/.exec(input[0])![1]!),
    decode(/value="([^"]*)"/.exec(input[0])?.[1] ?? ""),
  ]);
}

const stepOf = (html: string) => /data-booking-step="([a-z]+)"/.exec(html)?.[1];
const startsOf = (html: string) =>
  [...html.matchAll(/<input[^>]*name="start"[^>]*>/g)].map((input) => decode(/value="([^"]*)"/.exec(input[0])![1]!));
const noticeOf = (html: string) =>
  shownText(/<div[^>]*data-slot="booking-notice"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "");

/** Answers a page's question (its hidden fields, then `answers`) with the button `go`. */
async function answer(
  post: (fields: Array<[string, string]>) => Response | Promise<Response>,
  html: string,
  answers: Array<[string, string]>,
  go = "continue",
  which: "question" | "controls" = "question",
) {
  const response = await post([...hiddenOf(html, which), ...answers, ["go", go]]);
  return { response, html: await response.text() };
}

/** Walks the flow from the first question to Check your answers; returns each page. */
async function toCheck(
  post: (fields: Array<[string, string]>) => Response | Promise<Response>,
  app: { request: (path: string) => Response | Promise<Response> },
  person: Record<string, string> = ADA,
  pick: (starts: string[]) => string = (starts) => starts[0]!,
) {
  const first = await (await app.request("/book?products=part-d")).text();
  const how = await answer(post, first, [
    ["products", "part-d"],
    ["products", "medigap"],
  ]);
  const when = await answer(post, how.html, [["method", "phone"]]);
  const start = pick(startsOf(when.html));
  const about = await answer(post, when.html, [["start", start]]);
  const check = await answer(post, about.html, Object.entries(person));
  return { first, how, when, about, check, start };
}

describe("the booking flow as plain posts to /book", () => {
  it("books from the first question to Done: the record holds the SOA wording the page showed, the office has it, the Done address holds nothing personal", async () => {
    const logs: string[] = [];
    for (const level of ["log", "info", "warn", "error"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(" ")));
    const { app, post, booked, delivered } = await site();
    const { first, how, when, about, check, start } = await toCheck(post, app);

    expect(stepOf(first)).toBe("what");
    // The Part D page's link ticks Part D.
    expect(first).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""[^>]*value="part-d"/);
    expect(how.response.status).toBe(200);
    expect(how.response.headers.get("cache-control")).toBe("no-store");
    expect(stepOf(how.html)).toBe("how");
    expect(stepOf(when.html)).toBe("when");
    expect(shownText(when.html)).toContain("Central Time");
    expect(stepOf(about.html)).toBe("about");
    expect(stepOf(check.html)).toBe("check");

    const shown = shownText(check.html);
    expect(shown).toContain("Check your answers before booking");
    expect(shown).toContain("Prescription drug plans (Part D)");
    expect(shown).toContain("Medicare Supplement (Medigap)");
    expect(shown).toContain("By phone");
    expect(shown).toContain("ada.booking@example.com");
    // The statements on the page, word for word and in order.
    const statements = [
      .../data-slot="soa-statements"[^>]*>([\s\S]*?)<\/ul>/.exec(check.html)![1]!.matchAll(/<li>([\s\S]*?)<\/li>/g),
    ].map((item) => decode(item[1]!));
    expect(statements).toEqual([...soaStatements()]);

    const done = await answer(post, check.html, [], "confirm");
    expect(done.response.status).toBe(303);
    const location = done.response.headers.get("location")!;
    const address = new URL(location, "https://www.example.com");
    expect(address.pathname).toBe("/book");
    expect([...address.searchParams.keys()].sort()).toEqual(["booked", "method", "products"]);
    expect(address.searchParams.get("booked")).toBe(start);
    for (const value of Object.values(ADA).filter((one) => one !== "me"))
      expect(decodeURIComponent(location)).not.toContain(value);

    const [record, ...others] = await booked();
    expect(others).toEqual([]);
    expect(record).toMatchObject({ start, method: "phone", products: ["part-d", "medigap"], status: "booked" });
    expect(record!.soa).toMatchObject({
      text: soaText(),
      completedBy: "beneficiary",
      method: "online form",
      representative: null,
      beneficiary: { firstName: "Ada", lastName: "Lovelace" },
    });
    // What was stored is what the page showed, one statement a line.
    expect(record!.soa!.text.split("\n")).toEqual(statements);
    await expect.poll(() => delivered.length).toBe(1);
    expect(delivered[0]).toMatchObject({ url: WEBHOOK, body: { type: "appointment", id: record!.id } });

    const page = await app.request(location);
    expect(page.status).toBe(200);
    const donePage = await page.text();
    expect(stepOf(donePage)).toBe("done");
    expect(shownText(donePage)).toContain("Your appointment is booked");
    expect(donePage).toContain("/book/calendar.ics?start=");
    expect(donePage).not.toContain("ada.booking@example.com");
    expect(donePage).not.toContain("Lovelace");

    // Confirming again (a second press): still one booking.
    expect((await answer(post, check.html, [], "confirm")).response.status).toBe(303);
    expect(await booked()).toHaveLength(1);

    for (const line of logs) {
      for (const value of ["Ada", "Lovelace", "555-0142", "ada.booking", "38801"]) expect(line).not.toContain(value);
    }
  });

  it("takes the representative's booking for someone else: the SOA record names who completed it", async () => {
    const { app, post, booked } = await site();
    const someone = {
      ...ADA,
      forWhom: "someone-else",
      beneficiaryFirstName: "Bea",
      beneficiaryLastName: "Lovelace",
      relationship: "daughter",
    };
    const { check } = await toCheck(post, app, someone);
    expect(shownText(check.html)).toContain("Bea Lovelace (your daughter)");
    expect((await answer(post, check.html, [], "confirm")).response.status).toBe(303);
    const [record] = await booked();
    expect(record!.soa).toMatchObject({
      completedBy: "representative",
      representative: { name: "Ada Lovelace", relationship: "daughter" },
      beneficiary: { firstName: "Bea", lastName: "Lovelace" },
    });
  });

  it("shows a step's messages with what was typed kept (400), and Back goes a step back with every answer", async () => {
    const { app, post } = await site();
    const first = await (await app.request("/book?products=part-d")).text();
    const empty = await post([
      ["step", "what"],
      ["go", "continue"],
    ]);
    expect(empty.status).toBe(400);
    const emptyPage = await empty.text();
    expect(stepOf(emptyPage)).toBe("what");
    expect(shownText(emptyPage)).toContain("Select at least one thing you'd like to talk about");

    const { about } = await toCheck(post, app);
    const wrong = await answer(post, about.html, Object.entries({ ...ADA, email: "not-an-address" }));
    expect(wrong.response.status).toBe(400);
    expect(stepOf(wrong.html)).toBe("about");
    expect(shownText(wrong.html)).toContain("Invalid email address");
    expect(wrong.html).toMatch(/name="email"[^>]*value="not-an-address"/);
    expect(wrong.html).toMatch(/name="firstName"[^>]*value="Ada"/);

    const back = await answer(post, about.html, [], "back", "controls");
    expect(stepOf(back.html)).toBe("when");
    expect(hiddenOf(back.html, "question")).toContainEqual(["method", "phone"]);
    expect(first).not.toContain('value="back"');
  });

  it("Change on Check your answers opens that question with its answer, and Continue returns to Check", async () => {
    const { app, post } = await site();
    const { check } = await toCheck(post, app);
    const change = await answer(post, check.html, [], "change-how", "controls");
    expect(stepOf(change.html)).toBe("how");
    expect(change.html).toMatch(/<input[^>]*type="radio"[^>]*checked=""[^>]*value="phone"/);
    expect(hiddenOf(change.html, "question")).toContainEqual(["changing", "1"]);
    const changed = await answer(post, change.html, [["method", "video"]]);
    expect(stepOf(changed.html)).toBe("check");
    expect(shownText(changed.html)).toContain("By video call");
    expect(shownText(changed.html)).toContain("ada.booking@example.com");

    const changeWhat = await answer(post, changed.html, [], "change-what", "controls");
    expect(stepOf(changeWhat.html)).toBe("what");
    const fewer = await answer(post, changeWhat.html, [["products", "not-sure"]]);
    expect(stepOf(fewer.html)).toBe("check");
    expect(shownText(fewer.html)).toContain("I'm not sure yet: help me understand my options");
    expect(shownText(fewer.html)).not.toContain("Medicare Supplement (Medigap)");
  });

  it("'Show more days' shows more days on the When step, keeping the answers", async () => {
    const { app, post } = await site();
    const { when } = await toCheck(post, app);
    const days = (html: string) => html.match(/id="booking-day-/g)?.length ?? 0;
    const more = await answer(post, when.html, [], "more", "controls");
    expect(stepOf(more.html)).toBe("when");
    expect(days(more.html)).toBeGreaterThan(days(when.html));
    expect(hiddenOf(more.html, "question")).toContainEqual(["method", "phone"]);
  });

  it("says the office's zone once on the When step, with the visitor's own beside it when it differs", async () => {
    const { app, post } = await site();
    const { how } = await toCheck(post, app);
    const zoneLines = (html: string) => shownText(html).match(/Times are in [^.]*\./g) ?? [];
    const central = await answer(post, how.html, [["method", "phone"]]);
    expect(zoneLines(central.html)).toEqual(["Times are in our office's time zone, Central Time."]);
    // The island fills the form's zone field with the device's zone.
    const fields = hiddenOf(how.html, "question").map(([name, value]): [string, string] =>
      name === "zone" ? [name, "America/New_York"] : [name, value],
    );
    const response = await post([...fields, ["method", "phone"], ["go", "continue"]]);
    const eastern = { html: await response.text() };
    expect(stepOf(eastern.html)).toBe("when");
    expect(zoneLines(eastern.html)).toEqual(["Times are in Central Time."]);
    expect(shownText(eastern.html)).toContain("Your device is set to Eastern Time: 9:00 AM here is 10:00 AM for you.");
  });

  it("says each problem of a posted time on the When step with every other answer kept: nothing booked", async () => {
    const { app, post, booked } = await site();
    const { check } = await toCheck(post, app);
    const withStart = (start: string) =>
      hiddenOf(check.html, "question").map(([name, value]): [string, string] => [
        name,
        name === "start" ? start : value,
      ]);
    const inTwoHours = new Date(Date.now() + 60 * 60_000).toISOString();
    const cases: Array<[string, string]> = [
      ["tomorrow at ten", SLOT_PROBLEM_MESSAGES.invalid],
      ["2020-01-06T15:00:00.000Z", SLOT_PROBLEM_MESSAGES.past],
      [inTwoHours, SLOT_PROBLEM_MESSAGES["too-soon"]],
      [new Date(Date.now() + 40 * DAY_MS).toISOString(), SLOT_PROBLEM_MESSAGES["too-far"]],
      [`${officeDate(3)}T18:00:00.000Z`, SLOT_PROBLEM_MESSAGES.closed],
      // 3:00 or 4:00 AM in Tupelo (CST or CDT): outside the hours.
      [`${officeDate(5)}T09:00:00.000Z`, SLOT_PROBLEM_MESSAGES["not-offered"]],
    ];
    for (const [start, message] of cases) {
      const response = await post([...withStart(start), ["go", "confirm"]]);
      expect(response.status, start).toBe(409);
      const html = await response.text();
      expect(stepOf(html), start).toBe("when");
      expect(noticeOf(html), start).toBe(message);
      expect(hiddenOf(html, "question"), start).toContainEqual(["email", ADA.email]);
    }
    expect(await booked()).toEqual([]);
  });

  it("tells the second visitor for the last seat 'That time was just taken' with the nearest open times, their answers kept", async () => {
    const { app, post, booked } = await site();
    const first = await toCheck(post, app);
    const other = { ...ADA, email: "grace@example.com", phone: "(662) 555-0199", firstName: "Grace" };
    const second = await toCheck(post, app, other);
    expect((await answer(post, first.check.html, [], "confirm")).response.status).toBe(303);
    const taken = await answer(post, second.check.html, [], "confirm");
    expect(taken.response.status).toBe(409);
    expect(stepOf(taken.html)).toBe("when");
    expect(noticeOf(taken.html)).toBe(SLOT_TAKEN_MESSAGE);
    expect(shownText(taken.html)).toContain("The nearest open times");
    expect(startsOf(taken.html)).not.toContain(first.start);
    expect(hiddenOf(taken.html, "question")).toContainEqual(["email", "grace@example.com"]);
    expect(await booked()).toHaveLength(1);
  });

  it("answers the database's slot-taken (a When page read before the seat went) as the same message with the nearest times", async () => {
    const { app, post, booked } = await site({ stale: true });
    const first = await toCheck(post, app);
    const second = await toCheck(post, app, { ...ADA, email: "grace@example.com", phone: "(662) 555-0199" });
    expect(second.start).toBe(first.start);
    expect((await answer(post, first.check.html, [], "confirm")).response.status).toBe(303);
    const taken = await answer(post, second.check.html, [], "confirm");
    expect(taken.response.status).toBe(409);
    expect(noticeOf(taken.html)).toBe(SLOT_TAKEN_MESSAGE);
    expect(shownText(taken.html)).toContain("The nearest open times");
    expect(await booked()).toHaveLength(1);
  });

  it("refuses a third upcoming booking for one e-mail with the office's phone, on Check your answers", async () => {
    const { app, post, booked } = await site({ settings: { capacity: 5 } });
    for (let index = 0; index < MAX_UPCOMING_PER_CONTACT; index++) {
      const { check } = await toCheck(post, app, { ...ADA, phone: `(662) 555-01${10 + index}` });
      expect((await answer(post, check.html, [], "confirm")).response.status).toBe(303);
    }
    const { check } = await toCheck(post, app, { ...ADA, phone: "(662) 555-0177" });
    const third = await answer(post, check.html, [], "confirm");
    expect(third.response.status).toBe(409);
    expect(stepOf(third.html)).toBe("check");
    expect(noticeOf(third.html)).toMatch(
      new RegExp(
        `You already have ${MAX_UPCOMING_PER_CONTACT} upcoming appointments with us.*call our office at \\(\\d{3}\\) \\d{3}-\\d{4}`,
      ),
    );
    expect(await booked()).toHaveLength(MAX_UPCOMING_PER_CONTACT);
  });

  it("refuses a Scope of Appointment version other than the one served (the wording changed), nothing booked", async () => {
    const { app, post, booked } = await site();
    const { check } = await toCheck(post, app);
    const fields = hiddenOf(check.html, "question").map(([name, value]): [string, string] => [
      name,
      name === "soaVersion" ? "soa-1999-01-01" : value,
    ]);
    const response = await post([...fields, ["go", "confirm"]]);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(stepOf(html)).toBe("check");
    expect(noticeOf(html)).toMatch(/The Scope of Appointment changed/);
    expect(await booked()).toEqual([]);
  });

  it("drops a bot's post (the honeypot filled) as a kept one would look, booking nothing", async () => {
    const { app, post, booked } = await site();
    const { check } = await toCheck(post, app);
    const response = await post([
      ...hiddenOf(check.html, "question"),
      ["website", "https://spam.example"],
      ["go", "confirm"],
    ]);
    expect(response.status).toBe(303);
    expect(await booked()).toEqual([]);
  });

  it("with booking off: 'Schedule an Appointment' is the external scheduler as today, /book says so, a post goes back to /book", async () => {
    const { app, post, booked } = await site({ settings: { bookingEnabled: false }, dist: offDistDir });
    const page = await (await app.request("/book")).text();
    expect(page).toContain(`href="${FORM_POST_CONFIG.schedulerUrl}"`);
    expect(page).not.toMatch(/href="\/book[?"]/);
    const asked = await (await app.request("/book?products=part-d")).text();
    expect(stepOf(asked)).toBeUndefined();
    expect(asked).toContain(`href="${FORM_POST_CONFIG.schedulerUrl}"`);
    const posted = await post([
      ["step", "what"],
      ["products", "part-d"],
      ["go", "continue"],
    ]);
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/book");
    expect(await booked()).toEqual([]);
  });

  it("refuses a post from another site, a post over the form limit and a post that is not a form", async () => {
    const { app, booked } = await site();
    const foreign = await app.request("/book", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: "step=what&products=part-d",
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).toBe("This form can only be sent from our own site.");
    const huge = await app.request("/book", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: `step=what&products=part-d&firstName=${"a".repeat(FORM_POST_BODY_LIMIT)}`,
    });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toBe("That form was too large to read.");
    expect(await booked()).toEqual([]);
    const json = await app.request("/book", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
  });
});

describe("GET /book/calendar.ics", () => {
  it("is the booked time as a calendar file that ical.js reads at the office's local time", async () => {
    const { app } = await site();
    const response = await app.request("/book/calendar.ics?start=2026-12-07T15:00:00.000Z&minutes=30&method=office");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="appointment.ics"');
    const calendar = ICAL.Component.fromString(await response.text());
    ICAL.TimezoneService.reset();
    for (const zone of calendar.getAllSubcomponents("vtimezone"))
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.startDate.zone?.tzid).toBe("America/Chicago");
    expect([event.startDate.hour, event.startDate.minute]).toEqual([9, 0]);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-07T15:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-07T15:30:00.000Z");
    expect(event.summary).toMatch(/At our office/);
    expect(event.location).toMatch(/Tupelo/);
  });

  it("answers 400 with a plain message for a missing or tampered start, length or method", async () => {
    const { app } = await site();
    const cases: Array<[string, RegExp]> = [
      ["minutes=30&method=phone", /start time is not a date/],
      ["start=soon&minutes=30&method=phone", /start time is not a date/],
      ["start=2026-12-07T15:00:00.000Z&minutes=0&method=phone", /whole number of minutes from 5 to 480/],
      ["start=2026-12-07T15:00:00.000Z&minutes=12.5&method=phone", /whole number of minutes/],
      ["start=2026-12-07T15:00:00.000Z&minutes=9999&method=phone", /whole number of minutes/],
      ["start=2026-12-07T15:00:00.000Z&minutes=30&method=fax", /phone, office or video/],
    ];
    for (const [query, message] of cases) {
      const response = await app.request(`/book/calendar.ics?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text(), query).toMatch(message);
    }
  });
});
