import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { appointmentsFeed } from "./feed.js";
import type { AppointmentFeedEvent, AppointmentsFeed } from "./feed.js";
import type { AppointmentEvent } from "./ics.js";

const stamp = new Date("2026-10-20T12:00:00.000Z");

function appointment(id: number, start: string, minutes = 30): AppointmentFeedEvent {
  return {
    uid: `appt-${id}@tupelomedicare.example`,
    start,
    end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    summary: `Phone: Mary Smith ${id}`,
    description: `Who: Mary Smith\nHow: by phone, (662) 555-01${String(id).padStart(2, "0")}\nWhat: Medicare Advantage`,
  };
}

const feed: AppointmentsFeed = {
  name: "Tupelo Medicare appointments",
  timeZone: "America/Chicago",
  stamp,
  events: [
    appointment(1, "2026-10-30T14:00:00.000Z"), // Friday 9:00 AM CDT
    appointment(2, "2026-11-02T15:00:00.000Z"), // Monday 9:00 AM CST, after the November 1 change
    appointment(3, "2027-03-12T16:30:00.000Z"), // Friday 10:30 AM CST
    appointment(4, "2027-03-15T15:30:00.000Z"), // Monday 10:30 AM CDT, after the March 14 change
  ],
};

// Parses the feed with ical.js, with the feed's own VTIMEZONE as the only definition of its zone.
function parse(text: string): { calendar: ICAL.Component; events: ICAL.Event[] } {
  const calendar = ICAL.Component.fromString(text);
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent)) };
}

describe("appointmentsFeed", () => {
  it("writes one PUBLISH calendar with its name, a 15-minute refresh and one VTIMEZONE", () => {
    const { calendar } = parse(appointmentsFeed(feed));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Tupelo Medicare appointments");
    expect(calendar.getFirstPropertyValue("name")).toBe("Tupelo Medicare appointments");
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/Chicago");
    const refresh = calendar.getFirstPropertyValue("refresh-interval");
    expect(refresh).toBeInstanceOf(ICAL.Duration);
    expect((refresh as ICAL.Duration).toSeconds()).toBe(900);
    expect(String(calendar.getFirstPropertyValue("x-published-ttl"))).toBe("PT15M");
    expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(1);
  });

  it("writes every event at its Central wall time across the November 1, 2026 and March 14, 2027 changes", () => {
    const { events } = parse(appointmentsFeed(feed));
    expect(events.map((one) => one.uid)).toEqual(feed.events.map((one) => one.uid));
    expect(events.map((one) => [one.startDate.hour, one.startDate.minute, one.startDate.utcOffset() / 3600])).toEqual([
      [9, 0, -5],
      [9, 0, -6],
      [10, 30, -6],
      [10, 30, -5],
    ]);
    for (const [index, one] of events.entries()) {
      expect(one.startDate.zone?.tzid).toBe("America/Chicago");
      expect(one.startDate.toJSDate().toISOString()).toBe(feed.events[index]?.start);
      expect(one.endDate.toJSDate().toISOString()).toBe(feed.events[index]?.end);
      expect(one.description).toBe(feed.events[index]?.description);
      expect(one.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-10-20T12:00:00Z");
      expect(one.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
      expect(one.sequence).toBe(0);
    }
  });

  it("writes an event's own stamp as LAST-MODIFIED, its sequence and its organizer", () => {
    const moved: AppointmentFeedEvent = {
      ...appointment(9, "2026-12-07T16:30:00.000Z"),
      stamp: new Date("2026-10-19T08:00:00.000Z"),
      sequence: 2,
      organizer: { name: "Tupelo Medicare", email: "office@tupelomedicare.example" },
    };
    const [one] = parse(appointmentsFeed({ ...feed, events: [moved] })).events;
    expect(one?.component.getFirstPropertyValue("last-modified")?.toString()).toBe("2026-10-19T08:00:00Z");
    expect(one?.sequence).toBe(2);
    expect(one?.component.getFirstPropertyValue("organizer")).toBe("mailto:office@tupelomedicare.example");
  });

  it("writes an empty feed subscribers can read", () => {
    const { calendar, events } = parse(appointmentsFeed({ ...feed, events: [] }));
    expect(events).toEqual([]);
    expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(1);
  });

  it("writes 1,000 events, each once, in one calendar", () => {
    const many = Array.from({ length: 1000 }, (_, index) =>
      appointment(index, new Date(Date.parse("2026-10-26T14:00:00.000Z") + index * 3_600_000).toISOString()),
    );
    const text = appointmentsFeed({ ...feed, events: many });
    expect(text.match(/^BEGIN:VCALENDAR\r$/gm)).toHaveLength(1);
    expect(text.match(/^BEGIN:VTIMEZONE\r$/gm)).toHaveLength(1);
    const { events } = parse(text);
    expect(events.map((one) => one.uid)).toEqual(many.map((one) => one.uid));
    expect(events.map((one) => one.startDate.toJSDate().toISOString())).toEqual(many.map((one) => one.start));
  });

  it("escapes the calendar's name and events' text so hostile text cannot add lines or events", () => {
    const hostile = "Office\r\nEND:VCALENDAR\r\nBEGIN:VEVENT";
    const text = appointmentsFeed({
      ...feed,
      name: hostile,
      events: [{ ...appointment(1, feed.events[0]!.start), summary: hostile }],
    });
    const lines = text.split("\r\n");
    expect(lines.filter((line) => line === "END:VCALENDAR")).toHaveLength(1);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue("name")).toBe("Office\\nEND:VCALENDAR\\nBEGIN:VEVENT");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Office\\nEND:VCALENDAR\\nBEGIN:VEVENT");
    expect(events[0]?.summary).toBe("Office\nEND:VCALENDAR\nBEGIN:VEVENT");
  });

  it("refuses a bad feed or event with a RangeError naming it", () => {
    const [first, second] = feed.events as [AppointmentFeedEvent, AppointmentFeedEvent];
    expect(() => appointmentsFeed({ ...feed, name: " " })).toThrow(/feed name must not be empty/);
    expect(() => appointmentsFeed({ ...feed, timeZone: "Central" })).toThrow(/feed timeZone "Central"/);
    expect(() => appointmentsFeed({ ...feed, stamp: new Date("x") })).toThrow(/feed stamp/);
    expect(() => appointmentsFeed({ ...feed, events: "none" as unknown as [] })).toThrow(/feed events must be a list/);
    expect(() => appointmentsFeed({ ...feed, events: [first, { ...second, start: "soon" }] })).toThrow(
      /events\[1\] start "soon" is not an ISO instant/,
    );
    expect(() => appointmentsFeed({ ...feed, events: [first, { ...second, uid: first.uid }] })).toThrow(
      /events\[1\] uid "appt-1@tupelomedicare.example" is already in the feed/,
    );
    expect(() => appointmentsFeed({ ...feed, events: [{ ...first, timeZone: "America/New_York" }] })).toThrow(
      /events\[0\] timeZone "America\/New_York" is not the feed's "America\/Chicago"/,
    );
    expect(() => appointmentsFeed({ ...feed, events: [{ ...first, method: "REQUEST" }] })).toThrow(
      /events\[0\] method "REQUEST": a feed's events are PUBLISH/,
    );
    const withAttendee = { ...first, attendees: [{ name: "Mary", email: "mary@example.com" }] };
    expect(() => appointmentsFeed({ ...feed, events: [withAttendee] })).toThrow(
      /events\[0\] attendees are for REQUEST/,
    );
    expect(() => appointmentsFeed({ ...feed, events: [{ ...first, stamp: new Date("x") }] })).toThrow(
      /events\[0\] stamp must be a valid Date/,
    );
  });

  it("accepts AppointmentEvents in the feed's own zone", () => {
    const event: AppointmentEvent = { ...feed.events[0]!, stamp, timeZone: "America/Chicago", method: "PUBLISH" };
    const [parsed] = parse(appointmentsFeed({ ...feed, events: [event] })).events;
    expect(parsed?.startDate.hour).toBe(9);
  });

  it("accepts an event in the feed's own zone", () => {
    const [one] = parse(
      appointmentsFeed({ ...feed, events: [{ ...feed.events[0]!, timeZone: "America/Chicago" }] }),
    ).events;
    expect(one?.startDate.hour).toBe(9);
  });
});
