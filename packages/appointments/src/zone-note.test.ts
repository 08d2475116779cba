import { describe, expect, it } from "vitest";
import type { ScheduleRules } from "./schedule.js";
import { OFFICE_TIME_ZONE, OFFICE_ZONE_LABEL, zoneName, zoneNote } from "./zone-note.js";

const rules: ScheduleRules = {
  timeZone: OFFICE_TIME_ZONE,
  weeklyHours: [
    { day: 1, opens: "10:00", closes: "17:00" },
    { day: 2, opens: "09:00", closes: "17:00" },
  ],
  closedDates: [],
  capacity: 1,
  earliestStartHours: 0,
  daysAhead: 7,
  officePlace: "Tupelo, Mississippi",
};
const december = new Date("2026-12-07T14:00:00.000Z");
const july = new Date("2026-07-07T14:00:00.000Z");

describe("zoneNote", () => {
  it("is null when the visitor is in the office's zone", () => {
    expect(zoneNote(rules, "America/Chicago", december)).toBeNull();
  });

  it("is null for another zone with the same offset at that time, and speaks when the offsets part", () => {
    // Regina keeps UTC-6 all year: the same as Central in winter, an hour behind in summer.
    expect(zoneNote(rules, "America/Regina", december)).toBeNull();
    expect(zoneNote(rules, "America/Regina", july)).toBe(
      "Times are in Central Time (Tupelo, Mississippi). Your device is set to Central Standard Time: 9:00 AM here is 8:00 AM for you.",
    );
  });

  it("is null when the visitor's zone is missing or unknown", () => {
    expect(zoneNote(rules, undefined, december)).toBeNull();
    expect(zoneNote(rules, "", december)).toBeNull();
    expect(zoneNote(rules, "Mars/Olympus", december)).toBeNull();
  });

  it("names Eastern Time with the office's first opening time for them", () => {
    expect(zoneNote(rules, "America/New_York", december)).toBe(
      "Times are in Central Time (Tupelo, Mississippi). Your device is set to Eastern Time: 9:00 AM here is 10:00 AM for you.",
    );
  });

  it("names Pacific Time", () => {
    expect(zoneNote(rules, "America/Los_Angeles", december)).toBe(
      "Times are in Central Time (Tupelo, Mississippi). Your device is set to Pacific Time: 9:00 AM here is 7:00 AM for you.",
    );
  });

  it("names Hawaii's zone, four hours behind in winter and five in summer", () => {
    expect(zoneNote(rules, "Pacific/Honolulu", december)).toBe(
      "Times are in Central Time (Tupelo, Mississippi). Your device is set to Hawaii-Aleutian Standard Time: 9:00 AM here is 5:00 AM for you.",
    );
    expect(zoneNote(rules, "Pacific/Honolulu", july)).toContain("9:00 AM here is 4:00 AM for you.");
  });

  it("says when the visitor's time falls on another day, and leaves out the place when none is set", () => {
    const { officePlace: _, ...unplaced } = rules;
    expect(zoneNote(unplaced, "Asia/Tokyo", december)).toBe(
      "Times are in Central Time. Your device is set to Japan Standard Time: 9:00 AM here is 12:00 AM the next day for you.",
    );
  });
});

describe("zoneName", () => {
  it("names zones in plain English and gives null for an unknown one", () => {
    expect(zoneName(OFFICE_TIME_ZONE, july)).toBe(OFFICE_ZONE_LABEL);
    expect(zoneName(OFFICE_TIME_ZONE, december)).toBe("Central Time");
    expect(zoneName("UTC", december)).toBe("Coordinated Universal Time");
    expect(zoneName("Nowhere/Town", december)).toBeNull();
  });
});
