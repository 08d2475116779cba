/**
 * A new time for a booked appointment, checked as a booking's is (the office's hours, notice, closed days, seats),
 * for the visitor's "Change the time" (/book/manage) and the office's `pnpm appointments reschedule`. The seats the
 * appointment holds itself are not counted as taken: it may move to a time overlapping its own.
 */
import { checkSlot, seatCells, slotWindow } from "@tupelo-medicare/appointments";
import type { SlotCheck } from "@tupelo-medicare/appointments";
import type { AppointmentSettings } from "@tupelo-medicare/content";
import { minutesOf, scheduleRulesOf } from "./booking-flow.js";

/** The appointment as a move needs it. */
export interface MovingAppointment {
  start: string;
  end: string;
  method: string;
  status: string;
}

/** The seats taken in [from, to) without those `appointment` holds. */
export function seatsTakenByOthers(
  taken: ReadonlyMap<string, number>,
  appointment: MovingAppointment,
): Map<string, number> {
  const others = new Map(taken);
  if (appointment.status !== "booked") return others;
  for (const cell of seatCells(new Date(appointment.start), new Date(appointment.end))) {
    const count = others.get(cell);
    if (count !== undefined) others.set(cell, Math.max(0, count - 1));
  }
  return others;
}

/** Checks `start` for moving `appointment` (its method's length): the new slot with the capacity, or the problem. */
export async function checkMove(
  settings: AppointmentSettings,
  appointment: MovingAppointment,
  start: string,
  options: { now: Date; takenSeats: (from: Date, to: Date) => Promise<Map<string, number>> },
): Promise<(SlotCheck & { ok: false }) | { ok: true; start: Date; end: Date; capacity: number }> {
  const rules = scheduleRulesOf(settings);
  const window = slotWindow(rules, { now: options.now });
  const checked = checkSlot(rules, {
    now: options.now,
    minutes: minutesOf(settings, appointment.method),
    start,
    taken: seatsTakenByOthers(await options.takenSeats(window.from, window.to), appointment),
  });
  if (!checked.ok) return checked;
  return {
    ok: true,
    start: new Date(checked.slot.start),
    end: new Date(checked.slot.end),
    capacity: settings.capacity,
  };
}
