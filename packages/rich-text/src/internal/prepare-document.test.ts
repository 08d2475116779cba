import { BLOCKS, INLINES, MARKS } from "@contentful/rich-text-types";
import { describe, expect, it } from "vitest";
import { block, doc, heading, hyperlink, paragraph, text } from "../fixtures/builders.js";
import { MAX_DEPTH, prepareDocument } from "./prepare-document.js";

describe("prepareDocument", () => {
  it("returns null for anything that is not a document", () => {
    expect(prepareDocument(null)).toBeNull();
    expect(prepareDocument(paragraph("x"))).toBeNull();
  });

  it("drops unknown node types and marks, and repeats of a mark", () => {
    const prepared = prepareDocument({
      nodeType: "document",
      content: [
        { nodeType: "iframe", content: [] },
        paragraph({
          nodeType: "text",
          value: "x",
          data: {},
          marks: [{ type: MARKS.BOLD }, { type: "blink" }, { type: MARKS.BOLD }],
        }),
      ],
    });
    expect(prepared?.document.content).toHaveLength(1);
    expect(prepared?.document.content[0]?.content[0]).toMatchObject({ marks: [{ type: MARKS.BOLD }] });
  });

  it("repairs missing content, data, values and marks", () => {
    const prepared = prepareDocument({
      nodeType: "document",
      content: [{ nodeType: "paragraph", content: [{ nodeType: "text" }] }],
    });
    expect(prepared?.document.content[0]).toEqual({
      nodeType: "paragraph",
      data: {},
      content: [{ nodeType: "text", value: "", marks: [], data: {} }],
    });
  });

  it(`drops nodes nested deeper than ${MAX_DEPTH}`, () => {
    let node = paragraph("bottom");
    for (let i = 0; i < MAX_DEPTH + 5; i += 1) node = block(BLOCKS.QUOTE, [node]);
    const prepared = prepareDocument(doc(node));
    let depth = 0;
    let current: unknown = prepared?.document.content[0];
    while (current && typeof current === "object" && "content" in current) {
      depth += 1;
      current = (current as { content: unknown[] }).content[0];
    }
    expect(depth).toBe(MAX_DEPTH);
  });

  it("unwraps links nested inside links, keeping their text", () => {
    const prepared = prepareDocument(doc(paragraph(hyperlink("/a", text("outer "), hyperlink("/b", "inner")))));
    const outer = prepared?.document.content[0]?.content[0] as {
      nodeType: string;
      content: Array<{ nodeType: string; value?: string }>;
    };
    expect(outer.nodeType).toBe(INLINES.HYPERLINK);
    expect(outer.content.map((child) => child.nodeType)).toEqual(["text", "text"]);
    expect(outer.content.map((child) => child.value).join("")).toBe("outer inner");
  });

  it("drops children their parent cannot hold in HTML", () => {
    const prepared = prepareDocument(
      doc(
        paragraph(text("a"), block(BLOCKS.HR)),
        block(BLOCKS.LIST_ITEM, [paragraph("stray")]),
        block(BLOCKS.UL_LIST, [paragraph("x"), block(BLOCKS.LIST_ITEM, [paragraph("ok")])]),
      ),
    );
    expect(prepared?.document.content.map((node) => node.nodeType)).toEqual([BLOCKS.PARAGRAPH, BLOCKS.UL_LIST]);
    expect(prepared?.document.content[0]?.content.map((node) => node.nodeType)).toEqual(["text"]);
    expect(prepared?.document.content[1]?.content.map((node) => node.nodeType)).toEqual([BLOCKS.LIST_ITEM]);
  });

  it("does not change the input document", () => {
    const input = doc(heading(1, "Title"), paragraph(text("x", MARKS.BOLD, MARKS.BOLD)));
    const copy = structuredClone(input);
    prepareDocument(input);
    expect(input).toEqual(copy);
  });
});
