/**
 * @tupelo-medicare/leads: the server side of a Medicare brokerage site's leads. Submissions, their delivery
 * attempts, consent records and visitors' Idempotency-Keys in SQL (one SQLite file under DATA_DIR by default, or
 * PostgreSQL with DATABASE_URL), delivered by a queue any number of server processes share, signed per Standard
 * Webhooks; the office's CLI (`pnpm leads`). The browser forms and their schemas stay in @tupelo-medicare/lead-forms.
 *
 * This entry is the package's one door: the service and its leads core (`accept` and its typed outcomes), what a
 * server reads its configuration and request bodies with, the database's opening and migration (`pnpm db:migrate`,
 * benchmarks), and the office's CLI. Everything else (the store, the queue, the signer, the CLI's helpers) is
 * reached through them.
 */
export { createLeadsService } from "./leads-service.js";
export type { LeadsAppointments, LeadsHealth, LeadsService, LeadsServiceConfig } from "./leads-service.js";

export {
  answerOf,
  CONTACT_LIMIT_MESSAGE,
  DEFAULT_MAX_UPCOMING_PER_CONTACT,
  refusal,
  SLOT_TAKEN_MESSAGE,
  submissionResponse,
  SUBMISSION_UNAVAILABLE_MESSAGE,
} from "./accept.js";
export type {
  Accept,
  AcceptContext,
  AcceptOutcome,
  FieldErrors,
  FieldIssue,
  Refused,
  RefusalReason,
  SubmissionAnswer,
  SubmissionFields,
} from "./accept.js";
export { MAX_SUBMISSION_BYTES, readLimitedText } from "./handler.js";
export { readIncomingText } from "./incoming-body.js";
export type { ReadBody } from "./incoming-body.js";
export type { TpmoDisclaimer, WordingDetails } from "./consent-record.js";
export type { AppointmentBody, AppointmentContext } from "./appointment-body.js";
export type {
  AppointmentCancelledBody,
  AppointmentListOptions,
  AppointmentRecord,
  AppointmentsPurgeResult,
  AppointmentStatus,
  AppointmentStore,
  SoaRecord,
} from "./appointment-store.js";

export { openDatabase } from "./database/open-database.js";
export type { Dialect, LeadsDatabase, OpenDatabaseOptions } from "./database/open-database.js";
export { migrateToLatest, MigrationError } from "./database/migrate.js";
export type { SchemaStatus } from "./database/migrate.js";
export { hashClientKey, newSubmissionId } from "./submission-store.js";
export type {
  AcceptInput,
  AcceptResult,
  ClaimedDelivery,
  DeliveryRecord,
  DeliveryRows,
  IterateOptions,
  PurgeResult,
  StoreHealth,
  SubmissionAccept,
  SubmissionImport,
  SubmissionReads,
  SubmissionRetention,
  SubmissionStore,
} from "./submission-store.js";
export type {
  ConsentRecord,
  DeliveryAttempt,
  DeliveryState,
  ImportProblem,
  RecordKind,
  SubmissionKind,
  SubmissionRecord,
} from "./types.js";
export type { DeliveryQueue, DeliverySender, SendResult } from "./delivery-queue.js";
export type { WebhookAnswer, WebhookPost, WebhookRequest } from "./webhook-post.js";
export type { SiteChangeFeed } from "./site-changes.js";

export { DEFAULT_RETRY_DELAYS, parseRetryDelays } from "./retry-schedule.js";
export { DEFAULT_APPOINTMENT_REMINDERS, formatReminderOffset, parseReminderOffsets } from "./appointment-mail.js";
export type { AppointmentMailBody, MailPlan } from "./appointment-mail.js";
export { appointmentUid, composeAppointmentMail, createMailSender, mailAddress } from "./mail-sender.js";
export type { ComposedMail, MailConfig, MailOffice, MailSender } from "./mail-sender.js";
export { checkWebhookSecret } from "./webhook-signing.js";
export { DEFAULT_RETENTION_DAYS, DEFAULT_SOA_RETENTION_DAYS } from "./maintenance.js";

export { runAppointmentsCommand, runAppointmentsProgram, runLeadsCommand, runLeadsProgram } from "./cli/index.js";
export type { LeadsCommandIo, LeadsProgramOptions, MoveSlot } from "./cli/index.js";
