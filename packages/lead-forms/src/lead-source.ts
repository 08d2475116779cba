/** The default lead source label (kept apart from the zod schemas so the dialog's opener stays small). */
export const DEFAULT_LEAD_SOURCE = "Medicare Breakdown";
