/**
 * What the site's no-script form posts share (contact-form-post.ts, lead-form-post.ts, and the booking pages'
 * booking-post.ts and booking-manage.ts): a form the browser posts itself (application/x-www-form-urlencoded) is read
 * once it comes from this site and within its limit (readFormPost), checked as the island checks it, handed to the
 * leads core (`accept`) as the island would have sent it, and its outcome answered with the form's page.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { answerOf, readLimitedText } from "@tupelo-medicare/leads";
import type { AcceptOutcome, FieldErrors, SubmissionKind } from "@tupelo-medicare/leads";
import { FORM_POST_BODY_LIMIT } from "./body-limits.js";
import { isMissingFile } from "./site-files.js";

/** An identical post within this window is stored once (a double press, say). */
const SAME_POST_WINDOW_MS = 10 * 60_000;

/** Whether a request is a plain form post (the JSON path takes the rest). */
export const isFormPost = (context: Context): boolean =>
  context.req.method === "POST" &&
  (context.req.header("content-type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");

/** A prerendered page's HTML under `distDir` (undefined when there is none). */
export function pageShells(distDir: string) {
  return (path: string): Promise<string | undefined> =>
    readFile(join(distDir, "client", path, "index.html"), "utf8").catch((error: NodeJS.ErrnoException) => {
      if (isMissingFile(error)) return undefined;
      throw error;
    });
}

/** Whether a post comes from another site (Sec-Fetch-Site, else Origin against the request's own and SITE_URL). */
export function postFromAnotherSite(context: Context, siteUrl: string | undefined): boolean {
  const site = context.req.header("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = context.req.header("origin");
  // "null" is what a browser sends for a form posted from a page with Referrer-Policy: no-referrer (the change-or-
  // cancel page, /book/manage), so a browser without Sec-Fetch-Site posting it would be refused; a post from an
  // opaque origin still meets the leads core's checks (the rate limit, the honeypot, the manage link's token).
  if (!origin || origin === "null") return false;
  const allowed = [new URL(context.req.url).origin];
  if (siteUrl) allowed.push(new URL(siteUrl).origin);
  return !allowed.includes(origin);
}

/** Why a form post is not read: it comes from another site (403), or it is over FORM_POST_BODY_LIMIT (413). */
export type FormPostRefusal = 403 | 413;

/** A no-script post's form, read once the post is from this site and within the limit; else why it is refused. */
export async function readFormPost(
  context: Context,
  siteUrl: string | undefined,
): Promise<URLSearchParams | FormPostRefusal> {
  if (postFromAnotherSite(context, siteUrl)) return 403;
  const text = await readLimitedText(context.req.raw, FORM_POST_BODY_LIMIT);
  return text === null ? 413 : new URLSearchParams(text);
}

/** A refused post answered in plain text (the booking pages; the lead forms answer with their page). */
export function refusedFormPost(context: Context, refusal: FormPostRefusal): Response {
  const text = refusal === 403 ? "This form can only be sent from our own site." : "That form was too large to read.";
  return context.text(text, refusal, { "cache-control": "no-store" });
}

/** The first message for each field of a failed parse. */
export function fieldMessages<F extends string>(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) errors[String(issue.path[0]) as F] ??= issue.message;
  return errors;
}

/**
 * The Idempotency-Key of a no-script post: one per form, values and window, so a second press of the same form
 * within minutes is stored once.
 */
export function formPostKey(form: string, values: unknown, now: Date): string {
  const window = Math.floor(now.getTime() / SAME_POST_WINDOW_MS);
  return `${form}-${createHash("sha256")
    .update(JSON.stringify([values, window]))
    .digest("hex")
    .slice(0, 40)}`;
}

/** What a no-script post's page shows for an outcome of the leads core. */
export type FormPostAnswer<K extends SubmissionKind> =
  /** Kept (or kept before, or a bot's post dropped): the 303 to the page that says it was sent. */
  | { sent: true }
  /** The fields' messages, with the visitor's values (400, nothing stored). */
  | { sent: false; status: 400; errors: FieldErrors<K> }
  /** Refused: the rate limit's own text ('limited', 429) or the form's error text, at the JSON route's status. */
  | { sent: false; status: ContentfulStatusCode; result: "limited" | "failed" };

export function formPostAnswer<K extends SubmissionKind>(outcome: AcceptOutcome<K>): FormPostAnswer<K> {
  switch (outcome.outcome) {
    case "accepted":
    case "duplicate":
    case "dropped":
      return { sent: true };
    case "invalid":
      return { sent: false, status: 400, errors: outcome.errors };
    case "refused":
      return {
        sent: false,
        status: answerOf(outcome).status as ContentfulStatusCode,
        result: outcome.reason === "rate-limited" ? "limited" : "failed",
      };
    case "slot-taken":
    case "contact-limit":
      // An appointment's own refusals (the booking post says them itself, with the nearest times or the phone).
      return { sent: false, status: 409, result: "failed" };
  }
}
