import { UNCONFIRMED_MESSAGE } from "./amount.js";
import type { Amount, UnconfirmedFigure } from "./amount.js";
import type { Figure, HelpScreenerFigures, MedicareSavingsFigures } from "./figures.js";
import { amount, assertFiniteAmount, formatIncome, toCents, unconfirmed } from "./internal/money.js";

/** 1 person, or a married couple living together. */
export type HouseholdSize = 1 | 2;

/** Mississippi's own Medicare Savings Program rules, or the federal ones most states use. */
export type ScreenerState = "MS" | "other";

export type MedicareSavingsProgram = "qmb" | "slmb" | "qi";

export interface HelpScreenerInput {
  readonly householdSize: HouseholdSize;
  /** Income before deductions, in dollars a month; for a couple, both spouses' together. */
  readonly monthlyIncome: number;
  /** Countable resources in dollars: money in the bank, stocks, bonds; not the home or one car. */
  readonly resources: number;
  /** Whose Medicare Savings Program rules apply. @defaultValue "MS" */
  readonly state?: ScreenerState;
}

/** "may-qualify" and "likely-not" are never decisions; "figure-unconfirmed" means a figure the answer needs could not be confirmed. */
export type HelpAnswer = "may-qualify" | "likely-not" | "figure-unconfirmed";

/** Who decides, and how to apply. */
export interface HowToApply {
  readonly agency: string;
  readonly phone: string;
  readonly tty?: string;
  readonly url: string;
  readonly text: string;
}

interface ProgramScreen {
  readonly answer: HelpAnswer;
  /** "You may qualify for ...", or "You likely do not qualify for ..., but apply anyway if any of these is true:". */
  readonly headline: string;
  readonly reasons: readonly string[];
  /** When the answer is "likely-not": the situations in which applying is still worth it. */
  readonly applyAnywayIf: readonly string[];
  readonly howToApply: HowToApply;
}

export interface MedicareSavingsScreen extends ProgramScreen {
  readonly program: "medicare-savings";
  readonly rules: "mississippi" | "federal";
  /** The program the income fits, or null. */
  readonly tier: MedicareSavingsProgram | null;
  /** The highest monthly income (before deductions) at or below which each program is open to this household. */
  readonly incomeLimits: Readonly<Record<MedicareSavingsProgram, Amount>>;
  /** The resource limit, or null when resources are not counted. */
  readonly resourceLimit: Amount | null;
}

export interface ExtraHelpScreen extends ProgramScreen {
  readonly program: "extra-help";
  /** Monthly income (before deductions) must be below this. */
  readonly incomeLimit: Amount;
  /** Resources (including the funeral allowance) must be at or below this. */
  readonly resourceLimit: Amount;
  /** True when the answer comes from the Medicare Savings Program answer: their members get Extra Help automatically. */
  readonly throughMedicareSavings: boolean;
}

export interface HelpScreenResult {
  readonly kind: "help-screen";
  readonly year: number;
  readonly state: ScreenerState;
  readonly householdSize: HouseholdSize;
  readonly monthlyIncome: number;
  readonly resources: number;
  readonly medicareSavings: MedicareSavingsScreen;
  readonly extraHelp: ExtraHelpScreen;
  /** Always shown with the answers: this is not a decision, and who makes it. */
  readonly notADecision: string;
  readonly unconfirmed: readonly UnconfirmedFigure[];
}

/** The three Medicare Savings Programs this screener covers, with what each pays. */
export const MEDICARE_SAVINGS_PROGRAMS: Readonly<
  Record<MedicareSavingsProgram, { readonly name: string; readonly pays: string }>
> = {
  qmb: {
    name: "Qualified Medicare Beneficiary (QMB) program",
    pays:
      "It pays your Part B premium (and your Part A premium if you have one), and Medicare's deductibles, " +
      "coinsurance and copays.",
  },
  slmb: {
    name: "Specified Low-Income Medicare Beneficiary (SLMB) program",
    pays: "It pays your Part B premium.",
  },
  qi: {
    name: "Qualifying Individual (QI) program",
    pays: "It pays your Part B premium. Its federal money is limited each year, so apply early in the year.",
  },
};

/** What the screener says about households of more than 2 people. */
export const LARGER_HOUSEHOLDS =
  "This screener answers for 1 person or a married couple living together. The Medicare Savings Programs count " +
  "only you and your spouse, so enter 2 if you are married and live together, or 1 if not. For Extra Help, " +
  "relatives who live with you and depend on you raise the income limit, so apply to Social Security even if " +
  "this screener says you likely do not qualify.";

/** How to apply for Extra Help: Social Security decides it. */
export const EXTRA_HELP_APPLY: HowToApply = {
  agency: "Social Security",
  phone: "1-800-772-1213",
  tty: "1-800-325-0778",
  url: "https://www.ssa.gov/medicare/part-d-extra-help",
  text:
    "Apply to Social Security online at ssa.gov/medicare/part-d-extra-help, by phone at 1-800-772-1213 " +
    "(TTY 1-800-325-0778), or at your local Social Security office.",
};

/** How to apply for a Medicare Savings Program in Mississippi: the Division of Medicaid decides it. */
export const MISSISSIPPI_MSP_APPLY: HowToApply = {
  agency: "Mississippi Division of Medicaid",
  phone: "1-800-421-2408",
  url: "https://medicaid.ms.gov/",
  text:
    "Apply to the Mississippi Division of Medicaid: call 1-800-421-2408, visit a Medicaid regional office, " +
    "or start at medicaid.ms.gov.",
};

/** How to apply for a Medicare Savings Program elsewhere: the state's Medicaid office decides it. */
export const OTHER_STATE_MSP_APPLY: HowToApply = {
  agency: "your state's Medicaid office",
  phone: "1-800-633-4227",
  tty: "1-877-486-2048",
  url: "https://www.medicare.gov/basics/costs/help/medicare-savings-programs",
  text:
    "Apply to your state's Medicaid office. Call 1-800-MEDICARE (1-800-633-4227, TTY 1-877-486-2048) to get " +
    "its number, or see Medicare.gov. Many states use higher limits than these.",
};

const WAGES =
  "Some of your income is from a job. Only about half of wages is counted, so your counted income may be under the limit.";
const INCOME_DROPPED = "Your income has gone down recently, or will soon.";
const DEPENDENTS =
  "Relatives who depend on you for support live with you. A larger household has a higher Extra Help income limit.";
const SAVINGS_DROPPING = "Your savings have gone down recently, or will soon.";
const MSP_EXCLUDED_RESOURCES =
  "Some of what you counted does not count: your home, one car, household goods, a burial plot, up to $1,500 each " +
  "set aside for funeral costs, and life insurance with a face value of $1,500 or less.";
const EXTRA_HELP_EXCLUDED_RESOURCES =
  "Some of what you counted does not count: your home, one car, household goods, a burial plot, and life insurance.";

/**
 * Screens a household for the Medicare Savings Programs (QMB, SLMB, QI) and Extra Help from household size, monthly
 * income and resources: "you may qualify" or "you likely do not qualify, but apply anyway if ...", with how to apply.
 * Never a decision.
 */
export function screenForHelp(input: HelpScreenerInput, figures: HelpScreenerFigures): HelpScreenResult {
  const { householdSize, monthlyIncome, resources, state = "MS" } = input;
  if (householdSize !== 1 && householdSize !== 2) throw new RangeError("householdSize must be 1 or 2");
  assertFiniteAmount(monthlyIncome, "monthlyIncome");
  assertFiniteAmount(resources, "resources");
  if (monthlyIncome < 0 || resources < 0) throw new RangeError("monthlyIncome and resources must be 0 or more");
  const notes: UnconfirmedFigure[] = [];
  const poverty = householdSize === 1 ? figures.povertyGuidelines.householdOf1 : figures.povertyGuidelines.householdOf2;
  const povertyPath = `povertyGuidelines.householdOf${householdSize}`;
  const povertyNote = unconfirmed(povertyPath, "The poverty guideline for your household", poverty);

  const medicareSavings = screenMedicareSavings(input, state, figures, poverty, povertyNote, notes);
  const extraHelp = screenExtraHelp(input, figures, poverty, povertyNote, medicareSavings, notes);
  const unique = notes.filter((note, index) => notes.findIndex((other) => other.figure === note.figure) === index);
  return {
    kind: "help-screen",
    year: figures.year,
    state,
    householdSize,
    monthlyIncome,
    resources,
    medicareSavings,
    extraHelp,
    notADecision:
      "This is an estimate, not a decision. Only Social Security can decide Extra Help, and only " +
      (state === "MS" ? "the Mississippi Division of Medicaid" : "your state's Medicaid office") +
      " can decide the Medicare Savings Programs.",
    unconfirmed: unique,
  };
}

function screenMedicareSavings(
  input: HelpScreenerInput,
  state: ScreenerState,
  figures: HelpScreenerFigures,
  poverty: Figure,
  povertyNote: UnconfirmedFigure,
  notes: UnconfirmedFigure[],
): MedicareSavingsScreen {
  const rules: MedicareSavingsScreen["rules"] = state === "MS" ? "mississippi" : "federal";
  const table: MedicareSavingsFigures = figures.medicareSavings[rules];
  const path = `medicareSavings.${rules}`;
  const couple = input.householdSize === 2;
  const howToApply = state === "MS" ? MISSISSIPPI_MSP_APPLY : OTHER_STATE_MSP_APPLY;
  const programs = ["qmb", "slmb", "qi"] as const;
  const percents = { qmb: table.qmbPercent, slmb: table.slmbPercent, qi: table.qiPercent };
  const limitDollars = (program: MedicareSavingsProgram) =>
    Math.ceil((toCents(poverty.value) * percents[program].value) / 120_000) + table.incomeDisregard.value;
  const limitConfirmed = (program: MedicareSavingsProgram) =>
    poverty.confirmed && percents[program].confirmed && table.incomeDisregard.confirmed;
  const incomeLimits = {
    qmb: amount(limitDollars("qmb"), limitConfirmed("qmb")),
    slmb: amount(limitDollars("slmb"), limitConfirmed("slmb")),
    qi: amount(limitDollars("qi"), limitConfirmed("qi")),
  };
  const resourceFigure = couple ? table.resourceLimitCouple : table.resourceLimitIndividual;
  const resourcePath = `${path}.resourceLimit${couple ? "Couple" : "Individual"}`;
  const resourceLimit =
    resourceFigure.value === null && resourceFigure.confirmed
      ? null
      : resourceFigure.value === null
        ? ({ confirmed: false, dollars: null, message: UNCONFIRMED_MESSAGE } as const)
        : amount(resourceFigure.value, resourceFigure.confirmed);
  const base = { program: "medicare-savings" as const, rules, incomeLimits, resourceLimit, howToApply };

  const tier = programs.find((program) => toCents(input.monthlyIncome) <= limitDollars(program) * 100) ?? null;
  const needed = tier ?? "qi";
  if (!limitConfirmed(needed)) {
    if (!poverty.confirmed) notes.push(povertyNote);
    if (!percents[needed].confirmed) {
      notes.push(
        unconfirmed(`${path}.${needed}Percent`, "The program's share of the poverty guideline", percents[needed]),
      );
    }
    if (!table.incomeDisregard.confirmed) {
      notes.push(unconfirmed(`${path}.incomeDisregard`, "The income not counted", table.incomeDisregard));
    }
    return {
      ...base,
      answer: "figure-unconfirmed",
      tier: null,
      headline: `We can't say whether you qualify for a Medicare Savings Program. ${UNCONFIRMED_MESSAGE}`,
      reasons: ["A figure this answer needs could not be confirmed against its source."],
      applyAnywayIf: [],
    };
  }

  const reasons: string[] = [];
  const rulesWords = state === "MS" ? "Mississippi's" : "the federal";
  let resourcesOver = false;
  if (resourceLimit === null) {
    reasons.push(
      state === "MS"
        ? "Mississippi does not count savings for these programs."
        : "Savings are not counted for these programs.",
    );
  } else if (!resourceLimit.confirmed) {
    notes.push(unconfirmed(resourcePath, "The savings limit for these programs", resourceFigure));
    reasons.push(
      `${state === "MS" ? "Mississippi's" : "The federal"} savings limit for these programs: ${UNCONFIRMED_MESSAGE} ` +
        "Your savings were not used in this answer.",
    );
  } else if (toCents(input.resources) > toCents(resourceLimit.dollars)) {
    resourcesOver = true;
    reasons.push(
      `Your resources of ${formatIncome(input.resources)} are more than ${rulesWords} limit of ` +
        `${formatIncome(resourceLimit.dollars)} for ${couple ? "a married couple" : "one person"}.`,
    );
  } else {
    reasons.push(
      `Your resources of ${formatIncome(input.resources)} are within ${rulesWords} limit of ` +
        `${formatIncome(resourceLimit.dollars)}.`,
    );
  }

  const qiLimit = limitDollars("qi");
  if (tier === null) {
    reasons.unshift(
      `Your income of ${formatIncome(input.monthlyIncome)} a month is more than ${formatIncome(qiLimit)}, the highest ` +
        `limit (QI) for ${couple ? "a married couple" : "one person"} under ${rulesWords} rules.`,
    );
  } else {
    reasons.unshift(
      `Your income of ${formatIncome(input.monthlyIncome)} a month is at or below ${formatIncome(limitDollars(tier))}, ` +
        `the ${tier.toUpperCase()} limit for ${couple ? "a married couple" : "one person"} under ${rulesWords} rules.`,
    );
  }

  if (tier !== null && !resourcesOver) {
    return {
      ...base,
      answer: "may-qualify",
      tier,
      headline: `You may qualify for the ${MEDICARE_SAVINGS_PROGRAMS[tier].name}. ${MEDICARE_SAVINGS_PROGRAMS[tier].pays}`,
      reasons: [...reasons, "You need to have Medicare Part A."],
      applyAnywayIf: [],
    };
  }
  return {
    ...base,
    answer: "likely-not",
    tier,
    headline: "You likely do not qualify for a Medicare Savings Program, but apply anyway if any of these is true:",
    reasons,
    applyAnywayIf: [
      ...(tier === null ? [WAGES, INCOME_DROPPED] : []),
      ...(resourcesOver ? [MSP_EXCLUDED_RESOURCES, SAVINGS_DROPPING] : []),
    ],
  };
}

function screenExtraHelp(
  input: HelpScreenerInput,
  figures: HelpScreenerFigures,
  poverty: Figure,
  povertyNote: UnconfirmedFigure,
  medicareSavings: MedicareSavingsScreen,
  notes: UnconfirmedFigure[],
): ExtraHelpScreen {
  const table = figures.extraHelp;
  const couple = input.householdSize === 2;
  const resourceFigure = couple ? table.resourceLimitCouple : table.resourceLimitIndividual;
  // Countable income (after the $20 exclusion) must be below 150% of the guideline: in cents, income − disregard <
  // guideline × percent / 1200. The gross limit shown is that line plus the disregard.
  const lineCents = (toCents(poverty.value) * table.incomePercent.value) / 1200;
  const incomeConfirmed = poverty.confirmed && table.incomePercent.confirmed && table.incomeDisregard.confirmed;
  const incomeLimitDollars = (lineCents + toCents(table.incomeDisregard.value)) / 100;
  const base = {
    program: "extra-help" as const,
    incomeLimit: amount(Math.round(incomeLimitDollars * 100) / 100, incomeConfirmed),
    resourceLimit: amount(resourceFigure.value, resourceFigure.confirmed),
    howToApply: EXTRA_HELP_APPLY,
  };
  const name = "Extra Help with Medicare drug costs";
  const pays =
    "It pays your Part D premium up to a set amount, removes the deductible, lowers what you pay for each " +
    "prescription, and ends any Part D late-enrollment penalty.";

  if (medicareSavings.answer === "may-qualify") {
    return {
      ...base,
      answer: "may-qualify",
      throughMedicareSavings: true,
      headline: `You may qualify for ${name}. ${pays}`,
      reasons: ["People in a Medicare Savings Program get Extra Help automatically, without a separate application."],
      applyAnywayIf: [],
    };
  }
  if (!incomeConfirmed || !resourceFigure.confirmed) {
    if (!poverty.confirmed) notes.push(povertyNote);
    if (!table.incomePercent.confirmed) {
      notes.push(
        unconfirmed("extraHelp.incomePercent", "Extra Help's share of the poverty guideline", table.incomePercent),
      );
    }
    if (!table.incomeDisregard.confirmed) {
      notes.push(
        unconfirmed("extraHelp.incomeDisregard", "The income Extra Help does not count", table.incomeDisregard),
      );
    }
    if (!resourceFigure.confirmed) {
      notes.push(
        unconfirmed(
          `extraHelp.resourceLimit${couple ? "Couple" : "Individual"}`,
          "Extra Help's resource limit",
          resourceFigure,
        ),
      );
    }
    return {
      ...base,
      answer: "figure-unconfirmed",
      throughMedicareSavings: false,
      headline: `We can't say whether you qualify for Extra Help. ${UNCONFIRMED_MESSAGE}`,
      reasons: ["A figure this answer needs could not be confirmed against its source."],
      applyAnywayIf: [],
    };
  }

  const countableCents = Math.max(0, toCents(input.monthlyIncome) - toCents(table.incomeDisregard.value));
  const incomeUnder = countableCents < lineCents;
  const resourcesWithin = toCents(input.resources) <= toCents(resourceFigure.value);
  const who = couple ? "a married couple" : "one person";
  const reasons = [
    incomeUnder
      ? `Your income of ${formatIncome(input.monthlyIncome)} a month is below the limit of ${formatIncome(incomeLimitDollars)} for ${who}.`
      : `Your income of ${formatIncome(input.monthlyIncome)} a month is not below the limit of ${formatIncome(incomeLimitDollars)} for ${who}.`,
    resourcesWithin
      ? `Your resources of ${formatIncome(input.resources)} are within the limit of ${formatIncome(resourceFigure.value)}, which includes money set aside for funeral costs.`
      : `Your resources of ${formatIncome(input.resources)} are more than the limit of ${formatIncome(resourceFigure.value)}, which includes money set aside for funeral costs.`,
  ];
  if (incomeUnder && resourcesWithin) {
    return {
      ...base,
      answer: "may-qualify",
      throughMedicareSavings: false,
      headline: `You may qualify for ${name}. ${pays}`,
      reasons,
      applyAnywayIf: [],
    };
  }
  return {
    ...base,
    answer: "likely-not",
    throughMedicareSavings: false,
    headline: "You likely do not qualify for Extra Help, but apply anyway if any of these is true:",
    reasons,
    applyAnywayIf: [
      ...(incomeUnder ? [] : [WAGES, DEPENDENTS, INCOME_DROPPED]),
      ...(resourcesWithin ? [] : [EXTRA_HELP_EXCLUDED_RESOURCES, SAVINGS_DROPPING]),
    ],
  };
}
