/** POSTs a submission as JSON; only the response's ok status is read. */
export class SubmissionError extends Error {
  /** HTTP status, or 0 for a network error. */
  readonly status: number;
  constructor(message: string, status: number, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SubmissionError";
    this.status = status;
  }
}

/** Sends `body` to `url`; resolves when the answer is OK, rejects with a SubmissionError otherwise. */
export async function postSubmission(url: string, body: unknown, fetchImpl: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new SubmissionError("The submission could not be sent (network error).", 0, { cause: error });
  }
  if (!response.ok) throw new SubmissionError(`The submission was refused (${response.status}).`, response.status);
}
