import { RichText } from "@tupelo-medicare/rich-text";
import type { RichTextLinkProps, RichTextProps, VideoEmbedProps as RichTextVideoProps } from "@tupelo-medicare/rich-text";
import { VideoEmbed } from "../islands/index.js";
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

/** Rich text with the site's router links and the UI kit's lazy video player. */
export function ContentRichText(props: Omit<RichTextProps, "components">) {
  return <RichText {...props} components={components} />;
}
