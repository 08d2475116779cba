/**
 * The booking flow's region on /book: the first question with the products a booking starts from
 * (?products=part-d, the links of the pages it starts on), and the Done page a confirmed booking is redirected to
 * (?booked=…&method=…&products=…, Post/Redirect/Get: a reload never books again), saying whether an e-mail comes
 * (SMTP_URL) and whether it has the change-or-cancel link (APPOINTMENT_LINK_SECRET). Neither address holds anything
 * personal (a time, a method, product types). Every step between is a post (server/booking-post.ts).
 */
import { BOOK_PATH, BOOK_PRODUCTS_QUERY } from "../../app/booking-path.js";
import { trimTrailingSlashes } from "../../app/url-path.js";
import type { RegionEntry } from "../region-entry.js";
import { EMPTY_ANSWERS, MEETING_METHOD_IDS, productsOf } from "./booking-answers.js";
import { firstView, stepView } from "./booking-flow.js";
import type { BookingIslandProps } from "./booking-island.js";

/** The Done page's query names. */
export const BOOKED_QUERY = "booked";

/** The Done page's address for a confirmed booking. */
export function bookedHref(start: string, method: string, products: readonly string[]): string {
  const query = new URLSearchParams({ [BOOKED_QUERY]: start, method, [BOOK_PRODUCTS_QUERY]: products.join(",") });
  return `${BOOK_PATH}?${query.toString()}`;
}

const onBookPage = (url: URL) => trimTrailingSlashes(url.pathname).toLowerCase() === BOOK_PATH;

export const bookingRegion: RegionEntry<BookingIslandProps> = {
  log: "booking",
  failure: "the booking page is the prerendered first question instead",
  personal: [],
  asks: (url) => onBookPage(url) && (url.searchParams.has(BOOK_PRODUCTS_QUERY) || url.searchParams.has(BOOKED_QUERY)),
  props: async (prerendered, request) => {
    const { settings, takenSeats, mail, manageLinks } = await request.appointments();
    const query = request.url.searchParams;
    const products = productsOf([query.get(BOOK_PRODUCTS_QUERY) ?? ""]);
    const booked = query.get(BOOKED_QUERY) ?? "";
    const method = query.get("method") ?? "";
    const enabled = settings.bookingEnabled;
    if (
      booked &&
      !Number.isNaN(Date.parse(booked)) &&
      (MEETING_METHOD_IDS as readonly string[]).includes(method) &&
      products.length > 0
    ) {
      const answers = { ...EMPTY_ANSWERS, products, method, start: new Date(booked).toISOString() };
      const view = await stepView(
        "done",
        answers,
        { settings, takenSeats, now: request.now },
        { mail: { on: mail, manageLinks } },
      );
      return { ...prerendered, enabled, view };
    }
    return { ...prerendered, enabled, view: firstView(products, settings) };
  },
};
