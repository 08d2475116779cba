import { describe, expect, it } from "vitest";
import { LARGER_HOUSEHOLDS } from "./help-screener.js";
import { parseHelpScreenerQuery, parseIrmaaQuery, parsePartBPenaltyQuery, parsePartDPenaltyQuery } from "./queries.js";

const query = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe("parseIrmaaQuery", () => {
  it("reads an income as people type it: commas, a dollar sign, cents, spaces", () => {
    for (const [typed, value] of [
      ["109000", 109_000],
      ["109,000", 109_000],
      ["$109,000", 109_000],
      [" $ 109,000.5 ", 109_000.5],
      ["1,234,567.89", 1_234_567.89],
      ["0", 0],
    ] as const) {
      expect(parseIrmaaQuery({ magi: typed, filingStatus: "single" })).toEqual({
        ok: true,
        value: { magi: value, filingStatus: "single" },
      });
    }
  });

  it("reads a URL query", () => {
    expect(parseIrmaaQuery(query("?magi=250%2C000&filingStatus=joint"))).toEqual({
      ok: true,
      value: { magi: 250_000, filingStatus: "joint" },
    });
  });

  it("a negative income: explains what to enter instead", () => {
    for (const typed of ["-5000", "-$5,000", "$-5000", "\u22125000"]) {
      expect(parseIrmaaQuery({ magi: typed, filingStatus: "single" })).toEqual({
        ok: false,
        errors: {
          magi: {
            kind: "negative",
            message: "Income can't be less than $0 here. If your tax return shows a loss, enter 0.",
          },
        },
      });
    }
  });

  it("text, badly placed commas, exponents and too many decimals are not a number of dollars", () => {
    for (const typed of ["abc", "12abc", "1e5", "10,00", "$", "Infinity", "0x10", "1.2.3"]) {
      expect(parseIrmaaQuery({ magi: typed, filingStatus: "single" })).toEqual({
        ok: false,
        errors: { magi: { kind: "not-a-number", message: "Please enter a number of dollars, like 109,000." } },
      });
    }
    expect(parseIrmaaQuery({ magi: "109000.555", filingStatus: "single" })).toEqual({
      ok: false,
      errors: {
        magi: {
          kind: "not-a-number",
          message: "Please enter dollars and cents with no more than 2 decimal places, like 109,000.50.",
        },
      },
    });
  });

  it("an absurdly large income is taken as a typing mistake", () => {
    expect(parseIrmaaQuery({ magi: "99999999999999999999", filingStatus: "single" })).toEqual({
      ok: false,
      errors: {
        magi: {
          kind: "too-large",
          message: "Please check the amount: $100,000,000,000,000,000,000 is more than $1,000,000,000.",
        },
      },
    });
    expect(parseIrmaaQuery({ magi: "1,000,000,000", filingStatus: "single" }).ok).toBe(true);
  });

  it("reports every field at once: a missing income and an unknown filing status", () => {
    expect(parseIrmaaQuery({ filingStatus: "married" })).toEqual({
      ok: false,
      errors: {
        magi: {
          kind: "required",
          message: "Please enter your modified adjusted gross income (MAGI) from your tax return of two years ago.",
        },
        filingStatus: { kind: "not-an-option", message: "Please choose one of the filing statuses listed." },
      },
    });
    expect(parseIrmaaQuery({ magi: "1", filingStatus: "  " })).toEqual({
      ok: false,
      errors: { filingStatus: { kind: "required", message: "Please choose how you filed your taxes." } },
    });
    expect(parseIrmaaQuery({ magi: "1", filingStatus: "Separate-Lived-Together" })).toEqual({
      ok: true,
      value: { magi: 1, filingStatus: "separate-lived-together" },
    });
  });
});

describe("parsePartBPenaltyQuery", () => {
  it("reads whole months", () => {
    expect(parsePartBPenaltyQuery({ monthsWithoutCoverage: " 26 " })).toEqual({
      ok: true,
      value: { monthsWithoutCoverage: 26 },
    });
  });

  it("refuses text, fractions, negatives, blanks and more than 50 years, in plain words", () => {
    const error = (typed: string | undefined) =>
      (parsePartBPenaltyQuery({ monthsWithoutCoverage: typed }) as { errors: object }).errors;
    expect(error(undefined)).toEqual({
      monthsWithoutCoverage: {
        kind: "required",
        message: "Please enter how many months you went without Part B or coverage from a current job.",
      },
    });
    expect(error("two years")).toEqual({
      monthsWithoutCoverage: { kind: "not-a-number", message: "Please enter a number of months, like 14." },
    });
    expect(error("1.5")).toEqual({
      monthsWithoutCoverage: { kind: "not-whole", message: "Please enter a whole number of months, like 14." },
    });
    expect(error("-3")).toEqual({
      monthsWithoutCoverage: { kind: "negative", message: "The number of months can't be less than 0." },
    });
    expect(error("601")).toEqual({
      monthsWithoutCoverage: {
        kind: "too-large",
        message: "Please check the number: 601 months is more than 50 years.",
      },
    });
    expect(parsePartBPenaltyQuery({ monthsWithoutCoverage: "600" }).ok).toBe(true);
  });
});

describe("parsePartDPenaltyQuery", () => {
  it("reads months, days and a yes/no (no by default)", () => {
    expect(parsePartDPenaltyQuery(query("uncoveredMonths=14&gapDays=430"))).toEqual({
      ok: true,
      value: { uncoveredMonths: 14, gapDays: 430, extraHelp: false },
    });
    expect(parsePartDPenaltyQuery(query("uncoveredMonths=14&gapDays=1,200&extraHelp=yes"))).toEqual({
      ok: true,
      value: { uncoveredMonths: 14, gapDays: 1200, extraHelp: true },
    });
    expect(parsePartDPenaltyQuery(query("uncoveredMonths=0&gapDays=62&extraHelp=on"))).toMatchObject({
      ok: true,
      value: { extraHelp: true },
    });
  });

  it("refuses each bad field with its own message", () => {
    expect(parsePartDPenaltyQuery({ uncoveredMonths: "x", gapDays: "18301", extraHelp: "maybe" })).toEqual({
      ok: false,
      errors: {
        uncoveredMonths: { kind: "not-a-number", message: "Please enter a number of months, like 14." },
        gapDays: { kind: "too-large", message: "Please check the number: 18301 days is more than 50 years." },
        extraHelp: { kind: "not-an-option", message: "Please answer yes or no: do you get Extra Help?" },
      },
    });
    expect(parsePartDPenaltyQuery({ uncoveredMonths: "3" })).toEqual({
      ok: false,
      errors: {
        gapDays: {
          kind: "required",
          message: "Please enter the longest time, in days, you went without creditable drug coverage.",
        },
      },
    });
  });
});

describe("parseHelpScreenerQuery", () => {
  it("reads a household, its income and resources; Mississippi by default", () => {
    expect(parseHelpScreenerQuery(query("householdSize=2&monthlyIncome=%241%2C850&resources=0"))).toEqual({
      ok: true,
      value: { householdSize: 2, monthlyIncome: 1850, resources: 0, state: "MS" },
    });
    expect(parseHelpScreenerQuery({ householdSize: "1", monthlyIncome: "900", resources: "12", state: "al" })).toEqual({
      ok: true,
      value: { householdSize: 1, monthlyIncome: 900, resources: 12, state: "other" },
    });
    expect(
      parseHelpScreenerQuery({ householdSize: "1", monthlyIncome: "900", resources: "12", state: "Mississippi" }),
    ).toMatchObject({ ok: true, value: { state: "MS" } });
  });

  it("a household of 0, of 3 or more, or of hundreds", () => {
    const error = (householdSize: string) =>
      (parseHelpScreenerQuery({ householdSize, monthlyIncome: "900", resources: "0" }) as { errors: object }).errors;
    expect(error("0")).toEqual({
      householdSize: {
        kind: "too-small",
        message: "A household has at least 1 person: you. Choose 1 if you live alone or are not married.",
      },
    });
    expect(error("3")).toEqual({ householdSize: { kind: "larger-household", message: LARGER_HOUSEHOLDS } });
    expect(error("20")).toEqual({ householdSize: { kind: "larger-household", message: LARGER_HOUSEHOLDS } });
    expect(error("21")).toEqual({
      householdSize: { kind: "too-large", message: "Please check the number of people." },
    });
    expect(error("two")).toEqual({
      householdSize: { kind: "not-a-number", message: "Please enter a number of people, like 1." },
    });
  });

  it("negative income or savings, text, absurd amounts and an unknown state", () => {
    expect(
      parseHelpScreenerQuery({ householdSize: "1", monthlyIncome: "-100", resources: "lots", state: "Narnia" }),
    ).toEqual({
      ok: false,
      errors: {
        monthlyIncome: { kind: "negative", message: "Income can't be less than $0. Enter 0 if you have no income." },
        resources: { kind: "not-a-number", message: "Please enter a number of dollars, like 5,000." },
        state: { kind: "not-an-option", message: "Please choose Mississippi or another state." },
      },
    });
    expect(parseHelpScreenerQuery({ householdSize: "1", monthlyIncome: "2,000,000", resources: "-1" })).toEqual({
      ok: false,
      errors: {
        monthlyIncome: { kind: "too-large", message: "Please check the amount: $2,000,000 is more than $1,000,000." },
        resources: { kind: "negative", message: "Savings can't be less than $0. Enter 0 if you have none." },
      },
    });
    expect(parseHelpScreenerQuery({})).toEqual({
      ok: false,
      errors: {
        householdSize: {
          kind: "required",
          message: "Please choose 1 if you live alone or are not married, or 2 for a married couple.",
        },
        monthlyIncome: {
          kind: "required",
          message: "Please enter your monthly income before deductions. For a couple, add both incomes.",
        },
        resources: {
          kind: "required",
          message: "Please enter your savings and other resources. Enter 0 if you have none.",
        },
      },
    });
  });
});
