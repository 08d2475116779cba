/**
 * Where the contact form sits on the contact page, between two empty <template> markers: the server swaps what lies
 * between them for the island showing its answer to a plain (no-script) post of the form (src/server/contact-form-post.ts):
 * the success message, or the visitor's values with the fields' messages, or the error text. The island hydrates that
 * answer as it is.
 */
import { contactConsentText, contactDisclosureText } from "@tupelo-medicare/lead-forms/contract";
import { buildContactSubmission } from "@tupelo-medicare/lead-forms";
import type { ContactFormAnswer } from "@tupelo-medicare/lead-forms";
import { bootOf } from "../app/boot.js";
import { fillIslandRegions } from "./fill-island-regions.js";
import { CONTACT_REGION, regionMarkers } from "./island-region.js";
import ContactFormIsland from "./contact-form-island.js";
import type { ContactFormIslandProps } from "./contact-form-island.js";

/** Whether a prerendered page holds the contact form. */
export const hasContactRegion = (shell: string): boolean => shell.includes(regionMarkers(CONTACT_REGION).start);

/** The page with its contact form showing `answer`. Throws when the page has no contact form. */
export function fillContactRegion(shell: string, answer: ContactFormAnswer): string {
  return fillIslandRegions<ContactFormIslandProps>(shell, CONTACT_REGION, ContactFormIsland, () => ({ answer }));
}

/** The consent and disclosure wording the page's form showed (what the island sends with a message). */
export function contactWordingOf(shell: string): { consentText: string; disclosureText: string } {
  const { brand, officeHours } = bootOf(shell).site;
  return {
    consentText: contactConsentText(brand),
    disclosureText: contactDisclosureText(brand, officeHours.weekdays),
  };
}

/** The JSON webhook body the island would send for these values (the server posts it on a no-script visitor's behalf). */
export { buildContactSubmission };
