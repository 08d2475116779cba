import { MARKS } from "@contentful/rich-text-types";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { doc, heading, paragraph, table, text } from "./fixtures/builders.js";
import { everyNodeTypeDocument } from "./fixtures/every-node-type.js";
import { RichText, renderRichText } from "./index.js";

describe("blocks", () => {
  it("renders paragraphs, lists, list items, blockquote and hr as their HTML elements", () => {
    const { container } = render(<RichText document={everyNodeTypeDocument} />);
    expect(container.querySelectorAll("p").length).toBeGreaterThan(5);
    const [unordered] = container.querySelectorAll("ul");
    expect(unordered?.querySelectorAll(":scope > li")).toHaveLength(2);
    expect(unordered?.querySelector("li > ol > li")).toHaveTextContent("Doctor visits");
    expect(container.querySelectorAll("ol")).toHaveLength(2);
    expect(container.querySelector("blockquote > p")).toHaveTextContent("They explained everything in plain English.");
    expect(container.querySelectorAll("hr")).toHaveLength(1);
  });

  it("renders heading-1 to heading-6 as h1 to h6", () => {
    render(<RichText document={everyNodeTypeDocument} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("What Is Medicare?");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("The four parts");
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Compare the plans");
    expect(screen.getByRole("heading", { level: 4 })).toHaveTextContent("A word from a client");
    expect(screen.getByRole("heading", { level: 5 })).toHaveTextContent("Links");
    expect(screen.getByRole("heading", { level: 6 })).toHaveTextContent("Embedded content");
  });

  it("shifts heading levels by headingOffset, capped at h6", () => {
    const levels = [1, 2, 3, 4, 5, 6] as const;
    const { container } = render(
      <RichText document={doc(...levels.map((level) => heading(level, `Level ${level}`)))} headingOffset={1} />,
    );
    expect([...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((element) => element.tagName)).toEqual([
      "H2",
      "H3",
      "H4",
      "H5",
      "H6",
      "H6",
    ]);
  });

  it("keeps a valid outline whatever levels editors pick: never more than one level below the heading before", () => {
    const { container } = render(
      <RichText
        document={doc(
          heading(2, "Starts at two"),
          heading(4, "Skips to four"),
          heading(6, "Skips to six"),
          heading(3, "Back up"),
          heading(2, "Section"),
        )}
        headingOffset={1}
      />,
    );
    expect(
      [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map(
        (element) => `${element.tagName} ${element.textContent}`,
      ),
    ).toEqual(["H2 Starts at two", "H3 Skips to four", "H4 Skips to six", "H4 Back up", "H3 Section"]);
  });

  it("renders a table with a thead of th scope=col cells, wrapped in a focusable horizontal scroller", () => {
    render(<RichText document={everyNodeTypeDocument} />);
    const scroller = screen.getByRole("group", { name: "Table" });
    expect(scroller).toHaveAttribute("tabindex", "0");
    expect(scroller).toHaveClass("overflow-x-auto");
    expect(scroller).not.toHaveAttribute("style");
    const tableElement = within(scroller).getByRole("table");
    const headers = within(tableElement).getAllByRole("columnheader");
    expect(headers.map((th) => [th.tagName, th.getAttribute("scope"), th.textContent])).toEqual([
      ["TH", "col", "Plan"],
      ["TH", "col", "Premium"],
      ["TH", "col", "Deductible"],
    ]);
    expect(tableElement.querySelectorAll("thead tr")).toHaveLength(1);
    expect(tableElement.querySelectorAll("tbody tr")).toHaveLength(2);
    expect(tableElement.querySelectorAll("tbody td")).toHaveLength(6);
  });

  it("renders a table without a header row entirely in tbody", () => {
    const { container } = render(
      <RichText
        document={doc(
          table(
            [
              ["a", "b"],
              ["c", "d"],
            ],
            { header: false },
          ),
        )}
      />,
    );
    expect(container.querySelector("thead")).toBeNull();
    expect(container.querySelectorAll("tbody td")).toHaveLength(4);
  });

  it("gives header cells outside the first row scope=row and renders empty header cells as td", () => {
    const rows = table([
      ["", "Plan G"],
      ["Premium", "$140"],
    ]);
    const secondRow = rows.content[1] as (typeof rows.content)[number] & { content: Array<{ nodeType: string }> };
    secondRow.content[0]!.nodeType = "table-header-cell";
    const { container } = render(<RichText document={doc(rows)} />);
    expect(container.querySelector("thead td")).toHaveTextContent("");
    expect(container.querySelector("thead th")).toHaveAttribute("scope", "col");
    expect(container.querySelector("tbody th")).toHaveAttribute("scope", "row");
    expect(container.querySelector("tbody th")).toHaveTextContent("Premium");
  });

  it("leaves out headings without text (screen readers would announce a blank heading)", () => {
    const { container } = render(<RichText document={doc(heading(2, "  "), heading(3, ""), paragraph("x"))} />);
    expect(container.querySelectorAll("h2, h3")).toHaveLength(0);
    expect(container.querySelector("p")).toHaveTextContent("x");
  });

  it("drops the empty trailing paragraph the editor always adds", () => {
    const { container } = render(<RichText document={doc(paragraph("Only"), paragraph(""))} />);
    expect(container.querySelectorAll("p")).toHaveLength(1);
  });

  it("turns soft line breaks in text into br elements", () => {
    const { container } = render(<RichText document={doc(paragraph("Line one\nLine two"))} />);
    expect(container.querySelectorAll("p br")).toHaveLength(1);
    expect(container.querySelector("p")).toHaveTextContent("Line oneLine two");
  });
});

describe("marks", () => {
  it.each([
    [MARKS.BOLD, "STRONG"],
    [MARKS.ITALIC, "EM"],
    [MARKS.UNDERLINE, "U"],
    [MARKS.CODE, "CODE"],
    [MARKS.SUPERSCRIPT, "SUP"],
    [MARKS.SUBSCRIPT, "SUB"],
    [MARKS.STRIKETHROUGH, "S"],
  ])("renders the %s mark as <%s>", (mark, tag) => {
    const { container } = render(<RichText document={doc(paragraph(text("marked", mark)))} />);
    const element = container.querySelector("p > *");
    expect(element?.tagName).toBe(tag);
    expect(element).toHaveTextContent("marked");
  });

  it("nests several marks on one text", () => {
    const { container } = render(<RichText document={doc(paragraph(text("both", MARKS.BOLD, MARKS.ITALIC)))} />);
    expect(container.querySelector("p em > strong, p strong > em")).toHaveTextContent("both");
  });
});

describe("input that is not a document", () => {
  it.each([null, undefined, {}, { nodeType: "paragraph", content: [] }, "text", 42])(
    "renders nothing for %j",
    (value) => {
      expect(renderRichText(value as never)).toBeNull();
    },
  );

  it("wraps the output in a div with the given class", () => {
    const { container } = render(<RichText document={doc(paragraph("x"))} className="prose" />);
    expect(container.firstElementChild).toHaveAttribute("data-slot", "rich-text");
    expect(container.firstElementChild).toHaveClass("prose");
  });
});
