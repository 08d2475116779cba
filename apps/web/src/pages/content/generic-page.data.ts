import type { Prefetch } from "../../app/page-types.js";
import { pageQuery } from "../../app/queries.js";

/** The foundational page of the route's content slug. */
export const prefetch: Prefetch = async (queryClient, { props }) => {
  await queryClient.fetchQuery(pageQuery(props.slug ?? ""));
};
