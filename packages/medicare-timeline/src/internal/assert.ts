import { isValidCalendarDate, isValidCalendarMonth } from "../calendar-date.js";
import type { CalendarDate, CalendarMonth } from "../calendar-date.js";

// Programming errors (an impossible date handed to a rule) throw; user input goes through validateTimelineInput.
export function assertDate(date: CalendarDate, name: string): void {
  if (!isValidCalendarDate(date)) throw new RangeError(`${name} is not a real calendar date: ${JSON.stringify(date)}`);
}

export function assertMonth(month: CalendarMonth, name: string): void {
  if (!isValidCalendarMonth(month)) throw new RangeError(`${name} is not a calendar month: ${JSON.stringify(month)}`);
}
