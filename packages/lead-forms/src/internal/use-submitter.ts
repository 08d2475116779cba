import * as React from "react";
import { postSubmission } from "../deliver.js";
import type { SubmitFunction } from "../constants.js";

/**
 * A stable function that sends a body with the injected `submit`, or POSTs it as JSON to `endpoint` by default.
 * The latest `endpoint` and `submit` are used without changing the function's identity.
 */
function useSubmitter<T>(endpoint: string, submit: SubmitFunction<T> | undefined): SubmitFunction<T> {
  const latest = React.useRef({ endpoint, submit });
  React.useEffect(() => {
    latest.current = { endpoint, submit };
  });
  return React.useCallback((body: T) => {
    const current = latest.current;
    return current.submit ? current.submit(body) : postSubmission(current.endpoint, body);
  }, []);
}

export { useSubmitter };
