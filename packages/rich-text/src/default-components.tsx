import { httpsSrc, internalHref } from "./internal/hrefs.js";
import { LazyImage } from "./internal/lazy-image.js";
import { PlainLink, SafeLink, UntrustedLink } from "./internal/links.js";
import type {
  BlogPostCardProps,
  CallToActionProps,
  ResourceCardProps,
  RichTextComponents,
  RichTextImage,
  VideoEmbedProps,
} from "./types.js";

function CardImage({ image }: { image: RichTextImage | null }) {
  return image ? <LazyImage image={image} slot="rich-text-card-image" /> : null;
}

function CardTitleLink({ href, title }: { href: string; title: string }) {
  const path = internalHref(href);
  return (
    <p data-slot="rich-text-card-title">
      {path ? <SafeLink target={{ href: path, kind: "internal" }}>{title}</SafeLink> : title}
    </p>
  );
}

function ResourceCard({ href, title, description, image }: ResourceCardProps) {
  return (
    <article data-slot="rich-text-resource-card">
      <CardImage image={image} />
      <CardTitleLink href={href} title={title} />
      {description ? <p data-slot="rich-text-card-text">{description}</p> : null}
    </article>
  );
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function PublishedDate({ value }: { value: string }) {
  const time = Date.parse(value);
  if (!value || Number.isNaN(time)) return null;
  return (
    <p data-slot="rich-text-card-date">
      <time dateTime={value}>{longDate.format(time)}</time>
    </p>
  );
}

function BlogPostCard({ href, title, excerpt, publishedDate, image }: BlogPostCardProps) {
  return (
    <article data-slot="rich-text-blog-post-card">
      <CardImage image={image} />
      <CardTitleLink href={href} title={title} />
      <PublishedDate value={publishedDate} />
      {excerpt ? <p data-slot="rich-text-card-text">{excerpt}</p> : null}
    </article>
  );
}

function VideoEmbed({ title, source, poster }: VideoEmbedProps) {
  const label = title || "Embedded video";
  switch (source.kind) {
    case "file":
      return (
        <div data-slot="rich-text-video">
          <video
            controls
            preload="none"
            poster={poster ?? undefined}
            src={source.src}
            aria-label={label}
            className="h-auto w-full"
          >
            Sorry, your browser does not support embedded videos.
          </video>
        </div>
      );
    case "youtube":
    case "vimeo":
    case "embed": {
      const src = httpsSrc(source.embedUrl);
      if (!src) return null;
      return (
        <div data-slot="rich-text-video" className="relative aspect-video w-full">
          <iframe
            src={src}
            title={label}
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="absolute inset-0 size-full border-0"
          />
        </div>
      );
    }
    default:
      source satisfies never;
      return null;
  }
}

function CallToAction({ title, text, button, image }: CallToActionProps) {
  return (
    <div data-slot="rich-text-cta">
      <CardImage image={image} />
      {title ? (
        <p data-slot="rich-text-cta-title">
          <strong>{title}</strong>
        </p>
      ) : null}
      {text ? <p data-slot="rich-text-cta-text">{text}</p> : null}
      {button ? (
        <p data-slot="rich-text-cta-action">
          <UntrustedLink href={button.href}>{button.text}</UntrustedLink>
        </p>
      ) : null}
    </div>
  );
}

/** The components used when none are given: a plain anchor as the link, simple semantic cards and an iframe or native video player. */
const defaultRichTextComponents: RichTextComponents = {
  Link: PlainLink,
  ResourceCard,
  BlogPostCard,
  VideoEmbed,
  CallToAction,
};

export { defaultRichTextComponents };
