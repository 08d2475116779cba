import { describe, expect, it } from "vitest";
import { SOA_VERSION, soaStatements } from "@tupelo-medicare/appointments";
import type { AppointmentSettings } from "@tupelo-medicare/content";
import { EMPTY_ANSWERS } from "./booking-answers.js";
import type { BookingAnswers } from "./booking-answers.js";
import { DAYS_PER_PAGE, intentOf, meetingOptions, pageAfter, stepView } from "./booking-flow.js";
import type { BookingContext } from "./booking-flow.js";

const settings: AppointmentSettings = {
  bookingEnabled: true,
  meetingTypes: [
    { method: "video", minutes: 30 },
    { method: "phone", minutes: 20 },
  ],
  capacity: 1,
  earliestStartHours: 2,
  daysAhead: 21,
  closedDates: ["2026-12-09"],
  weeklyHours: [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, opens: "09:00", closes: "12:00" })),
  timeZone: "America/Chicago",
  stepMinutes: null,
};
// Monday, December 7, 2026, 6:00 AM in Tupelo.
const now = new Date("2026-12-07T12:00:00.000Z");
const context = (taken = new Map<string, number>()): BookingContext => ({
  settings,
  takenSeats: () => Promise.resolve(taken),
  now,
});

const complete: BookingAnswers = {
  ...EMPTY_ANSWERS,
  products: ["part-d"],
  method: "phone",
  start: "2026-12-07T15:00:00.000Z",
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "(662) 555-0100",
  email: "ada@example.com",
  zip: "38801",
  forWhom: "me",
};

describe("intentOf", () => {
  it("reads the button pressed and the step its form is; anything else is Continue on the first question", () => {
    const form = (values: Record<string, string>) => new URLSearchParams(values);
    expect(intentOf(form({ step: "how", go: "continue" }))).toEqual({ go: "continue", step: "how" });
    expect(intentOf(form({ step: "when", go: "back" }))).toEqual({ go: "back", step: "when" });
    expect(intentOf(form({ step: "check", go: "change-about" }))).toEqual({ go: "change", step: "about" });
    expect(intentOf(form({ step: "when", go: "more" }))).toEqual({ go: "more" });
    expect(intentOf(form({ step: "check", go: "confirm" }))).toEqual({ go: "confirm" });
    expect(intentOf(form({ step: "admin", go: "change-admin" }))).toEqual({ go: "continue", step: "what" });
    expect(intentOf(form({}))).toEqual({ go: "continue", step: "what" });
  });
});

describe("pageAfter", () => {
  it("goes forward a step on Continue, back one on Back, and stays with the messages when a step is unanswered", () => {
    expect(pageAfter({ go: "continue", step: "what" }, complete, false)).toEqual({
      page: "how",
      errors: {},
      changing: false,
    });
    expect(pageAfter({ go: "continue", step: "about" }, complete, false)).toMatchObject({ page: "check" });
    expect(pageAfter({ go: "back", step: "when" }, complete, false)).toMatchObject({ page: "how" });
    expect(pageAfter({ go: "back", step: "what" }, complete, false)).toMatchObject({ page: "what" });
    expect(pageAfter({ go: "continue", step: "what" }, EMPTY_ANSWERS, false)).toEqual({
      page: "what",
      errors: { products: "Select at least one thing you'd like to talk about" },
      changing: false,
    });
  });

  it("opens the step a Change names, and its Continue returns to Check your answers", () => {
    expect(pageAfter({ go: "change", step: "how" }, complete, false)).toEqual({
      page: "how",
      errors: {},
      changing: true,
    });
    expect(pageAfter({ go: "continue", step: "how" }, complete, true)).toEqual({
      page: "check",
      errors: {},
      changing: false,
    });
    // A changed method clears no time here, but a changed answer that leaves a later step unanswered goes there.
    expect(pageAfter({ go: "continue", step: "how" }, { ...complete, start: "" }, true)).toEqual({
      page: "when",
      errors: {},
      changing: true,
    });
  });

  it("Confirm with every answer given confirms; with one missing (a tampered form) shows that question's message", () => {
    expect(pageAfter({ go: "confirm" }, complete, false)).toEqual({ confirm: true });
    expect(pageAfter({ go: "confirm" }, { ...complete, email: "" }, false)).toMatchObject({
      page: "about",
      changing: true,
      errors: { email: expect.any(String) as string },
    });
  });
});

describe("stepView", () => {
  it("offers the settings' meeting types in the question's order with their lengths", () => {
    expect(meetingOptions(settings)).toEqual([
      { id: "phone", label: "By phone", minutes: 20 },
      { id: "video", label: "By video call", minutes: 30 },
    ]);
  });

  it("lists the open days in the office's zone with the method's length, leaving out closed days and full seats", async () => {
    const view = await stepView("when", complete, context(new Map([["2026-12-08T15:00:00.000Z", 1]])));
    const days = view.when!.days;
    expect(days).toHaveLength(DAYS_PER_PAGE);
    expect(days[0]!.label).toBe("Monday, December 7");
    // 6:00 AM now with 2 hours' notice: the earliest start is 8:00 AM, so the day opens at 9:00 AM.
    expect(days[0]!.slots[0]!.timeLabel).toBe("9:00 AM");
    // 20-minute phone calls from 9:00 to 12:00.
    expect(days[0]!.slots.map((slot) => slot.timeLabel)).toContain("11:40 AM");
    // December 8 9:00 AM is taken, December 9 is closed.
    expect(days[1]!.slots[0]!.timeLabel).toBe("9:20 AM");
    expect(days.map((day) => day.date)).not.toContain("2026-12-09");
    expect(view.when!.zoneName).toBe("Central Time");
    expect(view.when!.zoneNote).toBeNull();
    expect(view.when!.more).toBe(true);
  });

  it("notes the visitor's own zone when it differs, and shows a week more per 'Show more days'", async () => {
    const view = await stepView("when", { ...complete, zone: "America/New_York", more: 1 }, context());
    expect(view.when!.zoneNote).toMatch(/Eastern Time/);
    expect(view.when!.days).toHaveLength(DAYS_PER_PAGE * 2);
  });

  it("says the meeting and the Scope of Appointment statements on Check, and the calendar link on Done", async () => {
    const check = await stepView("check", complete, context());
    expect(check.summary).toEqual({
      day: "Monday, December 7",
      time: "9:00 AM",
      method: "By phone",
      minutes: 20,
      products: ["part-d"],
      zoneName: "Central Time",
    });
    expect(check.soa).toEqual({ version: SOA_VERSION, statements: [...soaStatements()] });
    const done = await stepView("done", complete, context());
    expect(done.calendarHref).toBe("/book/calendar.ics?start=2026-12-07T15%3A00%3A00.000Z&minutes=20&method=phone");
    expect(done.soa).toBeUndefined();
  });
});
