import { escapeText, icalFile, utcDateTime } from "@tupelo-medicare/icalendar";
import { addDays, compareDates, formatLongDate, formatMonth, lastDayOf } from "./calendar-date.js";
import type { CalendarDate } from "./calendar-date.js";
import type { MedicareTimeline } from "./timeline.js";

/** The calendar events `timelineToIcs` writes. */
export type IcsEventKind =
  | "iep-start"
  | "iep-end"
  | "medicare-start"
  | "medigap-open-enrollment-start"
  | "medigap-open-enrollment-end"
  | "part-b-special-enrollment-end"
  | "job-coverage-plan-deadline"
  | "general-enrollment-period"
  | "open-enrollment";

/** One all-day event; `end` is the last day included. */
export interface IcsEvent {
  readonly kind: IcsEventKind;
  readonly start: CalendarDate;
  readonly end: CalendarDate;
  readonly summary: string;
  readonly description: string;
}

export interface TimelineToIcsOptions {
  /** The PRODID, e.g. "-//Tupelo Medicare//Medicare timeline//EN". */
  readonly prodId: string;
  /** The moment the file is made, written as every event's DTSTAMP (UTC). */
  readonly now: Date;
  /** The calendar's name (X-WR-CALNAME). @defaultValue "Medicare dates" */
  readonly title?: string;
  /** The right-hand side of every UID. @defaultValue "medicare-timeline" */
  readonly uidDomain?: string;
  /** Keep events that ended before the timeline's `today`. @defaultValue false */
  readonly includePast?: boolean;
}

/** The key dates of a timeline as all-day calendar events in date order, with plain-language English text. */
export function timelineIcsEvents(timeline: MedicareTimeline): IcsEvent[] {
  const events: IcsEvent[] = [];
  const iep = timeline.initialEnrollment;
  const lastEarlyMonth = timeline.iepSignUps[2];
  const signUpBy = lastEarlyMonth ? formatLongDate(lastDayOf(lastEarlyMonth.signUpMonth)) : formatLongDate(iep.end);
  const medicareStart = timeline.earliestPartBStart.date;

  events.push(
    single(
      "iep-start",
      iep.start,
      "Your Medicare sign-up window opens",
      `Your Initial Enrollment Period runs from ${formatLongDate(iep.start)} to ${formatLongDate(iep.end)}. ` +
        `Sign up by ${signUpBy} for Part B to start ${formatLongDate(medicareStart)}.`,
    ),
    single(
      "iep-end",
      iep.end,
      "Last day of your Medicare sign-up window",
      "Your Initial Enrollment Period ends today. After this, unless you have job-based coverage, you can sign up " +
        "for Part B only from January 1 to March 31, and a late penalty may apply.",
    ),
  );

  const automatic = timeline.automaticEnrollment;
  events.push(
    automatic
      ? single(
          "medicare-start",
          medicareStart,
          "Medicare Part A and Part B start",
          "You are signed up automatically because you get Social Security or Railroad Retirement benefits. " +
            `Your Medicare card should arrive around ${formatMonth(automatic.cardArrivalMonth)}.`,
        )
      : single(
          "medicare-start",
          medicareStart,
          "Medicare Part A and Part B can start",
          `Premium-free Part A starts today if you sign up any time in your window. Part B starts today if you sign up by ${signUpBy}.`,
        ),
  );

  const medigap = timeline.medigapOpenEnrollment;
  events.push(
    single(
      "medigap-open-enrollment-start",
      medigap.start,
      "Your Medigap Open Enrollment starts",
      `Until ${formatLongDate(medigap.end)} you can buy any Medigap policy sold in your state, whatever your health. ` +
        `This date assumes your Part B starts ${formatLongDate(medigap.assumedPartBStart.date)}. ` +
        "If your Part B starts on another date, this window moves with it.",
    ),
    single(
      "medigap-open-enrollment-end",
      medigap.end,
      "Last day of your Medigap Open Enrollment",
      "After today, a Medigap company can look at your health before selling you a policy.",
    ),
  );

  const job = timeline.jobCoverage;
  if (job) {
    events.push(
      single(
        "part-b-special-enrollment-end",
        job.partBSpecialEnrollment.end,
        "Last day to sign up for Part B after job coverage",
        `Your job-based coverage ends ${formatLongDate(job.lastCoveredDay)}. Sign up for Part B by today to avoid ` +
          "a late penalty.",
      ),
      single(
        "job-coverage-plan-deadline",
        job.planDeadline.date,
        "Last day to join a Medicare Advantage or drug plan after job coverage",
        `To avoid a Part D late penalty, drug coverage should start by ${formatLongDate(job.partDPenaltyFreeStartBy.date)}.`,
      ),
    );
  }

  const gep = timeline.generalEnrollment;
  if (gep) {
    events.push({
      kind: "general-enrollment-period",
      start: gep.start,
      end: gep.end,
      summary: "General Enrollment Period for Medicare Part B",
      description:
        "You can sign up for Part B now. It starts the 1st of the month after you sign up. A late penalty may apply.",
    });
  }

  const open = timeline.openEnrollment;
  events.push({
    kind: "open-enrollment",
    start: open.start,
    end: open.end,
    summary: "Medicare Open Enrollment",
    description: `Join, switch or drop a Medicare Advantage or drug plan for ${open.coverageStarts.year}. Changes start ${formatLongDate(open.coverageStarts)}.`,
  });

  return events.sort((a, b) => compareDates(a.start, b.start));
}

/**
 * The key dates as an RFC 5545 iCalendar file: all-day VEVENTs (DTSTART;VALUE=DATE, DTEND the day after), stable
 * UIDs, DTSTAMP from `now`, escaped text, CRLF line ends and lines folded at 75 octets.
 */
export function timelineToIcs(timeline: MedicareTimeline, options: TimelineToIcsOptions): string {
  const { prodId, now, title = "Medicare dates", uidDomain = "medicare-timeline", includePast = false } = options;
  if (Number.isNaN(now.getTime())) throw new RangeError("now must be a valid Date");
  const stamp = utcDateTime(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(prodId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(title)}`,
  ];
  for (const event of timelineIcsEvents(timeline)) {
    if (!includePast && compareDates(event.end, timeline.today) < 0) continue;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.kind}-${icsDate(event.start)}@${escapeText(uidDomain)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.start)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(event.end, 1))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return icalFile(lines);
}

function single(kind: IcsEventKind, date: CalendarDate, summary: string, description: string): IcsEvent {
  return { kind, start: date, end: date, summary, description };
}

function icsDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, "0")}${String(date.month).padStart(2, "0")}${String(date.day).padStart(2, "0")}`;
}
