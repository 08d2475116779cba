/**
 * The guide request with no JavaScript (or before its island is live), on its own page /free-guide:
 * - every 'Download Free Guide' button is a plain GET form to /free-guide?source=…, which the server answers with the
 *   page's form carrying that source (a source the site does not use becomes the default one);
 * - the form is a plain `method="post"` form to /api/leads, so the browser posts it (application/x-www-form-urlencoded)
 *   and nothing the visitor typed reaches the address. The post is checked as the island checks it and handed to the
 *   leads core the JSON route uses (`accept`: the same schema, consent record, honeypot, rate limit, storage and
 *   delivery) as the island would have sent it, with the wording the page showed. The answer is HTML:
 *   - accepted → 303 to /free-guide?message=sent (Post/Redirect/Get), rendered with 'Thank You!';
 *   - bad input → 400, the page with the visitor's values and the fields' messages (nothing stored);
 *   - refused or failing → the page with the values and the error text, at the JSON route's status (429: the rate
 *     limit's own text).
 * Posts from another site are refused (Sec-Fetch-Site, else Origin). Nothing the visitor sent is logged.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { LeadFormAnswer } from "@tupelo-medicare/lead-forms";
import {
  DEFAULT_LEAD_SOURCE,
  HONEYPOT_FIELD,
  LEAD_SOURCES,
  LEAD_SOURCE_FIELD,
  SUBMISSION_CONTEXT_KEY,
  leadFormSchema,
} from "@tupelo-medicare/lead-forms/contract";
import type { AcceptOutcome } from "@tupelo-medicare/leads";
import { GUIDE_REQUEST_PATH, GUIDE_SENT_QUERY } from "../app/guide-request-path.js";
import { loadEntryServer } from "./ssr-bundle.js";
import { fieldMessages, formPostAnswer, formPostKey, pageShells, readFormPost } from "./form-post.js";
import { renderedPageResponse } from "./html-response.js";
import { logText } from "./log-text.js";
import { trimTrailingSlashes } from "../app/url-path.js";

const FIELDS = ["firstName", "lastName", "email", "phone", "zipCode"] as const;
const KNOWN_SOURCES = new Set<string>(LEAD_SOURCES);

/** A lead source from a request: one the site's buttons use, else the default. */
export const leadSourceOf = (value: string | null | undefined): string => {
  const source = value?.trim() ?? "";
  return KNOWN_SOURCES.has(source) ? source : DEFAULT_LEAD_SOURCE;
};

export interface LeadFormPostOptions {
  distDir: string;
  /** The folder the site is served from (SITE_DIR): its prerendered pages. @defaultValue distDir */
  siteDir?: string | undefined;
  /** The leads core for a lead `context`'s visitor posted (the site's ceiling and their rate limit counted). */
  accept: (fields: unknown, context: Context, key: string) => Promise<AcceptOutcome<"lead">>;
  /** The site's public address (SITE_URL): a post whose Origin is neither it nor the request's own is refused. */
  siteUrl?: string;
  log?: (message: string, context?: Context) => void;
  /** The clock (tests). */
  now?: () => Date;
}

export function createLeadFormPost(options: LeadFormPostOptions) {
  const readShell = pageShells(options.siteDir ?? options.distDir);

  /** The guide page with its form showing `source` and `answer`, or undefined when it cannot be rendered. */
  const filledPage = async (source: string, answer: LeadFormAnswer | undefined): Promise<string | undefined> => {
    const shell = await readShell(GUIDE_REQUEST_PATH);
    if (shell === undefined) return undefined;
    const server = await loadEntryServer(options.distDir);
    if (!server.hasGuideRegion(shell)) return undefined;
    return server.fillGuideRegion(shell, { source, ...(answer ? { answer } : {}) });
  };

  /** The guide page answering a post; plain text when the page cannot be rendered. */
  const answerPage = async (
    context: Context,
    source: string,
    answer: LeadFormAnswer,
    status: ContentfulStatusCode,
  ): Promise<Response> => {
    try {
      const html = await filledPage(source, answer);
      if (html !== undefined) return renderedPageResponse(context, html, { status, cacheControl: "no-store" });
    } catch (error) {
      options.log?.(`[leads] the guide page could not be rendered for a form post: ${logText(error)}`, context);
    }
    const text = answer.errors
      ? `Please go back and correct: ${Object.values(answer.errors).join(" ")}`
      : answer.result === "sent"
        ? "Thank You! Your guide will be sent to your email shortly."
        : "There was an error submitting your information. Please try again.";
    return context.text(text, status, { "cache-control": "no-store" });
  };

  /** POST /api/leads as application/x-www-form-urlencoded. */
  const post = async (context: Context): Promise<Response> => {
    const form = await readFormPost(context, options.siteUrl);
    if (typeof form === "number") return answerPage(context, DEFAULT_LEAD_SOURCE, { result: "failed" }, form);
    const source = leadSourceOf(form.get(LEAD_SOURCE_FIELD));
    const values = Object.fromEntries(FIELDS.map((field) => [field, form.get(field) ?? ""])) as Record<
      (typeof FIELDS)[number],
      string
    >;
    const parsed = leadFormSchema.safeParse(values);
    if (!parsed.success) {
      return answerPage(context, source, { values, errors: fieldMessages(parsed.error.issues) }, 400);
    }

    let outcome: AcceptOutcome<"lead">;
    try {
      const [server, shell] = await Promise.all([loadEntryServer(options.distDir), readShell(GUIDE_REQUEST_PATH)]);
      const now = options.now?.() ?? new Date();
      const trap = form.get(HONEYPOT_FIELD) ?? "";
      const fields = {
        ...server.buildLeadSubmission(parsed.data, source, now),
        // The wording the page showed: what the island sends beside a request.
        [SUBMISSION_CONTEXT_KEY]: {
          ...(shell !== undefined ? { consent: server.guideWordingOf(shell) } : {}),
          page: GUIDE_REQUEST_PATH,
        },
        ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
      };
      // One key per request and window: a second press of a no-script form stores the request once.
      outcome = await options.accept(fields, context, formPostKey("guide", [parsed.data, source], now));
    } catch (error) {
      options.log?.(
        `[leads] a guide request form post could not be handed to the leads service: ${logText(error)}`,
        context,
      );
      return answerPage(context, source, { values, result: "failed" }, 500);
    }
    const answer = formPostAnswer(outcome);
    if (answer.sent)
      return context.body(null, 303, {
        location: `${GUIDE_REQUEST_PATH}?${GUIDE_SENT_QUERY}`,
        "cache-control": "no-store",
      });
    if ("errors" in answer) return answerPage(context, source, { values, errors: answer.errors }, answer.status);
    return answerPage(context, source, { values, result: answer.result }, answer.status);
  };

  /**
   * GET /free-guide with a query: ?message=sent (where an accepted post lands) shows 'Thank You!'; ?source=… (a
   * button's plain GET form) gives the form that source. Anything else is the prerendered page (undefined).
   */
  const page = async (context: Context): Promise<Response | undefined> => {
    const url = new URL(context.req.url);
    if (trimTrailingSlashes(url.pathname) !== GUIDE_REQUEST_PATH || url.search === "") return undefined;
    const sent = url.search === `?${GUIDE_SENT_QUERY}`;
    const source = leadSourceOf(url.searchParams.get(LEAD_SOURCE_FIELD));
    if (!sent && !url.searchParams.has(LEAD_SOURCE_FIELD)) return undefined;
    try {
      const html = await filledPage(source, sent ? { result: "sent" } : undefined);
      if (html === undefined) return undefined;
      return renderedPageResponse(context, html, sent ? { cacheControl: "no-store" } : {});
    } catch (error) {
      options.log?.(`[leads] the guide page is the prerendered one instead: ${logText(error)}`, context);
      return undefined;
    }
  };

  return { post, page };
}
