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
export type { LeadFormInput, LeadFormValues, ContactFormInput, ContactFormValues, LeadSubmission, ContactSubmission } from "./schemas.js";
export { buildLeadSubmission, buildContactSubmission } from "./payloads.js";
export { postSubmission, SubmissionError } from "./deliver.js";
