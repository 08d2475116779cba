/** How `pnpm leads` writes times, counts and visitors' text on a terminal. */
import { UsageError } from "./cli-args.js";

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** A time in this computer's time zone, as people read it: 2026-11-23 09:04:05 -06:00. */
export function formatLocalTime(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The calendar month a time falls in, in this computer's time zone: 2026-11. */
export function localMonth(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

/** This computer's time zone by name (America/Chicago), for headings that group by local dates. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Text from a visitor, safe to print on a terminal: control characters (escape sequences could rewrite the screen)
 * shown as a \u escape with four hex digits; `keepNewlines` keeps line breaks (a message in `show`).
 */
export function printable(text: string, keepNewlines = false): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what this makes visible
    keepNewlines ? /\r\n?|[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g : /[\u0000-\u001f\u007f-\u009f]/g,
    (char) => (char.startsWith("\r") && keepNewlines ? "\n" : `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`),
  );
}

/**
 * A cell of a fixed-width column: cut to `width` characters (the last one an ellipsis, so a cut is visible) and
 * padded. Counted in code points, so an emoji in a source is never split in half.
 */
export function fit(text: string, width: number): string {
  const chars = Array.from(text);
  if (chars.length > width) return `${chars.slice(0, width - 1).join("")}…`;
  return text + " ".repeat(width - chars.length);
}

/** "1 submission", "2 submissions". */
export const plural = (count: number, noun: string, nouns = `${noun}s`): string =>
  `${count} ${count === 1 ? noun : nouns}`;

/** A file size as people read it: 812 bytes, 4.2 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return plural(bytes, "byte");
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** `--since`: a calendar day (from local midnight) or an ISO time; null when it is neither. */
export function parseSince(text: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const local = new Date(year, month - 1, date);
    return local.getFullYear() === year && local.getMonth() === month - 1 && local.getDate() === date ? local : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(text)) return null;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** The `--since` option's time, or undefined without it; a usage error when it is not a date. */
export function sinceOption(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const since = parseSince(text);
  if (!since)
    throw new UsageError(
      `--since takes a date such as 2026-11-01 or an ISO time such as 2026-11-01T09:00:00Z (got ${text}).`,
    );
  return since;
}
