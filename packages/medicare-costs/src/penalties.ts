import { partDLatePenalty, roundToDime } from "@tupelo-medicare/medicare-timeline";
import type { Amount, UnconfirmedFigure } from "./amount.js";
import type { PenaltyCalculatorFigures } from "./figures.js";
import { amount, formatPremium, toCents, unconfirmed } from "./internal/money.js";

export interface PartBPenaltyInput {
  /**
   * Months in which the person could have had Part B but had neither Part B nor coverage from their own or a spouse's
   * current job, counted from the month after the Initial Enrollment Period.
   */
  readonly monthsWithoutCoverage: number;
}

/** The Part B late-enrollment penalty for the premium year. */
export interface PartBPenaltyResult {
  readonly kind: "part-b-penalty";
  readonly year: number;
  readonly monthsWithoutCoverage: number;
  /** Full 12-month periods in `monthsWithoutCoverage`. */
  readonly fullYears: number;
  /** 10 for each full 12-month period. */
  readonly percent: number;
  readonly standardPremium: Amount;
  /** The monthly penalty: `percent` of the standard premium, rounded to the nearest $0.10 (a tie goes up). */
  readonly penalty: Amount;
  /** The standard premium plus the penalty. */
  readonly monthlyPremium: Amount;
  /** The penalty lasts as long as the person has Part B. */
  readonly lasts: "as-long-as-you-have-part-b";
  readonly explanation: string;
  readonly unconfirmed: readonly UnconfirmedFigure[];
}

/**
 * The Part B late-enrollment penalty from the months without Part B or job-based coverage: 10% of the standard premium
 * for each full 12 months, rounded to the nearest $0.10 as Medicare rounds premiums, for as long as one has Part B.
 */
export function calculatePartBPenalty(
  input: PartBPenaltyInput,
  figures: Pick<PenaltyCalculatorFigures, "year" | "partB">,
): PartBPenaltyResult {
  const { monthsWithoutCoverage: months } = input;
  if (!Number.isInteger(months) || months < 0) {
    throw new RangeError("monthsWithoutCoverage must be a whole number of months, 0 or more");
  }
  const premium = figures.partB.standardPremium;
  const fullYears = Math.floor(months / 12);
  const percent = fullYears * 10;
  // The rule the timeline uses (R8): percent of the premium in cents, rounded half-up to the dime.
  const penalty = roundToDime((toCents(premium.value) * percent) / 10_000);
  const monthlyPremium = (toCents(premium.value) + toCents(penalty)) / 100;
  return {
    kind: "part-b-penalty",
    year: figures.year,
    monthsWithoutCoverage: months,
    fullYears,
    percent,
    standardPremium: amount(premium.value, premium.confirmed),
    penalty: amount(penalty, premium.confirmed || percent === 0),
    monthlyPremium: amount(monthlyPremium, premium.confirmed),
    lasts: "as-long-as-you-have-part-b",
    explanation: explainPartB(months, fullYears, percent, figures.year, penalty, monthlyPremium, premium.confirmed),
    unconfirmed: premium.confirmed
      ? []
      : [unconfirmed("partB.standardPremium", "The standard Part B premium", premium)],
  };
}

function explainPartB(
  months: number,
  fullYears: number,
  percent: number,
  year: number,
  penalty: number,
  monthlyPremium: number,
  confirmed: boolean,
): string {
  const gap = `You went ${plural(months, "month")} without Part B or coverage from a current job`;
  if (fullYears === 0) return `${gap}: less than 12 months, so there is no Part B late-enrollment penalty.`;
  const periods = fullYears === 1 ? "1 full 12-month period" : `${fullYears} full 12-month periods`;
  const start = `${gap}: ${periods}, so your Part B premium goes up ${percent}% for as long as you have Part B.`;
  if (!confirmed)
    return `${start} The ${year} standard premium could not be confirmed, so the dollar amount is not shown.`;
  return (
    `${start} In ${year} that is ${formatPremium(penalty)} a month more, ${formatPremium(monthlyPremium)} in all. ` +
    `The penalty is a share of the standard premium, even for people who pay more because of their income.`
  );
}

export interface PartDPenaltyInput {
  /**
   * Full months without Part D or other creditable drug coverage after the Initial Enrollment Period, counting only
   * gaps of 63 days or more in a row.
   */
  readonly uncoveredMonths: number;
  /** The longest run of days in a row without creditable drug coverage; 62 or fewer means no penalty. */
  readonly gapDays: number;
  /** People who get Extra Help pay no Part D late-enrollment penalty. @defaultValue false */
  readonly extraHelp?: boolean;
}

/** Why a Part D late-enrollment penalty does or does not apply. */
export type PartDPenaltyReason = "penalty" | "gap-under-63-days" | "extra-help";

/** The Part D late-enrollment penalty for the premium year (it is worked out again each year). */
export interface PartDPenaltyResult {
  readonly kind: "part-d-penalty";
  readonly year: number;
  readonly reason: PartDPenaltyReason;
  readonly uncoveredMonths: number;
  /** 1 for each full uncovered month, or 0 when no penalty applies. */
  readonly percent: number;
  readonly basePremium: Amount;
  /** The monthly penalty: `percent` of the national base beneficiary premium, rounded to the nearest $0.10. */
  readonly penalty: Amount;
  readonly explanation: string;
  readonly unconfirmed: readonly UnconfirmedFigure[];
}

/**
 * The Part D late-enrollment penalty: 1% of the national base beneficiary premium for each full uncovered month,
 * only after a gap of 63 days or more, none with Extra Help, rounded to the nearest $0.10 (medicare-timeline's R9).
 */
export function calculatePartDPenalty(
  input: PartDPenaltyInput,
  figures: Pick<PenaltyCalculatorFigures, "year" | "partD">,
): PartDPenaltyResult {
  const { uncoveredMonths, gapDays, extraHelp = false } = input;
  const base = figures.partD.basePremium;
  const result = partDLatePenalty({
    uncoveredMonths,
    gapDays,
    extraHelp,
    figures: { year: figures.year, partDBasePremium: base.value },
  });
  return {
    kind: "part-d-penalty",
    year: figures.year,
    reason: result.reason,
    uncoveredMonths,
    percent: result.percent,
    basePremium: amount(base.value, base.confirmed),
    penalty: amount(result.amount, base.confirmed || result.percent === 0),
    explanation: explainPartD(result.reason, uncoveredMonths, gapDays, result.percent, result.amount, figures.year, {
      value: base.value,
      confirmed: base.confirmed,
    }),
    unconfirmed: base.confirmed
      ? []
      : [unconfirmed("partD.basePremium", "The national base beneficiary premium", base)],
  };
}

function explainPartD(
  reason: PartDPenaltyReason,
  months: number,
  gapDays: number,
  percent: number,
  penalty: number,
  year: number,
  base: { readonly value: number; readonly confirmed: boolean },
): string {
  switch (reason) {
    case "extra-help":
      return "People who get Extra Help pay no Part D late-enrollment penalty.";
    case "gap-under-63-days":
      return (
        `Your longest time without Part D or other creditable drug coverage was ${plural(gapDays, "day")}. ` +
        `A penalty applies only after 63 days or more in a row, so there is none.`
      );
    case "penalty": {
      if (percent === 0) return "You had no full months without drug coverage, so there is no penalty.";
      const share = `You went ${plural(months, "full month")} without Part D or other creditable drug coverage, so the penalty is ${percent}% of the national base beneficiary premium`;
      const lasts =
        "It is added to your drug plan's premium for as long as you have Part D, and it changes each year with the base premium.";
      if (!base.confirmed)
        return `${share}. The ${year} base premium could not be confirmed, so the dollar amount is not shown. ${lasts}`;
      const exact = Math.round((toCents(base.value) * percent) / 100) / 100;
      return (
        `${share} (${formatPremium(base.value)} in ${year}): ${formatPremium(exact)}, which Medicare rounds to ` +
        `${formatPremium(penalty)} a month. ${lasts}`
      );
    }
    default:
      reason satisfies never;
      throw new RangeError(`Unknown reason: ${String(reason)}`);
  }
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
