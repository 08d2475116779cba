/** Where a page's appointment link leads, from the appointment settings the page was rendered with. */
import { useQuery } from "@tanstack/react-query";
import { appointmentHref } from "./booking-path.js";
import { appointmentSettingsQuery } from "./queries.js";

/** The booking flow with `products` when booking is on, else `fallback` (the link as it was before booking). */
export function useAppointmentHref(fallback: string, products: readonly string[] = []): string {
  const booking = useQuery(appointmentSettingsQuery());
  return appointmentHref({ enabled: booking.data?.bookingEnabled === true, schedulerUrl: fallback }, products);
}
