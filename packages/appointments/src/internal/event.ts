import { escapeText, quotedParam } from "@tupelo-medicare/icalendar";
import { zonedProperty } from "./zone-offsets.js";
import type { ZoneOffsets } from "./zone-offsets.js";
import type { AppointmentEvent, CalendarMethod, CalendarPerson } from "../ics.js";
import { httpUrl, instantOf } from "./checks.js";

export const CALENDAR_METHODS: readonly CalendarMethod[] = ["PUBLISH", "REQUEST", "CANCEL"];

/** The fields of an event both a single file and a feed write (a feed has one zone and one stamp). */
export type EventFields = Omit<AppointmentEvent, "stamp" | "timeZone" | "method">;

/** An event's checked values: its instants, method, status and sequence. */
export interface CheckedEvent {
  start: Date;
  end: Date;
  stamp: Date | null;
  url: string | null;
  method: CalendarMethod;
  status: "CONFIRMED" | "CANCELLED";
  sequence: number;
}

/** Every field checked, with a RangeError naming the first one wrong (`label` names the event in a feed). */
export function checkedEvent(event: EventFields & { stamp?: Date }, method: CalendarMethod, label = ""): CheckedEvent {
  const start = instantOf(event.start, `${label}start`);
  const end = instantOf(event.end, `${label}end`);
  if (end.getTime() <= start.getTime()) throw new RangeError(`${label}end must be after start`);
  const stamp = event.stamp;
  if (stamp !== undefined && (!(stamp instanceof Date) || Number.isNaN(stamp.getTime())))
    throw new RangeError(`${label}stamp must be a valid Date`);
  if (typeof event.uid !== "string" || event.uid.trim() === "") throw new RangeError(`${label}uid must not be empty`);
  for (const name of ["summary", "description", "location", "url"] as const) {
    const value = event[name];
    if (value !== undefined && typeof value !== "string") throw new RangeError(`${label}${name} must be text`);
  }
  const sequence = event.sequence ?? 0;
  if (!Number.isSafeInteger(sequence) || sequence < 0)
    throw new RangeError(`${label}sequence must be a whole number 0 or more, not ${String(sequence)}`);
  const status = event.status ?? (method === "CANCEL" ? "CANCELLED" : "CONFIRMED");
  if (status !== "CONFIRMED" && status !== "CANCELLED")
    throw new RangeError(`${label}status "${String(status)}" must be CONFIRMED or CANCELLED`);
  if (method === "CANCEL" && status !== "CANCELLED") throw new RangeError(`${label}a CANCEL's status is CANCELLED`);
  if (method === "REQUEST" && status === "CANCELLED")
    throw new RangeError(`${label}a cancelled appointment is sent with method CANCEL, not REQUEST`);
  if (event.organizer !== undefined) checkPerson(event.organizer, `${label}organizer`);
  else if (method !== "PUBLISH") throw new RangeError(`${label}organizer is required for ${method} (RFC 5546)`);
  const attendees = event.attendees ?? [];
  if (!Array.isArray(attendees)) throw new RangeError(`${label}attendees must be a list`);
  if (method === "PUBLISH" && attendees.length > 0)
    throw new RangeError(`${label}attendees are for REQUEST and CANCEL; a PUBLISH file has none (RFC 5546)`);
  if (method !== "PUBLISH" && attendees.length === 0)
    throw new RangeError(`${label}attendees must name at least one person for ${method} (RFC 5546)`);
  attendees.forEach((person, index) => checkPerson(person, `${label}attendees[${index}]`));
  const url =
    event.url !== undefined && event.url !== ""
      ? httpUrl(event.url, `${label}url must be an absolute http(s) address`)
      : null;
  return { start, end, stamp: stamp ?? null, url, method, status, sequence };
}

/** The VEVENT's lines, times in `zone`; `extra` lines follow DTSTAMP. */
export function veventLines(
  event: EventFields,
  checked: CheckedEvent,
  zone: ZoneOffsets,
  dtstamp: string,
  extra: readonly string[] = [],
): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${dtstamp}`,
    ...extra,
    zonedProperty("DTSTART", checked.start, zone),
    zonedProperty("DTEND", checked.end, zone),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
  ];
  if (event.location !== undefined && event.location !== "") lines.push(`LOCATION:${escapeText(event.location)}`);
  if (checked.url !== null) lines.push(`URL:${checked.url}`);
  if (event.organizer !== undefined)
    lines.push(`ORGANIZER${personParams(event.organizer)}:mailto:${event.organizer.email}`);
  for (const person of event.attendees ?? [])
    lines.push(`ATTENDEE${personParams(person)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${person.email}`);
  lines.push(`STATUS:${checked.status}`, `SEQUENCE:${checked.sequence}`, "TRANSP:OPAQUE", "END:VEVENT");
  return lines;
}

function personParams(person: CalendarPerson): string {
  return person.name.trim() === "" ? "" : `;CN=${quotedParam(person.name.trim())}`;
}

// An address written as mailto:… unescaped (a URI): anything that could end the line, a parameter or the address is
// refused, not dropped, so an invitation never goes to an address other than the one given.
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.][^\s@"<>()[\]\\,;:]*$/u;

function checkPerson(person: CalendarPerson, label: string): void {
  if (typeof person !== "object" || person === null) throw new RangeError(`${label} must be { name, email }`);
  if (typeof person.name !== "string") throw new RangeError(`${label}.name must be text`);
  if (typeof person.email !== "string") throw new RangeError(`${label}.email must be text`);
  if (hasControl(person.email))
    throw new RangeError(`${label}.email holds a control character (a line break?) and is refused`);
  if (person.email.length > 254 || !EMAIL.test(person.email))
    throw new RangeError(`${label}.email is not an e-mail address (name@example.com)`);
}

/** Whether the text holds a control character (C0, DEL, C1). */
function hasControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 32 || (code >= 127 && code <= 159)) return true;
  }
  return false;
}
