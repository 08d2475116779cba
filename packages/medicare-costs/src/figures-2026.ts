import type { FigureSource, IrmaaTier, MedicareCostFigures } from "./figures.js";

// Each figure was checked against the source named beside it (docs/medicare-facts.md, "Money calculators" lists them
// all). Where a source could not be read, the note says what the figure rests on instead.

const CMS_PART_B_2026 = "https://www.cms.gov/newsroom/fact-sheets/2026-medicare-parts-b-premiums-deductibles";
const PART_B_NOTICE_2026 = "https://www.govinfo.gov/content/pkg/FR-2025-11-19/html/2025-20251.htm";
const CMS_PART_D_2026 =
  "https://www.cms.gov/newsroom/fact-sheets/2026-medicare-part-d-bid-information-and-part-d-premium-stabilization-demonstration-parameters";
const POVERTY_GUIDELINES_2026 = "https://www.govinfo.gov/content/pkg/FR-2026-01-15/html/2026-00755.htm";
const MEDICARE_SAVINGS_PROGRAMS = "https://www.medicare.gov/basics/costs/help/medicare-savings-programs";
const QMB_STATUTE = "https://www.law.cornell.edu/uscode/text/42/1396d";
const SLMB_QI_STATUTE = "https://www.law.cornell.edu/uscode/text/42/1396a";
const SSI_INCOME_EXCLUSIONS = "https://www.law.cornell.edu/uscode/text/42/1382a";
const MS_MEDICARE_COST_SHARING_GROUPS =
  "https://regulations.justia.com/states/mississippi/title-23/part-101/chapter-1/rule-23-101-1-10";
const MS_INCOME_RULES = "https://regulations.justia.com/states/mississippi/title-23/part-104/chapter-1/rule-23-104-1-1";
const MS_DIVISION_OF_MEDICAID = "https://medicaid.ms.gov/";
const EXTRA_HELP_INCOME_LIMITS = "https://secure.ssa.gov/apps10/poms.nsf/lnx/0603020055";
const EXTRA_HELP_INCOME_EXCLUSIONS = "https://secure.ssa.gov/apps10/poms.nsf/lnx/0603020050";
const EXTRA_HELP_RESOURCE_LIMITS = "https://secure.ssa.gov/apps10/poms.nsf/lnx/0603030025";

function from(source: string, note?: string): FigureSource {
  return { source, effectiveYear: 2026, confirmed: true, ...(note ? { note } : {}) };
}

function tier(upTo: number | null, includesUpTo: boolean, partBAdjustment: number, partDAdjustment: number): IrmaaTier {
  return { ...from(CMS_PART_B_2026), upTo, includesUpTo, partBAdjustment, partDAdjustment };
}

/** The 2026 figures, each with its official source and effective year. Keep yearly figures in content; this is the seed. */
export const FIGURES_2026: MedicareCostFigures = {
  year: 2026,
  partB: {
    standardPremium: {
      value: 202.9,
      ...from(PART_B_NOTICE_2026, "CMS notice CMS-8091-N (90 FR 52063); the same in CMS's 2026 premiums fact sheet."),
    },
    deductible: { value: 283, ...from(PART_B_NOTICE_2026) },
  },
  partD: {
    basePremium: {
      value: 38.99,
      ...from(CMS_PART_D_2026, "Limited by law to a 6% rise over 2025 ($36.78); announced July 28, 2025."),
    },
  },
  irmaa: {
    incomeYear: 2024,
    // CMS: "less than or equal to $109,000", "greater than $109,000 and less than or equal to $137,000", ...,
    // "greater than $205,000 and less than $500,000", "greater than or equal to $500,000".
    individual: [
      tier(109_000, true, 0, 0),
      tier(137_000, true, 81.2, 14.5),
      tier(171_000, true, 202.9, 37.5),
      tier(205_000, true, 324.6, 60.4),
      tier(500_000, false, 446.3, 83.3),
      tier(null, false, 487, 91),
    ],
    joint: [
      tier(218_000, true, 0, 0),
      tier(274_000, true, 81.2, 14.5),
      tier(342_000, true, 202.9, 37.5),
      tier(410_000, true, 324.6, 60.4),
      tier(750_000, false, 446.3, 83.3),
      tier(null, false, 487, 91),
    ],
    // "Less than or equal to $109,000", "greater than $109,000 and less than $391,000" ($500,000 minus $109,000),
    // "greater than or equal to $391,000".
    separateLivedTogether: [
      tier(109_000, true, 0, 0),
      tier(391_000, false, 446.3, 83.3),
      {
        ...tier(null, false, 487, 91),
        note:
          "Social Security's premiums page printed $487.90 for this row in 2026; CMS's total of $689.90 (= $202.90 + " +
          "$487.00) and the statute's same 85% share as the individual table give $487.00.",
      },
    ],
  },
  povertyGuidelines: {
    householdOf1: {
      value: 15_960,
      ...from(
        POVERTY_GUIDELINES_2026,
        "HHS 2026 guidelines (91 FR 1797). States move the Medicare Savings Programs to new guidelines on a date " +
          "they choose, usually in the spring; until then the 2025 figures ($15,650 and $21,150) apply.",
      ),
    },
    householdOf2: { value: 21_640, ...from(POVERTY_GUIDELINES_2026) },
  },
  medicareSavings: {
    federal: {
      qmbPercent: { value: 100, ...from(QMB_STATUTE, "42 U.S.C. 1396d(p)(2)(A).") },
      slmbPercent: { value: 120, ...from(SLMB_QI_STATUTE, "42 U.S.C. 1396a(a)(10)(E)(iii).") },
      qiPercent: { value: 135, ...from(SLMB_QI_STATUTE, "42 U.S.C. 1396a(a)(10)(E)(iv).") },
      incomeDisregard: { value: 20, ...from(SSI_INCOME_EXCLUSIONS, "The SSI $20 general income exclusion.") },
      resourceLimitIndividual: { value: 9_950, ...from(MEDICARE_SAVINGS_PROGRAMS) },
      resourceLimitCouple: { value: 14_910, ...from(MEDICARE_SAVINGS_PROGRAMS) },
    },
    mississippi: {
      qmbPercent: {
        value: 100,
        ...from(
          MS_MEDICARE_COST_SHARING_GROUPS,
          "23 Miss. Code R. 101-1.10; countable income may equal but not exceed the limit (23 Miss. Code R. 104-10.2).",
        ),
      },
      slmbPercent: { value: 120, ...from(MS_MEDICARE_COST_SHARING_GROUPS) },
      qiPercent: { value: 135, ...from(MS_MEDICARE_COST_SHARING_GROUPS) },
      incomeDisregard: {
        value: 50,
        ...from(MS_INCOME_RULES, "23 Miss. Code R. 104-1.1 C.2.b: the $20 general exclusion is raised to $50."),
      },
      resourceLimitIndividual: {
        value: null,
        source: MS_DIVISION_OF_MEDICAID,
        effectiveYear: 2026,
        confirmed: false,
        note:
          "Medicare Rights Center, NCOA, AARP and PolicyEngine list Mississippi among the states with no resource " +
          "test for QMB, SLMB and QI, but the Division of Medicaid's own page could not be read, and 23 Miss. Code " +
          "R. 103-1.4 ($4,000 / $6,000 for 'most coverage groups subject to liberalized resource policies') does not " +
          "settle it.",
      },
      resourceLimitCouple: {
        value: null,
        source: MS_DIVISION_OF_MEDICAID,
        effectiveYear: 2026,
        confirmed: false,
        note: "See resourceLimitIndividual.",
      },
    },
  },
  extraHelp: {
    incomePercent: {
      value: 150,
      ...from(EXTRA_HELP_INCOME_LIMITS, "Countable income must be below 150% of the poverty guideline."),
    },
    incomeDisregard: { value: 20, ...from(EXTRA_HELP_INCOME_EXCLUSIONS) },
    resourceLimitIndividual: {
      value: 18_090,
      ...from(
        EXTRA_HELP_RESOURCE_LIMITS,
        "$16,590 plus the $1,500 funeral or burial allowance, as Medicare.gov shows it.",
      ),
    },
    resourceLimitCouple: {
      value: 36_100,
      ...from(
        EXTRA_HELP_RESOURCE_LIMITS,
        "$33,100 plus the $3,000 funeral or burial allowance, as Medicare.gov shows it.",
      ),
    },
  },
};
