import type { ConsentShown } from "./consent-text.js";

/** The site's same-origin endpoint that receives lead submissions (see `./server`). */
export const DEFAULT_LEAD_ENDPOINT = "/api/leads";
/** The site's same-origin endpoint that receives contact messages (see `./server`). */
export const DEFAULT_CONTACT_ENDPOINT = "/api/contact";
/** How long the lead dialog shows 'Thank You!' before it closes (docs/product.md: Constants). */
export const LEAD_DIALOG_CLOSE_DELAY_MS = 3000;

/** What a submit function reports: 'sent' (accepted now), or 'queued' (kept on the device, sent when the connection returns). */
export type SubmitOutcome = "sent" | "queued";

/** What travels with a submission besides its webhook body: the consent and disclosure wording the form showed. */
export interface SubmissionContext {
  consent: ConsentShown;
  /** The hidden field's value when a bot filled it (people never do). */
  website?: string;
}

/**
 * Sends one submission body (with its context, kept by the server and never forwarded); resolves when it was
 * accepted (or with 'queued' when it was kept to send later), rejects otherwise.
 */
export type SubmitFunction<T> = (body: T, context?: SubmissionContext) => Promise<void | SubmitOutcome>;

/** The hidden field people and screen readers never meet; a submission that fills it is dropped quietly. */
export const HONEYPOT_FIELD = "website";

/** What the server answers (429) and the forms show when one device sends too many submissions. */
export const RATE_LIMITED_MESSAGE =
  "Too many requests were sent from this device in the last minute. Please wait a minute and try again, or call us.";
