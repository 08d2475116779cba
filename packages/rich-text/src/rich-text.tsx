import { renderRichText } from "./render-rich-text.js";
import type { RichTextProps } from "./types.js";

/** A Contentful rich-text document rendered as safe, semantic HTML inside a div. */
function RichText({ document, className, ...options }: RichTextProps) {
  return (
    <div data-slot="rich-text" className={className}>
      {renderRichText(document, options)}
    </div>
  );
}

export { RichText };
