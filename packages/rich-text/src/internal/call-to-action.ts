/**
 * A websiteCta entry's display fields (docs/product.md: Content model, Display rules): ctaTitle, the text of the first paragraph of ctaCopy,
 * ctaButtonText and ctaButtonLink, read with the content package's firstParagraphText after the document is cleaned.
 */
import type { PlainEntry } from "@tupelo-medicare/content";
import { firstParagraphText } from "@tupelo-medicare/content/rules";
import { prepareDocument } from "./prepare-document.js";
import { textField } from "./targets.js";

export interface CallToActionFields {
  title: string;
  text: string;
  buttonText: string;
  buttonLink: string;
}

export function callToActionFields(entry: PlainEntry): CallToActionFields {
  const copy = prepareDocument(entry.fields.ctaCopy);
  return {
    title: textField(entry, "ctaTitle"),
    text: firstParagraphText(copy?.document),
    buttonText: textField(entry, "ctaButtonText"),
    buttonLink: textField(entry, "ctaButtonLink"),
  };
}
