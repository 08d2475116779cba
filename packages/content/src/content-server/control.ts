/**
 * Test hooks for failure states (only with `control: true` / CONTENT_SERVER_CONTROL=true):
 *   POST /__control/fail  {"status": 500, "count"?: n}  the next n Delivery API requests (default: all until
 *                                                        cleared) answer that status with a CDA error body
 *   POST /__control/stale {"staleFor": ms}              after each content change, keep serving the previous
 *                                                        version for ms (Contentful's CDN lag); 0: off
 *   POST /__control/clear                                clears both and serves the latest version at once
 *   GET  /__control                                      the current settings
 */
import { CDA_CONTENT_TYPE } from "../engine/engine.js";
import { isRecord } from "../engine/json-values.js";
import { newRequestId } from "../engine/request-id.js";

export interface FailureSetting {
  readonly status: number;
  /** Requests left to fail; undefined: until cleared. */
  remaining: number | undefined;
}

export interface ControlSettings {
  failure: FailureSetting | undefined;
  staleForMs: number;
}

export interface ControlAnswer {
  readonly status: number;
  readonly body: unknown;
}

const ERROR_IDS: Readonly<Record<number, [string, string]>> = {
  400: ["BadRequest", "The request was malformed or invalid."],
  401: ["AccessTokenInvalid", "The access token you sent could not be found or is invalid."],
  403: ["AccessDenied", "The resource could not be accessed."],
  404: ["NotFound", "The resource could not be found."],
  429: [
    "RateLimitExceeded",
    "You have exceeded the rate limit of the Organization this Space belongs to by making too many API requests within a short timespan. Please wait a moment before trying the request again.",
  ],
  500: ["ServerError", "Internal server error."],
  502: ["BadGateway", "Bad gateway."],
  503: ["ServiceUnavailable", "The service is temporarily unavailable."],
  504: ["GatewayTimeout", "The upstream server did not respond in time."],
};

/** The CDA-shaped error response a failing Delivery API request gets. */
export function failureResponse(status: number): Response {
  const [id, message] =
    ERROR_IDS[status] ??
    (status >= 500 ? ["ServerError", "Internal server error."] : ["BadRequest", "The request failed."]);
  const requestId = newRequestId();
  const headers: Record<string, string> = {
    "content-type": CDA_CONTENT_TYPE,
    "x-contentful-request-id": requestId,
    "access-control-allow-origin": "*",
    "access-control-expose-headers": "X-Contentful-Request-Id",
  };
  if (status === 429) headers["x-contentful-ratelimit-reset"] = "1";
  return new Response(JSON.stringify({ sys: { type: "Error", id }, message, requestId }), { status, headers });
}

/** Takes one failing request from the setting; returns the status to answer, or undefined. */
export function takeFailure(settings: ControlSettings): number | undefined {
  const { failure } = settings;
  if (!failure) return undefined;
  if (failure.remaining !== undefined) {
    failure.remaining -= 1;
    if (failure.remaining <= 0) settings.failure = undefined;
  }
  return failure.status;
}

const describe = (settings: ControlSettings) => ({
  fail: settings.failure ? { status: settings.failure.status, remaining: settings.failure.remaining ?? null } : null,
  staleFor: settings.staleForMs,
});

const bad = (message: string): ControlAnswer => ({ status: 400, body: { ok: false, error: message } });

const wholeNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/** Applies one control request; `onClear` runs after /__control/clear. */
export function handleControl(
  settings: ControlSettings,
  method: string,
  action: string,
  body: unknown,
  onChange: (what: "clear" | "stale") => void,
): ControlAnswer {
  if (method === "GET" && action === "") return { status: 200, body: { ok: true, ...describe(settings) } };
  if (method !== "POST") return { status: 405, body: { ok: false, error: `Use POST /__control/${action || "fail"}` } };
  const input = isRecord(body) ? body : {};
  switch (action) {
    case "fail": {
      if (!wholeNumber(input.status, 400, 599)) return bad("fail needs {status: 400-599, count?: n}");
      if (input.count !== undefined && !wholeNumber(input.count, 1, 1_000_000))
        return bad("count must be a whole number from 1");
      settings.failure = { status: input.status, remaining: input.count };
      break;
    }
    case "stale": {
      if (!wholeNumber(input.staleFor, 0, 3_600_000)) return bad("stale needs {staleFor: ms} (0 to 3600000)");
      settings.staleForMs = input.staleFor;
      onChange("stale");
      break;
    }
    case "clear":
      settings.failure = undefined;
      settings.staleForMs = 0;
      onChange("clear");
      break;
    default:
      return { status: 404, body: { ok: false, error: `Unknown control '${action}': fail, stale or clear` } };
  }
  return { status: 200, body: { ok: true, ...describe(settings) } };
}
