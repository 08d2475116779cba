export {
  leadFormSchema,
  contactFormSchema,
  leadSubmissionSchema,
  contactSubmissionSchema,
  FIELD_LIMITS,
  LEAD_TYPE,
  LEAD_SOURCES,
  CONTACT_SOURCE,
  DEFAULT_LEAD_SOURCE,
} from "./schemas.js";
export type {
  LeadFormInput,
  LeadFormValues,
  ContactFormInput,
  ContactFormValues,
  LeadSubmission,
  ContactSubmission,
} from "./schemas.js";
export {
  APPOINTMENT_FOR,
  APPOINTMENT_PRODUCTS,
  APPOINTMENT_SOURCE,
  MEETING_METHODS,
  appointmentFormSchema,
  appointmentSubmissionSchema,
} from "./schemas.js";
export type {
  AppointmentFor,
  AppointmentFormInput,
  AppointmentFormValues,
  AppointmentProductId,
  AppointmentSubmission,
  MeetingMethod,
} from "./schemas.js";
export { buildLeadSubmission, buildContactSubmission } from "./payloads.js";
export { postSubmission, SubmissionError } from "./deliver.js";
export { DEFAULT_LEAD_ENDPOINT, DEFAULT_CONTACT_ENDPOINT, LEAD_DIALOG_CLOSE_DELAY_MS } from "./constants.js";
export { HONEYPOT_FIELD, RATE_LIMITED_MESSAGE } from "./constants.js";
export type { SubmissionContext, SubmitFunction, SubmitOutcome } from "./constants.js";
export { withContext, SUBMISSION_CONTEXT_KEY } from "./submission-context.js";
export type { PostedSubmissionContext } from "./submission-context.js";
export {
  contactConsentDetails,
  contactConsentLabel,
  contactConsentText,
  contactDisclosureText,
  leadDisclosureText,
} from "./consent-text.js";
export type { ConsentShown } from "./consent-text.js";
export { LeadDialog } from "./lead-dialog.js";
export type { LeadDialogProps, LeadFormStatus } from "./lead-dialog.js";
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
} from "./lead-dialog-provider.js";
export { ContactForm } from "./contact-form.js";
export type { ContactFormAnswer, ContactFormProps, ContactFormStatus } from "./contact-form.js";
export { LeadForm } from "./lead-form.js";
export { LEAD_SOURCE_FIELD } from "./lead-source.js";
export type { LeadFormAnswer, LeadFormProps } from "./lead-form.js";
