import { LeadForm } from "@tupelo-medicare/lead-forms";
import type { LeadFormAnswer } from "@tupelo-medicare/lead-forms";
import { GUIDE_FORM_ANCHOR } from "../app/guide-request-path.js";
import { submitLead } from "../app/outbox.js";
import { SUBMISSION_ENDPOINTS } from "../app/submission-endpoints.js";

export interface LeadFormIslandProps {
  /** Where the visitor asked for the guide (the button's lead source, ?source=…). */
  source?: string;
  /** The server's answer to a plain (no-script) post of the form, rendered by src/server/lead-form-post.ts. */
  answer?: LeadFormAnswer;
  /** The id of the form's title (the page's heading by default; a lead button's placeholder dialog gives its own). */
  labelledBy?: string;
}

/**
 * The guide request as a page's form (/free-guide). With no script the form posts itself to the endpoint and the
 * server answers with this page (`#guide-form-title` brings the visitor back to the form).
 */
export default function LeadFormIsland({ source, answer, labelledBy = GUIDE_FORM_ANCHOR }: LeadFormIslandProps) {
  return (
    <LeadForm
      aria-labelledby={labelledBy}
      source={source}
      endpoint={SUBMISSION_ENDPOINTS.lead}
      action={`${SUBMISSION_ENDPOINTS.lead}#${GUIDE_FORM_ANCHOR}`}
      submit={submitLead}
      answer={answer}
    />
  );
}
