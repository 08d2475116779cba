import { daysInMonth, fromDayNumber, monthIndex, monthFromIndex, toDayNumber } from "./internal/days.js";

/** A day on the calendar with no time and no time zone; `month` is 1-12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A month on the calendar; `month` is 1-12. */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

/** Why a date or month could not be read. */
export type DateErrorKind = "malformed" | "year-not-four-digits" | "no-such-month" | "no-such-day";

export interface DateError {
  readonly kind: DateErrorKind;
  /** A plain-language sentence, e.g. "February 30, 1961 is not a date. Check the day." */
  readonly message: string;
}

export type ParseResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DateError };

/** The months' names in English, January first (index 0). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

function monthName(month: number): string {
  const name = MONTH_NAMES[month - 1];
  if (name === undefined) throw new RangeError(`No month ${month}`);
  return name;
}

/** True when the three numbers name a day that exists (Feb 29 only in leap years). */
export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** True when the two numbers name a month (years 1-9999). */
export function isValidCalendarMonth(month: CalendarMonth): boolean {
  return (
    Number.isInteger(month.year) &&
    Number.isInteger(month.month) &&
    month.year >= 1 &&
    month.year <= 9999 &&
    month.month >= 1 &&
    month.month <= 12
  );
}

/** Checks numbers already split into year, month and day (e.g. from three form fields) and explains what is wrong. */
export function checkDateParts(year: number, month: number, day: number): ParseResult<CalendarDate> {
  if (![year, month, day].every(Number.isInteger)) return malformedDate();
  if (year < 1000 || year > 9999) {
    return {
      ok: false,
      error: { kind: "year-not-four-digits", message: "Please enter the year with 4 digits, like 1961." },
    };
  }
  if (month < 1 || month > 12) return noSuchMonth(month);
  if (day < 1 || day > daysInMonth(year, month)) {
    return {
      ok: false,
      error: { kind: "no-such-day", message: `${monthName(month)} ${day}, ${year} is not a date. Check the day.` },
    };
  }
  return { ok: true, value: { year, month, day } };
}

/** Checks a year and month already split into numbers and explains what is wrong. */
export function checkMonthParts(year: number, month: number): ParseResult<CalendarMonth> {
  if (!Number.isInteger(year) || !Number.isInteger(month)) return malformedMonth();
  if (year < 1000 || year > 9999) {
    return {
      ok: false,
      error: { kind: "year-not-four-digits", message: "Please enter the year with 4 digits, like 2027." },
    };
  }
  if (month < 1 || month > 12) return noSuchMonth(month);
  return { ok: true, value: { year, month } };
}

/** Reads "YYYY-MM-DD"; a day that does not exist (Feb 30, Feb 29 in 2025) or a month 13 is an error, never rolled over. */
export function parseIsoDate(text: string): ParseResult<CalendarDate> {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return malformedDate();
  return checkDateParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Reads "YYYY-MM"; month 13 or a malformed value is an error. */
export function parseIsoMonth(text: string): ParseResult<CalendarMonth> {
  const match = ISO_MONTH.exec(text.trim());
  if (!match) return malformedMonth();
  return checkMonthParts(Number(match[1]), Number(match[2]));
}

/** "YYYY-MM-DD". */
export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** "YYYY-MM". */
export function formatIsoMonth(month: CalendarMonth): string {
  return `${pad(month.year, 4)}-${pad(month.month, 2)}`;
}

/** "January 5, 2025". */
export function formatLongDate(date: CalendarDate): string {
  return `${monthName(date.month)} ${date.day}, ${date.year}`;
}

/** "January 2025" (accepts a date too and drops the day). */
export function formatMonth(month: CalendarMonth): string {
  return `${monthName(month.month)} ${month.year}`;
}

/** Negative, zero or positive as `a` is before, the same day as, or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Negative, zero or positive as month `a` is before, the same as, or after month `b`. */
export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year - b.year || a.month - b.month;
}

/** The month `count` months after (or before, when negative) `month`; computed on months, so no day can overflow. */
export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  return monthFromIndex(monthIndex(month) + count);
}

/** The number of months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: CalendarMonth, to: CalendarMonth): number {
  return monthIndex(to) - monthIndex(from);
}

/** The day `count` days after (or before, when negative) `date`. */
export function addDays(date: CalendarDate, count: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + count);
}

/** The number of days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The month a date falls in. */
export function monthOf(date: CalendarDate): CalendarMonth {
  return { year: date.year, month: date.month };
}

/** The 1st of a month. */
export function firstDayOf(month: CalendarMonth): CalendarDate {
  return { year: month.year, month: month.month, day: 1 };
}

/** The last day of a month (Feb 29 in leap years). */
export function lastDayOf(month: CalendarMonth): CalendarDate {
  return { year: month.year, month: month.month, day: daysInMonth(month.year, month.month) };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

function malformedDate(): ParseResult<never> {
  return { ok: false, error: { kind: "malformed", message: "Please enter the whole date: month, day and year." } };
}

function malformedMonth(): ParseResult<never> {
  return { ok: false, error: { kind: "malformed", message: "Please enter the month and the year." } };
}

function noSuchMonth(month: number): ParseResult<never> {
  return { ok: false, error: { kind: "no-such-month", message: `There is no month ${month}. Check the month.` } };
}
