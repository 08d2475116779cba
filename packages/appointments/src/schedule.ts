import {
  addDays,
  compareDateStrings,
  dayLabel,
  formatDate,
  parseClock,
  parseDate,
  timeLabel,
  weekdayOf,
} from "./internal/civil.js";
import type { Civil } from "./internal/civil.js";
import { isValidZone, localParts, startOfDay, wallClockOf } from "./internal/zone.js";

/** A day of the week, 0 = Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** One opening range on a weekday, office-local 24-hour wall times ("09:00" to "17:00"; "24:00" is midnight). */
export interface WeeklyHours {
  day: Weekday;
  opens: string;
  closes: string;
}

/** When the office meets people: its zone, hours, holidays, seats and how far ahead it books. */
export interface ScheduleRules {
  /** The office's IANA time zone, e.g. "America/Chicago". */
  timeZone: string;
  /** Opening ranges; a day may have several, and a day with none offers nothing. */
  weeklyHours: WeeklyHours[];
  /** Office-local "YYYY-MM-DD" dates with no appointments (holidays). */
  closedDates: string[];
  /** How many agents can meet at once: the seats in each quarter hour ({@link SEAT_CELL_MINUTES}). */
  capacity: number;
  /** A time must start at least this many hours from now. */
  earliestStartHours: number;
  /** Times are offered up to this many calendar days after today, office-local (today plus `daysAhead` days). */
  daysAhead: number;
  /** Start times every N minutes from each range's opening. @defaultValue the meeting's length */
  stepMinutes?: number;
  /** Where the office is, named in {@link zoneNote}, e.g. "Tupelo, Mississippi". */
  officePlace?: string;
}

/** One open time. */
export interface Slot {
  /** ISO UTC instant, e.g. "2026-12-07T15:00:00.000Z". */
  start: string;
  /** ISO UTC instant: start plus the meeting's length. */
  end: string;
  /** Office-local "YYYY-MM-DD". */
  date: string;
  /** Office-local wall time, e.g. "9:00 AM". */
  timeLabel: string;
  /** Seats free for the whole meeting: the capacity less the most taken in any quarter hour it covers. */
  seatsLeft: number;
}

/** The open times of one office-local day. */
export interface SlotDay {
  date: string;
  /** e.g. "Monday, December 7". */
  label: string;
  slots: Slot[];
}

/**
 * Seats already booked per quarter hour: the key is the ISO UTC instant a {@link SEAT_CELL_MINUTES} cell starts at
 * (see {@link seatCells}), the value how many meetings cover it. A meeting takes a seat in every cell it covers, so
 * meetings of different lengths, or starting off each other's grid, never overlap past the capacity.
 */
export type TakenSeats = ReadonlyMap<string, number>;

/** The length of a seat cell: a meeting holds one seat in each quarter hour it covers. */
export const SEAT_CELL_MINUTES = 15;
const CELL_MS = SEAT_CELL_MINUTES * 60_000;

/**
 * The seat cells a meeting from `start` to `end` covers, as ISO UTC instants (cells are aligned to the quarter hour
 * in UTC, which every zone the office could be in also is): what a store claims a seat in for a booking.
 */
export function seatCells(start: string | Date, end: string | Date): string[] {
  const from = new Date(start).getTime();
  const to = new Date(end).getTime();
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from)
    throw new RangeError("seat cells: the meeting must end after it starts");
  const cells: string[] = [];
  for (let cell = Math.floor(from / CELL_MS) * CELL_MS; cell < to; cell += CELL_MS)
    cells.push(new Date(cell).toISOString());
  return cells;
}

/** Why a chosen time cannot be booked. */
export type SlotProblem = "invalid" | "past" | "too-soon" | "too-far" | "closed" | "not-offered" | "full";

/** What a visitor is told for each {@link SlotProblem}: plain, and each says what to do next. */
export const SLOT_PROBLEM_MESSAGES: Readonly<Record<SlotProblem, string>> = Object.freeze({
  invalid: "We could not read that time. Please choose a time from the list.",
  past: "That time has already passed. Please choose another time.",
  "too-soon": "That time is too soon for us to prepare. Please choose a later time.",
  "too-far": "We are not booking that far ahead yet. Please choose an earlier time.",
  closed: "Our office is closed that day. Please choose another day.",
  "not-offered": "We do not offer that time. Please choose a time from the list.",
  full: "That time was just taken. Please choose another time.",
});

/** Options of {@link openDays}. */
export interface OpenDaysOptions {
  now: Date;
  /** The meeting's length in minutes. */
  minutes: number;
  taken: TakenSeats;
  /** Days with open times to return. @defaultValue 3 */
  days?: number;
  /** "YYYY-MM-DD": start after this office-local day (the `more` of the page before). */
  after?: string;
}

/** A page of days with open times. */
export interface OpenDays {
  days: SlotDay[];
  /** The `after` value for the next page; null when no later day has an open time. */
  more: string | null;
}

/** Options of {@link checkSlot}. */
export interface CheckSlotOptions {
  now: Date;
  minutes: number;
  /** The chosen start as posted (untrusted). */
  start: string;
  taken: TakenSeats;
}

/** A chosen time that can be booked, or the reason it cannot with the visitor's message. */
export type SlotCheck = { ok: true; slot: Slot } | { ok: false; problem: SlotProblem; message: string };

/** Options of {@link nearestOpen}. */
export interface NearestOpenOptions {
  now: Date;
  minutes: number;
  /** The ISO instant asked for. */
  around: string;
  taken: TakenSeats;
  /** @defaultValue 3 */
  count?: number;
}

interface Resolved {
  readonly zone: string;
  readonly minutes: number;
  readonly step: number;
  readonly capacity: number;
  readonly ranges: readonly (readonly (readonly [number, number])[])[];
  readonly closed: ReadonlySet<string>;
  readonly now: Date;
  readonly earliest: number;
  readonly today: Civil;
  readonly lastDate: string;
  readonly taken: ReadonlyMap<number, number>;
}

interface Candidate {
  readonly start: Date;
  readonly minutes: number;
}

const MINUTES_PER_DAY = 24 * 60;

/**
 * Everything wrong with a set of rules, as sentences (empty when they are usable); the other functions throw a
 * RangeError with these.
 */
export function scheduleRulesProblems(rules: ScheduleRules): string[] {
  const problems: string[] = [];
  if (!isValidZone(rules.timeZone)) problems.push(`timeZone "${String(rules.timeZone)}" is not a known IANA time zone`);
  if (!Array.isArray(rules.weeklyHours)) problems.push("weeklyHours must be a list");
  else
    rules.weeklyHours.forEach((hours, index) => {
      const label = `weeklyHours[${index}]`;
      if (!Number.isInteger(hours.day) || hours.day < 0 || hours.day > 6)
        problems.push(`${label}.day must be 0 (Sunday) to 6 (Saturday)`);
      const opens = parseClock(hours.opens);
      const closes = parseClock(hours.closes);
      if (opens === null || opens === MINUTES_PER_DAY)
        problems.push(`${label}.opens "${String(hours.opens)}" is not a time like "09:00"`);
      if (closes === null) problems.push(`${label}.closes "${String(hours.closes)}" is not a time like "17:00"`);
      if (opens !== null && closes !== null && opens >= closes) problems.push(`${label} closes before it opens`);
    });
  if (!Array.isArray(rules.closedDates)) problems.push("closedDates must be a list");
  else
    for (const date of rules.closedDates)
      if (typeof date !== "string" || parseDate(date) === null)
        problems.push(`closedDates has "${String(date)}", not a YYYY-MM-DD date`);
  if (!Number.isInteger(rules.capacity) || rules.capacity < 1)
    problems.push("capacity must be a whole number, 1 or more");
  if (
    typeof rules.earliestStartHours !== "number" ||
    !(rules.earliestStartHours >= 0) ||
    !Number.isFinite(rules.earliestStartHours)
  )
    problems.push("earliestStartHours must be 0 or more");
  if (!Number.isInteger(rules.daysAhead) || rules.daysAhead < 0 || rules.daysAhead > 366)
    problems.push("daysAhead must be a whole number from 0 to 366");
  if (
    rules.stepMinutes !== undefined &&
    (!Number.isInteger(rules.stepMinutes) || rules.stepMinutes < 5 || rules.stepMinutes > MINUTES_PER_DAY)
  )
    problems.push("stepMinutes must be a whole number of minutes from 5 to 1440");
  return problems;
}

/** The days with open times, `days` at a time, from today (or the day after `after`) to the last day offered. */
export function openDays(rules: ScheduleRules, options: OpenDaysOptions): OpenDays {
  const resolved = resolve(rules, options.now, options.minutes, options.taken);
  const wanted = options.days ?? 3;
  if (!Number.isInteger(wanted) || wanted < 1) throw new RangeError("days must be a whole number, 1 or more");
  let date = resolved.today;
  if (options.after !== undefined) {
    const after = parseDate(options.after);
    if (after === null) throw new RangeError(`after "${options.after}" is not a YYYY-MM-DD date`);
    if (compareDateStrings(options.after, formatDate(date)) >= 0) date = addDays(after, 1);
  }
  const days: SlotDay[] = [];
  for (; compareDateStrings(formatDate(date), resolved.lastDate) <= 0; date = addDays(date, 1)) {
    const slots = openSlotsOf(resolved, date);
    if (slots.length === 0) continue;
    if (days.length === wanted) return { days, more: days[days.length - 1]?.date ?? null };
    days.push({ date: formatDate(date), label: dayLabel(date), slots });
  }
  return { days, more: null };
}

/** Whether a posted start time can be booked now, and if not which problem it has. */
export function checkSlot(rules: ScheduleRules, options: CheckSlotOptions): SlotCheck {
  const resolved = resolve(rules, options.now, options.minutes, options.taken);
  const start = parseInstant(options.start);
  if (start === null) return refuse("invalid");
  if (start.getTime() < resolved.now.getTime()) return refuse("past");
  if (start.getTime() < resolved.earliest) return refuse("too-soon");
  const local = localParts(start, resolved.zone);
  const date = formatDate(local.date);
  if (compareDateStrings(date, resolved.lastDate) > 0) return refuse("too-far");
  if (resolved.closed.has(date) || (resolved.ranges[weekdayOf(local.date)] ?? []).length === 0) return refuse("closed");
  const candidate = candidatesOf(resolved, local.date).find((each) => each.start.getTime() === start.getTime());
  if (!candidate) return refuse("not-offered");
  const slot = slotOf(resolved, local.date, candidate);
  if (slot.seatsLeft <= 0) return refuse("full");
  return { ok: true, slot };
}

/** The open times nearest an instant (for "That time was just taken"), in time order. */
export function nearestOpen(rules: ScheduleRules, options: NearestOpenOptions): Slot[] {
  const resolved = resolve(rules, options.now, options.minutes, options.taken);
  const around = parseInstant(options.around);
  if (around === null) throw new RangeError(`around "${options.around}" is not an ISO instant`);
  const count = options.count ?? 3;
  if (!Number.isInteger(count) || count < 1) throw new RangeError("count must be a whole number, 1 or more");
  const open: Slot[] = [];
  for (let date = resolved.today; compareDateStrings(formatDate(date), resolved.lastDate) <= 0; date = addDays(date, 1))
    open.push(...openSlotsOf(resolved, date));
  const target = around.getTime();
  const distance = (slot: Slot) => Math.abs(Date.parse(slot.start) - target);
  return open
    .map((slot, index) => ({ slot, index, distance: distance(slot) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((each) => each.slot);
}

/** The span of start instants the server must read taken seats for: from the earliest start to the end of the last day offered. */
export function slotWindow(rules: ScheduleRules, options: { now: Date }): { from: Date; to: Date } {
  const resolved = resolve(rules, options.now, 30, new Map());
  const last = parseDate(resolved.lastDate);
  if (last === null) throw new RangeError("the last day offered could not be worked out");
  return { from: new Date(resolved.earliest), to: startOfDay(addDays(last, 1), resolved.zone) };
}

function refuse(problem: SlotProblem): SlotCheck {
  return { ok: false, problem, message: SLOT_PROBLEM_MESSAGES[problem] };
}

function resolve(rules: ScheduleRules, now: Date, minutes: number, taken: TakenSeats): Resolved {
  const problems = scheduleRulesProblems(rules);
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) problems.push("now must be a valid Date");
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > MINUTES_PER_DAY)
    problems.push("minutes (the meeting's length) must be a whole number from 5 to 1440");
  if (problems.length > 0) throw new RangeError(`Invalid schedule: ${problems.join("; ")}.`);
  const ranges: [number, number][][] = [[], [], [], [], [], [], []];
  for (const hours of rules.weeklyHours) {
    const opens = parseClock(hours.opens);
    const closes = parseClock(hours.closes);
    if (opens !== null && closes !== null) ranges[hours.day]?.push([opens, closes]);
  }
  for (const day of ranges) day.sort((a, b) => a[0] - b[0]);
  const today = localParts(now, rules.timeZone).date;
  return {
    zone: rules.timeZone,
    minutes,
    step: rules.stepMinutes ?? minutes,
    capacity: rules.capacity,
    ranges,
    closed: new Set(rules.closedDates),
    now,
    earliest: now.getTime() + rules.earliestStartHours * 3_600_000,
    today,
    lastDate: formatDate(addDays(today, rules.daysAhead)),
    taken: normalizeTaken(taken),
  };
}

function normalizeTaken(taken: TakenSeats): Map<number, number> {
  const byInstant = new Map<number, number>();
  for (const [key, count] of taken) {
    const instant = Date.parse(key);
    if (Number.isNaN(instant)) throw new RangeError(`taken seats: "${key}" is not an ISO instant`);
    if (!Number.isInteger(count) || count < 0)
      throw new RangeError(`taken seats: the count for "${key}" must be a whole number, 0 or more`);
    const cell = Math.floor(instant / CELL_MS) * CELL_MS;
    byInstant.set(cell, (byInstant.get(cell) ?? 0) + count);
  }
  return byInstant;
}

// The start times a day's hours give, before earliest start and seats: each range's wall times on the step grid
// whose meeting ends by the range's close, a wall time that does not exist skipped and an ambiguous one once.
function candidatesOf(resolved: Resolved, date: Civil): Candidate[] {
  if (resolved.closed.has(formatDate(date))) return [];
  const seen = new Set<number>();
  const candidates: Candidate[] = [];
  const ranges = resolved.ranges[weekdayOf(date)] ?? [];
  if (ranges.length === 0) return candidates;
  const wall = wallClockOf(date, resolved.zone);
  for (const [opens, closes] of ranges) {
    const closeAt =
      (closes < MINUTES_PER_DAY ? closingInstant(wall, closes) : null) ?? startOfDay(addDays(date, 1), resolved.zone);
    for (let minutes = opens; minutes < closes; minutes += resolved.step) {
      const start = wall(minutes);
      if (start === null) continue;
      if (start.getTime() + resolved.minutes * 60_000 > closeAt.getTime()) continue;
      if (seen.has(start.getTime())) continue;
      seen.add(start.getTime());
      candidates.push({ start, minutes });
    }
  }
  return candidates.sort((a, b) => a.start.getTime() - b.start.getTime());
}

// A closing wall time in a spring-forward gap closes at the first instant after the gap.
// (null: the gap runs to midnight, so the day's end closes it).
function closingInstant(wall: (minutes: number) => Date | null, minutes: number): Date | null {
  for (let later = minutes; later < MINUTES_PER_DAY; later += 1) {
    const instant = wall(later);
    if (instant !== null) return instant;
  }
  return null;
}

function slotOf(resolved: Resolved, date: Civil, candidate: Candidate): Slot {
  const start = candidate.start.getTime();
  return {
    start: candidate.start.toISOString(),
    end: new Date(start + resolved.minutes * 60_000).toISOString(),
    date: formatDate(date),
    timeLabel: timeLabel(candidate.minutes),
    seatsLeft: Math.max(0, resolved.capacity - mostTaken(resolved.taken, start, start + resolved.minutes * 60_000)),
  };
}

// The most seats taken in any cell of [from, to).
function mostTaken(taken: ReadonlyMap<number, number>, from: number, to: number): number {
  let most = 0;
  for (let cell = Math.floor(from / CELL_MS) * CELL_MS; cell < to; cell += CELL_MS)
    most = Math.max(most, taken.get(cell) ?? 0);
  return most;
}

function openSlotsOf(resolved: Resolved, date: Civil): Slot[] {
  const slots: Slot[] = [];
  for (const candidate of candidatesOf(resolved, date)) {
    if (candidate.start.getTime() < resolved.earliest || candidate.start.getTime() < resolved.now.getTime()) continue;
    const slot = slotOf(resolved, date, candidate);
    if (slot.seatsLeft > 0) slots.push(slot);
  }
  return slots;
}

const INSTANT_PATTERN = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-](\d{2}):(\d{2}))$/;

// A strict ISO 8601 instant (a date, a time and Z or an offset), or null.
function parseInstant(text: unknown): Date | null {
  if (typeof text !== "string" || text.length > 40) return null;
  const match = INSTANT_PATTERN.exec(text);
  if (!match || parseDate(match[1] ?? "") === null) return null;
  if (Number(match[2]) > 23 || Number(match[3]) > 59 || Number(match[4] ?? 0) > 59) return null;
  if (match[7] !== undefined && (Number(match[7]) > 23 || Number(match[8]) > 59)) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
