import type { Prefetch } from "../../app/page-types.js";

/** Contact: everything it shows comes from the site configuration (and the layout's settings); nothing to read. */
export const prefetch: Prefetch = () => Promise.resolve();
