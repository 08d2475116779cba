import {
  addDays,
  addMonths,
  compareMonths,
  firstDayOf,
  isValidCalendarDate,
  lastDayOf,
  monthOf,
  monthsBetween,
} from "./calendar-date.js";
import type { CalendarDate, CalendarMonth } from "./calendar-date.js";
import { assertDate, assertMonth } from "./internal/assert.js";
import type { DateWindow } from "./types.js";

/** The Initial Enrollment Period: 7 whole months, the 4th being the eligibility month. */
export interface InitialEnrollmentPeriod extends DateWindow<"initial-enrollment-period"> {
  /** The 7 months in order; `months[3]` is the eligibility month. */
  readonly months: readonly CalendarMonth[];
}

/** What automatic enrollment gives someone already getting Social Security or Railroad Retirement benefits. */
export interface AutomaticEnrollment {
  readonly kind: "automatic-enrollment";
  readonly partAStart: CalendarDate;
  readonly partBStart: CalendarDate;
  /** The Medicare card arrives in about this month (3 months before the eligibility month). */
  readonly cardArrivalMonth: CalendarMonth;
}

/**
 * The day a person attains 65 in law: the day before the 65th birthday (R1). A Feb 29 birthday attains 65 on Feb 28,
 * because the 65th birthday never falls in a leap year.
 */
export function attainDate(birthDate: CalendarDate): CalendarDate {
  assertDate(birthDate, "birthDate");
  const birthday = { year: birthDate.year + 65, month: birthDate.month, day: birthDate.day };
  // Feb 29 in a non-leap year: the birthday is taken as Mar 1, so the day before is Feb 28.
  const anniversary = isValidCalendarDate(birthday) ? birthday : { year: birthday.year, month: 3, day: 1 };
  return addDays(anniversary, -1);
}

/** The first month of Medicare eligibility, E: the month of the attain date (R1). Only a birthday on the 1st moves it to the previous month. */
export function eligibilityMonth(birthDate: CalendarDate): CalendarMonth {
  return monthOf(attainDate(birthDate));
}

/** The Initial Enrollment Period: the 1st of E-3 through the last day of E+3 (R2). */
export function initialEnrollmentPeriod(birthDate: CalendarDate): InitialEnrollmentPeriod {
  const e = eligibilityMonth(birthDate);
  const months = [-3, -2, -1, 0, 1, 2, 3].map((offset) => addMonths(e, offset));
  return {
    kind: "initial-enrollment-period",
    start: firstDayOf(addMonths(e, -3)),
    end: lastDayOf(addMonths(e, 3)),
    months,
  };
}

/** Which month of the Initial Enrollment Period (1-7) `month` is, or null outside it. */
export function iepMonthNumber(birthDate: CalendarDate, month: CalendarMonth): number | null {
  assertMonth(month, "month");
  const offset = monthsBetween(eligibilityMonth(birthDate), month);
  return offset >= -3 && offset <= 3 ? offset + 4 : null;
}

/**
 * When Part B (and premium Part A) starts for a sign-up in `signUpMonth` of the Initial Enrollment Period (R3): months
 * 1-3 give the 1st of E; months 4-7 give the 1st of the month after the sign-up month. Null outside the IEP.
 */
export function partBStartForIepSignUp(birthDate: CalendarDate, signUpMonth: CalendarMonth): CalendarDate | null {
  const n = iepMonthNumber(birthDate, signUpMonth);
  if (n === null) return null;
  return n <= 3 ? firstDayOf(eligibilityMonth(birthDate)) : firstDayOf(addMonths(signUpMonth, 1));
}

/**
 * When premium-free Part A starts for an application made in `applicationMonth` (R4): up to 6 months back, never before
 * E, so anywhere in the IEP it is the 1st of E. Null before the IEP opens.
 */
export function premiumFreePartAStart(birthDate: CalendarDate, applicationMonth: CalendarMonth): CalendarDate | null {
  assertMonth(applicationMonth, "applicationMonth");
  const e = eligibilityMonth(birthDate);
  if (compareMonths(applicationMonth, addMonths(e, -3)) < 0) return null;
  const sixBack = addMonths(applicationMonth, -6);
  return firstDayOf(compareMonths(sixBack, e) > 0 ? sixBack : e);
}

/**
 * Automatic enrollment for someone getting Social Security or Railroad Retirement benefits at least 4 months before E
 * (R5): Parts A and B from the 1st of E, the card about 3 months before E. Not automatic in Puerto Rico or abroad.
 */
export function automaticEnrollment(birthDate: CalendarDate): AutomaticEnrollment {
  const e = eligibilityMonth(birthDate);
  return {
    kind: "automatic-enrollment",
    partAStart: firstDayOf(e),
    partBStart: firstDayOf(e),
    cardArrivalMonth: addMonths(e, -3),
  };
}
