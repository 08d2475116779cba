import { describe, expect, it } from "vitest";
import { calculateIrmaa, calculatePartDPenalty, FIGURES_2026, screenForHelp } from "@tupelo-medicare/medicare-costs";
import { moneyFigures } from "./money-figures.js";
import { moneyOutcome } from "./money-outcome.js";

const size = (value: unknown) => JSON.stringify(value).length;

describe("each calculator's figures", () => {
  it("IRMAA carries the standard Part B premium and the IRMAA tables, with their sources and years, nothing else", () => {
    const figures = moneyFigures("irmaa", FIGURES_2026);
    expect(figures).toEqual({
      kind: "irmaa",
      year: 2026,
      partB: { standardPremium: FIGURES_2026.partB.standardPremium },
      irmaa: FIGURES_2026.irmaa,
    });
    expect(figures.kind === "irmaa" && figures.partB.standardPremium.source).toMatch(/^https:\/\//);
    expect(figures.kind === "irmaa" && figures.irmaa.individual[1]!.effectiveYear).toBe(2026);
  });

  it("the late penalties carry the Part B premium and the Part D base premium; the screener its limits", () => {
    expect(moneyFigures("late-penalties", FIGURES_2026)).toEqual({
      kind: "late-penalties",
      year: 2026,
      partB: { standardPremium: FIGURES_2026.partB.standardPremium },
      partD: FIGURES_2026.partD,
    });
    expect(moneyFigures("help-paying", FIGURES_2026)).toEqual({
      kind: "help-paying",
      year: 2026,
      povertyGuidelines: FIGURES_2026.povertyGuidelines,
      medicareSavings: FIGURES_2026.medicareSavings,
      extraHelp: FIGURES_2026.extraHelp,
    });
  });

  it("each is a part of the year's figures, and answers as the whole year does", () => {
    const whole = size(FIGURES_2026);
    for (const kind of ["irmaa", "late-penalties", "help-paying"] as const)
      expect(size(moneyFigures(kind, FIGURES_2026)), kind).toBeLessThan(whole / 2);
    const irmaa = moneyOutcome({ magi: "150000", filingStatus: "single" }, moneyFigures("irmaa", FIGURES_2026));
    expect(irmaa).toEqual({
      kind: "result",
      result: { kind: "irmaa", irmaa: calculateIrmaa({ magi: 150_000, filingStatus: "single" }, FIGURES_2026) },
    });
    const partD = moneyOutcome({ uncoveredMonths: "14", gapDays: "90" }, moneyFigures("late-penalties", FIGURES_2026));
    expect(partD.kind === "result" && partD.result.kind === "late-penalties" && partD.result.partD).toEqual(
      calculatePartDPenalty({ uncoveredMonths: 14, gapDays: 90 }, FIGURES_2026),
    );
    const help = moneyOutcome(
      { householdSize: "1", monthlyIncome: "1300", resources: "5000", state: "MS" },
      moneyFigures("help-paying", FIGURES_2026),
    );
    expect(help.kind === "result" && help.result.kind === "help-paying" && help.result.help).toEqual(
      screenForHelp({ householdSize: 1, monthlyIncome: 1300, resources: 5000, state: "MS" }, FIGURES_2026),
    );
  });
});
