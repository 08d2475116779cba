import { tzOffset } from "@date-fns/tz";
import { utcDateTime } from "@tupelo-medicare/icalendar";

const DAY_MS = 86_400_000;

/** A zone's offsets over a span, found once, and its VTIMEZONE for that span. */
export interface ZoneOffsets {
  readonly zone: string;
  /** The offset in minutes at the instant (ms), from the changes found when inside the span. */
  offsetAt(time: number): number;
  /** The VTIMEZONE: the offset in force a year before the span, then each change of offset to a day after it. */
  vtimezone(): string[];
}

/** The zone's offsets from a year before `start` to a day after `end` (@date-fns/tz: the runtime's IANA data). */
export function zoneOffsets(zone: string, start: Date, end: Date): ZoneOffsets {
  const from = start.getTime() - 366 * DAY_MS;
  const until = end.getTime() + DAY_MS;
  const changes: { at: number; before: number; after: number }[] = [];
  const initial = offsetAt(zone, from);
  let previous = initial;
  for (let day = from + DAY_MS; day <= until; day += DAY_MS) {
    const offset = offsetAt(zone, day);
    if (offset !== previous)
      changes.push({ at: changeBetween(zone, day - DAY_MS, day), before: previous, after: offset });
    previous = offset;
  }
  // Inside [from, last day checked] the offset is the one after the last change at or before the instant.
  const checkedUntil = from + Math.floor((until - from) / DAY_MS) * DAY_MS;
  return {
    zone,
    offsetAt(time) {
      if (time < from || time > checkedUntil) return offsetAt(zone, time);
      let low = 0;
      let high = changes.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((changes[middle]?.at ?? Infinity) <= time) low = middle + 1;
        else high = middle;
      }
      return low === 0 ? initial : (changes[low - 1]?.after ?? initial);
    },
    vtimezone() {
      let lowest = initial;
      for (const change of changes) lowest = Math.min(lowest, change.after);
      const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`];
      lines.push(...observance(initial === lowest ? "STANDARD" : "DAYLIGHT", "19700101T000000", initial, initial));
      for (const change of changes) {
        const wall = new Date(change.at + change.before * 60_000);
        lines.push(
          ...observance(
            change.after === lowest ? "STANDARD" : "DAYLIGHT",
            utcDigits(wall),
            change.before,
            change.after,
          ),
        );
      }
      lines.push("END:VTIMEZONE");
      return lines;
    },
  };
}

function observance(kind: "STANDARD" | "DAYLIGHT", start: string, before: number, after: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${offsetText(before)}`,
    `TZOFFSETTO:${offsetText(after)}`,
    `END:${kind}`,
  ];
}

// The first whole minute at which the offset differs from the one at `low` (the offsets differ at `high`).
function changeBetween(zone: string, low: number, high: number): number {
  const base = offsetAt(zone, low);
  let lo = Math.floor(low / 60_000);
  let hi = Math.ceil(high / 60_000);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(zone, mid * 60_000) === base) lo = mid;
    else hi = mid;
  }
  return hi * 60_000;
}

function offsetAt(zone: string, time: number): number {
  return tzOffset(zone, new Date(time));
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
}

/**
 * A date-time property in the zone (`DTSTART;TZID=America/Chicago:20261207T090000`), or in UTC when the wall time is
 * ambiguous (either copy of a fall-back hour): RFC 5545 3.3.5 reads it as the first, ical.js as the second.
 */
export function zonedProperty(name: string, instant: Date, offsets: ZoneOffsets): string {
  const time = instant.getTime();
  const offset = offsets.offsetAt(time);
  for (const other of [offsets.offsetAt(time - DAY_MS), offsets.offsetAt(time + DAY_MS)]) {
    const twin = time + (offset - other) * 60_000;
    if (other !== offset && offsets.offsetAt(twin) === other) return `${name}:${utcDateTime(instant)}`;
  }
  return `${name};TZID=${offsets.zone}:${utcDigits(new Date(time + offset * 60_000))}`;
}

// YYYYMMDDTHHMMSS from a Date's UTC fields.
function utcDigits(date: Date): string {
  const two = (value: number) => String(value).padStart(2, "0");
  return (
    `${String(date.getUTCFullYear()).padStart(4, "0")}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}` +
    `T${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}`
  );
}
