import { describe, expect, it } from "vitest";
import { FIGURES_2026 } from "@tupelo-medicare/medicare-costs";
import { askedCalculators, MAX_MONEY_FIELD_LENGTH, moneyFieldsFromQuery, queryWithMoneyFields } from "./money-query.js";
import { moneyFigures } from "./money-figures.js";
import { moneyOutcome, PENALTIES_NOTHING_ANSWERED } from "./money-outcome.js";

describe("money calculator queries", () => {
  it("reads each calculator's own names, so several calculators and the timeline share one address", () => {
    const search = "?dob=1961-08-15&ss=no&magi=150%2C000&filingStatus=single&householdSize=1";
    expect(askedCalculators(search)).toEqual(["irmaa", "help-paying"]);
    expect(moneyFieldsFromQuery("irmaa", search)).toEqual({
      fields: { magi: "150,000", filingStatus: "single" },
      asked: true,
    });
    expect(moneyFieldsFromQuery("late-penalties", search).asked).toBe(false);
    expect(askedCalculators("?dob=1961-08-15&page=2")).toEqual([]);
  });

  it("an empty field still asks (a plain submission sends every text field), and values are trimmed and cut", () => {
    expect(moneyFieldsFromQuery("late-penalties", "?monthsWithoutCoverage=&uncoveredMonths=")).toEqual({
      fields: { monthsWithoutCoverage: "", uncoveredMonths: "", gapDays: "", extraHelp: "" },
      asked: true,
    });
    const long = moneyFieldsFromQuery("irmaa", `?magi=${"9".repeat(100)}`).fields.magi!;
    expect(long).toHaveLength(MAX_MONEY_FIELD_LENGTH);
  });

  it("writes the calculator's filled fields into the address and keeps everything else", () => {
    expect(
      queryWithMoneyFields("irmaa", { magi: "109,001", filingStatus: "joint" }, "?dob=1961-08-15&magi=1&filingStatus="),
    ).toBe("?dob=1961-08-15&magi=109%2C001&filingStatus=joint");
    expect(queryWithMoneyFields("help-paying", { householdSize: "", monthlyIncome: "" }, "")).toBe("");
  });
});

describe("money calculator outcomes (the parse functions' messages, the rules' results)", () => {
  it("IRMAA: the bracket for a query, and the package's messages under bad fields", () => {
    const outcome = moneyOutcome({ magi: "150000", filingStatus: "single" }, moneyFigures("irmaa", FIGURES_2026));
    expect(outcome.kind === "result" && outcome.result.kind === "irmaa" && outcome.result.irmaa.partBPremium).toEqual({
      confirmed: true,
      dollars: 405.8,
    });
    expect(moneyOutcome({ magi: "-5", filingStatus: "" }, moneyFigures("irmaa", FIGURES_2026))).toEqual({
      kind: "errors",
      errors: {
        magi: "Income can't be less than $0 here. If your tax return shows a loss, enter 0.",
        filingStatus: "Please choose how you filed your taxes.",
      },
    });
  });

  it("late penalties: either part alone, both, and a message when neither is answered", () => {
    const onlyB = moneyOutcome({ monthsWithoutCoverage: "26" }, moneyFigures("late-penalties", FIGURES_2026));
    expect(onlyB.kind === "result" && onlyB.result.kind === "late-penalties" && onlyB.result).toMatchObject({
      partB: { percent: 20, penalty: { dollars: 40.6 } },
      partD: null,
    });
    const onlyD = moneyOutcome({ uncoveredMonths: "14", gapDays: "90" }, moneyFigures("late-penalties", FIGURES_2026));
    expect(onlyD.kind === "result" && onlyD.result.kind === "late-penalties" && onlyD.result).toMatchObject({
      partB: null,
      partD: { percent: 14, penalty: { dollars: 5.5 } },
    });
    expect(
      moneyOutcome({ monthsWithoutCoverage: "", gapDays: "" }, moneyFigures("late-penalties", FIGURES_2026)),
    ).toEqual({
      kind: "errors",
      errors: { monthsWithoutCoverage: PENALTIES_NOTHING_ANSWERED },
    });
    const bad = moneyOutcome(
      { monthsWithoutCoverage: "2.5", uncoveredMonths: "3" },
      moneyFigures("late-penalties", FIGURES_2026),
    );
    expect(bad.kind === "errors" && Object.keys(bad.errors)).toEqual(["monthsWithoutCoverage", "gapDays"]);
  });

  it("help paying: may qualify, and a household of 0 or of text refused with the package's words", () => {
    const outcome = moneyOutcome(
      { householdSize: "1", monthlyIncome: "1300", resources: "5000", state: "MS" },
      moneyFigures("help-paying", FIGURES_2026),
    );
    expect(
      outcome.kind === "result" && outcome.result.kind === "help-paying" && outcome.result.help.medicareSavings.answer,
    ).toBe("may-qualify");
    const bad = moneyOutcome(
      { householdSize: "0", monthlyIncome: "lots", resources: "" },
      moneyFigures("help-paying", FIGURES_2026),
    );
    expect(bad.kind === "errors" && bad.errors).toMatchObject({
      householdSize: "A household has at least 1 person: you. Choose 1 if you live alone or are not married.",
      monthlyIncome: "Please enter a number of dollars, like 1,350.",
    });
  });
});
