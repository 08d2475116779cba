export { createInbox } from "./inbox.js";
export type { Inbox, InboxRecord, SubmissionKind } from "./inbox.js";
export { createSubmissionHandler, MAX_SUBMISSION_BYTES } from "./handler.js";
export type { SubmissionHandlerOptions } from "./handler.js";
