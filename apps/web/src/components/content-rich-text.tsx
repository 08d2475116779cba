import { RichText } from "@tupelo-medicare/rich-text";
import type {
  RichTextLinkProps,
  RichTextProps,
  VideoEmbedProps as RichTextVideoProps,
} from "@tupelo-medicare/rich-text";
import { toMedicareTimelineTool } from "@tupelo-medicare/content";
import type { PlainEntry } from "@tupelo-medicare/content";
import { MedicareTimelineTool, VideoEmbed } from "../islands/index.js";
import { RouterLink } from "../app/router-link.js";

function Link({ href, children, className }: RichTextLinkProps) {
  return (
    <RouterLink href={href} className={className}>
      {children}
    </RouterLink>
  );
}

function Video({ title, source, poster }: RichTextVideoProps) {
  return source.kind === "file" ? (
    <VideoEmbed title={title} videoUrl={source.src} isSelfHosted poster={poster ?? undefined} />
  ) : (
    <VideoEmbed title={title} videoUrl={source.embedUrl} />
  );
}

const components = { Link, VideoEmbed: Video };

/** The site's own embedded entries: the Medicare timeline tool (block only); everything else by the package's rules. */
function renderEntry(entry: PlainEntry, placement: { inline: boolean }) {
  if (entry.sys.contentType.sys.id !== "medicareTimelineTool") return undefined;
  const tool = placement.inline ? null : toMedicareTimelineTool(entry);
  return tool ? (
    <MedicareTimelineTool tool={{ heading: tool.heading, intro: tool.intro, figures: tool.figures }} />
  ) : null;
}

/** Rich text with the site's router links, the UI kit's lazy video player and the Medicare timeline tool. */
export function ContentRichText(props: Omit<RichTextProps, "components" | "renderEntry">) {
  return <RichText {...props} components={components} renderEntry={renderEntry} />;
}
