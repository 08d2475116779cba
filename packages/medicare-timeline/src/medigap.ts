import { addDays, addMonths, compareMonths, firstDayOf, lastDayOf, monthOf } from "./calendar-date.js";
import type { CalendarDate } from "./calendar-date.js";
import { eligibilityMonth } from "./eligibility.js";
import { assertDate } from "./internal/assert.js";
import type { DateWindow } from "./types.js";

/**
 * The Medigap Open Enrollment Period for a given Part B start (R10): 6 months from the first month the person is both
 * 65 (the eligibility month or later) and in Part B; it starts on a 1st and happens once.
 */
export function medigapOpenEnrollment(
  birthDate: CalendarDate,
  partBStart: CalendarDate,
): DateWindow<"medigap-open-enrollment"> {
  assertDate(partBStart, "partBStart");
  const e = eligibilityMonth(birthDate);
  const partBMonth = monthOf(partBStart);
  const first = compareMonths(partBMonth, e) > 0 ? partBMonth : e;
  return { kind: "medigap-open-enrollment", start: firstDayOf(first), end: lastDayOf(addMonths(first, 5)) };
}

/**
 * The last day of the Medigap guaranteed-issue right after qualifying coverage ends (R10): 63 days after the last day
 * of that coverage. It applies to coverage that paid alongside Medicare (e.g. a job plan while already in Part B),
 * not to a first Part B sign-up, which gets the Medigap Open Enrollment Period instead.
 */
export function medigapGuaranteedIssueEnd(lastCoveredDay: CalendarDate): CalendarDate {
  assertDate(lastCoveredDay, "lastCoveredDay");
  return addDays(lastCoveredDay, 63);
}
