import { addDays, addMonths, compareMonths, firstDayOf, lastDayOf, monthOf } from "./calendar-date.js";
import type { CalendarDate } from "./calendar-date.js";
import { eligibilityMonth } from "./eligibility.js";
import { assertDate } from "./internal/assert.js";
import type { DateWindow } from "./types.js";

/**
 * Which Part B start a timeline's Medigap Open Enrollment Period is worked out from: the earliest start of an Initial
 * Enrollment Period sign-up, automatic enrollment, Part B taken to start the day after job-based coverage ends, or a
 * sign-up in the first General Enrollment Period month still ahead.
 */
export type MedigapPartBBasis =
  "initial-enrollment" | "automatic-enrollment" | "job-coverage-ends" | "general-enrollment";

/** The Part B start a Medigap Open Enrollment Period assumes, and why that one. */
export interface AssumedPartBStart {
  readonly basis: MedigapPartBBasis;
  /** Always the 1st of a month. */
  readonly date: CalendarDate;
}

/** A Medigap Open Enrollment Period worked out from an assumed Part B start (R10). */
export interface MedigapOpenEnrollmentForPartB extends DateWindow<"medigap-open-enrollment"> {
  readonly assumedPartBStart: AssumedPartBStart;
  /**
   * Always true: the window is the 6 months from the first month the person is both 65 and in Part B, so a different
   * actual Part B start moves it (`medigapOpenEnrollment(birthDate, actualPartBStart)` gives that window).
   */
  readonly movesWithPartBStart: true;
}

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

/** The Medigap Open Enrollment Period for an assumed Part B start, saying which start it assumes (R10). */
export function medigapOpenEnrollmentForPartB(
  birthDate: CalendarDate,
  assumedPartBStart: AssumedPartBStart,
): MedigapOpenEnrollmentForPartB {
  return { ...medigapOpenEnrollment(birthDate, assumedPartBStart.date), assumedPartBStart, movesWithPartBStart: true };
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
