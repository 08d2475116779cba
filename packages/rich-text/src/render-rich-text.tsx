import { documentToReactComponents } from "@contentful/rich-text-react-renderer";
import type { RenderMark, RenderNode } from "@contentful/rich-text-react-renderer";
import { BLOCKS, INLINES, MARKS } from "@contentful/rich-text-types";
import type { Block, Inline } from "@contentful/rich-text-types";
import {
  blogPostPath,
  callToActionDisplay,
  resolveVideoSource,
  resourceCardPath,
} from "@tupelo-medicare/content/rules";
import type { PlainEntry, RichTextDocument, VideoSource } from "@tupelo-medicare/content";
import type { ReactElement, ReactNode } from "react";
import { defaultRichTextComponents } from "./default-components.js";
import { defaultEntryHref } from "./entry-href.js";
import { callToActionFields } from "./internal/call-to-action.js";
import { classifyHref, httpsSrc, internalHref, mediaSrc } from "./internal/hrefs.js";
import { LinkComponentContext, SafeLink } from "./internal/links.js";
import { prepareDocument } from "./internal/prepare-document.js";
import type { PreparedDocument } from "./internal/prepare-document.js";
import {
  assetField,
  assetHref,
  cardImage,
  contentTypeOf,
  pdfLink,
  resolvedAsset,
  resolvedEntry,
  richTextImage,
  textField,
} from "./internal/targets.js";
import { warnUnknownEntryType } from "./internal/warn-once.js";
import type { RichTextComponents, RichTextOptions } from "./types.js";

/** Embedded entry types of docs/product.md (Content model) that the renderer knows. */
type KnownEntryType =
  "resourceGuide" | "video" | "youTubeEmbed" | "websiteCta" | "blogPost" | "pageBlogPost" | "foundationalPage";

const KNOWN_ENTRY_TYPES = new Set<string>([
  "resourceGuide",
  "video",
  "youTubeEmbed",
  "websiteCta",
  "blogPost",
  "pageBlogPost",
  "foundationalPage",
] satisfies KnownEntryType[]);

const isKnownEntryType = (value: string): value is KnownEntryType => KNOWN_ENTRY_TYPES.has(value);

const HEADING_TAGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

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

const entryTitle = (entry: PlainEntry): string =>
  textField(entry, "title") || textField(entry, "pageName") || textField(entry, "ctaTitle");

function createRenderNode(
  prepared: PreparedDocument,
  components: RichTextComponents,
  options: RichTextOptions,
): RenderNode {
  const { ResourceCard, BlogPostCard, VideoEmbed, CallToAction } = components;
  const offset = Math.max(0, Math.trunc(options.headingOffset ?? 0));

  /** An entry's address by the app's rule, else the given default; only site-relative or safe addresses survive. */
  const hrefOf = (entry: PlainEntry, fallback: (entry: PlainEntry) => string | null): string | null => {
    const custom = options.entryHref?.(entry);
    return custom === undefined ? fallback(entry) : custom;
  };

  const heading = (node: Block | Inline, children: ReactNode) => {
    const meta = prepared.headings.get(node as Block);
    const Tag = HEADING_TAGS[Math.min(5, (meta?.outline ?? 1) - 1 + offset)] ?? "h6";
    return <Tag id={meta?.id}>{children}</Tag>;
  };

  const video = (title: string, source: VideoSource | null, poster: string | null): ReactNode => {
    if (!source) return null;
    // Frames only from https embed addresses; self-hosted files only from http(s) or site-relative addresses.
    if (source.kind === "file" ? !mediaSrc(source.src) : !httpsSrc(source.embedUrl)) return null;
    return <VideoEmbed title={title} source={source} poster={poster} />;
  };

  const embeddedBlock = (entry: PlainEntry): ReactNode => {
    const custom = options.renderEntry?.(entry, { inline: false });
    if (custom !== undefined) return custom;
    const contentType = contentTypeOf(entry);
    if (!isKnownEntryType(contentType)) {
      warnUnknownEntryType(contentType);
      return null;
    }
    switch (contentType) {
      case "resourceGuide": {
        const title = textField(entry, "title");
        const href = internalHref(
          hrefOf(entry, (e) => (textField(e, "slug") ? resourceCardPath(textField(e, "slug")) : null)),
        );
        if (!title || !href) return null;
        return (
          <ResourceCard
            href={href}
            title={title}
            description={textField(entry, "summary") || textField(entry, "description")}
            image={cardImage(assetField(entry, "coverImage") ?? assetField(entry, "featuredImage"))}
            entry={entry}
          />
        );
      }
      case "blogPost":
      case "pageBlogPost": {
        const title = textField(entry, "title");
        const href = internalHref(
          hrefOf(entry, (e) => (textField(e, "slug") ? blogPostPath(textField(e, "slug")) : null)),
        );
        if (!title || !href) return null;
        return (
          <BlogPostCard
            href={href}
            title={title}
            excerpt={textField(entry, "excerpt")}
            publishedDate={textField(entry, "publishedDate")}
            image={cardImage(assetField(entry, "featuredImage"))}
            entry={entry}
          />
        );
      }
      case "foundationalPage": {
        const title = entryTitle(entry);
        const href = internalHref(hrefOf(entry, defaultEntryHref));
        if (!title || !href) return null;
        return (
          <p data-slot="rich-text-page-link">
            <SafeLink target={{ href, kind: "internal" }}>{title}</SafeLink>
          </p>
        );
      }
      case "video": {
        const source = resolveVideoSource({
          videoUrl: textField(entry, "videoUrl"),
          youTubeLink: textField(entry, "youTubeLink"),
          isSelfHosted: entry.fields.isSelfHosted === true,
        });
        return video(
          textField(entry, "title"),
          source,
          mediaSrc(assetField(entry, "thumbnailImage")?.fields.file?.url),
        );
      }
      case "youTubeEmbed": {
        const source = resolveVideoSource({ youTubeLink: textField(entry, "youTubeLink") });
        return video(textField(entry, "title"), source?.kind === "youtube" ? source : null, null);
      }
      case "websiteCta": {
        const cta = callToActionDisplay(callToActionFields(entry));
        if (!cta) return null;
        const target = cta.button ? classifyHref(cta.button.href) : null;
        return (
          <CallToAction
            title={cta.title}
            text={cta.text}
            button={
              cta.button && target
                ? { text: cta.button.text, href: target.href, external: target.kind === "external" }
                : null
            }
            image={cardImage(assetField(entry, "ctaImage"))}
          />
        );
      }
      default:
        contentType satisfies never;
        return null;
    }
  };

  const embeddedInline = (entry: PlainEntry): ReactNode => {
    const custom = options.renderEntry?.(entry, { inline: true });
    if (custom !== undefined) return custom;
    const contentType = contentTypeOf(entry);
    if (!isKnownEntryType(contentType)) {
      warnUnknownEntryType(contentType);
      return null;
    }
    if (contentType === "youTubeEmbed" || contentType === "websiteCta") return null;
    const title = entryTitle(entry);
    const href = internalHref(hrefOf(entry, defaultEntryHref));
    if (!title || !href) return null;
    return <SafeLink target={{ href, kind: "internal" }}>{title}</SafeLink>;
  };

  const plain = (_node: Block | Inline, children: ReactNode) => <>{children}</>;
  const nothing = () => null;

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
      return entry ? embeddedBlock(entry) : null;
    },
    [BLOCKS.EMBEDDED_ASSET]: (node) => {
      const asset = resolvedAsset(node.data);
      if (!asset) return null;
      const image = richTextImage(asset);
      if (image) {
        return (
          <figure data-slot="rich-text-image">
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
            />
          </figure>
        );
      }
      const pdf = pdfLink(asset);
      const target = pdf ? classifyHref(pdf.href) : null;
      if (!pdf || !target) return null;
      return (
        <p data-slot="rich-text-file">
          <SafeLink target={target} file>
            {pdf.text}
          </SafeLink>
        </p>
      );
    },
    [BLOCKS.EMBEDDED_RESOURCE]: nothing,
    [BLOCKS.TABLE]: (node, children) => {
      const rows = Array.isArray(children) ? (children as ReactNode[]) : [children];
      const hasHeader = prepared.tablesWithHeader.has(node as Block);
      return (
        <div data-slot="rich-text-table" role="group" aria-label="Table" tabIndex={0} className="overflow-x-auto">
          <table>
            {hasHeader ? <thead>{rows[0]}</thead> : null}
            <tbody>{hasHeader ? rows.slice(1) : rows}</tbody>
          </table>
        </div>
      );
    },
    [BLOCKS.TABLE_ROW]: (_node, children) => <tr>{children}</tr>,
    [BLOCKS.TABLE_CELL]: (_node, children) => <td>{children}</td>,
    [BLOCKS.TABLE_HEADER_CELL]: (node, children) => {
      const scope = prepared.headerCells.get(node as Block);
      return scope ? <th scope={scope}>{children}</th> : <td>{children}</td>;
    },
    [INLINES.HYPERLINK]: (node, children) => {
      const target = classifyHref((node.data as { uri?: unknown }).uri);
      return target ? <SafeLink target={target}>{children}</SafeLink> : <>{children}</>;
    },
    [INLINES.ENTRY_HYPERLINK]: (node, children) => {
      const entry = resolvedEntry(node.data);
      const target = entry ? classifyHref(hrefOf(entry, defaultEntryHref)) : null;
      return target ? <SafeLink target={target}>{children}</SafeLink> : <>{children}</>;
    },
    [INLINES.ASSET_HYPERLINK]: (node, children) => {
      const asset = resolvedAsset(node.data);
      const target = asset ? classifyHref(assetHref(asset)) : null;
      return target ? (
        <SafeLink target={target} file>
          {children}
        </SafeLink>
      ) : (
        <>{children}</>
      );
    },
    [INLINES.RESOURCE_HYPERLINK]: plain,
    [INLINES.EMBEDDED_ENTRY]: (node) => {
      const entry = resolvedEntry(node.data);
      return entry ? embeddedInline(entry) : null;
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
