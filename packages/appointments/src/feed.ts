import type { AppointmentEvent } from "./ics.js";
import { checkedEvent, veventLines } from "./internal/event.js";
import type { CheckedEvent } from "./internal/event.js";
import { escapeText, icalFile, utcDateTime } from "@tupelo-medicare/icalendar";
import { zoneOffsets } from "./internal/zone-offsets.js";
import { isValidZone } from "./internal/zone.js";

/**
 * One appointment in {@link appointmentsFeed}: an {@link AppointmentEvent} whose zone and stamp the feed gives (an
 * AppointmentEvent is one); its method, when given, must be PUBLISH, and it has no attendees.
 */
export interface AppointmentFeedEvent extends Omit<AppointmentEvent, "stamp" | "timeZone"> {
  /** When the appointment last changed (booked or moved), written as LAST-MODIFIED. */
  stamp?: Date;
  /** The feed's zone when given (an event in another zone is refused). */
  timeZone?: string;
}

/** A subscription calendar for {@link appointmentsFeed}. */
export interface AppointmentsFeed {
  /** The calendar's name in the subscriber's list (X-WR-CALNAME, NAME). */
  name: string;
  /** The IANA zone every event is written in, with one VTIMEZONE. */
  timeZone: string;
  /** When the feed is made: every event's DTSTAMP. */
  stamp: Date;
  events: readonly AppointmentFeedEvent[];
}

const PRODID = "-//Tupelo Medicare//Appointments feed//EN";
/** How often subscribers are asked to fetch the feed again (RFC 7986 REFRESH-INTERVAL and Outlook's X-PUBLISHED-TTL). */
const REFRESH = "PT15M";

/**
 * A subscription calendar (METHOD:PUBLISH) of many appointments: one VTIMEZONE covering every event, one VEVENT
 * each, the calendar's name and a 15-minute refresh; time linear in the number of events.
 */
export function appointmentsFeed(feed: AppointmentsFeed): string {
  if (typeof feed !== "object" || feed === null) throw new RangeError("feed must be { name, timeZone, stamp, events }");
  if (typeof feed.name !== "string" || feed.name.trim() === "") throw new RangeError("feed name must not be empty");
  if (!isValidZone(feed.timeZone))
    throw new RangeError(`feed timeZone "${String(feed.timeZone)}" is not a known IANA time zone`);
  if (!(feed.stamp instanceof Date) || Number.isNaN(feed.stamp.getTime()))
    throw new RangeError("feed stamp must be a valid Date");
  const events: readonly AppointmentFeedEvent[] = feed.events;
  if (!isList(events)) throw new RangeError("feed events must be a list");
  const zone = feed.timeZone;
  const uids = new Set<string>();
  const checked: Array<{ event: AppointmentFeedEvent; one: CheckedEvent }> = [];
  let first = feed.stamp.getTime();
  let last = feed.stamp.getTime();
  events.forEach((event, index) => {
    const label = `events[${index}] `;
    if (event.method !== undefined && event.method !== "PUBLISH")
      throw new RangeError(`${label}method "${event.method}": a feed's events are PUBLISH`);
    if (event.timeZone !== undefined && event.timeZone !== zone)
      throw new RangeError(`${label}timeZone "${String(event.timeZone)}" is not the feed's "${zone}"`);
    const one = checkedEvent(event, "PUBLISH", label);
    if (uids.has(event.uid)) throw new RangeError(`${label}uid "${event.uid}" is already in the feed`);
    uids.add(event.uid);
    if (one.start.getTime() < first) first = one.start.getTime();
    if (one.end.getTime() > last) last = one.end.getTime();
    checked.push({ event, one });
  });
  const offsets = zoneOffsets(zone, new Date(first), new Date(last));
  const name = escapeText(feed.name);
  const dtstamp = utcDateTime(feed.stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `X-WR-TIMEZONE:${zone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...offsets.vtimezone(),
  ];
  for (const { event, one } of checked) {
    const modified = one.stamp === null ? [] : [`LAST-MODIFIED:${utcDateTime(one.stamp)}`];
    for (const line of veventLines(event, one, offsets, dtstamp, modified)) lines.push(line);
  }
  lines.push("END:VCALENDAR");
  return icalFile(lines);
}

// Array.isArray without its narrowing to any[].
function isList(value: unknown): boolean {
  return Array.isArray(value);
}
