import { describe, expect, it } from "vitest";
import { ContentValidationError } from "../errors.js";
import { collection, fakeContext, rawEntry } from "../test-support/client-fakes.js";
import { appointmentSettingsRead } from "./appointment-settings-read.js";

const weekdays = [
  { day: 1, opens: "09:00", closes: "17:00" },
  { day: 2, opens: "09:00", closes: "17:00" },
];
const site = (openingHours: string) =>
  rawEntry("site", "siteSettings", { business: { officeHours: { openingHours } } });

function reading(entries: { appointment?: Record<string, unknown>; openingHours?: string }) {
  return fakeContext((query) => {
    if (query.content_type === "appointmentSettings") {
      return collection(entries.appointment ? [rawEntry("appt", "appointmentSettings", entries.appointment)] : []);
    }
    return collection(entries.openingHours === undefined ? [] : [site(entries.openingHours)]);
  });
}

describe("the appointment settings' read", () => {
  it("gives booking off with the site's opening hours when the space has no entry, with a warning", async () => {
    const { context, queries, operations, logger } = reading({ openingHours: "Mo-Tu 09:00-17:00" });
    const settings = await appointmentSettingsRead(context)();
    expect(settings.bookingEnabled).toBe(false);
    expect(settings.weeklyHours).toEqual(weekdays);
    expect(queries).toEqual([
      { content_type: "appointmentSettings", limit: 1 },
      { content_type: "siteSettings", limit: 1 },
    ]);
    expect(operations).toEqual(["Appointment settings"]);
    expect(logger.warnings[0]).toMatch(/No appointment settings entry: online booking is off/);
  });

  it("gives no weekly hours when neither entry exists", async () => {
    expect((await appointmentSettingsRead(reading({}).context)()).weeklyHours).toEqual([]);
  });

  it("keeps the entry's own weekly hours, without reading the site settings", async () => {
    const own = [{ day: 3, opens: "10:00", closes: "12:00" }];
    const { context, queries } = reading({ appointment: { bookingEnabled: true, weeklyHours: own } });
    const settings = await appointmentSettingsRead(context)();
    expect(settings).toMatchObject({ bookingEnabled: true, weeklyHours: own });
    expect(queries).toHaveLength(1);
  });

  it("takes the site's opening hours when the entry sets none, and names the field when there are none", async () => {
    const fromSite = await appointmentSettingsRead(
      reading({ appointment: { bookingEnabled: true }, openingHours: "Mo-Tu 09:00-17:00" }).context,
    )();
    expect(fromSite.weeklyHours).toEqual(weekdays);

    const none = appointmentSettingsRead(reading({ appointment: { bookingEnabled: true } }).context)();
    await expect(none).rejects.toBeInstanceOf(ContentValidationError);
    await expect(none).rejects.toMatchObject({ entryId: "appt", field: "weeklyHours" });
  });

  it("names the site settings' openingHours when its text cannot be read", async () => {
    const read = appointmentSettingsRead(reading({ appointment: {}, openingHours: "sometimes" }).context)();
    await expect(read).rejects.toMatchObject({ entryId: "site", contentType: "siteSettings", field: "openingHours" });
  });
});
