/**
 * What the booking tests share: appointment settings open every day 9 to 5 (Central Time), and a booking taken by
 * the leads core as /book hands one over (its own person each time), for tests that need bookings without walking
 * the flow's pages.
 */
import type { AppointmentSettings } from "@tupelo-medicare/content";
import type { LeadsService } from "@tupelo-medicare/leads";

/** Every day 9 to 5, one agent, two hours' notice, two weeks ahead, the three meeting types; `overrides` on top. */
export function everyDaySettings(overrides: Partial<AppointmentSettings> = {}): AppointmentSettings {
  return {
    bookingEnabled: true,
    meetingTypes: [
      { method: "phone", minutes: 30 },
      { method: "office", minutes: 45 },
      { method: "video", minutes: 30 },
    ],
    capacity: 1,
    earliestStartHours: 2,
    daysAhead: 14,
    closedDates: [],
    weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day: day as 0, opens: "09:00", closes: "17:00" })),
    timeZone: "America/Chicago",
    stepMinutes: null,
    ...overrides,
  };
}

/**
 * A booker for `service`: each call books a phone appointment of `minutes` at `start` for a person of its own
 * (ada-<n>@example.com, a phone of its own), `fields` on top of the form's; it resolves to the appointment's id and
 * throws naming the outcome when it is not accepted.
 */
export function leadsBooker(service: Pick<LeadsService, "accept">) {
  let visitors = 0;
  return async (start: Date, minutes = 30, fields: Record<string, unknown> = {}): Promise<string> => {
    visitors += 1;
    const outcome = await service.accept(
      "appointment",
      {
        products: ["part-d", "medigap"],
        method: "phone",
        start: start.toISOString(),
        minutes,
        firstName: "Ada",
        lastName: "Lovelace",
        phone: `(662) 555-${String(1000 + visitors)}`,
        email: `ada-${visitors}@example.com`,
        zip: "38804",
        forWhom: "me",
        soaVersion: "soa-test",
        ...fields,
      },
      {
        appointment: {
          start,
          end: new Date(start.getTime() + minutes * 60_000),
          capacity: 5,
          soa: { version: "soa-test", text: "You agree to discuss only the products you chose." },
          timeZone: "America/Chicago",
        },
      },
    );
    if (outcome.outcome !== "accepted") throw new Error(`the booking was not accepted: ${JSON.stringify(outcome)}`);
    return outcome.id;
  };
}
