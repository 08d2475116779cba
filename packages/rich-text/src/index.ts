export { RichText } from "./rich-text.js";
export { renderRichText } from "./render-rich-text.js";
export { getContentsList } from "./contents-list.js";
export { headingId } from "./heading-id.js";
export { defaultEntryHref } from "./entry-href.js";
export { defaultRichTextComponents } from "./default-components.js";
export type {
  BlogPostCardProps,
  CallToActionButton,
  CallToActionProps,
  ContentsItem,
  ResourceCardProps,
  RichTextComponents,
  RichTextImage,
  RichTextLinkProps,
  RichTextOptions,
  RichTextProps,
  VideoEmbedProps,
} from "./types.js";
