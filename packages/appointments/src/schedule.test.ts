import { describe, expect, it } from "vitest";
import {
  SLOT_PROBLEM_MESSAGES,
  checkSlot,
  nearestOpen,
  openDays,
  scheduleRulesProblems,
  seatCells,
  slotWindow,
} from "./schedule.js";
import type { ScheduleRules, TakenSeats, WeeklyHours } from "./schedule.js";

const NONE: TakenSeats = new Map();

function weekdays(opens: string, closes: string): WeeklyHours[] {
  return ([1, 2, 3, 4, 5] as const).map((day) => ({ day, opens, closes }));
}

function everyDay(opens: string, closes: string): WeeklyHours[] {
  return ([0, 1, 2, 3, 4, 5, 6] as const).map((day) => ({ day, opens, closes }));
}

const office: ScheduleRules = {
  timeZone: "America/Chicago",
  weeklyHours: weekdays("09:00", "17:00"),
  closedDates: [],
  capacity: 2,
  earliestStartHours: 0,
  daysAhead: 7,
};

// Monday, December 7, 2026, 8:00 AM Central (CST, UTC-6).
const mondayMorning = new Date("2026-12-07T14:00:00.000Z");

describe("openDays", () => {
  it("offers the office's weekday hours as 9:00 AM Central and on, each meeting ending by closing time", () => {
    const { days } = openDays(office, { now: mondayMorning, minutes: 60, taken: NONE, days: 1 });
    expect(days).toHaveLength(1);
    const [monday] = days;
    expect(monday?.date).toBe("2026-12-07");
    expect(monday?.label).toBe("Monday, December 7");
    expect(monday?.slots.map((slot) => slot.timeLabel)).toEqual([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
    ]);
    expect(monday?.slots[0]).toEqual({
      start: "2026-12-07T15:00:00.000Z",
      end: "2026-12-07T16:00:00.000Z",
      date: "2026-12-07",
      timeLabel: "9:00 AM",
      seatsLeft: 2,
    });
  });

  it("steps start times by stepMinutes when set, and a meeting that would run past closing is not offered", () => {
    const rules = { ...office, stepMinutes: 30, weeklyHours: [{ day: 1 as const, opens: "09:00", closes: "11:00" }] };
    const { days } = openDays(rules, { now: mondayMorning, minutes: 60, taken: NONE, days: 1 });
    expect(days[0]?.slots.map((slot) => slot.timeLabel)).toEqual(["9:00 AM", "9:30 AM", "10:00 AM"]);
  });

  it("offers several ranges a day, and a time two overlapping ranges share only once", () => {
    const rules = {
      ...office,
      weeklyHours: [
        { day: 1 as const, opens: "13:00", closes: "15:00" },
        { day: 1 as const, opens: "09:00", closes: "11:00" },
        { day: 1 as const, opens: "10:00", closes: "12:00" },
      ],
    };
    const { days } = openDays(rules, { now: mondayMorning, minutes: 60, taken: NONE, days: 1 });
    expect(days[0]?.slots.map((slot) => slot.timeLabel)).toEqual([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "1:00 PM",
      "2:00 PM",
    ]);
  });

  it("gives 9:00 AM local on both sides of the first Sunday of November 2026, with the right UTC instants", () => {
    const rules = { ...office, weeklyHours: everyDay("09:00", "10:00") };
    // Thursday, October 29, 2026, 7:00 AM CDT.
    const { days } = openDays(rules, { now: new Date("2026-10-29T12:00:00.000Z"), minutes: 60, taken: NONE, days: 6 });
    expect(days.map((day) => [day.date, day.slots[0]?.timeLabel, day.slots[0]?.start])).toEqual([
      ["2026-10-29", "9:00 AM", "2026-10-29T14:00:00.000Z"],
      ["2026-10-30", "9:00 AM", "2026-10-30T14:00:00.000Z"],
      ["2026-10-31", "9:00 AM", "2026-10-31T14:00:00.000Z"],
      ["2026-11-01", "9:00 AM", "2026-11-01T15:00:00.000Z"],
      ["2026-11-02", "9:00 AM", "2026-11-02T15:00:00.000Z"],
      ["2026-11-03", "9:00 AM", "2026-11-03T15:00:00.000Z"],
    ]);
  });

  it("gives 9:00 AM local on both sides of the second Sunday of March 2027, with the right UTC instants", () => {
    const rules = { ...office, weeklyHours: everyDay("09:00", "10:00") };
    // Thursday, March 11, 2027, 6:00 AM CST.
    const { days } = openDays(rules, { now: new Date("2027-03-11T12:00:00.000Z"), minutes: 60, taken: NONE, days: 6 });
    expect(days.map((day) => [day.date, day.slots[0]?.timeLabel, day.slots[0]?.start])).toEqual([
      ["2027-03-11", "9:00 AM", "2027-03-11T15:00:00.000Z"],
      ["2027-03-12", "9:00 AM", "2027-03-12T15:00:00.000Z"],
      ["2027-03-13", "9:00 AM", "2027-03-13T15:00:00.000Z"],
      ["2027-03-14", "9:00 AM", "2027-03-14T14:00:00.000Z"],
      ["2027-03-15", "9:00 AM", "2027-03-15T14:00:00.000Z"],
      ["2027-03-16", "9:00 AM", "2027-03-16T14:00:00.000Z"],
    ]);
  });

  it("skips the wall times that do not exist on the spring-forward day (2:00 and 2:30 AM, March 14, 2027)", () => {
    const rules = { ...office, weeklyHours: [{ day: 0 as const, opens: "00:00", closes: "04:00" }] };
    const { days } = openDays(rules, { now: new Date("2027-03-13T12:00:00.000Z"), minutes: 30, taken: NONE, days: 1 });
    expect(days[0]?.date).toBe("2027-03-14");
    expect(days[0]?.slots.map((slot) => [slot.timeLabel, slot.start])).toEqual([
      ["12:00 AM", "2027-03-14T06:00:00.000Z"],
      ["12:30 AM", "2027-03-14T06:30:00.000Z"],
      ["1:00 AM", "2027-03-14T07:00:00.000Z"],
      ["1:30 AM", "2027-03-14T07:30:00.000Z"],
      ["3:00 AM", "2027-03-14T08:00:00.000Z"],
      ["3:30 AM", "2027-03-14T08:30:00.000Z"],
    ]);
  });

  it("offers an ambiguous fall-back wall time once, at its first instant (1:00 and 1:30 AM CDT, November 1, 2026)", () => {
    const rules = { ...office, weeklyHours: [{ day: 0 as const, opens: "00:00", closes: "03:00" }] };
    const { days } = openDays(rules, { now: new Date("2026-10-31T12:00:00.000Z"), minutes: 30, taken: NONE, days: 1 });
    expect(days[0]?.slots.map((slot) => [slot.timeLabel, slot.start])).toEqual([
      ["12:00 AM", "2026-11-01T05:00:00.000Z"],
      ["12:30 AM", "2026-11-01T05:30:00.000Z"],
      ["1:00 AM", "2026-11-01T06:00:00.000Z"],
      ["1:30 AM", "2026-11-01T06:30:00.000Z"],
      ["2:00 AM", "2026-11-01T08:00:00.000Z"],
      ["2:30 AM", "2026-11-01T08:30:00.000Z"],
    ]);
  });

  it("offers nothing on closed dates or on days without hours", () => {
    const rules = { ...office, closedDates: ["2026-12-08"] };
    const { days } = openDays(rules, { now: mondayMorning, minutes: 60, taken: NONE, days: 4 });
    expect(days.map((day) => day.date)).toEqual(["2026-12-07", "2026-12-09", "2026-12-10", "2026-12-11"]);
  });

  it("counts taken seats against capacity and leaves out a time with no seat left", () => {
    const taken = new Map([
      ["2026-12-07T15:00:00.000Z", 2],
      // The same instant written without milliseconds still counts.
      ["2026-12-07T16:00:00Z", 1],
    ]);
    const { days } = openDays(office, { now: mondayMorning, minutes: 60, taken, days: 1 });
    const slots = days[0]?.slots ?? [];
    expect(slots.find((slot) => slot.timeLabel === "9:00 AM")).toBeUndefined();
    expect(slots.find((slot) => slot.timeLabel === "10:00 AM")?.seatsLeft).toBe(1);
    expect(slots.find((slot) => slot.timeLabel === "11:00 AM")?.seatsLeft).toBe(2);
  });

  it("counts a meeting against every quarter hour it covers, so meetings of different lengths never overlap past the capacity", () => {
    // One agent; a 45-minute office meeting at 9:00 AM holds 9:00, 9:15 and 9:30.
    const taken = new Map<string, number>();
    for (const cell of seatCells("2026-12-07T15:00:00.000Z", "2026-12-07T15:45:00.000Z")) taken.set(cell, 1);
    expect([...taken.keys()]).toEqual([
      "2026-12-07T15:00:00.000Z",
      "2026-12-07T15:15:00.000Z",
      "2026-12-07T15:30:00.000Z",
    ]);
    const rules = { ...office, capacity: 1, stepMinutes: 15 };
    const labels = (openDays(rules, { now: mondayMorning, minutes: 30, taken, days: 1 }).days[0]?.slots ?? []).map(
      (slot) => slot.timeLabel,
    );
    // A 30-minute call at 8:45 would not exist (closed); at 9:15 or 9:30 it would overlap; 9:45 is free.
    expect(labels.slice(0, 2)).toEqual(["9:45 AM", "10:00 AM"]);
    expect(
      checkSlot(rules, { now: mondayMorning, minutes: 30, start: "2026-12-07T15:30:00.000Z", taken }),
    ).toMatchObject({ ok: false, problem: "full" });
    // A call at 9:45 would run into a meeting starting at 10:00 that holds the one seat.
    const later = new Map([["2026-12-07T16:00:00.000Z", 1]]);
    expect(
      checkSlot(rules, { now: mondayMorning, minutes: 30, start: "2026-12-07T15:45:00.000Z", taken: later }),
    ).toMatchObject({ ok: false, problem: "full" });
    expect(() => seatCells("2026-12-07T15:00:00.000Z", "2026-12-07T15:00:00.000Z")).toThrow(RangeError);
    // A meeting off the quarter-hour grid still holds every cell it touches.
    expect(seatCells("2026-12-07T15:10:00.000Z", "2026-12-07T15:20:00.000Z")).toEqual([
      "2026-12-07T15:00:00.000Z",
      "2026-12-07T15:15:00.000Z",
    ]);
  });

  it("leaves out a day whose every seat is taken", () => {
    const taken = new Map<string, number>();
    for (let hour = 15; hour <= 22; hour += 1) taken.set(`2026-12-07T${hour}:00:00.000Z`, 2);
    const { days } = openDays(office, { now: mondayMorning, minutes: 60, taken, days: 1 });
    expect(days[0]?.date).toBe("2026-12-08");
  });

  it("starts no earlier than earliestStartHours from now", () => {
    const rules = { ...office, earliestStartHours: 25.5 };
    const { days } = openDays(rules, { now: mondayMorning, minutes: 30, taken: NONE, days: 1 });
    // 8:00 AM Monday plus 25.5 hours is 9:30 AM Tuesday.
    expect(days[0]?.date).toBe("2026-12-08");
    expect(days[0]?.slots[0]?.timeLabel).toBe("9:30 AM");
  });

  it("does not offer times earlier today that have passed", () => {
    // Monday 10:15 AM CST.
    const { days } = openDays(office, { now: new Date("2026-12-07T16:15:00.000Z"), minutes: 60, taken: NONE, days: 1 });
    expect(days[0]?.slots[0]?.timeLabel).toBe("11:00 AM");
  });

  it("offers up to daysAhead days after today, office-local, and not the day after", () => {
    const { days, more } = openDays(office, { now: mondayMorning, minutes: 60, taken: NONE, days: 10 });
    expect(days.map((day) => day.date)).toEqual([
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-14",
    ]);
    expect(more).toBeNull();
  });

  it("counts daysAhead from the office's date, not the UTC one", () => {
    // Monday 11:30 PM CST is already Tuesday in UTC; the last day is still the next Monday.
    const { days } = openDays(office, {
      now: new Date("2026-12-08T05:30:00.000Z"),
      minutes: 60,
      taken: NONE,
      days: 10,
    });
    expect(days.at(-1)?.date).toBe("2026-12-14");
    expect(days[0]?.date).toBe("2026-12-08");
  });

  it("pages with `more`: each page's last day, then null when no later day is open", () => {
    const first = openDays(office, { now: mondayMorning, minutes: 60, taken: NONE });
    expect(first.days.map((day) => day.date)).toEqual(["2026-12-07", "2026-12-08", "2026-12-09"]);
    expect(first.more).toBe("2026-12-09");
    const second = openDays(office, { now: mondayMorning, minutes: 60, taken: NONE, after: first.more ?? "" });
    expect(second.days.map((day) => day.date)).toEqual(["2026-12-10", "2026-12-11", "2026-12-14"]);
    expect(second.more).toBeNull();
    const beyond = openDays(office, { now: mondayMorning, minutes: 60, taken: NONE, after: "2026-12-14" });
    expect(beyond).toEqual({ days: [], more: null });
  });

  it("starts from today when `after` is before today", () => {
    const page = openDays(office, { now: mondayMorning, minutes: 60, taken: NONE, after: "2020-01-01" });
    expect(page.days[0]?.date).toBe("2026-12-07");
  });

  it("refuses a malformed `after`, bad rules and bad taken seats with a clear RangeError", () => {
    expect(() => openDays(office, { now: mondayMorning, minutes: 60, taken: NONE, after: "12/09/2026" })).toThrow(
      /after "12\/09\/2026" is not a YYYY-MM-DD date/,
    );
    expect(() =>
      openDays({ ...office, timeZone: "Mars/Olympus" }, { now: mondayMorning, minutes: 60, taken: NONE }),
    ).toThrow(/timeZone "Mars\/Olympus" is not a known IANA time zone/);
    expect(() => openDays(office, { now: mondayMorning, minutes: 60, taken: new Map([["soon", 1]]) })).toThrow(
      /taken seats: "soon" is not an ISO instant/,
    );
    expect(() => openDays(office, { now: mondayMorning, minutes: 0, taken: NONE })).toThrow(/minutes/);
  });
});

describe("scheduleRulesProblems", () => {
  it("is empty for usable rules", () => {
    expect(scheduleRulesProblems(office)).toEqual([]);
  });

  it("names each problem", () => {
    const problems = scheduleRulesProblems({
      timeZone: "Central",
      weeklyHours: [
        { day: 7 as never, opens: "9am", closes: "17:00" },
        { day: 1, opens: "17:00", closes: "09:00" },
      ],
      closedDates: ["2026-02-30"],
      capacity: 0,
      earliestStartHours: -1,
      daysAhead: 1.5,
      stepMinutes: 0,
    });
    expect(problems).toEqual([
      'timeZone "Central" is not a known IANA time zone',
      "weeklyHours[0].day must be 0 (Sunday) to 6 (Saturday)",
      'weeklyHours[0].opens "9am" is not a time like "09:00"',
      "weeklyHours[1] closes before it opens",
      'closedDates has "2026-02-30", not a YYYY-MM-DD date',
      "capacity must be a whole number, 1 or more",
      "earliestStartHours must be 0 or more",
      "daysAhead must be a whole number from 0 to 366",
      "stepMinutes must be a whole number of minutes from 5 to 1440",
    ]);
  });
});

describe("checkSlot", () => {
  const check = (start: string, rules: ScheduleRules = office, taken: TakenSeats = NONE, minutes = 60) =>
    checkSlot(rules, { now: mondayMorning, minutes, start, taken });

  it("accepts an offered time and gives its slot", () => {
    expect(check("2026-12-08T15:00:00.000Z")).toEqual({
      ok: true,
      slot: {
        start: "2026-12-08T15:00:00.000Z",
        end: "2026-12-08T16:00:00.000Z",
        date: "2026-12-08",
        timeLabel: "9:00 AM",
        seatsLeft: 2,
      },
    });
  });

  it("accepts the same instant written with an offset or without milliseconds", () => {
    expect(check("2026-12-08T09:00:00-06:00").ok).toBe(true);
    expect(check("2026-12-08T15:00:00Z").ok).toBe(true);
  });

  it.each([
    ["tomorrow at 9"],
    [""],
    ["2026-12-08 15:00:00"],
    ["2026-12-08T15:00:00"],
    ["2026-02-30T15:00:00.000Z"],
    ["2026-12-08T24:00:00.000Z"],
    ["1765206000000"],
  ])("says invalid for %j", (start) => {
    expect(check(start)).toEqual({ ok: false, problem: "invalid", message: SLOT_PROBLEM_MESSAGES.invalid });
  });

  it("says invalid for a value that is not a string", () => {
    expect(checkSlot(office, { now: mondayMorning, minutes: 60, start: 42 as never, taken: NONE })).toMatchObject({
      problem: "invalid",
    });
  });

  it("says past for a time before now, even one on the grid", () => {
    expect(check("2026-12-04T15:00:00.000Z")).toEqual({
      ok: false,
      problem: "past",
      message: "That time has already passed. Please choose another time.",
    });
  });

  it("says too-soon for a time inside earliestStartHours", () => {
    const rules = { ...office, earliestStartHours: 24 };
    expect(check("2026-12-07T21:00:00.000Z", rules)).toMatchObject({ ok: false, problem: "too-soon" });
    expect(check("2026-12-08T15:00:00.000Z", rules).ok).toBe(true);
  });

  it("says too-far for the day after the last day offered, and for a date years away", () => {
    expect(check("2026-12-14T22:00:00.000Z").ok).toBe(true);
    expect(check("2026-12-15T15:00:00.000Z")).toMatchObject({ ok: false, problem: "too-far" });
    expect(check("2099-01-05T15:00:00.000Z")).toMatchObject({ ok: false, problem: "too-far" });
  });

  it("says closed on a closed date and on a day without hours", () => {
    const rules = { ...office, closedDates: ["2026-12-09"] };
    expect(check("2026-12-09T15:00:00.000Z", rules)).toEqual({
      ok: false,
      problem: "closed",
      message: "Our office is closed that day. Please choose another day.",
    });
    // Saturday, December 12.
    expect(check("2026-12-12T15:00:00.000Z")).toMatchObject({ ok: false, problem: "closed" });
  });

  it.each([
    ["off the step grid", "2026-12-08T15:10:00.000Z"],
    ["with seconds", "2026-12-08T15:00:30.000Z"],
    ["with milliseconds", "2026-12-08T15:00:00.001Z"],
    ["before opening", "2026-12-08T14:00:00.000Z"],
    ["at closing", "2026-12-08T23:00:00.000Z"],
    ["ending after closing", "2026-12-08T22:30:00.000Z"],
  ])("says not-offered for a time %s", (_, start) => {
    expect(check(start)).toEqual({ ok: false, problem: "not-offered", message: SLOT_PROBLEM_MESSAGES["not-offered"] });
  });

  it("says not-offered for the second 1:00 AM of the fall-back day, offering the first", () => {
    const rules = {
      ...office,
      weeklyHours: [{ day: 0 as const, opens: "00:00", closes: "03:00" }],
    };
    const now = new Date("2026-10-31T12:00:00.000Z");
    const at = (start: string) => checkSlot(rules, { now, minutes: 30, start, taken: NONE });
    expect(at("2026-11-01T06:00:00.000Z")).toMatchObject({ ok: true, slot: { timeLabel: "1:00 AM" } });
    expect(at("2026-11-01T07:00:00.000Z")).toMatchObject({ ok: false, problem: "not-offered" });
  });

  it("says full when every seat at that start is taken, and accepts it with one seat left", () => {
    const start = "2026-12-08T15:00:00.000Z";
    expect(check(start, office, new Map([[start, 2]]))).toEqual({
      ok: false,
      problem: "full",
      message: "That time was just taken. Please choose another time.",
    });
    expect(check(start, office, new Map([[start, 1]]))).toMatchObject({ ok: true, slot: { seatsLeft: 1 } });
  });
});

describe("nearestOpen", () => {
  it("gives the open times nearest a taken one, nearest first for ties by the earlier, listed in time order", () => {
    const rules = { ...office, capacity: 1 };
    const around = "2026-12-08T17:00:00.000Z"; // Tuesday 11:00 AM, taken.
    const slots = nearestOpen(rules, { now: mondayMorning, minutes: 60, around, taken: new Map([[around, 1]]) });
    expect(slots.map((slot) => `${slot.date} ${slot.timeLabel}`)).toEqual([
      "2026-12-08 9:00 AM",
      "2026-12-08 10:00 AM",
      "2026-12-08 12:00 PM",
    ]);
  });

  it("gives `count` times, across days, and never a full one", () => {
    const rules = { ...office, capacity: 1 };
    const taken = new Map<string, number>();
    for (let hour = 15; hour <= 22; hour += 1) taken.set(`2026-12-08T${hour}:00:00.000Z`, 1);
    const slots = nearestOpen(rules, {
      now: mondayMorning,
      minutes: 60,
      around: "2026-12-08T19:00:00.000Z",
      taken,
      count: 2,
    });
    // Tuesday is full; from Tuesday 1:00 PM, Wednesday 9:00 AM is 20 hours away, Monday 4:00 PM 21, 3:00 PM 22.
    expect(slots.map((slot) => `${slot.date} ${slot.timeLabel}`)).toEqual(["2026-12-07 4:00 PM", "2026-12-09 9:00 AM"]);
  });

  it("refuses an around that is not an instant", () => {
    expect(() => nearestOpen(office, { now: mondayMorning, minutes: 60, around: "noon", taken: NONE })).toThrow(
      /around "noon" is not an ISO instant/,
    );
  });
});

describe("slotWindow", () => {
  it("spans from the earliest start to the end of the last day offered, office-local", () => {
    const rules = { ...office, earliestStartHours: 2 };
    expect(slotWindow(rules, { now: mondayMorning })).toEqual({
      from: new Date("2026-12-07T16:00:00.000Z"),
      to: new Date("2026-12-15T06:00:00.000Z"),
    });
  });

  it("ends at local midnight after a DST change inside the window", () => {
    const window = slotWindow({ ...office, daysAhead: 7 }, { now: new Date("2026-10-29T12:00:00.000Z") });
    // Thursday plus 7 days is Thursday, November 5 (CST): the window ends at midnight starting November 6.
    expect(window.to).toEqual(new Date("2026-11-06T06:00:00.000Z"));
  });
});
