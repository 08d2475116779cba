import { CONTACT_SOURCE, DEFAULT_LEAD_SOURCE, LEAD_TYPE } from "./schemas.js";
import type { ContactFormValues, ContactSubmission, LeadFormValues, LeadSubmission } from "./schemas.js";

/** The lead webhook body of docs/product.md (Calls), keys in the documented order. */
export function buildLeadSubmission(
  values: LeadFormValues,
  source: string = DEFAULT_LEAD_SOURCE,
  now: Date = new Date(),
): LeadSubmission {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    zipCode: values.zipCode,
    source: source.trim() || DEFAULT_LEAD_SOURCE,
    timestamp: now.toISOString(),
    leadType: LEAD_TYPE,
  };
}

/** The contact webhook body of docs/product.md (Calls), keys in the documented order; an empty phone becomes 'Not provided'. */
export function buildContactSubmission(values: ContactFormValues, now: Date = new Date()): ContactSubmission {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone.trim() || "Not provided",
    message: values.message,
    marketingConsent: values.marketingConsent,
    source: CONTACT_SOURCE,
    timestamp: now.toISOString(),
  };
}
