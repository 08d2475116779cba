import type { Prefetch } from "../../app/page-types.js";
import { siteSettingsQuery, teamQuery } from "../../app/queries.js";

/** Team: the members and the site settings (the fixed leadership order). */
export const prefetch: Prefetch = async (queryClient) => {
  await Promise.all([queryClient.fetchQuery(teamQuery()), queryClient.fetchQuery(siteSettingsQuery())]);
};
