export { createSubmissionStore, isSubmissionId } from "./submission-store.js";
export type {
  DeliveryAttempt,
  DeliveryState,
  SubmissionKind,
  SubmissionRecord,
  SubmissionStore,
} from "./submission-store.js";
export { createDeliveryQueue, DELIVERY_TIMEOUT_MS } from "./delivery-queue.js";
export type { DeliveryHealth, DeliveryQueue, DeliveryQueueOptions } from "./delivery-queue.js";
export { DEFAULT_RETRY_DELAYS, formatDelay, parseRetryDelays, retryDelay } from "./retry-schedule.js";
export { createRateLimiter } from "./rate-limit.js";
export type { RateLimiter } from "./rate-limit.js";
export { buildConsentRecord, textVersion } from "./consent-record.js";
export type { ConsentRecord, TpmoDisclaimer } from "./consent-record.js";
export { importLegacyInbox } from "./legacy-inbox.js";
export { runLeadsCommand, type LeadsCommandIo } from "./leads-cli.js";
export { createSubmissionHandler, IDEMPOTENCY_KEY_HEADER, MAX_SUBMISSION_BYTES } from "./handler.js";
export type { SubmissionHandlerOptions } from "./handler.js";
export { DEFAULT_LEAD_ENDPOINT, DEFAULT_CONTACT_ENDPOINT, HONEYPOT_FIELD, RATE_LIMITED_MESSAGE } from "../constants.js";
