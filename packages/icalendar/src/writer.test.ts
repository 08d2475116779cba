import fc from "fast-check";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icalFile, quotedParam, utcDateTime } from "./index.js";

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n /g, "");

// A one-event calendar around the given lines, parsed by ical.js.
function parseEvent(...lines: string[]): ICAL.Component {
  const text = icalFile([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//EN",
    "BEGIN:VEVENT",
    "UID:1@test",
    "DTSTAMP:20261201T000000Z",
    ...lines,
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
  const vevent = ICAL.Component.fromString(text).getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no event");
  return vevent;
}

describe("escapeText", () => {
  it("escapes backslash, semicolon and comma and writes line breaks as \\n", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });

  it("drops control characters but tab, and keeps everything else", () => {
    expect(escapeText("Call\u0000 us\u0007\u007f\ttoday é 👍")).toBe("Call us\ttoday é 👍");
  });

  it("reads back as the same text in ical.js, so hostile text cannot add a property", () => {
    const hostile = "Hi;there,\\friend\nEND:VEVENT\nBEGIN:VEVENT\nUID:evil";
    const vevent = parseEvent(`SUMMARY:${escapeText(hostile)}`);
    expect(vevent.getFirstPropertyValue("summary")).toBe(hostile);
    expect(vevent.getAllProperties("uid")).toHaveLength(1);
  });
});

describe("quotedParam", () => {
  it("quotes the value and encodes carets, double quotes and line breaks (RFC 6868)", () => {
    expect(quotedParam('Mary "May" ^ Smith\nJr')).toBe("\"Mary ^'May^' ^^ Smith^nJr\"");
  });

  it("keeps a value with colons, semicolons and commas one parameter, read back the same by ical.js", () => {
    const name = 'O\'Neil; RSVP=TRUE:mailto:evil@example.com, "x"\nATTENDEE:mailto:y@example.com';
    const vevent = parseEvent(`ATTENDEE;CN=${quotedParam(name)};ROLE=REQ-PARTICIPANT:mailto:mary@example.com`);
    const attendees = vevent.getAllProperties("attendee");
    expect(attendees).toHaveLength(1);
    expect(attendees[0]?.getParameter("cn")).toBe(name);
    expect(attendees[0]?.getParameter("role")).toBe("REQ-PARTICIPANT");
    expect(attendees[0]?.getFirstValue()).toBe("mailto:mary@example.com");
  });
});

describe("utcDateTime", () => {
  it("writes a UTC DATE-TIME without milliseconds", () => {
    expect(utcDateTime(new Date("2026-12-01T18:30:05.999Z"))).toBe("20261201T183005Z");
    expect(utcDateTime(new Date("0999-01-02T03:04:05Z"))).toBe("09990102T030405Z");
  });

  it("refuses an invalid Date", () => {
    expect(() => utcDateTime(new Date("x"))).toThrow(/valid Date/);
  });
});

describe("foldLine and icalFile", () => {
  it("leaves a line of 75 octets alone and folds one of 76", () => {
    expect(foldLine("a".repeat(75))).toBe("a".repeat(75));
    expect(foldLine("a".repeat(76))).toBe(`${"a".repeat(75)}\r\n a`);
  });

  it("counts octets, not characters, and never splits a character", () => {
    const line = `DESCRIPTION:${"é".repeat(40)}`; // 12 + 80 octets
    const parts = foldLine(line).split("\r\n");
    expect(parts[0]).toBe(`DESCRIPTION:${"é".repeat(31)}`); // 12 + 62 = 74: one more é would be 76
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
  });

  it("folds any line into lines of at most 75 octets that unfold to the same line", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (text) => {
        const line = `X:${text.replace(/[\r\n]/g, "")}`;
        const folded = foldLine(line);
        for (const part of folded.split("\r\n")) expect(octets(part)).toBeLessThanOrEqual(75);
        expect(
          folded
            .split("\r\n")
            .slice(1)
            .every((part) => part.startsWith(" ")),
        ).toBe(true);
        expect(unfold(folded)).toBe(line);
      }),
    );
  });

  it("ends every line with CRLF and reads back in ical.js", () => {
    const description = `${"Bring your Medicare card and your list of medicines. ".repeat(4)}Très bien 👍`;
    const text = icalFile(["BEGIN:VCALENDAR", `X-TEST:${escapeText(description)}`, "END:VCALENDAR"]);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const vevent = parseEvent(`DESCRIPTION:${escapeText(description)}`);
    expect(vevent.getFirstPropertyValue("description")).toBe(description);
    expect(icalFile([])).toBe("");
  });
});
