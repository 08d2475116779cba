import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { doc, heading, paragraph } from "./fixtures/builders.js";
import { everyNodeTypeDocument } from "./fixtures/every-node-type.js";
import { repeatedHeadingsDocument } from "./fixtures/headings.js";
import { RichText, getContentsList } from "./index.js";

describe("heading anchor ids", () => {
  it("gives every heading an id from its text", () => {
    const { container } = render(<RichText document={everyNodeTypeDocument} />);
    expect([...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => h.id)).toEqual([
      "what-is-medicare-",
      "the-four-parts",
      "compare-the-plans",
      "a-word-from-a-client",
      "links",
      "embedded-content",
    ]);
  });

  it("keeps ids unique within a document by appending -2, -3, skipping ids already taken", () => {
    const { container } = render(<RichText document={repeatedHeadingsDocument} />);
    const ids = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => h.id);
    expect(ids.slice(0, 4)).toEqual(["costs", "costs-2", "costs-3", "costs-2-2"]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("builds ids from all the text of a heading, marks and links included", () => {
    const { container } = render(<RichText document={repeatedHeadingsDocument} />);
    expect(container.querySelector("#part-b-what-you-pay-in-2026-")).toHaveTextContent("Part B: What You Pay in 2026?");
    expect(container.querySelector("#eligibility-rules")).toHaveTextContent("Eligibility rules");
  });

  it("starts again for each document", () => {
    const { container } = render(
      <>
        <RichText document={doc(heading(1, "Costs"))} />
        <RichText document={doc(heading(1, "Costs"))} />
      </>,
    );
    expect([...container.querySelectorAll("h1")].map((h) => h.id)).toEqual(["costs", "costs"]);
  });
});

describe("getContentsList", () => {
  it("lists the level-1 headings with the ids the renderer gives them", () => {
    const { container } = render(<RichText document={repeatedHeadingsDocument} />);
    const items = getContentsList(repeatedHeadingsDocument);
    expect(items).toEqual([
      { id: "costs", text: "Costs" },
      { id: "costs-3", text: "Costs" },
      { id: "costs-2-2", text: "Costs 2" },
      { id: "part-b-what-you-pay-in-2026-", text: "Part B: What You Pay in 2026?" },
      { id: "-enrollment-periods-deadlines-", text: "Enrollment  Periods & Deadlines!!" },
      { id: "eligibility-rules", text: "Eligibility rules" },
    ]);
    for (const item of items) expect(container.querySelector(`h1[id="${item.id}"]`)).not.toBeNull();
  });

  it("leaves out lower-level headings and headings without text", () => {
    const items = getContentsList(doc(heading(2, "Two"), heading(1, ""), heading(1, "One"), paragraph("p")));
    expect(items).toEqual([{ id: "one", text: "One" }]);
  });

  it("is empty for a missing document", () => {
    expect(getContentsList(null)).toEqual([]);
    expect(getContentsList(undefined)).toEqual([]);
  });
});
