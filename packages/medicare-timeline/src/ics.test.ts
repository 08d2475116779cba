import { describe, expect, it } from "vitest";
import { timelineIcsEvents, timelineToIcs } from "./ics.js";
import { medicareTimeline } from "./timeline.js";

const d = (year: number, month: number, day: number) => ({ year, month, day });
const figures = { year: 2026, partBPremium: 202.9, partDBasePremium: 38.99 };
const now = new Date("2026-03-10T15:04:05.678Z");
const options = { prodId: "-//Tupelo Medicare//Medicare timeline//EN", now };

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("timelineToIcs", () => {
  const timeline = medicareTimeline({ birthDate: d(1961, 8, 15), getsBenefits: false, today: d(2026, 3, 10), figures });
  const ics = timelineToIcs(timeline, options);
  const lines = unfold(ics);

  it("is a VCALENDAR with CRLF line ends, ending in CRLF", () => {
    expect(
      ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Tupelo Medicare//Medicare timeline//EN\r\n"),
    ).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(lines).toContain("X-WR-CALNAME:Medicare dates");
  });

  it("writes the key dates as all-day events with an exclusive DTEND", () => {
    const starts = lines
      .filter((line) => line.startsWith("DTSTART"))
      .map((line) => line.slice("DTSTART;VALUE=DATE:".length));
    const ends = lines.filter((line) => line.startsWith("DTEND")).map((line) => line.slice("DTEND;VALUE=DATE:".length));
    expect(starts).toEqual(["20260501", "20260801", "20260801", "20261015", "20261130", "20270131"]);
    expect(ends).toEqual(["20260502", "20260802", "20260802", "20261208", "20261201", "20270201"]);
    expect(lines.filter((line) => line.startsWith("SUMMARY:"))).toEqual([
      "SUMMARY:Your Medicare sign-up window opens",
      "SUMMARY:Medicare Part A and Part B can start",
      "SUMMARY:Your Medigap Open Enrollment starts",
      "SUMMARY:Medicare Open Enrollment",
      "SUMMARY:Last day of your Medicare sign-up window",
      "SUMMARY:Last day of your Medigap Open Enrollment",
    ]);
  });

  it("gives every event a stable UID and the DTSTAMP of now in UTC", () => {
    const uids = lines.filter((line) => line.startsWith("UID:"));
    expect(uids).toContain("UID:iep-start-20260501@medicare-timeline");
    expect(new Set(uids).size).toBe(uids.length);
    expect(timelineToIcs(timeline, { ...options, now: new Date("2027-01-01T00:00:00Z") }).match(/UID:.*/g)).toEqual(
      ics.match(/UID:.*/g),
    );
    expect(
      lines.filter((line) => line.startsWith("DTSTAMP:")).every((line) => line === "DTSTAMP:20260310T150405Z"),
    ).toBe(true);
  });

  it("escapes commas, semicolons, backslashes and line breaks in text", () => {
    const out = timelineToIcs(timeline, { ...options, title: "Ann's dates; Medicare, 2026\\\nline two" });
    expect(unfold(out)).toContain("X-WR-CALNAME:Ann's dates\\; Medicare\\, 2026\\\\\\nline two");
    expect(lines.find((line) => line.startsWith("DESCRIPTION:Your Initial Enrollment Period"))).toBe(
      "DESCRIPTION:Your Initial Enrollment Period runs from May 1\\, 2026 to November 30\\, 2026. Sign up by July 31\\, 2026 for Part B to start August 1\\, 2026.",
    );
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const out = timelineToIcs(timeline, { ...options, title: "Café calendar ✓ ".repeat(12) });
    for (const line of out.split("\r\n").slice(0, -1)) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(unfold(out)).toContain(`X-WR-CALNAME:${"Café calendar ✓ ".repeat(12)}`);
  });

  it("adds the Special Enrollment end dates and the General Enrollment Period when they apply", () => {
    const withJob = medicareTimeline({
      birthDate: d(1961, 8, 15),
      getsBenefits: false,
      coverageEnds: { year: 2028, month: 3 },
      today: d(2026, 3, 10),
      figures,
    });
    expect(timelineIcsEvents(withJob).map((event) => event.kind)).toEqual(
      expect.arrayContaining(["part-b-special-enrollment-end", "job-coverage-plan-deadline"]),
    );
    const late = medicareTimeline({ birthDate: d(1958, 11, 20), getsBenefits: false, today: d(2025, 6, 1), figures });
    const out = unfold(timelineToIcs(late, options));
    expect(out).toContain("SUMMARY:General Enrollment Period for Medicare Part B");
    expect(out).toContain("DTSTART;VALUE=DATE:20260101");
    expect(out).toContain("DTEND;VALUE=DATE:20260401");
  });

  it("says which Part B start the Medigap dates assume, and that they move with it", () => {
    expect(lines.find((line) => line.startsWith("DESCRIPTION:Until January 31"))).toBe(
      "DESCRIPTION:Until January 31\\, 2027 you can buy any Medigap policy sold in your state\\, whatever your health. This date assumes your Part B starts August 1\\, 2026. If your Part B starts on another date\\, this window moves with it.",
    );
    const stillWorking = medicareTimeline({
      birthDate: d(1959, 8, 15),
      getsBenefits: false,
      coverageEnds: { year: 2026, month: 3 },
      today: d(2026, 1, 15),
      figures,
    });
    const medigap = timelineIcsEvents(stillWorking).find((event) => event.kind === "medigap-open-enrollment-start");
    expect(medigap?.start).toEqual(d(2026, 4, 1));
    expect(medigap?.description).toContain("This date assumes your Part B starts April 1, 2026.");
    expect(
      timelineIcsEvents(stillWorking).find((event) => event.kind === "medigap-open-enrollment-end")?.start,
    ).toEqual(d(2026, 9, 30));
  });

  it("leaves out events already over unless asked", () => {
    const late = medicareTimeline({ birthDate: d(1958, 11, 20), getsBenefits: false, today: d(2025, 6, 1), figures });
    expect(timelineToIcs(late, options)).not.toContain("iep-start");
    expect(timelineToIcs(late, { ...options, includePast: true })).toContain(
      "UID:iep-start-20230801@medicare-timeline",
    );
  });

  it("says when Medicare starts automatically", () => {
    const automatic = medicareTimeline({
      birthDate: d(1961, 8, 15),
      getsBenefits: true,
      today: d(2026, 3, 10),
      figures,
    });
    const out = unfold(timelineToIcs(automatic, options));
    expect(out).toContain("SUMMARY:Medicare Part A and Part B start");
  });
});
