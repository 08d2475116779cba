import type { EntryParser } from "./entry-parsing.js";
import type { Guard } from "./failure-policy.js";
import type { Reader } from "./reader.js";
import type { ContentLogger } from "./types.js";

/** What the client's operations are built from: its reader, its entry parser, its failure policy and its logger. */
export interface ReadContext {
  reader: Reader;
  parser: EntryParser;
  guard: Guard;
  logger: ContentLogger;
}
