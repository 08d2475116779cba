import { describe, expect, it } from "vitest";
import type { AppointmentSettings } from "@tupelo-medicare/content";
import { checkMove } from "./move-slot.js";

const SETTINGS: AppointmentSettings = {
  bookingEnabled: true,
  meetingTypes: [{ method: "phone", minutes: 30 }],
  capacity: 1,
  earliestStartHours: 2,
  daysAhead: 30,
  closedDates: [],
  weeklyHours: [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, opens: "09:00", closes: "17:00" })),
  timeZone: "America/Chicago",
  stepMinutes: 15,
};
const NOW = new Date("2027-03-01T12:00:00.000Z");
/** Tuesday 16 March 2027, 10:00 Central (CDT). */
const AT_TEN = "2027-03-16T15:00:00.000Z";
const appointment = { start: AT_TEN, end: "2027-03-16T15:30:00.000Z", method: "phone" };

describe("moving an appointment", () => {
  it("does not count the appointment's own seats as taken: it may move a quarter hour later onto its own half hour", async () => {
    const taken = new Map([
      ["2027-03-16T15:00:00.000Z", 1],
      ["2027-03-16T15:15:00.000Z", 1],
    ]);
    const moved = await checkMove(SETTINGS, appointment, "2027-03-16T15:15:00.000Z", {
      now: NOW,
      takenSeats: () => Promise.resolve(taken),
    });
    expect(moved).toEqual({
      ok: true,
      start: new Date("2027-03-16T15:15:00.000Z"),
      end: new Date("2027-03-16T15:45:00.000Z"),
      capacity: 1,
    });
  });

  it("refuses what a booking's check refuses: a time someone else holds, outside the hours", async () => {
    const others = new Map([["2027-03-17T15:00:00.000Z", 1]]);
    const full = await checkMove(SETTINGS, appointment, "2027-03-17T15:00:00.000Z", {
      now: NOW,
      takenSeats: () => Promise.resolve(others),
    });
    expect(full).toMatchObject({ ok: false, problem: "full" });
    const late = await checkMove(SETTINGS, appointment, "2027-03-16T23:00:00.000Z", {
      now: NOW,
      takenSeats: () => Promise.resolve(new Map<string, number>()),
    });
    expect(late).toMatchObject({ ok: false });
  });
});
