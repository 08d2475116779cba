/** Validation of docs/product.md (Form validation) with the exact messages, plus sensible maximum lengths; used in the browser and again on the server. */
import { z } from "zod";

// zod's compiled fast path probes `new Function` once, which a Content-Security-Policy without 'unsafe-eval' (the
// site's) blocks and reports as a violation; interpreted, zod validates the same. A global setting of zod's: a host
// that imports these schemas validates jitless too.
z.config({ jitless: true });

/** Maximum field lengths: generous for real names and addresses, small enough to refuse abuse. */
export const FIELD_LIMITS = {
  firstName: 50,
  lastName: 50,
  name: 100,
  email: 254,
  phone: 25,
  zipCode: 10,
  message: 2000,
  source: 100,
} as const;

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

/** The lead dialog's fields (docs/product.md, Form validation, checked on submit). */
export const leadFormSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "First name is required")
    .max(FIELD_LIMITS.firstName, tooLong("First name", FIELD_LIMITS.firstName)),
  lastName: z
    .string()
    .trim()
    .min(1, "Last name is required")
    .max(FIELD_LIMITS.lastName, tooLong("Last name", FIELD_LIMITS.lastName)),
  email: z
    .string()
    .trim()
    .max(FIELD_LIMITS.email, tooLong("Email", FIELD_LIMITS.email))
    .pipe(z.email("Invalid email address")),
  phone: z
    .string()
    .trim()
    .min(10, "Phone number must be at least 10 digits")
    .max(FIELD_LIMITS.phone, tooLong("Phone number", FIELD_LIMITS.phone)),
  zipCode: z
    .string()
    .trim()
    .min(5, "Zip code must be at least 5 digits")
    .max(FIELD_LIMITS.zipCode, tooLong("Zip code", FIELD_LIMITS.zipCode)),
});

/** The contact form's fields (docs/product.md: Form validation). */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(FIELD_LIMITS.name, tooLong("Name", FIELD_LIMITS.name)),
  email: z
    .string()
    .trim()
    .max(FIELD_LIMITS.email, tooLong("Email", FIELD_LIMITS.email))
    .pipe(z.email("Please enter a valid email address")),
  phone: z.string().trim().max(FIELD_LIMITS.phone, tooLong("Phone number", FIELD_LIMITS.phone)).optional().default(""),
  message: z
    .string()
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(FIELD_LIMITS.message, tooLong("Message", FIELD_LIMITS.message)),
  marketingConsent: z.literal(true, "You must consent to receive marketing communications to submit this form"),
});

export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormValues = z.output<typeof leadFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/** The fixed lead type of docs/product.md (Content model). */
export const LEAD_TYPE = "Medicare Guide Download";
/** The fixed contact source of docs/product.md (Content model). */
export const CONTACT_SOURCE = "Website Contact Form";
export { DEFAULT_LEAD_SOURCE } from "./lead-source.js";
/** The lead source labels of docs/product.md (Constants). */
export const LEAD_SOURCES = [
  "Medicare Breakdown",
  "Blog Sidebar",
  "Medicare Breakdown Page",
  "Avoid Mistakes with Medicare Page",
  "Medicare Timeline",
  "IRMAA Calculator",
  "Late Penalty Calculator",
  "Help Paying Screener",
] as const;

const isoTimestamp = z.iso.datetime({ offset: true });

/** A lead submission as posted (docs/product.md: Content model, Calls); unknown fields are dropped. */
export const leadSubmissionSchema = leadFormSchema.extend({
  source: z.string().trim().min(1).max(FIELD_LIMITS.source),
  timestamp: isoTimestamp,
  leadType: z.literal(LEAD_TYPE),
});

/** A contact submission as posted (docs/product.md: Content model, Calls); unknown fields are dropped. */
export const contactSubmissionSchema = contactFormSchema.extend({
  phone: z.string().trim().min(1).max(FIELD_LIMITS.phone),
  source: z.literal(CONTACT_SOURCE),
  timestamp: isoTimestamp,
});

export type LeadSubmission = z.output<typeof leadSubmissionSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
