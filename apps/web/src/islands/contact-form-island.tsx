import { ContactForm } from "@tupelo-medicare/lead-forms";
import type { ContactFormAnswer } from "@tupelo-medicare/lead-forms";
import { Toaster } from "@tupelo-medicare/ui";
import { submitContact } from "../app/outbox.js";
import { SUBMISSION_ENDPOINTS } from "../app/submission-endpoints.js";
import { CONTACT_FORM_ANCHOR } from "./island-ids.js";

export interface ContactFormIslandProps {
  /** The server's answer to a plain (no-script) post of the form, rendered by src/server/contact-form-post.ts. */
  answer?: ContactFormAnswer;
}

/**
 * The contact form and the toasts that report its result. With no script the form posts itself to the endpoint
 * (`#contact-form-title` brings the visitor back to the form on the page the server answers with).
 */
export default function ContactFormIsland({ answer }: ContactFormIslandProps) {
  return (
    <>
      <ContactForm
        endpoint={SUBMISSION_ENDPOINTS.contact}
        action={`${SUBMISSION_ENDPOINTS.contact}#${CONTACT_FORM_ANCHOR}`}
        submit={submitContact}
        answer={answer}
      />
      <Toaster />
    </>
  );
}
