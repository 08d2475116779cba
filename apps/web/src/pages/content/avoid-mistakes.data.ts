import type { Prefetch } from "../../app/page-types.js";
import { pageQuery } from "../../app/queries.js";

/** The content slug of the free guide landing page. */
export const AVOID_MISTAKES_SLUG = "avoid-mistakes-with-medicare";

export const prefetch: Prefetch = async (queryClient) => {
  await queryClient.fetchQuery(pageQuery(AVOID_MISTAKES_SLUG));
};
