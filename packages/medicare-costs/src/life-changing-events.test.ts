import { describe, expect, it } from "vitest";
import { LIFE_CHANGING_EVENT_FORM, LIFE_CHANGING_EVENTS } from "./life-changing-events.js";

describe("life-changing events (form SSA-44)", () => {
  it("lists the form's eight events in its order", () => {
    expect(LIFE_CHANGING_EVENTS.map((event) => event.id)).toEqual([
      "marriage",
      "divorce-or-annulment",
      "death-of-spouse",
      "work-stoppage",
      "work-reduction",
      "loss-of-income-producing-property",
      "loss-of-pension-income",
      "employer-settlement-payment",
    ]);
  });

  it("gives each a short label and a plain sentence", () => {
    for (const event of LIFE_CHANGING_EVENTS) {
      expect(event.label.length).toBeLessThanOrEqual(45);
      expect(event.description).toMatch(/^[A-Z].*\.$/);
    }
    expect(LIFE_CHANGING_EVENT_FORM.formUrl).toBe("https://www.ssa.gov/forms/ssa-44.pdf");
  });
});
