import { useSuspenseQuery } from "@tanstack/react-query";
import { formatLongDate, imageSrcSet, imageUrl, resourceGuidePath } from "@tupelo-medicare/content/rules";
import { Breadcrumb, ButtonLink, Seo, TextLink } from "@tupelo-medicare/ui";
import { Image } from "../../islands/index.js";
import { guideQuery } from "../../app/queries.js";
import { ContentRichText } from "../content/content-rich-text.js";
import { Inspected, useInspector } from "../../preview/inspector.js";
import { usePageRoute } from "../../app/page-route.js";
import { MissingEntry } from "../shared/missing-entry.js";

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  );
}

/**
 * A resource guide (/resources/guides/:slug, also reached as /resources/:slug with the same canonical): title,
 * description, cover image, 'Download Resource', content, topics and related resources.
 */
export default function GuidePage() {
  const { slug = "" } = usePageRoute().params;
  const guide = useSuspenseQuery(guideQuery(slug));
  const inspect = useInspector();

  if (!guide.data) {
    return (
      <MissingEntry
        title="Resource Not Found"
        text="We could not find that resource. It may have moved or been removed."
        href="/resources/guides"
        linkText="Browse all guides"
      />
    );
  }

  const data = guide.data;
  const path = resourceGuidePath(data.slug);
  const updated = formatLongDate(data.updatedDate);
  const cover = data.coverImage?.url ? data.coverImage : null;
  const description = data.description || data.summary || undefined;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <Seo
        title={data.title}
        description={description}
        canonical={path}
        image={cover ? imageUrl(cover.url, { width: 1200, format: "jpg" }) : undefined}
        imageAlt={cover?.description || undefined}
        ogType="article"
        structuredData={{ type: "webpage", name: data.title, description, url: path }}
      />
      <Breadcrumb
        className="mb-6"
        items={[
          { label: "Home", href: "/" },
          { label: "Resources", href: "/resources" },
          { label: "Guides", href: "/resources/guides" },
          { label: data.title },
        ]}
      />
      <article className="flex flex-col gap-8">
        <header className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3 text-base">
            {data.category ? (
              <span className="rounded-full bg-primary-50 px-3 py-0.5 font-semibold text-primary-700">
                {data.category}
              </span>
            ) : null}
            <span className="text-muted">{data.resourceType}</span>
            {updated ? <span className="text-muted">Updated: {updated}</span> : null}
          </div>
          <h1 className="text-4xl leading-tight font-bold text-primary-900 sm:text-5xl" {...inspect(data.id, "title")}>
            {data.title}
          </h1>
          {data.description ? <p className="text-xl text-muted">{data.description}</p> : null}
        </header>
        <Inspected attributes={inspect(data.id, "coverImage")}>
          {cover ? (
            <Image
              src={imageUrl(cover.url, { width: 960, format: "webp" })}
              srcSet={
                imageSrcSet(cover.url, [480, 960], { format: "webp", maxWidth: cover.width ?? undefined }) || undefined
              }
              sizes="(min-width: 896px) 37rem, 100vw"
              alt={cover.description}
              width={cover.width ?? 800}
              height={cover.height ?? 600}
              priority
              className="h-auto w-full rounded-card object-cover sm:w-2/3"
            />
          ) : null}
        </Inspected>
        {data.downloadUrl ? (
          <div>
            <ButtonLink href={data.downloadUrl} size="lg" download>
              <DownloadIcon />
              Download Resource
              <span className="sr-only"> (PDF)</span>
            </ButtonLink>
          </div>
        ) : null}
        <Inspected attributes={inspect(data.id, "content")}>
          <ContentRichText
            document={data.content}
            headingOffset={1}
            className="prose prose-lg max-w-none text-ink prose-headings:text-primary-900 prose-a:text-primary-700 prose-a:underline-offset-4 prose-strong:text-ink"
          />
        </Inspected>
        {data.tags.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="guide-topics" className="text-lg font-bold text-ink">
              Topics:
            </h2>
            <ul aria-labelledby="guide-topics" className="m-0 flex list-none flex-wrap gap-2 p-0">
              {data.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-border-subtle bg-surface-alt px-3 py-1 text-base text-ink"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </article>
      {data.relatedResources.length > 0 ? (
        <section aria-labelledby="related-resources" className="mt-16">
          <h2 id="related-resources" className="mb-6 text-3xl font-bold text-primary-900">
            Related Resources
          </h2>
          <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2">
            {data.relatedResources.map((related) => (
              <li
                key={related.id}
                className="flex flex-col gap-2 rounded-card border border-border-subtle bg-surface p-6"
              >
                {related.type ? <span className="text-sm font-semibold text-muted">{related.type}</span> : null}
                <TextLink href={resourceGuidePath(related.slug)} className="text-xl">
                  {related.title}
                </TextLink>
                {related.description ? <p className="text-ink">{related.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
