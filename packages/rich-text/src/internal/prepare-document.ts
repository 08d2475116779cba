/**
 * Copies an untrusted rich-text document into a well-formed one before rendering: unknown node types and marks
 * are dropped, marks are deduplicated, nesting is capped, links inside links are unwrapped, children a parent
 * cannot hold in HTML are dropped (a block inside a paragraph or a row outside a table would be re-parented by the
 * browser and break hydration), and headings get unique anchor ids in document order (shared by the renderer and
 * the contents list).
 */
import { BLOCKS, INLINES, MARKS, TEXT_CONTAINERS, TOP_LEVEL_BLOCKS, VOID_BLOCKS } from "@contentful/rich-text-types";
import type { Block, Document, Inline, Mark, Text } from "@contentful/rich-text-types";
import { headingId } from "../heading-id.js";

/** Nodes nested deeper than this are dropped (Contentful's editor never gets close). */
export const MAX_DEPTH = 64;

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingMeta {
  id: string;
  /** The level the editor chose. */
  level: HeadingLevel;
  /**
   * The level it is rendered at: never more than one below the heading before it (the first heading is 1), so the
   * outline never skips a level whatever levels editors pick (an H4 after an H2 renders one level below it).
   */
  outline: HeadingLevel;
  text: string;
}

export interface PreparedDocument {
  document: Document;
  headings: Map<Block, HeadingMeta>;
  /** Header cells: the scope they get, or null when empty (rendered as td so no header is nameless). */
  headerCells: Map<Block, "col" | "row" | null>;
  /** Tables whose first row is all header cells (rendered in thead). */
  tablesWithHeader: Set<Block>;
}

type Node = Block | Inline | Text;

const NODE_TYPES = new Set<string>([...Object.values(BLOCKS), ...Object.values(INLINES)]);
const MARK_TYPES = new Set<string>(Object.values(MARKS));
const LINK_TYPES = new Set<string>([
  INLINES.HYPERLINK,
  INLINES.ENTRY_HYPERLINK,
  INLINES.ASSET_HYPERLINK,
  INLINES.RESOURCE_HYPERLINK,
]);
const HEADING_LEVELS: Partial<Record<string, HeadingLevel>> = {
  [BLOCKS.HEADING_1]: 1,
  [BLOCKS.HEADING_2]: 2,
  [BLOCKS.HEADING_3]: 3,
  [BLOCKS.HEADING_4]: 4,
  [BLOCKS.HEADING_5]: 5,
  [BLOCKS.HEADING_6]: 6,
};

const INLINE_TYPES = new Set<string>(["text", ...Object.values(INLINES)]);
const FLOW_TYPES = new Set<string>(TOP_LEVEL_BLOCKS);
const PHRASING_PARENTS = new Set<string>([...TEXT_CONTAINERS, ...Object.values(INLINES)]);
const VOID_TYPES = new Set<string>(VOID_BLOCKS);
const STRUCTURED_CHILDREN: Partial<Record<string, Set<string>>> = {
  [BLOCKS.OL_LIST]: new Set([BLOCKS.LIST_ITEM]),
  [BLOCKS.UL_LIST]: new Set([BLOCKS.LIST_ITEM]),
  [BLOCKS.TABLE]: new Set([BLOCKS.TABLE_ROW]),
  [BLOCKS.TABLE_ROW]: new Set([BLOCKS.TABLE_CELL, BLOCKS.TABLE_HEADER_CELL]),
};

/** Whether a parent may hold a child in HTML: phrasing in paragraphs, headings and links; rows in tables; and so on. */
function canContain(parent: string, child: string): boolean {
  if (VOID_TYPES.has(parent)) return false;
  if (PHRASING_PARENTS.has(parent)) return INLINE_TYPES.has(child);
  return STRUCTURED_CHILDREN[parent]?.has(child) ?? FLOW_TYPES.has(child);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The plain text of a prepared node. */
export function nodeText(node: Node): string {
  if ("value" in node) return node.value;
  return node.content.map((child) => nodeText(child)).join("");
}

/** A well-formed copy of the document with heading ids and table metadata, or null when it is not a document. */
export function prepareDocument(input: unknown): PreparedDocument | null {
  if (!isObject(input) || input.nodeType !== BLOCKS.DOCUMENT) return null;
  const usedIds = new Set<string>();
  const prepared: PreparedDocument = {
    document: { nodeType: BLOCKS.DOCUMENT, data: {}, content: [] },
    headings: new Map(),
    headerCells: new Map(),
    tablesWithHeader: new Set(),
  };

  const uniqueId = (base: string): string => {
    let id = base;
    for (let suffix = 2; usedIds.has(id); suffix += 1) id = `${base}-${suffix}`;
    usedIds.add(id);
    return id;
  };

  // The rendered level of the last heading, in document order (0: none yet).
  let lastOutline = 0;
  const visit = (node: unknown, depth: number, insideLink: boolean): Node[] => {
    if (!isObject(node) || typeof node.nodeType !== "string") return [];
    if (node.nodeType === "text") {
      const seen = new Set<string>();
      const marks: Mark[] = [];
      for (const mark of Array.isArray(node.marks) ? (node.marks as unknown[]) : []) {
        const type = isObject(mark) ? mark.type : undefined;
        if (typeof type === "string" && MARK_TYPES.has(type) && !seen.has(type)) {
          seen.add(type);
          marks.push({ type });
        }
      }
      return [{ nodeType: "text", value: typeof node.value === "string" ? node.value : "", marks, data: {} }];
    }
    if (depth > MAX_DEPTH || !NODE_TYPES.has(node.nodeType) || node.nodeType === (BLOCKS.DOCUMENT as string)) return [];
    const isLink = LINK_TYPES.has(node.nodeType);
    const parentType = node.nodeType;
    const content = Array.isArray(node.content)
      ? (node.content as unknown[])
          .flatMap((child) => visit(child, depth + 1, insideLink || isLink))
          .filter((child) => canContain(parentType, child.nodeType))
      : [];
    // A link inside a link is invalid HTML: keep the inner link's text only.
    if (insideLink && isLink) return content;
    // A list without items or a table without rows would render an empty (and, for tables, focusable) box.
    if (content.length === 0 && STRUCTURED_CHILDREN[parentType]) return [];
    const block = { nodeType: node.nodeType, data: isObject(node.data) ? node.data : {}, content } as Block;

    const level = HEADING_LEVELS[node.nodeType];
    if (level !== undefined) {
      const text = nodeText(block);
      // An empty heading is announced as a blank heading by screen readers: leave it out.
      if (!text.trim()) return [];
      const outline = Math.min(level, lastOutline + 1) as HeadingLevel;
      lastOutline = outline;
      prepared.headings.set(block, { id: uniqueId(headingId(text)), level, outline, text: text.trim() });
    }
    if (block.nodeType === BLOCKS.TABLE) annotateTable(block, prepared);
    return [block];
  };

  const topLevel: unknown[] = Array.isArray(input.content) ? input.content : [];
  prepared.document.content = topLevel
    .flatMap((child) => visit(child, 1, false))
    .filter((child) => canContain(BLOCKS.DOCUMENT, child.nodeType)) as Document["content"];
  return prepared;
}

function annotateTable(table: Block, prepared: PreparedDocument): void {
  const rows = table.content.filter((row): row is Block => row.nodeType === BLOCKS.TABLE_ROW);
  rows.forEach((row, rowIndex) => {
    for (const cell of row.content) {
      if (cell.nodeType !== BLOCKS.TABLE_HEADER_CELL) continue;
      const empty = nodeText(cell).trim() === "";
      prepared.headerCells.set(cell, empty ? null : rowIndex === 0 ? "col" : "row");
    }
  });
  const first = table.content[0];
  if (
    first?.nodeType === BLOCKS.TABLE_ROW &&
    first.content.length > 0 &&
    first.content.every((cell) => cell.nodeType === BLOCKS.TABLE_HEADER_CELL)
  ) {
    prepared.tablesWithHeader.add(table);
  }
}
