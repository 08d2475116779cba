import { describe, expect, it } from "vitest";
import { appointmentHref, bookingHref, bookingLinkOf } from "./booking-path.js";

const SCHEDULER = "https://scheduler.example.com/book";

describe("the links into the booking flow", () => {
  it("start the flow with the page's products, or with nothing ticked", () => {
    expect(bookingHref()).toBe("/book");
    expect(bookingHref(["part-d"])).toBe("/book?products=part-d");
    expect(bookingHref(["part-d", "medigap"])).toBe("/book?products=part-d,medigap");
  });

  it("lead to the booking flow when booking is on and to the scheduler exactly as before when it is off", () => {
    expect(appointmentHref({ enabled: true, schedulerUrl: SCHEDULER }, ["part-d"])).toBe("/book?products=part-d");
    expect(appointmentHref({ enabled: false, schedulerUrl: SCHEDULER }, ["part-d"])).toBe(SCHEDULER);
  });

  it("add a tool's booking link only when the site's scheduler is the booking flow", () => {
    expect(bookingLinkOf("/book")).toBe("/book");
    expect(bookingLinkOf("/book", ["part-d"])).toBe("/book?products=part-d");
    expect(bookingLinkOf(SCHEDULER)).toBeUndefined();
  });
});
