// The year's figures as plain data: what a Contentful entry per year will hold. No zod here (the package has no
// dependencies for this); checkMedicareCostFigures in check-figures.ts reads an unknown value into these types.

/** Where a figure comes from, the year it applies to, and whether it was checked against that source. */
export interface FigureSource {
  /** The official page or document (https) the figure comes from. */
  readonly source: string;
  /** The calendar year the figure is in force. */
  readonly effectiveYear: number;
  /** False when the figure could not be checked against its source; the calculators then say so instead of using it. */
  readonly confirmed: boolean;
  /** Why a figure is unconfirmed, or what a reviewer should know about it. */
  readonly note?: string;
}

/** One number with its source: dollars, or a percentage where the name says so. */
export interface Figure extends FigureSource {
  readonly value: number;
}

/** A limit in dollars; `value: null` means there is no limit. */
export interface LimitFigure extends FigureSource {
  readonly value: number | null;
}

export interface PartBFigures {
  /** The standard monthly Part B premium. */
  readonly standardPremium: Figure;
  /** The yearly Part B deductible. */
  readonly deductible: Figure;
}

export interface PartDFigures {
  /** The national base beneficiary premium, the base of the Part D late-enrollment penalty. */
  readonly basePremium: Figure;
}

/**
 * One row of a CMS income-related monthly adjustment amount (IRMAA) table. A row covers incomes from just above the
 * previous row's top to its own `upTo`; the first row starts at any income.
 */
export interface IrmaaTier extends FigureSource {
  /** The top of the row's income range in dollars, or null for the last row (no top). */
  readonly upTo: number | null;
  /**
   * True when an income exactly at `upTo` belongs to this row (CMS: "less than or equal to"), false when it belongs
   * to the next row (CMS: "less than $500,000", then "greater than or equal to $500,000").
   */
  readonly includesUpTo: boolean;
  /** Dollars a month added to the standard Part B premium. */
  readonly partBAdjustment: number;
  /** Dollars a month added to the Part D plan premium. */
  readonly partDAdjustment: number;
}

export interface IrmaaFigures {
  /** The tax year whose modified adjusted gross income (MAGI) sets the premiums: two years before the premium year. */
  readonly incomeYear: number;
  /**
   * Single, head of household, qualifying surviving spouse, and married filing separately having lived apart from the
   * spouse all year.
   */
  readonly individual: readonly IrmaaTier[];
  /** Married filing jointly. */
  readonly joint: readonly IrmaaTier[];
  /** Married filing separately, having lived with the spouse at any time in the tax year. */
  readonly separateLivedTogether: readonly IrmaaTier[];
}

/** HHS poverty guidelines, 48 contiguous states and DC, in dollars a year. */
export interface PovertyGuidelineFigures {
  readonly householdOf1: Figure;
  readonly householdOf2: Figure;
}

/** The Medicare Savings Programs' limits under one set of rules (federal, or one state's). */
export interface MedicareSavingsFigures {
  /** Qualified Medicare Beneficiary: income up to this percent of the poverty guideline. */
  readonly qmbPercent: Figure;
  /** Specified Low-Income Medicare Beneficiary: income up to this percent. */
  readonly slmbPercent: Figure;
  /** Qualifying Individual: income up to this percent. */
  readonly qiPercent: Figure;
  /** Dollars of monthly income not counted (the general income disregard or exclusion). */
  readonly incomeDisregard: Figure;
  /** Countable resources allowed for one person; null means resources are not counted. */
  readonly resourceLimitIndividual: LimitFigure;
  /** Countable resources allowed for a married couple living together; null means resources are not counted. */
  readonly resourceLimitCouple: LimitFigure;
}

/** Extra Help (the Part D Low-Income Subsidy) limits. */
export interface ExtraHelpFigures {
  /** Countable income must be below this percent of the poverty guideline. */
  readonly incomePercent: Figure;
  /** Dollars of monthly income not counted (the $20 general income exclusion). */
  readonly incomeDisregard: Figure;
  /** Resources allowed for one person, including the $1,500 allowance for funeral or burial expenses. */
  readonly resourceLimitIndividual: Figure;
  /** Resources allowed for a married couple living together, including $3,000 for funeral or burial expenses. */
  readonly resourceLimitCouple: Figure;
}

/** Every figure the calculators use for one premium year. */
export interface MedicareCostFigures {
  /** The premium year these figures are for. */
  readonly year: number;
  readonly partB: PartBFigures;
  readonly partD: PartDFigures;
  readonly irmaa: IrmaaFigures;
  readonly povertyGuidelines: PovertyGuidelineFigures;
  readonly medicareSavings: {
    /** The federal floor most states use. */
    readonly federal: MedicareSavingsFigures;
    /** The Mississippi Division of Medicaid's own rules, where they differ from the federal ones. */
    readonly mississippi: MedicareSavingsFigures;
  };
  readonly extraHelp: ExtraHelpFigures;
}

/**
 * What the IRMAA calculator reads (calculateIrmaa, irmaaRows): the premium year, the standard Part B premium and the
 * IRMAA tables. A MedicareCostFigures is one; a page that runs only this calculator can carry just these.
 */
export interface IrmaaCalculatorFigures {
  readonly year: number;
  readonly partB: Pick<PartBFigures, "standardPremium">;
  readonly irmaa: IrmaaFigures;
}

/**
 * What the late-enrollment penalties read (calculatePartBPenalty reads the year and the standard Part B premium,
 * calculatePartDPenalty the year and the national base beneficiary premium).
 */
export interface PenaltyCalculatorFigures {
  readonly year: number;
  readonly partB: Pick<PartBFigures, "standardPremium">;
  readonly partD: PartDFigures;
}

/** What the help-paying screener reads (screenForHelp): the poverty guidelines and the programs' limits. */
export type HelpScreenerFigures = Pick<
  MedicareCostFigures,
  "year" | "povertyGuidelines" | "medicareSavings" | "extraHelp"
>;
