import type { RichTextDocument } from "@tupelo-medicare/content";
import { prepareDocument } from "./internal/prepare-document.js";
import type { ContentsItem } from "./types.js";

/** The contents list ('Explore This Page') of a document: its level-1 headings with the ids the renderer gives them. */
export function getContentsList(document: RichTextDocument | null | undefined): ContentsItem[] {
  const prepared = prepareDocument(document);
  if (!prepared) return [];
  const items: ContentsItem[] = [];
  for (const heading of prepared.headings.values()) {
    if (heading.level === 1 && heading.text) items.push({ id: heading.id, text: heading.text });
  }
  return items;
}
