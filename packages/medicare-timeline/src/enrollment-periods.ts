import { addMonths, compareDates, firstDayOf, lastDayOf } from "./calendar-date.js";
import type { CalendarDate, CalendarMonth } from "./calendar-date.js";
import { assertDate, assertMonth } from "./internal/assert.js";
import type { DateWindow } from "./types.js";

/** Open Enrollment and the year its changes take effect. */
export interface OpenEnrollmentPeriod extends DateWindow<"open-enrollment"> {
  /** Jan 1 of the next year. */
  readonly coverageStarts: CalendarDate;
}

/** The General Enrollment Period of `year`: Jan 1-Mar 31 (R6). */
export function generalEnrollmentPeriod(year: number): DateWindow<"general-enrollment-period"> {
  return { kind: "general-enrollment-period", start: { year, month: 1, day: 1 }, end: { year, month: 3, day: 31 } };
}

/** The General Enrollment Period open on `today`, or else the next one. */
export function nextGeneralEnrollmentPeriod(today: CalendarDate): DateWindow<"general-enrollment-period"> {
  assertDate(today, "today");
  return generalEnrollmentPeriod(today.month <= 3 ? today.year : today.year + 1);
}

/** Part B start for a General Enrollment Period sign-up (R6): the 1st of the next month; null outside January-March. */
export function partBStartForGepSignUp(signUpMonth: CalendarMonth): CalendarDate | null {
  assertMonth(signUpMonth, "signUpMonth");
  return signUpMonth.month <= 3 ? firstDayOf(addMonths(signUpMonth, 1)) : null;
}

/** Open Enrollment of `year`: Oct 15-Dec 7, changes effective Jan 1 of the next year (R11). */
export function openEnrollmentPeriod(year: number): OpenEnrollmentPeriod {
  return {
    kind: "open-enrollment",
    start: { year, month: 10, day: 15 },
    end: { year, month: 12, day: 7 },
    coverageStarts: { year: year + 1, month: 1, day: 1 },
  };
}

/** The Medicare Advantage Open Enrollment Period of `year`: Jan 1-Mar 31, one change for people in a Medicare Advantage plan (R11). */
export function medicareAdvantageOpenEnrollment(year: number): DateWindow<"medicare-advantage-open-enrollment"> {
  return {
    kind: "medicare-advantage-open-enrollment",
    start: { year, month: 1, day: 1 },
    end: { year, month: 3, day: 31 },
  };
}

/**
 * The new-member Medicare Advantage period (R11): the first 3 months of having Parts A and B, counted from the month
 * that `medicareStart` (the first day with both) falls in.
 */
export function newMemberMedicareAdvantagePeriod(
  medicareStart: CalendarDate,
): DateWindow<"new-member-medicare-advantage-period"> {
  assertDate(medicareStart, "medicareStart");
  const first = { year: medicareStart.year, month: medicareStart.month };
  return {
    kind: "new-member-medicare-advantage-period",
    start: firstDayOf(first),
    end: lastDayOf(addMonths(first, 2)),
  };
}

/** The first Open Enrollment that ends on or after `today` and whose changes start once the person has Medicare. */
export function relevantOpenEnrollment(today: CalendarDate, medicareStart: CalendarDate): OpenEnrollmentPeriod {
  assertDate(today, "today");
  assertDate(medicareStart, "medicareStart");
  let year = Math.min(today.year, medicareStart.year) - 1;
  for (;;) {
    const period = openEnrollmentPeriod(year);
    if (compareDates(period.end, today) >= 0 && compareDates(period.coverageStarts, medicareStart) >= 0) return period;
    year += 1;
  }
}

/** The first Medicare Advantage Open Enrollment Period that ends on or after `today` and starts once the person has Medicare. */
export function relevantMedicareAdvantageOpenEnrollment(
  today: CalendarDate,
  medicareStart: CalendarDate,
): DateWindow<"medicare-advantage-open-enrollment"> {
  assertDate(today, "today");
  assertDate(medicareStart, "medicareStart");
  let year = Math.min(today.year, medicareStart.year) - 1;
  for (;;) {
    const period = medicareAdvantageOpenEnrollment(year);
    if (compareDates(period.end, today) >= 0 && compareDates(period.start, medicareStart) >= 0) return period;
    year += 1;
  }
}
