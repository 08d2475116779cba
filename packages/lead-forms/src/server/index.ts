export { createInbox } from "./inbox.js";
export type { Inbox, InboxRecord, SubmissionKind } from "./inbox.js";
export { createSubmissionHandler, IDEMPOTENCY_KEY_HEADER, MAX_SUBMISSION_BYTES } from "./handler.js";
export type { SubmissionHandlerOptions } from "./handler.js";
export { DEFAULT_LEAD_ENDPOINT, DEFAULT_CONTACT_ENDPOINT } from "../constants.js";
