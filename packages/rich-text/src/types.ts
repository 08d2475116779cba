import type { ComponentType, ReactNode } from "react";
import type { PlainEntry, RichTextDocument, VideoSource } from "@tupelo-medicare/content";

/** Props of the app's link component, which receives site-relative addresses only (external links are plain anchors). */
export interface RichTextLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** An image ready for an img element: a safe http(s) or relative address with its alternative text and size. */
export interface RichTextImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** Props of the card shown for an embedded resource guide. */
export interface ResourceCardProps {
  href: string;
  title: string;
  description: string;
  image: RichTextImage | null;
  entry: PlainEntry;
}

/** Props of the card shown for an embedded blog post. */
export interface BlogPostCardProps {
  href: string;
  title: string;
  excerpt: string;
  publishedDate: string;
  image: RichTextImage | null;
  entry: PlainEntry;
}

/** Props of the player shown for an embedded video or YouTube embed; iframe sources are always https. */
export interface VideoEmbedProps {
  title: string;
  source: VideoSource;
  poster: string | null;
}

/** The button of a call to action: present only when both its text and a safe link are. */
export interface CallToActionButton {
  text: string;
  href: string;
  external: boolean;
}

/** Props of the block shown for an embedded website call to action. */
export interface CallToActionProps {
  title: string;
  text: string;
  button: CallToActionButton | null;
  image: RichTextImage | null;
}

/** The components the renderer uses; every one has a plain semantic default. */
export interface RichTextComponents {
  Link: ComponentType<RichTextLinkProps>;
  ResourceCard: ComponentType<ResourceCardProps>;
  BlogPostCard: ComponentType<BlogPostCardProps>;
  VideoEmbed: ComponentType<VideoEmbedProps>;
  CallToAction: ComponentType<CallToActionProps>;
}

/** Options of renderRichText and RichText. */
export interface RichTextOptions {
  /** Replacements for the default components, such as the app's router link or the UI kit's video player. */
  components?: Partial<RichTextComponents>;
  /** The address of a linked or embedded entry; return undefined to use the package's rule (defaultEntryHref or the card's rule). */
  entryHref?: (entry: PlainEntry) => string | null | undefined;
  /**
   * Renders an embedded entry (block or inline) before the package's own rules: return a node (or null for
   * nothing) to take it over, or undefined to leave it to the package. This is how an app shows entries of content
   * types the package does not know, such as a tool an editor places in a page. What it returns is rendered as
   * React renders anything: text stays text.
   */
  renderEntry?: (entry: PlainEntry, placement: { inline: boolean }) => ReactNode | undefined;
  /**
   * Levels added to every heading, capped at h6 (1 renders heading-1 as h2 under a page title's h1).
   * @defaultValue 0
   */
  headingOffset?: number;
}

/** Props of the RichText component. */
export interface RichTextProps extends RichTextOptions {
  document: RichTextDocument | null | undefined;
  className?: string;
}

/** One entry of a document's contents list ('Explore This Page'). */
export interface ContentsItem {
  id: string;
  text: string;
}
