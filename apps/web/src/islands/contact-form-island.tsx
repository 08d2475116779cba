import { ContactForm } from "@tupelo-medicare/lead-forms";
import { Toaster } from "@tupelo-medicare/ui";
import { submitContact } from "../app/outbox.js";
import { SUBMISSION_ENDPOINTS } from "../app/submission-endpoints.js";

/** The contact form and the toasts that report its result. */
export default function ContactFormIsland() {
  return (
    <>
      <ContactForm endpoint={SUBMISSION_ENDPOINTS.contact} submit={submitContact} />
      <Toaster />
    </>
  );
}
