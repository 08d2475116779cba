import type { CalendarDate } from "./calendar-date.js";

/** Where a date or window lies relative to `today`: over, open or on that day, or still ahead. */
export type Timing = "past" | "current" | "future";

/** A stretch of whole days, `start` and `end` both included. */
export interface DateWindow<Kind extends string = string> {
  readonly kind: Kind;
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

/** A window placed relative to today. */
export interface TimedWindow<Kind extends string = string> extends DateWindow<Kind> {
  readonly timing: Timing;
}

/** One day placed relative to today. */
export interface TimedDate<Kind extends string = string> {
  readonly kind: Kind;
  readonly date: CalendarDate;
  readonly timing: Timing;
}
