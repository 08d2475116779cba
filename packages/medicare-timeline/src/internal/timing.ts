import { compareDates } from "../calendar-date.js";
import type { CalendarDate } from "../calendar-date.js";
import type { DateWindow, TimedDate, Timing } from "../types.js";

export function timingOfWindow(start: CalendarDate, end: CalendarDate, today: CalendarDate): Timing {
  if (compareDates(end, today) < 0) return "past";
  if (compareDates(start, today) > 0) return "future";
  return "current";
}

export function timed<W extends DateWindow>(window: W, today: CalendarDate): W & { readonly timing: Timing } {
  return { ...window, timing: timingOfWindow(window.start, window.end, today) };
}

export function timedDate<Kind extends string>(kind: Kind, date: CalendarDate, today: CalendarDate): TimedDate<Kind> {
  return { kind, date, timing: timingOfWindow(date, date, today) };
}
