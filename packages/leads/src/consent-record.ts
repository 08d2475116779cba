/**
 * The consent and disclosure record kept beside every submission (never sent in the webhook body). The server
 * records the wording it served for that form, computed by the same functions the forms render
 * (`@tupelo-medicare/lead-forms/contract`) from the site's details, beside what the browser sent, each with a version
 * hash; when they differ the record says so (`wordingMatches: false` and what differs), which `pnpm leads show`
 * flags. Also the TPMO disclaimer version in force, the page, the lead source, the time and the user agent: what a
 * brokerage must produce when a consumer disputes consent (TCPA) or CMS asks.
 */
import { hash } from "node:crypto";
import { z } from "zod";
import {
  contactConsentText,
  contactDisclosureText,
  leadDisclosureText,
  SUBMISSION_CONTEXT_KEY,
} from "@tupelo-medicare/lead-forms/contract";
import type { ConsentRecord, SubmissionKind } from "./types.js";

/** The TPMO disclaimer in force (from the site settings). */
export interface TpmoDisclaimer {
  text: string;
  effectiveDate: string | null;
}

/** The site's details the forms' wording is made from (the site settings' brand and weekday office hours). */
export interface WordingDetails {
  brand: string;
  weekdayHours: string;
}

/** The wording a form of this kind shows, as the forms render it. */
export interface ServedWording {
  consentText: string | null;
  disclosureText: string;
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

/** The versions of the few texts every submission carries (the served wording, and the browser's copy of it). */
const knownVersions = new Map<string, string>();
const KNOWN_VERSIONS_MAX = 64;

/** A short, stable version of a text: sha256 of its UTF-8 bytes, first 16 hex digits. */
export function textVersion(text: string): string {
  const known = knownVersions.get(text);
  if (known) return known;
  const version = `sha256:${hash("sha256", text, "hex").slice(0, 16)}`;
  // Bounded: texts a browser made up never pile up.
  if (knownVersions.size >= KNOWN_VERSIONS_MAX) knownVersions.clear();
  knownVersions.set(text, version);
  return version;
}

/**
 * What the lead dialog and the booking's "About you" page (disclosure only) or the contact form (consent and
 * disclosure) shows.
 */
export function servedWording(kind: SubmissionKind, details: WordingDetails): ServedWording {
  return kind === "contact"
    ? {
        consentText: contactConsentText(details.brand),
        disclosureText: contactDisclosureText(details.brand, details.weekdayHours),
      }
    : { consentText: null, disclosureText: leadDisclosureText(details.brand) };
}

const versionOf = (text: string | null) => (text ? textVersion(text) : null);

/** The record for one submission; context the browser sent that is malformed is left out (never refused). */
export function buildConsentRecord(init: {
  kind: SubmissionKind;
  raw: unknown;
  source: string;
  receivedAt: Date;
  userAgent: string | null;
  tpmo: TpmoDisclaimer | null;
  /** The site's details when they could be read; without them the wording cannot be compared. */
  details: WordingDetails | null;
}): ConsentRecord {
  const posted =
    typeof init.raw === "object" && init.raw !== null
      ? (init.raw as Record<string, unknown>)[SUBMISSION_CONTEXT_KEY]
      : undefined;
  const parsed = contextSchema.safeParse(posted ?? {});
  const context = parsed.success ? parsed.data : {};
  const consentText = context.consent?.consentText ?? null;
  const disclosureText = context.consent?.disclosureText ?? null;
  const served = init.details ? servedWording(init.kind, init.details) : null;

  let wordingMatches: boolean | null = null;
  let mismatch: string | null;
  if (!served) {
    mismatch = "not compared: the site's details (brand, office hours) could not be read when it arrived";
  } else {
    const differences: string[] = [];
    if (!parsed.success) differences.push("the browser sent a malformed submission context");
    if (disclosureText === null) differences.push("the browser sent no disclosure text");
    else if (disclosureText !== served.disclosureText)
      differences.push("the disclosure text differs from the one served");
    if (served.consentText !== null) {
      if (consentText === null) differences.push("the browser sent no consent text");
      else if (consentText !== served.consentText) differences.push("the consent text differs from the one served");
    } else if (consentText !== null) differences.push("the browser sent a consent text this form does not show");
    wordingMatches = differences.length === 0;
    mismatch = differences.length ? differences.join("; ") : null;
  }

  return {
    consentText,
    consentVersion: versionOf(consentText),
    disclosureText,
    disclosureVersion: versionOf(disclosureText),
    served: served
      ? {
          consentText: served.consentText,
          consentVersion: versionOf(served.consentText),
          disclosureText: served.disclosureText,
          disclosureVersion: versionOf(served.disclosureText),
        }
      : null,
    wordingMatches,
    mismatch,
    tpmoDisclaimer: init.tpmo?.text
      ? { version: textVersion(init.tpmo.text), effectiveDate: init.tpmo.effectiveDate }
      : null,
    page: context.page ?? null,
    source: init.source,
    receivedAt: init.receivedAt.toISOString(),
    userAgent: init.userAgent ? init.userAgent.slice(0, 512) : null,
  };
}
