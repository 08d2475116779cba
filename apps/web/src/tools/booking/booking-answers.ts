/**
 * The booking flow's answers as the browser posts them: every step's form carries the earlier answers in hidden
 * fields (booking-flow.ts says why), so the server reads the whole flow from each post. Reading is bounded (each
 * value cut to its field's limit, products only the known ones) and never throws; checking a step gives the lead
 * form's messages for the person's fields and a plain message for each question.
 */
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_PRODUCTS,
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  leadFormSchema,
} from "@tupelo-medicare/lead-forms/contract";

/** The questions, in order; 'done' is the page after Confirm. */
export const BOOKING_STEPS = ["what", "how", "when", "about", "check"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];
/**
 * The change-or-cancel page's own pages (/book/manage, server/booking-manage.ts): the appointment, 'Cancel this
 * appointment?', moved, cancelled, and the plain message of a link that names no appointment it may show. Its
 * 'Change the time' is the When step again.
 */
export const MANAGE_PAGES = ["manage", "manage-cancel", "manage-moved", "manage-cancelled", "manage-gone"] as const;
export type ManagePage = (typeof MANAGE_PAGES)[number];
export type BookingPage = BookingStep | "done" | ManagePage;

export const isManagePage = (page: string): page is ManagePage => (MANAGE_PAGES as readonly string[]).includes(page);

export const MEETING_METHOD_IDS = ["phone", "office", "video"] as const;
export type MeetingMethodId = (typeof MEETING_METHOD_IDS)[number];

/** How each meeting is offered (the question's answers and the summary's words). */
export const METHOD_LABELS: Readonly<Record<MeetingMethodId, string>> = {
  phone: "By phone",
  office: "At our office",
  video: "By video call",
};

export const FOR_WHOM = ["me", "someone-else"] as const;
export type ForWhom = (typeof FOR_WHOM)[number];

export interface BookingAnswers {
  products: string[];
  method: string;
  /** The time chosen: an ISO instant (UTC). */
  start: string;
  /** The visitor's own IANA time zone, filled by the island; empty with no script (the office's zone only). */
  zone: string;
  /** How many extra pages of days the When step shows ('Show more days'). */
  more: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  zip: string;
  forWhom: string;
  beneficiaryFirstName: string;
  beneficiaryLastName: string;
  relationship: string;
}

export type BookingField = Exclude<keyof BookingAnswers, "zone" | "more">;
export type BookingErrors = Partial<Record<BookingField, string>>;

export const EMPTY_ANSWERS: BookingAnswers = {
  products: [],
  method: "",
  start: "",
  zone: "",
  more: 0,
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  zip: "",
  forWhom: "",
  beneficiaryFirstName: "",
  beneficiaryLastName: "",
  relationship: "",
};

/** The most 'Show more days' presses counted (each adds a week of days). */
export const MAX_MORE = 12;
const RELATIONSHIP_LIMIT = 60;
const ZONE_LIMIT = 64;
const START_LIMIT = 40;

const PRODUCT_IDS: ReadonlySet<string> = new Set(APPOINTMENT_PRODUCTS.map((product) => product.id));

/** The label of each product (the SOA's product types, as the contract words them). */
export { productLabel } from "@tupelo-medicare/lead-forms/contract";

/** Products named in a list (a query's `products=part-d,medigap` or a form's repeated field): known ones, once each. */
export function productsOf(values: readonly string[]): string[] {
  const named = new Set(values.flatMap((value) => value.split(",")).map((value) => value.trim()));
  return APPOINTMENT_PRODUCTS.map((product) => product.id).filter((id) => named.has(id));
}

const cut = (value: string | null | undefined, limit: number) => (value ?? "").slice(0, limit);

/** A visitor's IANA zone when it is one this runtime knows, else ''. */
export function knownZone(value: string): string {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return "";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value;
  } catch {
    return "";
  }
}

/** Every answer a posted form carries (missing ones empty). */
export function answersOf(form: URLSearchParams): BookingAnswers {
  const more = Number(form.get("more") ?? "0");
  return {
    products: productsOf(form.getAll("products").slice(0, PRODUCT_IDS.size * 2)),
    method: (MEETING_METHOD_IDS as readonly string[]).includes(form.get("method") ?? "") ? form.get("method")! : "",
    start: cut(form.get("start"), START_LIMIT).trim(),
    zone: knownZone(cut(form.get("zone"), ZONE_LIMIT).trim()),
    more: Number.isInteger(more) && more > 0 ? Math.min(more, MAX_MORE) : 0,
    firstName: cut(form.get("firstName"), FIELD_LIMITS.firstName + 1),
    lastName: cut(form.get("lastName"), FIELD_LIMITS.lastName + 1),
    phone: cut(form.get("phone"), FIELD_LIMITS.phone + 1),
    email: cut(form.get("email"), FIELD_LIMITS.email + 1),
    zip: cut(form.get("zip"), FIELD_LIMITS.zipCode + 1),
    forWhom: (FOR_WHOM as readonly string[]).includes(form.get("forWhom") ?? "") ? form.get("forWhom")! : "",
    beneficiaryFirstName: cut(form.get("beneficiaryFirstName"), FIELD_LIMITS.firstName + 1),
    beneficiaryLastName: cut(form.get("beneficiaryLastName"), FIELD_LIMITS.lastName + 1),
    relationship: cut(form.get("relationship"), RELATIONSHIP_LIMIT + 1),
  };
}

/** Whether a post's trap field was filled (a bot: the leads core drops it quietly). */
export const trapOf = (form: URLSearchParams): string => form.get(HONEYPOT_FIELD) ?? "";

/** The messages of the questions asked on each step. */
export const BOOKING_MESSAGES = {
  ...APPOINTMENT_MESSAGES,
  beneficiaryFirstName: "Their first name is required",
  beneficiaryLastName: "Their last name is required",
  relationship: "Your relationship to them is required",
  relationshipTooLong: `Your relationship to them must be ${RELATIONSHIP_LIMIT} characters or fewer`,
} as const;

/** The fields each step asks, in the order its page shows them (the error summary's order). */
export const STEP_FIELDS: Readonly<Record<BookingStep, readonly BookingField[]>> = {
  what: ["products"],
  how: ["method"],
  when: ["start"],
  about: [
    "firstName",
    "lastName",
    "phone",
    "email",
    "zip",
    "forWhom",
    "beneficiaryFirstName",
    "beneficiaryLastName",
    "relationship",
  ],
  check: [],
};

/** The messages of one step's answers (empty: the step is answered); the When step's time is checked by the server. */
export function stepErrors(step: BookingStep, answers: BookingAnswers): BookingErrors {
  const errors: BookingErrors = {};
  switch (step) {
    case "what":
      if (answers.products.length === 0) errors.products = BOOKING_MESSAGES.products;
      break;
    case "how":
      if (!answers.method) errors.method = BOOKING_MESSAGES.method;
      break;
    case "when":
      // Only whether a time was chosen: the server checks the time itself (checkSlot names each problem).
      if (!answers.start) errors.start = BOOKING_MESSAGES.start;
      break;
    case "about": {
      const parsed = leadFormSchema.safeParse({
        firstName: answers.firstName,
        lastName: answers.lastName,
        email: answers.email,
        phone: answers.phone,
        zipCode: answers.zip,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0]);
          const field = (name === "zipCode" ? "zip" : name) as BookingField;
          errors[field] ??= issue.message;
        }
      }
      if (!answers.forWhom) errors.forWhom = BOOKING_MESSAGES.forWhom;
      if (answers.forWhom === "someone-else") {
        if (!answers.beneficiaryFirstName.trim()) errors.beneficiaryFirstName = BOOKING_MESSAGES.beneficiaryFirstName;
        if (!answers.beneficiaryLastName.trim()) errors.beneficiaryLastName = BOOKING_MESSAGES.beneficiaryLastName;
        if (!answers.relationship.trim()) errors.relationship = BOOKING_MESSAGES.relationship;
        else if (answers.relationship.length > RELATIONSHIP_LIMIT)
          errors.relationship = BOOKING_MESSAGES.relationshipTooLong;
        if (answers.beneficiaryFirstName.length > FIELD_LIMITS.firstName)
          errors.beneficiaryFirstName = `First name must be ${FIELD_LIMITS.firstName} characters or fewer`;
        if (answers.beneficiaryLastName.length > FIELD_LIMITS.lastName)
          errors.beneficiaryLastName = `Last name must be ${FIELD_LIMITS.lastName} characters or fewer`;
      }
      break;
    }
    case "check":
      break;
  }
  return errors;
}

/** The first step whose answers are missing or wrong (undefined: every question is answered). */
export function firstUnanswered(answers: BookingAnswers): BookingStep | undefined {
  return BOOKING_STEPS.find((step) => Object.keys(stepErrors(step, answers)).length > 0);
}

/**
 * The hidden fields that carry the answers of every step but `except` (the step the form asks): name/value pairs,
 * products repeated. Empty answers are left out; the visitor's zone has its own field (the island fills it).
 */
export function hiddenFields(answers: BookingAnswers, except: BookingPage): Array<[string, string]> {
  const asked = new Set<string>((STEP_FIELDS as Partial<Record<BookingPage, readonly BookingField[]>>)[except] ?? []);
  const fields: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(answers) as Array<[keyof BookingAnswers, string | string[] | number]>) {
    if (asked.has(name) || name === "zone") continue;
    if (Array.isArray(value)) for (const one of value) fields.push([name, one]);
    else if (value !== "" && value !== 0) fields.push([name, String(value)]);
  }
  return fields;
}
