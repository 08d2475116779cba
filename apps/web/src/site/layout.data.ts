import type { QueryClient } from "@tanstack/react-query";
import { siteSettingsQuery } from "../app/queries.js";

/** Data every page's layout shows (the footer's TPMO disclaimer). */
export async function prefetchLayout(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery(siteSettingsQuery());
}
