import { TZDate, tzOffset } from "@date-fns/tz";
import { parseClock, timeLabel } from "./internal/civil.js";
import { isValidZone, localParts, wallToInstant } from "./internal/zone.js";
import type { ScheduleRules } from "./schedule.js";

/** The office's time zone. */
export const OFFICE_TIME_ZONE = "America/Chicago";

/** The office's time zone as visitors read it. */
export const OFFICE_ZONE_LABEL = "Central Time";

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/**
 * A time zone's name in plain English ("Central Time", "Eastern Time", "Hawaii-Aleutian Standard Time"), or null
 * when the zone is not a known IANA zone.
 */
export function zoneName(timeZone: string, at: Date = new Date()): string | null {
  if (!isValidZone(timeZone)) return null;
  const generic = nameOf(timeZone, "longGeneric", at);
  // Zones with no regional name ("UTC", "Etc/GMT+5") read better by their long name or their offset.
  return generic.startsWith("GMT") ? nameOf(timeZone, "long", at) : generic;
}

/**
 * The sentence that says which zone the times are in, and, when the visitor's device is in a zone with another
 * offset at that moment, what the office's first opening time is for them; null when the offsets agree or the
 * visitor's zone is missing or unknown.
 */
export function zoneNote(rules: ScheduleRules, visitorZone: string | undefined, at: Date): string | null {
  if (visitorZone === undefined || !isValidZone(visitorZone) || !isValidZone(rules.timeZone)) return null;
  if (Number.isNaN(at.getTime())) return null;
  if (tzOffset(visitorZone, at) === tzOffset(rules.timeZone, at)) return null;
  const office = zoneName(rules.timeZone, at) ?? rules.timeZone;
  const visitor = zoneName(visitorZone, at) ?? visitorZone;
  const place = rules.officePlace ? ` (${rules.officePlace})` : "";
  const opening = firstOpening(rules);
  const example = wallToInstant(localParts(at, rules.timeZone).date, opening, rules.timeZone) ?? at;
  const there = new TZDate(example.getTime(), visitorZone);
  const theirs = timeLabel(there.getHours() * 60 + there.getMinutes());
  const dayShift = dayDifference(example, rules.timeZone, visitorZone);
  const theirsWithDay = dayShift === 0 ? theirs : `${theirs} ${dayShift > 0 ? "the next day" : "the day before"}`;
  return (
    `Times are in ${office}${place}. Your device is set to ${visitor}: ` +
    `${timeLabel(opening)} here is ${theirsWithDay} for you.`
  );
}

function nameOf(timeZone: string, style: "long" | "longGeneric", at: Date): string {
  const key = `${timeZone}|${style}`;
  let format = zoneNames.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style });
    zoneNames.set(key, format);
  }
  return format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

// The earliest opening wall time of the week (9:00 AM when there are no hours).
function firstOpening(rules: ScheduleRules): number {
  let first: number | null = null;
  for (const hours of rules.weeklyHours) {
    const opens = parseClock(hours.opens);
    if (opens !== null && (first === null || opens < first)) first = opens;
  }
  return first ?? 9 * 60;
}

function dayDifference(instant: Date, officeZone: string, visitorZone: string): number {
  const office = localParts(instant, officeZone).date;
  const visitor = localParts(instant, visitorZone).date;
  const toDay = (date: { year: number; month: number; day: number }) => Date.UTC(date.year, date.month - 1, date.day);
  return Math.round((toDay(visitor) - toDay(office)) / 86_400_000);
}
