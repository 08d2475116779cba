/**
 * A calculator's answer for its fields, from @tupelo-medicare/medicare-costs: the result, or the parse functions'
 * plain messages for each field. Pure, so the server (a bookmarked address) and the island (the form) give the same.
 */
import {
  calculateIrmaa,
  calculatePartBPenalty,
  calculatePartDPenalty,
  parseHelpScreenerQuery,
  parseIrmaaQuery,
  parsePartBPenaltyQuery,
  parsePartDPenaltyQuery,
  screenForHelp,
} from "@tupelo-medicare/medicare-costs";
import type {
  HelpScreenResult,
  IrmaaResult,
  PartBPenaltyResult,
  PartDPenaltyResult,
  QueryError,
} from "@tupelo-medicare/medicare-costs";
import type { MoneyFigures } from "./money-figures.js";
import type { MoneyFields } from "./money-query.js";

/** A message under each field that was refused, by query parameter name. */
export type MoneyErrors = Partial<Record<string, string>>;

export type MoneyResult =
  | { kind: "irmaa"; irmaa: IrmaaResult }
  | { kind: "late-penalties"; partB: PartBPenaltyResult | null; partD: PartDPenaltyResult | null }
  | { kind: "help-paying"; help: HelpScreenResult };

export type MoneyOutcome =
  { kind: "none" } | { kind: "errors"; errors: MoneyErrors } | { kind: "result"; result: MoneyResult };

/** Shown under the Part B question when neither part of the late penalty calculator was answered. */
export const PENALTIES_NOTHING_ANSWERED =
  "Please answer the Part B question, the Part D questions, or both. Enter 0 if you were never without coverage.";

const messages = (errors: Partial<Record<string, QueryError>>): MoneyErrors =>
  Object.fromEntries(Object.entries(errors).flatMap(([name, error]) => (error ? [[name, error.message]] : [])));

/** The answer for the calculator's fields with its figures for the year (the calculator is the figures' `kind`). */
export function moneyOutcome(fields: MoneyFields, figures: MoneyFigures): MoneyOutcome {
  switch (figures.kind) {
    case "irmaa": {
      const parsed = parseIrmaaQuery(fields);
      if (!parsed.ok) return { kind: "errors", errors: messages(parsed.errors) };
      return { kind: "result", result: { kind: "irmaa", irmaa: calculateIrmaa(parsed.value, figures) } };
    }
    case "late-penalties": {
      // Either part may be left empty: the visitor may only have a Part B or a Part D question.
      const askedB = Boolean(fields.monthsWithoutCoverage?.trim());
      const askedD = Boolean(fields.uncoveredMonths?.trim() || fields.gapDays?.trim());
      if (!askedB && !askedD) return { kind: "errors", errors: { monthsWithoutCoverage: PENALTIES_NOTHING_ANSWERED } };
      const partB = askedB ? parsePartBPenaltyQuery(fields) : null;
      const partD = askedD ? parsePartDPenaltyQuery(fields) : null;
      if ((partB && !partB.ok) || (partD && !partD.ok)) {
        return {
          kind: "errors",
          errors: {
            ...(partB && !partB.ok ? messages(partB.errors) : {}),
            ...(partD && !partD.ok ? messages(partD.errors) : {}),
          },
        };
      }
      return {
        kind: "result",
        result: {
          kind: "late-penalties",
          partB: partB?.ok ? calculatePartBPenalty(partB.value, figures) : null,
          partD: partD?.ok ? calculatePartDPenalty(partD.value, figures) : null,
        },
      };
    }
    case "help-paying": {
      const parsed = parseHelpScreenerQuery(fields);
      if (!parsed.ok) return { kind: "errors", errors: messages(parsed.errors) };
      return { kind: "result", result: { kind: "help-paying", help: screenForHelp(parsed.value, figures) } };
    }
    default:
      return figures satisfies never;
  }
}
