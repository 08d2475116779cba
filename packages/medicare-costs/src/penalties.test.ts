import { describe, expect, it } from "vitest";
import { UNCONFIRMED_MESSAGE } from "./amount.js";
import type { MedicareCostFigures } from "./figures.js";
import { FIGURES_2026 } from "./figures-2026.js";
import { calculatePartBPenalty, calculatePartDPenalty } from "./penalties.js";

const withPartB = (value: number, confirmed = true): MedicareCostFigures => ({
  ...FIGURES_2026,
  partB: {
    ...FIGURES_2026.partB,
    standardPremium: { ...FIGURES_2026.partB.standardPremium, value, confirmed, note: "Test figure." },
  },
});
const withPartD = (value: number, confirmed = true): MedicareCostFigures => ({
  ...FIGURES_2026,
  partD: { basePremium: { ...FIGURES_2026.partD.basePremium, value, confirmed, note: "Test figure." } },
});
const partB = (monthsWithoutCoverage: number, figures = FIGURES_2026) =>
  calculatePartBPenalty({ monthsWithoutCoverage }, figures);
const partD = (uncoveredMonths: number, gapDays: number, extraHelp = false, figures = FIGURES_2026) =>
  calculatePartDPenalty({ uncoveredMonths, gapDays, extraHelp }, figures);

describe("Part B late-enrollment penalty", () => {
  it("Medicare.gov's example, 24 months: 20% of $202.90 is $40.58, charged as $40.60 ($243.50 in all)", () => {
    expect(partB(24)).toEqual({
      kind: "part-b-penalty",
      year: 2026,
      monthsWithoutCoverage: 24,
      fullYears: 2,
      percent: 20,
      standardPremium: { confirmed: true, dollars: 202.9 },
      penalty: { confirmed: true, dollars: 40.6 },
      monthlyPremium: { confirmed: true, dollars: 243.5 },
      lasts: "as-long-as-you-have-part-b",
      explanation:
        "You went 24 months without Part B or coverage from a current job: 2 full 12-month periods, so your Part B " +
        "premium goes up 20% for as long as you have Part B. In 2026 that is $40.60 a month more, $243.50 in all. " +
        "The penalty is a share of the standard premium, even for people who pay more because of their income.",
      unconfirmed: [],
    });
  });

  it("Medicare.gov's earlier examples: $174.70 → $209.60 (2024), $164.90 → $197.90 (2023, '$197.88 rounded')", () => {
    expect(partB(24, withPartB(174.7)).monthlyPremium.dollars).toBe(209.6);
    expect(partB(24, withPartB(164.9)).monthlyPremium.dollars).toBe(197.9);
  });

  it("counts only full 12-month periods: 11 → 0%, 12 → 10%, 23 → 10%, 35 → 20%, 36 → 30%", () => {
    expect(partB(0).percent).toBe(0);
    expect(partB(11)).toMatchObject({
      fullYears: 0,
      percent: 0,
      penalty: { dollars: 0 },
      monthlyPremium: { dollars: 202.9 },
    });
    expect(partB(12)).toMatchObject({ fullYears: 1, percent: 10, penalty: { dollars: 20.3 } });
    expect(partB(23).percent).toBe(10);
    expect(partB(35).percent).toBe(20);
    expect(partB(36)).toMatchObject({ percent: 30, penalty: { dollars: 60.9 }, monthlyPremium: { dollars: 263.8 } });
  });

  it("rounds to the nearest $0.10 like a premium, a tie going up: 50% of $202.90 is $101.45 → $101.50", () => {
    expect(partB(60)).toMatchObject({ percent: 50, penalty: { dollars: 101.5 }, monthlyPremium: { dollars: 304.4 } });
    expect(partB(12, withPartB(100.04)).penalty.dollars).toBe(10);
    expect(partB(12, withPartB(100.05)).penalty.dollars).toBe(10);
    expect(partB(12, withPartB(100.5)).penalty.dollars).toBe(10.1);
  });

  it("says so when there is no penalty", () => {
    expect(partB(11).explanation).toBe(
      "You went 11 months without Part B or coverage from a current job: less than 12 months, so there is no Part B " +
        "late-enrollment penalty.",
    );
    expect(partB(1).explanation).toContain("You went 1 month without");
  });

  it("says 'this figure could not be confirmed' when the standard premium is unconfirmed", () => {
    const result = partB(24, withPartB(202.9, false));
    expect(result.percent).toBe(20);
    expect(result.penalty).toEqual({ confirmed: false, dollars: null, message: UNCONFIRMED_MESSAGE });
    expect(result.monthlyPremium).toEqual({ confirmed: false, dollars: null, message: UNCONFIRMED_MESSAGE });
    expect(result.explanation).toContain("could not be confirmed, so the dollar amount is not shown");
    expect(result.unconfirmed).toEqual([
      {
        figure: "partB.standardPremium",
        label: "The standard Part B premium",
        source: FIGURES_2026.partB.standardPremium.source,
        note: "Test figure.",
        message: UNCONFIRMED_MESSAGE,
      },
    ]);
    // No penalty is $0 whatever the premium is.
    expect(partB(5, withPartB(202.9, false)).penalty).toEqual({ confirmed: true, dollars: 0 });
  });

  it("refuses months that are not a whole number of 0 or more", () => {
    expect(() => partB(-1)).toThrow(RangeError);
    expect(() => partB(1.5)).toThrow(RangeError);
  });
});

describe("Part D late-enrollment penalty", () => {
  it("Medicare.gov's example, 14 months: 14% of $38.99 is $5.46, charged as $5.50", () => {
    expect(partD(14, 430)).toEqual({
      kind: "part-d-penalty",
      year: 2026,
      reason: "penalty",
      uncoveredMonths: 14,
      percent: 14,
      basePremium: { confirmed: true, dollars: 38.99 },
      penalty: { confirmed: true, dollars: 5.5 },
      explanation:
        "You went 14 full months without Part D or other creditable drug coverage, so the penalty is 14% of the " +
        "national base beneficiary premium ($38.99 in 2026): $5.46, which Medicare rounds to $5.50 a month. It is " +
        "added to your drug plan's premium for as long as you have Part D, and it changes each year with the base " +
        "premium.",
      unconfirmed: [],
    });
  });

  it("a gap of 62 days gives no penalty; 63 days does", () => {
    expect(partD(2, 62)).toMatchObject({ reason: "gap-under-63-days", percent: 0, penalty: { dollars: 0 } });
    expect(partD(2, 62).explanation).toBe(
      "Your longest time without Part D or other creditable drug coverage was 62 days. A penalty applies only after " +
        "63 days or more in a row, so there is none.",
    );
    expect(partD(2, 63)).toMatchObject({ reason: "penalty", percent: 2, penalty: { dollars: 0.8 } });
  });

  it("none with Extra Help", () => {
    expect(partD(40, 1200, true)).toMatchObject({ reason: "extra-help", percent: 0, penalty: { dollars: 0 } });
    expect(partD(40, 1200, true).explanation).toBe("People who get Extra Help pay no Part D late-enrollment penalty.");
  });

  it("rounds to the nearest $0.10: $0.39 → $0.40, $1.95 → $1.90, $9.75 → $9.70, and a tie ($0.35) up", () => {
    expect(partD(1, 90).penalty.dollars).toBe(0.4);
    expect(partD(5, 200).penalty.dollars).toBe(1.9);
    expect(partD(25, 900).penalty.dollars).toBe(9.7);
    expect(partD(1, 90, false, withPartD(35)).penalty.dollars).toBe(0.4);
    expect(partD(14, 430, false, withPartD(32.74)).penalty.dollars).toBe(4.6);
  });

  it("no full month uncovered means no penalty, even after a long gap", () => {
    expect(partD(0, 70)).toMatchObject({ reason: "penalty", percent: 0, penalty: { dollars: 0 } });
    expect(partD(0, 70).explanation).toBe("You had no full months without drug coverage, so there is no penalty.");
  });

  it("says 'this figure could not be confirmed' when the base premium is unconfirmed", () => {
    const result = partD(14, 430, false, withPartD(38.99, false));
    expect(result.penalty).toEqual({ confirmed: false, dollars: null, message: UNCONFIRMED_MESSAGE });
    expect(result.explanation).toContain("The 2026 base premium could not be confirmed");
    expect(result.unconfirmed.map((figure) => figure.figure)).toEqual(["partD.basePremium"]);
    expect(partD(14, 30, false, withPartD(38.99, false)).penalty).toEqual({ confirmed: true, dollars: 0 });
  });

  it("refuses impossible counts (medicare-timeline's rule)", () => {
    expect(() => partD(-1, 90)).toThrow(RangeError);
    expect(() => partD(1, 90.5)).toThrow(RangeError);
  });
});
