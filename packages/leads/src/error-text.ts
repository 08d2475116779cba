/** An error's message for a log line or a health report (a thrown non-Error as text). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
