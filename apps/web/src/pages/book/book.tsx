/**
 * /book: the booking flow (src/tools/booking), prerendered with its first question. The flow sits in the booking
 * region, so the server answers each step's post, the first question with the products a booking starts from
 * (?products=part-d) and the Done page with that region's island rendered again. With booking off the page says so
 * and links the external scheduler.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import { Seo } from "@tupelo-medicare/ui";
import { BOOK_PATH } from "../../app/booking-path.js";
import { appointmentSettingsQuery, siteSettingsQuery } from "../../app/queries.js";
import { BOOKING_REGION, IslandRegion } from "../../islands/island-region.js";
import { firstView } from "../../tools/booking/booking-flow.js";

export const BOOK_TEXT = {
  title: "Book an appointment",
  description:
    "Book a free, no-obligation appointment with a licensed Medicare agent from our Tupelo office: by phone, at our office or by video call.",
} as const;

export default function BookPage() {
  const settings = useSuspenseQuery(siteSettingsQuery());
  const appointments = useSuspenseQuery(appointmentSettingsQuery());
  const enabled = appointments.data.bookingEnabled;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <Seo title={BOOK_TEXT.title} description={BOOK_TEXT.description} canonical={BOOK_PATH} />
      <IslandRegion
        region={BOOKING_REGION}
        name="booking"
        props={{
          tpmo: settings.data?.tpmoDisclaimer.trim() ?? "",
          enabled,
          view: firstView([], appointments.data),
        }}
      />
    </div>
  );
}
