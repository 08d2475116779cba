import type { Prefetch } from "../../app/page-types.js";
import { pageQuery, siteSettingsQuery } from "../../app/queries.js";

/** The content slug of the about page (its timeline lives in metadata.timeline). */
export const ABOUT_SLUG = "about-us";

/** About: the page entry (story, timeline) and the site settings (stated claims). */
export const prefetch: Prefetch = async (queryClient) => {
  await Promise.all([queryClient.fetchQuery(pageQuery(ABOUT_SLUG)), queryClient.fetchQuery(siteSettingsQuery())]);
};
