/** The rich body and optional page video shared by the content pages. */
import type { RichTextDocument } from "@tupelo-medicare/content";
import { pageVideoEmbedUrl } from "@tupelo-medicare/content/rules";
import { cn } from "@tupelo-medicare/ui";
import { VideoEmbed } from "../../islands/index.js";
import { ContentRichText } from "./content-rich-text.js";

/** Prose styles for rich text: large, calm type with lines of readable length. */
export const PROSE =
  "prose prose-lg max-w-none text-ink prose-headings:text-primary-900 prose-a:text-primary-700 prose-a:underline-offset-4 prose-strong:text-ink";

/** A page's rich body under the page's h1 (level-1 headings render as h2, with the contents-list ids). */
function PageBody({ document, className }: { document: RichTextDocument | null | undefined; className?: string }) {
  if (!document) return null;
  return <ContentRichText document={document} headingOffset={1} className={cn(PROSE, className)} />;
}

/** The page's YouTube video (an embed URL or a bare id) through the UI kit's player; nothing when there is none. */
function PageVideo({
  value,
  title,
  className,
}: {
  value: string | null | undefined;
  title: string;
  className?: string;
}) {
  const embedUrl = pageVideoEmbedUrl(value);
  if (!embedUrl) return null;
  return (
    <figure className={cn("my-8", className)}>
      <VideoEmbed title={`Video: ${title}`} videoUrl={embedUrl} />
    </figure>
  );
}

export { PageBody, PageVideo };
