/**
 * A websiteCta entry's display fields (SPEC §3 and §5): ctaTitle, the text of the first paragraph of ctaCopy,
 * ctaButtonText and ctaButtonLink. Same rule as the content SDK's toCallToAction/firstParagraphText, which live
 * beside its zod schemas and would pull zod into browser bundles.
 */
import { BLOCKS } from "@contentful/rich-text-types";
import type { PlainEntry } from "@tupelo-medicare/content";
import { nodeText, prepareDocument } from "./prepare-document.js";
import { textField } from "./targets.js";

export interface CallToActionFields {
  title: string;
  text: string;
  buttonText: string;
  buttonLink: string;
}

export function callToActionFields(entry: PlainEntry): CallToActionFields {
  const copy = prepareDocument(entry.fields.ctaCopy);
  const paragraph = copy?.document.content.find((node) => node.nodeType === BLOCKS.PARAGRAPH);
  return {
    title: textField(entry, "ctaTitle"),
    text: paragraph ? nodeText(paragraph).trim() : "",
    buttonText: textField(entry, "ctaButtonText"),
    buttonLink: textField(entry, "ctaButtonLink"),
  };
}
