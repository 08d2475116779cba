import { bench, describe } from "vitest";
import { checkSlot, openDays } from "./schedule.js";
import type { ScheduleRules } from "./schedule.js";

const rules: ScheduleRules = {
  timeZone: "America/Chicago",
  weeklyHours: ([1, 2, 3, 4, 5] as const).flatMap((day) => [
    { day, opens: "09:00", closes: "12:00" },
    { day, opens: "13:00", closes: "17:00" },
  ]),
  closedDates: ["2026-12-24", "2026-12-25", "2027-01-01"],
  capacity: 3,
  earliestStartHours: 2,
  daysAhead: 30,
  stepMinutes: 15,
};
const now = new Date("2026-12-07T14:00:00.000Z");

// A thousand taken seats: every 15-minute start of the 30 days, one or two seats each, until a thousand are counted.
const taken = new Map<string, number>();
for (let time = now.getTime(), seats = 0; seats < 1000; time += 15 * 60_000) {
  const count = (taken.size % 2) + 1;
  taken.set(new Date(time).toISOString(), count);
  seats += count;
}

describe("openDays over 30 days with 1,000 taken seats", () => {
  bench("first page (3 days)", () => {
    openDays(rules, { now, minutes: 30, taken });
  });
  bench("all 30 days at once", () => {
    openDays(rules, { now, minutes: 30, taken, days: 31 });
  });
  bench("checkSlot of one time", () => {
    checkSlot(rules, { now, minutes: 30, start: "2026-12-21T15:00:00.000Z", taken });
  });
});
