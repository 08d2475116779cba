/** Small helpers for plain JSON values: type guards, deep copy and deep freeze. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A deep copy of a JSON value. A JSON round trip is about twice as fast as structuredClone for these payloads
 * and yields exactly what an HTTP client would parse (undefined properties dropped).
 */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A deep copy of a JSON value, frozen so shared engine data cannot be changed by a caller. */
export function frozenCopy<T>(value: T): T {
  return deepFreeze(jsonCopy(value));
}

export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
