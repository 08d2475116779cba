/**
 * The day the server answers a timeline for: the calendar date in the office's time zone (the rules package has no
 * time zones; the browser uses the visitor's own date).
 */
export const OFFICE_TIME_ZONE = "America/Chicago";

const format = new Intl.DateTimeFormat("en-CA", {
  timeZone: OFFICE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** `now` as a calendar date (YYYY-MM-DD) in America/Chicago. */
export function officeToday(now: Date = new Date()): string {
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
