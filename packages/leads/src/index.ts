/**
 * @tupelo-medicare/leads: the server side of a Medicare brokerage site's leads. Submissions, their delivery
 * attempts, consent records and visitors' Idempotency-Keys in SQL (one SQLite file under DATA_DIR by default, or
 * PostgreSQL with DATABASE_URL), delivered by a queue any number of server processes share, signed per Standard
 * Webhooks; the office's CLI (`pnpm leads`). The browser forms and their schemas stay in @tupelo-medicare/lead-forms.
 */
export { createLeadsService } from "./leads-service.js";
export type { LeadsHealth, LeadsService, LeadsServiceConfig } from "./leads-service.js";

export { openDatabase, isPostgresUrl, redactUrl, SQLITE_FILE } from "./database/open-database.js";
export type { Dialect, LeadsDatabase, OpenDatabaseOptions } from "./database/open-database.js";
export { migrateToLatest, readSchemaStatus, MigrationError } from "./database/migrate.js";
export type { SchemaStatus } from "./database/migrate.js";
export { schemaVersionOf } from "./database/migrations.js";

export { createSubmissionStore, isSubmissionId, newSubmissionId, hashClientKey } from "./submission-store.js";
export type {
  AcceptInput,
  AcceptResult,
  ClaimedDelivery,
  DeliveryRecord,
  IterateOptions,
  PurgeResult,
  StoreHealth,
  SubmissionStore,
} from "./submission-store.js";
export { DELIVERY_STATES } from "./types.js";
export type {
  ConsentRecord,
  DeliveryAttempt,
  DeliveryState,
  ImportProblem,
  SubmissionKind,
  SubmissionRecord,
} from "./types.js";

export { createDeliveryQueue, DELIVERY_TIMEOUT_MS, DELIVERY_POLL_MS } from "./delivery-queue.js";
export type { DeliveryQueue, DeliveryQueueOptions } from "./delivery-queue.js";
export { createWebhookPoster, WebhookTimeoutError } from "./webhook-post.js";
export { readIncomingText } from "./incoming-body.js";
export type { ReadBody } from "./incoming-body.js";
export type { WebhookAnswer, WebhookPost, WebhookPoster, WebhookRequest } from "./webhook-post.js";
export { DEFAULT_RETRY_DELAYS, formatDelay, parseRetryDelays, retryDelay } from "./retry-schedule.js";
export { checkWebhookSecret, createWebhookSigner } from "./webhook-signing.js";
export type { WebhookSigner } from "./webhook-signing.js";

export { buildConsentRecord, servedWording, textVersion } from "./consent-record.js";
export type { ServedWording, TpmoDisclaimer, WordingDetails } from "./consent-record.js";
export {
  createSubmissionHandler,
  IDEMPOTENCY_KEY_HEADER,
  MAX_SUBMISSION_BYTES,
  SUBMISSION_UNAVAILABLE_MESSAGE,
  readLimitedText,
} from "./handler.js";
export type { SubmissionHandlerOptions } from "./handler.js";

export { importFileStore } from "./file-store-import.js";
export type { FileImportResult } from "./file-store-import.js";
export { startMaintenance, DEFAULT_RETENTION_DAYS } from "./maintenance.js";
export type { Maintenance } from "./maintenance.js";
export { createSiteChangeFeed, SITE_CHANGES_CHANNEL } from "./site-changes.js";
export type { SiteChangeFeed, SiteChangeFeedOptions } from "./site-changes.js";

export {
  runLeadsCommand,
  runLeadsProgram,
  LEADS_USAGE,
  csvCell,
  CSV_COLUMNS,
  parseSince,
  formatLocalTime,
} from "./cli/index.js";
export type { LeadsCommandIo, LeadsProgramOptions } from "./cli/index.js";
