import { isRecord } from "../engine/json-values.js";

/** A rich text node as found in a field value (already checked to be an object with a string `nodeType`). */
export interface RichTextNode {
  nodeType: string;
  data: Record<string, unknown>;
  content: unknown[];
  marks: unknown[];
  /** A text node's text. */
  value: string | undefined;
}

/** A link held by a rich text node's `data.target` (embedded entries and assets, entry and asset hyperlinks). */
export interface RichTextLink {
  nodeType: string;
  linkType: string;
  id: string;
}

const asNode = (value: unknown): RichTextNode | undefined =>
  isRecord(value) && typeof value.nodeType === "string"
    ? {
        nodeType: value.nodeType,
        data: isRecord(value.data) ? value.data : {},
        content: Array.isArray(value.content) ? value.content : [],
        marks: Array.isArray(value.marks) ? value.marks : [],
        value: typeof value.value === "string" ? value.value : undefined,
      }
    : undefined;

/** Every node of a document, depth first, the document itself included. */
export function richTextNodes(document: unknown): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  const visit = (value: unknown): void => {
    const node = asNode(value);
    if (!node) return;
    nodes.push(node);
    node.content.forEach(visit);
  };
  visit(document);
  return nodes;
}

/** The link in `data.target` of a node, if it is a link to an entry or an asset. */
export function richTextLink(node: RichTextNode): RichTextLink | undefined {
  const target = node.data.target;
  if (!isRecord(target) || !isRecord(target.sys)) return undefined;
  const { type, linkType, id } = target.sys;
  if (type !== "Link" || (linkType !== "Entry" && linkType !== "Asset") || typeof id !== "string") return undefined;
  return { nodeType: node.nodeType, linkType, id };
}
