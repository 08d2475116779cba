import {
  appointmentSettingsFieldsSchema,
  appointmentSettingsWithoutEntry,
  parseOpeningHours,
  toAppointmentSettings,
} from "../appointment-settings.js";
import { ContentValidationError } from "../errors.js";
import { siteSettingsFieldsSchema } from "../schemas.js";
import type { WeeklyHours } from "../view-models.js";
import { CONTENT_TYPES } from "./content-model.js";
import type { ReadContext } from "./read-context.js";
import type { ContentClient } from "./types.js";

/**
 * The appointmentSettings entry's read: its weekly hours, or the site settings' openingHours when it sets none; a
 * space without the entry (or its content type) gives booking off with the defaults.
 */
export function appointmentSettingsRead({
  reader,
  parser,
  guard,
  logger,
}: ReadContext): ContentClient["getAppointmentSettings"] {
  const { getEntries, getEntriesOfOptionalType } = reader;
  const { parseOne } = parser;

  /** The site settings' openingHours as weekly hours; null without a site settings entry; invalid text throws. */
  async function siteOpeningHours(): Promise<WeeklyHours[] | null> {
    const collection = await getEntries({ content_type: CONTENT_TYPES.siteSettings, limit: 1 });
    const site = parseOne(collection, "site settings", siteSettingsFieldsSchema, (entry, fields) => ({
      entry,
      fields,
    }));
    if (!site) return null;
    const parsed = parseOpeningHours(site.fields.business.officeHours.openingHours);
    if (parsed.ok) return parsed.value;
    throw new ContentValidationError({
      entryId: site.entry.sys.id,
      contentType: CONTENT_TYPES.siteSettings,
      field: "openingHours",
      problem: `Opening hours '${site.fields.business.officeHours.openingHours}' (the appointment times' weekly hours): ${parsed.problem}`,
    });
  }

  return () =>
    guard("Appointment settings", appointmentSettingsWithoutEntry([]), async () => {
      const collection = await getEntriesOfOptionalType({
        content_type: CONTENT_TYPES.appointmentSettings,
        limit: 1,
      });
      if (collection.items.length === 0) {
        logger.warn(
          "[content] No appointment settings entry: online booking is off (the site settings' external scheduler).",
        );
        return appointmentSettingsWithoutEntry((await siteOpeningHours()) ?? []);
      }
      const settings = parseOne(
        collection,
        "appointment settings",
        appointmentSettingsFieldsSchema,
        (entry, fields) => ({
          entry,
          fields,
        }),
      )!;
      if (settings.fields.weeklyHours) return toAppointmentSettings(settings.fields, settings.fields.weeklyHours);
      const fallback = await siteOpeningHours();
      if (!fallback) {
        throw new ContentValidationError({
          entryId: settings.entry.sys.id,
          contentType: CONTENT_TYPES.appointmentSettings,
          field: "weeklyHours",
          problem: "Weekly hours are empty and there is no site settings entry to take the opening hours from",
        });
      }
      return toAppointmentSettings(settings.fields, fallback);
    });
}
