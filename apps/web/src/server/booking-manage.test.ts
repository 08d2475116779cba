/**
 * The visitor's change-or-cancel page, /book/manage?t=…, on the site's server with a built /book and a real leads
 * service on SQLite in a folder of its own: the appointment shown for its link; 'Change the time' (the When step
 * posted to /book/manage, 'Show more days', a time taken meanwhile) moving it; 'Cancel' only after its confirm step;
 * a tampered, unknown, ended or cancelled link answered with a plain message and nothing of the booking; no route
 * without APPOINTMENT_LINK_SECRET; a post from another site refused; whether an e-mail comes (here and on the Done
 * page); the database down.
 */
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDays, SLOT_PROBLEM_MESSAGES } from "@tupelo-medicare/appointments";
import { bootOf } from "../app/boot.js";
import { readAppEnv } from "../env.js";
import { prerenderedDist, shownText } from "../test-support/form-post-site.js";
import { meetingWhen, scheduleRulesOf } from "../tools/booking/booking-flow.js";
import { bookedHref } from "../tools/booking/region.js";
import { DONE_MAIL_TEXT, MANAGE_TEXT } from "../tools/booking/manage-text.js";
import { createApp } from "./app.js";
import { createAppointmentsRead } from "./appointments-read.js";
import { VISITOR_CANCEL_REASON } from "./booking-manage.js";
import { SLOT_TAKEN_MESSAGE } from "./booking-pages.js";
import { manageToken } from "./manage-link.js";
import { createSubmissions } from "./submissions.js";
import { everyDaySettings, leadsBooker } from "../test-support/booking-fixtures.js";
import { startSmtp } from "@tupelo-medicare/leads/testing";
import type { TestSmtp } from "@tupelo-medicare/leads/testing";

const SECRET = "manage-link-secret-0123456789abcdef0123456789";
const HOUR_MS = 3_600_000;

/** Every day 9 to 5, one agent, two hours' notice, two weeks ahead. */
const SETTINGS = everyDaySettings();

/** Open 30-minute times of the next few days, as the When step offers them (nothing booked yet). */
const openStarts = () =>
  openDays(scheduleRulesOf(SETTINGS), { now: new Date(), minutes: 30, taken: new Map(), days: 5 }).days.flatMap((day) =>
    day.slots.map((slot) => slot.start),
  );

let distDir: string;
let officePhone: string;
beforeAll(async () => {
  distDir = await prerenderedDist(["/book"]);
  officePhone = bootOf(await readFile(join(distDir, "client", "book", "index.html"), "utf8")).site.phone.display;
}, 60_000);
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The site's server on the built /book with a leads database of its own; `vars` add to (or, as undefined, take
 * away from) the environment; `stale` counts no seat taken (a When page read before someone else booked).
 */
async function site(options: { vars?: Record<string, string | undefined>; stale?: boolean; start?: boolean } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "booking-manage-"));
  const vars = Object.fromEntries(
    Object.entries({ DATA_DIR: dataDir, APPOINTMENT_LINK_SECRET: SECRET, ...options.vars }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  const env = readAppEnv(vars);
  const submissions = createSubmissions(env, { log: () => undefined });
  const read = createAppointmentsRead(env, submissions, { read: () => Promise.resolve(SETTINGS) });
  const appointments = options.stale
    ? async () => ({ ...(await read()), takenSeats: () => Promise.resolve(new Map<string, number>()) })
    : read;
  const app = createApp(env, { clientDir: join(distDir, "client"), distDir, submissions, appointments });
  if (options.start !== false) await submissions.start();
  cleanups.push(async () => {
    await submissions.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const booker = leadsBooker(submissions.service);
  /** A booking taken by the leads core, as /book hands it over. */
  const book = (start: string, fields: Record<string, unknown> = {}) => booker(new Date(start), 30, fields);
  const get = (id: string) => submissions.service.appointments.get(id);
  const open = (token: string) => app.request(`/book/manage?t=${encodeURIComponent(token)}`);
  const post = (fields: Array<[string, string]>, headers: Record<string, string> = {}) =>
    app.request("/book/manage", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  return { app, submissions, book, get, open, post };
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const stepOf = (html: string) => /data-booking-step="([a-z-]+)"/.exec(html)?.[1];
const headingOf = (html: string) => shownText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");
const noticeOf = (html: string) =>
  shownText(/<div[^>]*data-slot="booking-notice"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "");
const startsOf = (html: string) =>
  [...html.matchAll(/<input[^>]*name="start"[^>]*>/g)].map((input) => decode(/value="([^"]*)"/.exec(input[0])![1]!));
/** The booking region's markup (between its markers). */
const regionOf = (html: string) =>
  html.slice(html.indexOf('data-booking-region="start"'), html.indexOf('data-booking-region="end"'));

/** The page's forms: their attributes, hidden fields and buttons. */
function formsOf(html: string) {
  return [...regionOf(html).matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)].map((form) => ({
    attributes: form[1]!,
    id: /id="([^"]*)"/.exec(form[1]!)?.[1],
    inner: form[2]!,
    hidden: [...form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map(
      (input) =>
        [decode(/name="([^"]*)"/.exec(input[0])![1]!), decode(/value="([^"]*)"/.exec(input[0])?.[1] ?? "")] as [
          string,
          string,
        ],
    ),
  }));
}

/** The opening tag of the page's submit button `go` (whatever the order of its attributes). */
const buttonOf = (html: string, go: string) =>
  [...regionOf(html).matchAll(/<button[^>]*>/g)]
    .map((tag) => tag[0])
    .find((tag) => tag.includes('name="go"') && tag.includes(`value="${go}"`) && tag.includes('type="submit"'));
/** The text of the page's button `go`. */
const buttonText = (html: string, go: string) => {
  const tag = buttonOf(html, go);
  if (!tag) return undefined;
  const at = regionOf(html).indexOf(tag) + tag.length;
  return shownText(regionOf(html).slice(at, regionOf(html).indexOf("</button>", at)));
};

/** Presses the page's button `go` (as a browser would: its form's hidden fields, then `fields`, then the button). */
async function press(
  post: (fields: Array<[string, string]>) => Response | Promise<Response>,
  html: string,
  go: string,
  fields: Array<[string, string]> = [],
) {
  const button = buttonOf(html, go);
  if (!button) throw new Error(`no button ${go} on the page`);
  const owner = /\sform="([^"]*)"/.exec(button)?.[1];
  const forms = formsOf(html);
  const form = owner ? forms.find((one) => one.id === owner) : forms.find((one) => one.inner.includes(button));
  if (!form) throw new Error(`the button ${go} is in no form`);
  const response = await post([...form.hidden, ...fields, ["go", go]]);
  return { response, html: await response.text() };
}

/** The day and time of an instant as the page says it, in the office's zone. */
const said = (start: string) => meetingWhen(new Date(start), "America/Chicago");

describe("the change-or-cancel page, /book/manage?t=…", () => {
  it("shows the appointment its link names: when, how, what, who it is for, with two plain buttons", async () => {
    const { book, open } = await site();
    const start = openStarts()[3]!;
    const id = await book(start);
    const response = await open(manageToken(SECRET, id));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await response.text();
    expect(stepOf(html)).toBe("manage");
    expect(headingOf(html)).toBe("Your appointment");
    expect(html).toMatch(/<title>Your appointment \|/);
    const shown = shownText(regionOf(html));
    const { day, time } = said(start);
    expect(shown).toContain(`${day} at ${time} (Central Time)`);
    expect(shown).toContain("By phone (30 minutes)");
    expect(shown).toContain("Prescription drug plans (Part D)");
    expect(shown).toContain("Medicare Supplement (Medigap)");
    expect(shown).toContain("Ada Lovelace");
    expect(shown).not.toContain("Booked by");
    // Two plain buttons of one plain form posting to /book/manage with the link's token: nothing needs a script.
    const forms = formsOf(html);
    expect(forms).toHaveLength(1);
    expect(forms[0]!.attributes).toContain('method="post"');
    expect(forms[0]!.attributes).toContain('action="/book/manage#booking-question"');
    expect(forms[0]!.hidden).toContainEqual(["t", manageToken(SECRET, id)]);
    expect(buttonText(html, "change")).toBe("Change the time");
    expect(buttonText(html, "cancel")).toBe(MANAGE_TEXT.cancel);
    expect(regionOf(html)).not.toContain("<script");
  });

  it("says who booked it when someone else did", async () => {
    const { book, open } = await site();
    const id = await book(openStarts()[2]!, {
      firstName: "Grace",
      lastName: "Hopper",
      forWhom: "someone-else",
      beneficiaryFirstName: "Mary",
      beneficiaryLastName: "Hopper",
      relationship: "daughter",
    });
    const shown = shownText(regionOf(await (await open(manageToken(SECRET, id))).text()));
    expect(shown).toContain("Who it is for");
    expect(shown).toContain("Mary Hopper");
    expect(shown).toContain("Booked by Grace Hopper (daughter)");
  });

  it("answers a tampered or unknown link, an appointment that has ended and one cancelled with a plain message and nothing of it", async () => {
    const { app, book, open, post, submissions } = await site();
    const start = openStarts()[1]!;
    const id = await book(start);
    const ended = await book(new Date(Date.now() - 3 * HOUR_MS).toISOString());
    const cancelled = await book(openStarts()[5]!);
    expect(await submissions.service.appointments.cancelAppointment(cancelled, "by the office")).toBe("cancelled");
    const token = manageToken(SECRET, id);
    const flipped = token.endsWith("A") ? `${token.slice(0, -1)}B` : `${token.slice(0, -1)}A`;
    const cases: Array<[string, string, number]> = [
      ["tampered", flipped, 404],
      ["another secret", manageToken("another-secret-0123456789abcdef0123456789", id), 404],
      ["unknown id", manageToken(SECRET, "sub_0nope_000000000000"), 404],
      ["empty token", "", 404],
      ["ended", manageToken(SECRET, ended), 410],
      ["cancelled", manageToken(SECRET, cancelled), 410],
    ];
    for (const [name, value, status] of cases) {
      const response = await open(value);
      expect(response.status, name).toBe(status);
      expect(response.headers.get("cache-control"), name).toBe("no-store");
      expect(response.headers.get("referrer-policy"), name).toBe("no-referrer");
      const html = await response.text();
      expect(stepOf(html), name).toBe("manage-gone");
      expect(headingOf(html), name).toBe(MANAGE_TEXT.gone);
      expect(shownText(regionOf(html)), name).toContain(officePhone);
      for (const detail of ["Lovelace", "Ada", said(start).time, "By phone", "Part D"])
        expect(regionOf(html), `${name}: ${detail}`).not.toContain(detail);
      // A post with it changes nothing and says the same.
      const posted = await post([
        ["t", value],
        ["go", "cancel-yes"],
      ]);
      expect(posted.status, name).toBe(name === "cancelled" ? 200 : status);
      if (name !== "cancelled") expect(stepOf(await posted.text()), name).toBe("manage-gone");
    }
    expect((await submissions.service.appointments.get(id))!.status).toBe("booked");
    expect((await submissions.service.appointments.get(ended))!.status).toBe("booked");
    const bare = await app.request("/book/manage");
    expect(bare.status).toBe(404);
    expect(stepOf(await bare.text())).toBe("manage-gone");
  });

  it("changes the time: the When step posted to /book/manage ('Show more days' works), then moved, everything else kept", async () => {
    const logs: string[] = [];
    for (const level of ["log", "info", "warn", "error"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(" ")));
    const { book, open, post, get } = await site();
    const starts = openStarts();
    const id = await book(starts[4]!);
    const before = (await get(id))!;
    const token = manageToken(SECRET, id);
    const manage = await (await open(token)).text();

    const when = await press(post, manage, "change");
    expect(when.response.status).toBe(200);
    expect(when.response.headers.get("cache-control")).toBe("no-store");
    expect(when.response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(stepOf(when.html)).toBe("when");
    expect(shownText(when.html)).toContain(
      `Your appointment is now on ${said(starts[4]!).day} at ${said(starts[4]!).time}`,
    );
    expect(shownText(when.html)).toContain("Central Time");
    for (const form of formsOf(when.html)) {
      expect(form.attributes).toContain('action="/book/manage#booking-question"');
      expect(form.hidden).toContainEqual(["t", token]);
    }
    expect(regionOf(when.html)).not.toContain("<script");
    // Its own time is offered (its seat is its own), and the person's details are nowhere in the forms.
    expect(startsOf(when.html)).toContain(starts[4]);
    expect(when.html).not.toContain("ada-1@example.com");

    const days = (html: string) => [...html.matchAll(/id="booking-day-/g)].length;
    const more = await press(post, when.html, "more");
    expect(stepOf(more.html)).toBe("when");
    expect(days(more.html)).toBeGreaterThan(days(when.html));

    const back = await press(post, more.html, "back");
    expect(stepOf(back.html)).toBe("manage");

    const none = await press(post, more.html, "continue");
    expect(none.response.status).toBe(400);
    expect(stepOf(none.html)).toBe("when");
    expect((await get(id))!.sequence).toBe(0);

    const chosen = starts[8]!;
    expect(startsOf(more.html)).toContain(chosen);
    const moved = await press(post, more.html, "continue", [["start", chosen]]);
    expect(moved.response.status).toBe(200);
    expect(stepOf(moved.html)).toBe("manage-moved");
    expect(headingOf(moved.html)).toBe(MANAGE_TEXT.moved);
    const shown = shownText(regionOf(moved.html));
    expect(shown).toContain(`${said(chosen).day} at ${said(chosen).time}`);
    // No SMTP_URL: no e-mail, and the page says so.
    expect(shown).toContain(MANAGE_TEXT.movedNoMail);
    expect(regionOf(moved.html)).toContain("/book/calendar.ics?start=");

    const after = (await get(id))!;
    expect(after).toMatchObject({
      start: chosen,
      end: new Date(Date.parse(chosen) + 30 * 60_000).toISOString(),
      status: "booked",
      sequence: 1,
      method: before.method,
      products: before.products,
    });
    expect(after.soa).toEqual({ ...before.soa, appointment: after.soa!.appointment });
    // The link follows the appointment: it shows the new time.
    expect(shownText(regionOf(await (await open(token)).text()))).toContain(
      `${said(chosen).day} at ${said(chosen).time}`,
    );

    // The same post again (a reload): nothing changes, and the page says so.
    const again = await press(post, more.html, "continue", [["start", chosen]]);
    expect(stepOf(again.html)).toBe("manage");
    expect(shownText(regionOf(again.html))).toContain(MANAGE_TEXT.sameTime);
    expect((await get(id))!.sequence).toBe(1);

    const signature = token.split(".")[1]!;
    for (const line of logs) {
      expect(line).not.toContain(signature);
      for (const value of ["Lovelace", "ada-1@example.com", "555-1001"]) expect(line).not.toContain(value);
    }
  });

  it("says 'That time was just taken' with the nearest open times when someone booked the time first", async () => {
    const { book, open, post, get } = await site();
    const starts = openStarts();
    const id = await book(starts[2]!);
    const when = await press(post, await (await open(manageToken(SECRET, id))).text(), "change");
    const wanted = starts[6]!;
    expect(startsOf(when.html)).toContain(wanted);
    // Someone else books it while the visitor reads the page.
    await book(wanted, { email: "someone@example.com" });
    const taken = await press(post, when.html, "continue", [["start", wanted]]);
    expect(taken.response.status).toBe(409);
    expect(stepOf(taken.html)).toBe("when");
    expect(noticeOf(taken.html)).toBe(SLOT_TAKEN_MESSAGE);
    expect(shownText(taken.html)).toContain("The nearest open times");
    expect(startsOf(taken.html)).not.toContain(wanted);
    expect((await get(id))!).toMatchObject({ start: starts[2], sequence: 0 });
  });

  it("answers the database's slot-taken (the seats read before it went) the same way", async () => {
    const { book, open, post, get } = await site({ stale: true });
    const starts = openStarts();
    const id = await book(starts[2]!);
    await book(starts[6]!, { email: "someone@example.com" });
    const when = await press(post, await (await open(manageToken(SECRET, id))).text(), "change");
    const taken = await press(post, when.html, "continue", [["start", starts[6]!]]);
    expect(taken.response.status).toBe(409);
    expect(noticeOf(taken.html)).toBe(SLOT_TAKEN_MESSAGE);
    expect((await get(id))!.sequence).toBe(0);
  });

  it("says each problem of a posted time on the When step, moving nothing", async () => {
    const { book, open, post, get } = await site();
    const id = await book(openStarts()[2]!);
    const when = await press(post, await (await open(manageToken(SECRET, id))).text(), "change");
    const refused = await press(post, when.html, "continue", [["start", "2020-01-06T15:00:00.000Z"]]);
    expect(refused.response.status).toBe(409);
    expect(noticeOf(refused.html)).toBe(SLOT_PROBLEM_MESSAGES.past);
    expect((await get(id))!.sequence).toBe(0);
  });

  it("cancels only after 'Cancel this appointment?': then the link says it no longer works", async () => {
    const { book, open, post, get } = await site();
    const start = openStarts()[3]!;
    const id = await book(start);
    const token = manageToken(SECRET, id);
    const manage = await (await open(token)).text();

    const ask = await press(post, manage, "cancel");
    expect(ask.response.status).toBe(200);
    expect(stepOf(ask.html)).toBe("manage-cancel");
    expect(headingOf(ask.html)).toBe(MANAGE_TEXT.cancelQuestion);
    expect(shownText(regionOf(ask.html))).toContain(`${said(start).day} at ${said(start).time}`);
    expect(buttonText(ask.html, "cancel-yes")).toBe("Yes, cancel it");
    expect(buttonText(ask.html, "keep")).toBe("No, keep it");
    expect((await get(id))!.status).toBe("booked");

    const kept = await press(post, ask.html, "keep");
    expect(stepOf(kept.html)).toBe("manage");
    expect((await get(id))!.status).toBe("booked");

    const done = await press(post, ask.html, "cancel-yes");
    expect(done.response.status).toBe(200);
    expect(stepOf(done.html)).toBe("manage-cancelled");
    expect(headingOf(done.html)).toBe(MANAGE_TEXT.cancelled);
    const shown = shownText(regionOf(done.html));
    expect(shown).toContain(`${said(start).day} at ${said(start).time}`);
    expect(shown).toContain(MANAGE_TEXT.cancelledNoMail);
    expect(regionOf(done.html)).toMatch(/<a[^>]*href="\/book"[^>]*>Book a new appointment<\/a>/);
    expect(await get(id)).toMatchObject({ status: "cancelled", cancelReason: VISITOR_CANCEL_REASON });

    // Sent again (a reload): that it is cancelled, nothing more of it.
    const resent = await press(post, ask.html, "cancel-yes");
    expect(stepOf(resent.html)).toBe("manage-cancelled");
    expect(shownText(regionOf(resent.html))).not.toContain(said(start).time);

    // The link used again: the plain message, nothing of the appointment.
    const reused = await open(token);
    expect(reused.status).toBe(410);
    const html = await reused.text();
    expect(stepOf(html)).toBe("manage-gone");
    expect(regionOf(html)).not.toContain(said(start).time);
    // Its forms are gone too: a post changes nothing.
    const change = await post([
      ["t", token],
      ["go", "change"],
    ]);
    expect(change.status).toBe(410);
  });

  it("refuses a post from another site, changing nothing", async () => {
    const { book, post, get } = await site();
    const id = await book(openStarts()[2]!);
    const foreign = await post(
      [
        ["t", manageToken(SECRET, id)],
        ["go", "cancel-yes"],
      ],
      { "sec-fetch-site": "cross-site" },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("cache-control")).toBe("no-store");
    expect((await get(id))!.status).toBe("booked");
  });

  it("does not exist without APPOINTMENT_LINK_SECRET: the not-found page answers", async () => {
    const { book, open, post, get } = await site({ vars: { APPOINTMENT_LINK_SECRET: undefined } });
    const id = await book(openStarts()[2]!);
    expect((await open(manageToken(SECRET, id))).status).toBe(404);
    const posted = await post([
      ["t", manageToken(SECRET, id)],
      ["go", "cancel-yes"],
    ]);
    expect(posted.status).toBe(404);
    expect((await get(id))!.status).toBe("booked");
  });

  it("answers 503 with the office's phone while the leads database is not available", async () => {
    const logs: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(" ")));
    const { open } = await site({ start: false });
    const token = manageToken(SECRET, "sub_0mx74sc03_d312742a3f91");
    const response = await open(token);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain("We cannot show your appointment right now");
    expect(text).toContain(officePhone);
    expect(logs.join("\n")).toContain("the leads database is not available");
    for (const line of logs) expect(line).not.toContain(token.split(".")[1]!);
  });
});

describe("whether an e-mail comes", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  const MAIL = () => ({ SMTP_URL: smtp.url, MAIL_FROM: "appointments@example.com" });

  it("is said on the moved and cancelled pages with SMTP_URL, and the visitor gets the moved and cancelled e-mails", async () => {
    smtp.received.length = 0;
    const { book, open, post } = await site({ vars: MAIL() });
    const starts = openStarts();
    const id = await book(starts[2]!);
    const manage = await (await open(manageToken(SECRET, id))).text();
    const when = await press(post, manage, "change");
    const moved = await press(post, when.html, "continue", [["start", starts[7]!]]);
    expect(stepOf(moved.html)).toBe("manage-moved");
    expect(shownText(regionOf(moved.html))).toContain(MANAGE_TEXT.movedMail);
    expect(shownText(regionOf(moved.html))).toContain("use the link in your e-mail");
    // Each message is written when it is sent, from the appointment as it is then: the new time's goes out before
    // the cancel is made, as a visitor's would.
    const visitorMail = () => smtp.received.filter((mail) => mail.to.includes("ada-1@example.com"));
    await expect.poll(() => visitorMail().length, { timeout: 10_000 }).toBe(2);
    const ask = await press(post, manage, "cancel");
    const cancelled = await press(post, ask.html, "cancel-yes");
    expect(shownText(regionOf(cancelled.html))).toContain(MANAGE_TEXT.cancelledMail);
    // The visitor's three: the confirmation, the new time (same UID, SEQUENCE 1) and the cancel; and the office's three.
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(6);
    const byMethod = (method: string) => visitorMail().filter((mail) => mail.calendar?.includes(`METHOD:${method}`));
    const [confirmation, movedMail] = byMethod("REQUEST").sort(
      (a, b) => Number(/SEQUENCE:(\d+)/.exec(a.calendar!)![1]) - Number(/SEQUENCE:(\d+)/.exec(b.calendar!)![1]),
    );
    const [cancelMail] = byMethod("CANCEL");
    expect(confirmation!.calendar).toContain("METHOD:REQUEST");
    expect(movedMail!.calendar).toContain("SEQUENCE:1");
    expect(movedMail!.calendar).toContain(`UID:appt-${id}@`);
    expect(movedMail!.text).toContain("/book/manage?t=");
    expect(cancelMail!.calendar).toContain("METHOD:CANCEL");
    expect(cancelMail!.text).not.toContain("/book/manage?t=");
  });

  it("is said on the Done page: sent with its link, sent without one, or not sent", async () => {
    const address = bookedHref(openStarts()[2]!, "phone", ["part-d"]);
    const doneLine = async (vars: Record<string, string | undefined>) => {
      const { app } = await site({ vars });
      const html = await (await app.request(address)).text();
      expect(stepOf(html)).toBe("done");
      // The page's content is kept.
      expect(shownText(html)).toContain("Your appointment is booked");
      expect(shownText(html)).toContain("What happens next");
      return shownText(/<p[^>]*data-slot="booking-mail"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "");
    };
    expect(await doneLine(MAIL())).toBe(`${DONE_MAIL_TEXT.sent} ${DONE_MAIL_TEXT.link}`);
    expect(await doneLine({ ...MAIL(), APPOINTMENT_LINK_SECRET: undefined })).toBe(DONE_MAIL_TEXT.sent);
    expect(await doneLine({})).toBe(DONE_MAIL_TEXT.none);
    expect(DONE_MAIL_TEXT.none).toBe(
      "We will not send an e-mail. Please write down the day and time, or add it to your calendar.",
    );
  });
});
