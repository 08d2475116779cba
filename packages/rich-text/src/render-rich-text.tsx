import { documentToReactComponents } from "@contentful/rich-text-react-renderer";
import type { RenderMark, RenderNode } from "@contentful/rich-text-react-renderer";
import { BLOCKS, INLINES, MARKS } from "@contentful/rich-text-types";
import type { Block, Inline } from "@contentful/rich-text-types";
import type { RichTextDocument } from "@tupelo-medicare/content";
import type { ReactElement, ReactNode } from "react";
import { defaultRichTextComponents } from "./default-components.js";
import { defaultEntryHref } from "./entry-href.js";
import { embeddedAsset, headerCellRenderer, headingRenderer, tableRenderer } from "./internal/blocks.js";
import { createEmbeddedEntries } from "./internal/embedded-entries.js";
import { classifyHref } from "./internal/hrefs.js";
import { LinkComponentContext, SafeLink } from "./internal/links.js";
import { prepareDocument } from "./internal/prepare-document.js";
import type { PreparedDocument } from "./internal/prepare-document.js";
import { assetHref, resolvedAsset, resolvedEntry } from "./internal/targets.js";
import type { RichTextComponents, RichTextOptions } from "./types.js";

const renderMark = {
  [MARKS.BOLD]: (text) => <strong>{text}</strong>,
  [MARKS.ITALIC]: (text) => <em>{text}</em>,
  [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
  [MARKS.CODE]: (text) => <code>{text}</code>,
  [MARKS.SUPERSCRIPT]: (text) => <sup>{text}</sup>,
  [MARKS.SUBSCRIPT]: (text) => <sub>{text}</sub>,
  [MARKS.STRIKETHROUGH]: (text) => <s>{text}</s>,
} satisfies Record<MARKS, RenderMark[string]>;

/** Soft line breaks (shift+enter in the editor) become <br>. */
function renderText(text: string): ReactNode {
  if (!text.includes("\n")) return text;
  return text.split("\n").flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]));
}

function createRenderNode(
  prepared: PreparedDocument,
  components: RichTextComponents,
  options: RichTextOptions,
): RenderNode {
  const entries = createEmbeddedEntries(components, options);
  const heading = headingRenderer(prepared, Math.max(0, Math.trunc(options.headingOffset ?? 0)));
  const plain = (_node: Block | Inline, children: ReactNode) => <>{children}</>;
  const nothing = () => null;
  /** A link to `target` when it is safe, else its text alone. */
  const linkOr = (target: ReturnType<typeof classifyHref>, children: ReactNode, file = false) =>
    target ? (
      <SafeLink target={target} file={file}>
        {children}
      </SafeLink>
    ) : (
      <>{children}</>
    );

  return {
    [BLOCKS.DOCUMENT]: plain,
    [BLOCKS.PARAGRAPH]: (_node, children) => <p>{children}</p>,
    [BLOCKS.HEADING_1]: heading,
    [BLOCKS.HEADING_2]: heading,
    [BLOCKS.HEADING_3]: heading,
    [BLOCKS.HEADING_4]: heading,
    [BLOCKS.HEADING_5]: heading,
    [BLOCKS.HEADING_6]: heading,
    [BLOCKS.OL_LIST]: (_node, children) => <ol>{children}</ol>,
    [BLOCKS.UL_LIST]: (_node, children) => <ul>{children}</ul>,
    [BLOCKS.LIST_ITEM]: (_node, children) => <li>{children}</li>,
    [BLOCKS.HR]: () => <hr />,
    [BLOCKS.QUOTE]: (_node, children) => <blockquote>{children}</blockquote>,
    [BLOCKS.EMBEDDED_ENTRY]: (node) => {
      const entry = resolvedEntry(node.data);
      return entry ? entries.block(entry) : null;
    },
    [BLOCKS.EMBEDDED_ASSET]: (node) => {
      const asset = resolvedAsset(node.data);
      return asset ? embeddedAsset(asset) : null;
    },
    [BLOCKS.EMBEDDED_RESOURCE]: nothing,
    [BLOCKS.TABLE]: tableRenderer(prepared),
    [BLOCKS.TABLE_ROW]: (_node, children) => <tr>{children}</tr>,
    [BLOCKS.TABLE_CELL]: (_node, children) => <td>{children}</td>,
    [BLOCKS.TABLE_HEADER_CELL]: headerCellRenderer(prepared),
    [INLINES.HYPERLINK]: (node, children) => linkOr(classifyHref((node.data as { uri?: unknown }).uri), children),
    [INLINES.ENTRY_HYPERLINK]: (node, children) => {
      const entry = resolvedEntry(node.data);
      return linkOr(entry ? classifyHref(entries.hrefOf(entry, defaultEntryHref)) : null, children);
    },
    [INLINES.ASSET_HYPERLINK]: (node, children) => {
      const asset = resolvedAsset(node.data);
      return linkOr(asset ? classifyHref(assetHref(asset)) : null, children, true);
    },
    [INLINES.RESOURCE_HYPERLINK]: plain,
    [INLINES.EMBEDDED_ENTRY]: (node) => {
      const entry = resolvedEntry(node.data);
      return entry ? entries.inline(entry) : null;
    },
    [INLINES.EMBEDDED_RESOURCE]: nothing,
  } satisfies Record<BLOCKS | INLINES, RenderNode[string]>;
}

/** Renders a Contentful rich-text document to React elements (null for anything that is not a document). */
export function renderRichText(
  document: RichTextDocument | null | undefined,
  options: RichTextOptions = {},
): ReactElement | null {
  const prepared = prepareDocument(document);
  if (!prepared) return null;
  const given = options.components ?? {};
  const components: RichTextComponents = {
    Link: given.Link ?? defaultRichTextComponents.Link,
    ResourceCard: given.ResourceCard ?? defaultRichTextComponents.ResourceCard,
    BlogPostCard: given.BlogPostCard ?? defaultRichTextComponents.BlogPostCard,
    VideoEmbed: given.VideoEmbed ?? defaultRichTextComponents.VideoEmbed,
    CallToAction: given.CallToAction ?? defaultRichTextComponents.CallToAction,
  };
  return (
    <LinkComponentContext.Provider value={components.Link}>
      {documentToReactComponents(prepared.document, {
        renderNode: createRenderNode(prepared, components, options),
        renderMark,
        renderText,
        stripEmptyTrailingParagraph: true,
      })}
    </LinkComponentContext.Provider>
  );
}
