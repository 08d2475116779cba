/**
 * `pnpm appointments` (list, today, show, export, cancel) and what `pnpm leads find/erase` do with a person's
 * appointments and Scope of Appointment records, on SQLite and PostgreSQL, through the program as the office runs it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAccept } from "../accept.js";
import type { AppointmentContext } from "../appointment-body.js";
import { createSubmissionStore } from "../submission-store.js";
import type { SubmissionStore } from "../submission-store.js";
import { NOW, runProgram } from "../test-support/cli-fixtures.js";
import { DIALECTS, openTestDatabase } from "../test-support/test-database.js";
import type { TestDatabase } from "../test-support/test-database.js";
import { runAppointmentsProgram } from "./leads-program.js";
import type { LeadsProgramOptions } from "./leads-program.js";
import type { MoveSlot } from "./command-io.js";
import { officeMidnight, officeTime } from "./appointments-cli.js";

const SOA_TEXT = 'Only the products you chose, "nothing else", will be discussed.\nYou have no obligation to enrol.';

const booking = (start: Date, overrides: Record<string, unknown> = {}) => ({
  products: ["part-d", "medigap"],
  method: "office",
  start: start.toISOString(),
  minutes: 30,
  firstName: '=HYPERLINK("http://evil")',
  lastName: "Lovelace, Jr.",
  phone: "(662) 555-0142",
  email: "ada@example.com",
  zip: "38804",
  forWhom: "someone-else",
  beneficiaryFirstName: "Mae",
  beneficiaryLastName: "Lovelace",
  relationship: "daughter",
  soaVersion: "soa-v3",
  ...overrides,
});
const checked = (start: Date, capacity = 1): AppointmentContext => ({
  start,
  end: new Date(start.getTime() + 30 * 60_000),
  capacity,
  soa: { version: "soa-v3", text: SOA_TEXT },
  now: NOW,
  maxUpcomingPerContact: 10,
});

/** NOW is 2026-11-23T12:00Z, 06:00 in Chicago: 15:00Z is 09:00 the same office day, 2026-11-24T15:00Z tomorrow's. */
const TODAY_9 = new Date("2026-11-23T15:00:00.000Z");
const TOMORROW_9 = new Date("2026-11-24T15:00:00.000Z");
const YESTERDAY = new Date("2026-11-22T15:00:00.000Z");

describe("office times", () => {
  it("are America/Chicago's, across the DST change", () => {
    expect(officeTime("2026-11-23T15:00:00.000Z")).toBe("Mon 2026-11-23 09:00 CST");
    expect(officeTime("2026-07-01T15:00:00.000Z")).toBe("Wed 2026-07-01 10:00 CDT");
    expect(officeMidnight(2026, 11, 23).toISOString()).toBe("2026-11-23T06:00:00.000Z");
    expect(officeMidnight(2026, 3, 8).toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(officeMidnight(2026, 3, 9).toISOString()).toBe("2026-03-09T05:00:00.000Z");
  });
});

describe.each(DIALECTS)("pnpm appointments on %s", (dialect) => {
  let test: TestDatabase;
  let store: SubmissionStore;
  const ids: Record<string, string> = {};
  beforeEach(async () => {
    test = await openTestDatabase(dialect);
    store = createSubmissionStore(test.database);
    const accept = createAccept({ store: () => store, logger: { error: () => undefined, info: () => undefined } });
    for (const [name, start, extra] of [
      ["today", TODAY_9, {}],
      ["tomorrow", TOMORROW_9, { forWhom: "me", firstName: "Ada", lastName: "Lovelace", method: "phone" }],
      ["past", YESTERDAY, { email: "other@example.com", phone: "6625559999", forWhom: "me", firstName: "Bo" }],
    ] as const) {
      const outcome = await accept("appointment", booking(start, extra), { appointment: checked(start) });
      if (outcome.outcome !== "accepted") throw new Error(`${name} not accepted: ${outcome.outcome}`);
      ids[name] = outcome.id;
    }
  });
  afterEach(() => test.dispose());

  const run = async (...argv: string[]) => runWith({}, ...argv);
  const runWith = async (extra: Partial<LeadsProgramOptions>, ...argv: string[]) => {
    let stdout = "";
    let stderr = "";
    const code = await runAppointmentsProgram(argv, {
      dataDir: test.dataDir,
      databaseUrl: test.url || undefined,
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
      now: () => NOW,
      ...extra,
    });
    return { code, stdout, stderr };
  };
  const messages = async () =>
    (
      await test.database.db
        .selectFrom("submissions")
        .select(["body", "next_attempt_at"])
        .where("kind", "=", "message")
        .execute()
    ).map(
      (row) => JSON.parse(row.body) as { message: string; audience: string; appointmentId: string; sequence: number },
    );
  /** The site's check, as apps/web gives it: office hours 8 to 5 Chicago, 30 minutes, one seat. */
  const moveSlot: MoveSlot = (_appointment, start) => {
    const hour = Number(
      new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", hourCycle: "h23" }).format(
        new Date(start),
      ),
    );
    if (hour < 8 || hour >= 17)
      return Promise.resolve({ ok: false, message: "That time is outside our office hours." });
    return Promise.resolve({
      ok: true,
      start: new Date(start),
      end: new Date(Date.parse(start) + 30 * 60_000),
      capacity: 1,
    });
  };

  it("cancel ID with the e-mail on queues the visitor's and the office's cancel notices", async () => {
    const mail = { reminderOffsetsMs: [24 * 3_600_000], office: true };
    expect((await runWith({ mail }, "cancel", ids.tomorrow!)).code).toBe(0);
    expect(await messages()).toEqual([
      expect.objectContaining({ message: "cancelled", audience: "visitor", appointmentId: ids.tomorrow }),
      expect.objectContaining({ message: "cancelled", audience: "office", appointmentId: ids.tomorrow }),
    ]);
  });

  it("reschedule ID --at moves it (same id, sequence 1), queues the notices and a new reminder, and refuses what the schedule refuses", async () => {
    const mail = { reminderOffsetsMs: [24 * 3_600_000], office: true };
    const to = "2026-11-25T16:00:00.000Z";
    const moved = await runWith({ mail, moveSlot }, "reschedule", ids.tomorrow!, "--at", "2026-11-25T10:00:00-06:00");
    expect(moved).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Moved sub_.* from Tue 2026-11-24 09:00 CST to Wed 2026-11-25 10:00 CST/),
    });
    const record = await store.appointments.get(ids.tomorrow!);
    expect(record).toMatchObject({ start: to, sequence: 1, status: "booked" });
    expect(record!.soa!.products).toEqual(["part-d", "medigap"]);
    expect((await messages()).map((each) => [each.message, each.audience, each.sequence])).toEqual([
      ["moved", "visitor", 1],
      ["moved", "office", 1],
      ["reminder", "visitor", 1],
    ]);
    expect((await store.appointments.takenSeats(TOMORROW_9, new Date(TOMORROW_9.getTime() + 1))).size).toBe(0);
    const late = await runWith({ moveSlot }, "reschedule", ids.tomorrow!, "--at", "2026-11-25T20:00:00-06:00");
    expect(late).toMatchObject({ code: 1, stderr: expect.stringContaining("outside our office hours") });
    // Onto the time another appointment holds (one seat): refused, nothing changed.
    const onto = await runWith({ moveSlot }, "reschedule", ids.tomorrow!, "--at", TODAY_9.toISOString());
    expect(onto).toMatchObject({ code: 1, stderr: expect.stringContaining("just taken") });
    expect((await store.appointments.get(ids.tomorrow!))!.start).toBe(to);
    expect((await runWith({ moveSlot }, "reschedule", ids.tomorrow!, "--at", "tomorrow")).code).toBe(2);
    expect((await run("reschedule", ids.tomorrow!, "--at", to)).code).toBe(2);
    expect((await runWith({ moveSlot }, "reschedule", "sub_nope", "--at", to)).code).toBe(1);
  });

  it("list: the upcoming ones, soonest first, in office time, with an exact count", async () => {
    const { code, stdout } = await run("list");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Mon 2026-11-23 09:00 CST {2}30 min .*At our office .*Mae Lovelace .*booked .*sub_/);
    expect(lines[0]).toContain(ids.today);
    expect(lines[0]).toContain("Prescription drug plans (Part D); Medicare Supplement (Medigap)");
    expect(lines[1]).toMatch(/^Tue 2026-11-24 09:00 CST .*By phone .*Ada Lovelace/);
    expect(lines[2]).toMatch(/^2 upcoming appointments in .* \(times in America\/Chicago\)\./);
  });

  it("today: the office day's appointments only", async () => {
    const { code, stdout } = await run("today");
    expect(code).toBe(0);
    expect(stdout).toContain("Today, Mon 2026-11-23");
    expect(stdout).toContain(ids.today);
    expect(stdout).not.toContain(ids.tomorrow);
    expect(stdout).not.toContain(ids.past);
    expect(stdout).toMatch(/1 appointment booked today\.\n$/);
  });

  it("show: the appointment with its SOA record word for word; an unknown id exits 1", async () => {
    const { code, stdout } = await run("show", ids.today!);
    expect(code).toBe(0);
    expect(stdout).toContain("Scope of Appointment (version soa-v3)");
    expect(stdout).toContain('completed by: representative, =HYPERLINK("http://evil") Lovelace, Jr. (daughter)');
    expect(stdout).toContain(
      '    Only the products you chose, "nothing else", will be discussed.\n    You have no obligation to enrol.',
    );
    const missing = await run("show", "sub_nope");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^No appointment sub_nope in /);
  });

  it("export: CSV with every field quoted where needed and formulas made text; JSON whole", async () => {
    const csv = await run("export");
    expect(csv.code).toBe(0);
    const rows = csv.stdout.split("\r\n");
    expect(rows[0]).toBe(
      "id,status,start,end,timeZone,method,products,bookedAt,cancelledAt,cancelReason,beneficiaryFirstName,beneficiaryLastName,completedBy,representativeName,relationship,email,phone,zip,soaVersion,soaAgreedAt,soaMethod,soaText",
    );
    expect(rows).toHaveLength(5);
    const today = rows.find((row) => row.startsWith(ids.today!))!;
    expect(today).toContain(`"'=HYPERLINK(""http://evil"") Lovelace, Jr."`);
    expect(today).toContain(
      `"Only the products you chose, ""nothing else"", will be discussed.\nYou have no obligation to enrol."`,
    );
    expect(today).toContain(",Mon 2026-11-23 09:00 CST,");
    expect(csv.stderr).toMatch(/^Exported 3 appointments with their Scope of Appointment records \(csv\)/);
    const json = await run("export", "--format", "json", "--since", "2000-01-01");
    const parsed = JSON.parse(json.stdout) as Array<{ id: string; soa: { text: string } }>;
    expect(parsed.map((each) => each.id).sort()).toEqual([ids.today, ids.tomorrow, ids.past].sort());
    expect(parsed[0]!.soa.text).toBe(SOA_TEXT);
    expect((await run("export", "--since", "2999-01-01")).stderr).toMatch(/^Exported 0 appointments booked since/);
    expect((await run("export", "--format", "xml")).code).toBe(2);
  });

  it("cancel ID frees the time and says so; again changes nothing", async () => {
    const first = await run("cancel", ids.today!, "--reason", "called to cancel");
    expect(first).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Cancelled 1 appointment \(sub_/) });
    expect((await store.appointments.takenSeats(TODAY_9, new Date(TODAY_9.getTime() + 1))).size).toBe(0);
    expect((await run("cancel", ids.today!)).stdout).toMatch(/already cancelled; nothing changed \(0 appointments/);
    expect((await run("cancel", "sub_nope")).code).toBe(1);
    expect((await run("list")).stdout).toMatch(/1 upcoming appointment in/);
  });

  it("cancel --booked-since: without --yes counts and cancels nothing; with it cancels exactly those", async () => {
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const dry = await run("cancel", "--booked-since", since);
    expect(dry.code).toBe(1);
    expect(dry.stdout).toMatch(/^Would cancel 3 booked appointments booked from .* Nothing was cancelled: add --yes/);
    expect((await run("cancel", "--booked-since", since, "--booked-until", "2000-01-01")).code).toBe(2);
    const done = await run("cancel", "--booked-since", since, "--yes");
    expect(done.stdout).toMatch(/^Cancelled 3 appointments booked from /);
    expect((await run("cancel", "--booked-since", since, "--yes")).stdout).toMatch(/^Cancelled 0 appointments/);
    expect((await run("cancel", "--booked-since", "soon", "--yes")).code).toBe(2);
  });

  it("leads find lists the person's appointments and SOA records; erase keeps SOA records unless --include-soa", async () => {
    const found = await runProgram(["find", "ada@example.com"], {
      dataDir: test.dataDir,
      databaseUrl: test.url || undefined,
    });
    expect(found.code).toBe(0);
    expect(found.stdout).toContain("2 submissions in");
    expect(found.stdout).toContain("Appointments: 2 appointments and 2 Scope of Appointment records hold it");
    const json = JSON.parse(
      (
        await runProgram(["find", "6625550142", "--json"], {
          dataDir: test.dataDir,
          databaseUrl: test.url || undefined,
        })
      ).stdout,
    ) as { appointments: Array<{ id: string; soa: { text: string } }> };
    expect(json.appointments.map((each) => each.id).sort()).toEqual([ids.today, ids.tomorrow].sort());
    expect(json.appointments[0]!.soa.text).toBe(SOA_TEXT);

    const erased = await runProgram(["erase", "ada@example.com"], {
      dataDir: test.dataDir,
      databaseUrl: test.url || undefined,
    });
    expect(erased.code).toBe(0);
    expect(erased.stdout).toMatch(
      /^Erased 2 submissions \(2 consent records, 0 delivery attempts, 0 visitor keys\), 2 appointments, 0 Scope of Appointment records and 0 files of the old store of one person\. Kept 2 Scope of Appointment records \(.*\): CMS requires Scope of Appointment records to be kept 10 years/,
    );
    expect(await store.appointments.get(ids.today!)).toBeNull();
    expect(await store.appointments.get(ids.past!)).not.toBeNull();
    expect((await store.appointments.takenSeats(TODAY_9, new Date(TODAY_9.getTime() + 1))).size).toBe(0);
    const soa = await test.database.db.selectFrom("soa_records").select("appointment_id").execute();
    expect(soa.map((row) => row.appointment_id).sort()).toEqual([ids.today, ids.tomorrow, ids.past].sort());

    const after = await runProgram(["find", "ada@example.com"], {
      dataDir: test.dataDir,
      databaseUrl: test.url || undefined,
    });
    expect(after.stdout).toContain("0 appointments and 2 Scope of Appointment records hold it");
    const all = await runProgram(["erase", "ada@example.com", "--include-soa"], {
      dataDir: test.dataDir,
      databaseUrl: test.url || undefined,
    });
    expect(all.stdout).toMatch(/^Erased 0 submissions .*, 0 appointments, 2 Scope of Appointment records and/);
    expect(all.stdout).not.toContain("Kept");
    const left = await test.database.db.selectFrom("soa_records").select("appointment_id").execute();
    expect(left.map((row) => row.appointment_id)).toEqual([ids.past]);
  });
});
