import { describe, expect, it } from "vitest";
import type { AppointmentSettings } from "@tupelo-medicare/content";
import type { RegionRequest } from "../region-entry.js";
import { firstView } from "./booking-flow.js";
import type { BookingIslandProps } from "./booking-island.js";
import { bookedHref, bookingRegion } from "./region.js";

const settings: AppointmentSettings = {
  bookingEnabled: true,
  meetingTypes: [{ method: "phone", minutes: 30 }],
  capacity: 1,
  earliestStartHours: 2,
  daysAhead: 21,
  closedDates: [],
  weeklyHours: [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, opens: "09:00", closes: "17:00" })),
  timeZone: "America/Chicago",
  stepMinutes: null,
};
const prerendered: BookingIslandProps = { tpmo: "", enabled: true, view: firstView([], settings) };
const request = (
  address: string,
  enabled = true,
  mail: { mail: boolean; manageLinks: boolean } = { mail: false, manageLinks: false },
): RegionRequest => ({
  url: new URL(address, "https://www.example.com"),
  now: new Date("2026-12-07T12:00:00.000Z"),
  searchIndex: () => Promise.reject(new Error("no search here")),
  appointments: () =>
    Promise.resolve({
      settings: { ...settings, bookingEnabled: enabled },
      takenSeats: () => Promise.resolve(new Map()),
      ...mail,
    }),
});
const props = (address: string, enabled = true, mail?: { mail: boolean; manageLinks: boolean }) =>
  bookingRegion.props!(prerendered, request(address, enabled, mail));

describe("the booking region", () => {
  it("is asked for on /book with products or a booked time only: the plain /book and other pages are prerendered", () => {
    const asks = (address: string) => bookingRegion.asks!(new URL(address, "https://www.example.com"));
    expect(asks("/book?products=part-d")).toBe(true);
    expect(asks("/Book/?booked=2026-12-07T15:00:00.000Z")).toBe(true);
    expect(asks("/book")).toBe(false);
    expect(asks("/medicarepartd?products=part-d")).toBe(false);
    expect(bookingRegion.personal).toEqual([]);
  });

  it("starts with the products a link names, known ones only", async () => {
    const view = (await props("/book?products=part-d,medigap,lottery")).view;
    expect(view.page).toBe("what");
    expect(view.answers.products).toEqual(["part-d", "medigap"]);
  });

  it("shows the Done page for a booked time, method and products, and nothing else of the visitor", async () => {
    const shown = await props(bookedHref("2026-12-07T15:00:00.000Z", "phone", ["part-d"]));
    expect(shown.view.page).toBe("done");
    expect(shown.view.summary).toMatchObject({ day: "Monday, December 7", time: "9:00 AM", method: "By phone" });
    expect(shown.view.calendarHref).toContain("/book/calendar.ics?start=2026-12-07T15%3A00%3A00.000Z");
    expect(shown.view.answers.email).toBe("");
  });

  it("tells the Done page whether an e-mail comes, and whether it has the change-or-cancel link", async () => {
    const address = bookedHref("2026-12-07T15:00:00.000Z", "phone", ["part-d"]);
    expect((await props(address)).view.mail).toEqual({ on: false, manageLinks: false });
    expect((await props(address, true, { mail: true, manageLinks: false })).view.mail).toEqual({
      on: true,
      manageLinks: false,
    });
    expect((await props(address, true, { mail: true, manageLinks: true })).view.mail).toEqual({
      on: true,
      manageLinks: true,
    });
  });

  it("answers a tampered Done address with the first question", async () => {
    for (const address of [
      "/book?booked=soon&method=phone&products=part-d",
      "/book?booked=2026-12-07T15:00:00.000Z&method=fax&products=part-d",
      "/book?booked=2026-12-07T15:00:00.000Z&method=phone&products=",
    ])
      expect((await props(address)).view.page, address).toBe("what");
  });

  it("says booking is off when the settings say so", async () => {
    expect((await props("/book?products=part-d", false)).enabled).toBe(false);
  });
});
