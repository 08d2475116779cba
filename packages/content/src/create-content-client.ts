// The imports keep this order (SDK, reader, parser, policy, reads): the built declarations list the schemas' inferred
// unions in the order TypeScript meets the modules, and the API report compares those declarations as text.
import { createSdk } from "./client/sdk.js";
import { createReader } from "./client/reader.js";
import { createEntryParser } from "./client/entry-parsing.js";
import { consoleLogger, createGuard } from "./client/failure-policy.js";
import { appointmentSettingsRead } from "./client/appointment-settings-read.js";
import { listReads } from "./client/list-reads.js";
import { singleReads } from "./client/single-reads.js";
import type { ContentClient, CreateContentClientOptions } from "./client/types.js";

export { buildClientParams } from "./client/client-params.js";
export {
  CONTENT_LIMITS,
  CONTENT_TYPES,
  POST_CARD_SELECT,
  POST_INCLUDE,
  STATE_PAGE_PREFIX,
} from "./client/content-model.js";
export type {
  BlogListOptions,
  ContentClient,
  ContentLogger,
  ContentSource,
  CreateContentClientOptions,
  ListOptions,
} from "./client/types.js";

/**
 * Creates the typed content client over the official contentful SDK: one reader (read cache, onRead), one entry
 * parser and one failure policy, shared by the single reads, the list reads and the appointment settings' read.
 */
export function createContentClient(options: CreateContentClientOptions): ContentClient {
  const logger = options.logger ?? consoleLogger;
  const strict = options.strict ?? false;
  const context = {
    reader: createReader(createSdk(options, logger), options),
    parser: createEntryParser(strict, logger),
    guard: createGuard(strict, logger),
    logger,
  };
  return {
    strict,
    ...singleReads(context),
    ...listReads(context),
    getAppointmentSettings: appointmentSettingsRead(context),
  };
}
