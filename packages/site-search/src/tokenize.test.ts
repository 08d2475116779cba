import { describe, expect, it } from "vitest";
import { stem, termSpans, tokenize } from "./tokenize.js";

describe("tokenize", () => {
  it("lower-cases, strips accents and splits on anything but letters and digits", () => {
    expect(tokenize("Médicare—Advantage/HMO")).toEqual(["medicare", "advantage", "hmo"]);
  });

  it("keeps single letters and digits, so Part D, Plan G and 65 survive", () => {
    expect(tokenize("Part D, Plan G, turning 65")).toEqual(["part", "d", "plan", "g", "turning", "65"]);
  });

  it("drops 'a' as a stop word except after part or plan", () => {
    expect(tokenize("a Part A plan")).toEqual(["part", "a", "plan"]);
    expect(tokenize("Plan A and Parts A and B")).toEqual(["plan", "a", "part", "a", "b"]);
  });

  it("keeps question words, which carry a query", () => {
    expect(tokenize("What is Medicare?")).toEqual(["what", "medicare"]);
  });

  it("drops the possessive and folds plurals", () => {
    expect(tokenize("Medicare's penalties and HMOs")).toEqual(["medicare", "penalty", "hmo"]);
  });

  it("reads a number with thousands separators as one number", () => {
    expect(tokenize("the $2,100 cap, $38.99")).toEqual(["2100", "cap", "38", "99"]);
  });

  it("gives each term the position of its word", () => {
    const text = "Avoid the Part D penalty";
    expect(termSpans(text).map((span) => text.slice(span.start, span.end))).toEqual(["Avoid", "Part", "D", "penalty"]);
  });
});

describe("stem", () => {
  it("folds common plurals and leaves short words, -ss and -us alone", () => {
    expect(["penalties", "plans", "premiums", "status", "class", "irs", "basis"].map(stem)).toEqual([
      "penalty",
      "plan",
      "premium",
      "status",
      "class",
      "irs",
      "basis",
    ]);
  });
});
