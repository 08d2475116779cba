/**
 * Appointments through the one mechanism (accept → store → queue), on SQLite and PostgreSQL: a seat the database
 * guarantees (20 visitors at once for the last seat: one booked), the per-contact limit, the SOA record kept exactly
 * and outliving its submission, its own retention, and the delivered body and signature.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerOf, createAccept, CONTACT_LIMIT_MESSAGE, SLOT_TAKEN_MESSAGE } from "./accept.js";
import type { AcceptContext, AcceptOutcome } from "./accept.js";
import type { AppointmentContext } from "./appointment-body.js";
import { createLeadsService } from "./leads-service.js";
import type { LeadsService } from "./leads-service.js";
import { startMaintenance } from "./maintenance.js";
import { createSubmissionStore } from "./submission-store.js";
import type { SubmissionStore } from "./submission-store.js";
import { startReceiver } from "./test-support/receiver.js";
import type { Receiver } from "./test-support/receiver.js";
import { DIALECTS, openTestDatabase } from "./test-support/test-database.js";
import type { TestDatabase } from "./test-support/test-database.js";

const START = new Date("2027-03-08T15:00:00.000Z");
const SOA_TEXT =
  "You agree to discuss only the products you chose. You have no obligation to enrol. The agent is not from Medicare.";

export const booking = (overrides: Record<string, unknown> = {}) => ({
  products: ["part-d", "medigap"],
  method: "phone",
  start: START.toISOString(),
  minutes: 30,
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(662) 555-0142",
  email: "Ada@Example.com",
  zip: "38804",
  forWhom: "me",
  soaVersion: "soa-v3",
  source: "Book an Appointment",
  ...overrides,
});

const checked = (overrides: Partial<AppointmentContext> = {}): AppointmentContext => ({
  start: START,
  end: new Date(START.getTime() + 30 * 60_000),
  capacity: 1,
  soa: { version: "soa-v3", text: SOA_TEXT },
  now: new Date("2027-03-01T12:00:00.000Z"),
  timeZone: "America/Chicago",
  ...overrides,
});

/** A different visitor for each index (its own e-mail and phone), so the contact limit is not what refuses. */
const visitor = (index: number) => ({
  email: `visitor-${index}@example.com`,
  phone: `662555${String(1000 + index).padStart(4, "0")}`,
});

describe.each(DIALECTS)("appointments on %s", (dialect) => {
  let test: TestDatabase;
  let store: SubmissionStore;
  beforeEach(async () => {
    test = await openTestDatabase(dialect);
    store = createSubmissionStore(test.database);
  });
  afterEach(() => test.dispose());

  const acceptOn = (on: SubmissionStore) =>
    createAccept({ store: () => on, logger: { error: () => undefined, info: () => undefined } });

  it("gives the last seat to exactly one of 20 visitors booking it at once; the 19 others are told it was taken", async () => {
    const accept = acceptOn(store);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        accept("appointment", booking(visitor(index)), { appointment: checked() }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.outcome === "accepted")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === "slot-taken")).toHaveLength(19);
    expect(await store.appointments.takenSeats(START, new Date(START.getTime() + 1))).toEqual(
      new Map([[START.toISOString(), 1]]),
    );
    // Nothing of the 19 was kept: one submission, one appointment, one SOA record, one consent record, and the
    // half hour's two quarter-hour seats.
    for (const [table, rows] of [
      ["submissions", 1],
      ["appointments", 1],
      ["soa_records", 1],
      ["consent_records", 1],
      ["appointment_seats", 2],
    ] as const)
      expect(
        Number(
          (
            await test.database.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as("count"))
              .executeTakeFirst()
          )?.count,
        ),
        table,
      ).toBe(rows);
  });

  it("books two of many at once when two can meet at that time", async () => {
    const accept = acceptOn(store);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        accept("appointment", booking(visitor(index)), { appointment: checked({ capacity: 2 }) }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.outcome === "accepted")).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.outcome === "slot-taken")).toHaveLength(8);
    const seats = await test.database.db.selectFrom("appointment_seats").select("seat").orderBy("seat").execute();
    // Each holds one seat in both quarter hours of its half hour.
    expect(seats.map((row) => Number(row.seat))).toEqual([1, 1, 2, 2]);
  });

  it("holds a seat in every quarter hour a meeting covers, so a longer meeting and a later call never overlap past the capacity", async () => {
    const accept = acceptOn(store);
    const minutes = (offset: number) => new Date(START.getTime() + offset * 60_000);
    // One agent: a 45-minute office meeting at the start holds its three quarter hours.
    const office = await accept("appointment", booking({ method: "office", minutes: 45 }), {
      appointment: checked({ end: minutes(45) }),
    });
    expect(office.outcome).toBe("accepted");
    expect(await store.appointments.takenSeats(START, minutes(60))).toEqual(
      new Map([0, 15, 30].map((offset) => [minutes(offset).toISOString(), 1])),
    );
    // A 30-minute call starting 30 minutes in would overlap its last quarter hour: refused, nothing kept.
    const overlapping = await accept("appointment", booking({ ...visitor(1), start: minutes(30).toISOString() }), {
      appointment: checked({ start: minutes(30), end: minutes(60) }),
    });
    expect(overlapping).toEqual({ outcome: "slot-taken" });
    // Starting when the meeting ends, it is booked.
    const after = await accept("appointment", booking({ ...visitor(2), start: minutes(45).toISOString() }), {
      appointment: checked({ start: minutes(45), end: minutes(75) }),
    });
    expect(after.outcome).toBe("accepted");
  });

  it("refuses a third upcoming booking by one e-mail or phone, and a cancelled one frees it", async () => {
    const accept = acceptOn(store);
    const at = (hours: number, extra: Record<string, unknown> = {}) => {
      const start = new Date(START.getTime() + hours * 3_600_000);
      return accept("appointment", booking({ start: start.toISOString(), ...extra }), {
        appointment: checked({ start, end: new Date(start.getTime() + 1_800_000) }),
      });
    };
    const first = await at(0);
    expect((await at(1)).outcome).toBe("accepted");
    const third = await at(2);
    expect(third).toEqual({ outcome: "contact-limit" });
    expect(answerOf(third)).toEqual({
      status: 409,
      body: { ok: false, error: CONTACT_LIMIT_MESSAGE, reason: "contact-limit" },
      headers: {},
    });
    // The same phone under another e-mail is the same contact.
    expect((await at(3, { email: "someone-else@example.com", phone: "+1 662 555 0142" })).outcome).toBe(
      "contact-limit",
    );
    // Nothing of the refused ones was kept.
    expect((await store.counts()).total).toBe(2);
    if (first.outcome !== "accepted") throw new Error("the first booking was not accepted");
    expect((await store.appointments.cancel(first.id, "test")).status).toBe("cancelled");
    expect((await at(2)).outcome).toBe("accepted");
  });

  it("lets an appointment already over not count toward the limit", async () => {
    const accept = acceptOn(store);
    for (const hours of [0, 1]) {
      const start = new Date(START.getTime() + hours * 3_600_000);
      const outcome = await accept("appointment", booking({ start: start.toISOString() }), {
        appointment: checked({ start, end: new Date(start.getTime() + 1_800_000) }),
      });
      expect(outcome.outcome).toBe("accepted");
    }
    const later = new Date(START.getTime() + 48 * 3_600_000);
    const outcome = await accept("appointment", booking({ start: later.toISOString() }), {
      appointment: checked({ start: later, end: new Date(later.getTime() + 1_800_000), now: START }),
    });
    // At START, the first appointment (starting at START) is no longer upcoming.
    expect(outcome.outcome).toBe("accepted");
  });

  it("keeps the SOA record with the wording exactly as served; it outlives its submission's purge", async () => {
    const accept = acceptOn(store);
    const outcome = await accept(
      "appointment",
      booking({
        forWhom: "someone-else",
        beneficiaryFirstName: "Mae",
        beneficiaryLastName: "Lovelace",
        relationship: "daughter",
      }),
      { appointment: checked() },
    );
    if (outcome.outcome !== "accepted") throw new Error(`not accepted: ${outcome.outcome}`);
    const before = await store.appointments.get(outcome.id);
    expect(before?.soa).toEqual({
      appointmentId: outcome.id,
      products: ["part-d", "medigap"],
      version: "soa-v3",
      text: SOA_TEXT,
      completedBy: "representative",
      representative: { name: "Ada Lovelace", relationship: "daughter" },
      method: "online form",
      agreedAt: expect.any(String),
      appointment: { start: START.toISOString(), end: "2027-03-08T15:30:00.000Z" },
      beneficiary: { firstName: "Mae", lastName: "Lovelace" },
      contact: { email: "Ada@Example.com", phone: "(662) 555-0142", zip: "38804" },
    });
    const purged = await store.purge(Date.now() + 60_000);
    expect(purged.removed.kept).toBe(1);
    expect(await store.get(outcome.id)).toBeNull();
    const after = await store.appointments.get(outcome.id);
    expect(after?.soa).toEqual(before?.soa);
    expect(after?.status).toBe("booked");
  });

  it("purges appointments and SOA records only after SOA_RETENTION_DAYS, by the housekeeping", async () => {
    const accept = acceptOn(store);
    const outcome = await accept("appointment", booking(), { appointment: checked() });
    if (outcome.outcome !== "accepted") throw new Error("not accepted");
    const DAY = 86_400_000;
    const run = async (days: number, soaRetentionDays: number) => {
      const maintenance = startMaintenance({
        store,
        retentionDays: 30,
        soaRetentionDays,
        now: () => Date.now() + days * DAY,
        firstPurgeMs: 3_600_000,
        log: () => undefined,
      });
      try {
        await maintenance.purgeNow();
      } finally {
        maintenance.stop();
      }
    };
    await run(40, 3653);
    expect(await store.get(outcome.id)).toBeNull();
    const kept = await store.appointments.get(outcome.id);
    expect(kept?.soa?.text).toBe(SOA_TEXT);
    await run(3654, 3653);
    expect(await store.appointments.get(outcome.id)).toBeNull();
    expect(await test.database.db.selectFrom("soa_records").selectAll().execute()).toEqual([]);
  });

  it("answers a repeated Idempotency-Key as a duplicate, never a second booking", async () => {
    const accept = acceptOn(store);
    const context: AcceptContext = { key: "booking-key-1234", appointment: checked({ capacity: 3 }) };
    const first = await accept("appointment", booking(), context);
    const again = await accept("appointment", booking(), context);
    expect(first.outcome).toBe("accepted");
    expect(again).toEqual({ outcome: "duplicate", id: first.outcome === "accepted" ? first.id : "" });
    expect(await store.appointments.takenSeats(START, new Date(START.getTime() + 1))).toEqual(
      new Map([[START.toISOString(), 1]]),
    );
  });

  it("cancels a flood by when it was booked, freeing the seats, and counts exactly", async () => {
    const accept = acceptOn(store);
    for (let index = 0; index < 5; index += 1)
      expect(
        (await accept("appointment", booking(visitor(index)), { appointment: checked({ capacity: 5 }) })).outcome,
      ).toBe("accepted");
    expect(await store.appointments.cancelBooked({ bookedSince: new Date(Date.now() - 60_000), reason: "flood" })).toBe(
      5,
    );
    expect(await store.appointments.cancelBooked({ bookedSince: new Date(Date.now() - 60_000), reason: "flood" })).toBe(
      0,
    );
    expect((await store.appointments.takenSeats(START, new Date(START.getTime() + 1))).size).toBe(0);
    const events = await test.database.db
      .selectFrom("submissions")
      .select(["body", "state"])
      .where("body", "like", "%appointment.cancelled%")
      .execute();
    expect(events).toHaveLength(5);
    // The bookings were kept for the office (no webhook): their cancellations are too.
    expect(events.every((event) => event.state === "kept")).toBe(true);
  });
});

describe("accepting an appointment", () => {
  let test: TestDatabase;
  let store: SubmissionStore;
  beforeEach(async () => {
    test = await openTestDatabase("sqlite");
    store = createSubmissionStore(test.database);
  });
  afterEach(() => test.dispose());

  it("is refused (nothing kept, the reason logged) when the door gives no checked time", async () => {
    const errors: string[] = [];
    const accept = createAccept({
      store: () => store,
      logger: { error: (line: string) => void errors.push(line), info: () => undefined },
    });
    const outcome: AcceptOutcome = await accept("appointment", booking(), {});
    expect(outcome).toMatchObject({ outcome: "refused", reason: "unavailable" });
    expect(errors.join("\n")).toMatch(/no context\.appointment/);
    expect((await store.counts()).total).toBe(0);
  });

  it("says a time that differs from the one checked, or an SOA version not served, is invalid", async () => {
    const accept = createAccept({ store: () => store });
    expect(
      await accept("appointment", booking({ start: "2027-03-08T16:00:00.000Z" }), { appointment: checked() }),
    ).toEqual({
      outcome: "invalid",
      errors: { start: "Select a time" },
      issues: [{ field: "start", message: "Select a time" }],
    });
    const stale = await accept("appointment", booking({ soaVersion: "soa-v2" }), { appointment: checked() });
    expect(stale).toMatchObject({ outcome: "invalid", errors: { soaVersion: expect.stringMatching(/changed/) } });
    expect((await store.counts()).total).toBe(0);
  });

  it("maps a taken slot to 409 with its plain message", () => {
    expect(answerOf({ outcome: "slot-taken" })).toEqual({
      status: 409,
      body: { ok: false, error: SLOT_TAKEN_MESSAGE, reason: "slot-taken" },
      headers: {},
    });
    expect(SLOT_TAKEN_MESSAGE).toBe("That time was just taken.");
  });
});

describe("appointments across services and delivery", () => {
  let services: LeadsService[];
  let receivers: Receiver[];
  let dirs: string[];
  beforeEach(() => {
    services = [];
    receivers = [];
    dirs = [];
  });
  afterEach(async () => {
    for (const each of services) await each.stop();
    for (const receiver of receivers) await receiver.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "appointments-"));
    dirs.push(dir);
    return dir;
  };

  it("gives the last seat to one of 20 visitors spread over two services sharing one PostgreSQL", async () => {
    const test = await openTestDatabase("postgres");
    try {
      const make = () => {
        const made = createLeadsService({
          dataDir: tempDir(),
          databaseUrl: test.url,
          webhooks: {},
          retryDelaysMs: [100],
          rateLimitPerMinute: 0,
          retentionDays: 1826,
          log: () => undefined,
        });
        services.push(made);
        return made;
      };
      const [one, two] = [make(), make()];
      await Promise.all([one.start(), two.start()]);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 ? two : one).accept("appointment", booking(visitor(index)), { appointment: checked() }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.outcome === "accepted")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.outcome === "slot-taken")).toHaveLength(19);
      expect((await one.health()).appointments).toMatchObject({ upcoming: 1, waitingForDelivery: 0 });
    } finally {
      await test.dispose();
    }
  });

  it("delivers the documented body, signed, to the appointment webhook, and then its cancellation", async () => {
    const receiver = await startReceiver(200);
    receivers.push(receiver);
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const leads = createLeadsService({
      dataDir: tempDir(),
      webhooks: { lead: `${receiver.origin}/lead`, appointment: receiver.url },
      webhookSecret: secret,
      retryDelaysMs: [100],
      rateLimitPerMinute: 0,
      retentionDays: 1826,
      log: () => undefined,
      wording: () => Promise.resolve({ brand: "Example Medicare", weekdayHours: "Mon-Fri 9-5" }),
      pollMs: 50,
    });
    services.push(leads);
    await leads.start();
    const outcome = await leads.accept(
      "appointment",
      { ...booking(), submissionContext: { page: "/medicare-part-d" } },
      { appointment: checked(), key: "appointment-key-1" },
    );
    expect(outcome).toMatchObject({ outcome: "accepted", delivery: "queued" });
    if (outcome.outcome !== "accepted") return;
    await leads.queue()!.idle();
    expect(receiver.received).toHaveLength(1);
    const [delivered] = receiver.received;
    expect(delivered!.path).toBe("/hook");
    const body = new Webhook(secret).verify(delivered!.body, delivered!.headerValues) as Record<string, unknown>;
    expect(delivered!.idempotencyKey).toBe(`appointment-${outcome.id}`);
    expect(body).toEqual({
      type: "appointment",
      id: outcome.id,
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      person: {
        firstName: "Ada",
        lastName: "Lovelace",
        phone: "(662) 555-0142",
        email: "Ada@Example.com",
        zip: "38804",
      },
      beneficiary: { firstName: "Ada", lastName: "Lovelace" },
      representative: null,
      meeting: {
        method: "phone",
        start: "2027-03-08T15:00:00.000Z",
        end: "2027-03-08T15:30:00.000Z",
        minutes: 30,
        timeZone: "America/Chicago",
      },
      products: [
        { id: "part-d", label: "Prescription drug plans (Part D)" },
        { id: "medigap", label: "Medicare Supplement (Medigap)" },
      ],
      soa: {
        version: "soa-v3",
        text: SOA_TEXT,
        agreedAt: body.receivedAt,
        completedBy: "beneficiary",
        method: "online form",
      },
      consent: { disclosureVersion: expect.stringMatching(/^sha256:/), tpmoDisclaimerVersion: null },
      page: "/medicare-part-d",
      source: "Book an Appointment",
    });
    expect(await leads.appointments.cancelAppointment(outcome.id, "the visitor called")).toBe("cancelled");
    expect(await leads.appointments.cancelAppointment(outcome.id, "again")).toBe("already-cancelled");
    await leads.queue()!.idle();
    expect(receiver.received).toHaveLength(2);
    const cancelled = new Webhook(secret).verify(receiver.received[1]!.body, receiver.received[1]!.headerValues);
    expect(cancelled).toEqual({
      type: "appointment.cancelled",
      id: outcome.id,
      cancelledAt: expect.any(String),
      reason: "the visitor called",
      meeting: { start: "2027-03-08T15:00:00.000Z", end: "2027-03-08T15:30:00.000Z" },
    });
    expect(await leads.appointments.takenSeats(START, new Date(START.getTime() + 1))).toEqual(new Map());
  });
});
