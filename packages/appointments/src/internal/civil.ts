/** A calendar date with no time zone, as "YYYY-MM-DD". */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface Civil {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number;
}

/** The date, or null when the text is not a real "YYYY-MM-DD" date. */
export function parseDate(text: string): Civil | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function formatDate(date: Civil): string {
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

export function addDays(date: Civil, days: number): Civil {
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: probe.getUTCFullYear(), month: probe.getUTCMonth() + 1, day: probe.getUTCDate() };
}

/** 0 = Sunday. */
export function weekdayOf(date: Civil): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** "YYYY-MM-DD" strings compare in date order. */
export function compareDateStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
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
];

/** "Monday, December 7". */
export function dayLabel(date: Civil): string {
  return `${WEEKDAYS[weekdayOf(date)] ?? ""}, ${MONTHS[date.month - 1] ?? ""} ${date.day}`;
}

/** "9:00 AM" from minutes after midnight (wall clock). */
export function timeLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

const CLOCK_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight from "HH:MM" (24-hour; "24:00" is the end of the day), or null. */
export function parseClock(text: string): number | null {
  if (text === "24:00") return 24 * 60;
  const match = CLOCK_PATTERN.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}
