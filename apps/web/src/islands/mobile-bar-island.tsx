import { MobileAppointmentBar } from "@tupelo-medicare/ui";

/** The phone-width bottom bar with 'Schedule an Appointment' (slides in while scrolling). */
export default function MobileBarIsland({ href }: { href: string }) {
  return <MobileAppointmentBar href={href} />;
}
