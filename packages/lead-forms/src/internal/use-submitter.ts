import * as React from "react";
import { postSubmission } from "../deliver.js";
import type { SubmitFunction, SubmitOutcome } from "../constants.js";

/**
 * A stable function that sends a body with the injected `submit`, or POSTs it as JSON to `endpoint` by default.
 * The latest `endpoint` and `submit` are used without changing the function's identity.
 */
function useSubmitter<T>(endpoint: string, submit: SubmitFunction<T> | undefined): (body: T) => Promise<SubmitOutcome> {
  const latest = React.useRef({ endpoint, submit });
  React.useEffect(() => {
    latest.current = { endpoint, submit };
  });
  return React.useCallback(async (body: T): Promise<SubmitOutcome> => {
    const current = latest.current;
    if (!current.submit) {
      await postSubmission(current.endpoint, body);
      return "sent";
    }
    return (await current.submit(body)) ?? "sent";
  }, []);
}

export { useSubmitter };
