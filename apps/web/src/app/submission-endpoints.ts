import { DEFAULT_CONTACT_ENDPOINT, DEFAULT_LEAD_ENDPOINT } from "@tupelo-medicare/lead-forms/provider";

/** Where the browser posts submissions and the server receives them: the lead-forms package's endpoints. */
export const SUBMISSION_ENDPOINTS = { lead: DEFAULT_LEAD_ENDPOINT, contact: DEFAULT_CONTACT_ENDPOINT } as const;
