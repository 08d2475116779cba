import { toContentError } from "../errors.js";
import type { ContentLogger } from "./types.js";

/** Where warnings and errors go when the options name no logger. */
export const consoleLogger: ContentLogger = {
  warn: (message, detail) => console.warn(message, ...(detail === undefined ? [] : [detail])),
  error: (message, detail) => console.error(message, ...(detail === undefined ? [] : [detail])),
};

/** Runs an operation with the failure policy: its result, or on failure its empty result (logged) or the error (strict). */
export type Guard = <T>(operation: string, empty: T, run: () => Promise<T>) => Promise<T>;

/**
 * The failure policy (docs/product.md: Errors and messages): a failed operation is logged and gives its empty result
 * (null, an empty list, a page with no items and total 0); in strict mode (builds) it throws, as a ContentError.
 */
export function createGuard(strict: boolean, logger: ContentLogger): Guard {
  return async (operation, empty, run) => {
    try {
      return await run();
    } catch (error) {
      const normalised = toContentError(error);
      if (strict) throw normalised;
      logger.error(`[content] ${operation} failed: ${normalised.message}`, normalised);
      return empty;
    }
  };
}
