import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMedicareCostFigures } from "./check-figures.js";
import { FIGURES_2026 } from "./figures-2026.js";
import { screenForHelp } from "./help-screener.js";
import type { HouseholdSize, ScreenerState } from "./help-screener.js";
import { calculateIrmaa } from "./irmaa.js";
import type { FilingStatus, IncomeBound } from "./irmaa.js";
import { calculatePartBPenalty, calculatePartDPenalty } from "./penalties.js";
import { parseHelpScreenerQuery, parseIrmaaQuery, parsePartBPenaltyQuery, parsePartDPenaltyQuery } from "./queries.js";

const statuses = fc.constantFrom<FilingStatus>("single", "joint", "separate-lived-apart", "separate-lived-together");
const edges = [109_000, 137_000, 171_000, 205_000, 218_000, 274_000, 342_000, 391_000, 410_000, 500_000, 750_000];
/** Incomes in cents up to $2 million, with every CMS edge and the cent either side of it coming up often. */
const incomes = fc.oneof(
  { arbitrary: fc.integer({ min: -5_000_000, max: 200_000_000 }).map((cents) => cents / 100), weight: 3 },
  {
    arbitrary: fc.tuple(fc.constantFrom(...edges), fc.constantFrom(-1, -0.01, 0, 0.01, 1)).map(([edge, d]) => edge + d),
    weight: 2,
  },
);
const sizes = fc.constantFrom<HouseholdSize>(1, 2);
const states = fc.constantFrom<ScreenerState>("MS", "other");
const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
const isDime = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

function inside(magi: number, lower: IncomeBound | null, upper: IncomeBound | null): boolean {
  const aboveLower = lower === null || (lower.included ? magi >= lower.dollars : magi > lower.dollars);
  const belowUpper = upper === null || (upper.included ? magi <= upper.dollars : magi < upper.dollars);
  return aboveLower && belowUpper;
}

describe("properties", () => {
  it("the IRMAA row always contains the income, and the total is the standard premium plus the adjustment", () => {
    fc.assert(
      fc.property(incomes, statuses, (magi, filingStatus) => {
        const result = calculateIrmaa({ magi, filingStatus }, FIGURES_2026);
        const { lower, upper, index, of } = result.bracket;
        expect(inside(magi, lower, upper)).toBe(true);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(of);
        expect(result.paysAdjustment).toBe(index > 0);
        expect(Math.round(result.partBPremium.dollars! * 100)).toBe(
          Math.round((result.standardPremium.dollars! + result.partBAdjustment.dollars!) * 100),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("more income never lowers the IRMAA premiums", () => {
    fc.assert(
      fc.property(incomes, incomes, statuses, (a, b, filingStatus) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lower = calculateIrmaa({ magi: low, filingStatus }, FIGURES_2026);
        const higher = calculateIrmaa({ magi: high, filingStatus }, FIGURES_2026);
        expect(higher.bracket.index).toBeGreaterThanOrEqual(lower.bracket.index);
        expect(higher.partBPremium.dollars!).toBeGreaterThanOrEqual(lower.partBPremium.dollars!);
        expect(higher.partDAdjustment.dollars!).toBeGreaterThanOrEqual(lower.partDAdjustment.dollars!);
      }),
      { numRuns: 3000 },
    );
  });

  it("filing separately while living together never costs less than the individual table", () => {
    fc.assert(
      fc.property(incomes, (magi) => {
        const together = calculateIrmaa({ magi, filingStatus: "separate-lived-together" }, FIGURES_2026);
        const individual = calculateIrmaa({ magi, filingStatus: "single" }, FIGURES_2026);
        expect(together.partBPremium.dollars!).toBeGreaterThanOrEqual(individual.partBPremium.dollars!);
        expect(together.partDAdjustment.dollars!).toBeGreaterThanOrEqual(individual.partDAdjustment.dollars!);
      }),
      { numRuns: 2000 },
    );
  });

  it("the Part B penalty is 10% per full 12 months, a whole number of dimes, within 5 cents, never falling", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        dollars(1000),
        (a, b, premium) => {
          const figures = {
            ...FIGURES_2026,
            partB: {
              ...FIGURES_2026.partB,
              standardPremium: { ...FIGURES_2026.partB.standardPremium, value: premium },
            },
          };
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          const first = calculatePartBPenalty({ monthsWithoutCoverage: fewer }, figures);
          const second = calculatePartBPenalty({ monthsWithoutCoverage: more }, figures);
          expect(first.percent).toBe(10 * Math.floor(fewer / 12));
          expect(isDime(first.penalty.dollars!)).toBe(true);
          expect(Math.abs(first.penalty.dollars! - (premium * first.percent) / 100)).toBeLessThanOrEqual(0.05 + 1e-9);
          expect(second.penalty.dollars!).toBeGreaterThanOrEqual(first.penalty.dollars!);
          expect(first.monthlyPremium.dollars).toBeCloseTo(premium + first.penalty.dollars!, 6);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("the Part D penalty: none under 63 days or with Extra Help, else 1% a month, rounded to the dime", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 18_300 }),
        fc.boolean(),
        dollars(200),
        (uncoveredMonths, gapDays, extraHelp, base) => {
          const figures = {
            ...FIGURES_2026,
            partD: { basePremium: { ...FIGURES_2026.partD.basePremium, value: base } },
          };
          const result = calculatePartDPenalty({ uncoveredMonths, gapDays, extraHelp }, figures);
          if (extraHelp || gapDays < 63) expect(result.penalty.dollars).toBe(0);
          else expect(result.percent).toBe(uncoveredMonths);
          expect(isDime(result.penalty.dollars!)).toBe(true);
          expect(Math.abs(result.penalty.dollars! - (base * result.percent) / 100)).toBeLessThanOrEqual(0.05 + 1e-9);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("in the screener, more income never gives a better Medicare Savings Program, and more savings never helps", () => {
    const order = { qmb: 0, slmb: 1, qi: 2 } as const;
    const rank = (tier: "qmb" | "slmb" | "qi" | null) => (tier === null ? 3 : order[tier]);
    const score = (answer: string) => (answer === "may-qualify" ? 1 : 0);
    fc.assert(
      fc.property(
        sizes,
        states,
        dollars(5000),
        dollars(5000),
        dollars(60_000),
        dollars(60_000),
        (size, state, i1, i2, r1, r2) => {
          const [lowIncome, highIncome] = i1 <= i2 ? [i1, i2] : [i2, i1];
          const [lowSavings, highSavings] = r1 <= r2 ? [r1, r2] : [r2, r1];
          const base = screenForHelp(
            { householdSize: size, monthlyIncome: lowIncome, resources: lowSavings, state },
            FIGURES_2026,
          );
          const richer = screenForHelp(
            { householdSize: size, monthlyIncome: highIncome, resources: lowSavings, state },
            FIGURES_2026,
          );
          const saver = screenForHelp(
            { householdSize: size, monthlyIncome: lowIncome, resources: highSavings, state },
            FIGURES_2026,
          );
          expect(rank(richer.medicareSavings.tier)).toBeGreaterThanOrEqual(rank(base.medicareSavings.tier));
          for (const other of [richer, saver]) {
            expect(score(other.medicareSavings.answer)).toBeLessThanOrEqual(score(base.medicareSavings.answer));
            expect(score(other.extraHelp.answer)).toBeLessThanOrEqual(score(base.extraHelp.answer));
          }
          // Every answer is one of the two, and a "likely not" always says when to apply anyway.
          for (const program of [base.medicareSavings, base.extraHelp]) {
            expect(["may-qualify", "likely-not"]).toContain(program.answer);
            if (program.answer === "likely-not") expect(program.applyAnywayIf.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("an amount written with a dollar sign and commas reads back as the same number", () => {
    const format = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        const result = parseIrmaaQuery({ magi: format.format(cents / 100), filingStatus: "single" });
        expect(result).toEqual({ ok: true, value: { magi: cents / 100, filingStatus: "single" } });
      }),
      { numRuns: 2000 },
    );
  });

  it("the parse functions never throw, and every refusal has a message", () => {
    const text = fc.option(fc.string({ maxLength: 30 }), { nil: undefined });
    fc.assert(
      fc.property(text, text, text, text, (a, b, c, d) => {
        const results = [
          parseIrmaaQuery({ magi: a, filingStatus: b }),
          parsePartBPenaltyQuery({ monthsWithoutCoverage: a }),
          parsePartDPenaltyQuery({ uncoveredMonths: a, gapDays: b, extraHelp: c }),
          parseHelpScreenerQuery({ householdSize: a, monthlyIncome: b, resources: c, state: d }),
        ];
        for (const result of results) {
          if (!result.ok) {
            const errors = Object.values(result.errors) as { message: string }[];
            expect(errors.length).toBeGreaterThan(0);
            for (const error of errors) expect(error.message.length).toBeGreaterThan(10);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("whatever a content entry holds, the figures check answers with problems instead of throwing", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const check = checkMedicareCostFigures(value);
        expect(check.ok).toBe(false);
        if (!check.ok) expect(check.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
});
