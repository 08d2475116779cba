import { describe, expect, it } from "vitest";
import { UNCONFIRMED_MESSAGE } from "./amount.js";
import type { MedicareCostFigures } from "./figures.js";
import { FIGURES_2026 } from "./figures-2026.js";
import { calculateIrmaa, describeIncomeRange, irmaaRows, irmaaTableFor } from "./irmaa.js";
import type { FilingStatus } from "./irmaa.js";

const at = (magi: number, filingStatus: FilingStatus = "single") =>
  calculateIrmaa({ magi, filingStatus }, FIGURES_2026);
const totals = (magi: number, filingStatus: FilingStatus = "single") => {
  const result = at(magi, filingStatus);
  return [result.bracket.index, result.partBPremium.dollars, result.partDAdjustment.dollars];
};

describe("IRMAA: the individual table (2026, from 2024 income)", () => {
  it("CMS's 'less than or equal to' edges: $109,000 is the standard premium, $109,001 is level 2", () => {
    expect(totals(109_000)).toEqual([0, 202.9, 0]);
    expect(totals(109_001)).toEqual([1, 284.1, 14.5]);
    expect(totals(109_000.01)).toEqual([1, 284.1, 14.5]);
  });

  it("each 'less than or equal to' edge stays in the lower row; one dollar more moves up", () => {
    expect(totals(137_000)).toEqual([1, 284.1, 14.5]);
    expect(totals(137_001)).toEqual([2, 405.8, 37.5]);
    expect(totals(171_000)).toEqual([2, 405.8, 37.5]);
    expect(totals(171_001)).toEqual([3, 527.5, 60.4]);
    expect(totals(205_000)).toEqual([3, 527.5, 60.4]);
    expect(totals(205_001)).toEqual([4, 649.2, 83.3]);
  });

  it("the top row starts AT $500,000 ('greater than or equal to'): $499,999 is level 5, $500,000 level 6", () => {
    expect(totals(499_999)).toEqual([4, 649.2, 83.3]);
    expect(totals(499_999.99)).toEqual([4, 649.2, 83.3]);
    expect(totals(500_000)).toEqual([5, 689.9, 91]);
    expect(totals(5_000_000)).toEqual([5, 689.9, 91]);
  });

  it("no income, or a loss, is the standard premium", () => {
    expect(totals(0)).toEqual([0, 202.9, 0]);
    expect(totals(-20_000)).toEqual([0, 202.9, 0]);
  });

  it("gives the adjustment, the standard premium and the total separately", () => {
    const result = at(150_000);
    expect(result).toMatchObject({
      kind: "irmaa",
      year: 2026,
      incomeYear: 2024,
      paysAdjustment: true,
      standardPremium: { confirmed: true, dollars: 202.9 },
      partBAdjustment: { confirmed: true, dollars: 202.9 },
      partBPremium: { confirmed: true, dollars: 405.8 },
      partDAdjustment: { confirmed: true, dollars: 37.5 },
      unconfirmed: [],
    });
    expect(at(100_000).paysAdjustment).toBe(false);
  });

  it("says which row applies and why, in plain words", () => {
    expect(at(109_001).bracket).toEqual({
      table: "individual",
      index: 1,
      of: 6,
      lower: { dollars: 109_000, included: false },
      upper: { dollars: 137_000, included: true },
      confirmed: true,
      why:
        "Your 2024 income of $109,001 is more than $109,000 and no more than $137,000: level 2 of 6 for people who " +
        "file as single, head of household or qualifying surviving spouse, or who are married, file separately and " +
        "lived apart from their spouse all year. So Medicare adds $81.20 a month to your Part B premium and $14.50 a " +
        "month to your Part D premium.",
    });
    expect(at(300_000).bracket.why).toContain("is more than $205,000 and less than $500,000: level 5 of 6");
    expect(at(500_000).bracket).toMatchObject({ lower: { dollars: 500_000, included: true }, upper: null });
    expect(at(500_000).bracket.why).toContain("is $500,000 or more: level 6 of 6");
    expect(at(60_000.5).bracket.why).toMatch(
      /^Your 2024 income of \$60,000\.50 is \$109,000 or less: level 1 of 6 .* So you pay the standard Part B premium, and nothing is added to your Part D premium\.$/,
    );
  });

  it("head of household, qualifying surviving spouse and separate-but-lived-apart use the individual table", () => {
    expect(irmaaTableFor("single")).toBe("individual");
    expect(irmaaTableFor("separate-lived-apart")).toBe("individual");
    expect(totals(137_001, "separate-lived-apart")).toEqual([2, 405.8, 37.5]);
  });
});

describe("IRMAA: the joint table", () => {
  it("has its own edges, each 'less than or equal to' until the top row at $750,000", () => {
    expect(totals(218_000, "joint")).toEqual([0, 202.9, 0]);
    expect(totals(218_001, "joint")).toEqual([1, 284.1, 14.5]);
    expect(totals(274_000, "joint")).toEqual([1, 284.1, 14.5]);
    expect(totals(274_001, "joint")).toEqual([2, 405.8, 37.5]);
    expect(totals(342_000, "joint")).toEqual([2, 405.8, 37.5]);
    expect(totals(342_001, "joint")).toEqual([3, 527.5, 60.4]);
    expect(totals(410_000, "joint")).toEqual([3, 527.5, 60.4]);
    expect(totals(410_001, "joint")).toEqual([4, 649.2, 83.3]);
    expect(totals(749_999, "joint")).toEqual([4, 649.2, 83.3]);
    expect(totals(750_000, "joint")).toEqual([5, 689.9, 91]);
  });

  it("an income over $109,000 that is no IRMAA for a joint return", () => {
    expect(at(200_000, "joint").paysAdjustment).toBe(false);
    expect(at(200_000, "joint").bracket.why).toContain("married couples who file a joint tax return");
  });
});

describe("IRMAA: married filing separately, having lived with the spouse", () => {
  it("uses its own 3-row table: $109,000 or less, then straight to $649.20, then $689.90 from $391,000", () => {
    expect(irmaaTableFor("separate-lived-together")).toBe("separate-lived-together");
    expect(totals(109_000, "separate-lived-together")).toEqual([0, 202.9, 0]);
    expect(totals(109_001, "separate-lived-together")).toEqual([1, 649.2, 83.3]);
    expect(totals(390_999, "separate-lived-together")).toEqual([1, 649.2, 83.3]);
    expect(totals(391_000, "separate-lived-together")).toEqual([2, 689.9, 91]);
  });

  it("explains the short table", () => {
    const result = at(120_000, "separate-lived-together");
    expect(result.bracket).toMatchObject({
      table: "separate-lived-together",
      of: 3,
      lower: { dollars: 109_000, included: false },
      upper: { dollars: 391_000, included: false },
    });
    expect(result.bracket.why).toContain(
      "is more than $109,000 and less than $391,000: level 2 of 3 for married people who file separately and lived " +
        "with their spouse at some time during the year. So Medicare adds $446.30 a month",
    );
  });

  it("costs more than the individual table at the same income (here $150,000: $649.20 against $405.80)", () => {
    expect(at(150_000, "separate-lived-together").partBPremium.dollars).toBe(649.2);
    expect(at(150_000, "single").partBPremium.dollars).toBe(405.8);
  });
});

describe("IRMAA: figures that could not be confirmed", () => {
  const withRow = (confirmed: boolean): MedicareCostFigures => ({
    ...FIGURES_2026,
    irmaa: {
      ...FIGURES_2026.irmaa,
      individual: FIGURES_2026.irmaa.individual.map((tier, index) =>
        index === 2 ? { ...tier, confirmed, note: "Could not be read." } : tier,
      ),
    },
  });

  it("says 'this figure could not be confirmed' instead of an amount, and lists the figure", () => {
    const result = calculateIrmaa({ magi: 150_000, filingStatus: "single" }, withRow(false));
    expect(result.partBAdjustment).toEqual({ confirmed: false, dollars: null, message: UNCONFIRMED_MESSAGE });
    expect(result.partBPremium).toEqual({ confirmed: false, dollars: null, message: UNCONFIRMED_MESSAGE });
    expect(result.partDAdjustment).toEqual({ confirmed: false, dollars: null, message: UNCONFIRMED_MESSAGE });
    expect(result.standardPremium).toEqual({ confirmed: true, dollars: 202.9 });
    expect(result.bracket.confirmed).toBe(false);
    expect(result.bracket.why).toContain("The limits or amounts for this level could not be confirmed.");
    expect(result.unconfirmed).toEqual([
      {
        figure: "irmaa.individual[2]",
        label: "Your row of the table and its amounts",
        source: FIGURES_2026.irmaa.individual[2]!.source,
        note: "Could not be read.",
        message: UNCONFIRMED_MESSAGE,
      },
    ]);
  });

  it("an unconfirmed row also makes the next row's lower edge unconfirmed", () => {
    const result = calculateIrmaa({ magi: 180_000, filingStatus: "single" }, withRow(false));
    expect(result.bracket.confirmed).toBe(false);
    expect(result.partBPremium.confirmed).toBe(true);
    expect(result.unconfirmed.map((figure) => figure.figure)).toEqual(["irmaa.individual[2]"]);
  });

  it("an unconfirmed standard premium hides the Part B total but not the Part D adjustment", () => {
    const figures: MedicareCostFigures = {
      ...FIGURES_2026,
      partB: {
        ...FIGURES_2026.partB,
        standardPremium: { ...FIGURES_2026.partB.standardPremium, confirmed: false, note: "Not yet announced." },
      },
    };
    const result = calculateIrmaa({ magi: 150_000, filingStatus: "single" }, figures);
    expect(result.partBPremium.confirmed).toBe(false);
    expect(result.standardPremium.confirmed).toBe(false);
    expect(result.partBAdjustment).toEqual({ confirmed: true, dollars: 202.9 });
    expect(result.partDAdjustment).toEqual({ confirmed: true, dollars: 37.5 });
    expect(result.unconfirmed.map((figure) => figure.figure)).toEqual(["partB.standardPremium"]);
  });
});

describe("irmaaRows and describeIncomeRange", () => {
  it("lists the whole table with CMS's edges in words", () => {
    expect(irmaaRows("single", FIGURES_2026).map((row) => [row.range, row.partBPremium.dollars])).toEqual([
      ["$109,000 or less", 202.9],
      ["more than $109,000 and no more than $137,000", 284.1],
      ["more than $137,000 and no more than $171,000", 405.8],
      ["more than $171,000 and no more than $205,000", 527.5],
      ["more than $205,000 and less than $500,000", 649.2],
      ["$500,000 or more", 689.9],
    ]);
    expect(irmaaRows("separate-lived-together", FIGURES_2026).map((row) => row.range)).toEqual([
      "$109,000 or less",
      "more than $109,000 and less than $391,000",
      "$391,000 or more",
    ]);
  });

  it("words every kind of edge", () => {
    expect(describeIncomeRange(null, { dollars: 5, included: false })).toBe("less than $5");
    expect(describeIncomeRange({ dollars: 5, included: false }, null)).toBe("more than $5");
    expect(describeIncomeRange(null, null)).toBe("any amount");
  });
});

describe("calculateIrmaa refuses what a parse function would have refused", () => {
  it("throws for an income that is not a number", () => {
    expect(() => at(Number.NaN)).toThrow(RangeError);
    expect(() => at(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
