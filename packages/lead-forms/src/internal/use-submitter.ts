import * as React from "react";
import { postSubmission } from "../deliver.js";
import { withContext } from "../submission-context.js";
import type { SubmissionContext, SubmitFunction, SubmitOutcome } from "../constants.js";

/**
 * A stable function that sends a body (and its context) with the injected `submit`, or POSTs it as JSON to
 * `endpoint` by default (the context under `submissionContext`, see submission-context.ts).
 * The latest `endpoint` and `submit` are used without changing the function's identity.
 */
function useSubmitter<T>(
  endpoint: string,
  submit: SubmitFunction<T> | undefined,
): (body: T, context?: SubmissionContext) => Promise<SubmitOutcome> {
  const latest = React.useRef({ endpoint, submit });
  React.useEffect(() => {
    latest.current = { endpoint, submit };
  });
  return React.useCallback(async (body: T, context?: SubmissionContext): Promise<SubmitOutcome> => {
    const current = latest.current;
    if (!current.submit) {
      await postSubmission(current.endpoint, withContext(body, context));
      return "sent";
    }
    return (await current.submit(body, context)) ?? "sent";
  }, []);
}

export { useSubmitter };
