import type { Amount, UnconfirmedFigure } from "./amount.js";
import type { IrmaaCalculatorFigures, IrmaaTier } from "./figures.js";
import { amount, assertFiniteAmount, formatIncome, formatPremium, toCents, unconfirmed } from "./internal/money.js";

/** The filing status on the tax return Social Security uses. */
export type FilingStatus = "single" | "joint" | "separate-lived-apart" | "separate-lived-together";

/** Which CMS table a filing status uses. */
export type IrmaaTable = "individual" | "joint" | "separate-lived-together";

/** The filing statuses with plain-language labels, in the order a form would list them. */
export const FILING_STATUSES: readonly { readonly id: FilingStatus; readonly label: string }[] = [
  { id: "single", label: "Single, head of household, or qualifying surviving spouse" },
  { id: "joint", label: "Married, filing jointly" },
  { id: "separate-lived-apart", label: "Married, filing separately, and lived apart from my spouse all year" },
  {
    id: "separate-lived-together",
    label: "Married, filing separately, and lived with my spouse at some time during the year",
  },
];

export interface IrmaaInput {
  /** Modified adjusted gross income, in dollars, from the tax return of two years before the premium year. */
  readonly magi: number;
  readonly filingStatus: FilingStatus;
}

/** One end of an income range; `included` says whether an income exactly at `dollars` is inside the range. */
export interface IncomeBound {
  readonly dollars: number;
  readonly included: boolean;
}

/** The row of the CMS table that applies. */
export interface IrmaaBracket {
  readonly table: IrmaaTable;
  /** 0 is the first row (the standard premium, nothing added); the highest row is `of - 1`. */
  readonly index: number;
  /** How many rows the table has: 6, or 3 for married filing separately having lived with the spouse. */
  readonly of: number;
  /** The bottom of the row's range, or null for the first row. */
  readonly lower: IncomeBound | null;
  /** The top of the row's range, or null for the last row. */
  readonly upper: IncomeBound | null;
  /** Why this row applies, in plain words. */
  readonly why: string;
  /** False when the row's amounts or limits could not be confirmed. */
  readonly confirmed: boolean;
}

/** What someone pays a month in the premium year with this income and filing status. */
export interface IrmaaResult {
  readonly kind: "irmaa";
  /** The premium year. */
  readonly year: number;
  /** The tax year whose income counts. */
  readonly incomeYear: number;
  readonly magi: number;
  readonly filingStatus: FilingStatus;
  readonly bracket: IrmaaBracket;
  /** True when something is added to the standard premium (any row but the first). */
  readonly paysAdjustment: boolean;
  readonly standardPremium: Amount;
  /** The Part B income-related monthly adjustment amount. */
  readonly partBAdjustment: Amount;
  /** The monthly Part B premium: standard premium + `partBAdjustment`. */
  readonly partBPremium: Amount;
  /** The Part D income-related monthly adjustment amount, paid to Medicare on top of the drug plan's premium. */
  readonly partDAdjustment: Amount;
  readonly unconfirmed: readonly UnconfirmedFigure[];
}

/** The CMS table a filing status uses: everyone but joint filers and spouses filing separately while living together uses the individual one. */
export function irmaaTableFor(filingStatus: FilingStatus): IrmaaTable {
  switch (filingStatus) {
    case "single":
    case "separate-lived-apart":
      return "individual";
    case "joint":
      return "joint";
    case "separate-lived-together":
      return "separate-lived-together";
    default:
      filingStatus satisfies never;
      throw new RangeError(`Unknown filing status: ${String(filingStatus)}`);
  }
}

/**
 * The IRMAA row, monthly Part B premium and Part D adjustment for an income (MAGI from the tax return of two years
 * before) and filing status, with each row's edges exactly as CMS words them.
 */
export function calculateIrmaa(input: IrmaaInput, figures: IrmaaCalculatorFigures): IrmaaResult {
  const { magi, filingStatus } = input;
  assertFiniteAmount(magi, "magi");
  const table = irmaaTableFor(filingStatus);
  const tablePath = table === "separate-lived-together" ? "separateLivedTogether" : table;
  const tiers = figures.irmaa[tablePath];
  const index = tiers.findIndex((tier) => isWithinTop(magi, tier));
  const tier = tiers[index];
  if (tier === undefined) {
    throw new RangeError(`figures.irmaa.${tablePath} has no row for an income of ${magi}; check the figures first`);
  }
  const before = index > 0 ? tiers[index - 1] : undefined;
  const lower = before && before.upTo !== null ? { dollars: before.upTo, included: !before.includesUpTo } : null;
  const upper = tier.upTo === null ? null : { dollars: tier.upTo, included: tier.includesUpTo };
  const rowConfirmed = tier.confirmed && (before?.confirmed ?? true);
  const premium = figures.partB.standardPremium;

  const unconfirmedFigures: UnconfirmedFigure[] = [];
  if (!premium.confirmed) {
    unconfirmedFigures.push(unconfirmed("partB.standardPremium", "The standard Part B premium", premium));
  }
  if (before && !before.confirmed) {
    unconfirmedFigures.push(
      unconfirmed(`irmaa.${tablePath}[${index - 1}]`, "The income limit below your row of the table", before),
    );
  }
  if (!tier.confirmed) {
    unconfirmedFigures.push(unconfirmed(`irmaa.${tablePath}[${index}]`, "Your row of the table and its amounts", tier));
  }

  const bracket: IrmaaBracket = {
    table,
    index,
    of: tiers.length,
    lower,
    upper,
    why: explain(magi, figures.irmaa.incomeYear, table, index, tiers.length, lower, upper, tier, rowConfirmed),
    confirmed: rowConfirmed,
  };
  return {
    kind: "irmaa",
    year: figures.year,
    incomeYear: figures.irmaa.incomeYear,
    magi,
    filingStatus,
    bracket,
    paysAdjustment: index > 0,
    standardPremium: amount(premium.value, premium.confirmed),
    partBAdjustment: amount(tier.partBAdjustment, tier.confirmed),
    partBPremium: amount(
      (toCents(premium.value) + toCents(tier.partBAdjustment)) / 100,
      premium.confirmed && tier.confirmed,
    ),
    partDAdjustment: amount(tier.partDAdjustment, tier.confirmed),
    unconfirmed: unconfirmedFigures,
  };
}

/** One row of an IRMAA table, ready to show. */
export interface IrmaaRow {
  readonly index: number;
  readonly lower: IncomeBound | null;
  readonly upper: IncomeBound | null;
  /** The income range in words, e.g. "more than $109,000 and no more than $137,000". */
  readonly range: string;
  readonly partBPremium: Amount;
  readonly partDAdjustment: Amount;
}

/** Every row of the table a filing status uses, lowest income first, for showing the whole table. */
export function irmaaRows(filingStatus: FilingStatus, figures: IrmaaCalculatorFigures): readonly IrmaaRow[] {
  const table = irmaaTableFor(filingStatus);
  const tiers = figures.irmaa[table === "separate-lived-together" ? "separateLivedTogether" : table];
  const premium = figures.partB.standardPremium;
  return tiers.map((tier, index) => {
    const before = index > 0 ? tiers[index - 1] : undefined;
    const lower = before && before.upTo !== null ? { dollars: before.upTo, included: !before.includesUpTo } : null;
    const upper = tier.upTo === null ? null : { dollars: tier.upTo, included: tier.includesUpTo };
    const confirmed = tier.confirmed && (before?.confirmed ?? true);
    return {
      index,
      lower,
      upper,
      range: describeIncomeRange(lower, upper),
      partBPremium: amount(
        (toCents(premium.value) + toCents(tier.partBAdjustment)) / 100,
        premium.confirmed && confirmed,
      ),
      partDAdjustment: amount(tier.partDAdjustment, confirmed),
    };
  });
}

function isWithinTop(magi: number, tier: IrmaaTier): boolean {
  if (tier.upTo === null) return true;
  return magi < tier.upTo || (magi === tier.upTo && tier.includesUpTo);
}

const TABLE_WORDS: Record<IrmaaTable, string> = {
  individual:
    "people who file as single, head of household or qualifying surviving spouse, or who are married, file " +
    "separately and lived apart from their spouse all year",
  joint: "married couples who file a joint tax return",
  "separate-lived-together":
    "married people who file separately and lived with their spouse at some time during the year",
};

/** "$109,000 or less", "more than $109,000 and no more than $137,000", "less than $500,000", "$500,000 or more". */
export function describeIncomeRange(lower: IncomeBound | null, upper: IncomeBound | null): string {
  const top =
    upper &&
    (upper.included ? `no more than ${formatIncome(upper.dollars)}` : `less than ${formatIncome(upper.dollars)}`);
  if (lower === null) {
    if (upper === null) return "any amount";
    return upper.included ? `${formatIncome(upper.dollars)} or less` : `less than ${formatIncome(upper.dollars)}`;
  }
  const bottom = lower.included ? `${formatIncome(lower.dollars)} or more` : `more than ${formatIncome(lower.dollars)}`;
  return top ? `${bottom} and ${top}` : bottom;
}

function explain(
  magi: number,
  incomeYear: number,
  table: IrmaaTable,
  index: number,
  of: number,
  lower: IncomeBound | null,
  upper: IncomeBound | null,
  tier: IrmaaTier,
  confirmed: boolean,
): string {
  const place =
    `Your ${incomeYear} income of ${formatIncome(magi)} is ${describeIncomeRange(lower, upper)}: ` +
    `level ${index + 1} of ${of} for ${TABLE_WORDS[table]}.`;
  if (!confirmed) return `${place} The limits or amounts for this level could not be confirmed.`;
  if (index === 0)
    return `${place} So you pay the standard Part B premium, and nothing is added to your Part D premium.`;
  return (
    `${place} So Medicare adds ${formatPremium(tier.partBAdjustment)} a month to your Part B premium and ` +
    `${formatPremium(tier.partDAdjustment)} a month to your Part D premium.`
  );
}
