/**
 * The appointmentSettings entry (one per space): its fields' schema, the defaults, and the weekly hours in the
 * schema.org openingHours form the site settings already keep ("Mo-Fr 09:00-17:00").
 */
import { z } from "zod";
import type { AppointmentSettings, MeetingMethod, MeetingType, WeeklyHours } from "./view-models.js";

/** The meeting methods, in the order the site offers them by default. */
export const MEETING_METHODS = ["phone", "office", "video"] as const satisfies readonly MeetingMethod[];

/** The settings without an entry, or for a field the entry leaves empty (weekly hours come from the site settings). */
export const APPOINTMENT_SETTINGS_DEFAULTS: Readonly<Omit<AppointmentSettings, "weeklyHours">> = Object.freeze({
  bookingEnabled: true,
  meetingTypes: [
    { method: "phone", minutes: 30 },
    { method: "office", minutes: 45 },
    { method: "video", minutes: 30 },
  ] satisfies MeetingType[],
  capacity: 2,
  earliestStartHours: 4,
  daysAhead: 21,
  closedDates: [],
  timeZone: "America/Chicago",
  stepMinutes: null,
});

// ---- openingHours ------------------------------------------------------------------------------------------

const DAY_CODES = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"] as const;
const DAY_LIST = "Mo, Tu, We, Th, Fr, Sa, Su";
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const dayOf = (code: string): WeeklyHours["day"] | undefined => {
  const index = DAY_CODES.findIndex((day) => day.toLowerCase() === code.toLowerCase());
  return index < 0 ? undefined : (index as WeeklyHours["day"]);
};

/** "Mo-Fr", "Mo,We", "Mo-We,Fr", "Fr-Mo" (a range may run over the weekend): the days, or a problem. */
function parseDays(token: string): WeeklyHours["day"][] | string {
  const days: WeeklyHours["day"][] = [];
  for (const part of token.split(",")) {
    const [from, to, ...rest] = part.split("-");
    if (!from || rest.length > 0 || to === "") return `'${token}' is not a day or a range of days (${DAY_LIST})`;
    const first = dayOf(from);
    if (first === undefined) return `'${from}' is not a day (${DAY_LIST})`;
    if (to === undefined) {
      days.push(first);
      continue;
    }
    const last = dayOf(to);
    if (last === undefined) return `'${to}' is not a day (${DAY_LIST})`;
    // Monday-based positions, so "Mo-Su" is the whole week and "Fr-Mo" runs over the weekend.
    const position = (day: number) => (day + 6) % 7;
    for (let step = 0; step <= (position(last) - position(first) + 7) % 7; step += 1) {
      days.push(((first + step) % 7) as WeeklyHours["day"]);
    }
  }
  return days;
}

/** "09:00-17:00": the opening and closing times, or a problem. */
function parseTimes(token: string): { opens: string; closes: string } | string {
  const [opens, closes, ...rest] = token.split("-");
  if (!opens || !closes || rest.length > 0) return `'${token}' is not a time range such as 09:00-17:00`;
  for (const time of [opens, closes]) {
    if (!TIME.test(time)) return `'${time}' is not a time from 00:00 to 23:59 (HH:MM, 24-hour)`;
  }
  if (closes <= opens) return `'${token}' closes before it opens (a day's hours cannot run past midnight)`;
  return { opens, closes };
}

const isTimeToken = (token: string) => /^\d/.test(token);

/**
 * Reads weekly hours written as schema.org openingHours: day groups each followed by one or more time ranges,
 * e.g. "Mo-Fr 09:00-17:00", "Mo,We 09:00-12:00 Sa 10:00-14:00", "Mo-Fr 09:00-12:00,13:00-17:00"; groups may also be
 * separated by "," or ";". The hours come sorted by day (Sunday first) and time; overlapping hours on a day are a
 * problem, as is any text that is not a day, a range of days or a time range.
 */
export function parseOpeningHours(text: string): { ok: true; value: WeeklyHours[] } | { ok: false; problem: string } {
  const tokens = text
    .replace(/;/g, " ")
    .replace(/,\s+/g, " ")
    .split(/\s+/)
    .map((token) => token.replace(/,$/, ""))
    .filter(Boolean);
  if (tokens.length === 0) return { ok: false, problem: "is empty (write e.g. Mo-Fr 09:00-17:00)" };
  const hours: WeeklyHours[] = [];
  let days: WeeklyHours["day"][] | undefined;
  let timed = false;
  for (const token of tokens) {
    if (!isTimeToken(token)) {
      if (days && !timed) return { ok: false, problem: `'${token}' follows days that have no hours` };
      const parsed = parseDays(token);
      if (typeof parsed === "string") return { ok: false, problem: parsed };
      days = parsed;
      timed = false;
      continue;
    }
    if (!days) return { ok: false, problem: `'${token}' comes before any day (write e.g. Mo-Fr ${token})` };
    for (const range of token.split(",")) {
      const times = parseTimes(range);
      if (typeof times === "string") return { ok: false, problem: times };
      for (const day of days) hours.push({ day, ...times });
    }
    timed = true;
  }
  if (days && !timed) return { ok: false, problem: `'${tokens.at(-1)}' has no hours (write e.g. Mo-Fr 09:00-17:00)` };
  hours.sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens));
  for (let index = 1; index < hours.length; index += 1) {
    const before = hours[index - 1]!;
    const current = hours[index]!;
    if (before.day === current.day && current.opens < before.closes) {
      return {
        ok: false,
        problem: `${DAY_CODES[current.day]} ${before.opens}-${before.closes} and ${current.opens}-${current.closes} overlap`,
      };
    }
  }
  return { ok: true, value: hours };
}

// ---- the entry ---------------------------------------------------------------------------------------------

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A "YYYY-MM-DD" of the calendar (no 31 April). */
const isCalendarDate = (value: string): boolean => {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** An IANA zone name Intl knows ("America/Chicago", "UTC"), not an offset such as "+06:00". */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be from ${min} to ${max}`)
    .max(max, `${what} must be from ${min} to ${max}`);

const meetingTypeSchema = z.object(
  {
    method: z.enum(MEETING_METHODS, { error: `Method must be one of ${MEETING_METHODS.join(", ")}` }),
    minutes: wholeNumber("Minutes", 15, 180),
  },
  { error: 'Each meeting type is an object such as { "method": "phone", "minutes": 30 }' },
);

/** The weekly hours written in the entry: empty or unset is "use the site settings' opening hours". */
const weeklyHoursField = z
  .string({ error: "Weekly hours must be text such as Mo-Fr 09:00-17:00" })
  .optional()
  .transform((value, context): WeeklyHours[] | null => {
    if (value === undefined || value.trim() === "") return null;
    const parsed = parseOpeningHours(value);
    if (parsed.ok) return parsed.value;
    context.addIssue({ code: "custom", message: `Weekly hours '${value}': ${parsed.problem}` });
    return z.NEVER;
  });

/**
 * The appointmentSettings entry's fields, strictly: a value that is set must be right (each issue names its field);
 * a field left empty takes its default (APPOINTMENT_SETTINGS_DEFAULTS); `weeklyHours` null means "not set".
 */
export const appointmentSettingsFieldsSchema = z.object({
  name: z.string().optional(),
  bookingEnabled: z
    .boolean({ error: "Online booking must be on or off (true or false)" })
    .default(APPOINTMENT_SETTINGS_DEFAULTS.bookingEnabled),
  meetingTypes: z
    .array(meetingTypeSchema, {
      error: 'Meeting types must be a JSON list such as [{ "method": "phone", "minutes": 30 }]',
    })
    .min(1, "Meeting types must list at least one way to meet")
    .superRefine((types, context) => {
      types.forEach((type, index) => {
        if (types.findIndex((other) => other.method === type.method) !== index) {
          context.addIssue({
            code: "custom",
            path: [index, "method"],
            message: `Meeting types list '${type.method}' more than once`,
          });
        }
      });
    })
    .default(() => APPOINTMENT_SETTINGS_DEFAULTS.meetingTypes.map((type) => ({ ...type }))),
  capacity: wholeNumber("Agents who can meet at once", 1, 20).default(APPOINTMENT_SETTINGS_DEFAULTS.capacity),
  earliestStartHours: wholeNumber("Earliest start (hours from now)", 0, 336).default(
    APPOINTMENT_SETTINGS_DEFAULTS.earliestStartHours,
  ),
  daysAhead: wholeNumber("Days ahead", 1, 90).default(APPOINTMENT_SETTINGS_DEFAULTS.daysAhead),
  closedDates: z
    .array(
      z.string().refine(isCalendarDate, {
        error: (issue) => `Closed date '${String(issue.input)}' is not a date (YYYY-MM-DD)`,
      }),
      { error: "Closed dates must be a list of dates (YYYY-MM-DD)" },
    )
    .superRefine((dates, context) => {
      dates.forEach((date, index) => {
        if (dates.indexOf(date) !== index) {
          context.addIssue({ code: "custom", path: [index], message: `Closed date '${date}' is listed twice` });
        }
      });
    })
    .transform((dates) => [...dates].sort())
    .default([]),
  weeklyHours: weeklyHoursField,
  timeZone: z
    .string({ error: "Time zone must be text such as America/Chicago" })
    .trim()
    .refine(isTimeZone, {
      error: (issue) => `Time zone '${String(issue.input)}' is not an IANA time zone (e.g. America/Chicago)`,
    })
    .default(APPOINTMENT_SETTINGS_DEFAULTS.timeZone),
  stepMinutes: wholeNumber("Start times every (minutes)", 5, 180)
    .optional()
    .transform((value) => value ?? null),
});

/** The view model from the entry's parsed fields, with the weekly hours it falls back to when it sets none. */
export function toAppointmentSettings(
  fields: z.output<typeof appointmentSettingsFieldsSchema>,
  fallbackHours: WeeklyHours[],
): AppointmentSettings {
  const { name: _name, weeklyHours, ...settings } = fields;
  return { ...settings, weeklyHours: weeklyHours ?? fallbackHours };
}

/** Booking off (the external scheduler) with every default: a space that has no appointmentSettings entry. */
export function appointmentSettingsWithoutEntry(weeklyHours: WeeklyHours[]): AppointmentSettings {
  return {
    ...APPOINTMENT_SETTINGS_DEFAULTS,
    bookingEnabled: false,
    meetingTypes: APPOINTMENT_SETTINGS_DEFAULTS.meetingTypes.map((type) => ({ ...type })),
    closedDates: [],
    weeklyHours,
  };
}
