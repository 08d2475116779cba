import { LeadDialogProvider, preloadLeadDialog } from "@tupelo-medicare/lead-forms/provider";
import type { ButtonProps } from "@tupelo-medicare/ui";
import { submitLead } from "../app/outbox.js";
import { SUBMISSION_ENDPOINTS } from "../app/submission-endpoints.js";
import { GuideRequestTrigger } from "../tools/guide-request-trigger.js";

export interface LeadButtonIslandProps {
  /** The lead source label sent with the request (docs/product.md: Constants). */
  source: string;
  label: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  /** Id of the text that describes the button. */
  describedBy?: string;
}

/**
 * A 'Download Free Guide' button with its own lead dialog (the dialog's code loads on first use); with no script it
 * leads to the guide request's own page.
 */
export default function LeadButtonIsland({
  source,
  label,
  variant = "accent",
  size,
  className,
  describedBy,
}: LeadButtonIslandProps) {
  return (
    <LeadDialogProvider endpoint={SUBMISSION_ENDPOINTS.lead} submit={submitLead}>
      <GuideRequestTrigger
        source={source}
        variant={variant}
        size={size}
        className={className}
        aria-describedby={describedBy}
      >
        {label}
      </GuideRequestTrigger>
    </LeadDialogProvider>
  );
}

/** Loads the dialog's code (islands.ts awaits it before the island hydrates). */
export const prepare = preloadLeadDialog;
