import type { Prefetch } from "../../app/page-types.js";

/** The plans hub (/plans) shows fixed links to the plan pages: nothing to read from content. */
export const prefetchPlans: Prefetch = () => Promise.resolve();

/** The resources hub (/resources) shows fixed links to the resource sections: nothing to read from content. */
export const prefetchResources: Prefetch = () => Promise.resolve();
