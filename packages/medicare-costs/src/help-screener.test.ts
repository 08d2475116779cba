import { describe, expect, it } from "vitest";
import { UNCONFIRMED_MESSAGE } from "./amount.js";
import type { MedicareCostFigures } from "./figures.js";
import { FIGURES_2026 } from "./figures-2026.js";
import {
  EXTRA_HELP_APPLY,
  LARGER_HOUSEHOLDS,
  MISSISSIPPI_MSP_APPLY,
  OTHER_STATE_MSP_APPLY,
  screenForHelp,
} from "./help-screener.js";
import type { HelpScreenerInput, HouseholdSize, ScreenerState } from "./help-screener.js";

const screen = (
  householdSize: HouseholdSize,
  monthlyIncome: number,
  resources: number,
  state: ScreenerState = "MS",
  figures: MedicareCostFigures = FIGURES_2026,
) => screenForHelp({ householdSize, monthlyIncome, resources, state }, figures);
const msp = (...args: Parameters<typeof screen>) => {
  const { answer, tier } = screen(...args).medicareSavings;
  return [answer, tier];
};
const extraHelp = (...args: Parameters<typeof screen>) => screen(...args).extraHelp.answer;

describe("Medicare Savings Programs under Mississippi's rules ($50 of income not counted)", () => {
  it("has limits of $1,380 / $1,646 / $1,846 for one person and $1,854 / $2,214 / $2,485 for a couple", () => {
    const limits = (size: HouseholdSize) =>
      Object.values(screen(size, 0, 0).medicareSavings.incomeLimits).map((limit) => limit.dollars);
    expect(limits(1)).toEqual([1380, 1646, 1846]);
    expect(limits(2)).toEqual([1854, 2214, 2485]);
    expect(screen(1, 0, 0).medicareSavings.rules).toBe("mississippi");
  });

  it("income may equal a limit but not exceed it, one person", () => {
    expect(msp(1, 1380, 0)).toEqual(["may-qualify", "qmb"]);
    expect(msp(1, 1380.01, 0)).toEqual(["may-qualify", "slmb"]);
    expect(msp(1, 1646, 0)).toEqual(["may-qualify", "slmb"]);
    expect(msp(1, 1646.01, 0)).toEqual(["may-qualify", "qi"]);
    expect(msp(1, 1846, 0)).toEqual(["may-qualify", "qi"]);
    expect(msp(1, 1846.01, 0)).toEqual(["likely-not", null]);
  });

  it("income may equal a limit but not exceed it, a married couple", () => {
    expect(msp(2, 1854, 0)).toEqual(["may-qualify", "qmb"]);
    expect(msp(2, 1855, 0)).toEqual(["may-qualify", "slmb"]);
    expect(msp(2, 2214, 0)).toEqual(["may-qualify", "slmb"]);
    expect(msp(2, 2215, 0)).toEqual(["may-qualify", "qi"]);
    expect(msp(2, 2485, 0)).toEqual(["may-qualify", "qi"]);
    expect(msp(2, 2486, 0)).toEqual(["likely-not", null]);
  });

  it("does not use savings, because Mississippi's savings rule could not be confirmed, and says so", () => {
    const result = screen(1, 1000, 1_000_000);
    expect(result.medicareSavings).toMatchObject({ answer: "may-qualify", tier: "qmb" });
    expect(result.medicareSavings.resourceLimit).toEqual({
      confirmed: false,
      dollars: null,
      message: UNCONFIRMED_MESSAGE,
    });
    expect(result.medicareSavings.reasons).toContain(
      `Mississippi's savings limit for these programs: ${UNCONFIRMED_MESSAGE} Your savings were not used in this answer.`,
    );
    expect(result.unconfirmed.map((figure) => figure.figure)).toEqual([
      "medicareSavings.mississippi.resourceLimitIndividual",
    ]);
    expect(screen(2, 1000, 0).unconfirmed.map((figure) => figure.figure)).toEqual([
      "medicareSavings.mississippi.resourceLimitCouple",
    ]);
  });

  it("once confirmed as no limit, says Mississippi does not count savings", () => {
    const confirmedNoLimit: MedicareCostFigures = {
      ...FIGURES_2026,
      medicareSavings: {
        ...FIGURES_2026.medicareSavings,
        mississippi: {
          ...FIGURES_2026.medicareSavings.mississippi,
          resourceLimitIndividual: {
            ...FIGURES_2026.medicareSavings.mississippi.resourceLimitIndividual,
            confirmed: true,
          },
        },
      },
    };
    const result = screen(1, 1000, 1_000_000, "MS", confirmedNoLimit);
    expect(result.medicareSavings.resourceLimit).toBeNull();
    expect(result.medicareSavings.reasons).toContain("Mississippi does not count savings for these programs.");
    expect(result.unconfirmed).toEqual([]);
  });

  it("says what each program pays, that Part A is needed, and how to apply to the Division of Medicaid", () => {
    const qmb = screen(1, 1000, 0).medicareSavings;
    expect(qmb.headline).toBe(
      "You may qualify for the Qualified Medicare Beneficiary (QMB) program. It pays your Part B premium (and your " +
        "Part A premium if you have one), and Medicare's deductibles, coinsurance and copays.",
    );
    expect(qmb.reasons).toEqual([
      "Your income of $1,000 a month is at or below $1,380, the QMB limit for one person under Mississippi's rules.",
      `Mississippi's savings limit for these programs: ${UNCONFIRMED_MESSAGE} Your savings were not used in this answer.`,
      "You need to have Medicare Part A.",
    ]);
    expect(qmb.howToApply).toBe(MISSISSIPPI_MSP_APPLY);
    expect(screen(1, 1846, 0).medicareSavings.headline).toContain("Qualifying Individual (QI) program");
  });

  it("above every limit: likely not, but apply anyway if some income is wages or income is dropping", () => {
    const result = screen(1, 1900, 0).medicareSavings;
    expect(result.headline).toBe(
      "You likely do not qualify for a Medicare Savings Program, but apply anyway if any of these is true:",
    );
    expect(result.reasons[0]).toBe(
      "Your income of $1,900 a month is more than $1,846, the highest limit (QI) for one person under Mississippi's rules.",
    );
    expect(result.applyAnywayIf).toEqual([
      "Some of your income is from a job. Only about half of wages is counted, so your counted income may be under the limit.",
      "Your income has gone down recently, or will soon.",
    ]);
  });
});

describe("Medicare Savings Programs under the federal rules ($20 not counted)", () => {
  it("matches Medicare.gov's 2026 limits: $1,350 / $1,616 / $1,816 and $1,824 / $2,184 / $2,455", () => {
    expect(msp(1, 1350, 0, "other")).toEqual(["may-qualify", "qmb"]);
    expect(msp(1, 1351, 0, "other")).toEqual(["may-qualify", "slmb"]);
    expect(msp(1, 1616, 0, "other")).toEqual(["may-qualify", "slmb"]);
    expect(msp(1, 1617, 0, "other")).toEqual(["may-qualify", "qi"]);
    expect(msp(1, 1816, 0, "other")).toEqual(["may-qualify", "qi"]);
    expect(msp(1, 1817, 0, "other")).toEqual(["likely-not", null]);
    expect(msp(2, 1824, 0, "other")).toEqual(["may-qualify", "qmb"]);
    expect(msp(2, 1825, 0, "other")).toEqual(["may-qualify", "slmb"]);
    expect(msp(2, 2184, 0, "other")).toEqual(["may-qualify", "slmb"]);
    expect(msp(2, 2455, 0, "other")).toEqual(["may-qualify", "qi"]);
    expect(msp(2, 2456, 0, "other")).toEqual(["likely-not", null]);
  });

  it("resources may equal the limit ($9,950 / $14,910) but not exceed it", () => {
    expect(msp(1, 1000, 9950, "other")).toEqual(["may-qualify", "qmb"]);
    expect(msp(1, 1000, 9950.01, "other")).toEqual(["likely-not", "qmb"]);
    expect(msp(2, 1000, 14_910, "other")).toEqual(["may-qualify", "qmb"]);
    expect(msp(2, 1000, 14_911, "other")).toEqual(["likely-not", "qmb"]);
  });

  it("over on savings: apply anyway if some of it does not count or it is going down", () => {
    const result = screen(1, 1000, 20_000, "other").medicareSavings;
    expect(result.reasons).toContain(
      "Your resources of $20,000 are more than the federal limit of $9,950 for one person.",
    );
    expect(result.applyAnywayIf).toEqual([
      "Some of what you counted does not count: your home, one car, household goods, a burial plot, up to $1,500 " +
        "each set aside for funeral costs, and life insurance with a face value of $1,500 or less.",
      "Your savings have gone down recently, or will soon.",
    ]);
    expect(result.howToApply).toBe(OTHER_STATE_MSP_APPLY);
  });
});

describe("Extra Help", () => {
  it("counted income (less $20) must be BELOW 150% of the guideline: $2,015 a month alone, $2,725 as a couple", () => {
    expect(extraHelp(1, 2014.99, 0)).toBe("may-qualify");
    expect(extraHelp(1, 2015, 0)).toBe("likely-not");
    expect(extraHelp(2, 2724.99, 0)).toBe("may-qualify");
    expect(extraHelp(2, 2725, 0)).toBe("likely-not");
    expect(screen(1, 0, 0).extraHelp.incomeLimit).toEqual({ confirmed: true, dollars: 2015 });
    expect(screen(2, 0, 0).extraHelp.incomeLimit).toEqual({ confirmed: true, dollars: 2725 });
  });

  it("resources may equal the limit ($18,090 / $36,100 with the funeral allowance) but not exceed it", () => {
    expect(extraHelp(1, 2000, 18_090)).toBe("may-qualify");
    expect(extraHelp(1, 2000, 18_090.01)).toBe("likely-not");
    expect(extraHelp(2, 2600, 36_100)).toBe("may-qualify");
    expect(extraHelp(2, 2600, 36_101)).toBe("likely-not");
  });

  it("comes automatically with a Medicare Savings Program, whatever the savings", () => {
    const result = screen(1, 1000, 500_000).extraHelp;
    expect(result).toMatchObject({ answer: "may-qualify", throughMedicareSavings: true });
    expect(result.reasons).toEqual([
      "People in a Medicare Savings Program get Extra Help automatically, without a separate application.",
    ]);
    // Under federal rules the same savings rule both out.
    expect(extraHelp(1, 1000, 500_000, "other")).toBe("likely-not");
  });

  it("says how to apply to Social Security, and what to check before giving up", () => {
    const result = screen(1, 2500, 40_000).extraHelp;
    expect(result.headline).toBe("You likely do not qualify for Extra Help, but apply anyway if any of these is true:");
    expect(result.applyAnywayIf).toEqual([
      "Some of your income is from a job. Only about half of wages is counted, so your counted income may be under the limit.",
      "Relatives who depend on you for support live with you. A larger household has a higher Extra Help income limit.",
      "Your income has gone down recently, or will soon.",
      "Some of what you counted does not count: your home, one car, household goods, a burial plot, and life insurance.",
      "Your savings have gone down recently, or will soon.",
    ]);
    expect(result.howToApply).toBe(EXTRA_HELP_APPLY);
    expect(EXTRA_HELP_APPLY).toMatchObject({ agency: "Social Security", phone: "1-800-772-1213" });
  });
});

describe("the whole answer", () => {
  it("is never a decision, and names who decides", () => {
    expect(screen(1, 1000, 0).notADecision).toBe(
      "This is an estimate, not a decision. Only Social Security can decide Extra Help, and only the Mississippi " +
        "Division of Medicaid can decide the Medicare Savings Programs.",
    );
    expect(screen(1, 1000, 0, "other").notADecision).toContain("only your state's Medicaid office can decide");
  });

  it("explains larger households instead of guessing", () => {
    expect(LARGER_HOUSEHOLDS).toContain("The Medicare Savings Programs count only you and your spouse");
    expect(LARGER_HOUSEHOLDS).toContain("relatives who live with you and depend on you raise the income limit");
    expect(() => screenForHelp({ householdSize: 3 } as unknown as HelpScreenerInput, FIGURES_2026)).toThrow(RangeError);
  });

  it("defaults to Mississippi's rules", () => {
    const result = screenForHelp({ householdSize: 1, monthlyIncome: 1370, resources: 0 }, FIGURES_2026);
    expect(result).toMatchObject({ state: "MS", medicareSavings: { tier: "qmb", rules: "mississippi" } });
  });

  it("says 'this figure could not be confirmed' for both programs when the poverty guideline is unconfirmed", () => {
    const figures: MedicareCostFigures = {
      ...FIGURES_2026,
      povertyGuidelines: {
        ...FIGURES_2026.povertyGuidelines,
        householdOf1: { ...FIGURES_2026.povertyGuidelines.householdOf1, confirmed: false, note: "Not yet published." },
      },
    };
    const result = screen(1, 1000, 0, "other", figures);
    expect(result.medicareSavings.answer).toBe("figure-unconfirmed");
    expect(result.medicareSavings.headline).toBe(
      `We can't say whether you qualify for a Medicare Savings Program. ${UNCONFIRMED_MESSAGE}`,
    );
    expect(result.medicareSavings.incomeLimits.qmb).toEqual({
      confirmed: false,
      dollars: null,
      message: UNCONFIRMED_MESSAGE,
    });
    expect(result.extraHelp.answer).toBe("figure-unconfirmed");
    expect(result.extraHelp.headline).toBe(`We can't say whether you qualify for Extra Help. ${UNCONFIRMED_MESSAGE}`);
    expect(result.unconfirmed.map((figure) => figure.figure)).toEqual(["povertyGuidelines.householdOf1"]);
    // A couple's answer does not depend on the one-person guideline.
    expect(screen(2, 1000, 0, "other", figures).medicareSavings.answer).toBe("may-qualify");
  });

  it("refuses negative amounts (the parse function says why in plain words)", () => {
    expect(() => screen(1, -1, 0)).toThrow(RangeError);
    expect(() => screen(1, 1, -1)).toThrow(RangeError);
  });
});
