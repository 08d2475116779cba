/**
 * Embedded entries in a rich-text document: the block of each known content type (docs/product.md, Content model)
 * as its card, link, player or call to action, and the inline link; an app's renderEntry first; an unknown type
 * warned about once and left out. Every address goes through the safe-address rules (internal/hrefs.ts), so an
 * entry whose address is unsafe or missing shows nothing rather than a broken link.
 */
import {
  blogPostPath,
  callToActionDisplay,
  resolveVideoSource,
  resourceCardPath,
} from "@tupelo-medicare/content/rules";
import type { PlainEntry, VideoSource } from "@tupelo-medicare/content";
import type { ReactNode } from "react";
import { defaultEntryHref } from "../entry-href.js";
import type { RichTextComponents, RichTextOptions } from "../types.js";
import { callToActionFields } from "./call-to-action.js";
import { classifyHref, httpsSrc, internalHref, mediaSrc } from "./hrefs.js";
import { SafeLink } from "./links.js";
import { assetField, cardImage, contentTypeOf, textField } from "./targets.js";
import { warnUnknownEntryType } from "./warn-once.js";

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

const entryTitle = (entry: PlainEntry): string =>
  textField(entry, "title") || textField(entry, "pageName") || textField(entry, "ctaTitle");

/** The renderers of embedded entries, block and inline, with the app's components and options. */
export function createEmbeddedEntries(components: RichTextComponents, options: RichTextOptions) {
  const { ResourceCard, BlogPostCard, VideoEmbed, CallToAction } = components;

  /** An entry's address by the app's rule, else the given default; only site-relative or safe addresses survive. */
  const hrefOf = (entry: PlainEntry, fallback: (entry: PlainEntry) => string | null): string | null => {
    const custom = options.entryHref?.(entry);
    return custom === undefined ? fallback(entry) : custom;
  };

  /** A card's address: the app's rule, else its slug's path by `toPath`; only a site-relative address survives. */
  const cardHref = (entry: PlainEntry, toPath: (slug: string) => string): string | null =>
    internalHref(hrefOf(entry, (e) => (textField(e, "slug") ? toPath(textField(e, "slug")) : null)));

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
        const href = cardHref(entry, resourceCardPath);
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
        const href = cardHref(entry, blogPostPath);
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

  return { block: embeddedBlock, inline: embeddedInline, hrefOf };
}
