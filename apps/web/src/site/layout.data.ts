import type { QueryClient } from "@tanstack/react-query";
import { appointmentSettingsQuery, siteSettingsQuery } from "../app/queries.js";

/** Data every page's layout shows (the footer's TPMO disclaimer; where 'Schedule an Appointment' leads). */
export async function prefetchLayout(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.fetchQuery(siteSettingsQuery()), queryClient.fetchQuery(appointmentSettingsQuery())]);
}
