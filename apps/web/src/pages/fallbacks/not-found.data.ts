import type { Prefetch } from "../../app/page-types.js";

/** The not-found page reads no content. */
export const prefetch: Prefetch = () => Promise.resolve();
