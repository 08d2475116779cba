/**
 * `pnpm bench:booking`: booking an appointment against the built site server (`node dist/server/main.js`, a child
 * process with its own DATA_DIR under test-results/bench-booking/, the embedded space's appointment settings):
 * - the "When" page's server time: BENCH_WHEN_REQUESTS (200) posts of the How step answered (the When page is what
 *   they get), one after another, p50/p95;
 * - BENCH_BOOKERS (50) visitors confirming at once, each its own person, every one choosing among the first page's
 *   open times (so most want a time someone else wants): Confirm p50/p95, and the bookings made against the seats
 *   offered, read back from the leads database (goal: never more than the seats, no quarter hour past the
 *   capacity), every booker answered (booked, or the When step again with "That time was just taken");
 * - the JavaScript the flow adds to the pages that only link to it: the bytes of the booking island's chunks those
 *   pages load or preload (goal: 0).
 * - the office's calendar feed (GET /api/appointments/calendar.ics?token=…) with 1,000 upcoming appointments more
 *   (booked through the leads core on the same database): BENCH_FEED_REQUESTS (20) fetches one after another,
 *   p50/p95, each holding every booked appointment (a count off is a failure).
 * - the appointments' e-mail (SMTP_URL to a real SMTP server on loopback): BENCH_MAIL_BOOKINGS (100) bookings made
 *   one after another through the site, each timed from "Confirm appointment" to its confirmation accepted by the
 *   SMTP server, p50/p95 (every confirmation arriving once is a count);
 * - reminders over a simulated week: BENCH_REMINDER_BOOKINGS (200) appointments over seven days booked through the
 *   leads core with the e-mail on, one in ten then cancelled and one in ten moved, and the service's clock moved
 *   through the week an hour at a time: reminders sent against those due (goal: all, each once, none for a cancelled
 *   one, the moved ones at their new time).
 * Prints one table of figures with their goals; writes test-results/bench-booking.json. A benchmark: it reports,
 * and exits 1 only when a count is wrong (a seat booked twice, a booker unanswered), never for a time.
 * Run it alone: other work on the machine shows in every figure.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { SEAT_CELL_MINUTES } from "@tupelo-medicare/appointments";
import { createContentClientFromEnv } from "@tupelo-medicare/content/embedded";
import { createLeadsService, DEFAULT_RETENTION_DAYS, openDatabase } from "@tupelo-medicare/leads";
import type { LeadsService } from "@tupelo-medicare/leads";
import { startSmtp } from "@tupelo-medicare/leads/testing";
import { createReport, percentile, startSite, WEB_DIR } from "./harness/index.js";
import type { Goal } from "./harness/index.js";

const WHEN_REQUESTS = Number(process.env.BENCH_WHEN_REQUESTS ?? 200);
const BOOKERS = Number(process.env.BENCH_BOOKERS ?? 50);
const FEED_REQUESTS = Number(process.env.BENCH_FEED_REQUESTS ?? 20);
const FEED_APPOINTMENTS = 1000;
const MAIL_BOOKINGS = Number(process.env.BENCH_MAIL_BOOKINGS ?? 100);
const REMINDER_BOOKINGS = Number(process.env.BENCH_REMINDER_BOOKINGS ?? 200);
const HOUR = 3_600_000;
const MAIL_FROM = '"Bench Medicare" <appointments@example.com>';
/** The feed's secret for this run (the server's APPOINTMENT_CALENDAR_TOKEN). */
const FEED_TOKEN = "bench-feed-token-0123456789abcdef0123456789";
/** Pages that only link to /book (the header's button, the sidebars, the mobile bar). */
const LINK_ONLY_PAGES = ["/", "/medicare-breakdown", "/plans/part-d", "/blog", "/contact-us"];

const root = join(WEB_DIR, "test-results", "bench-booking");
const resultFile = join(WEB_DIR, "test-results", "bench-booking.json");
rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });

const report = createReport("pnpm bench:booking");
const { failures } = report;
const figure = (name: string, value: number, unit: string, goal?: Goal) =>
  report.figure("booking", name, value, unit, goal);

/** A step's answers as the flow's forms post them (earlier answers ride along as hidden fields). */
function form(fields: Record<string, string | string[]>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
  return body.toString();
}

const chosen = { products: ["part-d", "medigap"], method: "phone" };
const person = (index: number) => ({
  firstName: "Bench",
  lastName: `Booker ${index}`,
  phone: `(662) 555-${String(1000 + index).padStart(4, "0")}`,
  email: `bench-booker-${index}@example.com`,
  zip: "38804",
  forWhom: "me",
});

async function post(
  url: string,
  body: string,
): Promise<{ status: number; ms: number; text: string; location: string }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body,
    redirect: "manual",
  });
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    text,
    location: response.headers.get("location") ?? "",
  };
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** A page's hidden fields (what its form posts beside the visible ones), in order. */
function hiddenFields(html: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(match[0])?.[1];
    if (name) fields.append(decode(name), decode(/value="([^"]*)"/.exec(match[0])?.[1] ?? ""));
  }
  return fields;
}

/** The open times a When page offers (its radio buttons' values). */
const offeredStarts = (html: string): string[] =>
  [...html.matchAll(/<input[^>]*name="start"[^>]*value="([^"]+)"/g)].map((match) => match[1]!);

const smtp = await startSmtp();
/**
 * One half-hour phone appointment at `start` booked through the leads core (not the site's pages), for a person of
 * its own (`bench-<run>-<index>@example.com`, phone (662) <exchange>-<index>); its id.
 */
async function bookDirectly(leads: LeadsService, start: Date, run: string, exchange: string, index: number) {
  const outcome = await leads.accept(
    "appointment",
    {
      ...chosen,
      firstName: "Bench",
      lastName: `${run} ${index}`,
      phone: `(662) ${exchange}-${String(index).padStart(4, "0")}`,
      email: `bench-${run}-${index}@example.com`,
      zip: "38804",
      forWhom: "me",
      start: start.toISOString(),
      minutes: 30,
      soaVersion: "bench",
    },
    {
      appointment: {
        start,
        end: new Date(start.getTime() + 30 * 60_000),
        capacity: 10,
        soa: { version: "bench", text: "The bench's Scope of Appointment." },
      },
    },
  );
  if (outcome.outcome !== "accepted") throw new Error(`A ${run} appointment was not booked: ${outcome.outcome}`);
  return outcome.id;
}

const site = await startSite({
  dataDir: root,
  env: {
    APPOINTMENT_CALENDAR_TOKEN: FEED_TOKEN,
    SMTP_URL: smtp.url,
    MAIL_FROM,
    OFFICE_EMAIL: "office@example.com",
    APPOINTMENT_LINK_SECRET: "bench-link-secret-0123456789abcdef0123456789",
  },
});
try {
  // The When page: the How step answered.
  const whenBody = form({ ...chosen, step: "how", go: "continue" });
  const whenTimes: number[] = [];
  let whenHtml = "";
  for (let index = 0; index < WHEN_REQUESTS; index += 1) {
    const answer = await post(`${site.url}/book`, whenBody);
    if (answer.status !== 200) throw new Error(`The When page answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    whenTimes.push(answer.ms);
    whenHtml = answer.text;
  }
  figure("When page server time p50", percentile(whenTimes, 50), "ms");
  figure("When page server time p95", percentile(whenTimes, 95), "ms");

  const starts = offeredStarts(whenHtml);
  if (starts.length === 0) throw new Error("The When page offered no time: nothing to book.");
  // Every booker wants one of the first few times, so they compete for seats.
  const wanted = starts.slice(0, Math.max(1, Math.ceil(BOOKERS / 10)));

  // Each booker answers About you (the Check your answers page comes back), then all confirm at once with what
  // that page carries (its hidden fields, the SOA version it showed among them).
  const checks = await Promise.all(
    Array.from({ length: BOOKERS }, async (_, index) => {
      const check = await post(
        `${site.url}/book`,
        form({ ...chosen, ...person(index), start: wanted[index % wanted.length]!, step: "about", go: "continue" }),
      );
      if (check.status !== 200 || !check.text.includes('value="confirm"'))
        throw new Error(`Check your answers did not come back (${check.status}): ${check.text.slice(0, 200)}`);
      return hiddenFields(check.text);
    }),
  );
  const outcomes = await Promise.all(
    checks.map((fields) => post(`${site.url}/book`, `${fields.toString()}&go=confirm`)),
  );
  const booked = outcomes.filter((answer) => answer.status === 303 && answer.location.includes("booked"));
  const taken = outcomes.filter((answer) => answer.status !== 303 && answer.text.includes("That time was just taken"));
  const other = outcomes.filter((answer) => !booked.includes(answer) && !taken.includes(answer));
  figure(
    "Confirm p50 (50 at once)",
    percentile(
      outcomes.map((answer) => answer.ms),
      50,
    ),
    "ms",
  );
  figure(
    "Confirm p95 (50 at once)",
    percentile(
      outcomes.map((answer) => answer.ms),
      95,
    ),
    "ms",
  );
  figure("bookers answered booked", booked.length, "");
  figure("bookers answered 'That time was just taken'", taken.length, "");
  figure("bookers answered otherwise", other.length, "", { text: "0", met: (value) => value === 0 });
  if (other.length > 0)
    failures.push(
      `${other.length} booker(s) got neither a booking nor "That time was just taken" (first: ${other[0]!.status} ${other[0]!.text.slice(0, 160)})`,
    );

  // Confirm → the confirmation accepted by the SMTP server, one booking after another (each its own person, at the
  // first time the When page still offers).
  const mailTimes: number[] = [];
  let mailMissing = 0;
  for (let index = 0; index < MAIL_BOOKINGS; index += 1) {
    const when = await post(`${site.url}/book`, whenBody);
    const start = offeredStarts(when.text)[0];
    if (!start) throw new Error("The When page offered no time for the e-mail bookings.");
    const who = { ...person(1000 + index), email: `bench-mail-${index}@example.com` };
    const check = await post(`${site.url}/book`, form({ ...chosen, ...who, start, step: "about", go: "continue" }));
    const confirmAt = Date.now();
    const done = await post(`${site.url}/book`, `${hiddenFields(check.text).toString()}&go=confirm`);
    if (done.status !== 303)
      throw new Error(`An e-mail booking was not booked (${done.status}): ${done.text.slice(0, 200)}`);
    const deadline = Date.now() + 30_000;
    let mail: { at: number } | undefined;
    while (!(mail = smtp.received.find((each) => each.to.includes(who.email))) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 2));
    if (mail) mailTimes.push(mail.at - confirmAt);
    else mailMissing += 1;
  }
  figure(`Confirm to confirmation accepted by SMTP p50 (${MAIL_BOOKINGS} bookings)`, percentile(mailTimes, 50), "ms");
  figure(`Confirm to confirmation accepted by SMTP p95 (${MAIL_BOOKINGS} bookings)`, percentile(mailTimes, 95), "ms");
  const repeated = [...smtp.countById().values()].filter((count) => count > 1).length;
  figure("confirmations missing or sent twice", mailMissing + repeated, "", { text: "0", met: (value) => value === 0 });
  if (mailMissing + repeated > 0)
    failures.push(`${mailMissing} confirmation(s) never arrived, ${repeated} message(s) arrived more than once`);

  // What the database holds: bookings against the seats offered, and no quarter hour past the capacity.
  const database = openDatabase({ dataDir: root });
  const appointments = Number(
    (
      await database.db
        .selectFrom("appointments")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("status", "=", "booked")
        .executeTakeFirst()
    )?.count ?? 0,
  );
  const cells = await database.db
    .selectFrom("appointment_seats")
    .select(["start_at", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("start_at")
    .execute();
  await database.close();
  // The capacity the server offered with: the same content it reads (the embedded space unless configured).
  const { capacity } = await createContentClientFromEnv().getAppointmentSettings();
  const seatsOffered = wanted.length * capacity + MAIL_BOOKINGS;
  figure("bookings made", appointments, "");
  figure("seats offered at the times wanted", seatsOffered, "");
  figure("bookings over the seats offered", Math.max(0, appointments - seatsOffered), "", {
    text: "0",
    met: (value) => value === 0,
  });
  const overfull = cells.filter((cell) => Number(cell.count) > capacity).length;
  figure(`quarter hours (${SEAT_CELL_MINUTES} min) past the capacity`, overfull, "", {
    text: "0",
    met: (value) => value === 0,
  });
  if (appointments !== booked.length + MAIL_BOOKINGS)
    failures.push(
      `${booked.length + MAIL_BOOKINGS} bookers were told they were booked, the database holds ${appointments}`,
    );
  if (appointments > seatsOffered || overfull > 0) failures.push("more bookings than seats");

  // JavaScript the flow adds to the pages that only link to it.
  const assets = join(WEB_DIR, "dist", "client", "assets");
  const bookingChunks = readdirSync(assets).filter((name) => /^booking[-.].*\.js$/.test(name));
  let added = 0;
  for (const page of LINK_ONLY_PAGES) {
    const html = await (await fetch(`${site.url}${page}`)).text();
    for (const chunk of bookingChunks) if (html.includes(chunk)) added += statSync(join(assets, chunk)).size;
  }
  figure(`JavaScript the flow adds to ${LINK_ONLY_PAGES.length} pages linking to /book`, added, "bytes", {
    text: "0",
    met: (value) => value === 0,
  });

  // The office's calendar feed with 1,000 upcoming appointments more: booked through the leads core on the same
  // database (one every quarter hour from tomorrow, each its own person), then fetched one request after another.
  const leads = createLeadsService({
    dataDir: root,
    webhooks: {},
    retryDelaysMs: [1000],
    rateLimitPerMinute: 0,
    retentionDays: DEFAULT_RETENTION_DAYS,
    log: () => undefined,
  });
  await leads.start();
  const first = Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 86_400_000;
  try {
    for (let index = 0; index < FEED_APPOINTMENTS; index += 1) {
      await bookDirectly(leads, new Date(first + index * 15 * 60_000), "feed", "777", index);
    }
  } finally {
    await leads.stop();
  }
  const feedTimes: number[] = [];
  let events = 0;
  for (let index = 0; index < FEED_REQUESTS; index += 1) {
    const started = performance.now();
    const response = await fetch(`${site.url}/api/appointments/calendar.ics?token=${FEED_TOKEN}`);
    const text = await response.text();
    feedTimes.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`The feed answered ${response.status}: ${text.slice(0, 200)}`);
    events = text.split("BEGIN:VEVENT").length - 1;
  }
  figure(
    `feed answer time p50 (${FEED_APPOINTMENTS.toLocaleString("en-US")} upcoming appointments)`,
    percentile(feedTimes, 50),
    "ms",
  );
  figure(
    `feed answer time p95 (${FEED_APPOINTMENTS.toLocaleString("en-US")} upcoming appointments)`,
    percentile(feedTimes, 95),
    "ms",
  );
  figure("feed events", events, "");
  if (events !== FEED_APPOINTMENTS + booked.length + MAIL_BOOKINGS)
    failures.push(
      `the feed holds ${events} events, the database ${FEED_APPOINTMENTS + booked.length + MAIL_BOOKINGS} upcoming bookings`,
    );
} finally {
  await site.stop();
}

// Reminders over a simulated week: the leads core with the e-mail on and a clock of its own, on a database of its own.
{
  const weekDir = join(root, "reminder-week");
  mkdirSync(weekDir, { recursive: true });
  smtp.received.length = 0;
  let ahead = 0;
  const leads: LeadsService = createLeadsService({
    dataDir: weekDir,
    webhooks: {},
    retryDelaysMs: [1000, 1000, 1000],
    rateLimitPerMinute: 0,
    retentionDays: DEFAULT_RETENTION_DAYS,
    pollMs: 20,
    now: () => Date.now() + ahead,
    log: () => undefined,
    mail: {
      smtpUrl: smtp.url,
      from: MAIL_FROM,
      timeZone: "America/Chicago",
      siteUrl: "https://www.example.com",
      office: () => Promise.resolve({ name: "Bench Medicare", phone: "(662) 555-0100", tty: "711" }),
      reminderOffsetsMs: [24 * HOUR],
    },
  });
  await leads.start();
  try {
    // Two days from now, every 50 minutes (7 days cover 200).
    const weekStart = Math.ceil((Date.now() + 2 * 86_400_000) / HOUR) * HOUR;
    const ids: string[] = [];
    for (let index = 0; index < REMINDER_BOOKINGS; index += 1) {
      ids.push(await bookDirectly(leads, new Date(weekStart + index * 50 * 60_000), "week", "888", index));
    }
    const cancelled = new Set<string>();
    const moved = new Map<string, number>();
    for (let index = 0; index < REMINDER_BOOKINGS; index += 1) {
      if (index % 10 === 3) {
        await leads.appointments.cancelAppointment(ids[index]!, "bench");
        cancelled.add(`bench-week-${index}@example.com`);
      } else if (index % 10 === 7) {
        // Twenty-five minutes later (the 50-minute grid keeps it clear of the next).
        const start = weekStart + index * 50 * 60_000 + 25 * 60_000;
        await leads.appointments.reschedule(ids[index]!, {
          start: new Date(start),
          end: new Date(start + 30 * 60_000),
          capacity: 10,
        });
        moved.set(`bench-week-${index}@example.com`, start);
      }
    }
    // Through the week an hour at a time, each hour's reminders sent before the next.
    const end = weekStart + REMINDER_BOOKINGS * 50 * 60_000;
    for (let at = Date.now(); at <= end; at += HOUR) {
      ahead = at - Date.now();
      leads.queue()!.wake();
      await leads.queue()!.idle();
    }
    const reminders = smtp.received.filter((mail) => /reminder/i.test(mail.subject));
    const perPerson = new Map<string, number>();
    for (const mail of reminders) for (const to of mail.to) perPerson.set(to, (perPerson.get(to) ?? 0) + 1);
    const due = REMINDER_BOOKINGS - cancelled.size;
    const once = [...perPerson.values()].filter((count) => count === 1).length;
    const wrong = [...cancelled].filter((address) => perPerson.has(address)).length;
    const movedWrong = reminders.filter((mail) => {
      const start = moved.get(mail.to[0] ?? "");
      return start !== undefined && !mail.calendar?.includes("SEQUENCE:1");
    }).length;
    figure(`reminders due over a simulated week (${REMINDER_BOOKINGS} bookings, ${cancelled.size} cancelled)`, due, "");
    figure("reminders sent", reminders.length, "", { text: `${due}`, met: (value) => value === due });
    figure("appointments reminded exactly once", once, "", { text: `${due}`, met: (value) => value === due });
    figure("reminders for a cancelled or an old time", wrong + movedWrong, "", {
      text: "0",
      met: (value) => value === 0,
    });
    if (reminders.length !== due || once !== due || wrong + movedWrong > 0)
      failures.push(
        `reminders: ${reminders.length} sent, ${due} due, ${once} reminded once, ${wrong} to cancelled, ${movedWrong} at an old time`,
      );
  } finally {
    await leads.stop();
    await smtp.close();
  }
}

report.finish(resultFile);
// The bench's bookings hold made-up people only; the folder goes unless kept for a look (BENCH_KEEP=1).
if (!process.env.BENCH_KEEP) rmSync(root, { recursive: true, force: true });
