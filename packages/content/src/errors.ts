/** An error from the content service, normalised from the SDK's error shapes. */
export class ContentError extends Error {
  /** HTTP status; 0 when no response arrived (connection refused, timeout). */
  readonly status: number;
  readonly statusText: string;
  readonly requestId: string | undefined;
  readonly details: unknown;

  constructor(init: {
    name: string;
    message: string;
    status: number;
    statusText?: string;
    requestId?: string;
    details?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = init.name;
    this.status = init.status;
    this.statusText = init.statusText ?? "";
    this.requestId = init.requestId;
    this.details = init.details;
  }
}

/** Content that does not match its schema, naming the entry, its content type and the field. */
export class ContentValidationError extends Error {
  readonly entryId: string;
  readonly contentType: string;
  readonly field: string;

  constructor(init: { entryId: string; contentType: string; field: string; problem: string }) {
    super(
      `Invalid content in entry '${init.entryId}' (content type '${init.contentType}'), field '${init.field}': ${init.problem}`,
    );
    this.name = "ContentValidationError";
    this.entryId = init.entryId;
    this.contentType = init.contentType;
    this.field = init.field;
  }
}

/** Configuration the content client cannot start with (missing space or token, bad host, throttle out of range). */
export class ContentConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentConfigError";
  }
}

interface SdkErrorPayload {
  status?: number;
  statusText?: string;
  message?: string;
  details?: unknown;
  requestId?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Turns anything the contentful SDK throws into a ContentError (or passes ours through). */
export function toContentError(error: unknown): ContentError | ContentValidationError | ContentConfigError {
  if (error instanceof ContentError || error instanceof ContentValidationError || error instanceof ContentConfigError) {
    return error;
  }
  if (error instanceof Error) {
    // contentful.js raises a missing getEntry() client-side: an Error with sys.id 'NotFound' and no HTTP status.
    const sys = (error as Error & { sys?: { id?: unknown } }).sys;
    if (isRecord(sys) && sys.id === "NotFound") {
      return new ContentError({
        name: "NotFound",
        message: error.message || "The resource could not be found.",
        status: 404,
        statusText: "Not Found",
        requestId: (error as Error & { requestId?: string }).requestId,
        details: (error as Error & { details?: unknown }).details,
        cause: error,
      });
    }
    // contentful-sdk-core's errorHandler: name = the body's sys.id, message = JSON of status, message, details...
    if (error.message.startsWith("{")) {
      try {
        const payload = JSON.parse(error.message) as SdkErrorPayload;
        return new ContentError({
          name: error.name,
          message: payload.message || `${payload.status ?? ""} ${payload.statusText ?? ""}`.trim() || error.name,
          status: typeof payload.status === "number" ? payload.status : 0,
          statusText: payload.statusText,
          requestId: payload.requestId,
          details: payload.details,
          cause: error,
        });
      } catch {
        // not the SDK's JSON message: fall through
      }
    }
    const raw = error as Error & { code?: string; response?: { status?: number; statusText?: string } };
    if (raw.response && typeof raw.response.status === "number") {
      return new ContentError({
        name: raw.name,
        message: raw.message,
        status: raw.response.status,
        statusText: raw.response.statusText,
        cause: error,
      });
    }
    const isTimeout = raw.code === "ECONNABORTED" || raw.code === "ETIMEDOUT" || /timeout/i.test(raw.message);
    return new ContentError({
      name: isTimeout ? "Timeout" : "ConnectionError",
      message: raw.message || (isTimeout ? "The request timed out." : "The content service could not be reached."),
      status: 0,
      details: raw.code ? { code: raw.code } : undefined,
      cause: error,
    });
  }
  return new ContentError({
    name: "UnknownError",
    message: isRecord(error) && typeof error.message === "string" ? error.message : String(error),
    status: 0,
    cause: error,
  });
}
