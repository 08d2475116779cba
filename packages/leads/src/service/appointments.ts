/**
 * What the server does with appointments beside `accept("appointment", …)`: each call goes to the store's
 * appointments once the database is open (and throws until then), and wakes the delivery queue when it wrote an
 * event to deliver (a move, a cancellation).
 */
import type { AppointmentStore, AppointmentRecord } from "../appointment-store.js";

/** What the server does with appointments beside `accept("appointment", …)`; each throws while the database is not open. */
export interface LeadsAppointments {
  /** One appointment with its SOA record, or null. */
  get(id: string): Promise<AppointmentRecord | null>;
  /** Moves a booked appointment (see AppointmentStore.reschedule); the notices and new reminders are sent. */
  reschedule(
    id: string,
    to: { start: Date; end: Date; capacity: number },
  ): Promise<"moved" | "not-found" | "cancelled" | "slot-taken" | "same-time">;
  /** Seats taken per quarter hour (its ISO start) in [from, to): the `taken` the "When" page's open times are counted from. */
  takenSeats(from: Date, to: Date): Promise<Map<string, number>>;
  /** Cancels one booked appointment (its seat is free at once; an `appointment.cancelled` event is delivered). */
  cancelAppointment(id: string, reason: string): Promise<"cancelled" | "already-cancelled" | "not-found">;
  /** Cancels every appointment booked in [bookedSince, bookedUntil) (a flood); the number cancelled. */
  cancelAppointments(options: { bookedSince: Date; bookedUntil?: Date; reason?: string }): Promise<number>;
}

/** The message a call gets while the database is not open. */
export const APPOINTMENTS_UNAVAILABLE = "the leads database is not available";

export function createServiceAppointments(
  store: () => AppointmentStore | undefined,
  /** Wakes the delivery queue (absent when nothing is delivered). */
  wake: () => void,
): LeadsAppointments {
  const open = () => {
    const appointments = store();
    if (!appointments) throw new Error(APPOINTMENTS_UNAVAILABLE);
    return appointments;
  };
  return {
    takenSeats: (from, to) => open().takenSeats(from, to),
    get: (id) => open().get(id),
    async reschedule(id, to) {
      const result = await open().reschedule(id, to);
      if (result.status === "moved") wake();
      return result.status;
    },
    async cancelAppointment(id, reason) {
      const result = await open().cancel(id, reason);
      if (result.eventId) wake();
      return result.status;
    },
    async cancelAppointments({ bookedSince, bookedUntil, reason }) {
      const count = await open().cancelBooked({
        bookedSince,
        ...(bookedUntil ? { bookedUntil } : {}),
        reason: reason ?? "cancelled by the office",
      });
      if (count > 0) wake();
      return count;
    },
  };
}
