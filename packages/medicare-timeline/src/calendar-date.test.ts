import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  checkDateParts,
  compareDates,
  daysBetween,
  firstDayOf,
  formatIsoDate,
  formatIsoMonth,
  formatLongDate,
  formatMonth,
  isValidCalendarDate,
  lastDayOf,
  monthsBetween,
  parseIsoDate,
  parseIsoMonth,
} from "./calendar-date.js";

describe("parseIsoDate", () => {
  it("reads a real date", () => {
    expect(parseIsoDate("1961-08-15")).toEqual({ ok: true, value: { year: 1961, month: 8, day: 15 } });
    expect(parseIsoDate(" 1960-02-29 ")).toEqual({ ok: true, value: { year: 1960, month: 2, day: 29 } });
  });

  it("refuses February 30 with a plain sentence instead of rolling over to March", () => {
    expect(parseIsoDate("1961-02-30")).toEqual({
      ok: false,
      error: { kind: "no-such-day", message: "February 30, 1961 is not a date. Check the day." },
    });
  });

  it("refuses February 29 outside leap years", () => {
    expect(parseIsoDate("1961-02-29")).toMatchObject({ ok: false, error: { kind: "no-such-day" } });
    expect(parseIsoDate("1900-02-29")).toMatchObject({ ok: false, error: { kind: "no-such-day" } });
    expect(parseIsoDate("2000-02-29").ok).toBe(true);
  });

  it("refuses month 13 and day 0 or 32", () => {
    expect(parseIsoDate("1961-13-01")).toEqual({
      ok: false,
      error: { kind: "no-such-month", message: "There is no month 13. Check the month." },
    });
    expect(parseIsoDate("1961-01-32")).toMatchObject({
      error: { message: "January 32, 1961 is not a date. Check the day." },
    });
    expect(parseIsoDate("1961-04-31")).toMatchObject({
      error: { message: "April 31, 1961 is not a date. Check the day." },
    });
    expect(parseIsoDate("1961-01-00")).toMatchObject({ error: { kind: "no-such-day" } });
  });

  it("refuses malformed text", () => {
    for (const text of ["", "1961-8-15", "08/15/1961", "1961-08-15T00:00:00Z", "abcd-ef-gh", "19610815"]) {
      expect(parseIsoDate(text)).toEqual({
        ok: false,
        error: { kind: "malformed", message: "Please enter the whole date: month, day and year." },
      });
    }
  });
});

describe("checkDateParts", () => {
  it("asks for a 4-digit year", () => {
    expect(checkDateParts(61, 8, 15)).toEqual({
      ok: false,
      error: { kind: "year-not-four-digits", message: "Please enter the year with 4 digits, like 1961." },
    });
  });

  it("treats non-integers as malformed", () => {
    expect(checkDateParts(1961, 8.5, 15)).toMatchObject({ ok: false, error: { kind: "malformed" } });
    expect(checkDateParts(1961, Number.NaN, 15)).toMatchObject({ ok: false, error: { kind: "malformed" } });
  });
});

describe("parseIsoMonth", () => {
  it("reads a month and refuses month 13 or bad text", () => {
    expect(parseIsoMonth("2027-03")).toEqual({ ok: true, value: { year: 2027, month: 3 } });
    expect(parseIsoMonth("2027-13")).toEqual({
      ok: false,
      error: { kind: "no-such-month", message: "There is no month 13. Check the month." },
    });
    expect(parseIsoMonth("2027-00")).toMatchObject({ ok: false, error: { kind: "no-such-month" } });
    expect(parseIsoMonth("March 2027")).toEqual({
      ok: false,
      error: { kind: "malformed", message: "Please enter the month and the year." },
    });
  });
});

describe("formatting", () => {
  it("writes long dates and months the way Medicare.gov does", () => {
    expect(formatLongDate({ year: 2025, month: 1, day: 5 })).toBe("January 5, 2025");
    expect(formatMonth({ year: 2025, month: 1 })).toBe("January 2025");
    expect(formatMonth({ year: 2026, month: 12 })).toBe("December 2026");
  });

  it("writes ISO dates and months with zero padding", () => {
    expect(formatIsoDate({ year: 2026, month: 8, day: 1 })).toBe("2026-08-01");
    expect(formatIsoMonth({ year: 2026, month: 8 })).toBe("2026-08");
  });
});

describe("month arithmetic", () => {
  it("adds months on months, so there is no Jan 31 + 1 month = Mar 3 overflow", () => {
    expect(addMonths({ year: 2025, month: 1 }, 1)).toEqual({ year: 2025, month: 2 });
    expect(lastDayOf(addMonths({ year: 2025, month: 1 }, 1))).toEqual({ year: 2025, month: 2, day: 28 });
    expect(addMonths({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2 });
    expect(addMonths({ year: 2026, month: 2 }, -3)).toEqual({ year: 2025, month: 11 });
    expect(addMonths({ year: 2026, month: 1 }, -13)).toEqual({ year: 2024, month: 12 });
  });

  it("counts months between two months", () => {
    expect(monthsBetween({ year: 2026, month: 11 }, { year: 2028, month: 11 })).toBe(24);
    expect(monthsBetween({ year: 2026, month: 11 }, { year: 2026, month: 5 })).toBe(-6);
  });

  it("knows the first and last day of each month, including Feb 29 in leap years", () => {
    expect(firstDayOf({ year: 2026, month: 8 })).toEqual({ year: 2026, month: 8, day: 1 });
    expect(lastDayOf({ year: 2024, month: 2 })).toEqual({ year: 2024, month: 2, day: 29 });
    expect(lastDayOf({ year: 2100, month: 2 })).toEqual({ year: 2100, month: 2, day: 28 });
    expect(lastDayOf({ year: 2026, month: 11 })).toEqual({ year: 2026, month: 11, day: 30 });
  });
});

describe("day arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays({ year: 2028, month: 3, day: 31 }, 63)).toEqual({ year: 2028, month: 6, day: 2 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2025, month: 3, day: 1 }, -1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it("counts days between dates", () => {
    expect(daysBetween({ year: 2026, month: 1, day: 1 }, { year: 2027, month: 1, day: 1 })).toBe(365);
    expect(daysBetween({ year: 2024, month: 1, day: 1 }, { year: 2025, month: 1, day: 1 })).toBe(366);
  });

  it("compares dates and checks that a date exists", () => {
    expect(compareDates({ year: 2026, month: 8, day: 1 }, { year: 2026, month: 7, day: 31 })).toBeGreaterThan(0);
    expect(isValidCalendarDate({ year: 2026, month: 2, day: 29 })).toBe(false);
    expect(isValidCalendarDate({ year: 2028, month: 2, day: 29 })).toBe(true);
  });
});
