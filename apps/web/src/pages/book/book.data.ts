import type { QueryClient } from "@tanstack/react-query";
import { appointmentSettingsQuery, siteSettingsQuery } from "../../app/queries.js";

/** /book shows its first question, the meeting types offered and the TPMO disclaimer Check your answers shows. */
export async function prefetch(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.fetchQuery(siteSettingsQuery()), queryClient.fetchQuery(appointmentSettingsQuery())]);
}
