import { describe, expect, it } from "vitest";
import { BLOCKS } from "@contentful/rich-text-types";
import type { PlainEntry } from "./internal/plain.js";
import { FIGURES_2026 } from "@tupelo-medicare/medicare-costs";
import { toMedicareCostFigures, toMedicareMoneyCalculator, toMedicareTimelineTool } from "./schemas.js";
import { createEmbeddedContentClient } from "./embedded/index.js";

const entry = (contentType: string, fields: Record<string, unknown>): PlainEntry =>
  ({ sys: { id: "t1", type: "Entry", contentType: { sys: { id: contentType } } }, fields }) as unknown as PlainEntry;

describe("toMedicareTimelineTool", () => {
  it("reads the heading, intro and the figures of the year's medicareCostFigures entry it links", () => {
    expect(
      toMedicareTimelineTool(
        entry("medicareTimelineTool", {
          title: "x",
          heading: " My dates ",
          intro: "Hi",
          figures: figuresEntry({ title: "Figures 2026", year: 2026, figures: FIGURES_2026 }),
        }),
      ),
    ).toEqual({
      id: "t1",
      heading: "My dates",
      intro: "Hi",
      figures: {
        year: 2026,
        partBPremium: FIGURES_2026.partB.standardPremium.value,
        partDBasePremium: FIGURES_2026.partD.basePremium.value,
      },
      figuresEntry: { id: "figures-2026", title: "Figures 2026" },
      figuresProblems: [],
    });
  });

  it("names figures that cannot be used (the page shows an error state), and is nothing for another type", () => {
    const broken = structuredClone(FIGURES_2026) as unknown as { partB: { standardPremium: { value: unknown } } };
    broken.partB.standardPremium.value = "a lot";
    const tool = toMedicareTimelineTool(
      entry("medicareTimelineTool", { title: "x", figures: figuresEntry({ title: "f", year: 2026, figures: broken }) }),
    );
    expect(tool).toMatchObject({
      heading: "Your Medicare timeline",
      figures: null,
      figuresEntry: { id: "figures-2026" },
    });
    expect(tool?.figuresProblems.join(" ")).toContain("figures.partB.standardPremium.value");
    expect(toMedicareTimelineTool(entry("medicareTimelineTool", { title: "x" }))).toMatchObject({
      figures: null,
      figuresProblems: ["No medicareCostFigures entry is linked."],
    });
    expect(toMedicareTimelineTool(entry("websiteCta", { title: "x" }))).toBeNull();
    expect(toMedicareTimelineTool(null)).toBeNull();
  });

  it("the embedded calculators page embeds the tool linking the 2026 figures the calculators use", async () => {
    const page = await createEmbeddedContentClient({ strict: true }).getFoundationalPage("calculators");
    const body = JSON.stringify(page?.body);
    expect(body).toContain('"tool-medicare-timeline"');
    const found: unknown[] = [];
    const walk = (node: unknown) => {
      if (typeof node !== "object" || node === null) return;
      const target = (node as { data?: { target?: PlainEntry } }).data?.target;
      if (target?.sys?.id === "tool-medicare-timeline") found.push(toMedicareTimelineTool(target));
      for (const child of (node as { content?: unknown[] }).content ?? []) walk(child);
    };
    walk(page?.body);
    expect(found).toEqual([
      expect.objectContaining({
        figures: { year: 2026, partBPremium: 202.9, partDBasePremium: 38.99 },
        figuresEntry: { id: "medicare-cost-figures-2026", title: "Medicare cost figures 2026" },
      }),
    ]);
  });
});

const figuresEntry = (fields: Record<string, unknown>): PlainEntry =>
  ({
    sys: {
      id: "figures-2026",
      type: "Entry",
      contentType: { sys: { id: "medicareCostFigures" } },
      createdAt: "2026-11-26T15:00:00.000Z",
      updatedAt: "2026-11-26T15:00:00.000Z",
    },
    fields,
  }) as unknown as PlainEntry;

describe("toMedicareMoneyCalculator", () => {
  it("reads which calculator, its wording and the linked year's figures, checked", () => {
    const calculator = toMedicareMoneyCalculator(
      entry("medicareMoneyCalculator", {
        title: "x",
        calculator: "irmaa",
        heading: " Income and premiums ",
        intro: "Hi",
        figures: figuresEntry({ title: "Figures 2026", year: 2026, figures: FIGURES_2026 }),
      }),
    );
    expect(calculator).toEqual({
      id: "t1",
      calculator: "irmaa",
      heading: "Income and premiums",
      intro: "Hi",
      figures: { ok: true, entryId: "figures-2026", title: "Figures 2026", year: 2026, value: FIGURES_2026 },
    });
  });

  it("gives each calculator a default heading, and nothing for another type or an unknown calculator", () => {
    const figures = figuresEntry({ title: "f", year: 2026, figures: FIGURES_2026 });
    expect(
      toMedicareMoneyCalculator(entry("medicareMoneyCalculator", { title: "x", calculator: "help-paying", figures }))
        ?.heading,
    ).toBe("Could you get help paying for Medicare?");
    expect(
      toMedicareMoneyCalculator(entry("medicareMoneyCalculator", { title: "x", calculator: "taxes", figures })),
    ).toBeNull();
    expect(toMedicareMoneyCalculator(entry("websiteCta", { title: "x", calculator: "irmaa", figures }))).toBeNull();
    expect(toMedicareMoneyCalculator(null)).toBeNull();
  });

  it("names a malformed figures entry and each problem instead of failing (the page shows an error state)", () => {
    const broken = structuredClone(FIGURES_2026) as unknown as { partB: { standardPremium: { value: unknown } } };
    broken.partB.standardPremium.value = "a lot";
    const calculator = toMedicareMoneyCalculator(
      entry("medicareMoneyCalculator", {
        title: "x",
        calculator: "late-penalties",
        figures: figuresEntry({ title: "Figures 2026", year: 2026, figures: broken }),
      }),
    );
    expect(calculator?.figures.ok).toBe(false);
    expect(calculator?.figures).toMatchObject({ entryId: "figures-2026", title: "Figures 2026" });
    expect(calculator?.figures.ok === false && calculator.figures.problems.join("\n")).toContain(
      "figures.partB.standardPremium.value",
    );
  });

  it("refuses figures whose year is not the entry's, figures that are not an object, and a missing link", () => {
    expect(toMedicareCostFigures(figuresEntry({ title: "f", year: 2027, figures: FIGURES_2026 }))).toMatchObject({
      ok: false,
      problems: ["figures.year (2026) is not the entry's year (2027)."],
    });
    expect(toMedicareCostFigures(figuresEntry({ title: "f", year: 2026, figures: "none" }))).toMatchObject({
      ok: false,
      entryId: "figures-2026",
    });
    expect(toMedicareCostFigures(null)).toEqual({
      ok: false,
      entryId: null,
      title: "",
      problems: ["No medicareCostFigures entry is linked."],
    });
  });

  it("the embedded calculators page embeds the three calculators, each with the 2026 figures, after the timeline", async () => {
    const page = await createEmbeddedContentClient({ strict: true }).getFoundationalPage("calculators");
    const targets = (page?.body?.content ?? [])
      .filter((node) => node.nodeType === BLOCKS.EMBEDDED_ENTRY)
      .map((node) => (node.data as { target: PlainEntry }).target);
    const tools = targets.map((target) => target.sys.id);
    expect(tools.indexOf("tool-medicare-timeline")).toBeLessThan(tools.indexOf("calculator-irmaa"));
    const calculators = targets.flatMap((target) => toMedicareMoneyCalculator(target) ?? []);
    expect(calculators.map((calculator) => calculator.calculator)).toEqual(["irmaa", "late-penalties", "help-paying"]);
    for (const calculator of calculators) {
      expect(calculator.figures).toMatchObject({ ok: true, year: 2026, entryId: "medicare-cost-figures-2026" });
      expect(calculator.figures.ok && calculator.figures.value).toEqual(FIGURES_2026);
    }
  });
});
