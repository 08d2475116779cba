import { tzOffset } from "@date-fns/tz";

const DAY_MS = 86_400_000;

/** The content lines as one file: each folded at 75 octets and ended with CRLF. */
export function icalFile(lines: readonly string[]): string {
  let text = "";
  for (const line of lines) text += `${foldLine(line)}\r\n`;
  return text;
}

// RFC 5545 3.3.11: backslash, semicolon and comma escaped, line breaks as \n; other control characters dropped.
export function escapeText(text: string): string {
  const escaped = String(text)
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
  return withoutControls(escaped);
}

// Without RFC 5545's CONTROL characters: the C0 controls but tab, and DEL.
function withoutControls(text: string): string {
  let clean = true;
  for (let index = 0; index < text.length && clean; index += 1) {
    const code = text.charCodeAt(index);
    clean = code === 9 || (code >= 32 && code !== 127);
  }
  if (clean) return text;
  let kept = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code === 9 || (code >= 32 && code !== 127)) kept += char;
  }
  return kept;
}

/** Whether the text holds a control character (C0, DEL, C1). */
export function hasControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 32 || (code >= 127 && code <= 159)) return true;
  }
  return false;
}

/**
 * A parameter value (RFC 5545 3.1) always in double quotes, with RFC 6868's caret encoding for what a quoted string
 * cannot hold: ^ as ^^, " as ^', a line break as ^n; other control characters dropped.
 */
export function quotedParam(text: string): string {
  const encoded = String(text)
    .replace(/\^/g, "^^")
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, "^n");
  return `"${withoutControls(encoded)}"`;
}

// RFC 5545 3.1: at most 75 octets per line (UTF-8), continuation lines start with one space; a character is never split.
function foldLine(line: string): string {
  if (/^[\x20-\x7e]*$/.test(line)) {
    if (line.length <= 75) return line;
    const ascii = [line.slice(0, 75)];
    for (let index = 75; index < line.length; index += 74) ascii.push(` ${line.slice(index, index + 74)}`);
    return ascii.join("\r\n");
  }
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
    if (other !== offset && offsets.offsetAt(twin) === other) return `${name}:${utcStamp(instant)}`;
  }
  return `${name};TZID=${offsets.zone}:${utcDigits(new Date(time + offset * 60_000))}`;
}

/** YYYYMMDDTHHMMSSZ. */
export function utcStamp(instant: Date): string {
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
