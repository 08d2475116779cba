/**
 * Text that is safe to write into a one-line log: control characters are escaped (a `%0A` in a query or a newline
 * in a header can never start a forged log line) and long values are cut.
 */

/** The longest value written into a log line (longer ones end with "…"). */
export const MAX_LOGGED_LENGTH = 500;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

const escapeControl = (character: string): string => {
  switch (character) {
    case "\n":
      return "\\n";
    case "\r":
      return "\\r";
    case "\t":
      return "\\t";
    default:
      return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
  }
};

/** One line of text for a log: an Error's message (or its stack), any other value as a string, escaped and cut. */
export function logText(value: unknown, options: { stack?: boolean; max?: number } = {}): string {
  const text =
    value instanceof Error
      ? ((options.stack ? value.stack : undefined) ?? `${value.name}: ${value.message}`)
      : String(value);
  const max = options.max ?? MAX_LOGGED_LENGTH;
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replace(CONTROL, escapeControl);
}
