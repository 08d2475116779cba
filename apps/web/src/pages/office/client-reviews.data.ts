import type { Prefetch } from "../../app/page-types.js";
import { reviewsQuery } from "../../app/queries.js";

/** Client reviews: the place data (average, total, reviews) and the public listing address. */
export const prefetch: Prefetch = async (queryClient) => {
  await queryClient.fetchQuery(reviewsQuery());
};
