import { describe, expect, it } from "vitest";
import { officeToday, OFFICE_TIME_ZONE } from "./office-today.js";

describe("officeToday", () => {
  it("is the date in America/Chicago, whatever the server's own zone", () => {
    expect(OFFICE_TIME_ZONE).toBe("America/Chicago");
    // 04:59 UTC on January 1 is still December 31 in Chicago (UTC-6); 06:00 UTC is January 1.
    expect(officeToday(new Date("2027-01-01T04:59:00Z"))).toBe("2026-12-31");
    expect(officeToday(new Date("2027-01-01T06:00:00Z"))).toBe("2027-01-01");
    // Summer time (UTC-5): 04:30 UTC on July 4 is July 3 in Chicago, 05:30 UTC is July 4.
    expect(officeToday(new Date("2026-07-04T04:30:00Z"))).toBe("2026-07-03");
    expect(officeToday(new Date("2026-07-04T05:30:00Z"))).toBe("2026-07-04");
  });
});
