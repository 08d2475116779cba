/**
 * The appointments' e-mail end to end, against a real SMTP server on loopback (smtp-server) and a real database on
 * both dialects: the confirmation with its invitation, the office's notice, the reminder (the clock moved forward,
 * not waited for), the move (same UID, SEQUENCE raised, the old reminder void) and the cancel (METHOD:CANCEL), each
 * sent once; a refused address that holds up no other; two services on one PostgreSQL and a restart, each message
 * once. Every .ics is read by ical.js with the local time right across the March DST change.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppointmentContext } from "./appointment-body.js";
import { DEFAULT_APPOINTMENT_REMINDERS, parseReminderOffsets, plannedMessages } from "./appointment-mail.js";
import { createAccept } from "./accept.js";
import { createLeadsService } from "./leads-service.js";
import { createSubmissionStore } from "./submission-store.js";
import type { LeadsService, LeadsServiceConfig } from "./leads-service.js";
import type { MailConfig } from "./mail-sender.js";
import { startSmtp } from "./test-support/smtp.js";
import type { ReceivedMail, TestSmtp } from "./test-support/smtp.js";
import { DIALECTS, openTestDatabase } from "./test-support/test-database.js";
import type { TestDatabase } from "./test-support/test-database.js";

const HOUR = 3_600_000;
/** 10:00 AM Central on Friday 12 March 2027 (CST, UTC-6) and on Tuesday 16 March (CDT, UTC-5): DST starts on the 14th. */
const BEFORE_DST = new Date("2027-03-12T16:00:00.000Z");
const AFTER_DST = new Date("2027-03-16T15:00:00.000Z");
const SOA_TEXT = "You agree to discuss only the products you chose. You have no obligation to enrol.";
const OFFICE = { name: "Example Medicare", phone: "(662) 555-0100", tty: "711", email: "office@example.com" };

const booking = (start: Date, index = 1, overrides: Record<string, unknown> = {}) => ({
  products: ["part-d", "medigap"],
  method: "phone",
  start: start.toISOString(),
  minutes: 30,
  firstName: "Ada",
  lastName: "Lovelace",
  phone: `662555${String(1000 + index)}`,
  email: `visitor-${index}@example.com`,
  zip: "38804",
  forWhom: "me",
  soaVersion: "soa-v3",
  source: "Book an Appointment",
  ...overrides,
});
const checked = (start: Date): AppointmentContext => ({
  start,
  end: new Date(start.getTime() + 30 * 60_000),
  capacity: 4,
  soa: { version: "soa-v3", text: SOA_TEXT },
  timeZone: "America/Chicago",
});

function parseIcs(text: string) {
  const calendar = ICAL.Component.fromString(text);
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: Number(vevent.getFirstPropertyValue("sequence") ?? 0),
    status: String(vevent.getFirstPropertyValue("status") ?? ""),
    zone: event.startDate.zone?.tzid,
    localStart: `${event.startDate.hour}:${String(event.startDate.minute).padStart(2, "0")}`,
    start: event.startDate.toJSDate().toISOString(),
    zones: calendar.getAllSubcomponents("vtimezone").map((zone) => String(zone.getFirstPropertyValue("tzid"))),
  };
}

async function waitFor<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not done after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("APPOINTMENT_REMINDERS", () => {
  it("reads 24h by default, lists, minutes and none; names a bad part", () => {
    expect(parseReminderOffsets(DEFAULT_APPOINTMENT_REMINDERS)).toEqual([24 * HOUR]);
    expect(parseReminderOffsets("2h, 24h")).toEqual([24 * HOUR, 2 * HOUR]);
    expect(parseReminderOffsets("90m")).toEqual([90 * 60_000]);
    expect(parseReminderOffsets("none")).toEqual([]);
    expect(() => parseReminderOffsets("tomorrow")).toThrow(/"tomorrow" is not a time before the appointment/);
    expect(() => parseReminderOffsets("5m")).toThrow(/between 15m and 14d/);
  });

  it("queues no reminder whose time has passed (a booking made an hour before)", () => {
    const now = BEFORE_DST.getTime() - HOUR;
    const planned = plannedMessages(
      { reminderOffsetsMs: [24 * HOUR, 30 * 60_000], office: true },
      "confirmation",
      { id: "a", start: BEFORE_DST.getTime(), sequence: 0 },
      now,
    );
    expect(planned.map((each) => [each.body.message, each.body.audience, each.dueAt - now])).toEqual([
      ["confirmation", "visitor", 0],
      ["confirmation", "office", 0],
      ["reminder", "visitor", 30 * 60_000],
    ]);
  });
});

describe.each(DIALECTS)("appointment e-mail on %s", (dialect) => {
  defineMailTests(dialect);
});

/** Two services need one database server between them: PostgreSQL. */
describe("appointment e-mail with two services on one PostgreSQL", () => {
  defineMailTests("postgres", true);
});

function defineMailTests(dialect: (typeof DIALECTS)[number], twoServices = false): void {
  let test: TestDatabase;
  let smtp: TestSmtp;
  let services: LeadsService[];
  let dirs: string[];
  let lines: string[];
  /** How far the services' clock is ahead of the real one. */
  let ahead: number;
  /** Moves the services' clock to `at` (it runs on from there). */
  const moveClockTo = (at: number) => {
    ahead = at - Date.now();
  };

  beforeEach(async () => {
    test = await openTestDatabase(dialect);
    smtp = await startSmtp({ refuse: (address) => address === "refused@example.com" });
    services = [];
    dirs = [];
    lines = [];
    ahead = 0;
  });
  afterEach(async () => {
    for (const each of services) await each.stop();
    await smtp.close();
    await test.dispose();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const mail = (overrides: Partial<MailConfig> = {}): MailConfig => ({
    smtpUrl: smtp.url,
    from: '"Example Medicare" <appointments@example.com>',
    timeZone: "America/Chicago",
    siteUrl: "https://example.com",
    office: () => Promise.resolve(OFFICE),
    manageUrl: ({ id }) => `https://example.com/book/manage?t=token-${id}`,
    reminderOffsetsMs: [24 * HOUR],
    timeoutMs: 5000,
    ...overrides,
  });
  const service = (overrides: Partial<LeadsServiceConfig> = {}) => {
    const dataDir = dialect === "sqlite" ? test.dataDir : mkdtempSync(join(tmpdir(), "mail-"));
    if (dialect !== "sqlite") dirs.push(dataDir);
    const made = createLeadsService({
      dataDir,
      ...(dialect === "postgres" ? { databaseUrl: test.url } : {}),
      webhooks: {},
      retryDelaysMs: [50, 50],
      rateLimitPerMinute: 0,
      retentionDays: 1826,
      pollMs: 50,
      now: () => Date.now() + ahead,
      log: (line) => lines.push(line),
      mail: mail(),
      ...overrides,
    });
    services.push(made);
    return made;
  };
  const book = async (leads: LeadsService, start: Date, index = 1, overrides: Record<string, unknown> = {}) => {
    const outcome = await leads.accept("appointment", booking(start, index, overrides), {
      appointment: checked(start),
    });
    if (outcome.outcome !== "accepted") throw new Error(`not booked: ${outcome.outcome}`);
    return outcome.id;
  };
  const to = (address: string) => smtp.received.filter((each) => each.to.includes(address));
  const settle = async (leads: LeadsService) => {
    leads.queue()!.wake();
    await leads.queue()!.idle();
  };

  if (twoServices) {
    it("sends each message once with two services on one database", async () => {
      const [one, two] = [service(), service()];
      await Promise.all([one.start(), two.start()]);
      const ids = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          book(index % 2 ? two : one, new Date(BEFORE_DST.getTime() + index * 30 * 60_000), index + 10),
        ),
      );
      await waitFor(
        () => smtp.received.length,
        (count) => count >= 20,
      );
      // Every sent message marked delivered before the clock jumps ahead: a lease taken at the real time would look
      // long expired to the other service after the jump (no real clock jumps a year), and it would send that one again.
      await Promise.all([settle(one), settle(two)]);
      moveClockTo(BEFORE_DST.getTime() + 9 * 30 * 60_000 - 24 * HOUR + 1000);
      one.queue()!.wake();
      two.queue()!.wake();
      await waitFor(
        () => smtp.received.length,
        (count) => count >= 30,
      );
      await Promise.all([settle(one), settle(two)]);
      expect(ids).toHaveLength(10);
      expect(smtp.received).toHaveLength(30);
      expect([...smtp.countById().values()].every((count) => count === 1)).toBe(true);
      const reminders: ReceivedMail[] = smtp.received.filter((each) => /reminder/i.test(each.subject));
      expect(reminders).toHaveLength(10);
    }, 30_000);
    return;
  }

  it("sends the visitor a confirmation with an invitation and the office a notice, once each", async () => {
    const leads = service();
    await leads.start();
    const id = await book(leads, BEFORE_DST);
    await waitFor(
      () => smtp.received.length,
      (count) => count >= 2,
    );
    await settle(leads);
    expect(smtp.received).toHaveLength(2);
    const [visitor] = to("visitor-1@example.com");
    expect(visitor!.from).toBe("appointments@example.com");
    expect(visitor!.subject).toMatch(/appointment/i);
    expect(visitor!.text).toContain("(662) 555-0100");
    expect(visitor!.text).toContain("TTY");
    expect(visitor!.text).toContain(`https://example.com/book/manage?t=token-${id}`);
    expect(visitor!.html).toContain(`href="https://example.com/book/manage?t=token-${id}"`);
    // No tracking pixel, no image at all, no link through a redirector.
    expect(visitor!.html).not.toMatch(/<img/i);
    const invitation = parseIcs(visitor!.calendar!);
    expect(invitation).toMatchObject({
      method: "REQUEST",
      uid: `appt-${id}@example.com`,
      sequence: 0,
      zone: "America/Chicago",
      localStart: "10:00",
      start: BEFORE_DST.toISOString(),
      zones: ["America/Chicago"],
    });
    const [office] = to("office@example.com");
    expect(office!.text).toContain("Ada Lovelace");
    expect(office!.calendar).toBeNull();
    expect((await leads.health()).mail).toMatchObject({ enabled: true, waiting: 0, scheduled: 1, dead: 0 });
  });

  it("sends the reminder when it comes due (the clock moved to a day before), once, with the time after the DST change", async () => {
    const leads = service();
    await leads.start();
    const id = await book(leads, AFTER_DST);
    await waitFor(
      () => smtp.received.length,
      (count) => count >= 2,
    );
    await settle(leads);
    expect(to("visitor-1@example.com")).toHaveLength(1);
    moveClockTo(AFTER_DST.getTime() - 24 * HOUR + 1000);
    await waitFor(
      () => to("visitor-1@example.com").length,
      (count) => count >= 2,
    );
    await settle(leads);
    ahead += 6 * HOUR;
    await settle(leads);
    const mails = to("visitor-1@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/reminder/i);
    expect(parseIcs(mails[1]!.calendar!)).toMatchObject({
      uid: `appt-${id}@example.com`,
      localStart: "10:00",
      start: AFTER_DST.toISOString(),
    });
    expect(to("office@example.com")).toHaveLength(1);
  });

  it("tells of a move with the same UID and a raised SEQUENCE; the old reminder is void, the new one sent", async () => {
    const leads = service();
    await leads.start();
    const id = await book(leads, BEFORE_DST);
    await waitFor(
      () => smtp.received.length,
      (count) => count >= 2,
    );
    expect(
      await leads.appointments.reschedule(id, {
        start: AFTER_DST,
        end: new Date(AFTER_DST.getTime() + 30 * 60_000),
        capacity: 4,
      }),
    ).toBe("moved");
    await waitFor(
      () => smtp.received.length,
      (count) => count >= 4,
    );
    await settle(leads);
    const moved = to("visitor-1@example.com")[1]!;
    expect(moved.subject).toMatch(/moved|new time|changed/i);
    expect(parseIcs(moved.calendar!)).toMatchObject({
      method: "REQUEST",
      uid: `appt-${id}@example.com`,
      sequence: 1,
      localStart: "10:00",
      start: AFTER_DST.toISOString(),
    });
    expect(to("office@example.com")).toHaveLength(2);
    // The old time's reminder comes due: not sent. Then the new time's.
    moveClockTo(BEFORE_DST.getTime() - 24 * HOUR + 1000);
    await settle(leads);
    expect(to("visitor-1@example.com")).toHaveLength(2);
    moveClockTo(AFTER_DST.getTime() - 24 * HOUR + 1000);
    await waitFor(
      () => to("visitor-1@example.com").length,
      (count) => count >= 3,
    );
    await settle(leads);
    const reminders = to("visitor-1@example.com").filter((each) => /reminder/i.test(each.subject));
    expect(reminders).toHaveLength(1);
    expect(parseIcs(reminders[0]!.calendar!)).toMatchObject({ sequence: 1, start: AFTER_DST.toISOString() });
    const seats = await leads.appointments.takenSeats(BEFORE_DST, new Date(AFTER_DST.getTime() + HOUR));
    expect([...seats.keys()]).toEqual([
      AFTER_DST.toISOString(),
      new Date(AFTER_DST.getTime() + 15 * 60_000).toISOString(),
    ]);
  });

  it("sends the cancel as METHOD:CANCEL and no reminder after it", async () => {
    const leads = service();
    await leads.start();
    const id = await book(leads, BEFORE_DST);
    await waitFor(
      () => smtp.received.length,
      (count) => count >= 2,
    );
    expect(await leads.appointments.cancelAppointment(id, "the visitor cancelled")).toBe("cancelled");
    await waitFor(
      () => smtp.received.length,
      (count) => count >= 4,
    );
    const cancel = to("visitor-1@example.com")[1]!;
    expect(cancel.subject).toMatch(/cancel/i);
    expect(cancel.text).not.toContain("book/manage");
    expect(parseIcs(cancel.calendar!)).toMatchObject({
      method: "CANCEL",
      uid: `appt-${id}@example.com`,
      status: "CANCELLED",
    });
    moveClockTo(BEFORE_DST.getTime() - 24 * HOUR + 1000);
    await settle(leads);
    expect(to("visitor-1@example.com")).toHaveLength(2);
  });

  it("gives up on a refused address at once, without the address in the log, and still sends the office's", async () => {
    const leads = service();
    await leads.start();
    await book(leads, BEFORE_DST, 7, { email: "refused@example.com" });
    await waitFor(
      () => to("office@example.com").length,
      (count) => count >= 1,
    );
    await settle(leads);
    expect(to("refused@example.com")).toHaveLength(0);
    expect((await leads.health()).mail).toMatchObject({ dead: 1, waiting: 0 });
    const line = lines.find((each) => each.includes("is not tried again"));
    expect(line).toMatch(/SMTP 550/);
    expect(lines.join("\n")).not.toContain("refused@example.com");
  });

  it("sends a message cut off by a process that died mid-send once more, and the log says it may arrive twice", async () => {
    // A process queued the booking's messages, took them to send and died (kill -9) before recording anything.
    const crashed = createSubmissionStore(test.database, { mail: { reminderOffsetsMs: [24 * HOUR], office: true } });
    const accept = createAccept({ store: () => crashed, logger: { error: () => undefined, info: () => undefined } });
    const outcome = await accept("appointment", booking(BEFORE_DST), { appointment: checked(BEFORE_DST) });
    expect(outcome.outcome).toBe("accepted");
    const taken = await crashed.claim({ owner: "killed-process", now: Date.now(), leaseMs: 200, limit: 10 });
    expect(taken.map((each) => each.record.kind)).toEqual(["message", "message"]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const leads = service();
    await leads.start();
    await waitFor(
      () => smtp.received.length,
      (count) => count >= 2,
    );
    await settle(leads);
    expect([...smtp.countById().values()]).toEqual([1, 1]);
    const cutOff = lines.filter((line) => line.includes("was cut off"));
    expect(cutOff).toHaveLength(2);
    for (const line of cutOff) expect(line).toMatch(/same Message-ID: .* may arrive twice/);
  });

  it("keeps the e-mail while the SMTP server is down and sends it once it is back, across a restart", async () => {
    const port = smtp.port;
    await smtp.close();
    const first = service({ retryDelaysMs: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100] });
    await first.start();
    await book(first, BEFORE_DST);
    await waitFor(
      () => lines.filter((line) => line.includes("attempt 1 failed")).length,
      (count) => count >= 2,
    );
    await first.stop();
    smtp = await startSmtp({ port });
    const second = service();
    await second.start();
    await waitFor(
      () => smtp.received.length,
      (count) => count >= 2,
    );
    await settle(second);
    expect(smtp.received).toHaveLength(2);
    expect([...smtp.countById().values()]).toEqual([1, 1]);
  });
}
