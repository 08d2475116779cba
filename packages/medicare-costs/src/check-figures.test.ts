import { describe, expect, it } from "vitest";
import {
  checkIrmaaFigures,
  checkMedicareCostFigures,
  checkMedicareSavingsFigures,
  checkPartBFigures,
  checkPovertyGuidelineFigures,
} from "./check-figures.js";
import type { Figure, FigureSource, MedicareCostFigures } from "./figures.js";
import { FIGURES_2026 } from "./figures-2026.js";

/** Every figure in a table, with its path: `partB.standardPremium`, `irmaa.individual[0]`, ... */
function figuresOf(value: unknown, path = ""): [string, FigureSource][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => figuresOf(item, `${path}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  if ("source" in value) return [[path, value as FigureSource]];
  return Object.entries(value).flatMap(([key, item]) => figuresOf(item, path ? `${path}.${key}` : key));
}

const problems = (input: unknown) => {
  const check = checkMedicareCostFigures(input);
  return check.ok ? [] : check.problems;
};
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("FIGURES_2026", () => {
  it("passes its own check, also after a trip through JSON (as it will come from content)", () => {
    expect(checkMedicareCostFigures(FIGURES_2026)).toEqual({ ok: true, value: FIGURES_2026 });
    expect(checkMedicareCostFigures(json(FIGURES_2026)).ok).toBe(true);
  });

  it("gives every figure an https source and the 2026 effective year", () => {
    const all = figuresOf(FIGURES_2026);
    expect(all.length).toBe(36);
    for (const [, figure] of all) {
      expect(figure.source).toMatch(
        /^https:\/\/(www\.cms\.gov|www\.govinfo\.gov|www\.medicare\.gov|www\.law\.cornell\.edu|regulations\.justia\.com|medicaid\.ms\.gov|secure\.ssa\.gov)\//,
      );
      expect(figure.effectiveYear).toBe(2026);
    }
  });

  it("marks only Mississippi's Medicare Savings Program resource rule as unconfirmed, with a note", () => {
    const unconfirmed = figuresOf(FIGURES_2026).filter(([, figure]) => !figure.confirmed);
    expect(unconfirmed.map(([path]) => path)).toEqual([
      "medicareSavings.mississippi.resourceLimitIndividual",
      "medicareSavings.mississippi.resourceLimitCouple",
    ]);
    for (const [, figure] of unconfirmed) expect(figure.note).toBeTruthy();
  });

  it("holds CMS's 2026 amounts: $202.90 and $283 for Part B, $38.99 for Part D", () => {
    expect(FIGURES_2026.partB.standardPremium.value).toBe(202.9);
    expect(FIGURES_2026.partB.deductible.value).toBe(283);
    expect(FIGURES_2026.partD.basePremium.value).toBe(38.99);
    expect(FIGURES_2026.irmaa.incomeYear).toBe(2024);
  });
});

describe("checkMedicareCostFigures: clear messages for a malformed table", () => {
  it("something that is not figures at all", () => {
    expect(checkMedicareCostFigures(null)).toEqual({
      ok: false,
      problems: ["The figures must be an object with year, partB, partD, irmaa and the rest."],
    });
    expect(problems({ year: 2026 })).toEqual([
      "partB must be an object with standardPremium and deductible.",
      "partD must be an object with basePremium.",
      "irmaa must be an object with incomeYear, individual, joint and separateLivedTogether.",
      "povertyGuidelines must be an object with householdOf1 and householdOf2.",
      "extraHelp must be an object with incomePercent, incomeDisregard and the resource limits.",
      "medicareSavings must be an object with federal and mississippi.",
    ]);
  });

  it("a premium typed as text, a missing source, a year that is not a year", () => {
    const figures = json(FIGURES_2026) as unknown as Record<string, Record<string, Record<string, unknown>>>;
    figures.partB!.standardPremium = { value: "202.90", source: "cms.gov", effectiveYear: "2026", confirmed: "yes" };
    figures.partB!.deductible = { ...figures.partB!.deductible, value: 283.005 };
    expect(problems(figures)).toEqual([
      'partB.standardPremium.source must be the https address of the official source; it is "cms.gov".',
      'partB.standardPremium.effectiveYear must be a whole year such as 2026; it is "2026".',
      'partB.standardPremium.confirmed must be true or false; it is "yes".',
      'partB.standardPremium.value must be a dollar amount of 0 or more; it is "202.90".',
      "partB.deductible.value must be in whole cents; it is 283.005.",
    ]);
  });

  it("an unconfirmed figure needs a note saying why", () => {
    const figures: MedicareCostFigures = {
      ...FIGURES_2026,
      partD: { basePremium: { ...FIGURES_2026.partD.basePremium, confirmed: false, note: " " } },
    };
    expect(problems(figures)).toEqual(["partD.basePremium is not confirmed, so it needs a note saying why."]);
  });

  it("the income year must be two years before the premium year", () => {
    expect(problems({ ...FIGURES_2026, irmaa: { ...FIGURES_2026.irmaa, incomeYear: 2025 } })).toEqual([
      "irmaa.incomeYear must be 2 years before year (2024 for 2026); it is 2025.",
    ]);
  });
});

describe("checkIrmaaFigures", () => {
  const individual = FIGURES_2026.irmaa.individual;
  const withIndividual = (rows: unknown[]) => checkIrmaaFigures({ ...FIGURES_2026.irmaa, individual: rows });

  it("tiers out of order, a last tier with a top, a middle tier without one", () => {
    expect(withIndividual([individual[0], individual[2], individual[1], ...individual.slice(3)])).toEqual({
      ok: false,
      problems: [
        "irmaa.individual[2].upTo (137000) must be more than the tier before it (171000): lowest income first.",
        "irmaa.individual[2]: the adjustments must not be smaller than the tier before it.",
      ],
    });
    expect(withIndividual([...individual.slice(0, 5), { ...individual[5], upTo: 900_000 }])).toEqual({
      ok: false,
      problems: ["irmaa.individual[5] is the last tier, so upTo must be null (no top); it is 900000."],
    });
    expect(withIndividual([individual[0], { ...individual[1], upTo: null }, ...individual.slice(2)])).toEqual({
      ok: false,
      problems: ["irmaa.individual[1].upTo must be a dollar amount; only the last tier has no top. It is null."],
    });
  });

  it("a first tier that adds something, falling adjustments, a missing edge rule, an empty table", () => {
    expect(withIndividual([{ ...individual[0], partDAdjustment: 1 }, ...individual.slice(1)])).toEqual({
      ok: false,
      problems: ["irmaa.individual[0] is the standard premium: its partBAdjustment and partDAdjustment must be 0."],
    });
    expect(
      withIndividual([...individual.slice(0, 2), { ...individual[2], partBAdjustment: 50 }, ...individual.slice(3)]),
    ).toEqual({
      ok: false,
      problems: ["irmaa.individual[2]: the adjustments must not be smaller than the tier before it."],
    });
    const { includesUpTo: _dropped, ...noEdge } = individual[1]!;
    expect(withIndividual([individual[0], noEdge, ...individual.slice(2)])).toEqual({
      ok: false,
      problems: ['irmaa.individual[1].includesUpTo must be true ("less than or equal to") or false ("less than").'],
    });
    expect(checkIrmaaFigures({ ...FIGURES_2026.irmaa, joint: [] }, "figures.irmaa")).toEqual({
      ok: false,
      problems: ["figures.irmaa.joint must be a list of tiers, lowest income first; it is []."],
    });
    expect(
      withIndividual([individual[0], { ...individual[1], partBAdjustment: -81.2 }, ...individual.slice(2)]),
    ).toEqual({
      ok: false,
      problems: ["irmaa.individual[1].partBAdjustment must be a monthly dollar amount of 0 or more; it is -81.2."],
    });
  });
});

describe("the smaller tables", () => {
  it("Part B alone, with its own path", () => {
    expect(checkPartBFigures(FIGURES_2026.partB)).toEqual({ ok: true, value: FIGURES_2026.partB });
    expect(checkPartBFigures({ standardPremium: FIGURES_2026.partB.standardPremium }, "figures.partB")).toEqual({
      ok: false,
      problems: [
        "figures.partB.deductible is missing: it must be an object with value, source, effectiveYear and confirmed.",
      ],
    });
  });

  it("a couple's poverty guideline must be larger than one person's", () => {
    const one: Figure = FIGURES_2026.povertyGuidelines.householdOf1;
    expect(checkPovertyGuidelineFigures({ householdOf1: one, householdOf2: one })).toEqual({
      ok: false,
      problems: ["povertyGuidelines.householdOf2 (15960) must be more than householdOf1 (15960)."],
    });
  });

  it("Medicare Savings Program percentages must rise, be percentages, and a limit may be null but not text", () => {
    const federal = FIGURES_2026.medicareSavings.federal;
    expect(checkMedicareSavingsFigures({ ...federal, slmbPercent: { ...federal.slmbPercent, value: 90 } })).toEqual({
      ok: false,
      problems: ["medicareSavings: the percentages must rise from QMB to SLMB to QI; they are 100, 90 and 135."],
    });
    expect(checkMedicareSavingsFigures({ ...federal, qiPercent: { ...federal.qiPercent, value: 13_500 } })).toEqual({
      ok: false,
      problems: ["medicareSavings.qiPercent.value is a percentage; 13500 is too large. Did you mean 135?"],
    });
    expect(
      checkMedicareSavingsFigures({
        ...federal,
        resourceLimitCouple: { ...federal.resourceLimitCouple, value: "none" },
      }),
    ).toEqual({
      ok: false,
      problems: [
        'medicareSavings.resourceLimitCouple.value must be a dollar amount of 0 or more (or null for no limit); it is "none".',
      ],
    });
    expect(checkMedicareSavingsFigures(FIGURES_2026.medicareSavings.mississippi).ok).toBe(true);
  });
});
