/** The input checks the calendar files and the messages share: each throws a RangeError that names the field. */

/** An ISO instant, or a RangeError naming `name`. */
export function instantOf(value: unknown, name: string): Date {
  const instant = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`${name} "${String(value)}" is not an ISO instant`);
  return instant;
}

/** An absolute http(s) address, normalised, or a RangeError saying `problem`. */
export function httpUrl(value: unknown, problem: string): string {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw new RangeError(problem);
  }
  if (typeof value !== "string" || (url.protocol !== "https:" && url.protocol !== "http:"))
    throw new RangeError(problem);
  return url.href;
}
