/**
 * The part of a year's Medicare cost figures each money calculator reads, each figure with its source and year as the
 * page shows them. An island's props travel in the page's HTML: each calculator carries its own part, not the whole
 * year's figures (about 8 KB of JSON each).
 */
import type {
  HelpScreenerFigures,
  IrmaaCalculatorFigures,
  MedicareCostFigures,
  PenaltyCalculatorFigures,
} from "@tupelo-medicare/medicare-costs";
import type { MoneyCalculatorKind } from "@tupelo-medicare/content";

/** A calculator's figures, tagged with the calculator they are for. */
export type MoneyFigures =
  | ({ kind: "irmaa" } & IrmaaCalculatorFigures)
  | ({ kind: "late-penalties" } & PenaltyCalculatorFigures)
  | ({ kind: "help-paying" } & HelpScreenerFigures);

/**
 * What `kind` reads of the year's figures: IRMAA the standard Part B premium and the IRMAA tables; the late penalties
 * the standard Part B premium and the Part D base premium; the screener its limits and the poverty guidelines.
 */
export function moneyFigures(kind: MoneyCalculatorKind, figures: MedicareCostFigures): MoneyFigures {
  const { year } = figures;
  switch (kind) {
    case "irmaa":
      return { kind, year, partB: { standardPremium: figures.partB.standardPremium }, irmaa: figures.irmaa };
    case "late-penalties":
      return { kind, year, partB: { standardPremium: figures.partB.standardPremium }, partD: figures.partD };
    case "help-paying":
      return {
        kind,
        year,
        povertyGuidelines: figures.povertyGuidelines,
        medicareSavings: figures.medicareSavings,
        extraHelp: figures.extraHelp,
      };
    default:
      return kind satisfies never;
  }
}
