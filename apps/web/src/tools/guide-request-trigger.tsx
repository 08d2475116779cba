import { LEAD_SOURCE_FIELD, LeadDialogTrigger } from "@tupelo-medicare/lead-forms/provider";
import type { LeadDialogTriggerProps } from "@tupelo-medicare/lead-forms/provider";
import { GUIDE_REQUEST_PATH } from "../app/guide-request-path.js";
import { takeOverPressShell } from "./press-shell-takeover.js";

/**
 * A button that opens the lead dialog, inside a plain GET form to the guide request's own page: with no script (or
 * when the island's code fails to load) the press takes the visitor to /free-guide?source=…, where the same form
 * works as a page. Once the island is live the press opens the dialog and the form is never sent; the dialog takes
 * over what was typed in the island's placeholder (press-shell-takeover.ts).
 */
export function GuideRequestTrigger({ source, ...props }: LeadDialogTriggerProps & { source: string }) {
  return (
    <form method="get" action={GUIDE_REQUEST_PATH} className="contents" onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name={LEAD_SOURCE_FIELD} value={source} />
      <LeadDialogTrigger type="submit" source={source} startWith={takeOverPressShell} {...props} />
    </form>
  );
}
