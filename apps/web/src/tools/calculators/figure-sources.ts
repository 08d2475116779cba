/** The figures a result used, each with its value, the year it is in force and its official source, for the page to list. */
import type { FigureSource, IrmaaTier } from "@tupelo-medicare/medicare-costs";
import type { MoneyFigures } from "./money-figures.js";
import type { MoneyResult } from "./money-outcome.js";

export interface UsedFigure {
  label: string;
  /** The value in words ("$202.90 a month"), or null when the figure could not be confirmed. */
  value: string | null;
  effectiveYear: number;
  source: string;
}

/** "$202.90" for an amount with cents, "$1,380" for whole dollars. */
export function formatDollars(value: number): string {
  const cents = Math.round(value * 100) % 100 !== 0;
  return `$${value.toLocaleString("en-US", { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** Always with cents: "$5.50". */
export const formatPremium = (value: number): string =>
  `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const used = (label: string, figure: FigureSource, value: string | null): UsedFigure => ({
  label,
  value: figure.confirmed ? value : null,
  effectiveYear: figure.effectiveYear,
  source: figure.source,
});

const TABLE_KEYS = {
  individual: "individual",
  joint: "joint",
  "separate-lived-together": "separateLivedTogether",
} as const;

/** The figures behind a result, in the order the result uses them (none when the figures are another calculator's). */
export function figuresUsed(result: MoneyResult, figures: MoneyFigures): UsedFigure[] {
  switch (result.kind) {
    case "irmaa": {
      if (figures.kind !== "irmaa") return [];
      const { bracket } = result.irmaa;
      const tier: IrmaaTier | undefined = figures.irmaa[TABLE_KEYS[bracket.table]][bracket.index];
      const list = [
        used(
          "The standard Part B premium",
          figures.partB.standardPremium,
          `${formatPremium(figures.partB.standardPremium.value)} a month`,
        ),
      ];
      if (tier) {
        list.push(
          used(
            `Your income bracket: the amounts added to Part B and Part D (level ${bracket.index + 1} of ${bracket.of})`,
            tier,
            `${formatPremium(tier.partBAdjustment)} and ${formatPremium(tier.partDAdjustment)} a month`,
          ),
        );
      }
      return list;
    }
    case "late-penalties": {
      if (figures.kind !== "late-penalties") return [];
      const list: UsedFigure[] = [];
      if (result.partB) {
        list.push(
          used(
            "The standard Part B premium",
            figures.partB.standardPremium,
            `${formatPremium(figures.partB.standardPremium.value)} a month`,
          ),
        );
      }
      if (result.partD) {
        list.push(
          used(
            "The national base beneficiary premium (Part D)",
            figures.partD.basePremium,
            `${formatPremium(figures.partD.basePremium.value)} a month`,
          ),
        );
      }
      return list;
    }
    case "help-paying": {
      if (figures.kind !== "help-paying") return [];
      const { help } = result;
      const couple = help.householdSize === 2;
      const guideline = couple ? figures.povertyGuidelines.householdOf2 : figures.povertyGuidelines.householdOf1;
      const savings =
        help.medicareSavings.rules === "mississippi"
          ? figures.medicareSavings.mississippi
          : figures.medicareSavings.federal;
      const rules = help.medicareSavings.rules === "mississippi" ? "Mississippi's" : "the federal";
      const savingsLimit = couple ? savings.resourceLimitCouple : savings.resourceLimitIndividual;
      const extraHelpLimit = couple ? figures.extraHelp.resourceLimitCouple : figures.extraHelp.resourceLimitIndividual;
      return [
        used(
          `The federal poverty guideline for ${couple ? "2 people" : "1 person"}`,
          guideline,
          `${formatDollars(guideline.value)} a year`,
        ),
        used(
          `Medicare Savings Programs: income limits under ${rules} rules (QMB, SLMB, QI)`,
          savings.qmbPercent,
          `${savings.qmbPercent.value}%, ${savings.slmbPercent.value}% and ${savings.qiPercent.value}% of the guideline`,
        ),
        used(
          "Medicare Savings Programs: income not counted",
          savings.incomeDisregard,
          `${formatDollars(savings.incomeDisregard.value)} a month`,
        ),
        used(
          "Medicare Savings Programs: savings limit",
          savingsLimit,
          savingsLimit.value === null ? "no limit" : formatDollars(savingsLimit.value),
        ),
        used(
          "Extra Help: income limit",
          figures.extraHelp.incomePercent,
          `below ${figures.extraHelp.incomePercent.value}% of the guideline, after ${formatDollars(figures.extraHelp.incomeDisregard.value)} not counted`,
        ),
        used("Extra Help: savings limit", extraHelpLimit, formatDollars(extraHelpLimit.value)),
      ];
    }
    default:
      return result satisfies never;
  }
}
