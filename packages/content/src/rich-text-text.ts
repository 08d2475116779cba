/** Plain-text reading of rich-text documents, without zod or the SDK (safe for browser bundles). */
import type { Document } from "@contentful/rich-text-types";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The plain text of the first paragraph of a rich-text document (a CTA's copy). */
export function firstParagraphText(document: Document | null | undefined): string {
  const paragraph = document?.content.find((node) => (node.nodeType as string) === "paragraph");
  if (!paragraph) return "";
  const collect = (node: unknown): string => {
    if (!isObject(node)) return "";
    if (node.nodeType === "text" && typeof node.value === "string") return node.value;
    return Array.isArray(node.content) ? node.content.map(collect).join("") : "";
  };
  return collect(paragraph).trim();
}
