/**
 * Markdown <-> Contentful rich text for the sample content. Markdown is parsed by remark (CommonMark + GFM tables
 * and strikethrough + generic directives for what Markdown has no syntax for) and the syntax tree is mapped node by
 * node to rich text; the reverse mapping goes through the same tree and remark-stringify, which does the escaping.
 *
 * The syntax (content/README.md has the author's version):
 *   # … ######          heading-1 … heading-6           ---                hr
 *   > …                 blockquote                      - / 1.             unordered / ordered list
 *   | a | b |           table (first row: header cells) **b** *i* ~~s~~ `c`  bold, italic, strikethrough, code
 *   :u[text]            underline                       :sup[2] :sub[2]    superscript, subscript
 *   [text](uri)         hyperlink                       :entry-link[text]{#id} / :asset-link[text]{#id}
 *   :entry{#id}         embedded-entry-inline           ::entry{#id} / ::asset{#id}   embedded entry / asset block
 *   ::snippet{#name}    the blocks of a shared snippet (content/snippets/{name}.md), expanded in place
 * Anything else (raw HTML, code blocks, images, hard line breaks, unknown directives) is an error naming the line,
 * so a typo never turns into silent content.
 */
import { BLOCKS, INLINES, MARKS } from "@contentful/rich-text-types";
import type { Block, Document, Inline, Text } from "@contentful/rich-text-types";
import type * as Md from "mdast";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { assetLink, entryLink } from "../builder.js";

/** The order marks are listed in on a text node, whatever the nesting in the Markdown. */
const MARK_ORDER: string[] = [
  MARKS.BOLD,
  MARKS.ITALIC,
  MARKS.UNDERLINE,
  MARKS.STRIKETHROUGH,
  MARKS.SUPERSCRIPT,
  MARKS.SUBSCRIPT,
  MARKS.CODE,
];

const MARK_DIRECTIVES: Record<string, string> = { u: MARKS.UNDERLINE, sup: MARKS.SUPERSCRIPT, sub: MARKS.SUBSCRIPT };

const HEADINGS = [
  BLOCKS.HEADING_1,
  BLOCKS.HEADING_2,
  BLOCKS.HEADING_3,
  BLOCKS.HEADING_4,
  BLOCKS.HEADING_5,
  BLOCKS.HEADING_6,
] as const;

type Node = Block | Inline | Text;

export interface MarkdownOptions {
  /** Where the text came from, for error messages. */
  source?: string;
  /** The blocks of a `::snippet{#name}`; without it, snippets are an error. */
  snippet?: (name: string) => Block[];
}

export interface ParsedMarkdown {
  /** The front matter (YAML between `---` lines at the top), or {} without one. */
  data: unknown;
  document: Document;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkFrontmatter, ["yaml"]);

/** Parses a Markdown file with optional front matter into its data and a rich-text document. */
export function parseMarkdown(markdown: string, options: MarkdownOptions = {}): ParsedMarkdown {
  const root = parser.parse(markdown);
  unlinkLiterals(root, markdown);
  let data: unknown = {};
  const children = root.children.filter((node) => {
    if (node.type !== "yaml") return true;
    data = parseYaml(node.value) ?? {};
    return false;
  });
  const content = children.flatMap((node) => toBlocks(node, options));
  return { data, document: { nodeType: BLOCKS.DOCUMENT, data: {}, content: content as Document["content"] } };
}

/**
 * GFM turns bare addresses ("www.…", "https://…", e-mail addresses) into links; content text keeps them as text, as
 * the Contentful editor does. Only written links ([text](uri) and <uri>) are links.
 */
function unlinkLiterals(node: Md.Parent, markdown: string): void {
  const children: Md.Node[] = [];
  for (const child of node.children) {
    if (child.type === "link" && !["[", "<"].includes(markdown[child.position?.start.offset ?? 0] ?? "")) {
      children.push(...child.children);
      continue;
    }
    if ("children" in child) unlinkLiterals(child, markdown);
    children.push(child);
  }
  node.children = children as Md.Parent["children"];
}

function fail(node: Md.Node, options: MarkdownOptions, message: string): never {
  const where = `${options.source ?? "markdown"}:${node.position?.start.line ?? "?"}`;
  throw new Error(`${where}: ${message}`);
}

const block = (nodeType: string, content: Node[], data: Record<string, unknown> = {}): Block =>
  ({ nodeType, data, content }) as unknown as Block;

function directiveId(node: Md.Node & { attributes?: Record<string, string | null | undefined> | null }): string {
  return node.attributes?.id ?? "";
}

function toBlocks(node: Md.RootContent, options: MarkdownOptions): Block[] {
  switch (node.type) {
    case "paragraph":
      return [block(BLOCKS.PARAGRAPH, toInlines(node.children, [], options))];
    case "heading":
      return [block(HEADINGS[node.depth - 1]!, toInlines(node.children, [], options))];
    case "thematicBreak":
      return [block(BLOCKS.HR, [])];
    case "blockquote":
      return [
        block(
          BLOCKS.QUOTE,
          node.children.flatMap((child) => toBlocks(child, options)),
        ),
      ];
    case "list":
      return [
        block(
          node.ordered ? BLOCKS.OL_LIST : BLOCKS.UL_LIST,
          node.children.map((item) =>
            block(
              BLOCKS.LIST_ITEM,
              item.children.flatMap((child) => toBlocks(child, options)),
            ),
          ),
        ),
      ];
    case "table":
      return [
        block(
          BLOCKS.TABLE,
          node.children.map((row, index) =>
            block(
              BLOCKS.TABLE_ROW,
              row.children.map((cell) =>
                block(index === 0 ? BLOCKS.TABLE_HEADER_CELL : BLOCKS.TABLE_CELL, [
                  block(BLOCKS.PARAGRAPH, toInlines(cell.children, [], options)),
                ]),
              ),
            ),
          ),
        ),
      ];
    case "leafDirective": {
      const id = directiveId(node);
      if (!id) fail(node, options, `::${node.name} needs an id, e.g. ::${node.name}{#some-id}`);
      if (node.name === "entry") return [block(BLOCKS.EMBEDDED_ENTRY, [], { target: entryLink(id) })];
      if (node.name === "asset") return [block(BLOCKS.EMBEDDED_ASSET, [], { target: assetLink(id) })];
      if (node.name === "snippet") {
        if (!options.snippet) fail(node, options, `::snippet{#${id}} is not available here`);
        return options.snippet(id);
      }
      return fail(node, options, `unknown block directive ::${node.name} (use ::entry, ::asset or ::snippet)`);
    }
    default:
      return fail(node, options, `${node.type} is not supported in content Markdown`);
  }
}

function sortMarks(marks: readonly string[]): string[] {
  return [...new Set(marks)].sort((a, b) => MARK_ORDER.indexOf(a) - MARK_ORDER.indexOf(b));
}

function textNode(value: string, marks: readonly string[]): Text {
  return { nodeType: "text", value, marks: sortMarks(marks).map((type) => ({ type })), data: {} };
}

function toInlines(nodes: Md.PhrasingContent[], marks: string[], options: MarkdownOptions): Array<Text | Inline> {
  const out: Array<Text | Inline> = [];
  for (const node of nodes) out.push(...toInline(node, marks, options));
  return mergeTexts(out);
}

function toInline(node: Md.PhrasingContent, marks: string[], options: MarkdownOptions): Array<Text | Inline> {
  switch (node.type) {
    case "text":
      if (node.value.includes("\n")) fail(node, options, "a paragraph must be on one line (found a line break)");
      return [textNode(node.value, marks)];
    case "strong":
      return toInlines(node.children, [...marks, MARKS.BOLD], options);
    case "emphasis":
      return toInlines(node.children, [...marks, MARKS.ITALIC], options);
    case "delete":
      return toInlines(node.children, [...marks, MARKS.STRIKETHROUGH], options);
    case "inlineCode":
      return [textNode(node.value, [...marks, MARKS.CODE])];
    case "link":
      if (marks.length) fail(node, options, "put marks inside a link's text, not around the link");
      return [{ nodeType: INLINES.HYPERLINK, data: { uri: node.url }, content: toInlines(node.children, [], options) }];
    case "textDirective": {
      const mark = MARK_DIRECTIVES[node.name];
      if (mark) return toInlines(node.children, [...marks, mark], options);
      if (!["entry-link", "asset-link", "entry"].includes(node.name)) {
        fail(node, options, `unknown directive :${node.name} (use :u, :sup, :sub, :entry-link, :asset-link, :entry)`);
      }
      const id = directiveId(node);
      if (!id) fail(node, options, `:${node.name} needs an id, e.g. :${node.name}[text]{#some-id}`);
      if (node.name === "entry-link" || node.name === "asset-link") {
        if (marks.length) fail(node, options, "put marks inside a link's text, not around the link");
        return [
          {
            nodeType: node.name === "entry-link" ? INLINES.ENTRY_HYPERLINK : INLINES.ASSET_HYPERLINK,
            data: { target: node.name === "entry-link" ? entryLink(id) : assetLink(id) },
            content: toInlines(node.children, [], options),
          },
        ];
      }
      return [{ nodeType: INLINES.EMBEDDED_ENTRY, data: { target: entryLink(id) }, content: [] }];
    }
    default:
      return fail(node, options, `${node.type} is not supported in content Markdown`);
  }
}

const sameMarks = (a: Text, b: Text): boolean =>
  a.marks.length === b.marks.length && a.marks.every((mark, index) => mark.type === b.marks[index]?.type);

/** Joins neighbouring text nodes with the same marks and drops empty ones. */
function mergeTexts(nodes: Array<Text | Inline>): Array<Text | Inline> {
  const out: Array<Text | Inline> = [];
  for (const node of nodes) {
    if (node.nodeType === "text" && node.value === "") continue;
    const last = out.at(-1);
    if (node.nodeType === "text" && last?.nodeType === "text" && sameMarks(last, node)) {
      out[out.length - 1] = { ...last, value: last.value + node.value };
    } else {
      out.push(node);
    }
  }
  return out;
}

// ---- normal form ---------------------------------------------------------------------------------------------

/**
 * The normal form Markdown gives a document: marks in a fixed order, the spaces at the edges of a marked run moved
 * outside it ("**Note:** text", not "**Note: **text"), neighbouring runs with the same marks joined, no empty runs.
 * It renders the same as the input.
 */
export function normalizeDocument<T extends Node | Document>(node: T): T {
  if (!("content" in node)) return node;
  const content = node.content as Node[];
  const isInlineContainer = content.some((child) => child.nodeType === "text" || isInline(child));
  if (!isInlineContainer) return { ...node, content: content.map((child) => normalizeDocument(child)) };
  const out: Array<Text | Inline> = [];
  for (const child of content) {
    if (child.nodeType !== "text") {
      out.push(normalizeDocument(child as Inline));
      continue;
    }
    const text = child;
    const marks = sortMarks(text.marks.map((mark) => mark.type));
    if (!marks.length || marks.includes(MARKS.CODE)) {
      out.push(textNode(text.value, marks));
      continue;
    }
    const [, lead = "", core = "", trail = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text.value) ?? [];
    out.push(textNode(lead, []), textNode(core, marks), textNode(trail, []));
  }
  return { ...node, content: mergeTexts(out) };
}

function isInline(node: Node): boolean {
  return (Object.values(INLINES) as string[]).includes(node.nodeType);
}

// ---- rich text to Markdown -----------------------------------------------------------------------------------

const stringifier = unified()
  .use(remarkStringify, { bullet: "-", emphasis: "*", strong: "*", rule: "-", listItemIndent: "one" })
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkDirective)
  .use(remarkFrontmatter, ["yaml"]);

export interface ToMarkdownOptions {
  /** The name of the snippet a top-level block is, if it is one: it is written as `::snippet{#name}`. */
  snippetOf?: (block: Block) => string | undefined;
}

/** Writes a rich-text document (in normal form) as content Markdown; `frontMatter` is YAML text without the fences. */
export function documentToMarkdown(document: Document, frontMatter?: string, options: ToMarkdownOptions = {}): string {
  const children: Md.RootContent[] = document.content.map((node) => {
    const snippet = options.snippetOf?.(node);
    if (snippet) return { type: "leafDirective", name: "snippet", attributes: { id: snippet }, children: [] };
    return fromBlock(normalizeDocument(node as Block));
  });
  if (frontMatter !== undefined) children.unshift({ type: "yaml", value: frontMatter.trimEnd() });
  return stringifier.stringify({ type: "root", children });
}

const targetId = (node: Node): string => (node.data as { target: { sys: { id: string } } }).target.sys.id;

function fromBlock(node: Block): Md.RootContent {
  const blocks = () => (node.content as Block[]).map(fromBlock);
  const depth = (HEADINGS as readonly string[]).indexOf(node.nodeType);
  if (depth >= 0) return { type: "heading", depth: (depth + 1) as Md.Heading["depth"], children: fromInlines(node) };
  switch (node.nodeType) {
    case BLOCKS.PARAGRAPH:
      return { type: "paragraph", children: fromInlines(node) };
    case BLOCKS.HR:
      return { type: "thematicBreak" };
    case BLOCKS.QUOTE:
      return { type: "blockquote", children: blocks() as Md.BlockContent[] };
    case BLOCKS.UL_LIST:
    case BLOCKS.OL_LIST:
      return {
        type: "list",
        ordered: node.nodeType === BLOCKS.OL_LIST,
        start: node.nodeType === BLOCKS.OL_LIST ? 1 : null,
        spread: false,
        children: (node.content as Block[]).map((item) => ({
          type: "listItem",
          spread: false,
          children: (item.content as Block[]).map(fromBlock) as Md.BlockContent[],
        })),
      };
    case BLOCKS.TABLE:
      return {
        type: "table",
        children: (node.content as Block[]).map((row) => ({
          type: "tableRow",
          children: (row.content as Block[]).map((cell) => {
            const paragraphs = cell.content as Block[];
            if (paragraphs.length !== 1) throw new Error("A table cell must hold exactly one paragraph");
            return { type: "tableCell", children: fromInlines(paragraphs[0]!) };
          }),
        })),
      };
    case BLOCKS.EMBEDDED_ENTRY:
      return { type: "leafDirective", name: "entry", attributes: { id: targetId(node) }, children: [] };
    case BLOCKS.EMBEDDED_ASSET:
      return { type: "leafDirective", name: "asset", attributes: { id: targetId(node) }, children: [] };
    default:
      throw new Error(`No Markdown for the rich-text block ${node.nodeType}`);
  }
}

function fromInlines(node: Block | Inline): Md.PhrasingContent[] {
  return (node.content as Array<Text | Inline>).map(fromInline);
}

function fromInline(node: Text | Inline): Md.PhrasingContent {
  if (node.nodeType === "text") {
    const text = node;
    const marks = sortMarks(text.marks.map((mark) => mark.type));
    let out: Md.PhrasingContent = marks.includes(MARKS.CODE)
      ? { type: "inlineCode", value: text.value }
      : { type: "text", value: text.value };
    for (const mark of [...marks].reverse()) {
      if (mark === (MARKS.CODE as string)) continue;
      out = wrapInMark(mark, out);
    }
    return out;
  }
  const inline = node;
  switch (inline.nodeType) {
    case INLINES.HYPERLINK:
      return { type: "link", url: (inline.data as { uri: string }).uri, children: fromInlines(inline) };
    case INLINES.ENTRY_HYPERLINK:
    case INLINES.ASSET_HYPERLINK:
      return {
        type: "textDirective",
        name: inline.nodeType === INLINES.ENTRY_HYPERLINK ? "entry-link" : "asset-link",
        attributes: { id: targetId(inline) },
        children: fromInlines(inline),
      };
    case INLINES.EMBEDDED_ENTRY:
      return { type: "textDirective", name: "entry", attributes: { id: targetId(inline) }, children: [] };
    default:
      throw new Error(`No Markdown for the rich-text inline ${inline.nodeType}`);
  }
}

function wrapInMark(mark: string, child: Md.PhrasingContent): Md.PhrasingContent {
  switch (mark as MARKS) {
    case MARKS.BOLD:
      return { type: "strong", children: [child] };
    case MARKS.ITALIC:
      return { type: "emphasis", children: [child] };
    case MARKS.STRIKETHROUGH:
      return { type: "delete", children: [child] };
    case MARKS.UNDERLINE:
      return { type: "textDirective", name: "u", attributes: {}, children: [child] };
    case MARKS.SUPERSCRIPT:
      return { type: "textDirective", name: "sup", attributes: {}, children: [child] };
    case MARKS.SUBSCRIPT:
      return { type: "textDirective", name: "sub", attributes: {}, children: [child] };
    default:
      throw new Error(`No Markdown for the mark ${mark}`);
  }
}
