/** Plain text of field values for full-text matching, including the text of rich-text documents. */
import { isRecord } from "./json-values.js";

function richTextParts(node: unknown, out: string[]): void {
  if (!isRecord(node)) return;
  if (node.nodeType === "text" && typeof node.value === "string") {
    out.push(node.value);
    return;
  }
  if (Array.isArray(node.content)) for (const child of node.content) richTextParts(child, out);
}

/** The text a value contributes to full-text search (strings, numbers, arrays of those, rich text). */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(" ");
  if (isRecord(value) && value.nodeType === "document") {
    const parts: string[] = [];
    richTextParts(value, parts);
    return parts.join(" ");
  }
  return "";
}

/** The lower-cased search terms of a full-text query. */
export const searchTerms = (query: string): string[] => query.toLowerCase().split(/\s+/).filter(Boolean);

/** Whether every term occurs in the (already lower-cased) text. */
export const matchesTerms = (lowerText: string, terms: readonly string[]): boolean =>
  terms.every((term) => lowerText.includes(term));
