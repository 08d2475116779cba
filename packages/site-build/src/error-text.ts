/** How site-build's log lines name an error: its message, or the thrown value as text. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** An error's message on one line (the Contentful SDK's messages are pretty-printed JSON). */
export const oneLine = (error: unknown): string => messageOf(error).replace(/\s+/g, " ").trim();
