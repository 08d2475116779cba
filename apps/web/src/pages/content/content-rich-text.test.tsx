import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIGURES_2026 } from "@tupelo-medicare/medicare-costs";
import { TestSite, testSite } from "../../test-support/page-harness.js";
import { ContentRichText } from "./content-rich-text.js";

const entry = (id: string, contentType: string, fields: Record<string, unknown>) => ({
  sys: { id, type: "Entry", contentType: { sys: { id: contentType } }, createdAt: "", updatedAt: "" },
  fields,
});

/** A body embedding the timeline tool, its figures entry as given. */
type Document = Parameters<typeof ContentRichText>[0]["document"];
const body = (figures: unknown): Document =>
  ({
    nodeType: "document",
    data: {},
    content: [
      {
        nodeType: "embedded-entry-block",
        data: {
          target: entry("tool-medicare-timeline", "medicareTimelineTool", {
            title: "Timeline",
            heading: "Your Medicare timeline",
            figures: entry("figures-2026", "medicareCostFigures", { title: "Figures 2026", year: 2026, figures }),
          }),
        },
        content: [],
      },
    ],
  }) as unknown as Document;

const render = (document: Document) =>
  renderToStaticMarkup(
    <TestSite>
      <ContentRichText document={document} />
    </TestSite>,
  );

afterEach(() => vi.restoreAllMocks());

describe("the timeline tool in rich text", () => {
  it("is placed with the figures of the medicareCostFigures entry it links", () => {
    const html = render(body(FIGURES_2026));
    expect(html).toContain('data-slot="medicare-timeline"');
    expect(html).not.toContain("figures could not be read");
  });

  it("shows an error state with the office's phone, and names the entry and each problem in the log, when its figures cannot be read", () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void errors.push(String(line)));
    const broken = structuredClone(FIGURES_2026) as unknown as { partB: { standardPremium: { value: unknown } } };
    broken.partB.standardPremium.value = "a lot";
    const html = render(body(broken));
    expect(html).not.toContain('data-slot="medicare-timeline"');
    expect(html).toContain("This tool can&#x27;t show your timeline right now");
    expect(html).toContain(testSite.phone.display);
    expect(errors).toEqual([
      expect.stringMatching(
        /^\[content\] medicareTimelineTool 'tool-medicare-timeline': its figures entry 'figures-2026' \(Figures 2026\) cannot be used, so the tool shows an error: .*figures\.partB\.standardPremium\.value/,
      ),
    ]);
  });
});
