import { describe, expect, it } from "vitest";
import type { PlainEntry } from "./internal/plain.js";
import { toMedicareTimelineTool } from "./schemas.js";
import { createEmbeddedContentClient } from "./embedded/index.js";

const entry = (contentType: string, fields: Record<string, unknown>): PlainEntry =>
  ({ sys: { id: "t1", type: "Entry", contentType: { sys: { id: contentType } } }, fields }) as unknown as PlainEntry;

describe("toMedicareTimelineTool", () => {
  it("reads the heading, intro and the year's figures", () => {
    expect(
      toMedicareTimelineTool(
        entry("medicareTimelineTool", {
          title: "x",
          heading: " My dates ",
          intro: "Hi",
          figuresYear: 2026,
          partBPremium: 202.9,
          partDBasePremium: 38.99,
        }),
      ),
    ).toEqual({
      id: "t1",
      heading: "My dates",
      intro: "Hi",
      figures: { year: 2026, partBPremium: 202.9, partDBasePremium: 38.99 },
    });
  });

  it("gives a default heading, and nothing for another type or figures that are not figures", () => {
    expect(
      toMedicareTimelineTool(
        entry("medicareTimelineTool", { title: "x", figuresYear: 2026, partBPremium: 1, partDBasePremium: 2 }),
      )?.heading,
    ).toBe("Your Medicare timeline");
    expect(
      toMedicareTimelineTool(entry("websiteCta", { figuresYear: 2026, partBPremium: 1, partDBasePremium: 2 })),
    ).toBeNull();
    expect(
      toMedicareTimelineTool(
        entry("medicareTimelineTool", { title: "x", figuresYear: 2026.5, partBPremium: 1, partDBasePremium: 2 }),
      ),
    ).toBeNull();
    expect(
      toMedicareTimelineTool(
        entry("medicareTimelineTool", { title: "x", figuresYear: 2026, partBPremium: -1, partDBasePremium: 2 }),
      ),
    ).toBeNull();
    expect(toMedicareTimelineTool(null)).toBeNull();
  });

  it("the embedded calculators page embeds the tool with the 2026 figures", async () => {
    const page = await createEmbeddedContentClient({ strict: true }).getFoundationalPage("calculators");
    const embedded = JSON.stringify(page?.body).includes('"tool-medicare-timeline"');
    expect(embedded).toBe(true);
  });
});
