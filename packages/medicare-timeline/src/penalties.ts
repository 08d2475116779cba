import { addMonths, compareMonths, monthsBetween } from "./calendar-date.js";
import type { CalendarDate, CalendarMonth } from "./calendar-date.js";
import { eligibilityMonth } from "./eligibility.js";
import { assertMonth } from "./internal/assert.js";

/** The Part B late enrollment penalty for one enrollment month (R8). */
export interface PartBLatePenalty {
  readonly kind: "part-b-late-penalty";
  /** Months without Part B or job-based coverage, from the month after the IEP ends through the enrollment month. */
  readonly monthsCounted: number;
  /** Full 12-month periods in `monthsCounted`. */
  readonly fullYears: number;
  /** 10 per full 12 months. */
  readonly percent: number;
  /** The year the standard premium figure is for. */
  readonly figureYear: number;
  readonly standardPremium: number;
  /** The monthly penalty in dollars: `percent` of the standard premium, rounded half-up to the dime. */
  readonly penaltyAmount: number;
  /** The monthly Part B premium with the penalty: standard premium + `penaltyAmount`. */
  readonly monthlyPremium: number;
}

export interface PartBLatePenaltyInput {
  readonly birthDate: CalendarDate;
  /** The month the person signs up for Part B. */
  readonly enrollmentMonth: CalendarMonth;
  /** The month job-based coverage (own or spouse's current job) ended, if it lasted past the eligibility month. */
  readonly coverageEnds?: CalendarMonth;
  readonly figures: { readonly year: number; readonly partBPremium: number };
}

/**
 * The Part B late penalty for signing up in `enrollmentMonth` (R8): +10% of the standard premium for each full 12 months
 * counted from the month after the IEP ends through the enrollment month, leaving out months of job-based coverage;
 * nothing for a sign-up in the IEP or in a Special Enrollment Period. The dollars are rounded half-up to the dime.
 */
export function partBLatePenalty(input: PartBLatePenaltyInput): PartBLatePenalty {
  const { birthDate, enrollmentMonth, coverageEnds, figures } = input;
  assertMonth(enrollmentMonth, "enrollmentMonth");
  assertFigure(figures.partBPremium, "figures.partBPremium");
  const e = eligibilityMonth(birthDate);
  if (coverageEnds !== undefined) assertMonth(coverageEnds, "coverageEnds");
  let countFrom = addMonths(e, 4);
  let monthsCounted: number;
  if (coverageEnds !== undefined && compareMonths(coverageEnds, e) >= 0) {
    const afterCoverage = addMonths(coverageEnds, 1);
    if (compareMonths(afterCoverage, countFrom) > 0) countFrom = afterCoverage;
    // Signing up while covered or within the 8 months after is a Special Enrollment: no penalty.
    monthsCounted =
      compareMonths(enrollmentMonth, addMonths(coverageEnds, 8)) <= 0
        ? 0
        : monthsBetween(countFrom, enrollmentMonth) + 1;
  } else {
    monthsCounted = Math.max(0, monthsBetween(countFrom, enrollmentMonth) + 1);
  }
  const fullYears = Math.floor(monthsCounted / 12);
  const percent = fullYears * 10;
  const premiumCents = toCents(figures.partBPremium);
  const penaltyCents = percentOfCentsToDime(premiumCents, percent);
  return {
    kind: "part-b-late-penalty",
    monthsCounted,
    fullYears,
    percent,
    figureYear: figures.year,
    standardPremium: figures.partBPremium,
    penaltyAmount: penaltyCents / 100,
    monthlyPremium: (premiumCents + penaltyCents) / 100,
  };
}

/** Why a Part D late penalty does or does not apply. */
export type PartDPenaltyReason = "penalty" | "gap-under-63-days" | "extra-help";

/** The Part D late enrollment penalty (R9). */
export interface PartDLatePenalty {
  readonly kind: "part-d-late-penalty";
  readonly reason: PartDPenaltyReason;
  /** 1 per full uncovered month, or 0 when no penalty applies. */
  readonly percent: number;
  /** The year the national base beneficiary premium figure is for (the penalty is recomputed every year). */
  readonly figureYear: number;
  readonly basePremium: number;
  /** The monthly penalty in dollars, rounded half-up to the dime. */
  readonly amount: number;
}

export interface PartDLatePenaltyInput {
  /** Full months without Part D or other creditable drug coverage after the IEP. */
  readonly uncoveredMonths: number;
  /** The longest run of days in a row without creditable drug coverage; under 63 means no penalty. */
  readonly gapDays: number;
  readonly figures: { readonly year: number; readonly partDBasePremium: number };
  /** People with Extra Help pay no Part D late penalty. @defaultValue false */
  readonly extraHelp?: boolean;
}

/**
 * The Part D late penalty (R9): 1% of the national base beneficiary premium per full uncovered month, only when the
 * gap was 63 days or more, none with Extra Help; rounded half-up to the dime.
 */
export function partDLatePenalty(input: PartDLatePenaltyInput): PartDLatePenalty {
  const { uncoveredMonths, gapDays, figures, extraHelp = false } = input;
  if (!Number.isInteger(uncoveredMonths) || uncoveredMonths < 0)
    throw new RangeError("uncoveredMonths must be a whole number of months, 0 or more");
  if (!Number.isInteger(gapDays) || gapDays < 0)
    throw new RangeError("gapDays must be a whole number of days, 0 or more");
  assertFigure(figures.partDBasePremium, "figures.partDBasePremium");
  const reason: PartDPenaltyReason = extraHelp ? "extra-help" : gapDays < 63 ? "gap-under-63-days" : "penalty";
  const percent = reason === "penalty" ? uncoveredMonths : 0;
  return {
    kind: "part-d-late-penalty",
    reason,
    percent,
    figureYear: figures.year,
    basePremium: figures.partDBasePremium,
    amount: percentOfCentsToDime(toCents(figures.partDBasePremium), percent) / 100,
  };
}

/** Rounds a dollar amount half-up to the nearest $0.10 (e.g. 40.58 → 40.6, 5.45 → 5.5). */
export function roundToDime(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError("dollars must be a finite number");
  // In millionths of a dollar, so float noise (40.55 * 10 = 405.4999…) cannot flip a half and cents are not rounded twice.
  const micro = Math.round(dollars * 1_000_000);
  return Math.floor((micro + 50_000) / 100_000) / 10;
}

function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

// percent% of an amount in cents, rounded half-up to a multiple of 10 cents, in integers (no floating-point drift).
function percentOfCentsToDime(cents: number, percent: number): number {
  return Math.floor((cents * percent + 500) / 1000) * 10;
}

function assertFigure(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a dollar amount, 0 or more`);
}
