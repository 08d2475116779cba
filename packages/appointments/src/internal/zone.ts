import { TZDate } from "@date-fns/tz";
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
