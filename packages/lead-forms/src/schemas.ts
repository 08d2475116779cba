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

/** The Scope of Appointment's product types, as the booking's first question lists them. */
export const APPOINTMENT_PRODUCTS = [
  { id: "medicare-advantage", label: "Medicare Advantage (Part C) and Cost plans" },
  { id: "part-d", label: "Prescription drug plans (Part D)" },
  { id: "medigap", label: "Medicare Supplement (Medigap)" },
  { id: "dental-vision-hearing", label: "Dental, vision or hearing" },
  { id: "hospital-indemnity", label: "Hospital indemnity" },
  { id: "not-sure", label: "I'm not sure yet: help me understand my options" },
] as const;

/** How an appointment is held. */
export const MEETING_METHODS = [
  { id: "phone", label: "By phone" },
  { id: "office", label: "At our office" },
  { id: "video", label: "By video call" },
] as const;

/** A product type's words as the booking lists it; an id it does not know is said as given. */
export const productLabel = (id: string): string =>
  APPOINTMENT_PRODUCTS.find((product) => product.id === id)?.label ?? id;

/** A meeting method's words ("By phone"); an id it does not know is said as given. */
export const meetingMethodLabel = (id: string): string =>
  MEETING_METHODS.find((method) => method.id === id)?.label ?? id;

/** Who an appointment is for. */
export const APPOINTMENT_FOR = [
  { id: "me", label: "Me" },
  { id: "someone-else", label: "Someone else" },
] as const;

export type AppointmentProductId = (typeof APPOINTMENT_PRODUCTS)[number]["id"];
export type MeetingMethod = (typeof MEETING_METHODS)[number]["id"];
export type AppointmentFor = (typeof APPOINTMENT_FOR)[number]["id"];

/** The source a booking is delivered with unless the page names its own. */
export const APPOINTMENT_SOURCE = "Book an Appointment";

const ids = <T extends readonly { id: string }[]>(list: T) =>
  list.map((each) => each.id) as unknown as [T[number]["id"], ...T[number]["id"][]];

/**
 * The booking's own questions' messages, worded as the lead form's ("First name is required"): the same on the
 * question pages (the visitor's answer checked step by step) and when the whole booking is checked.
 */
export const APPOINTMENT_MESSAGES = {
  products: "Select at least one thing you'd like to talk about",
  method: "Select how you'd like to meet",
  start: "Select a time",
  forWhom: "Select who the appointment is for",
} as const;
const PRODUCTS_MESSAGE = APPOINTMENT_MESSAGES.products;
const METHOD_MESSAGE = APPOINTMENT_MESSAGES.method;
const START_MESSAGE = APPOINTMENT_MESSAGES.start;
const FOR_MESSAGE = APPOINTMENT_MESSAGES.forWhom;

/** What the person behind a booking answers on the "About you" page, with the lead form's rules and messages. */
const aboutYou = {
  firstName: leadFormSchema.shape.firstName,
  lastName: leadFormSchema.shape.lastName,
  phone: leadFormSchema.shape.phone,
  email: leadFormSchema.shape.email,
  zip: leadFormSchema.shape.zipCode,
};

const appointmentQuestions = z.object({
  products: z
    .array(z.enum(ids(APPOINTMENT_PRODUCTS), PRODUCTS_MESSAGE), PRODUCTS_MESSAGE)
    .min(1, PRODUCTS_MESSAGE)
    .refine((list) => new Set(list).size === list.length, PRODUCTS_MESSAGE),
  method: z.enum(ids(MEETING_METHODS), METHOD_MESSAGE),
  start: z.iso.datetime({ message: START_MESSAGE }),
  minutes: z.number(START_MESSAGE).int(START_MESSAGE).min(5, START_MESSAGE).max(480, START_MESSAGE),
  ...aboutYou,
  forWhom: z.enum(ids(APPOINTMENT_FOR), FOR_MESSAGE),
  beneficiaryFirstName: z
    .string()
    .trim()
    .max(FIELD_LIMITS.firstName, tooLong("First name", FIELD_LIMITS.firstName))
    .optional(),
  beneficiaryLastName: z
    .string()
    .trim()
    .max(FIELD_LIMITS.lastName, tooLong("Last name", FIELD_LIMITS.lastName))
    .optional(),
  relationship: z.string().trim().max(FIELD_LIMITS.name, tooLong("Relationship", FIELD_LIMITS.name)).optional(),
});

type Questions = z.output<typeof appointmentQuestions>;

/** Someone else's appointment needs their name and the relationship; one's own keeps neither. */
function forWhomRules<T extends Questions>(value: T, context: z.RefinementCtx): void {
  if (value.forWhom !== "someone-else") return;
  const need = (field: "beneficiaryFirstName" | "beneficiaryLastName" | "relationship", message: string) => {
    if (!value[field]) context.addIssue({ code: "custom", path: [field], message });
  };
  need("beneficiaryFirstName", "Enter their first name.");
  need("beneficiaryLastName", "Enter their last name.");
  need("relationship", "Tell us how you are related to them, for example daughter or son.");
}
const ownAppointment = <T extends Questions>(value: T): T =>
  value.forWhom === "me"
    ? { ...value, beneficiaryFirstName: undefined, beneficiaryLastName: undefined, relationship: undefined }
    : value;

/** The booking's questions (checked on each page and again on "Check your answers"). */
export const appointmentFormSchema = appointmentQuestions.superRefine(forWhomRules).transform(ownAppointment);

/** A booking as posted ("Confirm appointment", which is the SOA agreement); unknown fields are dropped. */
export const appointmentSubmissionSchema = appointmentQuestions
  .extend({
    soaVersion: z.string().trim().min(1).max(200),
    source: z.string().trim().min(1).max(FIELD_LIMITS.source).default(APPOINTMENT_SOURCE),
    timestamp: isoTimestamp.optional(),
  })
  .superRefine(forWhomRules)
  .transform(ownAppointment);

export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;
export type AppointmentFormValues = z.output<typeof appointmentFormSchema>;
export type AppointmentSubmission = z.output<typeof appointmentSubmissionSchema>;
