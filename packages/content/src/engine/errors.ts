/** CDA error responses: a throwable carrying status, error id, message and details. */

export const INVALID_QUERY_MESSAGE =
  "The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.";
export const NOT_FOUND_MESSAGE = "The resource could not be found.";
export const ACCESS_TOKEN_INVALID_MESSAGE = "The access token you sent could not be found or is invalid.";

/** One entry of an InvalidQuery error's `details.errors`. */
export type QueryErrorDetail = Record<string, unknown> & { name: string };

export class CdaError extends Error {
  constructor(
    readonly status: number,
    readonly errorId: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "CdaError";
  }

  /** The CDA error body (`{ sys, message, details?, requestId }`). */
  toBody(requestId: string): Record<string, unknown> {
    const body: Record<string, unknown> = { sys: { type: "Error", id: this.errorId }, message: this.message };
    if (this.details) body.details = this.details;
    body.requestId = requestId;
    return body;
  }
}

export const invalidQuery = (...errors: QueryErrorDetail[]): CdaError =>
  new CdaError(400, "InvalidQuery", INVALID_QUERY_MESSAGE, { errors });

export const unknownPath = (path: readonly string[]): CdaError =>
  invalidQuery({ name: "unknown", path: [...path], details: `The path "${path.join(".")}" is not recognized` });

export const badRequest = (message: string): CdaError => new CdaError(400, "BadRequest", message);

export const notFound = (details: Record<string, unknown>): CdaError =>
  new CdaError(404, "NotFound", NOT_FOUND_MESSAGE, details);

export const accessTokenInvalid = (): CdaError => new CdaError(401, "AccessTokenInvalid", ACCESS_TOKEN_INVALID_MESSAGE);

export const methodNotAllowed = (method: string): CdaError =>
  new CdaError(405, "MethodNotAllowed", `The HTTP method ${method} is not allowed on this resource.`);
