import {
  addMonths,
  checkDateParts,
  checkMonthParts,
  compareDates,
  compareMonths,
  formatMonth,
  monthOf,
  parseIsoDate,
  parseIsoMonth,
} from "./calendar-date.js";
import type { CalendarDate, CalendarMonth, DateErrorKind, ParseResult } from "./calendar-date.js";
import { eligibilityMonth, initialEnrollmentPeriod } from "./eligibility.js";

/** A date as typed: "YYYY-MM-DD", or year, month and day from separate form fields (numbers or digit strings). */
export type DateInput =
  string | { readonly year: number | string; readonly month: number | string; readonly day: number | string };

/** A month as typed: "YYYY-MM", or year and month from separate form fields. */
export type MonthInput = string | { readonly year: number | string; readonly month: number | string };

export interface RawTimelineInput {
  readonly birthDate: DateInput | null | undefined;
  readonly getsBenefits: boolean | null | undefined;
  readonly hasPartB?: boolean | null;
  /** Empty string, null or undefined mean "no job-based coverage". */
  readonly coverageEnds?: MonthInput | null;
  readonly today: DateInput;
}

/** Why a field was refused. */
export type FieldErrorKind =
  | DateErrorKind
  | "required"
  | "in-future"
  | "too-old"
  | "too-early"
  | "before-medicare"
  | "too-far-past"
  | "too-far-future";

export interface FieldError {
  readonly kind: FieldErrorKind;
  /** A plain-language sentence to show next to the field. */
  readonly message: string;
}

export type TimelineInputErrors = Partial<
  Record<"birthDate" | "getsBenefits" | "hasPartB" | "coverageEnds" | "today", FieldError>
>;

/** Checked input, ready for `medicareTimeline` once the year's figures are added. */
export interface ValidTimelineInput {
  readonly birthDate: CalendarDate;
  readonly getsBenefits: boolean;
  readonly hasPartB?: boolean;
  readonly coverageEnds?: CalendarMonth;
  readonly today: CalendarDate;
}

export type TimelineInputResult =
  | { readonly ok: true; readonly value: ValidTimelineInput }
  | { readonly ok: false; readonly errors: TimelineInputErrors };

/** The limits `validateTimelineInput` applies. */
export const VALIDATION_LIMITS = {
  /** Oldest age accepted; 110 and over is taken as a typing mistake in the year. */
  maxAge: 109,
  /** The tool answers people whose Initial Enrollment Period opens at most this many months from today. */
  maxMonthsBeforeIep: 24,
  /** A job-coverage end month may lie at most this many years before or after today. */
  coverageEndsYears: 10,
} as const;

/**
 * Checks what a person typed and answers each field in plain language. Refused: dates that do not exist, a birth date
 * after today, an age of 110 or more, someone whose Initial Enrollment Period opens more than 2 years from today (the
 * message says when to come back), and a job-coverage end month before the eligibility month (it changes nothing)
 * or more than 10 years from today.
 */
export function validateTimelineInput(input: RawTimelineInput): TimelineInputResult {
  const errors: TimelineInputErrors = {};

  const todayResult = readDate(input.today);
  const today = todayResult.ok ? todayResult.value : null;
  if (!todayResult.ok) errors.today = todayResult.error;

  let birthDate: CalendarDate | null = null;
  if (isBlank(input.birthDate)) {
    errors.birthDate = { kind: "required", message: "Please enter your birth date: month, day and year." };
  } else {
    const birth = readDate(input.birthDate);
    if (!birth.ok) errors.birthDate = birth.error;
    else {
      birthDate = birth.value;
      const problem = today && birthDateProblem(birthDate, today);
      if (problem) {
        errors.birthDate = problem;
        birthDate = null;
      }
    }
  }

  if (typeof input.getsBenefits !== "boolean") {
    errors.getsBenefits = {
      kind: "required",
      message: "Please answer yes or no: do you get Social Security or Railroad Retirement benefits?",
    };
  }

  let coverageEnds: CalendarMonth | undefined;
  if (!isBlank(input.coverageEnds)) {
    const month = readMonth(input.coverageEnds);
    if (!month.ok) errors.coverageEnds = month.error;
    else if (birthDate && today) {
      const problem = coverageEndsProblem(month.value, birthDate, today);
      if (problem) errors.coverageEnds = problem;
      else coverageEnds = month.value;
    }
  }

  if (input.hasPartB !== undefined && input.hasPartB !== null && typeof input.hasPartB !== "boolean") {
    errors.hasPartB = { kind: "required", message: "Please answer yes or no: do you have Medicare Part B?" };
  }

  if (Object.keys(errors).length > 0 || !birthDate || !today || typeof input.getsBenefits !== "boolean") {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      birthDate,
      getsBenefits: input.getsBenefits,
      ...(typeof input.hasPartB === "boolean" ? { hasPartB: input.hasPartB } : {}),
      ...(coverageEnds ? { coverageEnds } : {}),
      today,
    },
  };
}

function birthDateProblem(birthDate: CalendarDate, today: CalendarDate): FieldError | null {
  if (compareDates(birthDate, today) > 0) {
    return { kind: "in-future", message: "Your birth date can't be after today. Please check the year." };
  }
  const age = ageOn(birthDate, today);
  if (age > VALIDATION_LIMITS.maxAge) {
    return {
      kind: "too-old",
      message: `Please check the year. A birth date in ${birthDate.year} would make you ${age} years old.`,
    };
  }
  const iepStart = monthOf(initialEnrollmentPeriod(birthDate).start);
  if (compareMonths(iepStart, addMonths(monthOf(today), VALIDATION_LIMITS.maxMonthsBeforeIep)) > 0) {
    return {
      kind: "too-early",
      message:
        `Your Medicare sign-up window opens in ${formatMonth(iepStart)}. This tool is for people within 2 years of ` +
        `that. Please come back in ${formatMonth(addMonths(iepStart, -VALIDATION_LIMITS.maxMonthsBeforeIep))}.`,
    };
  }
  return null;
}

function coverageEndsProblem(
  coverageEnds: CalendarMonth,
  birthDate: CalendarDate,
  today: CalendarDate,
): FieldError | null {
  const e = eligibilityMonth(birthDate);
  if (compareMonths(coverageEnds, e) < 0) {
    return {
      kind: "before-medicare",
      message:
        `Your job coverage ends before ${formatMonth(e)}, the first month you can have Medicare, so it does not ` +
        `change your dates. Please leave this blank.`,
    };
  }
  const months = VALIDATION_LIMITS.coverageEndsYears * 12;
  if (compareMonths(coverageEnds, addMonths(monthOf(today), -months)) < 0) {
    return {
      kind: "too-far-past",
      message: `Please check the year. ${formatMonth(coverageEnds)} is more than ${VALIDATION_LIMITS.coverageEndsYears} years ago.`,
    };
  }
  if (compareMonths(coverageEnds, addMonths(monthOf(today), months)) > 0) {
    return {
      kind: "too-far-future",
      message: `Please check the year. ${formatMonth(coverageEnds)} is more than ${VALIDATION_LIMITS.coverageEndsYears} years from now.`,
    };
  }
  return null;
}

function ageOn(birthDate: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birthDate.month || (today.month === birthDate.month && today.day >= birthDate.day);
  return today.year - birthDate.year - (hadBirthday ? 0 : 1);
}

function readDate(input: DateInput): ParseResult<CalendarDate> {
  if (typeof input === "string") return parseIsoDate(input);
  return checkDateParts(toNumber(input.year), toNumber(input.month), toNumber(input.day));
}

function readMonth(input: MonthInput): ParseResult<CalendarMonth> {
  if (typeof input === "string") return parseIsoMonth(input);
  return checkMonthParts(toNumber(input.year), toNumber(input.month));
}

// Digits only (form fields arrive as strings); anything else becomes NaN, which the checks report as malformed.
function toNumber(value: number | string): number {
  if (typeof value === "number") return value;
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

// Nothing typed: undefined, null, an empty string, or separate fields that are all empty.
function isBlank(value: DateInput | MonthInput | null | undefined): value is null | undefined {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  return Object.values(value).every((part) => typeof part === "string" && part.trim() === "");
}
