/** Where the booking flow lives (src/tools/booking), and the links every page makes to it. No React. */

/** The booking flow's page: GET shows its first question, every step is a plain POST to it. */
export const BOOK_PATH = "/book";
/** The calendar file of a booked time (non-personal values only: start, minutes, method). */
export const BOOK_CALENDAR_PATH = "/book/calendar.ics";
/**
 * The visitor's change-or-cancel page, opened by the link in every appointment e-mail (server/manage-link.ts signs
 * its token), and its query name. Its steps are plain posts to it, like /book's.
 */
export const BOOK_MANAGE_PATH = "/book/manage";
export const BOOK_MANAGE_TOKEN_QUERY = "t";
/** The query name of the products a booking starts with (?products=part-d,medigap). */
export const BOOK_PRODUCTS_QUERY = "products";

/** The products the foundational pages start a booking with (the Part D page ticks Part D). */
export const BOOKING_PRODUCT_OF_PAGE: Readonly<Record<string, string>> = {
  "medicare-advantage": "medicare-advantage",
  "medicare-supplement": "medigap",
  medicarepartd: "part-d",
};

/** The link to the booking flow, with the products it starts with (none: the first question, nothing ticked). */
export function bookingHref(products: readonly string[] = []): string {
  return products.length > 0 ? `${BOOK_PATH}?${BOOK_PRODUCTS_QUERY}=${products.join(",")}` : BOOK_PATH;
}

/**
 * Where a 'Schedule an Appointment' control leads: the booking flow when booking is on, else the external scheduler
 * exactly as before.
 */
export function appointmentHref(
  booking: { enabled: boolean; schedulerUrl: string },
  products: readonly string[] = [],
): string {
  return booking.enabled ? bookingHref(products) : booking.schedulerUrl;
}

/**
 * The booking link a tool's "talk to us" step adds, from the site config's schedulerUrl (the booking flow when booking
 * is on, site-identity.ts); undefined with booking off (the step says the phone, as before).
 */
export function bookingLinkOf(schedulerUrl: string, products: readonly string[] = []): string | undefined {
  return schedulerUrl === BOOK_PATH ? bookingHref(products) : undefined;
}
