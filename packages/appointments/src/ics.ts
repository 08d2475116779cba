import { CALENDAR_METHODS, checkedEvent, veventLines } from "./internal/event.js";
import { icalFile, utcDateTime } from "@tupelo-medicare/icalendar";
import { zoneOffsets } from "./internal/zone-offsets.js";
import { isValidZone } from "./internal/zone.js";

/** A person in a calendar invitation: the name shown and the e-mail address. */
export interface CalendarPerson {
  name: string;
  email: string;
}

/** The iTIP method (RFC 5546) of a calendar file. */
export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

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
  /** PUBLISH: a file to add ("Add to my calendar"); REQUEST: an invitation; CANCEL: its cancellation. @defaultValue "PUBLISH" */
  method?: CalendarMethod;
  /** The revision, raised on every change the attendees are sent (a move, the cancel). @defaultValue 0 */
  sequence?: number;
  /** CANCEL is always CANCELLED. @defaultValue "CONFIRMED" */
  status?: "CONFIRMED" | "CANCELLED";
  /** Who sends the invitation; required for REQUEST and CANCEL. */
  organizer?: CalendarPerson;
  /** Who is invited; at least one for REQUEST and CANCEL, none for PUBLISH. */
  attendees?: CalendarPerson[];
}

const PRODID = "-//Tupelo Medicare//Appointments//EN";

/**
 * The appointment as an RFC 5545 iCalendar file: one VEVENT with DTSTART/DTEND in the zone (TZID) and a VTIMEZONE
 * for it built from the zone's offsets around the event, escaped text, CRLF line ends, lines folded at 75 octets;
 * with `method` REQUEST or CANCEL, an RFC 5546 invitation or cancellation (ORGANIZER, ATTENDEE, SEQUENCE, STATUS).
 */
export function appointmentIcs(event: AppointmentEvent): string {
  const method = event.method ?? "PUBLISH";
  if (!CALENDAR_METHODS.includes(method))
    throw new RangeError(`method "${String(method)}" must be PUBLISH, REQUEST or CANCEL`);
  if (!(event.stamp instanceof Date) || Number.isNaN(event.stamp.getTime()))
    throw new RangeError("stamp must be a valid Date");
  const checked = checkedEvent(event, method);
  if (!isValidZone(event.timeZone))
    throw new RangeError(`timeZone "${String(event.timeZone)}" is not a known IANA time zone`);
  const offsets = zoneOffsets(event.timeZone, checked.start, checked.end);
  return icalFile([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...offsets.vtimezone(),
    ...veventLines(event, checked, offsets, utcDateTime(event.stamp)),
    "END:VCALENDAR",
  ]);
}
