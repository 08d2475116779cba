import { useSuspenseQuery } from "@tanstack/react-query";
import { formatLongDate, imageUrl, resolveVideoSource, videoPath } from "@tupelo-medicare/content/rules";
import { Breadcrumb, Seo } from "@tupelo-medicare/ui";
import { ContentCard, VideoEmbed } from "../../islands/index.js";
import { videoQuery } from "../../app/queries.js";
import { transcriptParagraphs } from "./video-page.data.js";
import { useInspector } from "../../preview/inspector.js";
import { usePageRoute } from "../../app/page-route.js";
import { MissingEntry } from "../shared/missing-entry.js";

/** A video (/videos/watch/:slug): breadcrumb, title, description, date, the lazy player, transcript and related videos. */
export default function VideoPage() {
  const { slug = "" } = usePageRoute().params;
  const video = useSuspenseQuery(videoQuery(slug));
  const inspect = useInspector();

  if (!video.data) {
    return (
      <MissingEntry
        title="Video Not Found"
        text="We could not find that video. It may have moved or been removed."
        href="/videos"
        linkText="Browse all videos"
      />
    );
  }

  const data = video.data;
  const path = videoPath(data.slug);
  const published = formatLongDate(data.uploadDate);
  const thumbnail = data.thumbnail?.url ? imageUrl(data.thumbnail.url, { width: 1280, format: "jpg" }) : undefined;
  const source = resolveVideoSource(data);
  const paragraphs = transcriptParagraphs(data.transcript);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <Seo
        title={data.title}
        description={data.description || undefined}
        canonical={path}
        image={thumbnail}
        ogType="video.other"
        structuredData={{
          type: "video",
          name: data.title,
          description: data.description || undefined,
          thumbnailUrl: thumbnail,
          uploadDate: data.uploadDate ?? (data.createdAt || undefined),
          duration: data.duration,
          embedUrl: source && source.kind !== "file" ? source.embedUrl : undefined,
          contentUrl: source?.kind === "file" ? source.src : undefined,
          keywords: data.keywords,
          author: data.author || undefined,
        }}
      />
      <Breadcrumb
        className="mb-6"
        items={[{ label: "Home", href: "/" }, { label: "Videos", href: "/videos" }, { label: data.title }]}
      />
      <article className="flex flex-col gap-6">
        <header className="flex flex-col gap-4">
          <h1 className="text-4xl leading-tight font-bold text-primary-900 sm:text-5xl" {...inspect(data.id, "title")}>
            {data.title}
          </h1>
          {data.description ? <p className="text-xl text-muted">{data.description}</p> : null}
          {published ? (
            <p className="text-base text-muted">
              Published on <time dateTime={data.uploadDate ?? undefined}>{published}</time>
            </p>
          ) : null}
        </header>
        <VideoEmbed
          title={data.title}
          videoUrl={data.videoUrl}
          youTubeLink={data.youTubeLink}
          isSelfHosted={data.isSelfHosted}
          poster={thumbnail}
          reloadOnRetry
        />
        {paragraphs.length > 0 ? (
          <section aria-labelledby="video-transcript" className="flex flex-col gap-4">
            <h2 id="video-transcript" className="text-3xl font-bold text-primary-900">
              Transcript
            </h2>
            <div className="flex max-w-prose flex-col gap-4 text-lg text-ink">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>
        ) : null}
      </article>
      {data.relatedVideos.length > 0 ? (
        <section aria-labelledby="related-videos" className="mt-16">
          <h2 id="related-videos" className="mb-6 text-3xl font-bold text-primary-900">
            Related Videos
          </h2>
          <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {data.relatedVideos.map((related) => (
              <li key={related.id}>
                <ContentCard
                  href={videoPath(related.slug)}
                  title={related.title}
                  description={related.description}
                  image={{
                    src: related.thumbnail?.url
                      ? imageUrl(related.thumbnail.url, { width: 640, format: "webp" })
                      : null,
                    alt: "",
                  }}
                  actionLabel="Watch Now »"
                  className="[&_span[aria-hidden=true]>svg]:hidden"
                  {...inspect(related.id, "title")}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
