import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { appointmentIcs } from "./ics.js";
import type { AppointmentEvent } from "./ics.js";

const event: AppointmentEvent = {
  uid: "appt-42@tupelomedicare.example",
  start: "2026-12-07T15:00:00.000Z",
  end: "2026-12-07T15:30:00.000Z",
  summary: "Medicare appointment by phone",
  description: "We will call you at the number you gave. To change the time, call (662) 555-0100.",
  location: "123 Main Street, Tupelo, MS 38804",
  url: "https://tupelomedicare.example/book/done?id=42",
  stamp: new Date("2026-12-01T18:30:05.000Z"),
  timeZone: "America/Chicago",
};

interface Parsed {
  calendar: ICAL.Component;
  events: ICAL.Event[];
}

// Parses the file with ical.js, with the file's own VTIMEZONE as the only definition of its zone.
function parse(text: string): Parsed {
  const calendar = ICAL.Component.fromString(text);
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

function only(parsed: Parsed): ICAL.Event {
  expect(parsed.events).toHaveLength(1);
  const [first] = parsed.events;
  if (!first) throw new Error("no event");
  return first;
}

describe("appointmentIcs", () => {
  it("writes a calendar ical.js reads, starting 9:00 AM in America/Chicago at the right instant", () => {
    const parsed = parse(appointmentIcs(event));
    const vevent = only(parsed);
    expect(vevent.uid).toBe(event.uid);
    expect(vevent.summary).toBe(event.summary);
    expect(vevent.description).toBe(event.description);
    expect(vevent.location).toBe(event.location);
    expect(vevent.startDate.zone?.tzid).toBe("America/Chicago");
    expect([vevent.startDate.hour, vevent.startDate.minute]).toEqual([9, 0]);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(event.start);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(event.end);
    expect(vevent.component.getFirstPropertyValue("url")).toBe(event.url);
    expect(vevent.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-12-01T18:30:05Z");
  });

  it("gives 9:00 AM local with the right instants on both sides of the DST changes", () => {
    for (const [start, hour] of [
      ["2026-10-30T14:00:00.000Z", 9], // CDT
      ["2026-11-02T15:00:00.000Z", 9], // CST
      ["2027-03-12T15:00:00.000Z", 9], // CST
      ["2027-03-15T14:00:00.000Z", 9], // CDT
      ["2027-07-01T19:30:00.000Z", 14], // CDT, 2:30 PM
    ] as const) {
      const end = new Date(Date.parse(start) + 3_600_000).toISOString();
      const vevent = only(parse(appointmentIcs({ ...event, start, end })));
      expect(vevent.startDate.hour).toBe(hour);
      expect(vevent.startDate.toJSDate().toISOString()).toBe(start);
      expect(vevent.endDate.toJSDate().toISOString()).toBe(end);
    }
  });

  it("writes a zone with no DST (Pacific/Honolulu) as one observance", () => {
    const text = appointmentIcs({ ...event, timeZone: "Pacific/Honolulu" });
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(["BEGIN:STANDARD"]);
    const vevent = only(parse(text));
    expect([vevent.startDate.hour, vevent.startDate.minute]).toEqual([5, 0]);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(event.start);
  });

  it("uses CRLF line ends, folds lines at 75 octets without splitting a character, and unfolds to the same text", () => {
    const description = `Bring your Medicare card — and your list of medicines. ${"Très bien 👍 ".repeat(20)}`.trim();
    const text = appointmentIcs({ ...event, description });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(only(parse(text)).description).toBe(description);
  });

  it("escapes commas, semicolons, backslashes and newlines, so hostile text cannot add lines or events", () => {
    const hostile = "Hi;there,\\friend\r\nEND:VEVENT\r\nBEGIN:VEVENT\nUID:evil\rSUMMARY:injected";
    const text = appointmentIcs({
      ...event,
      summary: hostile,
      description: hostile,
      location: hostile,
      uid: "a;b\nUID:c",
    });
    const lines = text.split("\r\n");
    expect(lines.filter((line) => line === "END:VEVENT")).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("UID:"))).toHaveLength(1);
    expect(lines.find((line) => line.startsWith("SUMMARY:"))).toMatch(/^SUMMARY:Hi\\;there\\,\\\\friend\\nEND:VEVENT/);
    const vevent = only(parse(text));
    const expected = "Hi;there,\\friend\nEND:VEVENT\nBEGIN:VEVENT\nUID:evil\nSUMMARY:injected";
    expect(vevent.summary).toBe(expected);
    expect(vevent.description).toBe(expected);
    expect(vevent.location).toBe(expected);
    expect(vevent.uid).toBe("a;b\nUID:c");
  });

  it("drops other control characters from text", () => {
    const vevent = only(parse(appointmentIcs({ ...event, summary: "Call\u0000 us\u0007\u007f today" })));
    expect(vevent.summary).toBe("Call us today");
  });

  it("leaves out LOCATION and URL when not given", () => {
    const { location: _l, url: _u, ...bare } = event;
    const text = appointmentIcs(bare);
    expect(text).not.toMatch(/^(LOCATION|URL)/m);
    expect(only(parse(text)).summary).toBe(event.summary);
  });

  it("refuses bad input with a clear RangeError", () => {
    expect(() => appointmentIcs({ ...event, start: "soon" })).toThrow(/start "soon" is not an ISO instant/);
    expect(() => appointmentIcs({ ...event, end: event.start })).toThrow(/end must be after start/);
    expect(() => appointmentIcs({ ...event, timeZone: "Central" })).toThrow(/timeZone "Central"/);
    expect(() => appointmentIcs({ ...event, stamp: new Date("x") })).toThrow(/stamp/);
    expect(() => appointmentIcs({ ...event, uid: " " })).toThrow(/uid/);
    expect(() => appointmentIcs({ ...event, url: "javascript:alert(1)" })).toThrow(/url/);
  });

  it("writes a URL with line breaks in it as one line", () => {
    const lines = appointmentIcs({ ...event, url: "https://a.example/x\r\nEND:VEVENT" }).split("\r\n");
    expect(lines.filter((line) => line === "END:VEVENT")).toHaveLength(1);
    expect(lines).toContain("URL:https://a.example/xEND:VEVENT");
  });
});
