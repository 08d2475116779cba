import type { AppointmentSettings, BusinessFacts, SiteSettings } from "@tupelo-medicare/content";
import { BOOK_PATH } from "./booking-path.js";
import type { SiteConfigInput } from "@tupelo-medicare/ui";
import type { PublicConfig } from "../env.js";
import { footerColumns, legalLinks, navigation } from "./navigation.js";

/**
 * The business every page shows (header, footer, contact details, structured data, default title): the site
 * settings entry's facts, read once per render, with the deployment's site URL and SCHEDULER_URL when it is set.
 * With booking on (appointmentSettings.bookingEnabled) 'Schedule an Appointment' (schedulerUrl: the header, the
 * phone's bottom bar, every page's button) opens the site's own booking flow, /book; off, the external scheduler.
 */
export interface SiteIdentity extends BusinessFacts {
  siteUrl: string;
}

/** The identity of the site from its settings entry; without one the site cannot render (it names the fix). */
export function siteIdentity(
  settings: SiteSettings | null | undefined,
  config: PublicConfig,
  appointments?: Pick<AppointmentSettings, "bookingEnabled"> | null,
): SiteIdentity {
  if (!settings) {
    throw new Error(
      "The site settings entry (content type siteSettings) is missing or invalid: every page needs its business facts (brand, phone, TTY, e-mail, address, hours, scheduler, default title and description). The content log names the field at fault.",
    );
  }
  return {
    ...settings.business,
    siteUrl: config.siteUrl,
    schedulerUrl: appointments?.bookingEnabled ? BOOK_PATH : (config.schedulerUrl ?? settings.business.schedulerUrl),
  };
}

/** The UI kit's configuration for this site: its identity, its menu and footer links. */
export function siteConfigOf(site: SiteIdentity): SiteConfigInput {
  return { ...site, navigation, footerColumns, legalLinks };
}
