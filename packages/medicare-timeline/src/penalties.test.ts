import { describe, expect, it } from "vitest";
import { partBLatePenalty, partDLatePenalty, roundToDime } from "./penalties.js";

const d = (year: number, month: number, day: number) => ({ year, month, day });
const m = (year: number, month: number) => ({ year, month });
const born = d(1961, 8, 15); // IEP ends Nov 30, 2026: months count from December 2026
const figures2026 = { year: 2026, partBPremium: 202.9 };

describe("R8: Part B late penalty", () => {
  it("Medicare.gov's example: 24 months late → 20%; 2026 $202.90 → +$40.60 a month, $243.50 in all", () => {
    expect(partBLatePenalty({ birthDate: born, enrollmentMonth: m(2028, 11), figures: figures2026 })).toEqual({
      kind: "part-b-late-penalty",
      monthsCounted: 24,
      fullYears: 2,
      percent: 20,
      figureYear: 2026,
      standardPremium: 202.9,
      penaltyAmount: 40.6,
      monthlyPremium: 243.5,
    });
  });

  it("Medicare.gov's example with the 2024 premium: $174.70 → $209.60", () => {
    const penalty = partBLatePenalty({
      birthDate: born,
      enrollmentMonth: m(2028, 11),
      figures: { year: 2024, partBPremium: 174.7 },
    });
    expect(penalty).toMatchObject({ percent: 20, penaltyAmount: 34.9, monthlyPremium: 209.6, figureYear: 2024 });
  });

  it("counts only FULL 12 months: 11 → 0%, 12 → 10%, 23 → 10%, 35 → 20%, 36 → 30%", () => {
    const percentFor = (enrollmentMonth: { year: number; month: number }) =>
      partBLatePenalty({ birthDate: born, enrollmentMonth, figures: figures2026 }).percent;
    expect(percentFor(m(2027, 10))).toBe(0);
    expect(percentFor(m(2027, 11))).toBe(10);
    expect(percentFor(m(2028, 10))).toBe(10);
    expect(percentFor(m(2029, 10))).toBe(20);
    expect(percentFor(m(2029, 11))).toBe(30);
  });

  it("counts from the month after the IEP through the month of enrollment", () => {
    expect(
      partBLatePenalty({ birthDate: born, enrollmentMonth: m(2026, 12), figures: figures2026 }).monthsCounted,
    ).toBe(1);
    expect(partBLatePenalty({ birthDate: born, enrollmentMonth: m(2027, 3), figures: figures2026 }).monthsCounted).toBe(
      4,
    );
  });

  it("is zero for a sign-up during the IEP", () => {
    expect(partBLatePenalty({ birthDate: born, enrollmentMonth: m(2026, 11), figures: figures2026 })).toMatchObject({
      monthsCounted: 0,
      percent: 0,
      penaltyAmount: 0,
      monthlyPremium: 202.9,
    });
  });

  it("leaves out months of job-based coverage and charges nothing within the Special Enrollment Period", () => {
    const withCoverage = (enrollmentMonth: { year: number; month: number }) =>
      partBLatePenalty({ birthDate: born, enrollmentMonth, coverageEnds: m(2028, 3), figures: figures2026 });
    expect(withCoverage(m(2028, 11))).toMatchObject({ monthsCounted: 0, percent: 0 });
    expect(withCoverage(m(2029, 3))).toMatchObject({ monthsCounted: 12, percent: 10 });
    expect(withCoverage(m(2030, 2))).toMatchObject({ monthsCounted: 23, percent: 10 });
  });

  it("ignores coverage that ended before the eligibility month", () => {
    const penalty = partBLatePenalty({
      birthDate: born,
      enrollmentMonth: m(2028, 11),
      coverageEnds: m(2026, 6),
      figures: figures2026,
    });
    expect(penalty.percent).toBe(20);
  });
});

describe("R9: Part D late penalty", () => {
  it("Medicare.gov's example: 14 months late, no creditable coverage → 14% of $38.99 = $5.46 → $5.50", () => {
    expect(
      partDLatePenalty({ uncoveredMonths: 14, gapDays: 426, figures: { year: 2026, partDBasePremium: 38.99 } }),
    ).toEqual({
      kind: "part-d-late-penalty",
      reason: "penalty",
      percent: 14,
      figureYear: 2026,
      basePremium: 38.99,
      amount: 5.5,
    });
  });

  it("charges nothing for a gap under 63 days, and charges from 63 days", () => {
    const figures = { year: 2026, partDBasePremium: 38.99 };
    expect(partDLatePenalty({ uncoveredMonths: 2, gapDays: 62, figures })).toMatchObject({
      reason: "gap-under-63-days",
      percent: 0,
      amount: 0,
    });
    expect(partDLatePenalty({ uncoveredMonths: 2, gapDays: 63, figures })).toMatchObject({
      reason: "penalty",
      percent: 2,
      amount: 0.8,
    });
  });

  it("charges nothing with Extra Help", () => {
    expect(
      partDLatePenalty({
        uncoveredMonths: 30,
        gapDays: 900,
        extraHelp: true,
        figures: { year: 2026, partDBasePremium: 38.99 },
      }),
    ).toMatchObject({ reason: "extra-help", percent: 0, amount: 0 });
  });

  it("refuses negative or fractional months", () => {
    const figures = { year: 2026, partDBasePremium: 38.99 };
    expect(() => partDLatePenalty({ uncoveredMonths: -1, gapDays: 100, figures })).toThrow(RangeError);
    expect(() => partDLatePenalty({ uncoveredMonths: 1.5, gapDays: 100, figures })).toThrow(RangeError);
  });
});

describe("roundToDime", () => {
  it("rounds half-up to the nearest 10 cents", () => {
    expect(roundToDime(40.58)).toBe(40.6);
    expect(roundToDime(5.4586)).toBe(5.5);
    expect(roundToDime(5.45)).toBe(5.5);
    expect(roundToDime(5.44)).toBe(5.4);
    expect(roundToDime(34.94)).toBe(34.9);
    expect(roundToDime(40.55)).toBe(40.6);
    expect(roundToDime(5.4496)).toBe(5.4);
  });
});
