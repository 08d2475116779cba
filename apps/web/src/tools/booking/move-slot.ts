/**
 * A new time for a booked appointment, checked as a booking's is (the office's hours, notice, closed days, seats),
 * with the seats the appointment holds itself not counted as taken (withoutOwnSeats: it may move to a time
 * overlapping its own): the office's `pnpm appointments reschedule`. The visitor's "Change the time" page
 * (server/booking-manage.ts) is made of the same two parts, withoutOwnSeats and checkedSlot.
 */
import type { SlotCheck } from "@tupelo-medicare/appointments";
import type { AppointmentSettings } from "@tupelo-medicare/content";
import { checkedSlot, withoutOwnSeats } from "./booking-flow.js";

/** The appointment as a move needs it. */
export interface MovingAppointment {
  start: string;
  end: string;
  method: string;
}

/** Checks `start` for moving `appointment` (its method's length): the new slot with the capacity, or the problem. */
export async function checkMove(
  settings: AppointmentSettings,
  appointment: MovingAppointment,
  start: string,
  options: { now: Date; takenSeats: (from: Date, to: Date) => Promise<Map<string, number>> },
): Promise<(SlotCheck & { ok: false }) | { ok: true; start: Date; end: Date; capacity: number }> {
  const context = withoutOwnSeats({ settings, now: options.now, takenSeats: options.takenSeats }, appointment);
  const checked = await checkedSlot({ start, method: appointment.method }, context);
  if (!checked.ok) return checked;
  return {
    ok: true,
    start: new Date(checked.slot.start),
    end: new Date(checked.slot.end),
    capacity: settings.capacity,
  };
}
