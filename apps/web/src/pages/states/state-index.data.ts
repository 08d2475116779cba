import type { Prefetch } from "../../app/page-types.js";
import { statePagesQuery } from "../../app/queries.js";

/** Every state page (foundational pages whose slug starts with medicare-by-state-). */
export const prefetch: Prefetch = async (queryClient) => {
  await queryClient.fetchQuery(statePagesQuery());
};
