import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BLOCKS, INLINES, MARKS } from "@contentful/rich-text-types";
import type { Block, Document } from "@contentful/rich-text-types";
import { describe, expect, it } from "vitest";
import {
  a,
  assetHyperlink,
  bold,
  code,
  doc,
  embedAsset,
  embedEntry,
  entryHyperlink,
  h1,
  h6,
  hr,
  inlineEntry,
  italic,
  ol,
  p,
  quote,
  strike,
  sub,
  sup,
  table,
  text,
  ul,
  underline,
} from "../builder.js";
import type { ContentfulExport } from "../../../src/export-file/types.js";
import { documentToMarkdown, normalizeDocument, parseMarkdown } from "./rich-text-markdown.js";

const body = (markdown: string, snippet?: (name: string) => Block[]): Document =>
  parseMarkdown(markdown, { source: "test.md", ...(snippet ? { snippet } : {}) }).document;

describe("content Markdown to rich text", () => {
  it("reads front matter as data and the rest as the document", () => {
    const { data, document } = parseMarkdown("---\nslug: a-post\ntags:\n  - one\nday: 2026-11-18\n---\n\nHello.\n");
    expect(data).toEqual({ slug: "a-post", tags: ["one"], day: "2026-11-18" });
    expect(document).toEqual(doc(p("Hello.")));
  });

  it("maps every block: headings, lists (nested), quotes, rules, tables and embeds", () => {
    const markdown = [
      "# One",
      "###### Six",
      "- a\n- b\n  - c",
      "1. first\n2. second",
      "> quoted\n>\n> twice",
      "---",
      "| Part | Cost |\n| --- | --- |\n| B | **$202.90** |",
      "::entry{#guide-x}",
      "::asset{#pdf-y}",
    ].join("\n\n");
    expect(body(markdown)).toEqual(
      doc(
        h1("One"),
        h6("Six"),
        ul("a", { blocks: [p("b"), ul("c")] }),
        ol("first", "second"),
        quote(p("quoted"), p("twice")),
        hr(),
        table(["Part", "Cost"], ["B", bold("$202.90")]),
        embedEntry("guide-x"),
        embedAsset("pdf-y"),
      ),
    );
  });

  it("maps every mark and inline: bold, italic, underline, code, sup, sub, strike, links, entry links, inline entries", () => {
    const markdown =
      "**b** *i* :u[u] `c` x:sup[2] H:sub[2]O ~~s~~ ***bi*** [site](https://www.medicare.gov) " +
      ":entry-link[a post]{#post-x} :asset-link[the PDF]{#pdf-y} :entry{#video-z}";
    expect(body(markdown)).toEqual(
      doc(
        p(
          bold("b"),
          " ",
          italic("i"),
          " ",
          underline("u"),
          " ",
          code("c"),
          " x",
          sup("2"),
          " H",
          sub("2"),
          "O ",
          strike("s"),
          " ",
          text("bi", MARKS.BOLD, MARKS.ITALIC),
          " ",
          a("https://www.medicare.gov", "site"),
          " ",
          entryHyperlink("post-x", "a post"),
          " ",
          assetHyperlink("pdf-y", "the PDF"),
          " ",
          inlineEntry("video-z"),
        ),
      ),
    );
  });

  it("keeps bare addresses and e-mail addresses as text, as the Contentful editor does", () => {
    expect(body("Write to hello@example.com or see www.example.com today.")).toEqual(
      doc(p("Write to hello@example.com or see www.example.com today.")),
    );
    expect(body("<https://www.ssa.gov>").content[0]).toMatchObject({
      content: [{ nodeType: INLINES.HYPERLINK, data: { uri: "https://www.ssa.gov" } }],
    });
  });

  it("keeps markup in text as text (hostile content never becomes HTML)", () => {
    expect(body("Say \\<script>alert(1)\\</script> & *more*")).toEqual(
      doc(p("Say <script>alert(1)</script> & ", italic("more"))),
    );
  });

  it("expands ::snippet{#name} into the snippet's blocks", () => {
    const snippets: Record<string, Block[]> = { notice: [p(italic("Not a government site."))] };
    expect(body("Before.\n\n::snippet{#notice}\n\nAfter.", (name) => snippets[name]!)).toEqual(
      doc(p("Before."), p(italic("Not a government site.")), p("After.")),
    );
  });

  it.each([
    ["<b>raw HTML</b>", /test\.md:1: html is not supported/],
    ["```\ncode block\n```", /test\.md:1: code is not supported/],
    ["![an image](x.png)", /test\.md:1: image is not supported/],
    ["first line\nsecond line", /test\.md:1: a paragraph must be on one line/],
    ["text\n\n::video{#x}", /test\.md:3: unknown block directive ::video/],
    [":mark[x]", /unknown directive :mark/],
    ["::entry", /::entry needs an id/],
    [":entry-link[text]", /:entry-link needs an id/],
    ["**[bold link](https://x.example)**", /put marks inside a link's text/],
    ["::snippet{#x}", /::snippet\{#x\} is not available here/],
  ])("refuses %j with a message naming the line", (markdown, message) => {
    expect(() => body(markdown)).toThrow(message);
  });
});

describe("rich text to content Markdown", () => {
  it("moves the spaces at the edges of a marked run outside it (the normal form)", () => {
    const document = doc(p(bold("Premium: "), "what you pay"));
    expect(normalizeDocument(document)).toEqual(doc(p(bold("Premium:"), " what you pay")));
    expect(documentToMarkdown(document)).toBe("**Premium:** what you pay\n");
  });

  it("joins neighbouring runs with the same marks", () => {
    expect(normalizeDocument(doc(p("a ", "b", italic("c"), italic("d"))))).toEqual(doc(p("a b", italic("cd"))));
  });

  it("writes snippets by name and front matter above the body", () => {
    const notice = p(italic("Not a government site."));
    const markdown = documentToMarkdown(doc(p("Hi."), notice), "slug: x", {
      snippetOf: (block) => (block === notice ? "notice" : undefined),
    });
    expect(markdown).toBe("---\nslug: x\n---\n\nHi.\n\n::snippet{#notice}\n");
  });

  it("escapes what Markdown would read as syntax", () => {
    const document = doc(p("5 * 3 = 15, [not a link], :not-a-directive[x] and # not a heading"));
    expect(body(documentToMarkdown(document))).toEqual(document);
  });

  it("round-trips every rich-text document of the embedded space", () => {
    const space = JSON.parse(
      readFileSync(join(import.meta.dirname, "..", "..", "..", "src", "embedded", "space.json"), "utf8"),
    ) as ContentfulExport;
    const documents = space.entries.flatMap((entry) =>
      Object.values(entry.fields)
        .map((field) => field?.["en-US"])
        .filter((value): value is Document => (value as Document | undefined)?.nodeType === BLOCKS.DOCUMENT),
    );
    expect(documents.length).toBeGreaterThan(50);
    for (const document of documents) {
      expect(normalizeDocument(document)).toEqual(document);
      expect(body(documentToMarkdown(document))).toEqual(document);
    }
  });
});
