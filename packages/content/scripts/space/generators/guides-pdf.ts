/**
 * Writes the printable guides in embedded-assets/guides/: one PDF per resource guide that has a downloadUrl,
 * plus the two free lead-magnet guides. A small PDF 1.4 writer: Helvetica text (standard fonts, WinAnsi
 * encoding, not embedded), word-wrapped to US Letter pages, with headings, lists, simple tables, a footer on
 * every page and a correct cross-reference table. The committed PDFs are the output; run again after editing
 * a guide's text:
 *
 *   pnpm exec tsx scripts/space/generators/guides-pdf.ts
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { BLOCKS, INLINES, MARKS } from "@contentful/rich-text-types";
import type { Block, Inline, Text } from "@contentful/rich-text-types";
import { ASSETS_DIR } from "../assets.js";
import { GUIDES, guidePdfFile } from "../content/guides.js";
import { LEAD_MAGNETS } from "../content/guides-lead-magnets.js";
import { TPMO_DISCLAIMER } from "../content/reviews-and-settings.js";

// ---- fonts and text encoding ----------------------------------------------------------------------------

type Font = "F1" | "F2" | "F3";
const FONT_NAMES: Record<Font, string> = { F1: "Helvetica", F2: "Helvetica-Bold", F3: "Helvetica-Oblique" };

/** Advance widths (1/1000 em) of characters 32..126 in the standard Helvetica AFM files. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];
/** WinAnsi codes and widths (regular, bold) of the few non-ASCII characters the guides may use. */
const EXTRA: Record<string, { code: number; width: [number, number] }> = {
  "\u2018": { code: 0x91, width: [222, 278] },
  "\u2019": { code: 0x92, width: [222, 278] },
  "\u201c": { code: 0x93, width: [333, 500] },
  "\u201d": { code: 0x94, width: [333, 500] },
  "\u2022": { code: 0x95, width: [350, 350] },
  "\u2013": { code: 0x96, width: [556, 556] },
  "\u2014": { code: 0x97, width: [1000, 1000] },
  "\u00e9": { code: 0xe9, width: [556, 556] },
  "\u00a0": { code: 0x20, width: [278, 278] },
};

function charWidth(char: string, font: Font): number {
  const code = char.charCodeAt(0);
  if (code >= 32 && code <= 126) return (font === "F2" ? HELVETICA_BOLD : HELVETICA)[code - 32]!;
  const extra = EXTRA[char];
  if (!extra) throw new Error(`No WinAnsi mapping for character U+${code.toString(16)} in "${char}"`);
  return extra.width[font === "F2" ? 1 : 0];
}

const textWidth = (text: string, font: Font, size: number): number =>
  ([...text].reduce((sum, char) => sum + charWidth(char, font), 0) * size) / 1000;

/** A PDF string literal in WinAnsi encoding, kept 7-bit by octal escapes. */
function pdfString(text: string): string {
  let out = "(";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else if (code >= 32 && code <= 126) out += char;
    else {
      const extra = EXTRA[char];
      if (!extra) throw new Error(`No WinAnsi mapping for U+${code.toString(16)}`);
      out += extra.code < 128 ? String.fromCharCode(extra.code) : `\\${extra.code.toString(8)}`;
    }
  }
  return out + ")";
}

// ---- document model -------------------------------------------------------------------------------------

interface Run {
  text: string;
  font: Font;
}

type PdfBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; runs: Run[]; indent: number; marker?: string; size?: number; color?: string }
  | { kind: "table"; header: string[]; rows: string[][] }
  | { kind: "rule" };

const guideTitles = new Map(GUIDES.map((guide) => [`guide-${guide.slug}`, guide.title]));

function plainText(node: Block | Inline | Text): string {
  if (node.nodeType === "text") return node.value;
  return (node as Block).content.map((child) => plainText(child)).join("");
}

/** A link's address as printed after its text, or undefined when the text already says where it goes. */
function printedAddress(uri: string, label: string): string | undefined {
  if (!/^https?:\/\//.test(uri)) return undefined;
  const shown = uri.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
  return label.toLowerCase().includes(shown.toLowerCase()) ? undefined : shown;
}

function inlineRuns(nodes: Array<Block | Inline | Text>): Run[] {
  const runs: Run[] = [];
  for (const node of nodes) {
    if (node.nodeType === "text") {
      const text = node;
      const marks = text.marks.map((mark) => mark.type);
      const font: Font = marks.includes(MARKS.BOLD) ? "F2" : marks.includes(MARKS.ITALIC) ? "F3" : "F1";
      runs.push({ text: text.value, font });
    } else if (node.nodeType === INLINES.HYPERLINK) {
      const label = plainText(node);
      runs.push(...inlineRuns(node.content));
      const address = printedAddress(node.data.uri as string, label);
      if (address) runs.push({ text: ` (${address})`, font: "F1" });
    } else if ("content" in node) {
      runs.push(...inlineRuns((node as Inline).content));
    }
  }
  return runs;
}

function toPdfBlocks(blocks: Block[], indent = 0): PdfBlock[] {
  const out: PdfBlock[] = [];
  for (const block of blocks) {
    switch (block.nodeType) {
      case BLOCKS.HEADING_1:
      case BLOCKS.HEADING_2:
      case BLOCKS.HEADING_3:
      case BLOCKS.HEADING_4:
      case BLOCKS.HEADING_5:
      case BLOCKS.HEADING_6:
        out.push({ kind: "heading", text: plainText(block) });
        break;
      case BLOCKS.PARAGRAPH:
        out.push({ kind: "paragraph", runs: inlineRuns(block.content), indent });
        break;
      case BLOCKS.UL_LIST:
      case BLOCKS.OL_LIST:
        block.content.forEach((item, index) => {
          const marker = block.nodeType === BLOCKS.OL_LIST ? `${index + 1}.` : "\u2022";
          const itemBlocks = toPdfBlocks((item as Block).content as Block[], indent + 1);
          const first = itemBlocks[0];
          if (first?.kind === "paragraph" && first.indent === indent + 1) first.marker = marker;
          out.push(...itemBlocks);
        });
        break;
      case BLOCKS.TABLE: {
        const rows = block.content.map((row) => (row as Block).content.map((cell) => plainText(cell as Block)));
        out.push({ kind: "table", header: rows[0] ?? [], rows: rows.slice(1) });
        break;
      }
      case BLOCKS.QUOTE:
        for (const inner of toPdfBlocks(block.content as Block[], indent + 1)) {
          if (inner.kind === "paragraph") inner.runs = inner.runs.map((run) => ({ ...run, font: "F3" }));
          out.push(inner);
        }
        break;
      case BLOCKS.HR:
        out.push({ kind: "rule" });
        break;
      case BLOCKS.EMBEDDED_ENTRY: {
        const id = (block.data.target as { sys: { id: string } }).sys.id;
        const title = guideTitles.get(id);
        if (title)
          out.push({
            kind: "paragraph",
            runs: [
              { text: "See also: ", font: "F2" },
              { text: `${title}.`, font: "F1" },
            ],
            indent,
          });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

// ---- layout ---------------------------------------------------------------------------------------------

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN_X = 66;
const TOP = PAGE_HEIGHT - 66;
const BOTTOM = 70;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const BODY_SIZE = 11;
const BODY_LEADING = 15.5;
const INDENT_STEP = 18;

const BLUE = "0.090 0.247 0.439";
const ACCENT = "0.714 0.290 0.071";
const INK = "0.133 0.133 0.133";
const GREY = "0.333 0.333 0.333";
const PALE_BLUE = "0.890 0.922 0.957";
const RULE = "0.780 0.780 0.780";

const fmt = (value: number): string => String(Math.round(value * 100) / 100);

interface Token {
  text: string;
  font: Font;
  spaceBefore: boolean;
}

function tokenize(runs: Run[]): Token[] {
  const tokens: Token[] = [];
  let pendingSpace = false;
  for (const run of runs) {
    for (const piece of run.text.split(/(\s+)/)) {
      if (piece === "") continue;
      if (/^\s+$/.test(piece)) {
        pendingSpace = true;
        continue;
      }
      tokens.push({ text: piece, font: run.font, spaceBefore: pendingSpace });
      pendingSpace = false;
    }
  }
  return tokens;
}

function wrap(runs: Run[], width: number, size: number): Token[][] {
  const lines: Token[][] = [];
  let line: Token[] = [];
  let lineWidth = 0;
  for (const token of tokenize(runs)) {
    const space = line.length > 0 && token.spaceBefore ? textWidth(" ", token.font, size) : 0;
    const tokenWidth = textWidth(token.text, token.font, size);
    if (line.length > 0 && lineWidth + space + tokenWidth > width) {
      lines.push(line);
      line = [];
      lineWidth = 0;
    }
    lineWidth += (line.length > 0 && token.spaceBefore ? space : 0) + tokenWidth;
    line.push(token);
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

function lineOps(line: Token[], x: number, y: number, size: number, color: string): string {
  const pieces: Array<{ font: Font; text: string }> = [];
  line.forEach((token, index) => {
    const text = (index > 0 && token.spaceBefore ? " " : "") + token.text;
    const last = pieces[pieces.length - 1];
    if (last && last.font === token.font) last.text += text;
    else pieces.push({ font: token.font, text });
  });
  const shows = pieces.map((piece) => `/${piece.font} ${fmt(size)} Tf ${pdfString(piece.text)} Tj`).join(" ");
  return `${color} rg BT 1 0 0 1 ${fmt(x)} ${fmt(y)} Tm ${shows} ET`;
}

interface DocumentSpec {
  title: string;
  subtitle: string;
  updated?: string;
  blocks: PdfBlock[];
}

const longDate = (iso: string): string =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

function layout(spec: DocumentSpec): string[][] {
  const pages: string[][] = [];
  let ops: string[] = [];
  let y = TOP;

  const newPage = (first: boolean) => {
    ops = [];
    pages.push(ops);
    y = TOP;
    if (!first) {
      ops.push(
        lineOps(
          tokenize([{ text: `Trace Medicare Partners  |  ${spec.title}`, font: "F1" }]),
          MARGIN_X,
          PAGE_HEIGHT - 40,
          8,
          GREY,
        ),
      );
      ops.push(`${RULE} RG 0.5 w ${MARGIN_X} ${PAGE_HEIGHT - 48} m ${PAGE_WIDTH - MARGIN_X} ${PAGE_HEIGHT - 48} l S`);
    }
  };
  const ensure = (height: number) => {
    if (y - height < BOTTOM) newPage(false);
  };

  const paragraph = (
    runs: Run[],
    options: { indent?: number; marker?: string; size?: number; leading?: number; color?: string; after?: number },
  ) => {
    const size = options.size ?? BODY_SIZE;
    const leading = options.leading ?? BODY_LEADING;
    const x = MARGIN_X + (options.indent ?? 0) * INDENT_STEP;
    const textX = options.marker ? x + (options.marker.length > 1 ? 18 : 13) : x;
    const lines = wrap(runs, PAGE_WIDTH - MARGIN_X - textX, size);
    lines.forEach((line, index) => {
      ensure(leading);
      y -= leading;
      if (index === 0 && options.marker) {
        ops.push(lineOps(tokenize([{ text: options.marker, font: "F2" }]), x, y, size, ACCENT));
      }
      ops.push(lineOps(line, textX, y, size, options.color ?? INK));
    });
    y -= options.after ?? 5;
  };

  newPage(true);
  // Title block
  ops.push(lineOps(tokenize([{ text: "TRACE MEDICARE PARTNERS", font: "F2" }]), MARGIN_X, y - 4, 9, ACCENT));
  y -= 16;
  paragraph([{ text: spec.title, font: "F2" }], { size: 22, leading: 27, color: BLUE, after: 4 });
  paragraph([{ text: spec.subtitle, font: "F1" }], { size: 12, leading: 16, color: GREY, after: 2 });
  if (spec.updated)
    paragraph([{ text: `Updated ${longDate(spec.updated)}`, font: "F3" }], {
      size: 9,
      leading: 13,
      color: GREY,
      after: 0,
    });
  y -= 8;
  ops.push(`${ACCENT} RG 2 w ${MARGIN_X} ${fmt(y)} m ${MARGIN_X + 60} ${fmt(y)} l S`);
  y -= 6;

  for (const block of spec.blocks) {
    switch (block.kind) {
      case "heading":
        ensure(22 + 2 * BODY_LEADING);
        y -= 10;
        paragraph([{ text: block.text, font: "F2" }], { size: 14, leading: 18, color: BLUE, after: 2 });
        break;
      case "paragraph":
        paragraph(block.runs, { indent: block.indent, marker: block.marker, size: block.size, color: block.color });
        break;
      case "rule":
        ensure(14);
        y -= 7;
        ops.push(`${RULE} RG 0.75 w ${MARGIN_X} ${fmt(y)} m ${PAGE_WIDTH - MARGIN_X} ${fmt(y)} l S`);
        y -= 7;
        break;
      case "table":
        drawTable(block.header, block.rows);
        break;
    }
  }

  // Closing notes
  const notes = [
    "Trace Medicare Partners is an independent insurance agency in Tupelo, Mississippi. We are not connected with or endorsed by the U.S. government or the federal Medicare program.",
    TPMO_DISCLAIMER,
    "Figures are for 2026 and come from Medicare and Social Security. They change each year. For official information, visit Medicare.gov or call 1-800-MEDICARE (1-800-633-4227); TTY users call 1-877-486-2048.",
  ];
  ensure(40);
  y -= 14;
  ops.push(`${RULE} RG 0.75 w ${MARGIN_X} ${fmt(y)} m ${PAGE_WIDTH - MARGIN_X} ${fmt(y)} l S`);
  y -= 2;
  paragraph([{ text: "Important information", font: "F2" }], { size: 9, leading: 13, color: GREY, after: 1 });
  for (const note of notes)
    paragraph([{ text: note, font: "F1" }], { size: 8.5, leading: 11.5, color: GREY, after: 3 });

  // Footers
  pages.forEach((page, index) => {
    page.push(`${RULE} RG 0.5 w ${MARGIN_X} 50 m ${PAGE_WIDTH - MARGIN_X} 50 l S`);
    page.push(
      lineOps(
        tokenize([
          { text: "Trace Medicare Partners  |  (662) 555-0142  |  hello@tracemedicarepartners.com", font: "F1" },
        ]),
        MARGIN_X,
        36,
        8,
        GREY,
      ),
    );
    const label = `Page ${index + 1} of ${pages.length}`;
    page.push(
      lineOps(tokenize([{ text: label, font: "F1" }]), PAGE_WIDTH - MARGIN_X - textWidth(label, "F1", 8), 36, 8, GREY),
    );
  });
  return pages;

  function drawTable(header: string[], rows: string[][]): void {
    const size = 9.5;
    const leading = 12.5;
    const pad = 5;
    const weights = header.map((_, column) => {
      const longest = Math.max(...[header, ...rows].map((row) => textWidth(row[column] ?? "", "F1", size)));
      return Math.sqrt(Math.max(longest, 40));
    });
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const widths = weights.map((weight) => (weight / total) * CONTENT_WIDTH);
    const cellLines = (row: string[], font: Font) =>
      row.map((cell, column) => wrap([{ text: cell, font }], widths[column]! - 2 * pad, size));
    const rowHeight = (lines: Token[][][]) => Math.max(1, ...lines.map((cell) => cell.length)) * leading + 2 * pad - 3;

    const drawRow = (lines: Token[][][], height: number, isHeader: boolean) => {
      if (isHeader)
        ops.push(`${PALE_BLUE} rg ${MARGIN_X} ${fmt(y - height)} ${fmt(CONTENT_WIDTH)} ${fmt(height)} re f`);
      let x = MARGIN_X;
      lines.forEach((cell, column) => {
        cell.forEach((line, index) => {
          ops.push(lineOps(line, x + pad, y - pad - (index + 1) * leading + 3, size, isHeader ? BLUE : INK));
        });
        x += widths[column]!;
      });
      y -= height;
      ops.push(`${RULE} RG 0.5 w ${MARGIN_X} ${fmt(y)} m ${PAGE_WIDTH - MARGIN_X} ${fmt(y)} l S`);
    };

    const headerLines = cellLines(header, "F2");
    const headerHeight = rowHeight(headerLines);
    y -= 4;
    ensure(headerHeight + leading * 2 + 2 * pad);
    drawRow(headerLines, headerHeight, true);
    for (const row of rows) {
      const lines = cellLines(row, "F1");
      const height = rowHeight(lines);
      if (y - height < BOTTOM) {
        newPage(false);
        drawRow(headerLines, headerHeight, true);
      }
      drawRow(lines, height, false);
    }
    y -= 8;
  }
}

// ---- file assembly ----------------------------------------------------------------------------------------

function pdfDate(iso: string): string {
  return `D:${iso.replace(/-/g, "")}120000Z`;
}

export function renderPdf(spec: DocumentSpec): Buffer {
  const pages = layout(spec);
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);

  const catalog = add("");
  const pageTree = add("");
  const fonts = (Object.keys(FONT_NAMES) as Font[]).map((font) =>
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${FONT_NAMES[font]} /Encoding /WinAnsiEncoding >>`),
  );
  const info = add(
    `<< /Title ${pdfString(spec.title)} /Author (Trace Medicare Partners) /Subject ${pdfString(spec.subtitle)} ` +
      `/Creator (guides-pdf.ts) /Producer (Trace Medicare Partners content scripts) ` +
      `/CreationDate (${pdfDate(spec.updated ?? "2026-11-22")}) >>`,
  );
  const fontResources = (Object.keys(FONT_NAMES) as Font[])
    .map((font, index) => `/${font} ${fonts[index]} 0 R`)
    .join(" ");
  const pageIds: number[] = [];
  for (const page of pages) {
    const stream = page.join("\n");
    const content = add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << ${fontResources} >> /ProcSet [/PDF /Text] >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R /Lang (en-US) >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;

  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

// ---- the guides -------------------------------------------------------------------------------------------

export function guideDocuments(): Array<{ file: string; spec: DocumentSpec }> {
  const documents = GUIDES.filter((guide) => guide.pdf).map((guide) => ({
    file: guidePdfFile(guide.slug),
    spec: {
      title: guide.title,
      subtitle: guide.description,
      updated: guide.updatedDate,
      blocks: toPdfBlocks(guide.content),
    },
  }));
  for (const magnet of LEAD_MAGNETS) {
    documents.push({
      file: magnet.file,
      spec: {
        title: magnet.title,
        subtitle: magnet.subtitle,
        updated: magnet.updated,
        blocks: toPdfBlocks(magnet.content),
      },
    });
  }
  return documents;
}

function main(): void {
  for (const { file, spec } of guideDocuments()) {
    const target = join(ASSETS_DIR, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, renderPdf(spec));
    const size = statSync(target).size;
    if (size > 20 * 1024) throw new Error(`${file} is ${size} bytes (limit 20 KB)`);
    console.log(`${file}: ${size} bytes`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
