import type { z } from "zod";
import { ContentValidationError } from "../errors.js";
import { toPlainEntry } from "../internal/plain.js";
import type { PlainCopyOptions, PlainEntry } from "../internal/plain.js";
import { answerCopy } from "./reader.js";
import type { EntryCollection } from "./reader.js";
import type { ContentLogger } from "./types.js";

/** Maps a plain entry and its parsed fields to a view model. */
export type EntryMap<S extends z.ZodType, T> = (entry: PlainEntry, fields: z.output<S>) => T;

/**
 * One delivered entry as a view model: copied into a plain entry, its fields parsed with the schema, then mapped. An
 * entry that cannot be copied or parsed gives the ContentValidationError naming its id, content type and field.
 */
export function parseEntry<S extends z.ZodType, T>(
  raw: unknown,
  schema: S,
  map: EntryMap<S, T>,
  depth?: number,
  copy?: PlainCopyOptions,
): T | ContentValidationError {
  let entry: PlainEntry;
  try {
    entry = toPlainEntry(raw, depth, copy);
  } catch (error) {
    return new ContentValidationError({
      entryId: "unknown",
      contentType: "unknown",
      field: "sys",
      problem: String(error),
    });
  }
  const parsed = schema.safeParse(entry.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return new ContentValidationError({
      entryId: entry.sys.id,
      contentType: entry.sys.contentType.sys.id,
      field: issue?.path.map(String).join(".") || "fields",
      problem: issue?.message ?? "invalid",
    });
  }
  return map(entry, parsed.data);
}

/** Collections' entries as view models, with the client's rule for invalid entries. */
export interface EntryParser {
  /** Every valid item; an invalid one is skipped with a warning (thrown in strict mode). */
  parseList: <S extends z.ZodType, T>(collection: EntryCollection, schema: S, map: EntryMap<S, T>) => T[];
  /** The first item, or null (with a warning) when there is none; an invalid one throws. */
  parseOne: <S extends z.ZodType, T>(
    collection: EntryCollection,
    what: string,
    schema: S,
    map: EntryMap<S, T>,
  ) => T | null;
}

export function createEntryParser(strict: boolean, logger: ContentLogger): EntryParser {
  return {
    parseList<S extends z.ZodType, T>(collection: EntryCollection, schema: S, map: EntryMap<S, T>): T[] {
      const out: T[] = [];
      const copy = answerCopy(collection);
      for (const item of collection.items) {
        const result = parseEntry(item, schema, map, undefined, copy);
        if (result instanceof ContentValidationError) {
          if (strict) throw result;
          logger.warn(`[content] Skipped an invalid item: ${result.message}`);
        } else {
          out.push(result);
        }
      }
      return out;
    },

    parseOne<S extends z.ZodType, T>(collection: EntryCollection, what: string, schema: S, map: EntryMap<S, T>) {
      const [first] = collection.items;
      if (first === undefined) {
        logger.warn(`[content] No ${what} found.`);
        return null;
      }
      const result = parseEntry(first, schema, map, undefined, answerCopy(collection));
      if (result instanceof ContentValidationError) throw result;
      return result;
    },
  };
}
