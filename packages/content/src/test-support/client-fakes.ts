import type { EntryParser } from "../client/entry-parsing.js";
import type { Guard } from "../client/failure-policy.js";
import type { ReadContext } from "../client/read-context.js";
import type { EntryCollection, Reader } from "../client/reader.js";
import type { ContentLogger } from "../client/types.js";

/** A delivered entry of a content type, as the Delivery API answers it. */
export function rawEntry(id: string, contentType: string, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    sys: {
      id,
      type: "Entry",
      contentType: { sys: { id: contentType, type: "Link", linkType: "ContentType" } },
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    },
    fields,
  };
}

export function collection(items: unknown[], total = items.length, skip = 0, limit = 100): EntryCollection {
  return { items, total, skip, limit };
}

export function recordingLogger(): ContentLogger & { warnings: string[]; errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  return { warnings, errors, warn: (message) => warnings.push(message), error: (message) => errors.push(message) };
}

/**
 * A read context over answers chosen per query: it records every query (as sent, key order kept) and every guarded
 * operation's name; its parser gives the raw items, mapped by the operation's own map over a plain entry.
 */
export function fakeContext(answer: (query: Record<string, unknown>) => EntryCollection) {
  const queries: Array<Record<string, unknown>> = [];
  const operations: string[] = [];
  const entryIds: string[] = [];
  const logger = recordingLogger();
  const getEntries = (query: Record<string, unknown>) => {
    queries.push(query);
    return Promise.resolve(answer(query));
  };
  const reader: Reader = {
    getEntries,
    getEntriesOfOptionalType: getEntries,
    getEntry: (id, include) => {
      entryIds.push(`${id} include ${include}`);
      return Promise.resolve(answer({ "sys.id": id }).items[0]);
    },
  };
  const asEntry = (item: unknown) => item as Parameters<Parameters<EntryParser["parseList"]>[2]>[0];
  const parser: EntryParser = {
    parseList: (found, _schema, map) =>
      found.items.map((item) => map(asEntry(item), (item as { fields: never }).fields)),
    parseOne: (found, _what, _schema, map) => {
      const [first] = found.items;
      return first === undefined ? null : map(asEntry(first), (first as { fields: never }).fields);
    },
  };
  const guard: Guard = (operation, _empty, run) => {
    operations.push(operation);
    return run();
  };
  const context: ReadContext = { reader, parser, guard, logger };
  return { context, queries, operations, entryIds, logger };
}
