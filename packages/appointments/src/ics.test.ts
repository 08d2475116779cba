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

describe("appointmentIcs invitations (RFC 5546)", () => {
  const office = { name: "Tupelo Medicare", email: "office@tupelomedicare.example" };
  const visitor = { name: "Mary Smith", email: "mary.smith@example.com" };
  const invitation: AppointmentEvent = { ...event, method: "REQUEST", organizer: office, attendees: [visitor] };

  function property(vevent: ICAL.Event, name: string): ICAL.Property {
    const found = vevent.component.getFirstProperty(name);
    if (!found) throw new Error(`no ${name}`);
    return found;
  }

  it("writes a REQUEST with the organizer, the attendee, SEQUENCE 0 and CONFIRMED", () => {
    const parsed = parse(appointmentIcs(invitation));
    expect(parsed.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = only(parsed);
    expect(vevent.uid).toBe(event.uid);
    expect(vevent.sequence).toBe(0);
    expect(vevent.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    const organizer = property(vevent, "organizer");
    expect(organizer.getFirstValue()).toBe("mailto:office@tupelomedicare.example");
    expect(organizer.getParameter("cn")).toBe("Tupelo Medicare");
    const attendees = vevent.attendees;
    expect(attendees).toHaveLength(1);
    expect(attendees[0]?.getFirstValue()).toBe("mailto:mary.smith@example.com");
    expect(attendees[0]?.getParameter("cn")).toBe("Mary Smith");
    expect(attendees[0]?.getParameter("rsvp")).toBe("FALSE");
  });

  it("keeps the UID and writes the raised SEQUENCE for a move, and 9:00 AM Central across the November 1, 2026 change", () => {
    // Booked in October (CDT, UTC-5); moved to Monday, November 2 (CST, UTC-6): 9:00 AM is 15:00 UTC.
    const first = only(
      parse(appointmentIcs({ ...invitation, start: "2026-10-30T14:00:00.000Z", end: "2026-10-30T14:30:00.000Z" })),
    );
    const moved = only(
      parse(
        appointmentIcs({
          ...invitation,
          sequence: 1,
          start: "2026-11-02T15:00:00.000Z",
          end: "2026-11-02T15:30:00.000Z",
        }),
      ),
    );
    expect(moved.uid).toBe(first.uid);
    expect([first.sequence, moved.sequence]).toEqual([0, 1]);
    expect([first.startDate.hour, first.startDate.minute, moved.startDate.hour, moved.startDate.minute]).toEqual([
      9, 0, 9, 0,
    ]);
    expect(moved.startDate.zone?.tzid).toBe("America/Chicago");
    expect(moved.startDate.toJSDate().toISOString()).toBe("2026-11-02T15:00:00.000Z");
    expect(first.startDate.toJSDate().toISOString()).toBe("2026-10-30T14:00:00.000Z");
  });

  it("writes 10:30 AM Central across the March 14, 2027 change", () => {
    for (const [start, offset] of [
      ["2027-03-12T16:30:00.000Z", -6],
      ["2027-03-15T15:30:00.000Z", -5],
    ] as const) {
      const end = new Date(Date.parse(start) + 1_800_000).toISOString();
      const vevent = only(parse(appointmentIcs({ ...invitation, start, end })));
      expect([vevent.startDate.hour, vevent.startDate.minute]).toEqual([10, 30]);
      expect(vevent.startDate.utcOffset() / 3600).toBe(offset);
      expect(vevent.startDate.toJSDate().toISOString()).toBe(start);
    }
  });

  it("writes a CANCEL with STATUS:CANCELLED, the same UID and the sequence given", () => {
    const text = appointmentIcs({ ...invitation, method: "CANCEL", sequence: 2 });
    const parsed = parse(text);
    expect(parsed.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    const vevent = only(parsed);
    expect(vevent.uid).toBe(event.uid);
    expect(vevent.sequence).toBe(2);
    expect(vevent.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.attendees[0]?.getFirstValue()).toBe("mailto:mary.smith@example.com");
    expect(property(vevent, "organizer").getFirstValue()).toBe("mailto:office@tupelomedicare.example");
  });

  it("writes every attendee", () => {
    const daughter = { name: "Ann Smith", email: "ann@example.com" };
    const vevent = only(parse(appointmentIcs({ ...invitation, attendees: [visitor, daughter] })));
    expect(vevent.attendees.map((one) => [one.getParameter("cn"), one.getFirstValue()])).toEqual([
      ["Mary Smith", "mailto:mary.smith@example.com"],
      ["Ann Smith", "mailto:ann@example.com"],
    ]);
  });

  it("quotes a name with quotes, colons, semicolons and line breaks so it stays one parameter (RFC 6868)", () => {
    const name = 'Mary "May" O\'Neil; RSVP=TRUE:mailto:evil@example.com\r\nATTENDEE:mailto:x@example.com ^';
    const text = appointmentIcs({ ...invitation, attendees: [{ name, email: visitor.email }] });
    const lines = text.replace(/\r\n /g, "").split("\r\n");
    expect(lines.filter((line) => line.startsWith("ATTENDEE"))).toHaveLength(1);
    const attendee = only(parse(text)).attendees;
    expect(attendee).toHaveLength(1);
    expect(attendee[0]?.getParameter("cn")).toBe(name.replace("\r\n", "\n"));
    expect(attendee[0]?.getParameter("rsvp")).toBe("FALSE");
    expect(attendee[0]?.getFirstValue()).toBe("mailto:mary.smith@example.com");
  });

  it("leaves CN out for an empty name", () => {
    const text = appointmentIcs({ ...invitation, attendees: [{ name: " ", email: visitor.email }] });
    expect(text).toContain("ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:mary.smith@example.com\r\n");
  });

  it("refuses e-mail addresses with line breaks or other control characters, or that are not addresses", () => {
    for (const email of [
      "mary@example.com\r\nATTENDEE:mailto:evil@example.com",
      "mary@exa\u0000mple.com",
      "mary@example.com\u0085",
    ])
      expect(() => appointmentIcs({ ...invitation, attendees: [{ name: "Mary", email }] })).toThrow(
        /attendees\[0\]\.email holds a control character/,
      );
    for (const email of [
      "mary",
      "mary@",
      "@example.com",
      "mary smith@example.com",
      "mary@example",
      'a"b@example.com',
      "a;b@example.com",
      "a@b@example.com",
    ])
      expect(() => appointmentIcs({ ...invitation, attendees: [{ name: "Mary", email }] })).toThrow(
        /attendees\[0\]\.email is not an e-mail address/,
      );
    expect(() =>
      appointmentIcs({ ...invitation, organizer: { name: "Office", email: "office\n@example.com" } }),
    ).toThrow(/organizer\.email holds a control character/);
  });

  it("refuses an invitation RFC 5546 does not allow, with a clear RangeError", () => {
    const { organizer: _o, ...noOrganizer } = invitation;
    expect(() => appointmentIcs(noOrganizer)).toThrow(/organizer is required for REQUEST/);
    expect(() => appointmentIcs({ ...noOrganizer, method: "CANCEL" })).toThrow(/organizer is required for CANCEL/);
    expect(() => appointmentIcs({ ...invitation, attendees: [] })).toThrow(/at least one person for REQUEST/);
    expect(() => appointmentIcs({ ...event, attendees: [visitor] })).toThrow(/a PUBLISH file has none/);
    expect(() => appointmentIcs({ ...invitation, method: "CANCEL", status: "CONFIRMED" })).toThrow(
      /CANCEL's status is CANCELLED/,
    );
    expect(() => appointmentIcs({ ...invitation, status: "CANCELLED" })).toThrow(/method CANCEL, not REQUEST/);
    expect(() => appointmentIcs({ ...invitation, sequence: -1 })).toThrow(/sequence must be a whole number/);
    expect(() => appointmentIcs({ ...invitation, sequence: 1.5 })).toThrow(/sequence must be a whole number/);
    expect(() => appointmentIcs({ ...invitation, method: "REPLY" as "REQUEST" })).toThrow(/method "REPLY"/);
    expect(() =>
      appointmentIcs({ ...invitation, attendees: [{ name: 7 as unknown as string, email: "a@b.example" }] }),
    ).toThrow(/attendees\[0\]\.name must be text/);
  });

  it("writes a PUBLISH with an organizer and a cancelled status when asked", () => {
    const vevent = only(parse(appointmentIcs({ ...event, organizer: office, status: "CANCELLED", sequence: 3 })));
    expect(vevent.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.sequence).toBe(3);
    expect(property(vevent, "organizer").getFirstValue()).toBe("mailto:office@tupelomedicare.example");
  });
});

describe("appointmentIcs in a fall-back hour", () => {
  it("writes both copies of 1:30 AM on November 1, 2026 in UTC, so no reader takes one for the other", () => {
    for (const start of ["2026-11-01T06:30:00.000Z", "2026-11-01T07:30:00.000Z"]) {
      const end = new Date(Date.parse(start) + 600_000).toISOString();
      const text = appointmentIcs({ ...event, start, end });
      expect(text).toContain(`DTSTART:${start.replace(/[-:]|\.000/g, "")}\r\n`);
      const vevent = only(parse(text));
      expect(vevent.startDate.toJSDate().toISOString()).toBe(start);
      expect(vevent.endDate.toJSDate().toISOString()).toBe(end);
    }
  });
});
