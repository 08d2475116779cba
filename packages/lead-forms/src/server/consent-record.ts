/**
 * The consent and disclosure record kept beside every submission (never sent in the webhook body): the exact
 * wording the form showed with a version hash, the TPMO disclaimer version and effective date in force, the page and
 * lead source, the time and the browser's user agent. What a brokerage must produce when a consumer disputes
 * consent (TCPA) or CMS asks.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { SUBMISSION_CONTEXT_KEY } from "../submission-context.js";

export interface ConsentRecord {
  /** The consent the visitor ticked (contact form), as shown; null on the lead dialog, which has no checkbox. */
  consentText: string | null;
  consentVersion: string | null;
  /** The agent-contact disclosure shown beside the submit button. */
  disclosureText: string | null;
  disclosureVersion: string | null;
  /** The TPMO disclaimer on the site when the submission arrived. */
  tpmoDisclaimer: { version: string; effectiveDate: string | null } | null;
  /** The page's path and query. */
  page: string | null;
  /** The lead source (documented source field). */
  source: string;
  receivedAt: string;
  userAgent: string | null;
}

/** The TPMO disclaimer in force (from the site settings). */
export interface TpmoDisclaimer {
  text: string;
  effectiveDate: string | null;
}

const contextSchema = z.object({
  consent: z
    .object({
      consentText: z.string().trim().min(1).max(2000).optional(),
      disclosureText: z.string().trim().min(1).max(2000),
    })
    .optional(),
  page: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s]*$/)
    .optional(),
});

/** A short, stable version of a text: sha256 of its UTF-8 bytes, first 16 hex digits. */
export const textVersion = (text: string): string =>
  `sha256:${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16)}`;

/** The record for one submission; context the browser sent that is malformed is left out (never refused). */
export function buildConsentRecord(init: {
  raw: unknown;
  source: string;
  receivedAt: Date;
  userAgent: string | null;
  tpmo: TpmoDisclaimer | null;
}): ConsentRecord {
  const posted =
    typeof init.raw === "object" && init.raw !== null
      ? (init.raw as Record<string, unknown>)[SUBMISSION_CONTEXT_KEY]
      : undefined;
  const parsed = contextSchema.safeParse(posted ?? {});
  const context = parsed.success ? parsed.data : {};
  const consentText = context.consent?.consentText ?? null;
  const disclosureText = context.consent?.disclosureText ?? null;
  return {
    consentText,
    consentVersion: consentText ? textVersion(consentText) : null,
    disclosureText,
    disclosureVersion: disclosureText ? textVersion(disclosureText) : null,
    tpmoDisclaimer: init.tpmo?.text
      ? { version: textVersion(init.tpmo.text), effectiveDate: init.tpmo.effectiveDate }
      : null,
    page: context.page ?? null,
    source: init.source,
    receivedAt: init.receivedAt.toISOString(),
    userAgent: init.userAgent ? init.userAgent.slice(0, 512) : null,
  };
}
