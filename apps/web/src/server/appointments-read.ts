/**
 * What the booking flow reads on the server: the appointment settings as published (read again at most every few
 * seconds, so an edit in Contentful changes the times offered within seconds) and the seats the leads database holds
 * taken (read per request: the database's constraint is what keeps a seat from being booked twice).
 */
import { createContentClientFromEnv } from "@tupelo-medicare/content/embedded";
import type { AppointmentSettings } from "@tupelo-medicare/content";
import type { AppEnv } from "../env.js";
import type { AppointmentsRead } from "../islands/regions.js";
import type { Submissions } from "./submissions.js";

/** How long one read of the appointment settings is reused. */
export const APPOINTMENT_SETTINGS_CACHE_MS = 5_000;

export function createAppointmentsRead(
  env: AppEnv,
  submissions: Pick<Submissions, "service">,
  options: { now?: () => number; read?: () => Promise<AppointmentSettings> } = {},
): () => Promise<AppointmentsRead> {
  const now = options.now ?? Date.now;
  const read = options.read ?? (() => createContentClientFromEnv(env.contentVariables).getAppointmentSettings());
  let cached: { at: number; value: Promise<AppointmentSettings> } | undefined;
  return async () => {
    if (!cached || now() - cached.at > APPOINTMENT_SETTINGS_CACHE_MS) {
      const value = read();
      cached = { at: now(), value };
      // A failed read is not kept: the next request reads again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    const settings = await cached.value;
    return {
      settings,
      takenSeats: (from, to) => submissions.service.appointments.takenSeats(from, to),
      mail: env.mail !== null,
      manageLinks: env.mail !== null && Boolean(env.appointmentLinkSecret),
    };
  };
}
