import { bench, describe } from "vitest";
import { appointmentsFeed } from "./feed.js";
import type { AppointmentFeedEvent } from "./feed.js";

// A thousand upcoming appointments, one an hour through the office's days from December 7, 2026 (past the
// November change and across the March 14, 2027 one), each with what an agent reads.
const first = Date.parse("2026-12-07T15:00:00.000Z");
function events(count: number): AppointmentFeedEvent[] {
  return Array.from({ length: count }, (_, index) => {
    const start = first + Math.floor(index / 8) * 86_400_000 + (index % 8) * 3_600_000;
    return {
      uid: `appt-${index}@tupelomedicare.example`,
      start: new Date(start).toISOString(),
      end: new Date(start + 30 * 60_000).toISOString(),
      summary: `By phone: Beneficiary ${index}`,
      description: `Who: Beneficiary ${index} (booked by a daughter)\nHow: by phone at (662) 555-0100\nWhat: Medicare Advantage; Part D`,
      stamp: new Date(start - 7 * 86_400_000),
      sequence: index % 3,
    };
  });
}
const thousand = events(1000);
const fourThousand = events(4000);
const feed = { name: "Tupelo Medicare appointments", timeZone: "America/Chicago", stamp: new Date(first - 86_400_000) };

describe("appointmentsFeed", () => {
  bench("1,000 events", () => {
    appointmentsFeed({ ...feed, events: thousand });
  });
  bench("4,000 events (linear: about 4 times the 1,000)", () => {
    appointmentsFeed({ ...feed, events: fourThousand });
  });
});
