/**
 * `@tupelo-medicare/lead-forms/provider`: only what opens the lead dialog (provider, hook, trigger), without the
 * form code or zod, for an app's first load. The dialog itself loads on first use.
 */
export {
  LeadDialogProvider,
  LeadDialogTrigger,
  useLeadDialog,
  preloadLeadDialog,
  LEAD_DIALOG_TITLE,
} from "./lead-dialog-provider.js";
export type {
  LeadDialogContextValue,
  LeadDialogProviderProps,
  LeadDialogTriggerProps,
  LeadDialogStart,
} from "./lead-dialog-provider.js";
export { DEFAULT_LEAD_SOURCE, LEAD_SOURCE_FIELD } from "./lead-source.js";
export { DEFAULT_LEAD_ENDPOINT, DEFAULT_CONTACT_ENDPOINT } from "./constants.js";
export type { SubmissionContext, SubmitFunction, SubmitOutcome } from "./constants.js";
export { HONEYPOT_FIELD, RATE_LIMITED_MESSAGE } from "./constants.js";
export { withContext, SUBMISSION_CONTEXT_KEY } from "./submission-context.js";
