/** The default lead source label (kept apart from the zod schemas so the dialog's opener stays small). */
export const DEFAULT_LEAD_SOURCE = "Medicare Breakdown";

/** The name of the hidden field that carries the lead source in a plain (no-script) post of the guide request. */
export const LEAD_SOURCE_FIELD = "source";
