/**
 * The contact form with no JavaScript (or before its island is live): the prerendered form is a plain
 * `method="post"` form to /api/contact, so the browser posts it (application/x-www-form-urlencoded) and nothing the
 * visitor typed reaches the address. The post is checked as the island checks it and handed to the leads core the
 * JSON route uses (`accept`: the same schema, consent record, honeypot, rate limit, storage and delivery) as the
 * island would have sent it, with the wording the page showed. The answer is HTML:
 * - accepted → 303 to the contact page with `?message=sent` (Post/Redirect/Get: a reload or the back button never
 *   posts again, and the address holds nothing personal), which the server renders with the success message;
 * - bad input → 400, the contact page with the visitor's values and the fields' messages (nothing stored);
 * - refused or failing → the contact page with the values and the error text, at the JSON route's status (429: the
 *   rate limit's own text).
 * Only the contact form's island is rendered (from the SSR bundle), into the prerendered page's contact region.
 * Posts from another site are refused (Sec-Fetch-Site, else Origin). Nothing the visitor sent is logged.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ContactFormAnswer } from "@tupelo-medicare/lead-forms";
import { contactFormSchema, HONEYPOT_FIELD, SUBMISSION_CONTEXT_KEY } from "@tupelo-medicare/lead-forms/contract";
import type { AcceptOutcome } from "@tupelo-medicare/leads";
import { loadEntryServer } from "./ssr-bundle.js";
import { renderedPageResponse } from "./html-response.js";
import { logText } from "./log-text.js";
import { fieldMessages, formPostAnswer, formPostKey, pageShells, readFormPost } from "./form-post.js";
import { trimTrailingSlashes } from "../app/url-path.js";

/** The contact page a no-script post is answered with (the form's canonical page). */
export const CONTACT_PAGE_PATH = "/contact-us";
/** The query of the page a successful post is redirected to. */
export const CONTACT_SENT_QUERY = "message=sent";

const FIELDS = ["name", "email", "phone", "message"] as const;

export interface ContactFormPostOptions {
  distDir: string;
  /** The folder the site is served from (SITE_DIR): its prerendered pages. @defaultValue distDir */
  siteDir?: string | undefined;
  /** The leads core for a message `context`'s visitor posted (the site's ceiling and their rate limit counted). */
  accept: (fields: unknown, context: Context, key: string) => Promise<AcceptOutcome<"contact">>;
  /** The site's public address (SITE_URL): a post whose Origin is neither it nor the request's own is refused. */
  siteUrl?: string;
  log?: (message: string, context?: Context) => void;
  /** The clock (tests). */
  now?: () => Date;
}

export function createContactFormPost(options: ContactFormPostOptions) {
  const readShell = pageShells(options.siteDir ?? options.distDir);

  /** The contact page with its form showing `answer`; plain text when the page cannot be rendered. */
  const answerPage = async (context: Context, answer: ContactFormAnswer, status: ContentfulStatusCode) => {
    try {
      const shell = await readShell(CONTACT_PAGE_PATH);
      const server = await loadEntryServer(options.distDir);
      if (shell !== undefined && server.hasContactRegion(shell)) {
        return renderedPageResponse(context, server.fillContactRegion(shell, answer), {
          status,
          cacheControl: "no-store",
        });
      }
    } catch (error) {
      options.log?.(`[contact] the contact page could not be rendered for a form post: ${logText(error)}`, context);
    }
    const text = answer.errors
      ? `Please go back and correct: ${Object.values(answer.errors).join(" ")}`
      : answer.result === "sent"
        ? "Your message has been sent! We will contact you shortly."
        : "There was an error sending your message. Please try again.";
    return context.text(text, status, { "cache-control": "no-store" });
  };

  /** POST /api/contact as application/x-www-form-urlencoded. */
  const post = async (context: Context): Promise<Response> => {
    const form = await readFormPost(context, options.siteUrl);
    if (typeof form === "number") return answerPage(context, { result: "failed" }, form);
    const values = {
      ...Object.fromEntries(FIELDS.map((field) => [field, form.get(field) ?? ""])),
      marketingConsent: form.get("marketingConsent") === "on" || form.get("marketingConsent") === "true",
    } as Required<NonNullable<ContactFormAnswer["values"]>>;
    const parsed = contactFormSchema.safeParse(values);
    if (!parsed.success) {
      return answerPage(context, { values, errors: fieldMessages(parsed.error.issues) }, 400);
    }

    let outcome: AcceptOutcome<"contact">;
    try {
      const [server, shell] = await Promise.all([loadEntryServer(options.distDir), readShell(CONTACT_PAGE_PATH)]);
      const now = options.now?.() ?? new Date();
      const trap = form.get(HONEYPOT_FIELD) ?? "";
      const fields = {
        ...server.buildContactSubmission(parsed.data, now),
        // The wording the page showed: what the island sends beside a message.
        [SUBMISSION_CONTEXT_KEY]: {
          ...(shell !== undefined ? { consent: server.contactWordingOf(shell) } : {}),
          page: CONTACT_PAGE_PATH,
        },
        ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
      };
      // One key per message and window: a second press of a no-script form stores the message once.
      outcome = await options.accept(fields, context, formPostKey("form", parsed.data, now));
    } catch (error) {
      options.log?.(`[contact] a form post could not be handed to the leads service: ${logText(error)}`, context);
      return answerPage(context, { values, result: "failed" }, 500);
    }
    const answer = formPostAnswer(outcome);
    if (answer.sent)
      return context.body(null, 303, {
        location: `${CONTACT_PAGE_PATH}?${CONTACT_SENT_QUERY}`,
        "cache-control": "no-store",
      });
    if ("errors" in answer) return answerPage(context, { values, errors: answer.errors }, answer.status);
    return answerPage(context, { values, result: answer.result }, answer.status);
  };

  /** GET of the contact page with `?message=sent` (where a successful post lands): the success message. */
  const sentPage = async (context: Context): Promise<Response | undefined> => {
    const url = new URL(context.req.url);
    if (url.search !== `?${CONTACT_SENT_QUERY}`) return undefined;
    const path = trimTrailingSlashes(url.pathname);
    if (path !== CONTACT_PAGE_PATH) return undefined;
    try {
      const shell = await readShell(CONTACT_PAGE_PATH);
      if (shell === undefined) return undefined;
      const server = await loadEntryServer(options.distDir);
      if (!server.hasContactRegion(shell)) return undefined;
      return renderedPageResponse(context, server.fillContactRegion(shell, { result: "sent" }));
    } catch (error) {
      options.log?.(`[contact] the sent message's page is the prerendered one instead: ${logText(error)}`, context);
      return undefined;
    }
  };

  return { post, sentPage };
}
