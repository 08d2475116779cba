/**
 * What a form and the server that receives it agree on, without React: the submission schemas, the consent and
 * disclosure wording functions the forms render, the context key and the endpoint constants. A server
 * (`@tupelo-medicare/leads`) imports this entry to validate again and to know the wording it served.
 */
export {
  leadSubmissionSchema,
  contactSubmissionSchema,
  leadFormSchema,
  contactFormSchema,
  FIELD_LIMITS,
  LEAD_TYPE,
  LEAD_SOURCES,
  CONTACT_SOURCE,
  DEFAULT_LEAD_SOURCE,
} from "./schemas.js";
export type { LeadSubmission, ContactSubmission } from "./schemas.js";
export {
  contactConsentText,
  contactDisclosureText,
  leadDisclosureText,
  contactConsentLabel,
  contactConsentDetails,
} from "./consent-text.js";
export type { ConsentShown } from "./consent-text.js";
export { SUBMISSION_CONTEXT_KEY } from "./submission-context.js";
export { LEAD_SOURCE_FIELD } from "./lead-source.js";
export type { PostedSubmissionContext } from "./submission-context.js";
export { DEFAULT_LEAD_ENDPOINT, DEFAULT_CONTACT_ENDPOINT, HONEYPOT_FIELD, RATE_LIMITED_MESSAGE } from "./constants.js";
export {
  APPOINTMENT_FOR,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_PRODUCTS,
  APPOINTMENT_SOURCE,
  MEETING_METHODS,
  appointmentFormSchema,
  appointmentSubmissionSchema,
  meetingMethodLabel,
  productLabel,
} from "./schemas.js";
export type {
  AppointmentFor,
  AppointmentFormInput,
  AppointmentFormValues,
  AppointmentProductId,
  AppointmentSubmission,
  MeetingMethod,
} from "./schemas.js";
