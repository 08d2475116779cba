import { TZDate, tzOffset } from "@date-fns/tz";
import { addDays } from "./civil.js";
import type { Civil } from "./civil.js";

const validZones = new Map<string, boolean>();

/** Whether the IANA zone name is one this runtime knows. */
export function isValidZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone === "") return false;
  const known = validZones.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  validZones.set(zone, valid);
  return valid;
}

/**
 * The instant a wall-clock time on a date has in the zone, or null when that wall time does not exist there (a
 * spring-forward gap). An ambiguous wall time (fall back) gives its first instant, as @date-fns/tz does.
 */
export function wallToInstant(date: Civil, minutes: number, zone: string): Date | null {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const local = new TZDate(date.year, date.month - 1, date.day, hour, minute, zone);
  if (
    local.getFullYear() !== date.year ||
    local.getMonth() !== date.month - 1 ||
    local.getDate() !== date.day ||
    local.getHours() !== hour ||
    local.getMinutes() !== minute
  )
    return null;
  return new Date(local.getTime());
}

/** The wall-clock date and time of an instant in the zone. */
export function localParts(instant: Date, zone: string): { date: Civil; minutes: number; seconds: number } {
  const local = new TZDate(instant.getTime(), zone);
  return {
    date: { year: local.getFullYear(), month: local.getMonth() + 1, day: local.getDate() },
    minutes: local.getHours() * 60 + local.getMinutes(),
    seconds: local.getSeconds() + local.getMilliseconds() / 1000,
  };
}

/** The first instant of a date in the zone (midnight, or the first wall time after a gap at midnight). */
export function startOfDay(date: Civil, zone: string): Date {
  const local = new TZDate(date.year, date.month - 1, date.day, 0, 0, zone);
  return new Date(local.getTime());
}

/**
 * A function from a date's wall minutes to instants (null in a gap): on a day whose offset is the same at its first
 * and last moment, plain arithmetic with that offset; on a day the offset changes, {@link wallToInstant} each time.
 */
export function wallClockOf(date: Civil, zone: string): (minutes: number) => Date | null {
  const first = startOfDay(date, zone);
  const last = new Date(startOfDay(addDays(date, 1), zone).getTime() - 1);
  const offset = tzOffset(zone, first);
  if (offset !== tzOffset(zone, last)) return (minutes) => wallToInstant(date, minutes, zone);
  const midnight = Date.UTC(date.year, date.month - 1, date.day) - offset * 60_000;
  return (minutes) => new Date(midnight + minutes * 60_000);
}
