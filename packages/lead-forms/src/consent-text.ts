/**
 * The consent and disclosure wording the forms show, as plain text built by one function each: the components
 * render it, and the same strings travel with a submission so the server can keep what the visitor saw (a
 * brokerage must produce it when a consumer disputes consent or CMS asks).
 */

/** The contact form's consent checkbox: its label. */
export const contactConsentLabel = (brand: string): string =>
  `I agree to receive calls, e-mails and text messages from ${brand} about Medicare plans, including marketing messages, at the phone number and e-mail address I gave.`;

/** The details under the contact form's consent checkbox, up to its links. */
export const contactConsentDetails = (brand: string): string =>
  `${brand} Medicare text messages: message frequency varies. Msg & data rates may apply. Reply HELP for help or STOP to cancel at any time. Consent is not a condition of purchase. We will not share your information with another company. Read our`;

/** The contact form's consent as one text: label, details and the documents they point to. */
export const contactConsentText = (brand: string): string =>
  `${contactConsentLabel(brand)} ${contactConsentDetails(brand)} Terms of Service and Privacy Policy.`;

/** Below the contact form: who will contact the visitor, and when. */
export const contactDisclosureText = (brand: string, weekdayHours: string): string =>
  `A licensed insurance agent from ${brand} will read your message and contact you by phone or e-mail during office hours (${weekdayHours}).`;

/** The lead dialog's agent-contact disclosure. */
export const leadDisclosureText = (brand: string): string =>
  `By requesting the guide, you agree that a licensed insurance agent from ${brand} may contact you by phone or e-mail about Medicare plans. This is a solicitation for insurance. We will not share your information with another company. We never ask for health details or your Medicare number.`;

/** What a form showed the visitor, sent with the submission (never in the webhook body). */
export interface ConsentShown {
  /** The consent the visitor ticked (contact form); absent on the lead dialog, which has no checkbox. */
  consentText?: string;
  /** The agent-contact disclosure shown beside the submit button. */
  disclosureText: string;
}
