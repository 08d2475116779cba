import { addDays, addMonths, compareMonths, firstDayOf, lastDayOf } from "./calendar-date.js";
import type { CalendarDate, CalendarMonth } from "./calendar-date.js";
import { eligibilityMonth } from "./eligibility.js";
import { assertMonth } from "./internal/assert.js";
import type { DateWindow } from "./types.js";

/** A Part B sign-up month in the Special Enrollment Period and the start dates it allows. */
export interface SepSignUpOption {
  readonly signUpMonth: CalendarMonth;
  /** Possible Part B start dates, earliest first: the person picks one. */
  readonly choices: readonly CalendarDate[];
}

/** The Part B Special Enrollment Period for job-based coverage (R7), from the month after the IEP ends. */
export interface PartBSpecialEnrollment extends DateWindow<"part-b-special-enrollment-period"> {
  readonly coverageEnds: CalendarMonth;
  /** The last day of job-based coverage (taken as the last day of `coverageEnds`). */
  readonly lastCoveredDay: CalendarDate;
  /** The first day of the 8 months after coverage ends. */
  readonly afterCoverageStart: CalendarDate;
  /** Each of the 8 months after coverage ends that falls after the IEP, with its Part B start choices. */
  readonly signUpMonthsAfterCoverage: readonly SepSignUpOption[];
}

/**
 * The Part B Special Enrollment Period for someone covered by a group health plan from their own or a spouse's CURRENT
 * job (R7), given the month that coverage (or the job, whichever is first) ends. Any month while covered after the IEP,
 * and the 8 months after. Null when coverage ends before the eligibility month: then the IEP is the only way in.
 * COBRA, retiree plans and ICHRAs do not count as job-based coverage.
 */
export function partBSpecialEnrollment(
  birthDate: CalendarDate,
  coverageEnds: CalendarMonth,
): PartBSpecialEnrollment | null {
  assertMonth(coverageEnds, "coverageEnds");
  const e = eligibilityMonth(birthDate);
  if (compareMonths(coverageEnds, e) < 0) return null;
  const signUpMonthsAfterCoverage: SepSignUpOption[] = [];
  for (let offset = 1; offset <= 8; offset += 1) {
    const signUpMonth = addMonths(coverageEnds, offset);
    const choices = partBStartForSepSignUp(birthDate, coverageEnds, signUpMonth);
    if (choices) signUpMonthsAfterCoverage.push({ signUpMonth, choices });
  }
  return {
    kind: "part-b-special-enrollment-period",
    start: firstDayOf(addMonths(e, 4)),
    end: lastDayOf(addMonths(coverageEnds, 8)),
    coverageEnds,
    lastCoveredDay: lastDayOf(coverageEnds),
    afterCoverageStart: firstDayOf(addMonths(coverageEnds, 1)),
    signUpMonthsAfterCoverage,
  };
}

/**
 * Part B start choices for a Special Enrollment Period sign-up in `signUpMonth` (R7): while covered or in the first
 * month after, that month or any of the next 3; later in the 8 months, the month after. Null when `signUpMonth` is not
 * a Special Enrollment month (still in the IEP, which takes precedence, or after the 8 months).
 */
export function partBStartForSepSignUp(
  birthDate: CalendarDate,
  coverageEnds: CalendarMonth,
  signUpMonth: CalendarMonth,
): readonly CalendarDate[] | null {
  assertMonth(coverageEnds, "coverageEnds");
  assertMonth(signUpMonth, "signUpMonth");
  const e = eligibilityMonth(birthDate);
  if (compareMonths(coverageEnds, e) < 0) return null;
  if (compareMonths(signUpMonth, addMonths(e, 4)) < 0) return null;
  if (compareMonths(signUpMonth, addMonths(coverageEnds, 8)) > 0) return null;
  if (compareMonths(signUpMonth, addMonths(coverageEnds, 1)) <= 0) {
    return [0, 1, 2, 3].map((offset) => firstDayOf(addMonths(signUpMonth, offset)));
  }
  return [firstDayOf(addMonths(signUpMonth, 1))];
}

/**
 * The Part B start with no gap after job-based coverage (R7): the 1st of the month after `coverageEnds`, the day after
 * the last covered day. Signing up in the last covered month or the first month after gives it (during the IEP, a
 * sign-up in `coverageEnds` gives it under R3). Null when coverage ends before the eligibility month.
 */
export function partBStartWhenJobCoverageEnds(
  birthDate: CalendarDate,
  coverageEnds: CalendarMonth,
): CalendarDate | null {
  assertMonth(coverageEnds, "coverageEnds");
  if (compareMonths(coverageEnds, eligibilityMonth(birthDate)) < 0) return null;
  return firstDayOf(addMonths(coverageEnds, 1));
}

/**
 * The last day to join a Medicare Advantage or Part D plan after job-based coverage ends (R12): the last day of the 2nd
 * month after the month it ends. (Employer coverage of any kind, COBRA included, counts for this one.)
 */
export function planDeadlineAfterJobCoverage(coverageEnds: CalendarMonth): CalendarDate {
  assertMonth(coverageEnds, "coverageEnds");
  return lastDayOf(addMonths(coverageEnds, 2));
}

/**
 * The latest day Part D (or other creditable drug coverage) can start after creditable coverage ending with
 * `coverageEnds` without a gap of 63 days or more, so without a Part D late penalty (R9): the last covered day + 63.
 */
export function partDPenaltyFreeStartBy(coverageEnds: CalendarMonth): CalendarDate {
  assertMonth(coverageEnds, "coverageEnds");
  return addDays(lastDayOf(coverageEnds), 63);
}
