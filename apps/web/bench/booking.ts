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
 * Prints one table of figures with their goals; writes test-results/bench-booking.json. A benchmark: it reports,
 * and exits 1 only when a count is wrong (a seat booked twice, a booker unanswered), never for a time.
 * Run it alone: other work on the machine shows in every figure.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SEAT_CELL_MINUTES } from "@tupelo-medicare/appointments";
import { createContentClientFromEnv } from "@tupelo-medicare/content/embedded";
import { createLeadsService, DEFAULT_RETENTION_DAYS, openDatabase } from "@tupelo-medicare/leads";
import { pct, startSite, WEB_DIR } from "./leads-harness.js";
import type { Figure } from "./leads-harness.js";

const WHEN_REQUESTS = Number(process.env.BENCH_WHEN_REQUESTS ?? 200);
const BOOKERS = Number(process.env.BENCH_BOOKERS ?? 50);
const FEED_REQUESTS = Number(process.env.BENCH_FEED_REQUESTS ?? 20);
const FEED_APPOINTMENTS = 1000;
/** The feed's secret for this run (the server's APPOINTMENT_CALENDAR_TOKEN). */
const FEED_TOKEN = "bench-feed-token-0123456789abcdef0123456789";
/** Pages that only link to /book (the header's button, the sidebars, the mobile bar). */
const LINK_ONLY_PAGES = ["/", "/medicare-breakdown", "/plans/part-d", "/blog", "/contact-us"];

const root = join(WEB_DIR, "test-results", "bench-booking");
const resultFile = join(WEB_DIR, "test-results", "bench-booking.json");
rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });

const figures: Figure[] = [];
const failures: string[] = [];
const figure = (name: string, value: number, unit: string, goal?: { text: string; met: (value: number) => boolean }) =>
  figures.push({
    scenario: "booking",
    figure: name,
    value,
    unit,
    goal: goal?.text ?? "",
    met: goal && Number.isFinite(value) ? goal.met(value) : null,
  });

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

const site = await startSite({ dataDir: root, env: { APPOINTMENT_CALENDAR_TOKEN: FEED_TOKEN } });
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
  figure("When page server time p50", pct(whenTimes, 50), "ms");
  figure("When page server time p95", pct(whenTimes, 95), "ms");

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
    pct(
      outcomes.map((answer) => answer.ms),
      50,
    ),
    "ms",
  );
  figure(
    "Confirm p95 (50 at once)",
    pct(
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
  const seatsOffered = wanted.length * capacity;
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
  if (appointments !== booked.length)
    failures.push(`${booked.length} bookers were told they were booked, the database holds ${appointments}`);
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
      const start = new Date(first + index * 15 * 60_000);
      const outcome = await leads.accept(
        "appointment",
        {
          ...chosen,
          firstName: "Bench",
          lastName: `Feed ${index}`,
          phone: `(662) 777-${String(index).padStart(4, "0")}`,
          email: `bench-feed-${index}@example.com`,
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
      if (outcome.outcome !== "accepted") throw new Error(`A feed appointment was not booked: ${outcome.outcome}`);
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
    pct(feedTimes, 50),
    "ms",
  );
  figure(
    `feed answer time p95 (${FEED_APPOINTMENTS.toLocaleString("en-US")} upcoming appointments)`,
    pct(feedTimes, 95),
    "ms",
  );
  figure("feed events", events, "");
  if (events !== FEED_APPOINTMENTS + booked.length)
    failures.push(
      `the feed holds ${events} events, the database ${FEED_APPOINTMENTS + booked.length} upcoming bookings`,
    );
} finally {
  await site.stop();
}

console.log(`pnpm bench:booking (${new Date().toISOString()}):`);
console.log(`${"figure".padEnd(58)} ${"value".padStart(10)} ${"unit".padEnd(6)} goal`);
for (const each of figures)
  console.log(
    `${each.figure.padEnd(58)} ${(Number.isInteger(each.value) ? String(each.value) : each.value.toFixed(1)).padStart(10)} ${each.unit.padEnd(6)} ${each.goal ? `${each.goal} ${each.met ? "met" : "NOT met"}` : ""}`,
  );
writeFileSync(resultFile, JSON.stringify({ figures, failures }, null, 2));
if (failures.length > 0) {
  for (const failure of failures) console.error(`FAILED: ${failure}`);
  process.exit(1);
}
// The bench's bookings hold made-up people only; the folder goes unless kept for a look (BENCH_KEEP=1).
if (!process.env.BENCH_KEEP) rmSync(root, { recursive: true, force: true });
