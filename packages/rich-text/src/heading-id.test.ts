import { describe, expect, it } from "vitest";
import { headingId } from "./index.js";

describe("headingId", () => {
  it("lower-cases the text", () => {
    expect(headingId("Medicare")).toBe("medicare");
  });

  it("replaces every run of non-alphanumerics with one hyphen", () => {
    expect(headingId("Part B: What You Pay")).toBe("part-b-what-you-pay");
    expect(headingId("Plan G  &  Plan N")).toBe("plan-g-plan-n");
  });

  it("keeps leading and trailing runs as hyphens, as the rule says (old anchors keep working)", () => {
    expect(headingId("What Is Medicare?")).toBe("what-is-medicare-");
    expect(headingId(" 2026 costs")).toBe("-2026-costs");
  });

  it("treats non-ASCII letters as non-alphanumerics", () => {
    expect(headingId("Año Médico")).toBe("a-o-m-dico");
  });

  it("falls back to 'section' for empty text so the id is never empty", () => {
    expect(headingId("")).toBe("section");
  });
});
