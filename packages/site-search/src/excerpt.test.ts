import { describe, expect, it } from "vitest";
import { excerpt, highlight } from "./excerpt.js";

const joined = (segments: Array<{ text: string }>) => segments.map((segment) => segment.text).join("");

describe("highlight", () => {
  it("marks the words whose terms matched and gives back the text exactly", () => {
    const text = "The Part D late penalty, explained.";
    const segments = highlight(text, ["d", "penalty"]);
    expect(joined(segments)).toBe(text);
    expect(segments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(["D", "penalty"]);
  });

  it("matches plurals and accents the way the index does", () => {
    expect(
      highlight("Penalties for Médigap", ["penalty", "medigap"])
        .filter((s) => s.match)
        .map((s) => s.text),
    ).toEqual(["Penalties", "Médigap"]);
  });
});

describe("excerpt", () => {
  const long = `${"Filler words about nothing in particular. ".repeat(10)}The IRMAA surcharge applies to higher incomes. ${"More filler text here. ".repeat(10)}`;

  it("centres on the matched words and marks the cuts with an ellipsis", () => {
    const segments = excerpt(long, new Set(["irmaa"]), 120);
    expect(segments[0]).toEqual({ text: expect.stringMatching(/^…/), match: false });
    expect(segments.at(-1)?.text.endsWith("…")).toBe(true);
    expect(segments.some((segment) => segment.match && segment.text === "IRMAA")).toBe(true);
    expect(joined(segments).length).toBeLessThanOrEqual(125);
  });

  it("starts at the beginning when nothing matches", () => {
    const segments = excerpt(long, new Set(["medigap"]), 60);
    expect(segments).toEqual([{ text: expect.stringMatching(/^Filler words.*…$/), match: false }]);
  });

  it("never cuts a word in half", () => {
    const text = joined(excerpt(long, new Set(["surcharge"]), 80)).replace(/…/g, "");
    for (const word of text.trim().split(/\s+/)) expect(long).toMatch(new RegExp(`\\b${word.replace(/[.]/g, "\\.")}`));
  });
});
