/**
 * POST /api/csp-report: where browsers send Content-Security-Policy violations (the CSP's `report-uri`, and
 * `report-to` through the Reporting-Endpoints header). Each report is logged on one line an operator can act on, with
 * nothing personal: the directive, what was blocked reduced to a keyword or an origin, and the page's path (never a
 * query, a fragment, a sample of the blocked code or the visitor's address).
 *
 * Cheap for anyone to send, so bounded: a body over CSP_REPORT_BODY_LIMIT (8 KB) is cut off while it streams in (413),
 * and at most CSP_REPORTS_PER_MINUTE requests a minute are read at all, every client together (a page can raise
 * dozens of reports; a flood must not fill the journal). Beyond: 429, nothing read, and one line a minute saying how
 * many were turned away. Always answered 204 otherwise, whatever the body held.
 */
import { Readable } from "node:stream";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { readIncomingText } from "@tupelo-medicare/leads";
import { logText } from "./log-text.js";

export const CSP_REPORT_PATH = "/api/csp-report";
/** The name of the endpoint in Reporting-Endpoints, referred to by the CSP's `report-to`. */
export const CSP_REPORT_GROUP = "csp-endpoint";
export const CSP_REPORT_BODY_LIMIT = 8 * 1024;
export const CSP_REPORTS_PER_MINUTE = 60;
/** Reports logged from one request at most (the Reporting API batches several). */
const MAX_LOGGED_PER_REQUEST = 5;

export interface CspReportOptions {
  log: (line: string) => void;
  now?: () => number;
  perMinute?: number;
}

/** A violation reduced to what may be logged. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  source?: string;
}

const text = (value: unknown, max = 100): string =>
  typeof value === "string" ? logText(value.trim().slice(0, max)) : "";

/** An address reduced to its origin and path (no query, fragment or credentials); a keyword (inline, eval) as is. */
function withoutQuery(value: unknown, { pathOnly = false } = {}): string {
  const raw = typeof value === "string" ? value.trim() : "";
  if (!raw) return "";
  if (/^[a-z-]+$/i.test(raw)) return raw.slice(0, 40);
  try {
    const url = new URL(raw);
    if (url.protocol === "data:" || url.protocol === "blob:") return url.protocol.slice(0, -1);
    return logText(pathOnly ? url.pathname.slice(0, 200) : `${url.origin}${url.pathname}`.slice(0, 200));
  } catch {
    return "(unreadable)";
  }
}

/** The violations of either format: `{ "csp-report": {...} }` (report-uri) or `[{ type, body }]` (report-to). */
export function readViolations(body: unknown): CspViolation[] {
  const reports: Array<Record<string, unknown>> = [];
  if (Array.isArray(body)) {
    for (const item of body as unknown[]) {
      const entry = item as { type?: unknown; body?: unknown } | null;
      if (entry && entry.type === "csp-violation" && entry.body && typeof entry.body === "object")
        reports.push(entry.body as Record<string, unknown>);
    }
  } else if (body && typeof body === "object" && "csp-report" in body) {
    const report = (body as Record<string, unknown>)["csp-report"];
    if (report && typeof report === "object") reports.push(report as Record<string, unknown>);
  }
  return reports.map((report) => {
    const directive =
      text(report.effectiveDirective ?? report["effective-directive"] ?? report["violated-directive"], 40) || "unknown";
    const file = withoutQuery(report.sourceFile ?? report["source-file"], { pathOnly: true });
    const line = Number(report.lineNumber ?? report["line-number"]);
    return {
      directive,
      blocked: withoutQuery(report.blockedURL ?? report["blocked-uri"]) || "unknown",
      page: withoutQuery(report.documentURL ?? report["document-uri"], { pathOnly: true }) || "unknown",
      ...(file ? { source: Number.isInteger(line) && line > 0 ? `${file}:${line}` : file } : {}),
    };
  });
}

/** Reads the body no further than `limit` bytes: null when it is larger. */
async function readLimited(context: Context, limit: number): Promise<string | null> {
  const incoming = (context.env as Partial<HttpBindings> | undefined)?.incoming;
  if (incoming instanceof Readable) return readIncomingText(incoming, limit);
  const reader = context.req.raw.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export function createCspReportHandler(options: CspReportOptions): (context: Context) => Promise<Response> {
  const now = options.now ?? Date.now;
  const perMinute = options.perMinute ?? CSP_REPORTS_PER_MINUTE;
  let windowStart = now();
  let taken = 0;
  let refused = 0;
  const headers = { "cache-control": "no-store" };
  return async (context) => {
    const at = now();
    if (at - windowStart >= 60_000) {
      if (refused > 0)
        options.log(`[csp] ${refused} violation report(s) turned away in the last minute (over ${perMinute} a minute)`);
      windowStart = at;
      taken = 0;
      refused = 0;
    }
    if (taken >= perMinute) {
      refused += 1;
      return context.body(null, 429, { ...headers, "retry-after": "60" });
    }
    taken += 1;
    const declared = Number(context.req.header("content-length") ?? "0");
    if (declared > CSP_REPORT_BODY_LIMIT) return context.body(null, 413, headers);
    const body = await readLimited(context, CSP_REPORT_BODY_LIMIT);
    if (body === null) return context.body(null, 413, headers);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return context.body(null, 204, headers);
    }
    for (const violation of readViolations(parsed).slice(0, MAX_LOGGED_PER_REQUEST)) {
      options.log(
        `[csp] violation of ${violation.directive}: blocked ${violation.blocked} on ${violation.page}${violation.source ? ` (${violation.source})` : ""}`,
      );
    }
    return context.body(null, 204, headers);
  };
}
