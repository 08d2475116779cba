/** The plain text and headings of a Contentful rich-text document, without the SDK. */

export interface PlainRichText {
  headings: string[];
  body: string;
}

interface Node {
  nodeType?: unknown;
  value?: unknown;
  content?: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null;
const HEADING = /^heading-[1-6]$/;
// Embedded entries and assets are other content (a call to action, an image), not this page's words.
const SKIPPED = new Set([
  "embedded-entry-block",
  "embedded-entry-inline",
  "embedded-asset-block",
  "embedded-resource-block",
  "embedded-resource-inline",
]);
const INLINE = new Set(["text", "hyperlink", "entry-hyperlink", "asset-hyperlink", "resource-hyperlink"]);

function inlineText(node: unknown): string {
  if (!isNode(node)) return "";
  if (node.nodeType === "text") return typeof node.value === "string" ? node.value : "";
  if (typeof node.nodeType === "string" && SKIPPED.has(node.nodeType)) return "";
  return Array.isArray(node.content) ? node.content.map(inlineText).join("") : "";
}

/** Headings apart, every other block's text one line each. */
export function richTextPlain(document: unknown): PlainRichText {
  const headings: string[] = [];
  const lines: string[] = [];
  const walk = (node: unknown) => {
    if (!isNode(node) || typeof node.nodeType !== "string" || SKIPPED.has(node.nodeType)) return;
    if (HEADING.test(node.nodeType)) {
      const text = inlineText(node).trim();
      if (text) headings.push(text);
      return;
    }
    const children = Array.isArray(node.content) ? node.content : [];
    if (
      children.length > 0 &&
      children.every((child) => isNode(child) && typeof child.nodeType === "string" && INLINE.has(child.nodeType))
    ) {
      const text = inlineText(node).replace(/\s+/g, " ").trim();
      if (text) lines.push(text);
      return;
    }
    children.forEach(walk);
  };
  walk(document);
  return { headings, body: lines.join("\n") };
}
