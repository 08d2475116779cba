/**
 * How a submission's context travels to the site's server: beside the webhook body, under `submissionContext`. The
 * server keeps it in the submission's consent record and never forwards it (the webhook body is the documented one).
 */
import type { SubmissionContext } from "./constants.js";

/** The request body key that carries the context. */
export const SUBMISSION_CONTEXT_KEY = "submissionContext";

/** The context as posted: the form's consent wording and the page it was sent from. */
export interface PostedSubmissionContext extends SubmissionContext {
  /** The page's path and query (no origin). */
  page?: string;
}

/** The body to POST: the webhook body plus `submissionContext` (page added in the browser). */
export function withContext<T>(body: T, context: SubmissionContext | undefined): T {
  if (!context) return body;
  const page = typeof location === "undefined" ? undefined : `${location.pathname}${location.search}`;
  const posted: PostedSubmissionContext = { ...context, ...(page ? { page } : {}) };
  return { ...body, [SUBMISSION_CONTEXT_KEY]: posted };
}
