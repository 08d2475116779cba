import { tzOffset } from "@date-fns/tz";
import { isValidZone } from "./internal/zone.js";

/** One appointment for {@link appointmentIcs}. */
export interface AppointmentEvent {
  /** Stable id; the same appointment always gets the same UID, e.g. "appt-123@example.com". */
  uid: string;
  /** ISO instant. */
  start: string;
  /** ISO instant, after `start`. */
  end: string;
  summary: string;
  description: string;
  location?: string;
  /** An http(s) address, e.g. the page to change or cancel. */
  url?: string;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  /** The IANA zone the times are written in (DTSTART;TZID=…, with its VTIMEZONE). */
  timeZone: string;
}

const PRODID = "-//Tupelo Medicare//Appointments//EN";
const DAY_MS = 86_400_000;

/**
 * The appointment as an RFC 5545 iCalendar file: one VEVENT with DTSTART/DTEND in the zone (TZID) and a VTIMEZONE
 * for it built from the zone's offsets around the event, escaped text, CRLF line ends, lines folded at 75 octets.
 */
export function appointmentIcs(event: AppointmentEvent): string {
  const start = instantOf(event.start, "start");
  const end = instantOf(event.end, "end");
  if (end.getTime() <= start.getTime()) throw new RangeError("end must be after start");
  if (!(event.stamp instanceof Date) || Number.isNaN(event.stamp.getTime()))
    throw new RangeError("stamp must be a valid Date");
  if (!isValidZone(event.timeZone))
    throw new RangeError(`timeZone "${String(event.timeZone)}" is not a known IANA time zone`);
  if (typeof event.uid !== "string" || event.uid.trim() === "") throw new RangeError("uid must not be empty");
  const zone = event.timeZone;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...vtimezone(zone, start, end),
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${zone}:${localStamp(start, zone)}`,
    `DTEND;TZID=${zone}:${localStamp(end, zone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
  ];
  if (event.location !== undefined && event.location !== "") lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url !== undefined && event.url !== "") lines.push(`URL:${checkedUrl(event.url)}`);
  lines.push("STATUS:CONFIRMED", "SEQUENCE:0", "TRANSP:OPAQUE", "END:VEVENT", "END:VCALENDAR");
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}

function instantOf(text: string, name: string): Date {
  const instant = typeof text === "string" ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`${name} "${String(text)}" is not an ISO instant`);
  return instant;
}

function checkedUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RangeError("url must be an absolute http(s) address");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new RangeError("url must be an absolute http(s) address");
  return url.href;
}

// A VTIMEZONE whose observances cover the event: the offset in force a year before it, then each change of offset
// from then to the event's end, found from the zone's own offsets (@date-fns/tz, the runtime's IANA data).
function vtimezone(zone: string, start: Date, end: Date): string[] {
  const from = start.getTime() - 366 * DAY_MS;
  const until = end.getTime() + DAY_MS;
  const changes: { at: number; before: number; after: number }[] = [];
  let previous = offsetAt(zone, from);
  for (let day = from + DAY_MS; day <= until; day += DAY_MS) {
    const offset = offsetAt(zone, day);
    if (offset !== previous)
      changes.push({ at: changeBetween(zone, day - DAY_MS, day), before: previous, after: offset });
    previous = offset;
  }
  const initial = offsetAt(zone, from);
  const lowest = Math.min(initial, ...changes.map((change) => change.after));
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`];
  lines.push(...observance(initial === lowest ? "STANDARD" : "DAYLIGHT", "19700101T000000", initial, initial));
  for (const change of changes) {
    const wall = new Date(change.at + change.before * 60_000);
    lines.push(
      ...observance(change.after === lowest ? "STANDARD" : "DAYLIGHT", utcDigits(wall), change.before, change.after),
    );
  }
  lines.push("END:VTIMEZONE");
  return lines;
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

function localStamp(instant: Date, zone: string): string {
  return utcDigits(new Date(instant.getTime() + offsetAt(zone, instant.getTime()) * 60_000));
}

function utcStamp(instant: Date): string {
  return `${utcDigits(instant)}Z`;
}

// YYYYMMDDTHHMMSS from a Date's UTC fields.
function utcDigits(date: Date): string {
  const two = (value: number) => String(value).padStart(2, "0");
  return (
    `${String(date.getUTCFullYear()).padStart(4, "0")}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}` +
    `T${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}`
  );
}

// RFC 5545 3.3.11: backslash, semicolon and comma escaped, line breaks as \n; other control characters dropped.
function escapeText(text: string): string {
  const escaped = String(text)
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
  return Array.from(escaped)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code === 9 || (code >= 32 && code !== 127);
    })
    .join("");
}

// RFC 5545 3.1: at most 75 octets per line (UTF-8), continuation lines start with one space; a character is never split.
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > 75) {
      parts.push(current);
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  parts.push(current);
  return parts.join("\r\n");
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}
