/**
 * Contentful's request signing (webhook "request verification"), byte for byte as @contentful/node-apps-toolkit
 * computes it (src/requests/sign-request.ts, verify-request.ts, utils.ts):
 *
 *   canonical = [METHOD, normalizedPath, signedHeaders, rawBody].join("\n")
 *   signedHeaders = every signed header, key lower-cased and trimmed, value trimmed, sorted by key, `key:value`
 *                   joined by ";"; x-contentful-signed-headers (the comma-separated key list) and
 *                   x-contentful-timestamp (epoch ms) are always among them
 *   normalizedPath = encodeURI(pathname + "?" + encodeURIComponent(search)) (the toolkit's querystring.escape)
 *   signature = hex HMAC-SHA256(secret, canonical)
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** An HTTP request as signed: the path is the one Contentful called (pathname + search, no host). */
export interface SignableRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: string;
}

export type VerifyResult = { ok: true } | { ok: false; reason: "missing" | "expired" | "mismatch" | "malformed" };

export const SIGNATURE_HEADER = "x-contentful-signature";
export const SIGNED_HEADERS_HEADER = "x-contentful-signed-headers";
export const TIMESTAMP_HEADER = "x-contentful-timestamp";

/** The toolkit rejects timestamps before 2020-01-01. */
const MIN_TIMESTAMP = 1_577_836_800_000;
const DEFAULT_TTL_SECONDS = 30;

/** The toolkit's getNormalizedEncodedURI: only the text between the first and second "?" is kept as the search. */
export function normalizePath(path: string): string {
  const [pathname = "", search] = path.split("?");
  const escapedSearch = search ? encodeURIComponent(search) : "";
  return encodeURI(escapedSearch ? `${pathname}?${escapedSearch}` : pathname);
}

const byKey = (a: string, b: string): number => (a > b ? 1 : -1);

/** Lower-cased, trimmed keys and trimmed values; undefined values dropped (later duplicates win, as in the toolkit). */
function normalizeHeaders(headers: Record<string, string | undefined>): Map<string, string> {
  const normalized = new Map<string, string>();
  for (const [key, value] of Object.entries(headers)) {
    if (value !== undefined) normalized.set(key.toLowerCase().trim(), value.trim());
  }
  return normalized;
}

/** The toolkit's signRequest core: adds the two metadata headers, sorts, hashes. */
function computeSignature(
  secret: string,
  method: string,
  path: string,
  headers: Map<string, string>,
  body: string,
  timestamp: number,
): { signature: string; signedHeaders: string } {
  const signed = new Map(headers);
  const keys = [...signed.keys()];
  if (!signed.has(SIGNED_HEADERS_HEADER)) keys.push(SIGNED_HEADERS_HEADER);
  if (!signed.has(TIMESTAMP_HEADER)) keys.push(TIMESTAMP_HEADER);
  const signedHeaders = keys.sort(byKey).join(",");
  signed.set(TIMESTAMP_HEADER, timestamp.toString());
  signed.set(SIGNED_HEADERS_HEADER, signedHeaders);
  const headerText = [...signed.entries()]
    .sort(([a], [b]) => byKey(a, b))
    .map(([key, value]) => `${key}:${value}`)
    .join(";");
  const canonical = [method, normalizePath(path), headerText, body].join("\n");
  return { signature: createHmac("sha256", secret).update(canonical).digest("hex"), signedHeaders };
}

function assertSignable(secret: string, request: SignableRequest): void {
  if (typeof secret !== "string" || secret.length === 0) throw new TypeError("signRequest: the secret is empty");
  if (!request.path.startsWith("/"))
    throw new TypeError(`signRequest: the path must start with '/' (got '${request.path}')`);
}

/**
 * Signs a request as Contentful does: every header given in `request.headers` is signed (an
 * x-contentful-signature already present is left out). Returns the headers to add: x-contentful-signature,
 * x-contentful-signed-headers and x-contentful-timestamp.
 */
export function signRequest(
  secret: string,
  request: SignableRequest,
  timestamp: number = Date.now(),
): Record<string, string> {
  assertSignable(secret, request);
  if (!Number.isSafeInteger(timestamp) || timestamp <= 0)
    throw new TypeError(`signRequest: invalid timestamp ${timestamp}`);
  const headers = normalizeHeaders(request.headers);
  headers.delete(SIGNATURE_HEADER);
  const { signature, signedHeaders } = computeSignature(
    secret,
    request.method.toUpperCase(),
    request.path,
    headers,
    request.body,
    timestamp,
  );
  return {
    [SIGNATURE_HEADER]: signature,
    [SIGNED_HEADERS_HEADER]: signedHeaders,
    [TIMESTAMP_HEADER]: timestamp.toString(),
  };
}

function timingSafeStringEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Verifies x-contentful-signature over the canonical request. Header names are case-insensitive. Rejects a
 * timestamp more than `ttlSeconds` (default 30; 0 disables the check) in the past, and (unlike the toolkit)
 * as far in the future. The signatures are compared in constant time.
 */
export function verifyRequest(
  secret: string,
  request: SignableRequest,
  options: { ttlSeconds?: number; now?: number } = {},
): VerifyResult {
  if (typeof secret !== "string" || secret.length === 0) throw new TypeError("verifyRequest: the secret is empty");
  const headers = normalizeHeaders(request.headers);
  const signature = headers.get(SIGNATURE_HEADER);
  const signedHeaderList = headers.get(SIGNED_HEADERS_HEADER);
  const timestampText = headers.get(TIMESTAMP_HEADER);
  if (signature === undefined || signedHeaderList === undefined || timestampText === undefined) {
    return { ok: false, reason: "missing" };
  }
  const timestamp = Number.parseInt(timestampText, 10);
  const signedNames = signedHeaderList.split(",").map((name) => name.trim().toLowerCase());
  if (
    signature.length !== 64 ||
    !(timestamp > MIN_TIMESTAMP) ||
    signedNames.length < 2 ||
    !request.path.startsWith("/")
  ) {
    return { ok: false, reason: "malformed" };
  }
  const ttlSeconds = options.ttlSeconds ?? DEFAULT_TTL_SECONDS;
  const now = options.now ?? Date.now();
  if (ttlSeconds !== 0 && Math.abs(now - timestamp) >= ttlSeconds * 1000) return { ok: false, reason: "expired" };
  const picked = new Map([...headers].filter(([key]) => signedNames.includes(key)));
  const { signature: expected } = computeSignature(
    secret,
    request.method.toUpperCase(),
    request.path,
    picked,
    request.body,
    timestamp,
  );
  return timingSafeStringEqual(signature, expected) ? { ok: true } : { ok: false, reason: "mismatch" };
}
